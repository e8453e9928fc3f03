//! End-to-end tests of PEP (Bond & McKinley 2005) on tests/pep/*.java: the
//! perfect path profile equals counts computed by hand, does not depend on
//! the numbering, and gives the same edge profile with and without inlining
//! (paths are reported per original method and bci); paths through
//! tableswitch/lookupswitch give the hand-computed switch edges; sampled PEP
//! finds the hot paths; `--edge-profile` moves a rare branch side out of line
//! in the machine code, with and without PEP; bad options fail with a message.

use rvm_profiler::paths::{EdgesSection, PathRecord, PathsSection};
use rvm_profiler::ProfileFile;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("pep-tests")
}

/// tests/pep compiled once.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = dir().join("classes");
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pep");
        let status = Command::new("javac")
            .arg("-d")
            .arg(&out)
            .arg(src.join("PathCounts.java"))
            .arg(src.join("LongLoop.java"))
            .arg(src.join("SwitchPaths.java"))
            .arg(src.join("BiasedBranch.java"))
            .status()
            .expect("javac is installed");
        assert!(status.success(), "javac failed on tests/pep");
        out
    })
}

fn rvm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(args)
        .output()
        .expect("run rvm")
}

/// Runs `main` with `options` and `--profile-out`; returns the file.
fn profile(name: &str, main: &str, options: &[&str]) -> (ProfileFile, PathBuf) {
    std::fs::create_dir_all(dir()).unwrap();
    let file = dir().join(format!("{name}.json"));
    let out_arg = format!("--profile-out={}", file.display());
    let mut args: Vec<&str> = options.to_vec();
    args.extend([
        out_arg.as_str(),
        "run",
        "-cp",
        classes().to_str().unwrap(),
        main,
    ]);
    let out = rvm(&args);
    assert!(
        out.status.success(),
        "{name}: rvm failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (ProfileFile::read(&file).unwrap(), file)
}

fn paths(f: &ProfileFile) -> PathsSection {
    f.section("paths", "test").unwrap().unwrap()
}

/// Successor counts of the branches of methods of class `class`.
fn branches(f: &ProfileFile, class: &str) -> BTreeMap<(String, u32), BTreeMap<u32, u64>> {
    let e: EdgesSection = f.section("edges", "test").unwrap().unwrap();
    e.branches
        .into_iter()
        .filter(|b| b.method.starts_with(&format!("{class}.")))
        .map(|b| ((b.method, b.bci), b.successors))
        .collect()
}

fn of_root<'a>(p: &'a PathsSection, root: &str) -> Vec<&'a PathRecord> {
    p.paths
        .iter()
        .filter(|r| r.root.starts_with(root))
        .collect()
}

fn counts(records: &[&PathRecord]) -> Vec<u64> {
    let mut c: Vec<u64> = records.iter().map(|r| r.count).collect();
    c.sort_unstable();
    c
}

const MAIN: &str = "PathCounts.main([Ljava/lang/String;)V";
const CLASSIFY: &str = "PathCounts.classify(I)I";

/// By hand (tests/pep/PathCounts.java): i % 4 == 0 for 25 of the 100 values.
/// main: ENTRY -> loop header once; header -> a++ -> header 25 times;
/// header -> b++ -> header 75 times; header -> exit once. classify: 25 / 75.
#[test]
fn perfect_path_profile_equals_the_hand_computed_counts() {
    let (f, _) = profile(
        "perfect-noinline",
        "PathCounts",
        &[
            "--tier=opt",
            "--inline=off",
            "--pep=perfect",
            "--pep-numbering=ball-larus",
        ],
    );
    let p = paths(&f);
    assert_eq!(counts(&of_root(&p, MAIN)), vec![1, 1, 25, 75]);
    assert_eq!(counts(&of_root(&p, CLASSIFY)), vec![25, 75]);
    let exits: Vec<&PathRecord> = of_root(&p, MAIN)
        .into_iter()
        .filter(|r| r.ends_at == "exit")
        .collect();
    assert_eq!(exits.len(), 1);
    assert_eq!(exits[0].count, 1);
    // The edge profile derived from the paths (§3.3): the loop test, the
    // if in main, the if in classify.
    let b = branches(&f, "PathCounts");
    let by_count: Vec<Vec<u64>> = b
        .values()
        .map(|s| {
            let mut v: Vec<u64> = s.values().copied().collect();
            v.sort_unstable();
            v
        })
        .collect();
    let mut by_count = by_count;
    by_count.sort();
    assert_eq!(by_count, vec![vec![1, 100], vec![25, 75], vec![25, 75]]);
}

/// Successor counts of each branch of `class`, sorted, by method name.
fn sorted_successor_counts(f: &ProfileFile, class: &str) -> Vec<(String, Vec<u64>)> {
    let mut out: Vec<(String, Vec<u64>)> = branches(f, class)
        .into_iter()
        .map(|((method, _), s)| {
            let mut v: Vec<u64> = s.values().copied().collect();
            v.sort_unstable();
            (method, v)
        })
        .collect();
    out.sort();
    out
}

/// By hand (tests/pep/SwitchPaths.java): dense's tableswitch 20/20/20/20 and
/// default 40; sparse's lookupswitch 40/40/40; loop's tableswitch 30 each,
/// its case 2 falling through into case 3 (a path through both blocks).
#[test]
fn paths_through_switches_give_the_hand_computed_switch_edges() {
    let expected = |f: &ProfileFile| {
        let s = sorted_successor_counts(f, "SwitchPaths");
        let of = |m: &str| -> Vec<Vec<u64>> {
            s.iter()
                .filter(|(method, _)| method.starts_with(m))
                .map(|(_, v)| v.clone())
                .collect()
        };
        assert_eq!(of("SwitchPaths.dense"), vec![vec![20, 20, 20, 20, 40]]);
        assert_eq!(of("SwitchPaths.sparse"), vec![vec![40, 40, 40]]);
        let mut looped = of("SwitchPaths.loop");
        looped.sort();
        assert_eq!(looped, vec![vec![1, 120], vec![30, 30, 30, 30]]);
    };
    for (name, numbering, inline) in [
        ("switch-bl", "--pep-numbering=ball-larus", "--inline=off"),
        ("switch-smart", "--pep-numbering=smart", "--inline=off"),
        ("switch-inline", "--pep-numbering=smart", "--inline=static"),
    ] {
        let (f, _) = profile(
            name,
            "SwitchPaths",
            &["--tier=opt", "--pep=perfect", numbering, inline],
        );
        expected(&f);
        if inline == "--inline=off" {
            let p = paths(&f);
            assert_eq!(
                counts(&of_root(&p, "SwitchPaths.dense")),
                vec![20, 20, 20, 20, 40]
            );
            assert_eq!(counts(&of_root(&p, "SwitchPaths.sparse")), vec![40, 40, 40]);
            // ENTRY -> header, header -> exit, and one path per case.
            assert_eq!(
                counts(&of_root(&p, "SwitchPaths.loop")),
                vec![1, 1, 30, 30, 30, 30]
            );
            let fall_through = of_root(&p, "SwitchPaths.loop")
                .into_iter()
                .filter(|r| r.blocks.len() == 6)
                .count();
            assert_eq!(
                fall_through, 1,
                "case 2 -> case 3 is one path of six blocks"
            );
        }
    }
}

/// Where the rare side of BiasedBranch.work's branch (the only `xor ..,5555h`)
/// lands in its optimized machine code: before or after the first `ret`.
fn rare_side_after_return(options: &[&str]) -> bool {
    let mut args: Vec<&str> = options.to_vec();
    args.extend([
        "--background-compile=off",
        "--inline=off",
        "--print-code=BiasedBranch.work",
        "run",
        "-cp",
        classes().to_str().unwrap(),
        "BiasedBranch",
    ]);
    let out = rvm(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let opt = text
        .split("== BiasedBranch.work(I)I [opt")
        .nth(1)
        .expect("work was optimized");
    let code = opt
        .split("-- machine code")
        .nth(1)
        .expect("machine code printed");
    let line_of = |needle: &str| code.lines().position(|l| l.contains(needle));
    let xor = line_of("5555h").expect("the rare side's xor");
    let ret = line_of(" ret").expect("a ret");
    xor > ret
}

/// `--edge-profile` must change the code, or Figure 11 measures nothing: the
/// side taken 1 time in 1000 becomes a cold block after the function's hot
/// code (the branch sense flips so the hot side falls through), with PEP's
/// edge blocks on (they are cold when they leave a cold block) and without.
#[test]
fn the_edge_profile_moves_a_rare_branch_side_out_of_line() {
    assert!(!rare_side_after_return(&["--edge-profile=off"]));
    assert!(!rare_side_after_return(&["--pep=64,17"]));
    assert!(rare_side_after_return(&["--edge-profile=baseline"]));
    assert!(rare_side_after_return(&[
        "--pep=64,17",
        "--edge-profile=baseline"
    ]));
    assert!(rare_side_after_return(&[
        "--pep=64,17",
        "--edge-profile=pep"
    ]));
}

#[test]
fn smart_and_ball_larus_numbering_give_the_same_profile() {
    let (a, _) = profile(
        "perfect-bl",
        "PathCounts",
        &["--tier=opt", "--pep=perfect", "--pep-numbering=ball-larus"],
    );
    let (b, _) = profile(
        "perfect-smart",
        "PathCounts",
        &["--tier=opt", "--pep=perfect", "--pep-numbering=smart"],
    );
    let key = |p: &PathsSection| -> Vec<(String, u64)> {
        let mut v: Vec<(String, u64)> = of_root(p, "PathCounts.")
            .iter()
            .map(|r| (format!("{:?}", r.blocks), r.count))
            .collect();
        v.sort();
        v
    };
    assert_eq!(key(&paths(&a)), key(&paths(&b)));
    assert!(!key(&paths(&a)).is_empty());
}

/// With inlining, main's paths run through classify's blocks, reported as
/// classify's bytecode; the edge profile is the same as without inlining.
#[test]
fn inlined_paths_are_reported_per_original_method_and_bci() {
    let (inl, _) = profile(
        "perfect-inline",
        "PathCounts",
        &["--tier=opt", "--pep=perfect"],
    );
    let (off, _) = profile(
        "perfect-inline-off",
        "PathCounts",
        &["--tier=opt", "--inline=off", "--pep=perfect"],
    );
    let p = paths(&inl);
    let through_classify: u64 = of_root(&p, MAIN)
        .iter()
        .filter(|r| r.blocks.iter().any(|b| b.method == CLASSIFY))
        .map(|r| r.count)
        .sum();
    assert_eq!(
        through_classify, 100,
        "every iteration runs the inlined classify"
    );
    assert_eq!(branches(&inl, "PathCounts"), branches(&off, "PathCounts"));
}

#[test]
fn sampled_pep_finds_the_hot_paths_of_a_long_loop() {
    let (f, file) = profile("sampled", "LongLoop", &["--tier=opt", "--pep=64,17"]);
    let p = paths(&f);
    let main = of_root(&p, "LongLoop.main");
    let total: u64 = main.iter().map(|r| r.count).sum();
    assert!(total >= 64, "at least one window of 64 samples: {total}");
    // (i & 7) == 0 one iteration in eight: the hottest path is the other side.
    let hottest = main.iter().max_by_key(|r| r.count).unwrap();
    let share = hottest.count as f64 / total as f64;
    assert!((0.75..0.97).contains(&share), "hottest share {share}");
    assert_eq!(f.config["pep"], "64,17");
    let out = rvm(&["profile", "paths", file.to_str().unwrap(), "LongLoop.main"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("ends at header"),
        "{text}"
    );
}

#[test]
fn a_profile_is_fully_accurate_against_itself() {
    let (_, file) = profile("self", "PathCounts", &["--tier=opt", "--pep=perfect"]);
    let f = file.to_str().unwrap();
    let out = rvm(&["profile", "accuracy", "--json", f, f]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for k in [
        "hot_path_accuracy",
        "edge_relative_overlap",
        "edge_absolute_overlap",
    ] {
        assert!((v[k].as_f64().unwrap() - 100.0).abs() < 1e-9, "{k}: {v}");
    }
}

#[test]
fn bad_pep_options_fail_with_a_message() {
    let cp = classes().to_str().unwrap();
    for (args, expected) in [
        (vec!["--pep=0,3"], "SAMPLES,STRIDE"),
        (vec!["--pep=64,17", "--tier=baseline"], "optimized code"),
        (vec!["--profile-out=/tmp/x.json"], "--pep"),
        (
            vec!["--edge-profile=pep", "--tier=baseline"],
            "implied by --edge-profile=pep",
        ),
        (vec!["--pep-numbering=smart"], "needs --pep"),
    ] {
        let mut all = args.clone();
        all.extend(["run", "-cp", cp, "PathCounts"]);
        let out = rvm(&all);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && err.contains(expected),
            "{args:?}: {err}"
        );
    }
    // --edge-profile=pep alone collects its profile with PEP(64,17).
    let out = rvm(&[
        "--stats",
        "run",
        "--edge-profile=pep",
        "-cp",
        cp,
        "PathCounts",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && err.contains("64,17"), "{err}");
    let (_, file) = profile("nomethod", "PathCounts", &["--tier=opt", "--pep=perfect"]);
    let out = rvm(&["profile", "paths", file.to_str().unwrap(), "Nope.nothing"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no paths"));
}
