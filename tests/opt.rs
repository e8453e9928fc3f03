//! The optimizing tier from the command line: `--tier=opt`, the adaptive
//! tier's recompilation, `--stats`, `--print-code`, `--perf-map`,
//! `--aos-log`, and stack traces through interpreted, baseline, optimized and
//! inlined frames compared with `java` line by line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn rvm(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run rvm")
}

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("opt")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch folder");
    dir
}

/// Compiles the suite program `tests/java/<path>.java` into `dir/out`.
fn javac_suite_program(dir: &Path, path: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/java")
        .join(format!("{path}.java"));
    let out = dir.join("out");
    let status = Command::new("javac")
        .arg("-d")
        .arg(&out)
        .arg(&source)
        .status()
        .expect("run javac");
    assert!(status.success(), "javac {path}");
    out
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn opt_tier_compiles_every_method_and_stats_report_it() {
    let dir = scratch("stats");
    let out = javac_suite_program(&dir, "opt/OptCorners");
    let o = rvm(
        &[
            "run",
            "--tier=opt",
            "--stats",
            "-cp",
            out.to_str().unwrap(),
            "OptCorners",
        ],
        &dir,
    );
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let line = err
        .lines()
        .find(|l| l.trim_start().starts_with("opt       methods"))
        .expect("an opt stats line");
    let methods: u64 = line.trim_start()["opt       methods ".len()..]
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(methods > 10, "{err}");
    assert!(
        err.contains("not optimizable     0"),
        "every method the program ran was optimizable: {err}"
    );
    assert!(err.contains("baseline  methods 0,"), "{err}");
}

#[test]
fn print_code_shows_clif_and_disassembly_of_the_method_in_each_tier() {
    let dir = scratch("print");
    let out = javac_suite_program(&dir, "opt/DeepRecursionOverflow");
    let cp = out.to_str().unwrap();
    let print_down = |extra: &[&str]| {
        let mut args = vec!["run", "--tier=opt"];
        args.extend(extra);
        args.extend([
            "--print-code=DeepRecursionOverflow.down",
            "-cp",
            cp,
            "DeepRecursionOverflow",
        ]);
        stderr(&rvm(&args, &dir))
    };
    let err = print_down(&[]);
    assert!(
        err.contains("== DeepRecursionOverflow.down(I)I [opt]"),
        "{err}"
    );
    assert!(
        err.contains("-- CLIF") && err.contains("function u0:0(i64, i64) -> i64 system_v"),
        "{err}"
    );
    assert!(err.contains("ret"), "{err}");
    assert!(
        !err.contains("DeepRecursionOverflow.main"),
        "only the method asked for: {err}"
    );
    // With register calls, the loop-free method is a register entry behind
    // its adapter: thread, slot base and the int argument, under winch.
    let err = print_down(&["--register-calls=loop-free"]);
    assert!(
        err.contains("function u0:0(i64, i64, i32) -> i64 winch"),
        "{err}"
    );
    let o = rvm(
        &[
            "run",
            "--tier=baseline",
            "--print-code=down",
            "-cp",
            cp,
            "DeepRecursionOverflow",
        ],
        &dir,
    );
    let err = stderr(&o);
    assert!(
        err.contains("== DeepRecursionOverflow.down(I)I [baseline]"),
        "{err}"
    );
}

#[test]
fn perf_map_names_java_methods_of_both_tiers() {
    let dir = scratch("perf-map");
    let out = javac_suite_program(&dir, "opt/OptCorners");
    let child = Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args([
            "run",
            "--perf-map",
            "--compile-threshold=10",
            "--opt-threshold=100",
            "-cp",
            out.to_str().unwrap(),
            "OptCorners",
        ])
        .current_dir(&dir)
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("run rvm");
    let pid = child.id();
    let status = child.wait_with_output().expect("wait").status;
    assert!(status.success());
    let path = format!("/tmp/perf-{pid}.map");
    let map = std::fs::read_to_string(&path).expect("the perf map");
    let _ = std::fs::remove_file(&path);
    for line in map.lines() {
        let mut parts = line.splitn(3, ' ');
        let start = parts.next().unwrap();
        let size = parts.next().unwrap();
        assert!(
            usize::from_str_radix(start, 16).is_ok() && usize::from_str_radix(size, 16).is_ok(),
            "{line}"
        );
    }
    assert!(map.contains("OptCorners.idiv(II)I [opt]"), "{map}");
    assert!(map.contains("[baseline]"), "{map}");
}

#[test]
fn aos_log_records_each_recompilation_as_json() {
    let dir = scratch("aos");
    let out = javac_suite_program(&dir, "opt/OptCorners");
    let log = dir.join("aos.jsonl");
    let o = rvm(
        &[
            "run",
            "--compile-threshold=10",
            "--opt-threshold=100",
            "--background-compile=off",
            &format!("--aos-log={}", log.display()),
            "-cp",
            out.to_str().unwrap(),
            "OptCorners",
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l["event"] == "recompile" && l["method"] == "OptCorners.idiv(II)I"),
        "{text}"
    );
    // Recompilations come from the baseline tier, or from the optimizing one
    // when the profile grew ("reconsider" events, --inline=profile).
    let recompiles: Vec<&serde_json::Value> =
        lines.iter().filter(|l| l["event"] == "recompile").collect();
    assert!(
        recompiles
            .iter()
            .all(|l| (l["from"] == "baseline" || l["from"] == "opt") && l["to"] == "opt"),
        "{text}"
    );
    assert!(recompiles.iter().any(|l| l["from"] == "baseline"), "{text}");
    assert!(
        recompiles
            .iter()
            .all(|l| l["compile"] == "foreground" && l["compile_ms"].as_f64().is_some()),
        "{text}"
    );
    assert!(
        lines.iter().all(|l| l["event"] == "recompile"
            || l["event"] == "reconsider"
            || l["event"] == "osr"),
        "{text}"
    );
}

/// The default: the adaptive tier recompiles on the compiler thread while the
/// program runs, and the program's output does not change.
#[test]
fn adaptive_tier_recompiles_in_the_background() {
    let dir = scratch("background");
    let out = javac_suite_program(&dir, "opt/OptCorners");
    let cp = out.to_str().unwrap();
    let log = dir.join("aos.jsonl");
    let aos = format!("--aos-log={}", log.display());
    let o = rvm(
        &[
            "run",
            "--compile-threshold=5",
            "--opt-threshold=50",
            &aos,
            "-cp",
            cp,
            "OptCorners",
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let reference = rvm(&["run", "--tier=interp", "-cp", cp, "OptCorners"], &dir);
    assert_eq!(o.stdout, reference.stdout);
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.lines()
            .any(|l| l.contains("\"compile\":\"background\"")),
        "{text}"
    );
}

/// The whole stderr (the uncaught exception's trace) and stdout (a trace
/// printed by the program) equal `java`'s, in every tier, with frames that are
/// interpreted, baseline, optimized and inlined into optimized code.
#[test]
fn stack_traces_through_inlined_and_mixed_frames_match_java() {
    let dir = scratch("inlined-trace");
    let out = javac_suite_program(&dir, "opt/InlinedStackTrace");
    let cp = out.to_str().unwrap();
    let java = Command::new("java")
        .args([
            "-XX:-OmitStackTraceInFastThrow",
            "-cp",
            cp,
            "InlinedStackTrace",
        ])
        .output()
        .expect("run java");
    for args in [
        vec!["--tier=opt"],
        vec![
            "--tier=adaptive",
            "--compile-threshold=50",
            "--opt-threshold=2000",
        ],
        vec!["--tier=opt", "--inline=off"],
        // Exceptions and stack traces through register-entry frames, in
        // optimized-only and mixed-tier runs.
        vec!["--tier=opt", "--inline=off", "--register-calls=loop-free"],
        vec![
            "--tier=adaptive",
            "--compile-threshold=50",
            "--opt-threshold=2000",
            "--register-calls=all",
        ],
    ] {
        let mut all = vec!["run"];
        all.extend(args.iter().copied());
        all.extend(["-cp", cp, "InlinedStackTrace"]);
        let o = rvm(&all, &dir);
        assert_eq!(
            o.status.code(),
            java.status.code(),
            "{args:?}: {}",
            stderr(&o)
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&java.stdout),
            "{args:?}"
        );
        assert_eq!(
            stderr(&o),
            String::from_utf8_lossy(&java.stderr),
            "{args:?}"
        );
    }
}

/// A loop in `main`, entered once, moves into optimized code on the stack
/// (interpreter -> optimized OSR at its loop header), output unchanged.
#[test]
fn long_running_main_loop_is_replaced_on_stack_by_optimized_code() {
    let dir = scratch("osr");
    let out = javac_suite_program(&dir, "opt/LongMainLoop");
    let cp = out.to_str().unwrap();
    let log = dir.join("aos.jsonl");
    let aos = format!("--aos-log={}", log.display());
    let o = rvm(&["run", "--stats", &aos, "-cp", cp, "LongMainLoop"], &dir);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("on-stack replacements 1 (1 into optimized code)"),
        "{err}"
    );
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("\"event\":\"osr\"") && text.contains("LongMainLoop.main"),
        "{text}"
    );
    let reference = rvm(&["run", "--tier=interp", "-cp", cp, "LongMainLoop"], &dir);
    assert_eq!(o.stdout, reference.stdout);
}

/// Baseline activations move too: a method compiled by the baseline
/// compiler, then called once with a long `for` loop, continues in optimized
/// code when its countdown runs out at the loop's `goto` (twice: one of the
/// loops throws from the optimized code, and the trace shows the method
/// once); a do-while loop (closed by a conditional branch) is only promoted.
#[test]
fn baseline_activations_in_long_for_loops_move_to_optimized_code() {
    let dir = scratch("osr-baseline");
    let out = javac_suite_program(&dir, "opt/BaselineLoopOsr");
    let cp = out.to_str().unwrap();
    let log = dir.join("aos.jsonl");
    let aos = format!("--aos-log={}", log.display());
    let o = rvm(
        &["run", "--stats", &aos, "-cp", cp, "BaselineLoopOsr"],
        &dir,
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("2 from baseline code"), "{err}");
    let text = std::fs::read_to_string(&log).unwrap();
    for method in [
        "BaselineLoopOsr.forLoop(I)J",
        "BaselineLoopOsr.throwing(I)I",
    ] {
        assert!(
            text.lines().any(|l| l.contains("\"event\":\"osr\"")
                && l.contains("\"from\":\"baseline\"")
                && l.contains(method)),
            "{method}: {text}"
        );
    }
    assert!(
        !text.contains("\"method\":\"BaselineLoopOsr.doWhile(I)J\",\"bci\""),
        "{text}"
    );
    let java = Command::new("java")
        .args(["-cp", cp, "BaselineLoopOsr"])
        .output()
        .expect("run java");
    assert_eq!(o.stdout, java.stdout);
}

/// Runs suite program `program` (`<area>/<Class>`) with `arg` under the
/// cost-benefit controller with `--stats` and an AOS log; checks that it
/// succeeds and prints java's output; returns its stderr and the log.
fn run_cost_benefit(
    scratch_name: &str,
    program: &str,
    arg: &str,
    extra: &[&str],
) -> (String, String) {
    let dir = scratch(scratch_name);
    let out = javac_suite_program(&dir, program);
    let cp = out.to_str().unwrap();
    let class = program.rsplit('/').next().unwrap();
    let log = dir.join("aos.jsonl");
    let aos = format!("--aos-log={}", log.display());
    let mut args = vec!["run", "--controller=cost-benefit", "--stats", &aos];
    args.extend_from_slice(extra);
    args.extend_from_slice(&["-cp", cp, class, arg]);
    let o = rvm(&args, &dir);
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    let java = Command::new("java")
        .args(["-cp", cp, class, arg])
        .output()
        .expect("run java");
    assert_eq!(o.stdout, java.stdout);
    (err, std::fs::read_to_string(&log).unwrap())
}

/// Under the cost-benefit controller a baseline activation still in a `for`
/// loop of a method the model sent to the optimizing tier moves to
/// optimized code at a backedge: with samples alone (`--controller-counts=off`)
/// the countdown is parked until the recompilation is installed, then armed
/// (the loops run 50 million times so that the timer's samples find them);
/// with counts (the default) the countdown's question at a backedge is
/// answered by the model, and a yes moves the activation at once.
#[test]
fn cost_benefit_recompilation_moves_running_baseline_loops_to_optimized_code() {
    for (name, extra, trigger) in [
        (
            "osr-baseline-cb-samples",
            &["--controller-counts=off"][..],
            "samples",
        ),
        ("osr-baseline-cb-counts", &[][..], "counts"),
    ] {
        let (err, text) = run_cost_benefit(name, "opt/BaselineLoopOsr", "50000000", extra);
        assert!(
            text.lines().any(|l| l.contains("\"event\":\"osr\"")
                && l.contains("\"from\":\"baseline\"")
                && l.contains("BaselineLoopOsr.forLoop(I)J")),
            "{trigger}: {err}\n{text}"
        );
        assert!(
            text.lines().any(|l| l.contains("\"event\":\"decide\"")
                && l.contains(&format!("\"trigger\":\"{trigger}\""))
                && l.contains("BaselineLoopOsr.forLoop(I)J")),
            "{trigger}: {text}"
        );
    }
}

/// The adaptive inlining organizer under the cost-benefit controller: after
/// `step` is optimized, its hot call edge moves to a method it did not
/// inline; the model prices recompiling it for the new hot edge (logged with
/// the share and the estimates) and the recompile goes from opt to opt.
#[test]
fn cost_benefit_prices_recompiling_optimized_code_for_new_hot_edges() {
    let (err, text) = run_cost_benefit("new-hot-edges", "opt/NewHotEdges", "40000", &[]);
    let decision = text
        .lines()
        .find(|l| {
            l.contains("\"reason\":\"new hot call edges\"") && l.contains("NewHotEdges.step(ZII)I")
        })
        .unwrap_or_else(|| panic!("no decision for step: {err}\n{text}"));
    assert!(decision.contains("\"new_hot_share\":"), "{decision}");
    assert!(
        text.lines().any(|l| l.contains("\"event\":\"recompile\"")
            && l.contains("NewHotEdges.step(ZII)I")
            && l.contains("\"from\":\"opt\"")),
        "{text}"
    );
    assert!(
        err.contains("optimized methods recompiled for new hot call edges")
            && !err.contains(" 0 optimized methods recompiled"),
        "{err}"
    );
}

/// Issue 12's end-to-end cases with exact (exhaustive) profiles: a
/// monomorphic virtual site inlines its target behind a guard, a site split
/// 70/30 inlines the 70% target only, a megamorphic site (five targets of
/// 20%) inlines nothing; and inlining does not change the DCG.
#[test]
fn profile_directed_inlining_follows_the_40_percent_rule_and_keeps_the_dcg() {
    let dir = scratch("split-sites");
    let out = javac_suite_program(&dir, "opt/SplitSites");
    let cp = out.to_str().unwrap();
    let log = dir.join("inline.jsonl");
    let o = rvm(
        &[
            "run",
            "--sampler=exhaustive",
            &format!("--inline-log={}", log.display()),
            "-cp",
            cp,
            "SplitSites",
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&log).unwrap();
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let last = |caller: &str| {
        records
            .iter()
            .filter(|r| {
                r["root"] == "SplitSites.main([Ljava/lang/String;)V"
                    && r["caller"] == caller
                    && r["bci"] == 1
            })
            .last()
            .unwrap_or_else(|| panic!("no decision at {caller} @1: {text}"))
            .clone()
    };
    let mono = last("SplitSites.mono(LSplitSites$Shape;)I");
    assert_eq!(
        mono["inlined"],
        serde_json::json!(["SplitSites$Square.area()I"]),
        "{mono}"
    );
    let split = last("SplitSites.split(LSplitSites$Shape;)I");
    assert_eq!(split["verdict"], "guarded", "{split}");
    assert_eq!(
        split["inlined"],
        serde_json::json!(["SplitSites$Square.area()I"]),
        "{split}"
    );
    let mega = last("SplitSites.mega(LSplitSites$Shape;)I");
    assert_eq!(
        (mega["verdict"].as_str(), mega["rule"].as_str()),
        (Some("no"), Some("below-guard-share")),
        "{mega}"
    );
    // The exhaustive DCG counts every call whether or not it was inlined.
    let dcgs: Vec<PathBuf> = ["off", "profile"]
        .iter()
        .map(|m| dir.join(format!("{m}.json")))
        .collect();
    for (mode, path) in ["off", "profile"].iter().zip(&dcgs) {
        let o = rvm(
            &[
                "run",
                "--sampler=exhaustive",
                &format!("--inline={mode}"),
                &format!("--dcg-out={}", path.display()),
                "-cp",
                cp,
                "SplitSites",
            ],
            &dir,
        );
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let o = rvm(
        &[
            "dcg",
            "overlap",
            "--json",
            dcgs[0].to_str().unwrap(),
            dcgs[1].to_str().unwrap(),
        ],
        &dir,
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        (v["overlap"].as_f64().unwrap() - 100.0).abs() < 1e-9,
        "identical edge counts: {v}"
    );
    // A saved DCG drives the first compilations already (--dcg-in).
    let log = dir.join("saved.jsonl");
    let o = rvm(
        &[
            "run",
            &format!("--dcg-in={}", dcgs[0].display()),
            &format!("--inline-log={}", log.display()),
            "-cp",
            cp,
            "SplitSites",
        ],
        &dir,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&log).unwrap();
    let first_split = text
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|r| r["caller"] == "SplitSites.split(LSplitSites$Shape;)I" && r["bci"] == 1)
        .expect("a decision at split @1");
    assert_eq!(
        first_split["inlined"],
        serde_json::json!(["SplitSites$Square.area()I"]),
        "{first_split}"
    );
    assert_clean_error(
        &rvm(
            &["run", "--dcg-in=missing.json", "-cp", cp, "SplitSites"],
            &dir,
        ),
        "--dcg-in=missing.json",
    );
}

fn assert_clean_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("rvm: error: ") && err.contains(needle),
        "{err}"
    );
}

/// `--inline-param hard_max_depth` is the translator's one hard limit: it
/// resolves callees and sizes its inlined-frame records to it (a second,
/// fixed limit of 5 once made deeper inlining overrun those records and
/// crash). `max_depth` is Jikes RVM's soft limit, which trivial callees
/// (the chain below) pass.
#[test]
fn inline_depth_follows_the_oracles_depth_limits_past_five() {
    let dir = scratch("max-depth");
    let mut source = String::from("public class Deep {\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    for pair in names.windows(2) {
        source.push_str(&format!(
            "    static int {}(int x) {{ return {}(x) + 1; }}\n",
            pair[0], pair[1]
        ));
    }
    source.push_str(
        "    static int j(int x) { return x * 3; }\n\
         \x20   static int run(int n) { int s = 0; for (int i = 0; i < n; i++) s += a(i); return s; }\n\
         \x20   public static void main(String[] args) { System.out.println(run(1000)); }\n}\n",
    );
    std::fs::write(dir.join("Deep.java"), source).unwrap();
    let status = Command::new("javac")
        .arg("Deep.java")
        .current_dir(&dir)
        .status()
        .expect("run javac");
    assert!(status.success());
    let expected = Command::new("java")
        .args(["-cp", ".", "Deep"])
        .current_dir(&dir)
        .output()
        .expect("run java");
    let deepest = |param: &str| {
        let log = format!("--inline-log=inline-{param}.jsonl");
        let o = rvm(
            &[
                "run",
                "--tier=opt",
                "--inline=static",
                "--background-compile=off",
                "--inline-param",
                &param,
                &log,
                "-cp",
                ".",
                "Deep",
            ],
            &dir,
        );
        assert!(o.status.success(), "{param}: {}", stderr(&o));
        assert_eq!(o.stdout, expected.stdout, "{param}");
        let tree = rvm(
            &[
                "inline",
                "tree",
                &format!("inline-{param}.jsonl"),
                "Deep.main",
            ],
            &dir,
        );
        assert!(tree.status.success(), "{}", stderr(&tree));
        String::from_utf8_lossy(&tree.stdout)
            .lines()
            .filter(|l| l.contains(" inline "))
            .map(|l| (l.len() - l.trim_start().len()) / 2)
            .max()
            .unwrap_or(0)
    };
    assert_eq!(deepest("hard_max_depth=5"), 5);
    assert_eq!(deepest("hard_max_depth=8"), 8);
    // main -> run -> a -> ... -> j: all trivial, all inlined past the soft 5.
    assert_eq!(deepest("max_depth=5"), 11);
}

/// The numbers after `key` in the `--stats` line that starts with `line`.
fn stats_numbers(stats: &str, line: &str) -> Vec<u64> {
    let text = stats
        .lines()
        .find(|l| l.trim_start().starts_with(line))
        .unwrap_or_else(|| panic!("no {line:?} line in:\n{stats}"));
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

#[test]
fn class_hierarchy_speculation_is_invalidated_by_a_late_subclass_and_can_be_turned_off() {
    let dir = scratch("cha");
    let out = javac_suite_program(&dir, "opt/ClassHierarchySpeculation");
    let cp = out.to_str().unwrap();
    let on = rvm(
        &[
            "run",
            "--tier=opt",
            "--stats",
            "--aos-log=aos.jsonl",
            "-cp",
            cp,
            "ClassHierarchySpeculation",
        ],
        &dir,
    );
    assert!(on.status.success(), "{}", stderr(&on));
    // [installs with assumptions, dependencies live, invalidated, refused, overridden]
    let n = stats_numbers(&stderr(&on), "CHA speculation");
    assert!(n[0] >= 2, "speculative installs: {}", stderr(&on));
    // Circle overrides Shape.area, which bigSum, runThrough and spin were
    // compiled to call directly; Leaf overrides Base.f (bigSum).
    assert!(n[2] >= 3, "invalidations: {}", stderr(&on));
    let log = std::fs::read_to_string(dir.join("aos.jsonl")).expect("aos log");
    let invalidations: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("\"event\":\"invalidate\""))
        .collect();
    assert!(
        invalidations
            .iter()
            .any(|l| l.contains("runThrough") && l.contains("\"class\":\"Circle\"")),
        "{log}"
    );
    let off = rvm(
        &[
            "run",
            "--tier=opt",
            "--stats",
            "--speculate=off",
            "-cp",
            cp,
            "ClassHierarchySpeculation",
        ],
        &dir,
    );
    assert!(off.status.success(), "{}", stderr(&off));
    assert_eq!(on.stdout, off.stdout);
    let n = stats_numbers(&stderr(&off), "CHA speculation");
    assert_eq!((n[0], n[2]), (0, 0), "{}", stderr(&off));
}
