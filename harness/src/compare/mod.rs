//! `rvm-harness compare BASELINE NEW`: did inlining (or anything else the
//! experiment measures) get better or worse from BASELINE to NEW, beyond noise?
//!
//! ```text
//!  BASELINE, NEW ──read_either (the files' "format")──▶
//!      two result files ──[speedup] (default)──▶ per benchmark x configuration: the speedup over
//!      │                      the experiment's reference, paired per round, with bootstrap
//!      │                      intervals; a geometric-mean row per configuration
//!      │                ──[absolute] (--absolute)──▶ milliseconds, only when the machine
//!      │                      fingerprints ([crate::fingerprint]) say the same machine
//!      two count files  ──[counts]──▶ instructions per iteration relative to the reference,
//!                             against a tolerance (deterministic: no intervals)
//!  ──▶ Markdown table on stdout; exit 1 on a regression (or a failed count)
//! ```
//!
//! A timed change counts only when the two 95% intervals do not overlap AND
//! the figures differ by more than the threshold: the first guards against
//! noise, the second against differences too small to matter that a quiet
//! machine would still resolve. docs/experiments.md, "Comparing results and
//! baselines", is the user's guide.

pub mod absolute;
pub mod counts;
#[cfg(test)]
mod fixtures;
pub mod speedup;

use std::path::Path;

use crate::count::result::CountFile;
use crate::result::ResultFile;
use crate::stats::Estimate;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Regression,
    Improvement,
    Unchanged,
}

impl Verdict {
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Regression => "**REGRESSION**",
            Verdict::Improvement => "improvement",
            Verdict::Unchanged => "within noise",
        }
    }
}

/// Which way is better for a figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Better {
    /// Speedups.
    Higher,
    /// Times, instruction-count ratios.
    Lower,
}

/// The decision for one pair of estimates: changed only when the intervals
/// are apart and the relative change exceeds `threshold` (a fraction).
pub fn decide(baseline: &Estimate, new: &Estimate, threshold: f64, better: Better) -> Verdict {
    let change = new.value / baseline.value - 1.0;
    if baseline.overlaps(new) || change.abs() <= threshold || !change.is_finite() {
        return Verdict::Unchanged;
    }
    match (change > 0.0, better) {
        (true, Better::Higher) | (false, Better::Lower) => Verdict::Improvement,
        _ => Verdict::Regression,
    }
}

/// What `compare` was given.
pub enum Input {
    Result(Box<ResultFile>),
    Count(Box<CountFile>),
}

/// Reads a result or a count file, by its `format` field.
pub fn read_either(path: &Path) -> Result<Input, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("{}: cannot read: {error}", path.display()))?;
    let format = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("format")?.as_str().map(str::to_string))
        .unwrap_or_default();
    if format == crate::count::result::FORMAT {
        CountFile::read(path).map(|f| Input::Count(Box::new(f)))
    } else {
        ResultFile::read(path).map(|f| Input::Result(Box::new(f)))
    }
}

/// Notes when the two files did not run the same benchmark inputs (their
/// figures are then not of the same work).
pub fn argument_notes(
    baseline: &crate::experiment::Experiment,
    new: &crate::experiment::Experiment,
) -> Vec<String> {
    let mut notes = Vec::new();
    for b in &baseline.benchmarks {
        if let Some(n) = new.benchmarks.iter().find(|n| n.name == b.name) {
            if n.args != b.args {
                notes.push(format!(
                    "{}: arguments {:?} in the baseline, {:?} in the new file: not the same work",
                    b.name, b.args, n.args
                ));
            }
        }
    }
    for c in &baseline.configurations {
        if let Some(n) = new.configurations.iter().find(|n| n.name == c.name) {
            if n.options != c.options {
                notes.push(format!(
                    "{}: options {:?} in the baseline, {:?} in the new file",
                    c.name, c.options, n.options
                ));
            }
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(value: f64, low: f64, high: f64) -> Estimate {
        Estimate { value, low, high }
    }

    #[test]
    fn a_higher_speedup_is_an_improvement_and_a_higher_time_a_regression() {
        let before = e(1.5, 1.45, 1.55);
        let after = e(1.8, 1.75, 1.85);
        assert_eq!(
            decide(&before, &after, 0.05, Better::Higher),
            Verdict::Improvement
        );
        assert_eq!(
            decide(&after, &before, 0.05, Better::Higher),
            Verdict::Regression
        );
        assert_eq!(
            decide(&before, &after, 0.05, Better::Lower),
            Verdict::Regression
        );
        // Apart, but within the threshold.
        assert_eq!(
            decide(&before, &after, 0.25, Better::Higher),
            Verdict::Unchanged
        );
    }
}
