//! End-to-end tests of instrumentation sampling (Arnold-Ryder 2001,
//! Hirzel-Chilimbi 2001; docs/instrumentation.md): the exhaustive
//! instrumented call-edge profile is the exhaustive sampler's DCG; the
//! duplicated-code variants at interval 1 are the exhaustive profile; sampled
//! profiles overlap the perfect one; bursty tracing keeps bursts; the
//! command line refuses contradictions. Counter-triggered sampling is
//! deterministic for a single thread, so the assertions on one thread are
//! exact; `InstrMix` runs two threads and is compared where the order of
//! their checks does not matter (exhaustive counts).

use rvm_profiler::instrumentation::profiles::{
    CallEdgeProfile, DataRefProfile, FieldAccessProfile,
};
use rvm_profiler::profile_file::{SECTION_CALL_EDGES, SECTION_DATA_REFS, SECTION_FIELD_ACCESSES};
use rvm_profiler::{Dcg, ProfileFile};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn work_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("instrumentation-tests")
}

/// Richards, DeltaBlue, InstrMix and SpinWhileCollecting compiled once.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = work_dir().join("classes");
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let status = Command::new("javac")
            .arg("-d")
            .arg(&out)
            .arg(root.join("benchmarks/oo/Richards.java"))
            .arg(root.join("benchmarks/oo/DeltaBlue.java"))
            .arg(root.join("tests/instr/InstrMix.java"))
            .arg(root.join("tests/instr/SpinWhileCollecting.java"))
            .status()
            .expect("javac is installed");
        assert!(status.success(), "javac failed");
        out
    })
}

/// Runs rvm under the VM lock: with threads in parallel (the default), a
/// thread that calls a method while another thread compiles it runs that
/// call interpreted, uninstrumented, so which calls of InstrMix's two threads
/// reach the profile would depend on scheduling, and the exact comparisons
/// below would be races. Under the VM lock both runs see the same calls.
fn rvm(options: &[&str], main: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .arg("--threads=vm-lock")
        .args(options)
        .args(["run", "-cp", classes().to_str().unwrap(), main])
        .args(args)
        .output()
        .expect("run rvm")
}

fn run_ok(name: &str, options: &[String], main: &str, args: &[&str]) {
    let opts: Vec<&str> = options.iter().map(String::as_str).collect();
    let out = rvm(&opts, main, args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("OK"),
        "{name}: rvm {opts:?} failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs with instrumentation and returns the profile file.
fn instrumented(name: &str, options: &[&str], main: &str, args: &[&str]) -> ProfileFile {
    std::fs::create_dir_all(work_dir()).unwrap();
    let file = work_dir().join(format!("{name}.json"));
    let _ = std::fs::remove_file(&file);
    let mut opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    opts.push(format!("--profile-out={}", file.display()));
    run_ok(name, &opts, main, args);
    ProfileFile::read(&file).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn exhaustive_dcg(name: &str, options: &[&str], main: &str, args: &[&str]) -> Dcg {
    std::fs::create_dir_all(work_dir()).unwrap();
    let file = work_dir().join(format!("{name}.dcg.json"));
    let _ = std::fs::remove_file(&file);
    let mut opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    opts.push("--sampler=exhaustive".into());
    opts.push(format!("--dcg-out={}", file.display()));
    run_ok(name, &opts, main, args);
    Dcg::read(&file).unwrap_or_else(|e| panic!("{name}: {e}"))
}

type EdgeCounts = HashMap<(String, u32, String), u64>;

/// `Thread.join` polls `isAlive` in a loop whose trip count depends on when
/// the other thread ends: a property of the run, not of the profiler. Their
/// events are left out of exact comparisons.
fn timing_dependent(method: &str) -> bool {
    method.starts_with("java/lang/Thread.join") || method.starts_with("java/lang/Thread.isAlive")
}

fn call_edges(p: &ProfileFile) -> EdgeCounts {
    let e: CallEdgeProfile = p
        .section(SECTION_CALL_EDGES, "test")
        .unwrap()
        .expect("call edges");
    e.edges
        .into_iter()
        .filter(|e| !timing_dependent(&e.caller))
        .map(|e| ((e.caller, e.bci, e.callee), e.count))
        .collect()
}

fn field_counts(p: &ProfileFile) -> HashMap<(String, String, u32), u64> {
    let f: FieldAccessProfile = p
        .section(SECTION_FIELD_ACCESSES, "test")
        .unwrap()
        .expect("field accesses");
    f.sites
        .into_iter()
        .filter(|s| !timing_dependent(&s.method))
        .map(|s| ((s.field, s.method, s.bci), s.count))
        .collect()
}

fn dcg_counts(d: &Dcg) -> EdgeCounts {
    let json: serde_json::Value = serde_json::from_str(&d.to_json()).unwrap();
    let names = &json["methods"];
    json["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let name = |k: &str| {
                names[e[k].as_u64().unwrap().to_string()]
                    .as_str()
                    .unwrap()
                    .to_string()
            };
            (
                (
                    name("caller"),
                    e["bci"].as_u64().unwrap() as u32,
                    name("callee"),
                ),
                e["samples"].as_u64().unwrap(),
            )
        })
        .filter(|((caller, _, _), _)| !timing_dependent(caller))
        .collect()
}

fn assert_same_counts<K: std::fmt::Debug + Eq + std::hash::Hash + Ord + Clone>(
    what: &str,
    a: &HashMap<K, u64>,
    b: &HashMap<K, u64>,
) {
    let mut diff: Vec<(K, Option<u64>, Option<u64>)> = a
        .keys()
        .chain(b.keys())
        .filter(|k| a.get(*k) != b.get(*k))
        .map(|k| (k.clone(), a.get(k).copied(), b.get(k).copied()))
        .collect();
    diff.sort();
    diff.dedup();
    assert!(
        diff.is_empty(),
        "{what}: {} keys differ, e.g. {:?}",
        diff.len(),
        &diff[..diff.len().min(5)]
    );
    assert!(!a.is_empty(), "{what}: empty profile");
}

const PROGRAMS: &[(&str, &[&str])] = &[
    ("Richards", &["10"]),
    ("DeltaBlue", &["10"]),
    ("InstrMix", &["300"]),
];

#[test]
fn exhaustive_instrumented_call_edges_equal_the_exhaustive_samplers_dcg() {
    for &(main, args) in PROGRAMS {
        for inline in ["--inline=off", "--inline=static"] {
            let base = ["--tier=opt", inline];
            let dcg = exhaustive_dcg(&format!("{main}{inline}"), &base, main, args);
            let mut opts = base.to_vec();
            opts.extend(["--instrument=call-edge", "--instr-sampling=exhaustive"]);
            let p = instrumented(&format!("{main}{inline}-exh"), &opts, main, args);
            assert_same_counts(
                &format!("{main} {inline}"),
                &call_edges(&p),
                &dcg_counts(&dcg),
            );
        }
    }
}

#[test]
fn duplicated_code_sampling_every_check_is_the_exhaustive_profile() {
    for &(main, args) in PROGRAMS {
        let run = |sampling: &str| {
            let opts = [
                "--tier=opt",
                "--inline=static",
                "--instrument=call-edge,field-access",
                sampling,
                "--instr-interval=1",
            ];
            instrumented(&format!("{main}{sampling}"), &opts, main, args)
        };
        let perfect = run("--instr-sampling=exhaustive");
        for sampling in [
            "--instr-sampling=full-dup",
            "--instr-sampling=partial-dup",
            "--instr-sampling=no-dup",
            // Full-Duplication (the default) with the yieldpoints kept
            // beside the checks (Arnold-Ryder's Table 2 framework).
            "--instr-yieldpoints=separate",
        ] {
            let p = run(sampling);
            assert_same_counts(
                &format!("{main} {sampling} call edges"),
                &call_edges(&p),
                &call_edges(&perfect),
            );
            assert_same_counts(
                &format!("{main} {sampling} fields"),
                &field_counts(&p),
                &field_counts(&perfect),
            );
        }
    }
}

/// Samples taken in a run (at interval 1: checks executed).
fn samples(p: &ProfileFile) -> u64 {
    p.config["instr_samples"].as_u64().expect("instr_samples")
}

#[test]
fn recursion_check_reduction_keeps_the_exhaustive_profile_at_interval_1_with_fewer_checks() {
    // Methods without an entry check continue in their caller's copy, so
    // sampling every check still runs every operation in duplicated code.
    for &(main, args) in PROGRAMS {
        for sampling in ["--instr-sampling=full-dup", "--instr-sampling=partial-dup"] {
            let run = |reduction: &str| {
                let opts = [
                    "--tier=opt",
                    "--inline=static",
                    "--instrument=call-edge,field-access",
                    sampling,
                    "--instr-interval=1",
                    reduction,
                ];
                instrumented(&format!("{main}{sampling}{reduction}"), &opts, main, args)
            };
            let all_checks = run("--instr-check-reduction=none");
            let reduced = run("--instr-check-reduction=recursion");
            let what = format!("{main} {sampling} recursion");
            assert_same_counts(
                &format!("{what} call edges"),
                &call_edges(&reduced),
                &call_edges(&all_checks),
            );
            assert_same_counts(
                &format!("{what} fields"),
                &field_counts(&reduced),
                &field_counts(&all_checks),
            );
            assert!(
                samples(&reduced) < samples(&all_checks),
                "{what}: {} checks, {} without reduction",
                samples(&reduced),
                samples(&all_checks)
            );
        }
    }
}

#[test]
fn k_boring_loops_lose_their_checks_and_only_their_own_instrumentation() {
    // At interval 1, every operation outside k-boring loops is still
    // recorded (a k-boring loop's backedges stay in their copy, so the code
    // after the loop runs in the copy it ran in before); those inside are
    // not (Hirzel-Chilimbi §4.2): counts per site match the exhaustive ones
    // or are missing, never wrong.
    for &(main, args) in PROGRAMS {
        let run = |extra: &[&str]| {
            let mut opts = vec![
                "--tier=opt",
                "--inline=static",
                "--instrument=call-edge,field-access",
            ];
            opts.extend_from_slice(extra);
            instrumented(&format!("{main}kb{}", extra.join("")), &opts, main, args)
        };
        let perfect = run(&["--instr-sampling=exhaustive"]);
        let checked = run(&["--instr-interval=1"]);
        let reduced = run(&[
            "--instr-interval=1",
            "--instr-check-reduction=k-boring",
            "--instr-k=1000",
        ]);
        assert_same_counts(
            &format!("{main} k-boring call edges"),
            &call_edges(&reduced),
            &call_edges(&perfect),
        );
        let all = field_counts(&perfect);
        for (site, count) in field_counts(&reduced) {
            assert_eq!(all.get(&site), Some(&count), "{main}: {site:?}");
        }
        assert!(
            samples(&reduced) <= samples(&checked),
            "{main}: k-boring ran more checks"
        );
    }
}

#[test]
fn sampled_call_edges_at_interval_1000_overlap_the_perfect_profile() {
    let args = ["200"];
    let base = [
        "--tier=opt",
        "--inline=static",
        "--instrument=call-edge,field-access",
    ];
    let mut perfect_opts = base.to_vec();
    perfect_opts.push("--instr-sampling=exhaustive");
    let perfect = instrumented("richards-perfect", &perfect_opts, "Richards", &args);
    let perfect_edges = call_edges(&perfect);
    let perfect_total: u64 = perfect_edges.values().sum();
    for sampling in [
        "--instr-sampling=full-dup",
        "--instr-sampling=partial-dup",
        "--instr-sampling=no-dup",
    ] {
        let mut opts = base.to_vec();
        opts.extend([sampling, "--instr-interval=1000"]);
        let p = instrumented(
            &format!("richards-1000{sampling}"),
            &opts,
            "Richards",
            &args,
        );
        let edges = call_edges(&p);
        let total: u64 = edges.values().sum();
        // Roughly one sample per 1000 checks: far fewer events than exhaustive.
        assert!(
            total * 50 < perfect_total,
            "{sampling}: {total} of {perfect_total} calls recorded"
        );
        let o = rvm_profiler::overlap_of_weights(&to_f64(&edges), &to_f64(&perfect_edges));
        assert!(o > 90.0, "{sampling}: call-edge overlap {o:.1}%");
    }
}

#[test]
fn checks_standing_for_yieldpoints_change_no_sample() {
    // Arnold-Ryder §4.5: the checks take the place of the checking code's
    // yieldpoints, and the profiler's ticks poke the counter. A poke neither
    // adds nor delays a sample, so a single-threaded program's sampled
    // profiles are the same, sample for sample, with the yieldpoints merged
    // into the checks or kept beside them.
    for sampling in ["--instr-sampling=full-dup", "--instr-sampling=partial-dup"] {
        let run = |how: &str| {
            let opts = [
                "--tier=opt",
                "--inline=static",
                "--instrument=call-edge,field-access",
                sampling,
                "--instr-interval=997",
                how,
                // The profiler's timer runs, so ticks poke the checks.
                "--sampler=cbs",
            ];
            instrumented(
                &format!("richards-{how}{sampling}"),
                &opts,
                "Richards",
                &["40"],
            )
        };
        let merged = run("--instr-yieldpoints=merged");
        let separate = run("--instr-yieldpoints=separate");
        assert!(
            samples(&merged) > 100,
            "{sampling}: {} samples",
            samples(&merged)
        );
        assert_eq!(samples(&merged), samples(&separate), "{sampling}: samples");
        assert_same_counts(
            &format!("{sampling} call edges, merged vs separate"),
            &call_edges(&merged),
            &call_edges(&separate),
        );
        assert_same_counts(
            &format!("{sampling} fields, merged vs separate"),
            &field_counts(&merged),
            &field_counts(&separate),
        );
    }
}

#[test]
fn threads_spinning_in_checking_code_still_reach_safepoints() {
    // With the yieldpoints merged into the checks and a sample interval no
    // loop reaches, a thread spinning in a call-free loop of checking code
    // passes no yieldpoint at all: only the poke of each collection's
    // safepoint request (JavaThread::poke_checks) stops it. Threads run in
    // parallel here (the default), so the collector must wait for it.
    let out = Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args([
            "--stats",
            "run",
            "--tier=opt",
            "--instrument=call-edge,field-access",
            "--instr-interval=1000000000",
            "-cp",
            classes().to_str().unwrap(),
            "SpinWhileCollecting",
            "30",
        ])
        .output()
        .expect("run rvm");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("OK"),
        "{stdout}{stderr}"
    );
    // "safepoints  N (--threads=parallel), time to safepoint median X us, max Y us"
    let line = stderr
        .lines()
        .find(|l| l.trim_start().starts_with("safepoints"))
        .unwrap_or_else(|| panic!("no safepoints line in --stats: {stderr}"));
    let max_us: f64 = line
        .split("max ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("cannot read the maximum of {line:?}"));
    // Without pokes the spinning thread would run until its counter
    // expires (2e9 checks: seconds). A loaded machine may delay a thread
    // by tens of milliseconds, never by a second.
    assert!(max_us < 1_000_000.0, "time to safepoint: {line}");
}

fn to_f64<K: Clone + Eq + std::hash::Hash>(m: &HashMap<K, u64>) -> HashMap<K, f64> {
    m.iter().map(|(k, &v)| (k.clone(), v as f64)).collect()
}

#[test]
fn bursty_tracing_records_bursts_of_data_references() {
    let args = ["20"];
    let base = ["--tier=opt", "--inline=static", "--instrument=data-refs"];
    let mut opts = base.to_vec();
    opts.push("--burst=200:10");
    let p = instrumented("deltablue-burst", &opts, "DeltaBlue", &args);
    let refs: DataRefProfile = p
        .section(SECTION_DATA_REFS, "test")
        .unwrap()
        .expect("data refs");
    let bursts: Vec<&Vec<(u32, u64)>> = refs.threads.iter().flat_map(|t| t.bursts.iter()).collect();
    assert!(bursts.len() > 10, "{} bursts", bursts.len());
    assert!(refs.references > 0);
    assert!(refs.sites.len() > 5);
    // A burst spans ten checks: several references, often across methods.
    let multi = bursts.iter().filter(|b| b.len() > 1).count();
    assert!(
        multi * 2 > bursts.len(),
        "{multi} of {} bursts have more than one reference",
        bursts.len()
    );
    let mut perfect_opts = base.to_vec();
    perfect_opts.push("--instr-sampling=exhaustive");
    let perfect = instrumented("deltablue-refs", &perfect_opts, "DeltaBlue", &args);
    let all: DataRefProfile = perfect.section(SECTION_DATA_REFS, "test").unwrap().unwrap();
    assert!(all.references > refs.references * 5);
    let params = rvm_profiler::instrumentation::hot_streams::StreamParams::default();
    let hot_all = all.hot_streams(&params);
    assert!(!hot_all.streams.is_empty());
    let hot = refs.hot_streams(&params);
    let o = rvm_profiler::instrumentation::hot_streams::stream_overlap(&hot, &hot_all);
    assert!(o > 0.0, "hot-stream overlap {o}");
}

#[test]
fn timer_trigger_takes_samples() {
    let opts = [
        "--tier=opt",
        "--instrument=call-edge",
        "--instr-trigger=timer",
        "--timer-ms=1",
    ];
    let p = instrumented("richards-timer", &opts, "Richards", &["100"]);
    assert!(!call_edges(&p).is_empty());
    assert_eq!(p.config["instr_trigger"], "timer");
}

#[test]
fn contradictory_instrumentation_options_are_clear_errors() {
    for (opts, needle) in [
        (vec!["--instr-interval=10"], "need(s) --instrument"),
        (vec!["--instrument=paths"], "unknown instrumentation"),
        (
            vec!["--instrument=call-edge", "--instr-sampling=half"],
            "--instr-sampling=half",
        ),
        (vec!["--instrument=call-edge", "--burst=0:5"], "--burst=0:5"),
        (
            vec!["--instrument=call-edge", "--burst=10"],
            "NCHECK0:NINSTR0",
        ),
        (
            vec!["--instrument=call-edge", "--tier=interp"],
            "optimized code",
        ),
        (
            vec![
                "--instrument=call-edge",
                "--instr-trigger=timer",
                "--burst=10:1",
            ],
            "--burst needs",
        ),
        (
            vec![
                "--instrument=call-edge",
                "--instr-sampling=exhaustive",
                "--burst=10:1",
            ],
            "exhaustive",
        ),
        (
            vec!["--instrument=call-edge", "--instr-check-reduction=some"],
            "--instr-check-reduction=some",
        ),
        (
            vec!["--instrument=call-edge", "--tier=opt", "--instr-k=3"],
            "--instr-k needs",
        ),
        (
            vec![
                "--instrument=call-edge",
                "--tier=adaptive",
                "--instr-check-reduction=recursion",
            ],
            "needs --tier=opt",
        ),
        (
            vec![
                "--instrument=call-edge",
                "--tier=opt",
                "--instr-sampling=no-dup",
                "--instr-check-reduction=all",
            ],
            "full-dup or partial-dup",
        ),
        (
            vec![
                "--instrument=call-edge",
                "--tier=opt",
                "--instr-trigger=timer",
                "--instr-check-reduction=recursion",
            ],
            "--instr-trigger=counter",
        ),
    ] {
        let out = rvm(&opts, "Richards", &["1"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{opts:?}: {stderr}");
        assert!(
            stderr.starts_with("rvm: error: ") && stderr.contains(needle),
            "{opts:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn profile_subcommands_read_the_file_and_refuse_other_files() {
    let p = work_dir().join("cmd.json");
    let opts = [
        "--tier=opt",
        "--instrument=call-edge,field-access,data-refs",
        "--instr-sampling=exhaustive",
    ];
    let opts: Vec<String> = opts
        .iter()
        .map(|s| s.to_string())
        .chain([format!("--profile-out={}", p.display())])
        .collect();
    run_ok("cmd", &opts, "Richards", &["5"]);
    let cmd = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rvm"))
            .arg("profile")
            .args(args)
            .output()
            .unwrap()
    };
    let path = p.to_str().unwrap();
    let o = cmd(&["overlap", path, path]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for kind in [
        "call edges",
        "field accesses (per field)",
        "hot data streams",
    ] {
        assert!(text.contains(kind) && text.contains("100.00%"), "{text}");
    }
    let o = cmd(&["top", path]);
    assert!(o.status.success() && String::from_utf8_lossy(&o.stdout).contains("->"));
    let o = cmd(&["hot-streams", path]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && text.contains("hot streams"), "{text}");
    // Streams that differ only in their objects are one line: every listed
    // sequence of sites is listed once.
    let sequences: Vec<&str> = text
        .lines()
        .skip(2)
        .map(|l| l.split("streams ").nth(1).unwrap_or_else(|| panic!("{l}")))
        .collect();
    let distinct: std::collections::HashSet<&&str> = sequences.iter().collect();
    assert!(
        !sequences.is_empty() && distinct.len() == sequences.len(),
        "{text}"
    );
    let o = cmd(&["hot-streams", "--length=0", path]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--length=0"));
    let bogus = work_dir().join("bogus.json");
    std::fs::write(&bogus, "{\"format\":\"rvm-dcg-1\"}").unwrap();
    let o = cmd(&["overlap", path, bogus.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a profile file"));
}
