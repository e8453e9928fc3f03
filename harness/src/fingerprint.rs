//! A result's machine fingerprint, and what two fingerprints' differences
//! mean for comparing the results they belong to.
//!
//! ```text
//!  ResultFile / CountFile .machine (cpu_model, cores, kernel, load at start and end,
//!                                   harness overhead per invocation)
//!      ──differences(baseline, new)──▶ [Difference { what, baseline, new, kind }]
//!          kind Machine:    another CPU model, core count or kernel: another machine;
//!                           `compare --absolute` refuses (milliseconds do not carry over)
//!          kind Conditions: the same machine under another load (or harness overhead):
//!                           `compare --absolute` goes on, loudly flagged
//! ```
//!
//! Speedups (the default comparison) are ratios measured within one run and
//! are compared whatever the fingerprints say; the differences are printed
//! beside them as notes.

use crate::result::{Machine, ResultFile};

/// What a difference between two fingerprints says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Not the same machine (or not the same kind of machine).
    Machine,
    /// The same machine, measured under different conditions.
    Conditions,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    pub what: &'static str,
    pub baseline: String,
    pub new: String,
    pub kind: Kind,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} (baseline) vs {} (new)",
            self.what, self.baseline, self.new
        )
    }
}

/// The mean of the 1-minute load average at start and end, per core: above
/// about 1 every process waits for a CPU part of the time.
pub fn load_per_core(machine: &Machine) -> Option<f64> {
    let values: Vec<f64> = [machine.load_average_start, machine.load_average_end]
        .into_iter()
        .flatten()
        .collect();
    Some(crate::stats::mean(&values)? / machine.cores.max(1) as f64)
}

/// Load per core differing by more than this is another condition: on the
/// 2-core machine, a load of 2 (one other busy job per core) against 0.
pub const LOAD_PER_CORE_DIFFERENCE: f64 = 1.0;

/// Harness wall overhead per invocation differing by more than this factor
/// (and by more than 1 ms): the harness itself waited for a CPU in one run.
pub const OVERHEAD_FACTOR: f64 = 3.0;

/// The harness's mean overhead per invocation (ms): the figure the run
/// stored, else the mean over the file's invocations (files before it was stored).
pub fn harness_overhead_ms(file: &ResultFile) -> Option<f64> {
    file.machine.harness_overhead_ms.or_else(|| {
        let values: Vec<f64> = file
            .invocations
            .iter()
            .map(|i| i.harness_overhead_ms)
            .collect();
        crate::stats::mean(&values)
    })
}

/// Every difference between the two machines' fingerprints;
/// `overheads`: the two runs' harness overhead per invocation, if known.
pub fn differences(
    baseline: &Machine,
    new: &Machine,
    overheads: Option<(f64, f64)>,
) -> Vec<Difference> {
    let mut out = Vec::new();
    let mut differ = |what, a: String, b: String, kind| {
        if a != b {
            out.push(Difference {
                what,
                baseline: a,
                new: b,
                kind,
            });
        }
    };
    differ(
        "CPU model",
        baseline.cpu_model.clone(),
        new.cpu_model.clone(),
        Kind::Machine,
    );
    differ(
        "cores",
        baseline.cores.to_string(),
        new.cores.to_string(),
        Kind::Machine,
    );
    differ(
        "kernel",
        baseline.kernel.clone(),
        new.kernel.clone(),
        Kind::Machine,
    );
    match (load_per_core(baseline), load_per_core(new)) {
        (Some(a), Some(b)) if (a - b).abs() > LOAD_PER_CORE_DIFFERENCE => out.push(Difference {
            what: "load average per core (mean of start and end)",
            baseline: format!("{a:.2}"),
            new: format!("{b:.2}"),
            kind: Kind::Conditions,
        }),
        (None, _) | (_, None) => out.push(Difference {
            what: "load average",
            baseline: describe_load(baseline),
            new: describe_load(new),
            kind: Kind::Conditions,
        }),
        _ => {}
    }
    if let Some((a, b)) = overheads {
        let (low, high) = (a.min(b), a.max(b));
        if high - low > 1.0 && high > OVERHEAD_FACTOR * low {
            out.push(Difference {
                what: "harness overhead per invocation (ms)",
                baseline: format!("{a:.2}"),
                new: format!("{b:.2}"),
                kind: Kind::Conditions,
            });
        }
    }
    out
}

fn describe_load(machine: &Machine) -> String {
    let show = |v: Option<f64>| v.map_or("unknown".to_string(), |v| format!("{v:.1}"));
    format!(
        "{} at start, {} at end",
        show(machine.load_average_start),
        show(machine.load_average_end)
    )
}

/// The differences between two result files' fingerprints.
pub fn result_differences(baseline: &ResultFile, new: &ResultFile) -> Vec<Difference> {
    let overheads = harness_overhead_ms(baseline).zip(harness_overhead_ms(new));
    differences(&baseline.machine, &new.machine, overheads)
}

/// Whether the two are the same kind of machine (no [`Kind::Machine`] difference).
pub fn same_machine(differences: &[Difference]) -> bool {
    differences.iter().all(|d| d.kind != Kind::Machine)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn machine(cpu: &str, cores: usize, load: f64) -> Machine {
        Machine {
            cores,
            cpu_model: cpu.to_string(),
            kernel: "6.1.0".to_string(),
            load_average_start: Some(load),
            load_average_end: Some(load),
            ..Machine::default()
        }
    }

    #[test]
    fn identical_fingerprints_have_no_difference() {
        let a = machine("Xeon 8375C", 2, 0.3);
        assert!(differences(&a, &a.clone(), Some((1.0, 1.2))).is_empty());
    }

    #[test]
    fn another_cpu_model_or_core_count_is_another_machine() {
        let a = machine("Xeon 8375C", 2, 0.3);
        let d = differences(&a, &machine("EPYC 7R13", 2, 0.3), None);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].what, "CPU model");
        assert_eq!(d[0].kind, Kind::Machine);
        assert!(!same_machine(&d));
        let d = differences(&a, &machine("Xeon 8375C", 8, 0.3), None);
        assert!(!same_machine(&d));
        assert_eq!(d[0].to_string(), "cores: 2 (baseline) vs 8 (new)");
    }

    #[test]
    fn another_load_is_a_condition_of_the_same_machine() {
        let quiet = machine("Xeon 8375C", 2, 0.2);
        let busy = machine("Xeon 8375C", 2, 12.0);
        let d = differences(&quiet, &busy, None);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].kind, Kind::Conditions);
        assert!(same_machine(&d));
        // Within one process per core of each other: the same conditions.
        assert!(differences(&quiet, &machine("Xeon 8375C", 2, 1.5), None).is_empty());
    }

    #[test]
    fn a_harness_overhead_several_times_larger_is_flagged() {
        let a = machine("Xeon 8375C", 2, 0.2);
        let d = differences(&a, &a, Some((1.5, 9.0)));
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].kind, Kind::Conditions);
        // Sub-millisecond noise is not a difference.
        assert!(differences(&a, &a, Some((0.1, 0.5))).is_empty());
    }

    #[test]
    fn an_unknown_load_is_flagged() {
        let a = machine("Xeon 8375C", 2, 0.2);
        let mut b = a.clone();
        b.load_average_start = None;
        b.load_average_end = None;
        let d = differences(&a, &b, None);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].new, "unknown at start, unknown at end");
    }
}
