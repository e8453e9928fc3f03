//! End-to-end tests of parallel threads (the default) and `--threads=vm-lock`
//! (docs/threads.md, issue 18) that the Java suite's output comparison cannot
//! make: what `--stats` says about safepoints, which mode is the default, and
//! the options refused. (The `threads/` programs themselves run in every tier
//! under both modes in `tests/java_suite.rs`.)

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// tests/java/threads/AllocateWhileCollecting.java compiled once.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join("threads-tests")
            .join("classes");
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/java/threads/AllocateWhileCollecting.java");
        let status = Command::new("javac")
            .arg("-d")
            .arg(&out)
            .arg(&src)
            .status()
            .expect("javac is installed");
        assert!(status.success(), "javac failed on {}", src.display());
        out
    })
}

fn rvm(options: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(options)
        .args(["run", "-cp", classes().to_str().unwrap()])
        .arg("AllocateWhileCollecting")
        .output()
        .expect("run rvm")
}

/// The number after `label` on the `--stats` line that starts with it.
fn stat(stderr: &str, label: &str) -> u64 {
    let line = stderr
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no `{label}` line in:\n{stderr}"));
    line.trim_start()[label.len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number in {line:?}"))
}

#[test]
fn every_collection_in_parallel_mode_is_a_safepoint() {
    for tier in ["interp", "adaptive"] {
        let out = rvm(&["--threads=parallel", "--stats", &format!("--tier={tier}")]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{tier}: {stdout}{stderr}");
        assert_eq!(stdout.lines().count(), 4, "{tier}: {stdout}");
        let collections = stat(&stderr, "collections");
        let safepoints = stat(&stderr, "safepoints");
        assert!(collections > 0, "{tier}: the program calls System.gc()");
        // One stop per collection, and one for the program's end.
        assert_eq!(safepoints, collections + 1, "{tier}:\n{stderr}");
        assert!(stderr.contains("(--threads=parallel), time to safepoint median"));
    }
}

#[test]
fn parallel_threads_refuse_to_run_without_yieldpoints() {
    let out = rvm(&["--threads=parallel", "--yieldpoints=off"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("--threads=parallel stops threads at yieldpoints"),
        "{stderr}"
    );
}

#[test]
fn threads_run_in_parallel_by_default_and_under_the_vm_lock_without_yieldpoints() {
    let out = rvm(&["--stats", "--tier=baseline"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("(--threads=parallel)"), "{stderr}");
    let out = rvm(&["--stats", "--tier=baseline", "--yieldpoints=off"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("--threads=vm-lock"), "{stderr}");
}

#[test]
fn the_vm_lock_counts_stops_without_waiting() {
    let out = rvm(&["--threads=vm-lock", "--stats", "--tier=baseline"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("--threads=vm-lock"), "{stderr}");
    assert_eq!(
        stat(&stderr, "safepoints"),
        stat(&stderr, "collections"),
        "under the VM lock the program's end is no stop:\n{stderr}"
    );
}
