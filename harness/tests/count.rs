//! `rvm-harness count` end to end: a tiny experiment (harness/tests/count.toml,
//! Fib 25 under `--tier=opt` with and without yieldpoints) counted under
//! callgrind at 1 and 3 outer iterations, two valgrind processes at once;
//! the JSON must hold positive per-iteration counts and the table must be
//! written. Skipped, with a note on the terminal, when valgrind is not on
//! PATH. Also the command's argument errors, which need neither valgrind nor
//! rvm. Needs the release `rvm` binary.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn harness(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_rvm-harness"));
    command.current_dir(root()).args(args);
    command
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rvm-harness-count-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

fn stderr_of(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).to_string()
}

#[test]
fn count_gives_positive_steady_state_instructions_per_iteration() {
    if !on_path("valgrind") {
        // Straight to the terminal: libtest captures eprintln!, and a skip
        // must not look like a pass.
        let _ = writeln!(
            std::io::stderr(),
            "NOTE: count_gives_positive_steady_state_instructions_per_iteration SKIPPED: valgrind is not on PATH (Debian: apt-get install valgrind)"
        );
        return;
    }
    let rvm = root().join("target/release/rvm");
    assert!(
        rvm.is_file(),
        "{} missing: cargo build --release -p rvm",
        rvm.display()
    );
    let dir = scratch("fib");
    let json = dir.join("fib.json");
    let output = harness(&[
        "count",
        "harness/tests/count.toml",
        "--iterations=1,3",
        "--jobs=2",
    ])
    .arg("--out")
    .arg(&dir)
    .arg("-o")
    .arg(&json)
    .output()
    .unwrap();
    let stderr = stderr_of(&output);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("skipping C2: a java configuration"),
        "{stderr}"
    );

    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(file["format"], "rvm-harness-count-1");
    assert_eq!(file["complete"], true);
    assert_eq!(file["iterations"]["short"], 1);
    assert_eq!(file["iterations"]["long"], 3);
    assert_eq!(file["reference"], "opt");
    assert_eq!(file["skipped"][0]["configuration"], "C2");
    let runs = file["runs"].as_array().unwrap();
    assert_eq!(
        runs.len(),
        4,
        "1 benchmark x 2 rvm configurations x 2 counts"
    );
    for run in runs {
        assert!(run["error"].is_null(), "{run}");
        assert!(run["instructions"].as_u64().unwrap() > 1_000_000, "{run}");
        let command: Vec<&str> = run["command"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(
            command[..3],
            ["valgrind", "--tool=callgrind", "--smc-check=all"]
        );
        assert_eq!(
            command.last().copied(),
            Some(run["iterations"].to_string().as_str())
        );
        assert!(
            dir.join(run["callgrind_out"].as_str().unwrap()).is_file(),
            "{run}"
        );
    }
    let pairs = file["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 2);
    for pair in pairs {
        let per_iteration = pair["per_iteration"].as_f64().unwrap();
        assert!(per_iteration > 0.0, "{pair}");
        assert!(pair["long_instructions"].as_u64() > pair["short_instructions"].as_u64());
        assert!(pair["overhead_percent"].is_f64(), "{pair}");
    }
    assert_eq!(pairs[0]["ratio"], 1.0);
    let means = file["geometric_means"].as_array().unwrap();
    assert_eq!(means.len(), 1);
    assert_eq!(means[0]["configuration"], "opt-no-yieldpoints");

    let table = std::fs::read_to_string(json.with_extension("md")).unwrap();
    assert!(table.contains("| Fib | opt | "), "{table}");
    assert!(table.contains("| reference |"), "{table}");
    assert!(
        table.contains("rvm-harness count harness/tests/count.toml"),
        "{table}"
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), table);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_counts_names_and_a_missing_valgrind_are_errors_with_exit_2() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["--iterations=3,3"],
            "--iterations=3,3: A must be smaller than B",
        ),
        (&["--iterations=3"], "--iterations=3: expected A,B"),
        (
            &["--config=nope"],
            "--config=nope: no configuration \"nope\" in count-tiny (configurations: opt, opt-no-yieldpoints, C2)",
        ),
        (&["--benchmark=Fob"], "--benchmark=Fob: no benchmark \"Fob\""),
        (&["--jobs=0"], "--jobs=0"),
    ];
    for (arguments, expected) in cases {
        let output = harness(&["count", "harness/tests/count.toml"])
            .args(arguments)
            .output()
            .unwrap();
        let stderr = stderr_of(&output);
        assert_eq!(output.status.code(), Some(2), "{arguments:?}: {stderr}");
        assert!(stderr.contains(expected), "{arguments:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    let empty = scratch("nopath");
    let output = harness(&["count", "harness/tests/count.toml"])
        .env("PATH", &empty)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        stderr_of(&output).trim(),
        "rvm-harness: error: rvm-harness count needs valgrind on PATH (Debian: apt-get install valgrind)"
    );
    let _ = std::fs::remove_dir_all(&empty);
}

/// The count gate against the stored CI baseline, through the command line
/// (no valgrind needed): the baseline passes against itself, a copy whose
/// profile-directed configuration saves 5% less fails with exit 1, and a
/// count file is not compared with a result file.
#[test]
fn the_count_gate_fails_when_the_stored_baselines_ratio_rises_beyond_the_tolerance() {
    let baseline = root().join("harness/baselines/inline-speedups-count-ci.json");
    let dir = scratch("gate");
    let same = harness(&["compare"])
        .arg(&baseline)
        .arg(&baseline)
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&same.stdout).to_string();
    assert!(same.status.success(), "{table}{}", stderr_of(&same));
    assert!(
        table.contains("0 regression(s), 0 improvement(s), 0 pair(s) without figures"),
        "{table}"
    );

    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&baseline).unwrap()).unwrap();
    let mut changed = 0;
    for pair in json["pairs"].as_array_mut().unwrap() {
        if pair["configuration"] == "profile-exhaustive" {
            let ratio = pair["ratio"].as_f64().unwrap();
            pair["ratio"] = serde_json::json!(ratio * 1.05);
            changed += 1;
        }
    }
    assert!(changed > 0, "the CI baseline counts profile-exhaustive");
    let worse = dir.join("worse.json");
    std::fs::write(&worse, json.to_string()).unwrap();
    let output = harness(&["compare"])
        .arg(&baseline)
        .arg(&worse)
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(
        output.status.code(),
        Some(1),
        "{table}{}",
        stderr_of(&output)
    );
    assert!(
        table.contains("| **REGRESSION** |") && table.contains("+5.00%"),
        "{table}"
    );

    let result = root().join("harness/baselines/inline-speedups-quick.json");
    let mixed = harness(&["compare"])
        .arg(&baseline)
        .arg(&result)
        .output()
        .unwrap();
    assert_eq!(mixed.status.code(), Some(2));
    assert!(
        stderr_of(&mixed).contains("compare like with like"),
        "{}",
        stderr_of(&mixed)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
