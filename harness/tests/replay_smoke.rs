//! The harness in replay mode (harness/tests/replay.toml, docs/replay.md):
//! one unmeasured recording run per benchmark and rvm configuration, its
//! advice file kept beside the result and named in it, every measured rvm
//! invocation replaying it (java ones untouched), the same inline plan in
//! every replayed process, and peak RSS per invocation in the JSON and the
//! report. Needs the release `rvm` binary.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

#[test]
fn replay_mode_records_once_and_replays_every_rvm_invocation() {
    let rvm = root().join("target/release/rvm");
    assert!(
        rvm.is_file(),
        "{} missing: cargo build --release",
        rvm.display()
    );
    let dir = std::env::temp_dir().join(format!("rvm-harness-replay-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let result = dir.join("replay.json");
    let output = Command::new(env!("CARGO_BIN_EXE_rvm-harness"))
        .current_dir(root())
        .args(["run", "harness/tests/replay.toml", "-o"])
        .arg(&result)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("recording advice for VirtualCalls adaptive"),
        "{stderr}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&result).unwrap()).unwrap();
    assert_eq!(json["experiment"]["replay"], true);
    let advice = json["advice"].as_array().unwrap();
    assert_eq!(
        advice.len(),
        1,
        "one recording: one benchmark x one rvm configuration"
    );
    let file = advice[0]["advice"].as_str().unwrap();
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    assert!(text.contains("\"format\": \"rvm-advice-1\""));
    assert!(advice[0]["command"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| a.as_str().unwrap().starts_with("--advice-out=")));
    let invocations = json["invocations"].as_array().unwrap();
    assert_eq!(invocations.len(), 4);
    for i in invocations {
        assert!(i["error"].is_null(), "{i}");
        assert!(i["max_rss_kib"].as_u64().unwrap() > 1024, "{i}");
        let replayed = i["command"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a.as_str().unwrap().starts_with("--advice-in="));
        if i["configuration"] == "adaptive" {
            assert_eq!(i["advice"].as_str(), Some(file), "{i}");
            assert!(replayed, "{i}");
        } else {
            assert!(i["advice"].is_null() && !replayed, "{i}");
        }
    }
    // Both replayed processes inlined the same way.
    let logs: Vec<String> = (0..2)
        .map(|n| {
            std::fs::read_to_string(root().join(format!("target/replay-smoke-{n}.log"))).unwrap()
        })
        .collect();
    assert!(logs[0].contains("\"rule\":\"advice\""), "{}", logs[0]);
    assert_eq!(logs[0], logs[1]);

    let report = dir.join("report");
    let status = Command::new(env!("CARGO_BIN_EXE_rvm-harness"))
        .current_dir(root())
        .arg("report")
        .arg(&result)
        .arg("--out")
        .arg(&report)
        .status()
        .unwrap();
    assert!(status.success());
    let markdown = std::fs::read_to_string(report.join("report.md")).unwrap();
    assert!(markdown.contains("## Peak RSS (MiB)"), "{markdown}");
    assert!(markdown.contains("Replay compilation:"), "{markdown}");
    let _ = std::fs::remove_dir_all(&dir);
}
