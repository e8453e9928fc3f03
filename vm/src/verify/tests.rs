//! Unit tests of the verifier on javac output; tests/verify_rules.rs has one
//! class file per rule, run through `rvm`.

use super::*;
use crate::class::loader::{library_class_bytes, library_class_names};

/// rvm's class library is compiled by javac at build time and not verified
/// at run time (class::link skips it): this test is the proof that skipping
/// is safe. It also prints the verification rate (docs/verify.md).
#[test]
fn every_library_class_verifies() {
    let env = FileEnv::new(Vec::new());
    let files: Vec<ClassFile> = library_class_names()
        .map(|name| {
            let bytes = library_class_bytes(name).unwrap();
            ClassFile::parse(bytes, name).unwrap()
        })
        .collect();
    let start = std::time::Instant::now();
    let mut errors = Vec::new();
    for file in &files {
        errors.extend(verify_class(
            &ClassInput::from_file(file),
            &env,
            Level::Full,
            true,
        ));
    }
    let elapsed = start.elapsed();
    let lines: Vec<String> = errors.iter().map(VerifyError::one_line).collect();
    assert!(
        lines.is_empty(),
        "{} problems:\n{}",
        lines.len(),
        lines.join("\n")
    );
    eprintln!(
        "verified {} library classes in {:.1} ms ({:.0} classes/s)",
        files.len(),
        elapsed.as_secs_f64() * 1e3,
        files.len() as f64 / elapsed.as_secs_f64()
    );
}

fn decode(code: &[u8]) -> Result<code::Decoded, VerifyError> {
    code::decode(code, 4, &ConstantPool::default(), 0, 61, "T")
}

#[test]
fn unknown_opcodes_and_truncated_instructions_are_verify_errors() {
    assert!(decode(&[0x03, 0xac]).is_ok());
    let err = decode(&[0x03, 0xcb, 0xac]).unwrap_err();
    assert_eq!(err.message, "Bad instruction: cb");
    assert_eq!(err.location, Some((1, "<illegal>")));
    let err = decode(&[0x10]).unwrap_err();
    assert_eq!(err.location, Some((0, "bipush")));
}

#[test]
fn jsr_and_ret_are_rejected_but_their_byte_as_an_operand_is_not() {
    let err = decode(&[0xa8, 0x00, 0x03, 0xb1]).unwrap_err();
    assert!(err.message.starts_with("Bad instruction: jsr"), "{err}");
    assert!(decode(&[0x10, 0xa8, 0x57, 0xb1]).is_ok());
}

#[test]
fn branch_into_the_middle_of_an_instruction_is_rejected() {
    // goto +1 lands inside the goto itself.
    let err = decode(&[0xa7, 0x00, 0x01, 0xb1]).unwrap_err();
    assert_eq!(err.message, "Illegal target of jump or branch");
    let err = decode(&[0xa7, 0x7f, 0x00, 0xb1]).unwrap_err();
    assert_eq!(err.message, "Illegal target of jump or branch");
}

#[test]
fn switch_structure_is_checked() {
    // tableswitch at 0: pad to 4, default 0, low 1, high 0 (low > high).
    let mut code = vec![0xaa, 0, 0, 0];
    code.extend_from_slice(&0i32.to_be_bytes());
    code.extend_from_slice(&1i32.to_be_bytes());
    code.extend_from_slice(&0i32.to_be_bytes());
    let err = decode(&code).unwrap_err();
    assert!(
        err.message
            .contains("low must be less than or equal to high"),
        "{err}"
    );
    // lookupswitch with unsorted keys.
    let mut code = vec![0xab, 0, 0, 0];
    for v in [0i32, 2, 5, 0, 1, 0] {
        code.extend_from_slice(&v.to_be_bytes());
    }
    let err = decode(&code).unwrap_err();
    assert_eq!(err.message, "Bad lookupswitch instruction");
}

#[test]
fn local_indices_are_checked_against_max_locals() {
    let err = decode(&[0x15, 0x09, 0xac]).unwrap_err();
    assert_eq!(err.message, "Illegal local variable number");
    // lload_3 needs locals 3 and 4; max_locals is 4.
    let err = decode(&[0x21, 0xad]).unwrap_err();
    assert_eq!(err.message, "Illegal local variable number");
}

#[test]
fn constant_pool_indices_are_checked_at_every_use() {
    let err = decode(&[0xb2, 0x03, 0xe7, 0xb1]).unwrap_err();
    assert_eq!(err.message, "Illegal constant pool index 999 in class T");
    let err = decode(&[0x12, 0x00, 0xb1]).unwrap_err();
    assert_eq!(err.message, "Illegal constant pool index 0 in class T");
}
