//! One class file per verifier rule (issue 16), written with rvm's own
//! class-file writer: each must make `rvm run` throw the error `java` throws
//! for it (`java.lang.VerifyError` with HotSpot's headline, or
//! `ClassFormatError`), never crash. When `java` is on PATH each case is also
//! run under it and its error class must match (java is the oracle).

use rvm_vm::classfile::access;
use rvm_vm::classfile::writer::{ClassWriter, CodeExtras};
use std::path::{Path, PathBuf};
use std::process::Command;

const ACC_SUPER: u16 = 0x0020;
const MAIN: &str = "([Ljava/lang/String;)V";

fn main_class() -> ClassWriter {
    ClassWriter::new("Main", "java/lang/Object", &[], access::PUBLIC | ACC_SUPER)
}

/// `public static void main(String[])` with `code`.
fn main_with(code: &[u8], max_stack: u16, max_locals: u16, extras: &CodeExtras) -> ClassWriter {
    let mut w = main_class();
    w.add_method_with(
        access::PUBLIC | access::STATIC,
        "main",
        MAIN,
        max_stack,
        max_locals,
        code,
        extras,
    );
    w
}

fn write(test: &str, classes: Vec<(&str, Vec<u8>)>) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rvm-verify-rules-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, bytes) in classes {
        std::fs::write(dir.join(format!("{name}.class")), bytes).unwrap();
    }
    dir
}

fn run(program: &str, args: &[&str], dir: &Path) -> Option<(Option<i32>, String, String)> {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .ok()?;
    Some((
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

/// Runs `Main` under rvm (interpreter and baseline) and java; both must
/// report `exception` and rvm's message must contain `headline`.
fn assert_rejected(test: &str, classes: Vec<(&str, Vec<u8>)>, exception: &str, headline: &str) {
    let dir = write(test, classes);
    for tier in ["interp", "baseline"] {
        let (code, _, stderr) = run(
            env!("CARGO_BIN_EXE_rvm"),
            &["run", &format!("--tier={tier}"), "-cp", ".", "Main"],
            &dir,
        )
        .unwrap();
        assert!(
            !stderr.contains("internal error"),
            "{test} {tier}: rvm crashed: {stderr}"
        );
        assert_eq!(code, Some(1), "{test} {tier}: {stderr}");
        assert!(
            stderr.contains(&format!("{exception}: {headline}"))
                || stderr.contains(&format!("{exception}: {headline}").replace("java.lang.", "")),
            "{test} {tier}: expected `{exception}: {headline}`, got:\n{stderr}"
        );
    }
    if let Some((code, _, stderr)) = run("java", &["-cp", ".", "Main"], &dir) {
        assert_eq!(code, Some(1), "{test}: java: {stderr}");
        assert!(stderr.contains(exception), "{test}: java says:\n{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn verify_error(test: &str, w: ClassWriter, headline: &str) {
    assert_rejected(
        test,
        vec![("Main", w.finish())],
        "java.lang.VerifyError",
        headline,
    );
}

const NO_EXTRAS: CodeExtras = CodeExtras {
    exception_table: &[],
    stack_map_table: None,
};

#[test]
fn adding_a_reference_to_an_int_is_bad_type_on_operand_stack() {
    // aconst_null; iconst_1; iadd; pop; return
    verify_error(
        "iadd",
        main_with(&[0x01, 0x04, 0x60, 0x57, 0xb1], 2, 1, &NO_EXTRAS),
        "Bad type on operand stack",
    );
}

#[test]
fn popping_an_empty_stack_is_an_underflow() {
    verify_error(
        "underflow",
        main_with(&[0x57, 0xb1], 1, 1, &NO_EXTRAS),
        "Operand stack underflow",
    );
}

#[test]
fn pushing_past_max_stack_is_an_overflow() {
    verify_error(
        "overflow",
        main_with(&[0x03, 0x57, 0xb1], 0, 1, &NO_EXTRAS),
        "Operand stack overflow",
    );
}

#[test]
fn loading_a_reference_local_as_int_is_bad_local_variable_type() {
    // iload_0 (local 0 is the String[]); pop; return
    verify_error(
        "iload",
        main_with(&[0x1a, 0x57, 0xb1], 1, 1, &NO_EXTRAS),
        "Bad local variable type",
    );
}

#[test]
fn returning_a_value_from_a_void_method_is_rejected() {
    verify_error(
        "ireturn",
        main_with(&[0x03, 0xac], 1, 1, &NO_EXTRAS),
        "Method does not expect a return value",
    );
}

#[test]
fn plain_return_from_an_int_method_is_rejected() {
    let mut w = main_with(&[0xb1], 0, 1, &NO_EXTRAS);
    w.add_method(access::STATIC, "f", "()I", 0, 0, &[0xb1]);
    verify_error("return", w, "Method expects a return value");
}

#[test]
fn falling_off_the_end_of_the_code_is_rejected() {
    verify_error(
        "falloff",
        main_with(&[0x00], 0, 1, &NO_EXTRAS),
        "Falling off the end of the code",
    );
}

#[test]
fn a_branch_target_without_a_stack_map_frame_is_rejected() {
    // 0: iconst_0; 1: ifeq 5; 4: return; 5: return
    verify_error(
        "noframe",
        main_with(&[0x03, 0x99, 0x00, 0x04, 0xb1, 0xb1], 1, 1, &NO_EXTRAS),
        "Expecting a stackmap frame at branch target 5",
    );
}

#[test]
fn a_branch_whose_frame_disagrees_with_the_stack_map_is_rejected() {
    // Same code; the frame at 5 says an int is on the stack (same_locals_1_stack_item).
    let table = [0, 1, 64 + 5, 1];
    let extras = CodeExtras {
        exception_table: &[],
        stack_map_table: Some(&table),
    };
    verify_error(
        "inconsistent",
        main_with(&[0x03, 0x99, 0x00, 0x04, 0xb1, 0xb1], 1, 1, &extras),
        "Inconsistent stackmap frames at branch target 5",
    );
}

#[test]
fn a_branch_into_the_middle_of_an_instruction_is_rejected() {
    // 0: goto 1 (inside the goto)
    verify_error(
        "middle",
        main_with(&[0xa7, 0x00, 0x01, 0xb1], 0, 1, &NO_EXTRAS),
        "Illegal target of jump or branch",
    );
}

#[test]
fn an_unknown_opcode_is_a_bad_instruction() {
    verify_error(
        "opcode",
        main_with(&[0xcb, 0xb1], 0, 1, &NO_EXTRAS),
        "Bad instruction",
    );
}

#[test]
fn arguments_that_do_not_fit_in_max_locals_are_rejected() {
    // HotSpot checks this while parsing: a ClassFormatError, not a VerifyError.
    let w = main_with(&[0xb1], 0, 0, &NO_EXTRAS);
    assert_rejected(
        "locals",
        vec![("Main", w.finish())],
        "java.lang.ClassFormatError",
        "Arguments can't fit into locals in class file Main",
    );
}

#[test]
fn storing_a_float_into_an_int_array_is_rejected() {
    // iconst_1; newarray int; iconst_0; fconst_0; iastore; return
    verify_error(
        "iastore",
        main_with(&[0x04, 0xbc, 10, 0x03, 0x0b, 0x4f, 0xb1], 3, 1, &NO_EXTRAS),
        "Bad type on operand stack",
    );
}

#[test]
fn calling_a_method_on_an_uninitialized_object_is_rejected() {
    let mut w = main_class();
    let object = w.class("java/lang/Object");
    let hash = w.method_ref("java/lang/Object", "hashCode", "()I", false);
    let [oh, ol] = object.to_be_bytes();
    let [hh, hl] = hash.to_be_bytes();
    // new Object; invokevirtual hashCode; pop; return
    w.add_method(
        access::PUBLIC | access::STATIC,
        "main",
        MAIN,
        1,
        1,
        &[0xbb, oh, ol, 0xb6, hh, hl, 0x57, 0xb1],
    );
    verify_error("uninit", w, "Bad type on operand stack");
}

#[test]
fn a_constructor_that_never_calls_super_is_rejected() {
    let mut w = main_with(&[0xb1], 0, 1, &NO_EXTRAS);
    w.add_method(access::PUBLIC, "<init>", "()V", 0, 1, &[0xb1]);
    verify_error(
        "nosuper",
        w,
        "Constructor must call super() or this() before return",
    );
}

#[test]
fn a_constructor_calling_an_unrelated_init_is_rejected() {
    let mut w = main_with(&[0xb1], 0, 1, &NO_EXTRAS);
    let init = w.method_ref("java/lang/String", "<init>", "()V", false);
    let [h, l] = init.to_be_bytes();
    w.add_method(
        access::PUBLIC,
        "<init>",
        "()V",
        1,
        1,
        &[0x2a, 0xb7, h, l, 0xb1],
    );
    verify_error("wronginit", w, "Bad <init> method call");
}

#[test]
fn protected_clone_through_a_foreign_object_is_rejected() {
    let mut w = ClassWriter::new(
        "p/Main",
        "java/lang/Object",
        &[],
        access::PUBLIC | ACC_SUPER,
    );
    let object = w.class("java/lang/Object");
    let init = w.method_ref("java/lang/Object", "<init>", "()V", false);
    let clone = w.method_ref("java/lang/Object", "clone", "()Ljava/lang/Object;", false);
    let [oh, ol] = object.to_be_bytes();
    let [ih, il] = init.to_be_bytes();
    let [ch, cl] = clone.to_be_bytes();
    // new Object; dup; invokespecial <init>; invokevirtual clone; pop; return
    let code = [0xbb, oh, ol, 0x59, 0xb7, ih, il, 0xb6, ch, cl, 0x57, 0xb1];
    w.add_method(access::PUBLIC | access::STATIC, "main", MAIN, 2, 1, &code);
    let dir = write("protected", vec![]);
    std::fs::create_dir_all(dir.join("p")).unwrap();
    std::fs::write(dir.join("p/Main.class"), w.finish()).unwrap();
    let (code, _, stderr) = run(
        env!("CARGO_BIN_EXE_rvm"),
        &["run", "-cp", ".", "p.Main"],
        &dir,
    )
    .unwrap();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("java.lang.VerifyError: Bad access to protected data in invokevirtual"),
        "{stderr}"
    );
    if let Some((_, _, java)) = run("java", &["-cp", ".", "p.Main"], &dir) {
        assert!(
            java.contains("Bad access to protected data in invokevirtual"),
            "java: {java}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_catch_type_that_is_not_throwable_is_rejected() {
    let mut w = main_class();
    let string = w.class("java/lang/String");
    // 0: return; 1: pop; 2: return   handler [0,1) -> 1 catching String; frame at 1: stack [String]
    let [sh, sl] = string.to_be_bytes();
    let table = [0, 1, 64 + 1, 7, sh, sl];
    let handlers = [(0, 1, 1, string)];
    let extras = CodeExtras {
        exception_table: &handlers,
        stack_map_table: Some(&table),
    };
    w.add_method_with(
        access::PUBLIC | access::STATIC,
        "main",
        MAIN,
        1,
        1,
        &[0xb1, 0x57, 0xb1],
        &extras,
    );
    verify_error(
        "catch",
        w,
        "Catch type is not a subclass of Throwable in exception handler 1",
    );
}

#[test]
fn an_exception_handler_without_a_matching_frame_is_rejected() {
    let mut w = main_class();
    // 0: iconst_0; 1: pop; 2: return; 3: pop; 4: return  handler [0,2) -> 3 catch-all;
    // the frame at 3 claims an int on the stack, but a Throwable arrives.
    let table = [0, 1, 64 + 3, 1];
    let handlers = [(0, 2, 3, 0)];
    let extras = CodeExtras {
        exception_table: &handlers,
        stack_map_table: Some(&table),
    };
    w.add_method_with(
        access::PUBLIC | access::STATIC,
        "main",
        MAIN,
        1,
        1,
        &[0x03, 0x57, 0xb1, 0x57, 0xb1],
        &extras,
    );
    verify_error(
        "handler",
        w,
        "Stack map does not match the one at exception handler 3",
    );
}

#[test]
fn invokeinterface_with_a_wrong_count_is_rejected() {
    let mut w = main_class();
    let run_ref = w.method_ref("java/lang/Runnable", "run", "()V", true);
    let [h, l] = run_ref.to_be_bytes();
    // aconst_null; invokeinterface Runnable.run count 2 (should be 1); return
    w.add_method(
        access::PUBLIC | access::STATIC,
        "main",
        MAIN,
        1,
        1,
        &[0x01, 0xb9, h, l, 2, 0, 0xb1],
    );
    verify_error(
        "itfcount",
        w,
        "Inconsistent args count operand in invokeinterface",
    );
}

#[test]
fn ldc_of_a_method_reference_is_an_illegal_constant_type() {
    let mut w = main_class();
    let m = w.method_ref("java/lang/Object", "hashCode", "()I", false);
    assert!(m < 256);
    verify_error(
        "ldc",
        {
            w.add_method(
                access::PUBLIC | access::STATIC,
                "main",
                MAIN,
                1,
                1,
                &[0x12, m as u8, 0x57, 0xb1],
            );
            w
        },
        "Illegal type at constant pool entry",
    );
}

#[test]
fn an_exception_range_outside_the_code_is_a_class_format_error() {
    let handlers = [(0, 9, 0, 0)];
    let extras = CodeExtras {
        exception_table: &handlers,
        stack_map_table: None,
    };
    let w = main_with(&[0xb1], 0, 1, &extras);
    assert_rejected(
        "range",
        vec![("Main", w.finish())],
        "java.lang.ClassFormatError",
        "",
    );
}

#[test]
fn verify_none_skips_the_type_checker_but_verify_error_is_the_default() {
    // main returns at once; `f` (never called) adds a reference to an int.
    let mut w = main_with(&[0xb1], 0, 1, &NO_EXTRAS);
    w.add_method(
        access::STATIC,
        "f",
        "()V",
        2,
        0,
        &[0x01, 0x04, 0x60, 0x57, 0xb1],
    );
    let dir = write("none", vec![("Main", w.finish())]);
    let rvm = env!("CARGO_BIN_EXE_rvm");
    let (code, _, stderr) = run(rvm, &["run", "-cp", ".", "Main"], &dir).unwrap();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("Main.f()V @2: iadd"), "{stderr}");
    let (code, _, stderr) = run(rvm, &["run", "--verify=none", "-cp", ".", "Main"], &dir).unwrap();
    assert_eq!(code, Some(0), "{stderr}");
    let (code, _, stderr) = run(rvm, &["-Xverify:none", "run", "-cp", ".", "Main"], &dir).unwrap();
    assert_eq!(code, Some(0), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rvm_verify_prints_one_line_per_broken_method_without_running() {
    let mut w = main_with(&[0x57, 0xb1], 1, 1, &NO_EXTRAS);
    w.add_method(
        access::STATIC,
        "f",
        "()V",
        2,
        0,
        &[0x01, 0x04, 0x60, 0x57, 0xb1],
    );
    let dir = write("cmd", vec![("Main", w.finish())]);
    let (code, stdout, stderr) = run(
        env!("CARGO_BIN_EXE_rvm"),
        &["verify", "-cp", ".", "Main"],
        &dir,
    )
    .unwrap();
    assert_eq!(code, Some(1), "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(
        lines[0].starts_with(
            "Main.main([Ljava/lang/String;)V @0: pop: VerifyError: Operand stack underflow"
        ),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("Main.f()V @2: iadd: VerifyError: Bad type on operand stack"),
        "{stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn java_code_can_catch_the_verify_error_of_a_class_it_uses() {
    // Bad: a class whose static method adds a reference to an int.
    let mut bad = ClassWriter::new("Bad", "java/lang/Object", &[], access::PUBLIC | ACC_SUPER);
    bad.add_method(
        access::PUBLIC | access::STATIC,
        "f",
        "()V",
        2,
        0,
        &[0x01, 0x04, 0x60, 0x57, 0xb1],
    );
    let dir = write("catch-java", vec![]);
    std::fs::write(
        dir.join("Main.java"),
        "public class Main { public static void main(String[] a) { \
           try { Bad.f(); } catch (VerifyError e) { System.out.println(\"caught \" + e.getClass().getName()); } } }\n",
    )
    .unwrap();
    // Compile against a well-typed stand-in, then put the broken Bad back.
    let stub = dir.join("stub");
    std::fs::create_dir_all(&stub).unwrap();
    std::fs::write(
        stub.join("Bad.java"),
        "public class Bad { public static void f() {} }\n",
    )
    .unwrap();
    let Some((Some(0), _, err)) = run(
        "javac",
        &["-d", ".", "-cp", "stub", "-sourcepath", "stub", "Main.java"],
        &dir,
    ) else {
        eprintln!("javac not available: skipped");
        return;
    };
    assert!(err.is_empty() || !err.contains("error"), "{err}");
    // javac wrote a well-typed Bad.class: replace it by the broken one.
    std::fs::write(dir.join("Bad.class"), bad.finish()).unwrap();
    for tier in ["interp", "baseline", "opt"] {
        let (code, stdout, stderr) = run(
            env!("CARGO_BIN_EXE_rvm"),
            &["run", &format!("--tier={tier}"), "-cp", ".", "Main"],
            &dir,
        )
        .unwrap();
        assert_eq!(
            (code, stdout.as_str()),
            (Some(0), "caught java.lang.VerifyError\n"),
            "{tier}: {stderr}"
        );
    }
    if let Some((_, stdout, _)) = run("java", &["-cp", ".", "Main"], &dir) {
        assert_eq!(stdout, "caught java.lang.VerifyError\n");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
