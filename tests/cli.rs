//! End-to-end tests of the `rvm` command line: bad input of every kind gets one
//! clear `rvm: error: ...` line and a non-zero exit, never a panic; class paths
//! with folders and jars work; `--help` answers.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn rvm(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run rvm")
}

/// A fresh scratch folder under target/ for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch folder");
    dir
}

/// Compiles Java sources (name, text) into `dir/out`.
fn javac(dir: &Path, sources: &[(&str, &str)]) -> PathBuf {
    let src = dir.join("src");
    let mut paths = Vec::new();
    for (name, text) in sources {
        let path = src.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        paths.push(path);
    }
    let out = dir.join("out");
    let status = Command::new("javac")
        .arg("-d")
        .arg(&out)
        .args(&paths)
        .status()
        .expect("javac is installed");
    assert!(status.success(), "javac failed");
    out
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn assert_clean_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert!(
        !o.status.success(),
        "expected failure, got success; stderr: {err}"
    );
    assert!(
        err.starts_with("rvm: error: "),
        "stderr should start with 'rvm: error: ': {err}"
    );
    assert!(
        err.contains(needle),
        "stderr should mention {needle:?}: {err}"
    );
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "no Rust panic: {err}"
    );
}

const HELLO: &str = "public class Hello { public static void main(String[] a) { System.out.println(\"hi \" + a.length); } }";

#[test]
fn class_file_runs_with_its_folder_as_class_path() {
    let dir = scratch("hello");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let o = rvm(
        &["run", out.join("Hello.class").to_str().unwrap(), "x", "-y"],
        &dir,
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hi 2\n");
    assert!(o.status.success());
}

#[test]
fn class_in_a_package_runs_from_its_class_file_and_by_name() {
    let dir = scratch("package");
    let out = javac(&dir, &[("app/Main.java", "package app; public class Main { public static void main(String[] a) { System.out.println(String.join(\",\", a)); } }")]);
    let o = rvm(
        &[
            "run",
            out.join("app/Main.class").to_str().unwrap(),
            "a",
            "b",
        ],
        &dir,
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "a,b\n",
        "{}",
        stderr(&o)
    );
    let o = rvm(
        &["run", "-cp", out.to_str().unwrap(), "app.Main", "c"],
        &dir,
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "c\n", "{}", stderr(&o));
}

#[test]
fn class_path_with_folder_and_jar() {
    let dir = scratch("jar");
    let lib = javac(&dir, &[("util/Greeter.java", "package util; public class Greeter { public static String greet(String n) { return \"hello \" + n; } }")]);
    let jar = dir.join("util.jar");
    let status = Command::new("jar")
        .arg("cf")
        .arg(&jar)
        .arg("-C")
        .arg(&lib)
        .arg(".")
        .status()
        .expect("jar is installed");
    assert!(status.success());
    let app_dir = dir.join("app");
    std::fs::create_dir_all(&app_dir).unwrap();
    std::fs::write(app_dir.join("Main.java"), "package app; public class Main { public static void main(String[] a) { System.out.println(util.Greeter.greet(a[0])); } }").unwrap();
    let out = dir.join("appout");
    let status = Command::new("javac")
        .arg("-cp")
        .arg(&jar)
        .arg("-d")
        .arg(&out)
        .arg(app_dir.join("Main.java"))
        .status()
        .unwrap();
    assert!(status.success());
    let cp = format!("{}:{}", out.display(), jar.display());
    let o = rvm(&["run", "-cp", &cp, "app.Main", "jar"], &dir);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "hello jar\n",
        "{}",
        stderr(&o)
    );
}

#[test]
fn options_before_run_and_java_style_spellings_work() {
    let dir = scratch("options");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let o = rvm(
        &[
            "-Xmx64m",
            "--tier=interp",
            "run",
            "-classpath",
            out.to_str().unwrap(),
            "Hello",
        ],
        &dir,
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "hi 0\n",
        "{}",
        stderr(&o)
    );
}

#[test]
fn missing_class_file_is_a_clear_error() {
    let dir = scratch("missing-file");
    assert_clean_error(
        &rvm(&["run", "Nope.class"], &dir),
        "Nope.class: no such file",
    );
}

#[test]
fn missing_main_class_names_the_class_and_class_path() {
    let dir = scratch("missing-class");
    let o = rvm(&["run", "-cp", "does/not/exist", "app.Missing"], &dir);
    assert_clean_error(&o, "could not find or load main class app.Missing");
    assert!(stderr(&o).contains("does/not/exist"));
    assert!(stderr(&o).contains("do not exist"), "{}", stderr(&o));
}

#[test]
fn non_class_file_is_a_clear_error() {
    let dir = scratch("not-a-class");
    std::fs::write(dir.join("Fake.class"), "this is text").unwrap();
    assert_clean_error(&rvm(&["run", "Fake.class"], &dir), "not a class file");
}

#[test]
fn truncated_class_file_is_a_clear_error() {
    let dir = scratch("truncated");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let bytes = std::fs::read(out.join("Hello.class")).unwrap();
    for len in [9, 40, bytes.len() / 2, bytes.len() - 3] {
        std::fs::write(dir.join("Hello.class"), &bytes[..len]).unwrap();
        assert_clean_error(&rvm(&["run", "Hello.class"], &dir), "Hello.class: ");
    }
}

#[test]
fn truncated_class_loaded_later_throws_class_format_error() {
    let dir = scratch("truncated-later");
    let out = javac(&dir, &[("Main.java", "public class Main { public static void main(String[] a) { System.out.println(\"start\"); Helper.run(); } } class Helper { static void run() {} }")]);
    let helper = out.join("Helper.class");
    let bytes = std::fs::read(&helper).unwrap();
    std::fs::write(&helper, &bytes[..bytes.len() / 2]).unwrap();
    let o = rvm(&["run", "-cp", out.to_str().unwrap(), "Main"], &dir);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "start\n");
    let err = stderr(&o);
    assert!(
        err.starts_with("Exception in thread \"main\" java.lang.ClassFormatError: "),
        "{err}"
    );
    assert!(err.contains("Helper.class"), "{err}");
}

#[test]
fn class_without_main_is_a_clear_error() {
    let dir = scratch("no-main");
    let out = javac(
        &dir,
        &[(
            "NoMain.java",
            "public class NoMain { static void main() {} }",
        )],
    );
    assert_clean_error(
        &rvm(&["run", "-cp", out.to_str().unwrap(), "NoMain"], &dir),
        "no method `public static void main(String[] args)` in class NoMain",
    );
}

#[test]
fn bad_jar_on_class_path_is_a_clear_error() {
    let dir = scratch("bad-jar");
    std::fs::write(dir.join("broken.jar"), "not a zip").unwrap();
    assert_clean_error(
        &rvm(&["run", "-cp", "broken.jar", "Main"], &dir),
        "broken.jar: not a jar",
    );
}

#[test]
fn unknown_options_and_bad_sizes_are_usage_errors() {
    let dir = scratch("usage");
    let o = rvm(&["run", "--bogus", "Main"], &dir);
    assert_eq!(o.status.code(), Some(2));
    assert_clean_error(
        &rvm(&["-Xmxlots", "run", "Main.class"], &dir),
        "invalid size",
    );
    let o = rvm(&[], &dir);
    assert_eq!(o.status.code(), Some(2));
}

/// The plans this build runs (`--gc=`): every one with MMTk.
fn gc_plans() -> &'static [&'static str] {
    if cfg!(feature = "mmtk") {
        &["rvm", "nogc", "marksweep", "immix", "stickyimmix"]
    } else {
        &["rvm"]
    }
}

/// Heap sizes java refuses (too small a maximum or initial heap, an initial
/// heap above the maximum) are refused in java's words with its exit status
/// under every plan, never a panic; the smallest maximum java takes runs.
#[test]
fn heap_sizes_java_refuses_are_refused_in_its_words_under_every_plan() {
    let dir = scratch("heap-sizes");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let class_path = out.to_str().unwrap();
    let refused: [&[&str]; 5] = [
        &["-Xmx1k"],
        &["-Xmx1m"],
        &["-Xmx2047k"],
        &["-Xms1k"],
        &["-Xms8m", "-Xmx4m"],
    ];
    for sizes in refused {
        let java = Command::new("java")
            .args(sizes)
            .args(["-cp", class_path, "Hello"])
            .output()
            .expect("java is installed");
        assert_eq!(java.status.code(), Some(1), "java {sizes:?} runs");
        for plan in gc_plans() {
            let option = format!("--gc={plan}");
            let mut args = vec![option.as_str()];
            args.extend(sizes);
            args.extend(["run", "-cp", class_path, "Hello"]);
            let o = rvm(&args, &dir);
            // java prints these on standard output.
            assert_eq!(
                (o.stdout.clone(), o.status.code()),
                (java.stdout.clone(), java.status.code()),
                "rvm {args:?}: {}",
                stderr(&o)
            );
            assert!(o.stderr.is_empty(), "rvm {args:?}: {}", stderr(&o));
        }
    }
    for plan in gc_plans() {
        let option = format!("--gc={plan}");
        let o = rvm(
            &[&option, "-Xmx3m", "run", "-cp", class_path, "Hello"],
            &dir,
        );
        assert_eq!(
            (
                String::from_utf8_lossy(&o.stdout).into_owned(),
                o.status.code()
            ),
            ("hi 0\n".to_string(), Some(0)),
            "{option}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn help_describes_run_and_the_class_path() {
    let dir = scratch("help");
    let o = rvm(&["--help"], &dir);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    for needle in ["run", "--tier", "--class-path", "-Xmx", "--stats"] {
        assert!(text.contains(needle), "--help lacks {needle}: {text}");
    }
}

#[test]
fn uncaught_exception_prints_trace_with_line_numbers_and_exits_1() {
    let dir = scratch("uncaught");
    let out = javac(&dir, &[("Boom.java", "public class Boom {\n  static void f() {\n    throw new IllegalStateException(\"msg\");\n  }\n  public static void main(String[] a) {\n    f();\n  }\n}\n")]);
    let o = rvm(&["run", "-cp", out.to_str().unwrap(), "Boom"], &dir);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "Exception in thread \"main\" java.lang.IllegalStateException: msg\n\tat Boom.f(Boom.java:3)\n\tat Boom.main(Boom.java:6)\n"
    );
}

#[test]
fn system_exit_status_is_the_process_status() {
    let dir = scratch("exit");
    let out = javac(&dir, &[("Exit.java", "public class Exit { public static void main(String[] a) { System.out.print(\"bye\"); System.exit(42); } }")]);
    let o = rvm(&["run", "-cp", out.to_str().unwrap(), "Exit"], &dir);
    assert_eq!(o.status.code(), Some(42));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "bye");
}

#[test]
fn cost_benefit_controller_misuse_is_a_clear_error() {
    let dir = scratch("controller-errors");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let cp = out.to_str().unwrap();
    for (args, needle) in [
        (&["--tier=opt"][..], "adaptive tier"),
        (
            &["--opt-threshold=50", "--controller-counts=off"][..],
            "does not go with --controller-counts=off",
        ),
    ] {
        let mut all = vec!["run", "--controller=cost-benefit"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["-cp", cp, "Hello"]);
        assert_clean_error(&rvm(&all, &dir), needle);
    }
    assert_clean_error(
        &rvm(&["run", "--controller-counts=on", "-cp", cp, "Hello"], &dir),
        "goes with --controller=cost-benefit",
    );
}

/// `--controller-counts`: with a timer too slow to sample anything in the
/// run, a hot method reaches the optimizing tier under cost-benefit only
/// through its counts (the decision says so, with its counts), and not at
/// all with samples alone; java's output either way.
#[test]
fn cost_benefit_controller_takes_counts_as_evidence() {
    let dir = scratch("controller-counts");
    let src = "public class Counted {\n  static long step(long x) { long s = x; for (int i = 0; i < 50; i++) { s = s * 31 + i; s ^= s >>> 7; } return s; }\n  public static void main(String[] a) { long s = 0; for (int i = 0; i < 200000; i++) s += step(i); System.out.println(s); }\n}\n";
    let out = javac(&dir, &[("Counted.java", src)]);
    let cp = out.to_str().unwrap();
    let java = Command::new("java")
        .args(["-cp", cp, "Counted"])
        .output()
        .unwrap();
    for counts in ["on", "off"] {
        let log = dir.join(format!("aos-{counts}.jsonl"));
        let o = rvm(
            &[
                "run",
                "--controller=cost-benefit",
                &format!("--controller-counts={counts}"),
                "--timer-ms=10000",
                "--stats",
                &format!("--aos-log={}", log.display()),
                "-cp",
                cp,
                "Counted",
            ],
            &dir,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(o.stdout, java.stdout);
        let log = std::fs::read_to_string(&log).unwrap_or_default();
        let decision = log
            .lines()
            .find(|l| l.contains("\"event\":\"decide\"") && l.contains("Counted.step(J)J"));
        if counts == "on" {
            let decision = decision.unwrap_or_else(|| panic!("no decision for step:\n{log}"));
            assert!(decision.contains("\"trigger\":\"counts\""), "{decision}");
            assert!(decision.contains("\"samples\":0,"), "{decision}");
            assert!(
                stderr(&o).contains("when their counts asked"),
                "{}",
                stderr(&o)
            );
        } else {
            assert!(decision.is_none(), "samples alone, no sample: {log}");
        }
    }
}

/// `--compiler-threads`: out of range and without background compilation are
/// clear errors; with three threads a program that recompiles many methods
/// (counters promote every hot one) prints java's output.
#[test]
fn compiler_threads_are_checked_and_several_compile_in_parallel() {
    let dir = scratch("compiler-threads");
    let src = "public class Many {\n  interface F { long f(long x); }\n  public static void main(String[] a) { F[] fs = { x -> x * 3 + 1, x -> x ^ (x >>> 3), x -> x + 7, x -> x * x - 1, x -> x / 3 + 11, x -> ~x * 5 }; long s = 0; for (int r = 0; r < 300000; r++) s = fs[r % fs.length].f(s + r); System.out.println(s); }\n}\n";
    let out = javac(&dir, &[("Many.java", src)]);
    let cp = out.to_str().unwrap();
    let zero = rvm(&["run", "--compiler-threads=0", "-cp", cp, "Many"], &dir);
    assert_eq!(zero.status.code(), Some(2), "{}", stderr(&zero));
    assert!(
        stderr(&zero).contains("0 is not in 1..=64"),
        "{}",
        stderr(&zero)
    );
    assert_clean_error(
        &rvm(
            &[
                "run",
                "--compiler-threads=2",
                "--background-compile=off",
                "-cp",
                cp,
                "Many",
            ],
            &dir,
        ),
        "does not go with --background-compile=off",
    );
    let java = Command::new("java")
        .args(["-cp", cp, "Many"])
        .output()
        .unwrap();
    let o = rvm(
        &[
            "run",
            "--compiler-threads=3",
            "--opt-threshold=200",
            "-cp",
            cp,
            "Many",
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(o.stdout, java.stdout);
}

/// The cost-benefit controller sends a hot baseline method to the optimizing
/// tier: the decision is in the AOS log with the model's estimates, it is
/// counted in --stats, and the program's output is unchanged, with the
/// default sampler and with none. (The recompilation itself may finish
/// after the program does.)
#[test]
fn cost_benefit_controller_recompiles_a_hot_method_and_logs_why() {
    let dir = scratch("controller-run");
    let src = "public class Hot {\n  static long step(long x) { long s = x; for (int i = 0; i < 100; i++) { s = s * 31 + i; s ^= s >>> 7; } return s; }\n  public static void main(String[] a) { long s = 0; for (int r = 0; r < 100; r++) { for (int i = 0; i < 20000; i++) s += step(i); } System.out.println(s); }\n}\n";
    let out = javac(&dir, &[("Hot.java", src)]);
    let cp = out.to_str().unwrap();
    let java = Command::new("java")
        .args(["-cp", cp, "Hot"])
        .output()
        .unwrap();
    // The default sampler, and none: the timer then runs for the method
    // samples alone (no call-graph samples).
    for sampler in ["--sampler=cbs", "--sampler=off"] {
        let log = dir.join("aos.jsonl");
        let o = rvm(
            &[
                "run",
                "--controller=cost-benefit",
                sampler,
                "--stats",
                &format!("--aos-log={}", log.display()),
                "-cp",
                cp,
                "Hot",
            ],
            &dir,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(o.stdout, java.stdout);
        let log = std::fs::read_to_string(&log).unwrap();
        let decision = log
            .lines()
            .find(|l| l.contains("\"event\":\"decide\"") && l.contains("Hot.step(J)J"))
            .unwrap_or_else(|| panic!("{sampler}: no decision for Hot.step in the log:\n{log}"));
        for field in [
            "\"controller\":\"cost-benefit\"",
            "\"estimates\":[{\"tier\":\"opt\"",
            "\"choice\":\"opt\"",
            "\"benefit_ms\":",
        ] {
            assert!(decision.contains(field), "{field} missing: {decision}");
        }
        let err = stderr(&o);
        assert!(err.contains("controller          cost-benefit: "), "{err}");
        if sampler == "--sampler=off" {
            assert!(err.contains(" 0 edge, "), "{err}");
        }
    }
}

/// Classes changed after `Main` was compiled against them: each linkage error is
/// thrown as a catchable Java exception with HotSpot's message, and rvm prints
/// exactly what `java` prints on the same class files.
#[test]
fn linkage_errors_match_java_on_binary_incompatible_classes() {
    let dir = scratch("linkage");
    let main = r#"
public class Main {
  public static void main(String[] args) {
    try { System.out.println(Lib.field); } catch (Throwable e) { System.out.println("field: " + e); }
    try { Lib.method(); } catch (Throwable e) { System.out.println("method: " + e); }
    try { new Lib().virt(); } catch (Throwable e) { System.out.println("virt: " + e); }
    try { System.out.println(new Lib().inst); } catch (Throwable e) { System.out.println("inst: " + e); }
    try { Shape s = new Square(); System.out.println(s.area()); } catch (Throwable e) { System.out.println("area: " + e); }
    try { Base b = new Derived(); b.run(); } catch (Throwable e) { System.out.println("run: " + e); }
    try { Parent.sm(); } catch (Throwable e) { System.out.println("sm: " + e); }
    try { new Parent().im(); } catch (Throwable e) { System.out.println("im: " + e); }
    try { new Gone(); } catch (Throwable e) { System.out.println("gone: " + e); }
    try { new Gone(); } catch (Throwable e) { System.out.println("gone again: " + e); }
    try { Object o = new NowInterface(); } catch (Throwable e) { System.out.println("iface: " + e); }
  }
}"#;
    let v1: &[(&str, &str)] = &[
        ("Main.java", main),
        ("Lib.java", "public class Lib { public static int field = 1; public static void method() {} public int inst = 2; public void virt() {} }"),
        ("Shape.java", "public interface Shape { int area(); }"),
        ("Square.java", "public class Square implements Shape { public int area() { return 4; } }"),
        ("Base.java", "public abstract class Base { public abstract void run(); }"),
        ("Derived.java", "public class Derived extends Base { public void run() {} }"),
        ("Parent.java", "public class Parent { public static void sm() {} public void im() {} }"),
        ("Gone.java", "public class Gone { }"),
        ("Super.java", "public class Super { }"),
        ("NowInterface.java", "public class NowInterface extends Super { }"),
    ];
    let out = javac(&dir, v1);
    std::fs::remove_file(out.join("Gone.class")).unwrap();
    // Version 2 of the libraries, compiled separately and copied over version 1.
    let v2_dir = dir.join("v2");
    std::fs::create_dir_all(&v2_dir).unwrap();
    let v2 = javac(
        &v2_dir,
        &[
            ("Lib.java", "public class Lib { }"),
            ("Shape.java", "public interface Shape { }"),
            ("Square.java", "public class Square implements Shape { }"),
            (
                "Base.java",
                "public abstract class Base { public abstract void run(); }",
            ),
            (
                "Derived.java",
                "public abstract class Derived extends Base { }",
            ),
            (
                "Parent.java",
                "public class Parent { public void sm() {} public static void im() {} }",
            ),
            ("Super.java", "public interface Super { }"),
        ],
    );
    for class in ["Lib", "Square", "Parent", "Super"] {
        std::fs::copy(
            v2.join(format!("{class}.class")),
            out.join(format!("{class}.class")),
        )
        .unwrap();
    }
    // Derived v2 is abstract; make a concrete one without run() by hand-editing
    // nothing: compile a non-abstract variant against an interface-less Base.
    let v3_dir = dir.join("v3");
    std::fs::create_dir_all(&v3_dir).unwrap();
    let v3 = javac(
        &v3_dir,
        &[
            ("Base.java", "public abstract class Base { }"),
            ("Derived.java", "public class Derived extends Base { }"),
        ],
    );
    std::fs::copy(v3.join("Derived.class"), out.join("Derived.class")).unwrap();

    let java = Command::new("java")
        .arg("-cp")
        .arg(&out)
        .arg("Main")
        .output()
        .expect("java is installed");
    let ours = rvm(&["run", "-cp", out.to_str().unwrap(), "Main"], &dir);
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&java.stdout),
        "stderr: {}",
        stderr(&ours)
    );
    assert_eq!(ours.status.code(), java.status.code());
}

/// Objects allocated, from `--stats`.
fn allocated_objects(o: &Output) -> u64 {
    let err = stderr(o);
    let line = err
        .lines()
        .find(|l| l.trim_start().starts_with("objects allocated"))
        .unwrap_or_else(|| panic!("no stats in: {err}"));
    line.split_whitespace().last().unwrap().parse().unwrap()
}

/// After linking, evaluating a non-capturing lambda allocates nothing and a
/// capturing one allocates exactly one object, shown by --stats' counter.
#[test]
fn lambda_evaluation_allocates_only_for_captures() {
    let dir = scratch("lambda-alloc");
    let program = r#"
public class Lambdas {
  interface IntOp { int apply(int x); }
  static int run(IntOp op, int x) { return op.apply(x); }
  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    boolean capturing = args[1].equals("capturing");
    int sum = 0;
    for (int i = 0; i < n; i++) {
      if (capturing) { int k = i; sum += run(x -> x + k, 1); }
      else { sum += run(x -> x + 1, i); }
    }
    System.out.println(sum);
  }
}"#;
    let out = javac(&dir, &[("Lambdas.java", program)]);
    let count = |n: &str, kind: &str| {
        let o = rvm(
            &[
                "--stats",
                "run",
                "-cp",
                out.to_str().unwrap(),
                "Lambdas",
                n,
                kind,
            ],
            &dir,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        allocated_objects(&o)
    };
    assert_eq!(
        count("2000", "plain"),
        count("1000", "plain"),
        "non-capturing lambdas must not allocate per evaluation"
    );
    assert_eq!(
        count("2000", "capturing") - count("1000", "capturing"),
        1000,
        "one allocation per capturing evaluation"
    );
}

/// Filling a small heap with live data ends in a catchable OutOfMemoryError;
/// after dropping the references the program allocates again. Same output as
/// `java` with the same -Xmx.
#[test]
fn out_of_memory_is_catchable_and_the_program_recovers() {
    let dir = scratch("oom-recover");
    let program = r#"
public class Fill {
  public static void main(String[] args) {
    java.lang.Object[] chunks = new java.lang.Object[100000];
    int n = 0;
    try {
      while (true) { chunks[n++] = new long[16 * 1024]; }
    } catch (OutOfMemoryError e) {
      chunks = null;
      System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
    }
    long sum = 0;
    for (int round = 0; round < 200; round++) { long[] a = new long[16 * 1024]; a[round] = round; sum += a[round]; }
    System.out.println("recovered " + sum + " " + (n > 10));
  }
}"#;
    let out = javac(&dir, &[("Fill.java", program)]);
    let java = Command::new("java")
        .args(["-Xmx32m", "-cp"])
        .arg(&out)
        .arg("Fill")
        .output()
        .expect("java is installed");
    let ours = rvm(
        &["-Xmx32m", "run", "-cp", out.to_str().unwrap(), "Fill"],
        &dir,
    );
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&java.stdout),
        "stderr: {}",
        stderr(&ours)
    );
    assert_eq!(ours.status.code(), Some(0));
}

/// Issue 28: under each MMTk collecting plan, filling heaps of several sizes
/// with a list of live `int[1000]`s ends in a catchable OutOfMemoryError,
/// and once the list is dropped the program allocates (more than the whole
/// heap) again: the same output as `java` with the same -Xmx. StickyImmix
/// panicked inside MMTk at `-Xmx4m` to `-Xmx28m` (trigger.rs,
/// `get_max_heap_size_in_pages`). In optimized code (`--tier=opt`, and
/// `main` entered on stack replacement under `--tier=adaptive` at 64 MiB)
/// stale frame slots kept the dropped list alive until the compiler cleared
/// them (after calls, in handlers, at OSR entry: jit opt/emit.rs); rvm's own
/// collector is checked beside the MMTk plans.
#[cfg(feature = "mmtk")]
#[test]
fn gc_mmtk_plans_recover_from_out_of_memory_at_several_heap_sizes() {
    let dir = scratch("mmtk-oom-recover");
    let program = r#"
import java.util.*;
public class FillList {
  public static void main(String[] args) {
    List<int[]> l = new ArrayList<>();
    try {
      while (true) l.add(new int[1000]);
    } catch (OutOfMemoryError e) {
      int n = l.size();
      l = null;
      System.out.println("OOM " + (n > 0));
    }
    long sum = 0;
    for (int i = 0; i < 3000; i++) { int[] a = new int[1000]; a[i % 1000] = i; sum += a[i % 1000]; }
    System.out.println("recovered " + sum);
  }
}"#;
    let out = javac(&dir, &[("FillList.java", program)]);
    let class_path = out.to_str().unwrap();
    for heap in ["-Xmx4m", "-Xmx12m", "-Xmx24m", "-Xmx64m"] {
        let java = Command::new("java")
            .args([heap, "-cp", class_path, "FillList"])
            .output()
            .expect("java is installed");
        assert!(java.status.success(), "java {heap}");
        for plan in ["rvm", "marksweep", "immix", "stickyimmix"] {
            for tier in [
                "--tier=interp",
                "--tier=baseline",
                "--tier=opt",
                "--tier=adaptive",
            ] {
                let option = format!("--gc={plan}");
                let o = rvm(
                    &[&option, heap, tier, "run", "-cp", class_path, "FillList"],
                    &dir,
                );
                assert_eq!(
                    (String::from_utf8_lossy(&o.stdout), o.status.code()),
                    (String::from_utf8_lossy(&java.stdout), Some(0)),
                    "{option} {heap} {tier}: {}",
                    stderr(&o)
                );
            }
        }
    }
}

/// A class the library does not have (java.text.BreakIterator, Phaser) fails with
/// NoClassDefFoundError naming it, never a panic (DESIGN.md decision 2).
#[test]
fn missing_library_classes_fail_with_no_class_def_found_error_naming_the_class() {
    let dir = scratch("missing-classes");
    let out = javac(
        &dir,
        &[
            ("Direct.java", "public class Direct { public static void main(String[] a) { System.out.println(java.text.BreakIterator.getWordInstance().first()); } }"),
            ("ViaLib.java", "public class ViaLib { public static void main(String[] a) { System.out.println(new java.util.concurrent.Phaser(1).getPhase()); } }"),
        ],
    );
    for (class, missing) in [
        ("Direct", "java/text/BreakIterator"),
        ("ViaLib", "java/util/concurrent/Phaser"),
    ] {
        let o = rvm(&["run", "-cp", out.to_str().unwrap(), class], &dir);
        assert_eq!(o.status.code(), Some(1));
        let first = stderr(&o).lines().next().unwrap_or_default().to_string();
        assert_eq!(
            first,
            format!("Exception in thread \"main\" java.lang.NoClassDefFoundError: {missing}")
        );
    }
}

/// A class missing at run time, met in a static initializer, is named twice as java names it:
/// `NoClassDefFoundError: Gone` and its cause `ClassNotFoundException: Gone` ("Caused by:").
#[test]
fn missing_class_in_static_initializer_is_named_in_caused_by() {
    let dir = scratch("missing-in-clinit");
    let out = javac(
        &dir,
        &[
            ("Main.java", "public class Main { static int v = Helper.make(); public static void main(String[] a) { System.out.println(v); } }"),
            ("Helper.java", "class Helper { static int make() { return new Gone().x; } }"),
            ("Caught.java", "public class Caught { public static void main(String[] a) { for (int i = 0; i < 2; i++) { try { System.out.println(Holder.v); } catch (Throwable t) { System.out.println(t + \" / cause \" + t.getCause()); } } } }"),
            ("Holder.java", "class Holder { static int v = new Gone().x; }"),
            ("Gone.java", "class Gone { int x = 3; }"),
        ],
    );
    std::fs::remove_file(out.join("Gone.class")).unwrap();
    let exception_lines = |text: &[u8]| -> Vec<String> {
        String::from_utf8_lossy(text)
            .lines()
            .filter(|line| line.starts_with("Exception") || line.starts_with("Caused by"))
            .map(str::to_string)
            .collect()
    };
    for class in ["Main", "Caught"] {
        let java = Command::new("java")
            .arg("-cp")
            .arg(&out)
            .arg(class)
            .output()
            .expect("java is installed");
        let ours = rvm(&["run", "-cp", out.to_str().unwrap(), class], &dir);
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&java.stdout)
        );
        assert_eq!(exception_lines(&ours.stderr), exception_lines(&java.stderr));
        assert_eq!(ours.status.code(), java.status.code());
    }
}

/// System.in through InputStreamReader and BufferedReader: the same lines and
/// line endings give the same result as under `java`.
#[test]
fn standard_input_is_read_like_java() {
    use std::io::Write;
    let dir = scratch("stdin");
    let program = r#"
import java.io.*;
public class ReadInput {
  public static void main(String[] a) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
    String line; int n = 0; long sum = 0; StringBuilder words = new StringBuilder();
    while ((line = r.readLine()) != null) {
      n++;
      for (String w : line.trim().split(" ")) if (!w.isEmpty()) { if (Character.isDigit(w.charAt(0))) sum += Integer.parseInt(w); else words.append(w).append('|'); }
    }
    System.out.println(n + " lines, sum " + sum + ", words " + words);
  }
}"#;
    let out = javac(&dir, &[("ReadInput.java", program)]);
    let input = "1 2 3\nhéllo 4 5\r\n\n6 wörld 😀\nlast line without newline 7";
    let run = |mut command: Command| {
        let mut child = command
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("start");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let mut java = Command::new("java");
    java.arg("-cp").arg(&out).arg("ReadInput");
    let mut ours = Command::new(env!("CARGO_BIN_EXE_rvm"));
    ours.args(["run", "-cp"]).arg(&out).arg("ReadInput");
    let (java, ours) = (run(java), run(ours));
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&java.stdout)
    );
}

/// Issue 5: under the adaptive tier the hot methods are compiled and the cold
/// ones interpreted, and a stack trace through interpreted -> compiled ->
/// interpreted -> compiled frames names every frame with its line.
#[test]
fn stack_trace_through_interpreted_and_compiled_frames_has_the_right_lines() {
    let dir = scratch("mixed-trace");
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/java/jit/MixedModeStackTrace.java"),
    )
    .unwrap();
    let out = javac(&dir, &[("MixedModeStackTrace.java", &source)]);
    let o = rvm(
        &[
            "run",
            "--tier=adaptive",
            "-v",
            "-cp",
            out.to_str().unwrap(),
            "MixedModeStackTrace",
        ],
        &dir,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("rvm: compiled MixedModeStackTrace.hot1(IZ)I"),
        "{err}"
    );
    assert!(
        err.contains("rvm: compiled MixedModeStackTrace.hot2(IZ)I"),
        "{err}"
    );
    assert!(
        !err.contains("rvm: compiled MixedModeStackTrace.cold"),
        "{err}"
    );
    assert!(
        !err.contains("rvm: compiled MixedModeStackTrace.main"),
        "{err}"
    );
    let trace =
        "Exception in thread \"main\" java.lang.IllegalStateException: thrown in hot2 with n=8\n\
                 \tat MixedModeStackTrace.hot2(MixedModeStackTrace.java:24)\n\
                 \tat MixedModeStackTrace.cold(MixedModeStackTrace.java:18)\n\
                 \tat MixedModeStackTrace.hot1(MixedModeStackTrace.java:12)\n\
                 \tat MixedModeStackTrace.main(MixedModeStackTrace.java:43)";
    assert!(err.contains(trace), "{err}");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("  at MixedModeStackTrace.hot1(MixedModeStackTrace.java:12)\n  at MixedModeStackTrace.main(MixedModeStackTrace.java:35)"), "{stdout}");
}

/// `--stats` reports compilation and yieldpoints; `--tier=baseline` compiles
/// on first call; `--yieldpoints=off` is accepted.
#[test]
fn baseline_tier_compiles_and_stats_report_it() {
    let dir = scratch("baseline-stats");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let o = rvm(
        &[
            "run",
            "--tier=baseline",
            "--yieldpoints=off",
            "--stats",
            "-cp",
            out.to_str().unwrap(),
            "Hello",
        ],
        &dir,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let compiled: u64 = err
        .lines()
        .find_map(|l| l.trim().strip_prefix("baseline  methods "))
        .and_then(|v| v.split(',').next())
        .and_then(|v| v.trim().parse().ok())
        .expect("a 'baseline  methods N, ...' line");
    assert!(compiled > 0, "{err}");
    assert!(
        err.contains("yieldpoints taken   prologue 0, epilogue 0, backedge 0"),
        "{err}"
    );
}

/// Issue 5: every tier tests the yieldpoint word at the same places. With the
/// word held at +1 every yieldpoint is taken, so the interpreter and compiled
/// code count the same prologues, epilogues and backedges; at -1 backedges
/// are not taken (Arnold-Grove 2005 §5.1).
#[test]
fn interpreter_and_compiled_code_take_the_same_yieldpoints() {
    let dir = scratch("yieldpoints");
    let source = "public class Loops {\n\
        static int f(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; } return s; }\n\
        public static void main(String[] a) {\n\
            int t = 0; for (int i = 0; i < 50; i++) { t += f(i); }\n\
            try { throw new RuntimeException(\"x\"); } catch (RuntimeException e) { t++; }\n\
            System.out.println(t); } }";
    let out = javac(&dir, &[("Loops.java", source)]);
    let counts = |tier: &str, word: &str| {
        let o = rvm(
            &[
                "run",
                &format!("--tier={tier}"),
                &format!("--yieldpoint-stress={word}"),
                "--stats",
                "-cp",
                out.to_str().unwrap(),
                "Loops",
            ],
            &dir,
        );
        assert_eq!(String::from_utf8_lossy(&o.stdout), "19601\n");
        let err = stderr(&o);
        err.lines()
            .find(|l| l.contains("yieldpoints taken"))
            .map(str::to_string)
            .unwrap_or_else(|| panic!("{err}"))
    };
    let all = counts("interp", "1");
    assert_eq!(all, counts("baseline", "1"));
    assert!(!all.contains("backedge 0"), "{all}");
    let prologue_epilogue = counts("interp", "-1");
    assert_eq!(prologue_epilogue, counts("baseline", "-1"));
    assert!(
        prologue_epilogue.ends_with("backedge 0"),
        "{prologue_epilogue}"
    );
}

/// Adaptive tier: loops in methods that run once continue in compiled code
/// (on-stack replacement), with java's output and stack trace lines.
#[test]
fn hot_loops_move_to_compiled_code_on_stack() {
    let dir = scratch("osr");
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/java/jit/OnStackReplacement.java"),
    )
    .unwrap();
    let out = javac(&dir, &[("OnStackReplacement.java", &source)]);
    let o = rvm(
        &[
            "run",
            "--stats",
            "-cp",
            out.to_str().unwrap(),
            "OnStackReplacement",
        ],
        &dir,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("on-stack replacements 3"), "{err}");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(
        stdout.ends_with(
            "Index 40000 out of bounds for length 10\n  at OnStackReplacement.throwAfterManyIterations(OnStackReplacement.java:40)\n  at OnStackReplacement.main(OnStackReplacement.java:52)\n"
        ),
        "{stdout}"
    );
}

// ---- profiler options and `rvm dcg` -------------------------------------

const LOOP: &str = "public class Loop { static int f(int x) { return x + 1; } public static void main(String[] a) { int s = 0; for (int i = 0; i < 3000000; i++) s = f(s); System.out.println(s); } }";

#[test]
fn profiler_options_reject_contradictions_with_one_clear_line() {
    let dir = scratch("profiler-bad");
    let out = javac(&dir, &[("Loop.java", LOOP)]);
    let class = out.join("Loop.class");
    let class = class.to_str().unwrap();
    for (args, needle) in [
        (vec!["--cbs=0,3"], "--cbs=0,3"),
        (vec!["--cbs=16"], "SAMPLES,STRIDE"),
        (vec!["--cbs=16,3", "--sampler=timer"], "--cbs"),
        (
            vec!["--inline=off", "--dcg-out=x.json"],
            "need(s) a sampler",
        ),
        (
            vec!["--tier=baseline", "--weight=density"],
            "need(s) a sampler",
        ),
        (
            vec!["--sampler=exhaustive", "--weight=density"],
            "exhaustive",
        ),
        (vec!["--sampler=timer", "--timer-ms=0"], "--timer-ms"),
        (
            vec!["--cbs=8,2", "--cbs-start=round-robin", "--seed=3"],
            "--seed",
        ),
        (
            vec!["--sampler=timer", "--dcg-out=/nonexistent-dir/x.json"],
            "--dcg-out",
        ),
        (vec!["--sampler=timer", "--yieldpoints=off"], "yieldpoints"),
    ] {
        let mut all = args.clone();
        all.extend(["run", class]);
        let o = rvm(&all, &dir);
        assert_clean_error(&o, needle);
        assert!(o.stdout.is_empty(), "{args:?}: the program must not run");
    }
    let o = rvm(&["--sampler=sometimes", "run", class], &dir);
    assert_eq!(o.status.code(), Some(2), "usage error: {}", stderr(&o));
    assert!(
        stderr(&o).contains("exhaustive"),
        "lists the samplers: {}",
        stderr(&o)
    );
}

#[test]
fn hardware_call_counter_is_used_where_available_and_refused_clearly_elsewhere() {
    let dir = scratch("profiler-hpm");
    let out = javac(&dir, &[("Loop.java", LOOP)]);
    let class = out.join("Loop.class");
    let o = rvm(
        &[
            "--cbs=16,3",
            "--weight=density",
            "--call-counter=hpm",
            "run",
            class.to_str().unwrap(),
        ],
        &dir,
    );
    if o.status.success() {
        eprintln!("this machine has a hardware call counter");
    } else {
        assert_clean_error(&o, "--call-counter=hpm");
        eprintln!("skipped the hardware path: {}", stderr(&o).trim());
    }
    // auto falls back to the software count and -v says so.
    let o = rvm(
        &[
            "-v",
            "--cbs=16,3",
            "--weight=density",
            "run",
            class.to_str().unwrap(),
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("call counter:"),
        "-v names the call counter: {}",
        stderr(&o)
    );
}

#[test]
fn dcg_files_are_written_read_compared_and_drawn() {
    let dir = scratch("profiler-dcg");
    let out = javac(&dir, &[("Loop.java", LOOP)]);
    let class = out.join("Loop.class");
    let class = class.to_str().unwrap();
    let o = rvm(
        &[
            "--stats",
            "--cbs=16,3",
            "--weight=density+latency",
            "--dcg-out=cbs.json",
            "run",
            "--tier=baseline",
            class,
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "3000000\n");
    assert!(
        stderr(&o).contains("sampling latency    median"),
        "{}",
        stderr(&o)
    );
    let o = rvm(
        &[
            "--sampler=exhaustive",
            "--dcg-out=perfect.json",
            "run",
            "--tier=baseline",
            class,
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));

    let o = rvm(
        &["dcg", "overlap", "--json", "perfect.json", "perfect.json"],
        &dir,
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["overlap"].as_f64(), Some(100.0));
    let o = rvm(&["dcg", "overlap", "cbs.json", "perfect.json"], &dir);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("overlap: "), "{text}");

    let o = rvm(&["dcg", "top", "--json", "-n", "1", "perfect.json"], &dir);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["edges"][0]["callee"], "Loop.f(I)I");
    assert_eq!(v["edges"][0]["samples"], 3000000);
    let o = rvm(&["dcg", "top", "cbs.json", "perfect.json"], &dir);
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("Loop.main([Ljava/lang/String;)V @"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );

    let o = rvm(&["dcg", "dot", "perfect.json"], &dir);
    let dot = String::from_utf8_lossy(&o.stdout);
    assert!(
        dot.starts_with("digraph dcg {") && dot.contains("->"),
        "{dot}"
    );

    std::fs::write(dir.join("other.json"), "{\"a\": 1}").unwrap();
    assert_clean_error(&rvm(&["dcg", "top", "other.json"], &dir), "not a DCG file");
    assert_clean_error(
        &rvm(&["dcg", "overlap", "missing.json", "perfect.json"], &dir),
        "missing.json",
    );
}

/// `rvm run File.java` compiles the source with javac and runs its first
/// top-level type, as `java File.java` (JEP 330); the README's first command
/// uses the shipped example.
#[test]
fn source_file_mode_compiles_and_runs_like_java() {
    let dir = scratch("source-mode");
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/Hello.java");
    let o = rvm(&["run", example.to_str().unwrap(), "tester"], &dir);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "Hello, tester!\n");
    std::fs::write(dir.join("Two.java"), "class First { public static void main(String[] a) { System.out.println(\"first \" + a.length); } }\npublic class Two {}\n").unwrap();
    let o = rvm(&["run", "Two.java", "x", "y"], &dir);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "first 2\n",
        "{}",
        stderr(&o)
    );
    std::fs::write(
        dir.join("Broken.java"),
        "public class Broken { int x = ; }\n",
    )
    .unwrap();
    let o = rvm(&["run", "Broken.java"], &dir);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("Broken.java:1: error:"),
        "javac's diagnostics pass through: {err}"
    );
    assert!(
        err.trim_end().ends_with("rvm: error: compilation failed"),
        "{err}"
    );
    let o = rvm(&["run", "Missing.java"], &dir);
    assert_clean_error(&o, "Missing.java");
}

/// `rvm dcg diagnose` on two hand-written DCG files with a known answer:
/// Lee's Figure 3 shape, two sites truly 50/50, sampled 97/3 plus an edge
/// the perfect DCG lacks.
#[test]
fn dcg_diagnose_splits_the_missing_overlap_of_hand_written_files() {
    let dir = scratch("profiler-diagnose");
    let methods = r#""methods": {"0": "Main.work()V", "1": "Main.f()I", "2": "Main.g()V"}"#;
    let perfect = format!(
        r#"{{"format": "rvm-dcg-1", "config": {{"sampler": "exhaustive"}}, {methods},
            "edges": [{{"caller": 0, "bci": 3, "callee": 1, "weight": 500, "samples": 500}},
                      {{"caller": 0, "bci": 9, "callee": 1, "weight": 500, "samples": 500}}]}}"#
    );
    let sampled = format!(
        r#"{{"format": "rvm-dcg-1", "config": {{"sampler": "cbs", "samples_per_tick": 16, "stride": 3}}, {methods},
            "edges": [{{"caller": 0, "bci": 3, "callee": 1, "weight": 87, "samples": 87}},
                      {{"caller": 0, "bci": 9, "callee": 1, "weight": 3, "samples": 3}},
                      {{"caller": 0, "bci": 12, "callee": 2, "weight": 10, "samples": 10}}]}}"#
    );
    std::fs::write(dir.join("perfect.json"), perfect).unwrap();
    std::fs::write(dir.join("cbs.json"), sampled).unwrap();
    let o = rvm(
        &["dcg", "diagnose", "--json", "cbs.json", "perfect.json"],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    let close = |x: &serde_json::Value, want: f64| (x.as_f64().unwrap() - want).abs() < 1e-9;
    assert!(close(&v["overlap"], 53.0), "{v}");
    assert!(close(&v["causes"]["under_sampled"], 47.0), "{v}");
    assert!(close(&v["causes"]["never_sampled"], 0.0), "{v}");
    assert!(close(&v["causes"]["over_sampled"], 37.0), "{v}");
    assert!(close(&v["causes"]["not_in_perfect"], 10.0), "{v}");
    assert_eq!(v["edges"][0]["bci"], 9, "largest difference first: {v}");
    assert_eq!(v["callers"][0]["caller"], "Main.work()V");
    let o = rvm(&["dcg", "diagnose", "cbs.json", "perfect.json"], &dir);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("overlap 53.00%, missing 47.00 points"),
        "{text}"
    );
    assert_clean_error(
        &rvm(&["dcg", "diagnose", "cbs.json", "missing.json"], &dir),
        "missing.json",
    );
}

/// `--gc`: `rvm` is today's collector; an MMTk plan this binary cannot run
/// is refused before the program runs (nothing on stdout) with a message
/// that says what to do. In a build with `--features mmtk`, `nogc` and
/// `marksweep` run (`gc_marksweep_...` below), and filling NoGC's heap is a
/// Java OutOfMemoryError the program catches.
#[test]
fn gc_plans_this_build_cannot_run_are_refused_before_the_program_runs() {
    let dir = scratch("gc-plans");
    let out = javac(
        &dir,
        &[
            ("Hello.java", HELLO),
            (
                "Fill.java",
                "public class Fill { public static void main(String[] a) { \
                 java.util.List<long[]> keep = new java.util.ArrayList<>(); \
                 try { while (true) keep.add(new long[4096]); } \
                 catch (OutOfMemoryError e) { int n = keep.size(); keep = null; \
                 System.out.println(\"caught \" + e.getMessage() + \" after \" + (n > 100 ? \"many\" : \"few\")); } } }",
            ),
        ],
    );
    let class_path = out.to_str().unwrap();
    let o = rvm(&["--gc=rvm", "run", "-cp", class_path, "Hello"], &dir);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "hi 0\n",
        "{}",
        stderr(&o)
    );
    let (refused, message): (&[&str], &str) = if cfg!(feature = "mmtk") {
        // Every plan is bound in a build with MMTk.
        (&[], "")
    } else {
        (
            &["nogc", "marksweep", "immix", "stickyimmix"],
            "rvm was built without MMTk: rebuild with `cargo build --release --features mmtk`",
        )
    };
    for plan in refused {
        let option = format!("--gc={plan}");
        let o = rvm(&[&option, "run", "-cp", class_path, "Hello"], &dir);
        assert_clean_error(&o, message);
        assert!(stderr(&o).contains(&option), "{}", stderr(&o));
        assert!(o.stdout.is_empty(), "the program ran under {option}");
    }
    if cfg!(feature = "mmtk") {
        for tier in ["--tier=interp", "--tier=baseline", "--tier=opt"] {
            let o = rvm(
                &["--gc=nogc", tier, "run", "-cp", class_path, "Hello"],
                &dir,
            );
            assert_eq!(
                String::from_utf8_lossy(&o.stdout),
                "hi 0\n",
                "{}",
                stderr(&o)
            );
            let o = rvm(
                &[
                    "--gc=nogc",
                    "-Xmx16m",
                    tier,
                    "run",
                    "-cp",
                    class_path,
                    "Fill",
                ],
                &dir,
            );
            assert_eq!(
                String::from_utf8_lossy(&o.stdout),
                "caught Java heap space after many\n",
                "{tier}: {}",
                stderr(&o)
            );
            assert!(o.status.success(), "{tier}: {}", stderr(&o));
        }
        assert_clean_error(
            &rvm(
                &[
                    "--gc=nogc",
                    "--gc-stress=3",
                    "run",
                    "-cp",
                    class_path,
                    "Hello",
                ],
                &dir,
            ),
            "--gc=nogc never collects",
        );
    }
}

/// `--gc=marksweep` (build with `--features mmtk`): MMTk's MarkSweep collects
/// a program that allocates 12 times its `-Xmx` in every tier, with several
/// threads allocating at once, under `--gc-stress`, and on `System.gc()`
/// (one `-verbose:gc` line per collection, `--stats` pauses). (Filling the
/// heap to OutOfMemoryError and allocating again is gc/OutOfMemoryCaught in
/// the Java suite: here the optimizing tier's inlined frame kept the filled
/// list alive conservatively, under --gc=rvm too.)
#[cfg(feature = "mmtk")]
#[test]
fn gc_marksweep_collects_in_every_tier_with_threads_and_stress() {
    collects_in_every_tier_with_threads_and_stress("marksweep");
}

/// The same program under `--gc=immix` (objects move when Immix
/// defragments; gc_immix_moves_... forces it).
#[cfg(feature = "mmtk")]
#[test]
fn gc_immix_collects_in_every_tier_with_threads_and_stress() {
    collects_in_every_tier_with_threads_and_stress("immix");
}

#[cfg(feature = "mmtk")]
fn collects_in_every_tier_with_threads_and_stress(plan: &str) {
    let dir = scratch(&format!("gc-{plan}"));
    let gc = format!("--gc={plan}");
    let out = javac(
        &dir,
        &[(
            "Churn.java",
            "public class Churn { static volatile long sink; \
             static long churn(int rounds) { long sum = 0; java.util.ArrayList<int[]> keep = new java.util.ArrayList<>(); \
               for (int i = 0; i < rounds; i++) { int[] a = new int[1024 + i % 512]; a[7] = i; sum += a[7]; \
                 if (i % 64 == 0) keep.add(a); if (keep.size() > 100) keep.clear(); } \
               for (int[] a : keep) sum += a[7]; return sum; } \
             public static void main(String[] args) throws Exception { \
               Thread[] ts = new Thread[3]; long[] sums = new long[3]; \
               for (int t = 0; t < 3; t++) { final int k = t; ts[t] = new Thread(() -> sums[k] = churn(40000)); ts[t].start(); } \
               long mine = churn(40000); System.gc(); \
               for (Thread t : ts) t.join(); \
               System.gc(); \
               System.out.println(mine + \" \" + sums[0] + \" \" + sums[1] + \" \" + sums[2] + \" \" + churn(1000)); } }",
        )],
    );
    let class_path = out.to_str().unwrap();
    let expected = "800727840 800727840 800727840 800727840 507180\n";
    for tier in ["--tier=interp", "--tier=baseline", "--tier=opt"] {
        let o = rvm(
            &[
                &gc,
                "-Xmx64m",
                "-verbose:gc",
                "--stats",
                tier,
                "run",
                "-cp",
                class_path,
                "Churn",
            ],
            &dir,
        );
        let err = stderr(&o);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            expected,
            "{tier}: {err}"
        );
        assert!(o.status.success(), "{tier}: {err}");
        let lines = err.lines().filter(|l| l.starts_with("[gc #")).count();
        assert!(
            lines >= 5,
            "{tier}: {lines} collections for 12x -Xmx: {err}"
        );
        assert!(
            err.contains(&format!("System.gc() (MMTk {plan})"))
                && err.contains(&format!("Allocation Failure (MMTk {plan})")),
            "{tier}: {err}"
        );
    }
    for threads in ["--threads=parallel", "--threads=vm-lock"] {
        let o = rvm(
            &[
                &gc,
                "-Xmx64m",
                "--gc-stress=200",
                threads,
                "run",
                "-cp",
                class_path,
                "Churn",
            ],
            &dir,
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            expected,
            "{threads}: {}",
            stderr(&o)
        );
    }
}

/// MMTk's collecting plans start with a heap of `-Xms` and grow it with the
/// live set (heap/mmtk/trigger.rs): `Runtime.totalMemory()` and the heap
/// size `-verbose:gc` prints grow past 40 MB of live arrays from 8 MB, never
/// pass `-Xmx`, and filling the heap still ends in OutOfMemoryError.
#[cfg(feature = "mmtk")]
#[test]
fn gc_mmtk_heap_grows_from_xms_with_the_live_set_and_xmx_stays_a_limit() {
    let dir = scratch("gc-mmtk-grow");
    let out = javac(
        &dir,
        &[(
            "Grow.java",
            "public class Grow { public static void main(String[] args) { \
               Runtime rt = Runtime.getRuntime(); long start = rt.totalMemory(); \
               java.util.ArrayList<int[]> live = new java.util.ArrayList<>(); long sum = 0; \
               for (int i = 0; i < 40000; i++) { int[] x = new int[250]; x[0] = i; live.add(x); } \
               for (int i = 0; i < 160000; i++) { int[] g = new int[250]; g[1] = i & 3; sum += g[1]; } \
               long grown = rt.totalMemory(); \
               System.out.println(live.size() + \" \" + sum + \" \" + (grown > start) + \" \" + (grown <= rt.maxMemory())); \
               java.util.ArrayList<int[]> more = new java.util.ArrayList<>(); int n = 0; \
               try { while (true) { more.add(new int[250]); n++; } } \
               catch (OutOfMemoryError e) { more = null; System.out.println(\"OutOfMemoryError \" + (n > 1000)); } } }",
        )],
    );
    let class_path = out.to_str().unwrap();
    for plan in ["--gc=immix", "--gc=marksweep"] {
        let o = rvm(
            &[
                plan,
                "-Xms8m",
                "-Xmx128m",
                "-verbose:gc",
                "run",
                "-cp",
                class_path,
                "Grow",
            ],
            &dir,
        );
        let err = stderr(&o);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            "40000 240000 true true\nOutOfMemoryError true\n",
            "{plan}: {err}"
        );
        assert!(o.status.success(), "{plan}: {err}");
        // "[gc #N full, ...: 123K->45K (678K), ...]": the heap size after
        // each collection.
        let sizes: Vec<u64> = err
            .lines()
            .filter(|l| l.starts_with("[gc #"))
            .filter_map(|l| l.split(" (").nth(2)?.split('K').next()?.parse().ok())
            .collect();
        assert!(sizes.len() >= 3, "{plan}: {err}");
        assert!(sizes[0] <= 16 << 10, "{plan}: first {}K: {err}", sizes[0]);
        let largest = *sizes.iter().max().unwrap();
        assert!(
            largest > 40 << 10 && largest <= 128 << 10,
            "{plan}: largest {largest}K: {err}"
        );
    }
}

/// `--gc=immix` (build with `--features mmtk`): with MMTk's debugging
/// options forcing defragmentation of every block in every collection
/// (`MMTK_IMMIX_ALWAYS_DEFRAG`, `MMTK_IMMIX_DEFRAG_EVERY_BLOCK`), objects
/// reached through statics and the heap move (`-verbose:gc` counts them)
/// while a list, identity hashes, an interned string, weak references, a
/// locked object and an array held only in a local of the running method
/// (a register or frame slot in compiled code, a pinning root) keep their
/// contents and identity, in every tier and both thread modes.
#[cfg(feature = "mmtk")]
#[test]
fn gc_immix_moves_objects_and_programs_see_the_same_values() {
    let configs = [
        ["--tier=interp", "--threads=vm-lock"],
        ["--tier=baseline", "--threads=vm-lock"],
        ["--tier=opt", "--threads=vm-lock"],
        ["--tier=opt", "--threads=parallel"],
    ];
    let expected = "3000 8997000 475200\ntrue key true\n42 true true\n";
    for (config, err) in run_defragmenting("Move", MOVE, "-Xmx64m", &configs, expected) {
        let moved: u64 = err
            .lines()
            .filter(|l| l.starts_with("[gc #") && l.contains("(MMTk immix)"))
            .filter_map(|l| {
                l.rsplit(", ")
                    .next()?
                    .strip_suffix(" objects moved]")?
                    .parse::<u64>()
                    .ok()
            })
            .sum();
        assert!(moved > 1000, "{config}: {moved} objects moved: {err}");
    }
}

/// Compiles `source` (class `class`) and runs it under `--gc=immix` with
/// `heap` (`-Xmx`), `-verbose:gc --stats` and each of `configs`, with MMTk's
/// debugging options that make every collection defragment every block
/// (objects move whenever they may). Checks each run's stdout against
/// `expected` and its exit status; returns each config with its stderr.
#[cfg(feature = "mmtk")]
fn run_defragmenting(
    class: &str,
    source: &str,
    heap: &str,
    configs: &[[&str; 2]],
    expected: &str,
) -> Vec<(String, String)> {
    let dir = scratch(&format!("gc-immix-{class}"));
    let out = javac(&dir, &[(&format!("{class}.java"), source)]);
    let class_path = out.to_str().unwrap();
    let mut runs = Vec::new();
    for config in configs {
        let mut args = vec!["--gc=immix", heap, "-verbose:gc", "--stats"];
        args.extend(config);
        args.extend(["run", "-cp", class_path, class]);
        let o = Command::new(env!("CARGO_BIN_EXE_rvm"))
            .args(&args)
            .env("MMTK_IMMIX_ALWAYS_DEFRAG", "true")
            .env("MMTK_IMMIX_DEFRAG_EVERY_BLOCK", "true")
            .current_dir(&dir)
            .output()
            .expect("run rvm");
        let config = config.join(" ");
        let err = stderr(&o);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            expected,
            "{config}: {err}"
        );
        assert!(o.status.success(), "{config}: {err}");
        runs.push((config, err));
    }
    runs
}

/// The program of `gc_immix_moves_objects_...`.
#[cfg(feature = "mmtk")]
const MOVE: &str = r#"import java.lang.ref.WeakReference;
import java.util.IdentityHashMap;

public class Move {
    static final class Node { final int value; Node next; long[] payload; Node(int v) { value = v; payload = new long[v % 7 + 1]; payload[0] = v; } }
    static Node list;
    static final Object lock = new Object();
    static long sink;

    // Short-lived garbage between the survivors, so that every block holds
    // both and defragmentation has something to move.
    static void churn(int n) {
        Object[] g = new Object[32];
        for (int i = 0; i < n; i++) g[i & 31] = new int[(i % 40) + 1];
        sink += g.length;
    }

    // `held` is only in this method's locals (a register or a frame slot in
    // optimized code); the collections below move what they can around it.
    static long readWhileCollecting(long[] held, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            churn(2000);
            if (r % 8 == 0) System.gc();
            for (int i = 0; i < held.length; i++) sum += held[i];
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        Node tail = null;
        for (int i = 0; i < 3000; i++) {
            Node n = new Node(i);
            if (tail == null) list = n; else tail.next = n;
            tail = n;
            churn(20);
        }
        tail = null;
        Object key = new Object();
        int hash = System.identityHashCode(key);
        IdentityHashMap<Object, String> ids = new IdentityHashMap<>();
        ids.put(key, "key");
        String interned = new String("moving-" + args.length).intern();
        int[] strong = new int[] {42};
        WeakReference<int[]> kept = new WeakReference<>(strong);
        WeakReference<int[]> lost = new WeakReference<>(new int[] {7});
        long[] held = new long[100];
        for (int i = 0; i < held.length; i++) held[i] = i;
        long sum = 0;
        for (int round = 0; round < 4; round++) {
            synchronized (lock) { sum += readWhileCollecting(held, 24); }
            System.gc();
        }
        long total = 0;
        int count = 0;
        for (Node n = list; n != null; n = n.next) { total += n.value + n.payload[0]; count++; }
        System.out.println(count + " " + total + " " + sum);
        System.out.println((System.identityHashCode(key) == hash) + " " + ids.get(key) + " " + (interned == ("moving-" + args.length).intern()));
        System.out.println(kept.get()[0] + " " + (kept.get() == strong) + " " + (lost.get() == null));
    }
}
"#;

/// `--gc-threads=N` sets the parallel GC workers of an MMTk plan; rvm's own
/// collector is single-threaded, so asking it for more than one GC thread
/// is refused before the program runs (one is accepted: it is true), as is
/// zero.
#[test]
fn gc_threads_are_refused_by_the_single_threaded_collector() {
    let dir = scratch("gc-threads");
    let out = javac(&dir, &[("Hello.java", HELLO)]);
    let hello = |options: &[&str]| {
        let mut args = options.to_vec();
        args.extend(["run", "-cp", out.to_str().unwrap(), "Hello"]);
        rvm(&args, &dir)
    };
    let o = hello(&["--gc=rvm", "--gc-threads=2"]);
    assert_clean_error(&o, "rvm's collector (--gc=rvm) is single-threaded");
    assert!(o.stdout.is_empty(), "the program ran");
    assert_clean_error(&hello(&["--gc-threads=4"]), "--gc-threads=4");
    let o = hello(&["--gc-threads=0"]);
    assert!(!o.status.success() && o.stdout.is_empty(), "{}", stderr(&o));
    let o = hello(&["--gc=rvm", "--gc-threads=1"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "hi 0\n",
        "{}",
        stderr(&o)
    );
}

/// `--gc=immix` (build with `--features mmtk`): allocation takes the TLAB
/// fast path, a copy of Immix's bump pointer, in every tier (the Rust path
/// and the code both compiled tiers inline): `--stats` shows MMTk's slow
/// path taken for under one allocation in ten (it was every one before).
/// Objects allocated there must carry MMTk's valid-object bit, or the
/// conservative stack scan misses them: here the head of each list is held
/// only by a local of the running method while collections (forced
/// defragmentation, 1 and 2 GC threads) reclaim and reuse memory around it.
#[cfg(feature = "mmtk")]
#[test]
fn gc_immix_allocates_on_the_fast_path_and_finds_its_objects_from_stacks() {
    let configs = [
        ["--tier=interp", "--gc-threads=1"],
        ["--tier=baseline", "--gc-threads=2"],
        ["--tier=opt", "--gc-threads=1"],
        ["--tier=opt", "--gc-threads=2"],
    ];
    for (config, err) in
        run_defragmenting("FastPath", FAST_PATH, "-Xmx16m", &configs, "59850000 OK\n")
    {
        let collections = err
            .lines()
            .filter(|l| l.starts_with("[gc #") && l.contains("full, "))
            .count();
        assert!(collections >= 12, "{config}: {err}");
        let stat = |label: &str| -> u64 {
            err.lines()
                .find_map(|l| l.trim_start().strip_prefix(label))
                .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
                .unwrap_or_else(|| panic!("no {label:?} in --stats: {err}"))
        };
        let objects = stat("objects allocated");
        let slow = stat("allocation slow path");
        assert!(objects > 1_000_000, "{config}: {objects} objects");
        assert!(
            slow * 10 < objects,
            "{config}: {slow} slow-path allocations of {objects}"
        );
    }
}

/// The program of `gc_immix_allocates_on_the_fast_path_...`.
#[cfg(feature = "mmtk")]
const FAST_PATH: &str = r#"public class FastPath {
    static final class Node {
        final long value;
        final Node next;
        Node(long value, Node next) { this.value = value; this.next = next; }
    }
    static Object sink;

    static Node build(int n, long base) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(base + i, head);
        return head;
    }

    static long sum(Node head) {
        long s = 0;
        for (; head != null; head = head.next) s += head.value;
        return s;
    }

    public static void main(String[] args) {
        long total = 0, expected = 0;
        for (int r = 0; r < 300; r++) {
            Node keep = build(500, r);
            for (int i = 0; i < 3000; i++) sink = new Node(i, null);
            if (r % 25 == 0) System.gc();
            total += sum(keep);
            expected += 500L * r + 499L * 500 / 2;
        }
        System.out.println(total + (total == expected ? " OK" : " FAIL " + expected));
    }
}
"#;

/// `--gc=stickyimmix` (build with `--features mmtk`): in every tier, old
/// objects (made old by `System.gc()`, a full collection) are given young
/// objects through `putfield` and `aastore`, then garbage is churned: the
/// young objects must survive the nursery collections that follow, which
/// trace them only because the write barrier remembered their old holders.
/// `-verbose:gc` names both kinds, and `--stats` counts them and the
/// barrier's slow paths (at least one per old holder stored into).
#[cfg(feature = "mmtk")]
#[test]
fn gc_stickyimmix_nursery_collections_keep_objects_stored_into_old_ones() {
    let dir = scratch("gc-stickyimmix");
    let out = javac(
        &dir,
        &[(
            "Sticky.java",
            "public class Sticky { static final class Node { Node next; int v; Node(int v) { this.v = v; } } \
               static Node[] old = new Node[500]; static Object sink; \
               public static void main(String[] args) { \
                 for (int i = 0; i < old.length; i++) old[i] = new Node(-1); \
                 System.gc(); \
                 for (int i = 0; i < old.length; i++) { old[i].next = new Node(i); } \
                 Node[] young = new Node[500]; \
                 for (int i = 0; i < young.length; i++) young[i] = new Node(i * 2); \
                 Object[] holder = new Object[1]; System.gc(); holder[0] = young; \
                 for (int i = 0; i < 20000; i++) { int[] g = new int[1000]; g[i % 1000] = i; if (i % 500 == 0) sink = g; } \
                 long sum = 0; for (Node n : old) sum += n.next.v; \
                 Node[] back = (Node[]) holder[0]; for (Node n : back) sum += n.v; \
                 System.out.println(sum); } }",
        )],
    );
    let class_path = out.to_str().unwrap();
    let expected = (0..500).sum::<u64>() * 3;
    for tier in ["--tier=interp", "--tier=baseline", "--tier=opt"] {
        let o = rvm(
            &[
                "--gc=stickyimmix",
                "-Xms8m",
                "-Xmx256m",
                tier,
                "-verbose:gc",
                "--stats",
                "run",
                "-cp",
                class_path,
                "Sticky",
            ],
            &dir,
        );
        let err = stderr(&o);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            format!("{expected}\n"),
            "{tier}: {err}"
        );
        assert!(o.status.success(), "{tier}: {err}");
        let kinds = |kind: &str| {
            err.lines()
                .filter(|l| l.starts_with("[gc #") && l.contains(kind))
                .count()
        };
        assert!(kinds(" full, System.gc()") >= 2, "{tier}: {err}");
        assert!(kinds(" nursery, ") >= 2, "{tier}: {err}");
        let counts = err
            .lines()
            .filter(|l| l.contains(" nursery, "))
            .find_map(|l| l.trim().strip_prefix("collections "))
            .unwrap_or_else(|| panic!("{tier}: no nursery/full counts: {err}"));
        let numbers: Vec<u64> = counts
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .collect();
        assert_eq!(numbers.len(), 3, "{tier}: {counts}");
        assert!(numbers[0] >= 2 && numbers[1] >= 2, "{tier}: {counts}");
        assert!(numbers[2] >= 501, "{tier}: barrier slow paths: {counts}");
    }
}

/// `rvm run -jar app.jar ARGS` runs the manifest's Main-Class on the jar and
/// its Class-Path (relative to the jar's folder), ignoring -cp, as `java -jar`
/// does; a missing jar, a file that is not a zip and a jar without
/// Main-Class give java's messages and exit status.
#[test]
fn run_jar_uses_the_manifest_main_class_and_class_path() {
    let dir = scratch("run-jar");
    let out = javac(
        &dir,
        &[
            (
                "app/Main.java",
                "package app; public class Main { public static void main(String[] a) { System.out.println(lib.Util.greet(String.join(\"+\", a)) + \" \" + System.getProperty(\"mode\")); } }",
            ),
            (
                "lib/Util.java",
                "package lib; public class Util { public static String greet(String s) { return \"hello \" + s; } }",
            ),
        ],
    );
    std::fs::create_dir_all(dir.join("libs")).unwrap();
    let jar = |args: &[&str]| {
        let status = Command::new("jar")
            .args(args)
            .current_dir(&dir)
            .status()
            .expect("jar is installed with the JDK");
        assert!(status.success(), "jar {args:?}");
    };
    jar(&["cf", "libs/util.jar", "-C", "out", "lib"]);
    std::fs::write(
        dir.join("manifest.txt"),
        "Main-Class: app.Main\nClass-Path: libs/util.jar\n",
    )
    .unwrap();
    jar(&["cfm", "app.jar", "manifest.txt", "-C", "out", "app"]);
    jar(&["cf", "nomain.jar", "-C", "out", "app"]);
    std::fs::write(dir.join("notzip.jar"), "plain text").unwrap();
    let dir_text = dir.to_str().unwrap();
    let app = dir.join("app.jar");
    let app = app.to_str().unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec!["-Dmode=jar", "-cp", "/nonexistent", "-jar", app, "a", "b"],
        vec!["-jar", "missing.jar"],
        vec!["-jar", "nomain.jar"],
        vec!["-jar", "notzip.jar"],
    ];
    for case in cases {
        let java = Command::new("java")
            .args(&case)
            .current_dir(dir_text)
            .output()
            .expect("java is installed");
        let mut args = vec!["run"];
        args.extend(&case);
        let o = rvm(&args, &dir);
        assert_eq!(
            (
                String::from_utf8_lossy(&o.stdout),
                stderr(&o),
                o.status.code()
            ),
            (
                String::from_utf8_lossy(&java.stdout),
                String::from_utf8_lossy(&java.stderr).into_owned(),
                java.status.code()
            ),
            "{case:?}"
        );
    }
}

/// Interpreted frames skip the locals their StackMapTable declares dead
/// (vm heap/locals_map.rs): the last array a loop stored in a local whose
/// scope ended is not a root, so `System.gc()` clears all 1000 weak
/// references as java does (rvm's interpreter cleared 999). The
/// interpreter only (baseline and optimized frames are scanned whole), under
/// rvm's collector and MarkSweep; Immix still keeps one array in some rounds
/// through a stale word on the native stack (docs/gc.md).
#[test]
fn interpreter_frames_do_not_keep_dead_locals_alive() {
    let dir = scratch("dead-locals");
    let program = r#"
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
public class DeadLocals {
  static int cleared(int n) {
    List<WeakReference<Object>> refs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Object o = new int[100];
      refs.add(new WeakReference<>(o));
    }
    System.gc();
    int c = 0;
    for (WeakReference<Object> r : refs) if (r.get() == null) c++;
    return c;
  }
  public static void main(String[] args) {
    Object kept = new int[10];
    WeakReference<Object> strong = new WeakReference<>(kept);
    for (int k = 0; k < 3; k++) System.out.println("cleared " + cleared(1000));
    System.gc();
    System.out.println("kept " + (strong.get() == kept));
  }
}"#;
    let out = javac(&dir, &[("DeadLocals.java", program)]);
    let class_path = out.to_str().unwrap();
    let java = Command::new("java")
        .args(["-cp", class_path, "DeadLocals"])
        .output()
        .expect("java is installed");
    let mut plans = vec!["--gc=rvm"];
    if cfg!(feature = "mmtk") {
        plans.push("--gc=marksweep");
    }
    for plan in plans {
        let o = rvm(
            &[
                plan,
                "--tier=interp",
                "run",
                "-cp",
                class_path,
                "DeadLocals",
            ],
            &dir,
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&java.stdout),
            "{plan}: {}",
            stderr(&o)
        );
    }
}
