use super::*;
use crate::sampler::{CbsCount, CbsStart, Sampler};
use crate::weights::{WeightMode, WindowWeights};
use crate::yieldpoint::YieldpointKind;

#[test]
fn a_window_gets_the_calls_of_the_interval_after_its_tick() {
    let mut n = NextIntervalCalls::new(0);
    // The thread's first tick: no window before it; its 50 calls go to the
    // first window.
    assert_eq!(n.on_tick(50, false), None);
    // 750 calls from the start to the second tick: the first window's.
    assert_eq!(n.on_tick(750, true), Some(750.0));
    assert_eq!(n.on_tick(760, true), Some(10.0));
    // A window without a sample (its tick taken in a loop): its 5 calls are
    // carried into the next window's interval.
    assert_eq!(n.on_tick(765, false), None);
    assert_eq!(n.on_tick(800, true), Some(40.0));
    // The thread ends: the last window counts to the end, not scaled.
    assert_eq!(n.finish(900, true), Some(100.0));
}

/// One simulated thread: a call-dense phase of `a` calls at site 0, a
/// call-free loop of `gap` units (one backedge each), a call-dense phase of
/// `b` calls at site 1; one unit per call, a tick every `period` units, the
/// first at `phase`. Returns the share of site 0 in the sampled profile
/// weighted with Lee's count of the interval before the window, and with
/// the count of the interval after the tick.
fn simulate(a: u64, gap: u64, b: u64, period: u64, phase: u64, seed: u64) -> (f64, f64) {
    let mut sampler = Sampler::cbs(4, 3, CbsStart::Random { seed })
        .unwrap()
        .with_count(CbsCount::Prologues);
    let mut before = WindowWeights::new(WeightMode::Density, 0);
    let mut after = NextIntervalCalls::new(0);
    let (mut est_before, mut est_after) = ([0.0f64; 2], [0.0f64; 2]);
    let mut pending: Vec<usize> = Vec::new();
    let close = |pending: &mut Vec<usize>, count: Option<f64>, est: &mut [f64; 2]| {
        if let Some(c) = count {
            for &site in pending.iter() {
                est[site] += WeightMode::Density.weight(c as u64, 0);
            }
        }
        pending.clear();
    };
    let mut calls = 0u64;
    for t in 0..a + gap + b {
        if t >= phase && (t - phase) % period == 0 {
            sampler.on_tick(t);
            before.on_tick(t, t, 0);
            let count = after.on_tick(calls, !pending.is_empty());
            close(&mut pending, count, &mut est_after);
        }
        let (kind, site) = if t < a {
            (YieldpointKind::Prologue, 0)
        } else if t < a + gap {
            (YieldpointKind::Backedge, 0)
        } else {
            (YieldpointKind::Prologue, 1)
        };
        if kind == YieldpointKind::Prologue {
            calls += 1;
        }
        let word = sampler.word();
        let taken = word > 0 || (word < 0 && kind == YieldpointKind::Prologue);
        if taken && sampler.on_yieldpoint(kind).take_edge_sample {
            est_before[site] += before.sample_weight(t, calls);
            pending.push(site);
        }
    }
    let count = after.finish(calls, !pending.is_empty());
    close(&mut pending, count, &mut est_after);
    let share = |e: [f64; 2]| e[0] / (e[0] + e[1]);
    (share(est_before), share(est_after))
}

/// MatMul's shape (docs/profiler.md, issue 30's sixth round): the windows
/// after the call-free loop start at the second phase's first call, and
/// Lee's count gives them the first phase's tail. The count of the interval
/// after the tick gives each phase its own calls, whatever the tick's phase.
#[test]
fn phases_split_by_a_call_free_loop_keep_their_calls_with_the_interval_after() {
    let (a, gap, b, period) = (250, 10_000, 500, 100);
    let truth = a as f64 / (a + b) as f64;
    let mut before_sum = 0.0;
    for phase in 1..=period {
        let (before, after) = simulate(a, gap, b, period, phase, phase);
        // At most the stride's 3 calls of the first phase's tail move.
        assert!(
            (after - truth).abs() <= 3.0 / (a + b) as f64,
            "phase {phase}: {after} against {truth}"
        );
        before_sum += before;
    }
    // Lee's count gives the first phase's tail (half a tick, 50 of its 250
    // calls, on average) to the second phase's first window, and leaves the
    // second phase's tail out: 0.285 against 0.333.
    let before_mean = before_sum / period as f64;
    assert!(before_mean < truth - 0.03, "{before_mean}");
}
