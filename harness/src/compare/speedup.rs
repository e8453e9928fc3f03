//! The default comparison of two result files: speedups, not milliseconds.
//!
//! ```text
//!  result file ──paired_speedups──▶ per benchmark x configuration, one ratio per round:
//!      reference's steady figure / configuration's, both from round i (the runner runs
//!      every configuration once per round, interleaved, so the two processes ran
//!      minutes apart at most and saw the same machine)
//!  ratios ──median + percentile bootstrap over the ratios──▶ speedup [interval]
//!  per configuration ──geometric mean of the benchmarks' medians (bootstrap: every
//!      benchmark's ratios resampled per replicate)──▶ geomean row
//!  baseline vs new ──decide (Better::Higher, --threshold / --geomean-threshold)──▶ verdicts
//!  exit 1: a geomean row regressed (or, with --each, any row)
//! ```
//!
//! Why the geometric means gate and single benchmarks do not (unless
//! `--each`): with 3 rounds per pair (the quick variant) the two intervals of
//! one benchmark are about the ranges of 3 ratios each, which fall apart by
//! chance in 1 comparison of 10; over the quick variant's 40 rows some row is
//! "apart" in almost every comparison of a commit with itself, and only a
//! threshold far above the noise (50-100% on a loaded machine,
//! docs/experiments.md "False positives") would hide them. The geometric mean
//! pools 8 benchmarks' 24 ratios per configuration.
//!
//! A machine twice as fast (or twice as loaded) moves the reference and the
//! configuration alike and leaves the ratio: the comparison is meaningful
//! between runs on different machines of one kind, where milliseconds are not.

use super::{decide, Better, Verdict};
use crate::fingerprint;
use crate::result::ResultFile;
use crate::stats::{self, Estimate};
use crate::summary::{seed_of, steady_figure};

/// Default `--threshold` (percent) for one benchmark's speedup: the median
/// change between two quick runs of one commit on the loaded 2-core
/// machine was 28% (docs/experiments.md, "False positives").
pub const DEFAULT_THRESHOLD_PERCENT: f64 = 25.0;
/// Default `--geomean-threshold` (percent): the geometric mean over
/// benchmarks is steadier than any one of them (median change 5.6% in the
/// same measurement; a real loss of inlining's pay-off is 10% or more).
pub const DEFAULT_GEOMEAN_THRESHOLD_PERCENT: f64 = 10.0;

/// Fewer paired rounds than this give no verdict: one ratio has no interval.
pub const MIN_ROUNDS: usize = 2;

#[derive(Clone, Copy, Debug)]
pub struct Thresholds {
    /// Per benchmark, a fraction.
    pub pair: f64,
    /// The geometric-mean rows, a fraction.
    pub geomean: f64,
    /// `--each`: a single benchmark's regression fails too.
    pub each: bool,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            pair: DEFAULT_THRESHOLD_PERCENT / 100.0,
            geomean: DEFAULT_GEOMEAN_THRESHOLD_PERCENT / 100.0,
            each: false,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Row {
    /// A benchmark, or `None` for the geometric-mean row.
    pub benchmark: Option<String>,
    pub configuration: String,
    pub baseline: Option<Estimate>,
    pub new: Option<Estimate>,
    /// Paired rounds behind each figure.
    pub baseline_rounds: usize,
    pub new_rounds: usize,
    pub change_percent: Option<f64>,
    pub verdict: Verdict,
    /// Why there is no verdict, if there is none.
    pub problem: Option<String>,
}

pub struct Comparison {
    pub reference: String,
    pub rows: Vec<Row>,
    pub thresholds: Thresholds,
    /// Fingerprint differences and mismatched inputs, printed above the table.
    pub notes: Vec<String>,
    /// Benchmark x configuration in only one of the files.
    pub unmatched: Vec<String>,
}

impl Comparison {
    /// Rows with this verdict, gating or not.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.rows.iter().filter(|r| r.verdict == verdict).count()
    }

    /// Whether a row's verdict decides the exit status.
    pub fn gates(&self, row: &Row) -> bool {
        row.benchmark.is_none() || self.thresholds.each
    }

    /// The regressions that make `compare` exit 1.
    pub fn regressions(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.verdict == Verdict::Regression && self.gates(r))
            .count()
    }
}

/// One speedup per round in which both the reference and `configuration`
/// ran well: reference figure / configuration figure (above 1: faster).
pub fn paired_speedups(
    file: &ResultFile,
    benchmark: &str,
    configuration: &str,
    reference: &str,
) -> Vec<f64> {
    let figure = |config: &str, index: usize| {
        file.invocations
            .iter()
            .find(|i| {
                i.benchmark == benchmark && i.configuration == config && i.index == index && i.ok()
            })
            .and_then(|i| steady_figure(i, file))
    };
    let mut rounds: Vec<usize> = file
        .invocations
        .iter()
        .filter(|i| i.benchmark == benchmark && i.configuration == configuration)
        .map(|i| i.index)
        .collect();
    rounds.sort_unstable();
    rounds.dedup();
    rounds
        .into_iter()
        .filter_map(|round| {
            let (r, c) = (figure(reference, round)?, figure(configuration, round)?);
            (c > 0.0 && r > 0.0).then_some(r / c)
        })
        .collect()
}

/// Compares the speedups over the two files' common reference configuration.
pub fn compare(
    baseline: &ResultFile,
    new: &ResultFile,
    thresholds: Thresholds,
) -> Result<Comparison, String> {
    let reference = match (&baseline.experiment.reference, &new.experiment.reference) {
        (Some(a), Some(b)) if a == b => a.clone(),
        (Some(a), Some(b)) => {
            return Err(format!(
                "the baseline's speedups are over {a}, the new file's over {b}: not comparable (--absolute compares milliseconds)"
            ))
        }
        _ => {
            return Err(
                "no reference configuration in the experiment: there are no speedups to compare (--absolute compares milliseconds)"
                    .to_string(),
            )
        }
    };
    let mut notes: Vec<String> = fingerprint::result_differences(baseline, new)
        .iter()
        .map(|d| match d.kind {
            fingerprint::Kind::Machine => format!(
                "note: another machine ({d}); speedups carry over between machines of one kind, but not every microarchitecture rewards inlining alike"
            ),
            fingerprint::Kind::Conditions => format!("note: {d}"),
        })
        .collect();
    notes.extend(super::argument_notes(&baseline.experiment, &new.experiment));

    let mut rows = Vec::new();
    let mut unmatched = Vec::new();
    let mut per_config: Vec<(String, Vec<Vec<f64>>, Vec<Vec<f64>>)> = Vec::new();
    for configuration in &baseline.experiment.configurations {
        let name = &configuration.name;
        if name == &reference {
            continue;
        }
        if new.experiment.configuration(name).is_none() {
            unmatched.push(format!("configuration {name}"));
            continue;
        }
        let (mut base_sets, mut new_sets) = (Vec::new(), Vec::new());
        for benchmark in &baseline.experiment.benchmarks {
            let b = &benchmark.name;
            if !new.experiment.benchmarks.iter().any(|n| &n.name == b) {
                continue;
            }
            let base_ratios = paired_speedups(baseline, b, name, &reference);
            let new_ratios = paired_speedups(new, b, name, &reference);
            let seed = seed_of(&[b, name, "paired-speedup"]);
            let base_estimate = stats::median_interval(&base_ratios, seed);
            let new_estimate = stats::median_interval(&new_ratios, seed);
            let enough = base_ratios.len() >= MIN_ROUNDS && new_ratios.len() >= MIN_ROUNDS;
            if enough {
                base_sets.push(base_ratios.clone());
                new_sets.push(new_ratios.clone());
            }
            rows.push(row(
                Some(b.clone()),
                name,
                (base_estimate, base_ratios.len()),
                (new_estimate, new_ratios.len()),
                thresholds.pair,
            ));
        }
        per_config.push((name.clone(), base_sets, new_sets));
    }
    for benchmark in &new.experiment.benchmarks {
        if !baseline
            .experiment
            .benchmarks
            .iter()
            .any(|b| b.name == benchmark.name)
        {
            unmatched.push(format!("benchmark {}", benchmark.name));
        }
    }
    for configuration in &new.experiment.configurations {
        if baseline
            .experiment
            .configuration(&configuration.name)
            .is_none()
        {
            unmatched.push(format!("configuration {}", configuration.name));
        }
    }
    // The geometric means over the benchmarks both files have enough rounds of.
    for (name, base_sets, new_sets) in per_config {
        let seed = seed_of(&[&name, "paired-geomean"]);
        let n = base_sets.len();
        rows.push(row(
            None,
            &name,
            (stats::geometric_mean_of_medians(&base_sets, seed), n),
            (stats::geometric_mean_of_medians(&new_sets, seed), n),
            thresholds.geomean,
        ));
    }
    Ok(Comparison {
        reference,
        rows,
        thresholds,
        notes,
        unmatched,
    })
}

fn row(
    benchmark: Option<String>,
    configuration: &str,
    (baseline, baseline_rounds): (Option<Estimate>, usize),
    (new, new_rounds): (Option<Estimate>, usize),
    threshold: f64,
) -> Row {
    let change_percent = baseline
        .zip(new)
        .map(|(b, n)| (n.value / b.value - 1.0) * 100.0);
    let minimum = if benchmark.is_some() { MIN_ROUNDS } else { 1 };
    let problem = if baseline_rounds < minimum || new_rounds < minimum {
        Some(format!(
            "too few paired rounds ({baseline_rounds} and {new_rounds}; at least {minimum})"
        ))
    } else {
        None
    };
    let verdict = match (baseline, new, &problem) {
        (Some(b), Some(n), None) => decide(&b, &n, threshold, Better::Higher),
        _ => Verdict::Unchanged,
    };
    Row {
        benchmark,
        configuration: configuration.to_string(),
        baseline,
        new,
        baseline_rounds,
        new_rounds,
        change_percent,
        verdict,
        problem,
    }
}

fn speedup_text(estimate: Option<Estimate>) -> String {
    match estimate {
        Some(e) => format!("{:.3}x [{:.3}, {:.3}]", e.value, e.low, e.high),
        None => "-".to_string(),
    }
}

pub fn markdown(comparison: &Comparison) -> String {
    let mut out = String::new();
    for note in &comparison.notes {
        out.push_str(note);
        out.push('\n');
    }
    if !comparison.notes.is_empty() {
        out.push('\n');
    }
    let header: Vec<String> = [
        "benchmark",
        "configuration",
        "baseline speedup",
        "new speedup",
        "rounds",
        "change",
        "verdict",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let rows: Vec<Vec<String>> = comparison
        .rows
        .iter()
        .map(|r| {
            vec![
                r.benchmark
                    .clone()
                    .unwrap_or_else(|| "**geomean**".to_string()),
                r.configuration.clone(),
                speedup_text(r.baseline),
                speedup_text(r.new),
                format!("{}/{}", r.baseline_rounds, r.new_rounds),
                r.change_percent
                    .map_or("-".to_string(), |c| format!("{c:+.1}%")),
                match (&r.problem, r.verdict, comparison.gates(r)) {
                    (Some(problem), _, _) => problem.clone(),
                    (None, Verdict::Regression, false) => "lower (not gating)".to_string(),
                    (None, Verdict::Improvement, false) => "higher (not gating)".to_string(),
                    (None, verdict, _) => verdict.word().to_string(),
                },
            ]
        })
        .collect();
    out.push_str(&crate::report::table(&header, &rows));
    out.push_str(&format!(
        "\nSpeedup over {}: per round, the reference's steady-state figure / the configuration's (the two processes of one round); the median over rounds, with a 95% percentile-bootstrap interval over those per-round ratios (2000 replicates). Geomean: the geometric mean over benchmarks of the medians, each replicate resampling every benchmark's ratios.\n",
        comparison.reference
    ));
    let gating_improvements = comparison
        .rows
        .iter()
        .filter(|r| r.verdict == Verdict::Improvement && comparison.gates(r))
        .count();
    out.push_str(&format!(
        "{} regression(s), {} improvement(s): intervals apart and the speedup changed by more than {:.1}% (geomean){}\n",
        comparison.regressions(),
        gating_improvements,
        comparison.thresholds.geomean * 100.0,
        if comparison.thresholds.each {
            format!(" or {:.1}% (one benchmark)", comparison.thresholds.pair * 100.0)
        } else {
            format!(
                "; single benchmarks apart by more than {:.1}%, not gating (--each to gate on them): {} lower, {} higher",
                comparison.thresholds.pair * 100.0,
                comparison.rows.iter().filter(|r| r.benchmark.is_some() && r.verdict == Verdict::Regression).count(),
                comparison.rows.iter().filter(|r| r.benchmark.is_some() && r.verdict == Verdict::Improvement).count()
            )
        }
    ));
    if !comparison.unmatched.is_empty() {
        out.push_str(&format!(
            "not in both files: {}\n",
            comparison.unmatched.join(", ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::fixtures::{result_file, times};

    const BENCHMARKS: [&str; 3] = ["Richards", "DeltaBlue", "Recursion"];

    /// Steady-state medians (ms) per benchmark x configuration x round, with
    /// a few percent of scatter between rounds.
    fn measured(scale: impl Fn(&str, &str) -> f64) -> ResultFile {
        measured_with(0, scale)
    }

    /// `noise`: which of the per-process scatter patterns (another run).
    fn measured_with(noise: usize, scale: impl Fn(&str, &str) -> f64) -> ResultFile {
        let base = |b: &str, c: &str| {
            let speedup = match c {
                "inline-off" => 1.0,
                "static" => 1.3,
                _ => 1.6,
            };
            let size = match b {
                "Richards" => 50.0,
                "DeltaBlue" => 80.0,
                _ => 20.0,
            };
            size / speedup * scale(b, c)
        };
        result_file(
            &BENCHMARKS,
            &["inline-off", "static", "profile"],
            |b, c, round| {
                // Round-to-round machine drift, shared by every configuration.
                let drift = [1.0, 1.04, 0.97, 1.02, 0.99][round];
                let own = [1.0, 0.99, 1.01, 1.0, 1.02][(round + c.len() + noise) % 5];
                times(base(b, c) * drift * own)
            },
        )
    }

    #[test]
    fn a_uniformly_slower_machine_is_not_a_regression_of_speedups() {
        let before = measured(|_, _| 1.0);
        // Every configuration 40% slower (another machine, or a loaded one).
        let after = measured(|_, _| 1.4);
        let c = compare(&before, &after, Thresholds::default()).unwrap();
        assert_eq!(c.count(Verdict::Regression), 0, "{}", markdown(&c));
        assert_eq!(c.count(Verdict::Improvement), 0, "{}", markdown(&c));
        for r in &c.rows {
            assert!(r.change_percent.unwrap().abs() < 1e-9, "{r:?}");
        }
        // ... also with other per-process scatter, as a second run has.
        let after = measured_with(2, |_, _| 1.4);
        let c = compare(&before, &after, Thresholds::default()).unwrap();
        assert_eq!(c.count(Verdict::Regression), 0, "{}", markdown(&c));
        assert_eq!(c.count(Verdict::Improvement), 0, "{}", markdown(&c));
        // The same pair compared in milliseconds: every pair "regressed".
        let before_summary = crate::summary::summarize(&before, std::path::Path::new("."));
        let after_summary = crate::summary::summarize(&after, std::path::Path::new("."));
        let ms = crate::compare::absolute::compare(&before_summary, &after_summary, 0.03);
        assert_eq!(ms.regressions(), 9);
    }

    #[test]
    fn one_configuration_slowing_down_is_a_regression_of_its_speedups() {
        let before = measured(|_, _| 1.0);
        // Profile-directed code runs 50% longer (its speedup falls by a
        // third, beyond the 25% threshold); nothing else changes.
        let after = measured(|_, c| if c == "profile" { 1.5 } else { 1.0 });
        let c = compare(&before, &after, Thresholds::default()).unwrap();
        // By default the geometric mean gates...
        assert_eq!(c.regressions(), 1, "{}", markdown(&c));
        // ... and with --each every benchmark's row does too.
        let each = Thresholds {
            each: true,
            ..Thresholds::default()
        };
        let c = compare(&before, &after, each).unwrap();
        assert_eq!(c.regressions(), 4);
        let regressions: Vec<(Option<&str>, &str)> = c
            .rows
            .iter()
            .filter(|r| r.verdict == Verdict::Regression)
            .map(|r| (r.benchmark.as_deref(), r.configuration.as_str()))
            .collect();
        assert_eq!(
            regressions,
            vec![
                (Some("Richards"), "profile"),
                (Some("DeltaBlue"), "profile"),
                (Some("Recursion"), "profile"),
                (None, "profile"),
            ],
            "{}",
            markdown(&c)
        );
        assert_eq!(c.count(Verdict::Improvement), 0);
    }

    #[test]
    fn the_reference_slowing_down_improves_every_speedup() {
        let before = measured(|_, _| 1.0);
        let after = measured(|_, c| if c == "inline-off" { 1.3 } else { 1.0 });
        let c = compare(&before, &after, Thresholds::default()).unwrap();
        assert_eq!(c.count(Verdict::Regression), 0);
        // 3 benchmarks x 2 configurations + 2 geomean rows.
        assert_eq!(c.count(Verdict::Improvement), 8, "{}", markdown(&c));
    }

    #[test]
    fn speedups_pair_the_processes_of_one_round() {
        let file = measured(|_, _| 1.0);
        let ratios = paired_speedups(&file, "Richards", "static", "inline-off");
        assert_eq!(ratios.len(), 5);
        // The shared drift cancels; what is left is the per-process scatter.
        for r in &ratios {
            assert!((r / 1.3 - 1.0).abs() < 0.035, "{ratios:?}");
        }
    }

    #[test]
    fn a_change_within_the_noise_of_few_rounds_is_not_a_verdict() {
        let before = measured(|_, _| 1.0);
        let after = measured(|b, c| {
            if b == "Recursion" && c == "static" {
                1.02
            } else {
                1.0
            }
        });
        let c = compare(&before, &after, Thresholds::default()).unwrap();
        assert_eq!(c.count(Verdict::Regression), 0, "{}", markdown(&c));
    }

    #[test]
    fn different_references_are_refused() {
        let before = measured(|_, _| 1.0);
        let mut after = measured(|_, _| 1.0);
        after.experiment.reference = Some("static".to_string());
        let error = compare(&before, &after, Thresholds::default())
            .err()
            .unwrap();
        assert!(error.contains("over inline-off"), "{error}");
    }
}
