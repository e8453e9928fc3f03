//! Replay compilation from the command line (docs/replay.md): `--advice-out`
//! records what the adaptive system compiled, `--advice-in` compiles exactly
//! that. Checked: a replayed program prints what `java` prints; two replays
//! of one advice file decide the same (inline and AOS logs byte for byte);
//! nothing is recompiled; the profiler still runs; every kind of bad advice
//! is an error before the program runs or a warning per stale entry.

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
        .join("advice")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch folder");
    dir
}

fn suite_source(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/java")
        .join(format!("{path}.java"))
}

/// Compiles `source` into `dir/out`.
fn javac(dir: &Path, source: &Path) -> PathBuf {
    let out = dir.join("out");
    let status = Command::new("javac")
        .arg("-d")
        .arg(&out)
        .arg(source)
        .status()
        .expect("run javac");
    assert!(status.success(), "javac {}", source.display());
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `class` from `out` with `options`, in `dir`.
fn run(dir: &Path, out: &Path, class: &str, options: &[&str], args: &[String]) -> Output {
    let mut all: Vec<&str> = vec!["run"];
    all.extend_from_slice(options);
    all.extend(["-cp", out.to_str().unwrap(), class]);
    all.extend(args.iter().map(String::as_str));
    rvm(&all, dir)
}

fn records_opt_compiles(advice: &str) -> bool {
    advice.contains("\"tier\": \"opt\"")
}

/// Adaptive recording with thresholds low enough that small programs reach
/// the optimizing tier (foreground compiles: the recording itself need not
/// be deterministic, but it should be quick).
const ADAPTIVE: &[&str] = &[
    "--tier=adaptive",
    "--compile-threshold=5",
    "--opt-threshold=50",
];

#[test]
fn record_then_replay_prints_what_java_prints_for_two_suite_areas() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/java");
    let mut cases = Vec::new();
    for area in ["programs", "opt"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(area))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "java"))
            .collect();
        files.sort();
        cases.extend(files.into_iter().map(|f| (area, f)));
    }
    assert!(cases.len() >= 10, "{cases:?}");
    // Two workers take the cases in turn (the file's other tests are short,
    // so the machine's second core would otherwise idle through this one).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let opt_count = std::sync::atomic::AtomicUsize::new(0);
    let one_case = |area: &str, source: &Path| {
        let class = source.file_stem().unwrap().to_str().unwrap().to_string();
        let dir = scratch(&format!("suite-{area}-{class}"));
        let out = javac(&dir, &source);
        let args: Vec<String> = std::fs::read_to_string(source.with_extension("args"))
            .map(|a| a.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        let java = Command::new("java")
            .args(["-XX:-OmitStackTraceInFastThrow", "-cp"])
            .arg(&out)
            .arg(&class)
            .args(&args)
            .output()
            .expect("run java");
        for (mode, options) in [("adaptive", ADAPTIVE), ("opt", &["--tier=opt"][..])] {
            let advice = dir.join(format!("{mode}.advice.json"));
            let advice_out = format!("--advice-out={}", advice.display());
            let mut record: Vec<&str> = options.to_vec();
            record.push(&advice_out);
            let recorded = run(&dir, &out, &class, &record, &args);
            assert_eq!(
                recorded.status.code(),
                java.status.code(),
                "{area}/{class} recording ({mode}): {}",
                text(&recorded.stderr)
            );
            let advice_text = read(&advice);
            opt_count.fetch_add(
                records_opt_compiles(&advice_text) as usize,
                std::sync::atomic::Ordering::Relaxed,
            );
            let advice_in = format!("--advice-in={}", advice.display());
            let replayed = run(&dir, &out, &class, &[&advice_in], &args);
            let err = text(&replayed.stderr);
            assert_eq!(
                text(&replayed.stdout),
                text(&java.stdout),
                "{area}/{class} replay of {mode}: {err}"
            );
            assert_eq!(replayed.status.code(), java.status.code(), "{err}");
            assert_eq!(
                err.lines().next(),
                text(&java.stderr).lines().next(),
                "{area}/{class} replay of {mode}: first line of stderr"
            );
            assert!(!err.contains("warning"), "{area}/{class}: {err}");
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((area, source)) = cases.get(i) else {
                    break;
                };
                one_case(area, source);
            });
        }
    });
    let opt_recorded = opt_count.into_inner();
    assert!(
        opt_recorded >= 10,
        "recordings with opt compiles: {opt_recorded}"
    );
}

/// Records SplitSites (monomorphic, split and megamorphic call sites).
fn split_sites(dir: &Path) -> (PathBuf, PathBuf) {
    let out = javac(dir, &suite_source("opt/SplitSites"));
    let advice = dir.join("advice.json");
    let advice_out = format!("--advice-out={}", advice.display());
    let o = run(dir, &out, "SplitSites", &[&advice_out], &[]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    (out, advice)
}

#[test]
fn two_replays_of_one_advice_file_give_identical_inline_and_aos_logs() {
    let dir = scratch("identical");
    let (out, advice) = split_sites(&dir);
    let advice_text = read(&advice);
    assert!(advice_text.contains("\"format\": \"rvm-advice-1\""));
    assert!(advice_text.contains("\"inline\""), "{advice_text}");
    let mut logs = Vec::new();
    for i in 0..2 {
        let (inline, aos) = (
            dir.join(format!("inline{i}.log")),
            dir.join(format!("aos{i}.log")),
        );
        let o = run(
            &dir,
            &out,
            "SplitSites",
            &[
                &format!("--advice-in={}", advice.display()),
                &format!("--inline-log={}", inline.display()),
                &format!("--aos-log={}", aos.display()),
                "--stats",
            ],
            &[],
        );
        let err = text(&o.stderr);
        assert_eq!(text(&o.stdout), "83700000\n", "{err}");
        assert!(err.contains("recompilations      0"), "{err}");
        logs.push((read(&inline), read(&aos)));
    }
    assert_eq!(logs[0], logs[1]);
    let (inline, aos) = &logs[0];
    assert!(inline.contains("\"rule\":\"advice\""), "{inline}");
    assert!(aos.contains("\"tier\":\"opt\""), "{aos}");
    // Replay compiles; it never recompiles, reconsiders or replaces on stack.
    assert!(
        aos.lines().all(|l| l.starts_with("{\"event\":\"replay\"")),
        "{aos}"
    );
}

#[test]
fn replay_keeps_the_profiler_running_without_letting_it_decide() {
    let dir = scratch("profiler");
    let (out, advice) = split_sites(&dir);
    let dcg = dir.join("dcg.json");
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &[
            &format!("--advice-in={}", advice.display()),
            "--sampler=exhaustive",
            &format!("--dcg-out={}", dcg.display()),
            "--stats",
        ],
        &[],
    );
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        read(&dcg).contains("SplitSites.mega"),
        "the DCG has the program's edges"
    );
    assert!(err.contains("recompilations      0"), "{err}");
}

#[test]
fn a_replayed_run_can_record_its_own_advice_with_the_same_plans() {
    let dir = scratch("rerecord");
    let (out, advice) = split_sites(&dir);
    let again = dir.join("again.json");
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &[
            &format!("--advice-in={}", advice.display()),
            &format!("--advice-out={}", again.display()),
        ],
        &[],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let first: serde_json::Value = serde_json::from_str(&read(&advice)).unwrap();
    let second: serde_json::Value = serde_json::from_str(&read(&again)).unwrap();
    // The replay compiles each method once, at its highest recorded tier,
    // with the last recorded plan.
    let last_opt = |v: &serde_json::Value, m: &str| {
        v["compiles"]
            .as_array()
            .unwrap()
            .iter()
            .rev()
            .find(|c| c["method"] == m && c["tier"] == "opt" && c.get("osr_bci").is_none())
            .map(|c| c["inline"].clone())
    };
    let main = "SplitSites.mega(LSplitSites$Shape;)I";
    if let Some(plan) = last_opt(&first, main) {
        assert_eq!(last_opt(&second, main), Some(plan));
    }
    assert!(second["config"]["tier"]
        .as_str()
        .unwrap()
        .starts_with("replay of"));
}

#[test]
fn the_branch_profile_is_recorded_and_replayed_with_edge_profile_layout() {
    let dir = scratch("branches");
    let source = suite_source("programs/StackLanguage");
    let out = javac(&dir, &source);
    let java = Command::new("java")
        .arg("-cp")
        .arg(&out)
        .arg("StackLanguage")
        .output()
        .expect("run java");
    let advice = dir.join("advice.json");
    let mut record = ADAPTIVE.to_vec();
    let advice_out = format!("--advice-out={}", advice.display());
    record.extend([
        "--edge-profile=baseline",
        "--background-compile=off",
        &advice_out,
    ]);
    let o = run(&dir, &out, "StackLanguage", &record, &[]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let advice_text = read(&advice);
    assert!(advice_text.contains("\"successors\""), "{advice_text}");
    assert!(advice_text.contains("\"edge_profile\": \"baseline\""));
    let o = run(
        &dir,
        &out,
        "StackLanguage",
        &[&format!("--advice-in={}", advice.display())],
        &[],
    );
    assert_eq!(text(&o.stdout), text(&java.stdout), "{}", text(&o.stderr));
}

fn assert_error_before_the_program(o: &Output, needle: &str) {
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.starts_with("rvm: error: "), "{err}");
    assert!(err.contains(needle), "{needle:?} in {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(o.stdout.is_empty(), "the program must not run");
}

#[test]
fn unreadable_malformed_or_foreign_advice_is_an_error_before_the_program_runs() {
    let dir = scratch("bad-files");
    let (out, advice) = split_sites(&dir);
    let good = read(&advice);
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "truncated.json",
            good[..good.len() / 2].to_string(),
            "not JSON",
        ),
        ("empty.json", String::new(), "not JSON"),
        (
            "version.json",
            good.replace("rvm-advice-1", "rvm-advice-2"),
            "\"rvm-advice-2\" is not supported",
        ),
        (
            "profile.json",
            "{\"format\": \"rvm-profile-1\"}".into(),
            "is not supported",
        ),
        ("dcg.json", "{\"edges\": []}".into(), "not an advice file"),
        (
            "tier.json",
            good.replacen("\"tier\": \"baseline\"", "\"tier\": \"turbo\"", 1),
            "malformed advice",
        ),
        (
            "interp.json",
            good.replacen("\"tier\": \"baseline\"", "\"tier\": \"interp\"", 1),
            "is not a compilation",
        ),
        (
            "name.json",
            good.replacen("\"method\": \"", "\"method\": \"(", 1),
            "is not a method name",
        ),
    ];
    for (name, content, needle) in cases {
        let path = dir.join(name);
        std::fs::write(&path, content).unwrap();
        let o = run(
            &dir,
            &out,
            "SplitSites",
            &[&format!("--advice-in={}", path.display())],
            &[],
        );
        assert_error_before_the_program(&o, needle);
    }
    let o = run(&dir, &out, "SplitSites", &["--advice-in=missing.json"], &[]);
    assert_error_before_the_program(&o, "--advice-in=missing.json");
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &["--advice-in", advice.to_str().unwrap(), "--tier=interp"],
        &[],
    );
    assert_error_before_the_program(&o, "--tier=interp");
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &["--advice-out=no/such/folder/a.json"],
        &[],
    );
    assert_error_before_the_program(&o, "--advice-out=no/such/folder/a.json");
}

/// Rewrites the advice file's JSON.
fn edit(path: &Path, to: &Path, f: impl FnOnce(&mut serde_json::Value)) {
    let mut v: serde_json::Value = serde_json::from_str(&read(path)).unwrap();
    f(&mut v);
    std::fs::write(to, serde_json::to_string_pretty(&v).unwrap()).unwrap();
}

#[test]
fn stale_entries_are_skipped_with_one_warning_each_and_the_program_still_runs_right() {
    let dir = scratch("stale");
    let out = javac(&dir, &suite_source("opt/SplitSites"));
    // --tier=opt: every method is listed at opt with its static plan.
    let advice = dir.join("advice.json");
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &[
            "--tier=opt",
            "--inline=static",
            &format!("--advice-out={}", advice.display()),
        ],
        &[],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let stale = dir.join("stale.json");
    let mono = "SplitSites.mono(LSplitSites$Shape;)I";
    let main = "SplitSites.main([Ljava/lang/String;)V";
    edit(&advice, &stale, |v| {
        let compiles = v["compiles"].as_array_mut().unwrap();
        compiles.push(serde_json::json!({"method": "NoSuch.run()V", "tier": "opt"}));
        compiles.push(serde_json::json!({"method": "SplitSites.gone()V", "tier": "baseline"}));
        compiles.push(serde_json::json!({
        "method": main, "tier": "opt",
        "inline": [
            // bci 0 of main is not an invoke.
            {"site": [{"method": main, "bci": 0}],
             "targets": [{"method": mono, "guard": "none"}]},
        ]}));
        compiles.push(serde_json::json!({
        "method": mono, "tier": "opt",
        "inline": [
            // area() is virtual: an unguarded target does not match.
            {"site": [{"method": mono, "bci": 1}],
             "targets": [{"method": "SplitSites$Square.area()I", "guard": "none"}]},
        ]}));
        compiles.push(serde_json::json!({
        "method": "SplitSites.split(LSplitSites$Shape;)I", "tier": "opt",
        "inline": [
            // A method of another vtable slot.
            {"site": [{"method": "SplitSites.split(LSplitSites$Shape;)I", "bci": 1}],
             "targets": [{"method": "java/lang/Object.hashCode()I", "guard": "method-test"}]},
        ]}));
    });
    let o = run(
        &dir,
        &out,
        "SplitSites",
        &[&format!("--advice-in={}", stale.display())],
        &[],
    );
    let err = text(&o.stderr);
    assert_eq!(text(&o.stdout), "83700000\n", "{err}");
    assert_eq!(o.status.code(), Some(0), "{err}");
    for needle in [
        "NoSuch.run()V: no class NoSuch: entry skipped",
        "SplitSites.gone()V: class SplitSites has no such method: entry skipped",
        "bci 0 is not an invoke instruction",
        "SplitSites$Square.area()I (None) is not a target of this call",
        "java/lang/Object.hashCode()I (MethodTest) is not a target of this call",
    ] {
        assert_eq!(err.matches(needle).count(), 1, "{needle:?} once in {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
}
