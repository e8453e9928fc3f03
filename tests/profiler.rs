//! End-to-end tests of the call-graph profiler on the papers' programs
//! (benchmarks/micro): the biases Arnold-Grove 2005 and Lee 2015 describe
//! must show, and their corrections must remove them. Sampling depends on
//! timer ticks, so every statistical assertion takes the median of several
//! runs and uses margins far from what the runs measure (docs/results.md
//! gives the measured values); the exhaustive profile is exact and is tested
//! exactly, in every tier.

use rvm_profiler::{overlap, Dcg};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// benchmarks/micro compiled once into target/.../profiler-tests/classes.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join("profiler-tests")
            .join("classes");
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("benchmarks/micro");
        let sources: Vec<PathBuf> = [
            "ArnoldGroveFig1.java",
            "CallDensityBias.java",
            "LatencyBias.java",
            "BlockedTicks.java",
            "PhaseShift.java",
        ]
        .iter()
        .map(|f| src.join(f))
        .collect();
        let status = Command::new("javac")
            .arg("-d")
            .arg(&out)
            .args(&sources)
            .status()
            .expect("javac is installed");
        assert!(status.success(), "javac failed on benchmarks/micro");
        out
    })
}

/// Runs `main` with the profiler options and returns its DCG.
fn profile(name: &str, main: &str, args: &[&str], options: &[&str]) -> Dcg {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("profiler-tests");
    let file = dir.join(format!("{name}.json"));
    let _ = std::fs::remove_file(&file);
    let out = Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(options)
        .arg(format!("--dcg-out={}", file.display()))
        .args(["run", "-cp", classes().to_str().unwrap(), main])
        .args(args)
        .output()
        .expect("run rvm");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains(" OK"),
        "{name}: rvm failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Dcg::read(&file).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Percent of the DCG's weight on edges whose callee is `callee` (a
/// `Class.name(` prefix), from a caller in `caller_class`.
fn share(d: &Dcg, caller: &str, callee: &str) -> f64 {
    let total = d.total_weight();
    let w: f64 = d
        .named_weights()
        .iter()
        .filter(|(e, _)| e.caller.starts_with(caller) && e.callee.starts_with(callee))
        .map(|(_, w)| w)
        .sum();
    w * 100.0 / total
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

const FIG1: &str = "ArnoldGroveFig1";
const FIG1_N: &str = "4000000";

fn fig1_call1_share(d: &Dcg) -> f64 {
    let one = share(d, "ArnoldGroveFig1.", "ArnoldGroveFig1.call_1(");
    let two = share(d, "ArnoldGroveFig1.", "ArnoldGroveFig1.call_2(");
    one * 100.0 / (one + two)
}

#[test]
fn exhaustive_profile_counts_every_call_in_every_tier() {
    for tier in ["interp", "baseline", "adaptive"] {
        let d = profile(
            &format!("fig1-exhaustive-{tier}"),
            FIG1,
            &["100000"],
            &["--sampler=exhaustive", &format!("--tier={tier}")],
        );
        let calls = |callee: &str| -> u64 {
            d.edges()
                .filter(|(e, _)| d.method_name(e.callee).starts_with(callee))
                .map(|(_, s)| s.samples)
                .sum()
        };
        assert_eq!(calls("ArnoldGroveFig1.call_1("), 100_000, "{tier}");
        assert_eq!(calls("ArnoldGroveFig1.call_2("), 100_000, "{tier}");
        assert_eq!(d.config.sampler, "exhaustive");
        assert_eq!(d.config.tier, tier);
    }
}

/// Arnold-Grove §3.3, Figure 1: the timer credits call_1 (the first call
/// after the long field section) with most samples; the perfect profile is
/// 50/50; CBS(16,3) brings the split within 40/60.
#[test]
fn figure1_timer_is_biased_and_cbs_is_not() {
    let perfect = profile(
        "fig1-perfect",
        FIG1,
        &[FIG1_N],
        &["--sampler=exhaustive", "--tier=baseline"],
    );
    let p = fig1_call1_share(&perfect);
    assert!((p - 50.0).abs() < 0.01, "perfect profile: call_1 {p:.2}%");
    let timer: Vec<f64> = (0..3)
        .map(|i| {
            fig1_call1_share(&profile(
                &format!("fig1-timer-{i}"),
                FIG1,
                &[FIG1_N],
                &["--sampler=timer", "--tier=baseline"],
            ))
        })
        .collect();
    assert!(
        median(timer.clone()) > 70.0,
        "timer should favour call_1: {timer:?}"
    );
    let cbs: Vec<f64> = (0..3)
        .map(|i| {
            let seed = format!("--seed={}", 11 + i);
            fig1_call1_share(&profile(
                &format!("fig1-cbs-{i}"),
                FIG1,
                &[FIG1_N],
                &["--cbs=16,3", &seed, "--tier=baseline"],
            ))
        })
        .collect();
    let m = median(cbs.clone());
    eprintln!("figure 1: call_1 share timer {timer:.1?}, CBS(16,3) {cbs:.1?}");
    assert!(
        (40.0..=60.0).contains(&m),
        "CBS(16,3) split should be within 40/60: {cbs:?}"
    );
}

fn density_ratio(d: &Dcg) -> f64 {
    share(d, "CallDensityBias.sparse(", "CallDensityBias.compute(")
        / share(d, "CallDensityBias.dense(", "CallDensityBias.compute(")
}

/// Lee §2.3, Figure 1: unweighted CBS gives the sparse edge about twice the
/// dense one; the density weight brings the ratio within 0.8-1.25 of the
/// perfect profile's.
#[test]
fn call_density_bias_is_corrected_by_the_density_weight() {
    const N: &str = "2000000";
    let perfect = density_ratio(&profile(
        "cdb-perfect",
        "CallDensityBias",
        &[N],
        &["--sampler=exhaustive", "--tier=baseline"],
    ));
    assert!((perfect - 1.0).abs() < 1e-6, "perfect ratio {perfect}");
    let runs = |weight: &str, counter: &str| -> Vec<f64> {
        (0..3)
            .map(|i| {
                let d = profile(
                    &format!("cdb-{weight}-{counter}-{i}"),
                    "CallDensityBias",
                    &[N],
                    &[
                        "--cbs=16,3",
                        &format!("--weight={weight}"),
                        &format!("--call-counter={counter}"),
                        "--tier=baseline",
                    ],
                );
                density_ratio(&d)
            })
            .collect()
    };
    let unweighted = runs("none", "auto");
    let m = median(unweighted.clone());
    assert!(
        (1.5..=2.8).contains(&m),
        "unweighted CBS should give sparse about 2x dense: {unweighted:?}"
    );
    let density = runs("density", "soft");
    let sampled = runs("density", "sampled");
    eprintln!("CallDensityBias sparse/dense: unweighted {unweighted:.2?}, density {density:.2?}, density with sampled call counts {sampled:.2?}");
    let m = median(density.clone()) / perfect;
    assert!(
        (0.8..=1.25).contains(&m),
        "density-weighted ratio should be within 0.8-1.25 of perfect: {density:?}"
    );
    // `--call-counter=sampled` scales the density of 64 timed calls by the
    // wall-clock cycles between ticks, which preemption stretches at random
    // on a loaded machine (ratios 0.57-1.02 at load 20-25, issue 30 third
    // round), so its band is wider; it still excludes the uncorrected ratio
    // (about 2, asserted above) and an overcorrection to below 0.6, and it
    // must land nearer the truth than the unweighted runs of the same load.
    let m = median(sampled.clone()) / perfect;
    assert!(
        (0.6..=1.5).contains(&m),
        "with sampled call counts too: {sampled:?}"
    );
    let unweighted_m = median(unweighted.clone()) / perfect;
    assert!(
        m.ln().abs() < unweighted_m.ln().abs(),
        "sampled call counts should correct the bias: {sampled:?} against unweighted {unweighted:?}"
    );
}

#[test]
fn overlap_of_a_profile_with_itself_is_100_and_cbs_beats_timer_on_figure1() {
    let perfect = profile(
        "ov-perfect",
        FIG1,
        &[FIG1_N],
        &["--sampler=exhaustive", "--tier=baseline"],
    );
    assert!((overlap(&perfect, &perfect) - 100.0).abs() < 1e-9);
    let timer = profile(
        "ov-timer",
        FIG1,
        &[FIG1_N],
        &["--sampler=timer", "--tier=baseline"],
    );
    let cbs = profile(
        "ov-cbs",
        FIG1,
        &[FIG1_N],
        &["--cbs=16,3", "--weight=density+latency", "--tier=baseline"],
    );
    let (t, c) = (overlap(&timer, &perfect), overlap(&cbs, &perfect));
    eprintln!("figure 1 overlap: timer {t:.1}%, CBS(16,3)+density+latency {c:.1}%");
    assert!(c > t, "CBS {c:.1}% should beat timer {t:.1}%");
    assert!(c > 85.0, "CBS overlap {c:.1}%");
    // The file records the run's configuration.
    assert_eq!((cbs.config.samples_per_tick, cbs.config.stride), (16, 3));
    assert_eq!(cbs.config.weight, "density+latency");
    // Lee's count of the interval after the tick, the baseline tier's
    // default with density+latency (issue 30, sixth round).
    assert_eq!(cbs.config.call_counter, "soft-next");
    assert!(cbs.config.ticks > 10 && cbs.config.edge_samples >= cbs.config.ticks);
    assert_eq!(cbs.config.program, FIG1);
    assert_eq!(cbs.config.arguments, vec![FIG1_N.to_string()]);
}

/// The interpreter's yieldpoints feed the same samplers.
#[test]
fn cbs_works_in_the_interpreter() {
    let d = profile(
        "fig1-interp-cbs",
        FIG1,
        &["400000"],
        &["--cbs=16,3", "--tier=interp"],
    );
    let s = fig1_call1_share(&d);
    assert!(d.total_samples() > 100, "{} samples", d.total_samples());
    assert!(
        (35.0..=65.0).contains(&s),
        "interp CBS call_1 share {s:.1}%"
    );
}

/// Share of call site A over call site B in LatencyBias.work (A is the
/// smaller bci).
fn latency_ratio(d: &Dcg) -> f64 {
    let mut sites: Vec<(u32, f64)> = d
        .named_weights()
        .into_iter()
        .filter(|(e, _)| {
            e.caller.starts_with("LatencyBias.work(")
                && e.callee.starts_with("LatencyBias.compute(")
        })
        .map(|(e, w)| (e.bci, w))
        .collect();
    sites.sort_by_key(|s| s.0);
    assert_eq!(sites.len(), 2, "two call sites: {sites:?}");
    sites[0].1 / sites[1].1
}

/// Issue 30's goal for Lee's Figure 3, as a user types the command
/// (adaptive tier, `--cbs=16,3 --weight=density+latency`, default seed and
/// tick delivery): the two call sites' shares near the truth, 50/50. The
/// default first skip there is drawn from the whole window: from [1,
/// STRIDE], optimized code's few yieldpoints start the windows at the
/// first site again and again (A/B about 2.8, overlap 74-80% on a quiet
/// machine; docs/profiler.md). Measured 98.9-99.5% overlap; the ratio's
/// bound, 0.67-1.5 for the median of three runs (overlap 80% or more),
/// leaves room for a loaded machine.
#[test]
fn latency_bias_as_typed_in_the_adaptive_tier_splits_the_two_sites_evenly() {
    let mut ratios = Vec::new();
    for i in 0..3 {
        let d = profile(
            &format!("lb-typed-{i}"),
            "LatencyBias",
            &["8", "20000"],
            &["--cbs=16,3", "--weight=density+latency"],
        );
        assert_eq!(
            d.config.cbs_first_skip, "window",
            "the adaptive tier's default"
        );
        ratios.push(latency_ratio(&d));
    }
    eprintln!("LatencyBias as typed, A/B: {ratios:.3?}");
    let m = median(ratios.clone());
    assert!((0.67..=1.5).contains(&m), "A/B {ratios:?}");
    // Elsewhere the first skip stays Arnold-Grove's [1, STRIDE].
    let d = profile(
        "lb-typed-baseline",
        "LatencyBias",
        &["2", "2000"],
        &["--tier=baseline", "--cbs=16,3", "--weight=density+latency"],
    );
    assert_eq!(d.config.cbs_first_skip, "stride");
}

/// Lee §2.3, Figure 3 (issue 7), under Jikes RVM's tick delivery
/// (`--missed-ticks=keep`): threads blocked on the lock are not ticked;
/// the tick they missed is taken when they resume, so their sampling latency
/// counts the wait (the maximum latency is orders of magnitude above the
/// median, as in Lee's Table I), and density+latency keeps the A/B ratio
/// near the perfect 1.0. Under rvm's one-runner VM lock the unweighted bias
/// itself is small (docs/threads.md, docs/results.md): it is not run here
/// (`rvm-harness reproduce lee15-fig3` shows it). The runs ask for that VM lock: with parallel threads (the
/// default since issue 18) the weighted median ranged 1.04-1.45 over runs,
/// not always inside 0.8-1.25 (docs/results.md).
#[test]
fn latency_bias_threads_take_missed_ticks_and_the_weighted_ratio_stays_near_one() {
    const ARGS: [&str; 2] = ["4", "50000"];
    let perfect = latency_ratio(&profile(
        "lb-perfect",
        "LatencyBias",
        &ARGS,
        &["--sampler=exhaustive", "--tier=baseline"],
    ));
    assert!((perfect - 1.0).abs() < 1e-9, "perfect A/B {perfect}");
    let mut weighted = Vec::new();
    let mut spread = Vec::new();
    for i in 0..5 {
        let d = profile(
            &format!("lb-dl-{i}"),
            "LatencyBias",
            &ARGS,
            &[
                "--threads=vm-lock",
                "--cbs=16,3",
                "--weight=density+latency",
                "--tier=baseline",
                "--missed-ticks=keep",
            ],
        );
        // The default latency (issue 30, third round): a kept tick's wait.
        assert_eq!(d.config.latency_to, "resume");
        weighted.push(latency_ratio(&d));
        // The latencies are the delivery's, whatever the weight: the
        // weighted runs show them as well as unweighted ones would.
        spread.push(
            d.config.latency_max_cycles as f64 / d.config.latency_median_cycles.max(1) as f64,
        );
    }
    eprintln!("LatencyBias A/B: density+latency {weighted:.3?}; max/median latency {spread:.0?}");
    assert!(
        median(spread.clone()) > 100.0,
        "resumed threads should sample with the latency of the missed tick: {spread:?}"
    );
    let m = median(weighted.clone());
    assert!(
        (0.8..=1.25).contains(&m),
        "density+latency A/B {weighted:?}"
    );
}

/// `--callee-totals=on` (issue 30, fourth round): each callee's weights are
/// rescaled to the entries its baseline prologues counted, so Figure 1's
/// two callees (one caller each) get exactly their calls, 50/50, whatever
/// the samples said; the option needs the baseline tier and a sampler.
#[test]
fn callee_totals_make_each_callee_weigh_its_counted_calls() {
    let d = profile(
        "fig1-callee-totals",
        FIG1,
        &[FIG1_N],
        &["--cbs=16,3", "--callee-totals=on", "--tier=baseline"],
    );
    let c1 = fig1_call1_share(&d);
    assert!((c1 - 50.0).abs() < 0.01, "call_1 {c1:.3}%");
    assert_eq!(d.config.callee_totals, "on");
    for bad in [
        &["--cbs=16,3", "--callee-totals=on", "--tier=adaptive"][..],
        &["--callee-totals=on", "--tier=baseline"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_rvm"))
            .args(bad)
            .args(["run", "-cp", classes().to_str().unwrap(), FIG1, "10"])
            .output()
            .expect("run rvm");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{bad:?} accepted: {err}");
        assert!(err.contains("--callee-totals"), "{err}");
    }
}

/// Issue 30, fifth round: the entry counters are per thread (each Java
/// thread's own table, no lost counts between threads) and summed over
/// threads at the end, so with four threads really running in parallel the
/// hot callee weighs exactly its calls (4 x 20,000 x 100 from the workers,
/// one from main). `--callee-totals` is on by default for the baseline tier
/// with CBS and density+latency, and `off` gives the weighted samples alone.
#[test]
fn callee_totals_are_exact_across_parallel_threads_and_on_by_default() {
    let options = [
        "--threads=parallel",
        "--cbs=16,3",
        "--weight=density+latency",
        "--tier=baseline",
    ];
    let compute_weight = |d: &Dcg| -> f64 {
        d.named_weights()
            .iter()
            .filter(|(e, _)| e.callee.starts_with("LatencyBias.compute("))
            .map(|(_, w)| w)
            .sum()
    };
    let d = profile("lb-callee-totals", "LatencyBias", &["4", "20000"], &options);
    assert_eq!(d.config.callee_totals, "on");
    let w = compute_weight(&d);
    assert!((w - 8_000_001.0).abs() < 0.5, "compute weighs {w}");
    let mut off = options.to_vec();
    off.push("--callee-totals=off");
    let d = profile("lb-callee-totals-off", "LatencyBias", &["4", "20000"], &off);
    assert_eq!(d.config.callee_totals, "off");
    let w = compute_weight(&d);
    assert!(
        (w - 8_000_001.0).abs() > 0.5,
        "compute weighs {w} without counts"
    );
    // Elsewhere the default stays off: the adaptive tier has no counter.
    let d = profile(
        "lb-callee-totals-adaptive",
        "LatencyBias",
        &["2", "2000"],
        &["--cbs=16,3", "--weight=density+latency"],
    );
    assert_eq!(d.config.callee_totals, "off");
}

/// MatMul's shape (issue 30, sixth round): calls, a call-free loop of many
/// ticks, twice the calls from another site. The window after the loop
/// starts at the second phase's first call; with the default (on this tier)
/// count of the interval after the tick, each phase keeps its own calls, so
/// `first -> f` gets its third within a point in the median run (Lee's count
/// of the interval before the window, `--call-counter=soft`, gives the first
/// window after the loop the first phase's tail; printed, not asserted).
#[test]
fn calls_before_a_call_free_loop_stay_with_their_phase() {
    let first_share = |d: &Dcg| share(d, "PhaseShift.first", "PhaseShift.f(");
    let mut next = Vec::new();
    let mut before = Vec::new();
    for seed in 1..=3 {
        let seed = format!("--seed={seed}");
        let options = [
            "--cbs=16,3",
            "--weight=density+latency",
            "--tier=baseline",
            seed.as_str(),
        ];
        let d = profile("phase-shift", "PhaseShift", &[], &options);
        assert_eq!(d.config.call_counter, "soft-next");
        next.push(first_share(&d));
        let mut soft = options.to_vec();
        soft.push("--call-counter=soft");
        before.push(first_share(&profile(
            "phase-shift-soft",
            "PhaseShift",
            &[],
            &soft,
        )));
    }
    eprintln!("PhaseShift first->f share (truth 33.3%): after the tick {next:?}, before the window {before:?}");
    let m = median(next);
    assert!((m - 100.0 / 3.0).abs() < 1.0, "first -> f {m:.2}%");
}

/// `--latency-to` only means something with a latency weight: rejected
/// otherwise with a message, never silently ignored.
#[test]
fn latency_to_needs_a_latency_weight() {
    let out = Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args([
            "--cbs=16,3",
            "--weight=density",
            "--latency-to=first-sample",
        ])
        .args(["run", "-cp", classes().to_str().unwrap(), "LatencyBias"])
        .output()
        .expect("run rvm");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "accepted: {err}");
    assert!(err.contains("--latency-to"), "{err}");
}

/// Lee §2.3, Figure 3 with threads really running in parallel and the lock
/// handed over at every exit (`--threads=parallel --monitor-handoff=direct`,
/// docs/threads.md), under Jikes RVM's tick delivery (`--missed-ticks=keep`):
/// the resumed thread's delayed sample lands at call site A, so unweighted
/// CBS over-weights A clearly (measured 11-13x), and the latency weight
/// moves the ratio back towards 1 (measured about 3: Lee's formula, calls /
/// (10,000 + latency), does not remove all of it here). With rvm's default
/// delivery (`drop`) the unweighted ratio itself is far smaller (measured
/// 1.4-1.7, docs/profiler.md).
#[test]
fn latency_bias_shows_when_threads_run_in_parallel_and_the_latency_weight_reduces_it() {
    const ARGS: [&str; 2] = ["4", "20000"];
    let mode = [
        "--threads=parallel",
        "--monitor-handoff=direct",
        "--cbs=16,3",
        "--tier=baseline",
        "--missed-ticks=keep",
    ];
    let mut unweighted = Vec::new();
    let mut weighted = Vec::new();
    let mut dropped = Vec::new();
    for i in 0..3 {
        let d = profile(&format!("lbp-none-{i}"), "LatencyBias", &ARGS, &mode);
        unweighted.push(latency_ratio(&d));
        let mut options = mode.to_vec();
        options.pop();
        options.push("--missed-ticks=drop");
        let d = profile(&format!("lbp-drop-{i}"), "LatencyBias", &ARGS, &options);
        dropped.push(latency_ratio(&d));
        let mut options = mode.to_vec();
        options.push("--weight=density+latency");
        let d = profile(&format!("lbp-dl-{i}"), "LatencyBias", &ARGS, &options);
        weighted.push(latency_ratio(&d));
    }
    eprintln!(
        "parallel LatencyBias A/B: unweighted {unweighted:.3?}, density+latency {weighted:.3?}; unweighted with --missed-ticks=drop {dropped:.3?}"
    );
    let (u, w) = (median(unweighted.clone()), median(weighted.clone()));
    assert!(u > 2.0, "unweighted A/B {unweighted:?}");
    assert!(
        median(dropped.clone()) < u * 0.5,
        "--missed-ticks=drop {dropped:?} vs keep {unweighted:?}"
    );
    assert!(
        w < u * 0.75,
        "density+latency {weighted:?} vs unweighted {unweighted:?}"
    );
}

/// Samples on edges into `BlockedTicks.after*`: the call each blocked
/// thread makes right after it wakes up.
fn after_wake_samples(d: &Dcg) -> u64 {
    d.edges()
        .filter(|(e, _)| d.method_name(e.callee).starts_with("BlockedTicks.after"))
        .map(|(_, s)| s.samples)
        .sum()
}

/// Issue 30: with `--missed-ticks=drop` a thread that was sleeping, waiting
/// (Object.wait) or blocked on a monitor when a tick arrived never takes that
/// tick when it resumes, so the timer sampler (one sample at the first call
/// after a taken tick) does not sample the call each thread makes right after
/// waking, a site it ran only after the tick; with `keep` (Jikes RVM) about
/// every wake-up samples it (3 threads x 40 wake-ups, 10 ms apart, 4 ms
/// ticks). Measured: keep 81, drop 0-1. A tick that arrives while a woken
/// thread runs (or waits for a core after waking, on a loaded machine) may
/// still sample it legitimately: hence the median and the margin.
#[test]
fn missed_ticks_drop_never_samples_the_call_after_a_wake_up_and_keep_does() {
    let mut kept = Vec::new();
    let mut dropped = Vec::new();
    for i in 0..3 {
        let drop = profile(
            &format!("bt-drop-{i}"),
            "BlockedTicks",
            &["40", "10"],
            &["--sampler=timer", "--missed-ticks=drop"],
        );
        assert_eq!(drop.config.missed_ticks, "drop");
        assert!(drop.config.ticks_missed > 100, "the threads missed ticks");
        dropped.push(after_wake_samples(&drop) as f64);
        let keep = profile(
            &format!("bt-keep-{i}"),
            "BlockedTicks",
            &["40", "10"],
            &["--sampler=timer", "--missed-ticks=keep"],
        );
        kept.push(after_wake_samples(&keep) as f64);
    }
    eprintln!("BlockedTicks samples after a wake-up: keep {kept:?}, drop {dropped:?}");
    assert!(median(dropped.clone()) <= 6.0, "drop: {dropped:?}");
    assert!(median(kept.clone()) >= 30.0, "keep: {kept:?}");
}
