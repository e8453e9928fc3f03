//! Regression tests for issue 16 (bytecode verification and fuzzing): class files
//! whose bytecode names a constant-pool index the pool does not have. They are
//! built with the VM's own class-file writer, run with `rvm run` in the
//! interpreter and baseline tiers, and must end with the VerifyError `java`
//! gives ("Illegal constant pool index 999 in class Main"), never with a crash
//! ("internal error", a signal).
//!
//! Before the fix, `resolve::cached` indexed the resolution cache with the
//! untrusted index and panicked (`vm/src/class/resolve.rs:56`).

use rvm_vm::classfile::access;
use rvm_vm::classfile::writer::ClassWriter;
use std::path::PathBuf;
use std::process::Command;

/// Writes `Main.class` whose `main` runs `code` into a fresh directory.
fn write_main(test: &str, code: &[u8], max_stack: u16) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rvm-verify-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut writer = ClassWriter::new(
        "Main",
        "java/lang/Object",
        &[],
        access::PUBLIC | 0x0020, /* ACC_SUPER */
    );
    writer.add_method(
        access::PUBLIC | access::STATIC,
        "main",
        "([Ljava/lang/String;)V",
        max_stack,
        1,
        code,
    );
    std::fs::write(dir.join("Main.class"), writer.finish()).unwrap();
    dir
}

fn assert_java_error_not_crash(dir: &PathBuf, tier: &str, error: &str) {
    let out = Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(["run", &format!("--tier={tier}"), "Main.class"])
        .current_dir(dir)
        .output()
        .expect("run rvm");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "tier {tier}: stderr: {stderr}");
    assert!(
        !stderr.contains("internal error"),
        "tier {tier}: rvm crashed: {stderr}"
    );
    assert!(
        stderr.contains(error),
        "tier {tier}: expected {error}, got: {stderr}"
    );
}

#[test]
fn getstatic_with_out_of_range_pool_index_is_a_verify_error_not_a_crash() {
    // getstatic #999; pop; return
    let dir = write_main("getstatic", &[0xb2, 0x03, 0xe7, 0x57, 0xb1], 2);
    for tier in ["interp", "baseline"] {
        assert_java_error_not_crash(
            &dir,
            tier,
            "java.lang.VerifyError: Illegal constant pool index",
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn invokestatic_with_out_of_range_pool_index_is_a_verify_error_not_a_crash() {
    // invokestatic #60000; return
    let dir = write_main("invokestatic", &[0xb8, 0xea, 0x60, 0xb1], 1);
    for tier in ["interp", "baseline"] {
        assert_java_error_not_crash(
            &dir,
            tier,
            "java.lang.VerifyError: Illegal constant pool index",
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
