//! `compare --absolute`: per (benchmark, configuration) present in both
//! files, is the new steady-state time (milliseconds) a regression, an
//! improvement, or within noise? Milliseconds carry over only between runs
//! on the same machine, so [`gate`] refuses two results whose fingerprints
//! name different machines and loudly flags different conditions (load,
//! harness overhead) on the same one.

use super::{decide, Better, Verdict};
use crate::fingerprint::{self, Kind};
use crate::result::ResultFile;
use crate::stats::Estimate;
use crate::summary::Summary;

/// The decision for one pair of times (higher is slower).
pub fn decide_time(baseline: &Estimate, new: &Estimate, threshold: f64) -> Verdict {
    decide(baseline, new, threshold, Better::Lower)
}

/// Whether an absolute comparison of the two results may go on: `Err` (the
/// refusal, with every reason) for two machines, else the warnings to print
/// above the table.
pub fn gate(baseline: &ResultFile, new: &ResultFile) -> Result<Vec<String>, String> {
    let differences = fingerprint::result_differences(baseline, new);
    let machine: Vec<String> = differences
        .iter()
        .filter(|d| d.kind == Kind::Machine)
        .map(|d| format!("  {d}"))
        .collect();
    if !machine.is_empty() {
        return Err(format!(
            "--absolute: the two results come from different machines, so their milliseconds are not comparable:\n{}\ncompare their speedups instead (rvm-harness compare without --absolute), or measure both on one machine",
            machine.join("\n")
        ));
    }
    Ok(differences
        .iter()
        .map(|d| {
            format!("WARNING: same machine, different conditions: {d}: times may differ because of the machine, not rvm")
        })
        .collect())
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
                verdict: decide_time(&b, &n, threshold),
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
                r.verdict.word().to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::median_interval;

    fn estimate(values: &[f64]) -> Estimate {
        median_interval(values, 7).unwrap()
    }

    #[test]
    fn milliseconds_from_two_machines_are_refused_and_another_load_is_flagged() {
        use crate::compare::fixtures::{machine, result_file, times};
        let file = |cpu: &str, load: f64| {
            let mut f = result_file(&["Richards"], &["off", "on"], |_, _, _| times(10.0));
            f.machine = machine(cpu, load);
            f
        };
        let here = file("Xeon 8375C", 0.2);
        assert_eq!(gate(&here, &file("Xeon 8375C", 0.5)), Ok(Vec::new()));
        let refusal = gate(&here, &file("EPYC 7R13", 0.2)).unwrap_err();
        assert!(
            refusal.contains("different machines")
                && refusal.contains("CPU model: Xeon 8375C (baseline) vs EPYC 7R13 (new)"),
            "{refusal}"
        );
        let warnings = gate(&here, &file("Xeon 8375C", 9.0)).unwrap();
        assert_eq!(warnings.len(), 1);
        assert!(warnings[0].starts_with("WARNING: same machine, different conditions: load"));
    }

    #[test]
    fn a_clear_slowdown_beyond_the_threshold_is_a_regression() {
        let before = estimate(&[100.0, 101.0, 99.0, 100.5, 99.5, 100.2]);
        let after = estimate(&[110.0, 111.0, 109.0, 110.5, 109.5, 110.2]);
        assert_eq!(decide_time(&before, &after, 0.03), Verdict::Regression);
        assert_eq!(decide_time(&after, &before, 0.03), Verdict::Improvement);
    }

    #[test]
    fn a_separated_change_below_the_threshold_is_unchanged() {
        // 2% slower, tight intervals that do not overlap: still below 3%.
        let before = estimate(&[100.0, 100.1, 99.9, 100.0, 100.05]);
        let after = estimate(&[102.0, 102.1, 101.9, 102.0, 102.05]);
        assert!(!before.overlaps(&after));
        assert_eq!(decide_time(&before, &after, 0.03), Verdict::Unchanged);
        assert_eq!(decide_time(&before, &after, 0.01), Verdict::Regression);
    }

    #[test]
    fn a_large_change_within_noise_is_unchanged() {
        // Medians 10% apart, but the processes scatter by +-20%.
        let before = estimate(&[80.0, 120.0, 100.0, 85.0, 118.0, 95.0]);
        let after = estimate(&[88.0, 132.0, 110.0, 93.0, 130.0, 104.0]);
        assert!(before.overlaps(&after));
        assert_eq!(decide_time(&before, &after, 0.03), Verdict::Unchanged);
    }
}
