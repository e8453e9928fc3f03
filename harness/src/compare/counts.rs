//! The instruction-count gate: two `count` files compared pair by pair.
//!
//! ```text
//!  CountFile.pairs ──per benchmark x configuration other than the reference──▶
//!      ratio = instructions per iteration / the reference's (below 1: inlining saves work)
//!  baseline ratio vs new ratio ──change > +tolerance──▶ REGRESSION (inlining saves less)
//!                              ──change < -tolerance──▶ improvement
//!  per configuration: geometric mean of the ratios over the benchmarks both files have
//!  the reference's own instructions per iteration: shown, never judged (a faster
//!      interpreter or JIT moves it, and every ratio is relative to it)
//!  a pair the new file has no figures for (a failed run) fails the gate
//! ```
//!
//! Counts are deterministic up to a few hundredths of a percent
//! (docs/experiments.md), so there are no intervals: a tolerance far above
//! that repeat noise and far below the effects worth gating.

use super::Verdict;
use crate::count::result::{CountFile, PairFigures};
use crate::fingerprint;

/// Default `--tolerance` (percent). See docs/experiments.md, "The
/// instruction-count gate": repeated counts of one commit moved the ratios
/// by at most 0.03%; halving the hot-edge size limit moved them by 3-40%.
pub const DEFAULT_TOLERANCE_PERCENT: f64 = 1.0;

#[derive(Clone, Debug)]
pub struct Row {
    /// A benchmark, or `None` for the geometric-mean row.
    pub benchmark: Option<String>,
    pub configuration: String,
    /// Instructions per iteration (M), for the reader.
    pub baseline_per_iteration: Option<f64>,
    pub new_per_iteration: Option<f64>,
    /// Per iteration / the reference's; `None` on the reference's rows.
    pub baseline_ratio: Option<f64>,
    pub new_ratio: Option<f64>,
    pub change_percent: Option<f64>,
    pub verdict: Verdict,
    /// Why this pair fails the gate without a verdict (no figures in the new file).
    pub failure: Option<String>,
}

pub struct Comparison {
    pub reference: String,
    pub tolerance: f64,
    pub rows: Vec<Row>,
    pub notes: Vec<String>,
    /// Pairs of the baseline the new file did not count (a smaller selection).
    pub not_counted: Vec<String>,
}

impl Comparison {
    pub fn count(&self, verdict: Verdict) -> usize {
        self.rows
            .iter()
            .filter(|r| r.failure.is_none() && r.verdict == verdict)
            .count()
    }

    pub fn failures(&self) -> usize {
        self.rows.iter().filter(|r| r.failure.is_some()).count()
    }

    /// Whether the gate fails: a regression or a pair without figures.
    pub fn fails(&self) -> bool {
        self.count(Verdict::Regression) > 0 || self.failures() > 0
    }
}

fn judge(baseline: f64, new: f64, tolerance: f64) -> (f64, Verdict) {
    let change = new / baseline - 1.0;
    let verdict = if change > tolerance {
        Verdict::Regression
    } else if change < -tolerance {
        Verdict::Improvement
    } else {
        Verdict::Unchanged
    };
    (change * 100.0, verdict)
}

/// Compares every pair of `new` against `baseline`.
pub fn compare(
    baseline: &CountFile,
    new: &CountFile,
    tolerance: f64,
) -> Result<Comparison, String> {
    let reference = match (&baseline.reference, &new.reference) {
        (Some(a), Some(b)) if a == b => a.clone(),
        (a, b) => {
            return Err(format!(
                "the count files' references differ or are missing ({} in the baseline, {} in the new file): the ratios are not comparable",
                a.as_deref().unwrap_or("none"),
                b.as_deref().unwrap_or("none")
            ))
        }
    };
    let mut notes = Vec::new();
    if baseline.iterations != new.iterations {
        notes.push(format!(
            "note: iteration pairs differ ({},{} in the baseline, {},{} in the new file): per-iteration figures measure different stretches of the run",
            baseline.iterations.short,
            baseline.iterations.long,
            new.iterations.short,
            new.iterations.long
        ));
    }
    for d in fingerprint::differences(&baseline.machine, &new.machine, None) {
        if d.kind == fingerprint::Kind::Machine {
            notes.push(format!(
                "note: another machine ({d}): the JIT may emit other instructions for another CPU, so counts can differ without a change to rvm"
            ));
        }
    }
    notes.extend(super::argument_notes(&baseline.experiment, &new.experiment));

    let find = |file: &'_ CountFile, b: &str, c: &str| -> Option<PairFigures> {
        file.pairs
            .iter()
            .find(|p| p.benchmark == b && p.configuration == c)
            .cloned()
    };
    let mut rows = Vec::new();
    let mut not_counted = Vec::new();
    let mut ratios: Vec<(String, Vec<f64>, Vec<f64>)> = Vec::new();
    for configuration in &new.experiment.configurations {
        let c = &configuration.name;
        let (mut base_ratios, mut new_ratios) = (Vec::new(), Vec::new());
        for benchmark in &new.experiment.benchmarks {
            let b = &benchmark.name;
            let Some(base_pair) = find(baseline, b, c) else {
                notes.push(format!(
                    "note: {b} / {c} is not in the baseline: not judged (regenerate the baseline)"
                ));
                continue;
            };
            let new_pair = find(new, b, c);
            let mut row = Row {
                benchmark: Some(b.clone()),
                configuration: c.clone(),
                baseline_per_iteration: base_pair.per_iteration,
                new_per_iteration: new_pair.as_ref().and_then(|p| p.per_iteration),
                baseline_ratio: None,
                new_ratio: None,
                change_percent: None,
                verdict: Verdict::Unchanged,
                failure: None,
            };
            if row.new_per_iteration.is_none() {
                row.failure = Some(
                    new_pair
                        .and_then(|p| p.error)
                        .unwrap_or_else(|| "not counted".to_string()),
                );
            } else if c == &reference {
                row.change_percent = row
                    .baseline_per_iteration
                    .zip(row.new_per_iteration)
                    .map(|(a, b)| (b / a - 1.0) * 100.0);
            } else {
                row.baseline_ratio = base_pair.ratio;
                row.new_ratio = new_pair.and_then(|p| p.ratio);
                match (row.baseline_ratio, row.new_ratio) {
                    (Some(a), Some(b)) => {
                        (row.change_percent, row.verdict) = {
                            let (change, verdict) = judge(a, b, tolerance);
                            (Some(change), verdict)
                        };
                        base_ratios.push(a);
                        new_ratios.push(b);
                    }
                    (None, _) => notes.push(format!(
                        "note: {b} / {c} has no ratio in the baseline: not judged"
                    )),
                    (_, None) => {
                        row.failure = Some("no ratio (the reference was not counted)".into())
                    }
                }
            }
            rows.push(row);
        }
        if c != &reference {
            ratios.push((c.clone(), base_ratios, new_ratios));
        }
    }
    for pair in &baseline.pairs {
        if find(new, &pair.benchmark, &pair.configuration).is_none() {
            not_counted.push(format!("{} / {}", pair.benchmark, pair.configuration));
        }
    }
    for (c, base_ratios, new_ratios) in ratios {
        let geomean = |values: &[f64]| crate::stats::geometric_mean(values);
        let (a, b) = (geomean(&base_ratios), geomean(&new_ratios));
        let mut row = Row {
            benchmark: None,
            configuration: c,
            baseline_per_iteration: None,
            new_per_iteration: None,
            baseline_ratio: a,
            new_ratio: b,
            change_percent: None,
            verdict: Verdict::Unchanged,
            failure: None,
        };
        if let (Some(a), Some(b)) = (a, b) {
            let (change, verdict) = judge(a, b, tolerance);
            row.change_percent = Some(change);
            row.verdict = verdict;
        }
        rows.push(row);
    }
    Ok(Comparison {
        reference,
        tolerance,
        rows,
        notes,
        not_counted,
    })
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
        "baseline per iteration (M)",
        "new per iteration (M)",
        "baseline ratio",
        "new ratio",
        "change",
        "verdict",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let millions = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{:.3}", v / 1e6));
    let ratio = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.4}"));
    let rows: Vec<Vec<String>> = comparison
        .rows
        .iter()
        .map(|r| {
            let is_reference = r.configuration == comparison.reference && r.benchmark.is_some();
            vec![
                r.benchmark
                    .clone()
                    .unwrap_or_else(|| "**geomean**".to_string()),
                r.configuration.clone(),
                millions(r.baseline_per_iteration),
                millions(r.new_per_iteration),
                if is_reference {
                    "reference".into()
                } else {
                    ratio(r.baseline_ratio)
                },
                if is_reference {
                    "reference".into()
                } else {
                    ratio(r.new_ratio)
                },
                r.change_percent
                    .map_or("-".to_string(), |c| format!("{c:+.2}%")),
                match (&r.failure, is_reference) {
                    (Some(failure), _) => format!("**FAILED**: {failure}"),
                    (None, true) => "not judged".to_string(),
                    (None, false) => r.verdict.word().to_string(),
                },
            ]
        })
        .collect();
    out.push_str(&crate::report::table(&header, &rows));
    out.push_str(&format!(
        "\nRatio: steady-state instructions per iteration / {}'s on the same benchmark (below 1: the configuration saves work). A regression: the ratio rose by more than {:.2}%.\n{} regression(s), {} improvement(s), {} pair(s) without figures\n",
        comparison.reference,
        comparison.tolerance * 100.0,
        comparison.count(Verdict::Regression),
        comparison.count(Verdict::Improvement),
        comparison.failures()
    ));
    if !comparison.not_counted.is_empty() {
        out.push_str(&format!(
            "in the baseline, not counted in the new file: {}\n",
            comparison.not_counted.join(", ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::fixtures::count_file;

    /// Instructions per iteration: inline-off 100 M, static 80 M, profile 60 M,
    /// scaled per configuration.
    fn counted(scale: impl Fn(&str) -> f64) -> CountFile {
        count_file(
            &["Richards", "Recursion"],
            &["inline-off", "static", "profile"],
            |b, c| {
                let base = match c {
                    "inline-off" => 100e6,
                    "static" => 80e6,
                    _ => 60e6,
                };
                let size = if b == "Richards" { 1.0 } else { 0.5 };
                base * size * scale(c)
            },
        )
    }

    #[test]
    fn a_repeat_within_the_tolerance_passes() {
        let before = counted(|_| 1.0);
        let after = counted(|c| if c == "profile" { 1.0003 } else { 1.0 });
        let c = compare(&before, &after, 0.01).unwrap();
        assert!(!c.fails(), "{}", markdown(&c));
        assert_eq!(c.count(Verdict::Improvement), 0);
    }

    #[test]
    fn more_instructions_for_one_configuration_fail_the_gate() {
        let before = counted(|_| 1.0);
        let after = counted(|c| if c == "profile" { 1.05 } else { 1.0 });
        let c = compare(&before, &after, 0.01).unwrap();
        assert!(c.fails());
        let regressed: Vec<(Option<&str>, &str)> = c
            .rows
            .iter()
            .filter(|r| r.verdict == Verdict::Regression)
            .map(|r| (r.benchmark.as_deref(), r.configuration.as_str()))
            .collect();
        assert_eq!(
            regressed,
            vec![
                (Some("Richards"), "profile"),
                (Some("Recursion"), "profile"),
                (None, "profile")
            ],
            "{}",
            markdown(&c)
        );
    }

    #[test]
    fn a_faster_reference_alone_is_judged_on_the_ratios_not_the_counts() {
        let before = counted(|_| 1.0);
        // Every configuration executes 10% fewer instructions (say, a better
        // register allocator): the ratios, and so inlining's pay-off, stay.
        let after = counted(|_| 0.9);
        let c = compare(&before, &after, 0.01).unwrap();
        assert!(!c.fails(), "{}", markdown(&c));
        assert_eq!(c.count(Verdict::Improvement), 0);
        let reference = c.rows.iter().find(|r| r.configuration == "inline-off");
        assert!((reference.unwrap().change_percent.unwrap() + 10.0).abs() < 1e-9);
    }

    #[test]
    fn a_pair_without_figures_in_the_new_file_fails_the_gate() {
        let before = counted(|_| 1.0);
        let mut after = counted(|_| 1.0);
        let pair = after
            .pairs
            .iter_mut()
            .find(|p| p.benchmark == "Recursion" && p.configuration == "static")
            .unwrap();
        pair.per_iteration = None;
        pair.ratio = None;
        pair.error = Some("Recursion static (4 iterations): exit status 1".into());
        let c = compare(&before, &after, 0.01).unwrap();
        assert_eq!(c.failures(), 1);
        assert!(c.fails());
        assert!(markdown(&c).contains("**FAILED**: Recursion static"));
    }

    #[test]
    fn a_smaller_selection_is_compared_on_what_it_counted() {
        let before = counted(|_| 1.0);
        let mut after = counted(|_| 1.0);
        after
            .experiment
            .benchmarks
            .retain(|b| b.name == "Recursion");
        after.pairs.retain(|p| p.benchmark == "Recursion");
        let c = compare(&before, &after, 0.01).unwrap();
        assert!(!c.fails(), "{}", markdown(&c));
        assert_eq!(c.not_counted.len(), 3);
    }
}
