//! Warm-up of one process execution, classified as Barrett, Bolz-Tereick,
//! Killick, Mount and Tratt classify it ("Virtual Machine Warmup Blows Hot
//! and Cold", OOPSLA 2017, §4): is there a steady state, is it the fastest
//! part of the run, and where does it start?
//!
//! ```text
//!  iteration times ──[outliers]: rolling Tukey fences──▶ series without outliers
//!        ──[pelt]: changepoints (normal mean + variance, penalty 15 ln n)──▶ segments
//!        ──equivalence to the last segment (means within the tolerance)──▶
//!          flat │ warm-up │ slowdown │ no steady state,
//!          steady state = the run of segments at the end equivalent to the last
//!        ──[pairs]: per benchmark × configuration──▶ class counts, consistent
//!          or not, steady iteration, time to steady state, steady-state time
//! ```
//!
//! The rules (§4.3 of the paper, and its `warmup_stats` tool, whose
//! defaults are `--steady=500` of 2000 iterations and `--delta=0.001`):
//! walking from the second-to-last segment back to the first, a segment
//! whose mean is within the tolerance of the last segment's is *equivalent*
//! and skipped; the first one that is not decides: if it ends inside the
//! final quarter of the series the process has **no steady state**; if it is
//! faster than the last segment, **slowdown** (stop); if slower, **warm-up**
//! (and keep walking: an even earlier, faster segment still makes it a
//! slowdown). No segment that differs: **flat**.
//!
//! Where rvm departs from the paper, and why:
//! - the tolerance is relative, 5% of the fastest segment's mean (the
//!   tool's `--delta=5%` form) instead of 1 ms: rvm's iterations last 5-500
//!   ms on a shared machine whose within-process noise is several percent,
//!   where Barrett et al. timed ~1 s iterations on a quiet one;
//! - the paper widens each segment's interval by its variance (in s², which
//!   is negligible at their scale); here only the tolerance counts, so the
//!   rule does not depend on the unit;
//! - "the final quarter" is Barrett's 500 of 2000 iterations, scaled to
//!   rvm's shorter series; the outlier window is scaled the same way
//!   ([`outliers::window_for`]);
//! - the steady-state figure of a process is the median of its steady
//!   iterations (outliers left out), the harness's per-process statistic,
//!   where the paper takes segment means.

pub mod outliers;
pub mod pairs;
pub mod pelt;

use serde::{Deserialize, Serialize};

/// A series shorter than this is not classified (a changepoint needs
/// segments of at least two iterations on each side and room to show it).
pub const MIN_ITERATIONS: usize = 10;

/// The classifier's knobs; `default()` is what `report` uses.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Parameters {
    /// Penalty per changepoint = this × ln n (Barrett et al.: 15).
    pub penalty_per_log_n: f64,
    /// Shortest segment PELT may make (R's `cpt.meanvar` default: 2).
    pub min_segment: usize,
    /// Segments whose means differ by at most this fraction of the fastest
    /// segment's mean are equivalent.
    pub relative_tolerance: f64,
    /// The steady state must cover at least this fraction of the series
    /// (Barrett et al.: the last 500 of 2000 iterations).
    pub steady_fraction: f64,
}

impl Default for Parameters {
    fn default() -> Self {
        Parameters {
            penalty_per_log_n: 15.0,
            min_segment: 2,
            relative_tolerance: 0.05,
            steady_fraction: 0.25,
        }
    }
}

/// Barrett et al.'s four classes of a process execution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Class {
    /// No changepoint that matters: steady from the first iteration.
    #[serde(rename = "flat")]
    Flat,
    /// Slower before, steady and fastest at the end.
    #[serde(rename = "warm-up")]
    Warmup,
    /// Steady at the end, but some earlier part was faster.
    #[serde(rename = "slowdown")]
    Slowdown,
    /// Still changing in the final part of the run.
    #[serde(rename = "no steady state")]
    NoSteadyState,
}

impl Class {
    pub const ALL: [Class; 4] = [
        Class::Flat,
        Class::Warmup,
        Class::Slowdown,
        Class::NoSteadyState,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Flat => "flat",
            Class::Warmup => "warm-up",
            Class::Slowdown => "slowdown",
            Class::NoSteadyState => "no steady state",
        }
    }

    /// Flat and warm-up are what a benchmark methodology hopes for.
    pub fn is_good(self) -> bool {
        matches!(self, Class::Flat | Class::Warmup)
    }
}

/// One segment between changepoints, in the original iteration numbering.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Segment {
    /// First iteration (0-based) and one past the last.
    pub start: usize,
    pub end: usize,
    /// Mean of its iterations that are not outliers (ns).
    pub mean_ns: f64,
}

/// One process execution's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProcessWarmup {
    pub class: Class,
    pub iterations: usize,
    /// Outlier iterations (0-based), left out of the changepoint search.
    pub outliers: Vec<usize>,
    /// Where each segment after the first starts (0-based iterations).
    pub changepoints: Vec<usize>,
    pub segments: Vec<Segment>,
    /// The first iteration of the steady state, 1-based as in Barrett et
    /// al.'s tables (1 for flat); `None` without a steady state.
    pub steady_iteration: Option<usize>,
    /// Sum of the iteration times before the steady state (ms; 0 for flat).
    pub time_to_steady_ms: Option<f64>,
    /// Median of the steady iterations that are not outliers (ms).
    pub steady_ms: Option<f64>,
}

impl ProcessWarmup {
    /// The steady iterations (0-based range), if there is a steady state.
    pub fn steady_range(&self) -> Option<std::ops::Range<usize>> {
        self.steady_iteration
            .map(|first| first - 1..self.iterations)
    }
}

/// Classifies one process's iteration times (any unit; figures in ms assume
/// ns). `None` for a series shorter than [`MIN_ITERATIONS`].
pub fn classify(times_ns: &[f64], parameters: &Parameters) -> Option<ProcessWarmup> {
    let n = times_ns.len();
    if n < MIN_ITERATIONS {
        return None;
    }
    let outlier_indices = outliers::outliers(times_ns, outliers::window_for(n));
    // The series without outliers, and each kept point's original index.
    let kept: Vec<usize> = (0..n)
        .filter(|i| outlier_indices.binary_search(i).is_err())
        .collect();
    let values: Vec<f64> = kept.iter().map(|&i| times_ns[i]).collect();
    let penalty = parameters.penalty_per_log_n * (values.len() as f64).ln();
    // Changepoints found without the outliers, mapped back: a segment starts
    // at the original index of its first kept point.
    let changepoints: Vec<usize> = pelt::changepoints(&values, penalty, parameters.min_segment)
        .into_iter()
        .map(|k| kept[k])
        .collect();
    let bounds: Vec<usize> = std::iter::once(0)
        .chain(changepoints.iter().copied())
        .chain(std::iter::once(n))
        .collect();
    let segments: Vec<Segment> = bounds
        .windows(2)
        .map(|w| {
            let inside: Vec<f64> = (w[0]..w[1])
                .filter(|i| outlier_indices.binary_search(i).is_err())
                .map(|i| times_ns[i])
                .collect();
            Segment {
                start: w[0],
                end: w[1],
                mean_ns: crate::stats::mean(&inside).unwrap_or(f64::NAN),
            }
        })
        .collect();
    let (class, first_steady_segment) = classify_segments(&segments, n, parameters);
    let mut analysis = ProcessWarmup {
        class,
        iterations: n,
        outliers: outlier_indices,
        changepoints,
        segments,
        steady_iteration: None,
        time_to_steady_ms: None,
        steady_ms: None,
    };
    if let Some(first) = first_steady_segment {
        let start = analysis.segments[first].start;
        let steady: Vec<f64> = (start..n)
            .filter(|i| analysis.outliers.binary_search(i).is_err())
            .map(|i| times_ns[i])
            .collect();
        analysis.steady_iteration = Some(start + 1);
        // A fold from +0.0: an empty `sum()` of f64 is -0.0, printed "-0.0".
        let before: f64 = times_ns[..start].iter().fold(0.0, |sum, t| sum + t);
        analysis.time_to_steady_ms = Some(before / 1e6);
        analysis.steady_ms = crate::stats::median(&steady).map(|ns| ns / 1e6);
    }
    Some(analysis)
}

/// Barrett et al.'s classification of a segmentation of `n` iterations, and
/// the first segment of the steady state (the run of segments at the end
/// equivalent to the last), if there is one.
pub fn classify_segments(
    segments: &[Segment],
    n: usize,
    parameters: &Parameters,
) -> (Class, Option<usize>) {
    let Some(last) = segments.last() else {
        return (Class::NoSteadyState, None);
    };
    let fastest = segments
        .iter()
        .map(|s| s.mean_ns)
        .fold(f64::INFINITY, f64::min);
    let tolerance = parameters.relative_tolerance * fastest;
    let equivalent = |s: &Segment| (s.mean_ns - last.mean_ns).abs() <= tolerance;
    // The steady part must start no later than this iteration.
    let steady_length = ((n as f64) * parameters.steady_fraction).ceil() as usize;
    let latest_start = n.saturating_sub(steady_length);
    let mut class = Class::Flat;
    for segment in segments[..segments.len() - 1].iter().rev() {
        if equivalent(segment) {
            continue;
        }
        if segment.end > latest_start {
            class = Class::NoSteadyState;
            break;
        }
        if segment.mean_ns < last.mean_ns {
            class = Class::Slowdown;
            break;
        }
        class = Class::Warmup;
    }
    if class == Class::NoSteadyState {
        return (class, None);
    }
    let mut first = segments.len() - 1;
    while first > 0 && equivalent(&segments[first - 1]) {
        first -= 1;
    }
    (class, Some(first))
}

/// The steady-state iterations of one invocation's iteration times.
pub fn steady_iterations(times: &[f64], warmup: crate::stats::Warmup) -> &[f64] {
    use crate::stats::{median, Warmup};
    let n = times.len();
    let skip = match warmup {
        Warmup::Half => n / 2,
        Warmup::Fixed(k) => k.min(n.saturating_sub(1)),
        Warmup::Detect => {
            let settled = median(&times[n / 2..]).unwrap_or(0.0);
            times[..n / 2]
                .iter()
                .position(|t| *t <= settled * 1.10)
                .unwrap_or(n / 2)
        }
        Warmup::Changepoint => match classify(times, &Parameters::default()) {
            Some(analysis) => analysis.steady_range().map(|r| r.start).unwrap_or(n),
            None => n / 2,
        },
    };
    &times[skip..]
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::stats::SplitMix64;

    #[test]
    fn warmup_policies_drop_the_right_iterations() {
        let times = [50.0, 30.0, 11.0, 10.0, 10.0, 10.5, 9.5, 10.0];
        assert_eq!(
            super::steady_iterations(&times, crate::stats::Warmup::Half),
            &times[4..]
        );
        assert_eq!(
            super::steady_iterations(&times, crate::stats::Warmup::Fixed(1)),
            &times[1..]
        );
        assert_eq!(
            super::steady_iterations(&times, crate::stats::Warmup::Fixed(99)),
            &times[7..]
        );
        // 11.0 is within 10% of the later half's median (10.0): steady from 2.
        assert_eq!(
            super::steady_iterations(&times, crate::stats::Warmup::Detect),
            &times[2..]
        );
        // Never settles in the first half: drop the first half.
        let rising = [50.0, 40.0, 30.0, 20.0, 10.0, 10.0, 10.0, 10.0];
        assert_eq!(
            super::steady_iterations(&rising, crate::stats::Warmup::Detect),
            &rising[4..]
        );
        // Changepoints: steady from the step (iteration 3), not from the half.
        let mut step = vec![90.0, 80.0, 70.0];
        step.extend((0..17).map(|i| 10.0 + (i % 3) as f64 * 0.1));
        assert_eq!(
            super::steady_iterations(&step, crate::stats::Warmup::Changepoint),
            &step[3..]
        );
        // A change in the final quarter: no steady state, no iterations.
        let mut late = vec![10.0; 16];
        late.extend([20.0; 4]);
        assert!(super::steady_iterations(&late, crate::stats::Warmup::Changepoint).is_empty());
        assert_eq!(
            super::steady_iterations(&times, crate::stats::Warmup::Changepoint),
            &times[4..]
        );
    }

    /// `levels` with Gaussian noise of relative standard deviation `cv`
    /// (Box-Muller on SplitMix64; deterministic per seed).
    pub(crate) fn noisy(levels: &[f64], cv: f64, seed: u64) -> Vec<f64> {
        let mut rng = SplitMix64::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(1));
        let mut uniform = || ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
        levels
            .iter()
            .map(|level| {
                let gaussian =
                    (-2.0 * uniform().ln()).sqrt() * (2.0 * std::f64::consts::PI * uniform()).cos();
                level * (1.0 + cv * gaussian)
            })
            .collect()
    }

    fn levels(parts: &[(f64, usize)]) -> Vec<f64> {
        parts
            .iter()
            .flat_map(|&(level, count)| std::iter::repeat_n(level, count))
            .collect()
    }

    fn classify_noisy(parts: &[(f64, usize)], seed: u64) -> ProcessWarmup {
        classify(&noisy(&levels(parts), 0.02, seed), &Parameters::default()).unwrap()
    }

    #[test]
    fn flat_series_are_flat_and_steady_from_the_first_iteration() {
        for seed in 0..10 {
            let p = classify_noisy(&[(20e6, 40)], seed);
            assert_eq!(p.class, Class::Flat, "seed {seed}: {p:?}");
            assert_eq!(p.steady_iteration, Some(1));
            assert_eq!(p.time_to_steady_ms, Some(0.0));
            assert!(p.time_to_steady_ms.unwrap().is_sign_positive(), "not -0.0");
            assert!((p.steady_ms.unwrap() - 20.0).abs() < 0.5, "{p:?}");
        }
    }

    #[test]
    fn a_step_down_is_warm_up_with_the_steady_state_after_the_step() {
        for seed in 0..10 {
            let p = classify_noisy(&[(60e6, 6), (20e6, 34)], seed);
            assert_eq!(p.class, Class::Warmup, "seed {seed}: {p:?}");
            assert_eq!(p.changepoints, vec![6]);
            assert_eq!(p.steady_iteration, Some(7));
            // Six iterations of ~60 ms before the steady state.
            assert!((p.time_to_steady_ms.unwrap() - 360.0).abs() < 20.0, "{p:?}");
            assert!((p.steady_ms.unwrap() - 20.0).abs() < 0.5, "{p:?}");
        }
    }

    #[test]
    fn a_step_up_is_a_slowdown_steady_at_the_slower_level() {
        for seed in 0..10 {
            let p = classify_noisy(&[(20e6, 15), (30e6, 25)], seed);
            assert_eq!(p.class, Class::Slowdown, "seed {seed}: {p:?}");
            assert_eq!(p.steady_iteration, Some(16));
            assert!((p.steady_ms.unwrap() - 30.0).abs() < 0.8, "{p:?}");
        }
    }

    #[test]
    fn noise_only_is_flat() {
        for seed in 0..20 {
            let p = classify(&noisy(&[20e6; 50], 0.05, seed), &Parameters::default()).unwrap();
            assert_eq!(p.class, Class::Flat, "seed {seed}: {p:?}");
        }
    }

    #[test]
    fn warm_up_then_a_late_slowdown_is_a_slowdown() {
        // Two changes: fast after warm-up, then slower again (but early
        // enough to be a steady state).
        let p = classify_noisy(&[(80e6, 5), (20e6, 20), (26e6, 35)], 1);
        assert_eq!(p.changepoints, vec![5, 25], "{p:?}");
        assert_eq!(p.class, Class::Slowdown);
        assert_eq!(p.steady_iteration, Some(26));
    }

    #[test]
    fn two_warm_up_steps_are_warm_up_from_the_second() {
        let p = classify_noisy(&[(90e6, 4), (40e6, 10), (20e6, 36)], 2);
        assert_eq!(p.changepoints, vec![4, 14], "{p:?}");
        assert_eq!(p.class, Class::Warmup);
        assert_eq!(p.steady_iteration, Some(15));
    }

    #[test]
    fn a_change_in_the_final_quarter_is_no_steady_state() {
        let p = classify_noisy(&[(20e6, 34), (30e6, 6)], 3);
        assert_eq!(p.changepoints, vec![34], "{p:?}");
        assert_eq!(p.class, Class::NoSteadyState);
        assert_eq!(p.steady_iteration, None);
        assert_eq!(p.steady_ms, None);
    }

    #[test]
    fn segments_within_the_tolerance_are_one_steady_state() {
        // A step of 3% (below the 5% tolerance) after warm-up: the steady
        // state starts after the warm-up, not at the small step.
        let segments = [
            Segment {
                start: 0,
                end: 5,
                mean_ns: 50e6,
            },
            Segment {
                start: 5,
                end: 20,
                mean_ns: 20.6e6,
            },
            Segment {
                start: 20,
                end: 40,
                mean_ns: 20e6,
            },
        ];
        assert_eq!(
            classify_segments(&segments, 40, &Parameters::default()),
            (Class::Warmup, Some(1))
        );
        let strict = Parameters {
            relative_tolerance: 0.01,
            ..Parameters::default()
        };
        // With a 1% tolerance the earlier, slower segment is warm-up too.
        assert_eq!(
            classify_segments(&segments, 40, &strict),
            (Class::Warmup, Some(2))
        );
    }

    #[test]
    fn an_outlier_does_not_make_a_changepoint() {
        let mut y = noisy(&[20e6; 50], 0.01, 9);
        y[30] = 200e6;
        let p = classify(&y, &Parameters::default()).unwrap();
        assert_eq!(p.outliers, vec![30]);
        assert_eq!(p.class, Class::Flat, "{p:?}");
        assert!((p.steady_ms.unwrap() - 20.0).abs() < 0.3);
    }

    #[test]
    fn classes_are_written_by_their_names() {
        for class in Class::ALL {
            let json = serde_json::to_string(&class).unwrap();
            assert_eq!(json, format!("\"{}\"", class.name()));
            assert_eq!(serde_json::from_str::<Class>(&json).unwrap(), class);
        }
    }

    #[test]
    fn short_series_are_not_classified() {
        assert_eq!(classify(&[1.0; 9], &Parameters::default()), None);
    }
}
