//! The CI smoke run: a two-benchmark experiment (harness/tests/tiny.toml)
//! through `run`, `run --resume`, `report` and `compare`, checking the result
//! JSON's content and that the report's SVGs are produced. Needs the release
//! `rvm` binary (`cargo test --release --workspace` builds it).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn harness() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rvm-harness"));
    command.current_dir(root());
    command
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rvm-harness-smoke-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_tiny_experiment_runs_resumes_reports_and_compares() {
    let rvm = root().join("target/release/rvm");
    assert!(
        rvm.is_file(),
        "{} missing: build it with cargo build --release",
        rvm.display()
    );
    let dir = scratch("tiny");
    let result = dir.join("tiny.json");
    let status = harness()
        .args(["run", "harness/tests/tiny.toml", "-o"])
        .arg(&result)
        .status()
        .unwrap();
    assert!(status.success(), "run failed: {status}");

    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&result).unwrap()).unwrap();
    assert_eq!(json["format"], "rvm-harness-result-1");
    assert_eq!(json["complete"], true);
    assert!(json["machine"]["cores"].as_u64().unwrap() >= 1);
    assert!(!json["rvm_commit"].as_str().unwrap().is_empty());
    assert!(json["experiment_text"]
        .as_str()
        .unwrap()
        .contains("name = \"tiny\""));
    let invocations = json["invocations"].as_array().unwrap();
    // 2 benchmarks x 3 configurations x 2 invocations.
    assert_eq!(invocations.len(), 12);
    for invocation in invocations {
        assert_eq!(invocation["exit_status"], 0, "{invocation}");
        assert!(invocation["error"].is_null(), "{invocation}");
        assert_eq!(invocation["iterations_ns"].as_array().unwrap().len(), 3);
        // The harness's own CPU per invocation (its wall time around the
        // child depends on how busy the machine is).
        assert!(invocation["harness_overhead_ms"].as_f64().unwrap() >= 0.0);
        assert!(
            invocation["harness_cpu_ms"].as_f64().unwrap() < 25.0,
            "{invocation}"
        );
        assert!(invocation["cpu_ms"].as_f64().unwrap() > 0.0, "{invocation}");
        let keeps_dcg = invocation["configuration"] != "baseline";
        assert_eq!(invocation["dcg"].is_string(), keeps_dcg, "{invocation}");
        if keeps_dcg {
            assert!(dir.join(invocation["dcg"].as_str().unwrap()).is_file());
        }
    }

    // Drop the last three invocations, as if interrupted: --resume runs
    // exactly those again.
    let mut truncated = json.clone();
    truncated["complete"] = serde_json::Value::Bool(false);
    truncated["invocations"].as_array_mut().unwrap().truncate(9);
    std::fs::write(&result, serde_json::to_string(&truncated).unwrap()).unwrap();
    let output = harness()
        .args(["run", "--resume", "-o"])
        .arg(&result)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let resumed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&result).unwrap()).unwrap();
    assert_eq!(resumed["invocations"].as_array().unwrap().len(), 12);
    assert_eq!(resumed["complete"], true);
    assert_eq!(resumed["invocations"][0], json["invocations"][0]);

    let report = dir.join("report");
    let status = harness()
        .args(["report"])
        .arg(&result)
        .arg("--out")
        .arg(&report)
        .status()
        .unwrap();
    assert!(status.success());
    let markdown = std::fs::read_to_string(report.join("report.md")).unwrap();
    assert!(markdown.contains("| Fib |"), "{markdown}");
    assert!(markdown.contains("geometric mean"), "{markdown}");
    assert!(markdown.contains("Accuracy"), "{markdown}");
    for svg in ["speedup.svg", "accuracy.svg", "accuracy-overhead.svg"] {
        let text = std::fs::read_to_string(report.join(svg)).unwrap();
        assert!(text.starts_with("<svg") && text.contains("<rect"), "{svg}");
    }

    // A result compared with itself: no regression, exit 0.
    let output = harness()
        .arg("compare")
        .arg(&result)
        .arg(&result)
        .output()
        .unwrap();
    assert!(output.status.success());
    let table = String::from_utf8_lossy(&output.stdout).to_string();
    assert!(table.contains("0 regression(s)"), "{table}");
    assert!(
        table.contains("baseline speedup"),
        "speedups by default: {table}"
    );
    assert!(
        json["machine"]["harness_overhead_ms"].as_f64().is_some(),
        "the fingerprint keeps the harness's overhead"
    );

    // Milliseconds: allowed for one machine, refused for another.
    let output = harness()
        .args(["compare", "--absolute"])
        .arg(&result)
        .arg(&result)
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains("baseline ms"));
    let mut other = json.clone();
    other["machine"]["cpu_model"] = serde_json::json!("Another CPU");
    let elsewhere = dir.join("elsewhere.json");
    std::fs::write(&elsewhere, other.to_string()).unwrap();
    let output = harness()
        .args(["compare", "--absolute"])
        .arg(&result)
        .arg(&elsewhere)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("different machines"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_experiment_file_is_reported_with_its_line_and_exit_2() {
    let dir = scratch("bad");
    let bad = dir.join("bad.toml");
    std::fs::write(
        &bad,
        "name = \"bad\"\n[[benchmark]]\nname = \"Fib\"\nsource = \"benchmarks/cpu/Fib.java\"\nsize = 3\n",
    )
    .unwrap();
    let output = harness()
        .arg("run")
        .arg(&bad)
        .arg("-o")
        .arg(dir.join("out.json"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("bad.toml:5:"), "{stderr}");
    assert!(stderr.contains("size"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_ad_hoc_form_needs_a_size() {
    let output = harness()
        .args(["run", "benchmarks/cpu/Fib.java"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--size=N is required"), "{stderr}");
}
