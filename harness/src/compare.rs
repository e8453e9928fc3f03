//! `rvm-harness compare BASELINE NEW`: per (benchmark, configuration) present
//! in both, is the new steady-state time a regression, an improvement, or
//! within noise?
//!
//! A change counts only when the two 95% bootstrap intervals of the median do
//! not overlap AND the medians differ by more than the threshold (default
//! 3%): the first guards against noise, the second against differences too
//! small to matter that a very quiet machine would still resolve. A
//! regression makes the command exit 1, so it can gate a change.

use crate::result::ResultFile;
use crate::stats::Estimate;
use crate::summary::Summary;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Regression,
    Improvement,
    Unchanged,
}

/// The decision for one pair of times (higher is slower).
pub fn decide(baseline: &Estimate, new: &Estimate, threshold: f64) -> Verdict {
    let change = new.value / baseline.value - 1.0;
    if baseline.overlaps(new) || change.abs() <= threshold {
        Verdict::Unchanged
    } else if change > 0.0 {
        Verdict::Regression
    } else {
        Verdict::Improvement
    }
}

pub struct Row {
    pub benchmark: String,
    pub configuration: String,
    pub baseline: Estimate,
    pub new: Estimate,
    pub change_percent: f64,
    pub verdict: Verdict,
}

pub struct Comparison {
    pub rows: Vec<Row>,
    /// Pairs only one of the files has figures for.
    pub unmatched: Vec<String>,
}

impl Comparison {
    pub fn regressions(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.verdict == Verdict::Regression)
            .count()
    }

    pub fn improvements(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.verdict == Verdict::Improvement)
            .count()
    }
}

pub fn compare(baseline: &Summary, new: &Summary, threshold: f64) -> Comparison {
    let mut rows = Vec::new();
    let mut unmatched = Vec::new();
    for pair in &baseline.pairs {
        let other = new.pair(&pair.benchmark, &pair.configuration);
        match (pair.time, other.and_then(|o| o.time)) {
            (Some(b), Some(n)) => rows.push(Row {
                benchmark: pair.benchmark.clone(),
                configuration: pair.configuration.clone(),
                baseline: b,
                new: n,
                change_percent: (n.value / b.value - 1.0) * 100.0,
                verdict: decide(&b, &n, threshold),
            }),
            _ => unmatched.push(format!("{} / {}", pair.benchmark, pair.configuration)),
        }
    }
    for pair in &new.pairs {
        if baseline
            .pair(&pair.benchmark, &pair.configuration)
            .is_none()
        {
            unmatched.push(format!("{} / {}", pair.benchmark, pair.configuration));
        }
    }
    Comparison { rows, unmatched }
}

pub fn markdown(comparison: &Comparison, threshold: f64) -> String {
    let header: Vec<String> = [
        "benchmark",
        "configuration",
        "baseline ms",
        "new ms",
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
                r.benchmark.clone(),
                r.configuration.clone(),
                crate::report::fmt_estimate(Some(r.baseline), 2),
                crate::report::fmt_estimate(Some(r.new), 2),
                format!("{:+.1}%", r.change_percent),
                match r.verdict {
                    Verdict::Regression => "**REGRESSION**".to_string(),
                    Verdict::Improvement => "improvement".to_string(),
                    Verdict::Unchanged => "within noise".to_string(),
                },
            ]
        })
        .collect();
    let mut out = crate::report::table(&header, &rows);
    out.push_str(&format!(
        "\n{} regression(s), {} improvement(s) (intervals apart and change > {:.1}%)\n",
        comparison.regressions(),
        comparison.improvements(),
        threshold * 100.0
    ));
    if !comparison.unmatched.is_empty() {
        out.push_str(&format!(
            "not in both files (or no good invocation): {}\n",
            comparison.unmatched.join(", ")
        ));
    }
    out
}

/// A warning when the two runs saw very different machine load: on a shared
/// machine that alone moves times far beyond either run's own noise.
pub fn load_warning(baseline: &ResultFile, new: &ResultFile) -> Option<String> {
    let load = |f: &ResultFile| {
        let values: Vec<f64> = [f.machine.load_average_start, f.machine.load_average_end]
            .into_iter()
            .flatten()
            .collect();
        crate::stats::mean(&values)
    };
    let (a, b) = (load(baseline)?, load(new)?);
    let cores = baseline.machine.cores.max(1) as f64;
    let busy = a.max(b) > cores;
    if busy && (a - b).abs() > 0.5 * cores {
        Some(format!(
            "warning: the machine's load average was {a:.1} for the baseline and {b:.1} for the new run ({} cores): differences may come from the machine, not from rvm",
            baseline.machine.cores
        ))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::median_interval;

    fn estimate(values: &[f64]) -> Estimate {
        median_interval(values, 7).unwrap()
    }

    #[test]
    fn a_clear_slowdown_beyond_the_threshold_is_a_regression() {
        let before = estimate(&[100.0, 101.0, 99.0, 100.5, 99.5, 100.2]);
        let after = estimate(&[110.0, 111.0, 109.0, 110.5, 109.5, 110.2]);
        assert_eq!(decide(&before, &after, 0.03), Verdict::Regression);
        assert_eq!(decide(&after, &before, 0.03), Verdict::Improvement);
    }

    #[test]
    fn a_separated_change_below_the_threshold_is_unchanged() {
        // 2% slower, tight intervals that do not overlap: still below 3%.
        let before = estimate(&[100.0, 100.1, 99.9, 100.0, 100.05]);
        let after = estimate(&[102.0, 102.1, 101.9, 102.0, 102.05]);
        assert!(!before.overlaps(&after));
        assert_eq!(decide(&before, &after, 0.03), Verdict::Unchanged);
        assert_eq!(decide(&before, &after, 0.01), Verdict::Regression);
    }

    #[test]
    fn a_large_change_within_noise_is_unchanged() {
        // Medians 10% apart, but the processes scatter by +-20%.
        let before = estimate(&[80.0, 120.0, 100.0, 85.0, 118.0, 95.0]);
        let after = estimate(&[88.0, 132.0, 110.0, 93.0, 130.0, 104.0]);
        assert!(before.overlaps(&after));
        assert_eq!(decide(&before, &after, 0.03), Verdict::Unchanged);
    }
}
