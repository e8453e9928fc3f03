//! Unit tests of the class-file wrapper: real javac output (the embedded class
//! library) parses; damaged variants of it fail with a message, never a panic.

use super::*;
use crate::class::loader::library_class_bytes;

fn object_class() -> Vec<u8> {
    library_class_bytes("java/lang/Object")
        .expect("class library has Object")
        .to_vec()
}

fn parse(bytes: &[u8]) -> Result<ClassFile, String> {
    ClassFile::parse(bytes, "Test.class").map_err(|e| e.to_string())
}

#[test]
fn javac_output_parses_with_names_code_and_lines() {
    let class = parse(&library_class_bytes("java/lang/Integer").unwrap()).unwrap();
    assert_eq!(class.this_class, "java/lang/Integer");
    assert_eq!(class.super_class.as_deref(), Some("java/lang/Number"));
    assert_eq!(class.source_file.as_deref(), Some("Integer.java"));
    let parse_int = class
        .methods
        .iter()
        .find(|m| m.name == "parseInt" && m.descriptor == "(Ljava/lang/String;)I")
        .unwrap();
    let code = parse_int.code.as_ref().unwrap();
    assert!(!code.bytecode.is_empty());
    assert!(!code.line_numbers.is_empty());
}

#[test]
fn every_library_class_parses() {
    for name in crate::class::loader::library_class_names() {
        parse(library_class_bytes(name).unwrap()).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn bad_magic_is_reported() {
    let mut b = object_class();
    b[0] = 0xCA;
    b[3] = 0x00;
    assert!(parse(&b)
        .unwrap_err()
        .contains("not a class file (magic number 0xcafeba00"));
    assert!(parse(b"hello").unwrap_err().contains("not a class file"));
    assert!(parse(b"").unwrap_err().contains("too short"));
}

#[test]
fn constant_pool_count_zero_is_an_error_not_a_panic() {
    let mut b = object_class();
    b[8] = 0;
    b[9] = 0;
    assert_eq!(
        parse(&b).unwrap_err(),
        "Test.class: constant pool count is 0 (must be at least 1)"
    );
}

#[test]
fn truncation_anywhere_is_reported() {
    let b = object_class();
    for len in (0..b.len()).step_by(7) {
        let err = parse(&b[..len]).unwrap_err();
        assert!(err.starts_with("Test.class: "), "{len}: {err}");
    }
    let err = parse(&b[..40]).unwrap_err();
    assert!(err.contains("truncated constant pool at byte"), "{err}");
}

/// Builds a minimal class file whose constant pool holds `extra` entries first.
fn class_with_constants(extra: &[&[u8]], count_extra: u16) -> Vec<u8> {
    let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 61];
    let count = 1 + count_extra + 2;
    b.extend_from_slice(&count.to_be_bytes());
    for e in extra {
        b.extend_from_slice(e);
    }
    // #n+1 Utf8 "A", #n+2 Class #n+1
    b.extend_from_slice(&[1, 0, 1, b'A']);
    b.push(7);
    b.extend_from_slice(&(count_extra + 1).to_be_bytes());
    b.extend_from_slice(&[0, 0x21]); // access
    b.extend_from_slice(&(count_extra + 2).to_be_bytes()); // this
    b.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // super, interfaces, fields, methods, attributes
    b
}

#[test]
fn module_package_and_dynamic_constants_are_rejected_by_name() {
    let dynamic = parse(&class_with_constants(&[&[17, 0, 0, 0, 0]], 1)).unwrap_err();
    assert!(
        dynamic.contains("constant-pool tag 17 (Dynamic) at entry 1"),
        "{dynamic}"
    );
    let module = parse(&class_with_constants(&[&[19, 0, 1]], 1)).unwrap_err();
    assert!(module.contains("tag 19 (Module)"), "{module}");
    let package = parse(&class_with_constants(&[&[20, 0, 1]], 1)).unwrap_err();
    assert!(package.contains("tag 20 (Package)"), "{package}");
    let unknown = parse(&class_with_constants(&[&[42, 0, 1]], 1)).unwrap_err();
    assert!(
        unknown.contains("unknown constant-pool tag 42"),
        "{unknown}"
    );
}

#[test]
fn minimal_class_without_superclass_is_a_format_error_as_in_hotspot() {
    // JVMS 4.1: only java/lang/Object has super_class 0.
    let error = parse(&class_with_constants(&[], 0)).unwrap_err();
    assert!(
        error.contains("Invalid superclass index 0 in class file A"),
        "{error}"
    );
}

#[test]
fn trailing_bytes_are_reported() {
    let mut b = class_with_constants(&[], 0);
    b.extend_from_slice(&[1, 2, 3]);
    assert!(parse(&b).unwrap_err().contains("3 extra bytes at the end"));
}

#[test]
fn newer_class_versions_are_rejected() {
    let mut b = class_with_constants(&[], 0);
    b[7] = 65;
    assert!(parse(&b)
        .unwrap_err()
        .contains("class file version 65.0 is newer"));
}

#[test]
fn bad_constant_pool_references_are_reported() {
    // Class entry pointing at itself instead of a Utf8.
    let b = class_with_constants(&[&[7, 0, 1]], 1);
    let err = parse(&b).unwrap_err();
    assert!(
        err.contains("constant pool entry 1 (Class) refers to a missing or wrong-kind entry"),
        "{err}"
    );
}

#[test]
fn modified_utf8_decodes_surrogates_and_nul() {
    use super::constants::decode_modified_utf8;
    assert_eq!(decode_modified_utf8(b"ab"), vec![97, 98]);
    assert_eq!(decode_modified_utf8(&[0xC0, 0x80]), vec![0]);
    // U+1F600 as a surrogate pair, each half in 3 bytes.
    assert_eq!(
        decode_modified_utf8(&[0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
        vec![0xD83D, 0xDE00]
    );
}

#[test]
fn local_variable_tables_are_read_when_present() {
    // The class library is compiled with -g.
    let class = parse(library_class_bytes("java/lang/Integer").unwrap()).unwrap();
    let decode = class.methods.iter().find(|m| m.name == "decode").unwrap();
    let locals = &decode.code.as_ref().unwrap().local_variables;
    assert!(
        locals
            .iter()
            .any(|v| v.name == "nm" && v.index == 0 && v.descriptor == "Ljava/lang/String;"),
        "{locals:?}"
    );
}

#[test]
fn illegal_modified_utf8_is_rejected() {
    use super::constants::is_legal_modified_utf8;
    assert!(is_legal_modified_utf8(b"java/lang/Object"));
    assert!(is_legal_modified_utf8(&[0xC0, 0x80]));
    assert!(is_legal_modified_utf8(&[0xED, 0xA0, 0xBD]));
    assert!(!is_legal_modified_utf8(&[b'a', 0x00]));
    assert!(!is_legal_modified_utf8(&[0xF0, 0x9F, 0x98, 0x80]));
    assert!(!is_legal_modified_utf8(&[b'O', b'b', 0xCA, b'e']));
    assert!(!is_legal_modified_utf8(&[0xE0, 0x80]));
}
