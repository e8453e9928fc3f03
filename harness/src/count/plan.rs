//! What `count` runs: the two outer-iteration counts, and the experiment cut
//! down to the benchmarks and rvm configurations asked for, with every name
//! checked before anything is compiled or run.
//!
//! ```text
//!  Experiment (variant applied) ──select(--config, --benchmark, --reference)──▶ Selection
//!      java configurations ──▶ skipped (with the reason)
//!      the reference, if not asked for ──▶ added (overheads are relative to it)
//!  --iterations=A,B | the experiment's iterations ──▶ IterationPair { short: A, long: B }
//! ```

use serde::{Deserialize, Serialize};

use crate::experiment::{Experiment, Vm};

/// The outer-iteration counts of the two runs per pair, `short < long`: the
/// difference of their instruction counts is `long - short` iterations of
/// steady state; the constant part (start-up, compilation) cancels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IterationPair {
    pub short: usize,
    pub long: usize,
}

/// Outer iterations assumed for an experiment without `iterations`.
const ITERATIONS_WITHOUT_A_SETTING: usize = 4;

impl IterationPair {
    /// `A,B` from `--iterations=A,B`: two counts, `1 <= A < B`.
    pub fn parse(text: &str) -> Result<IterationPair, String> {
        let (short, long) = text.split_once(',').ok_or_else(|| {
            format!("--iterations={text}: expected A,B (two outer-iteration counts, A < B)")
        })?;
        let number = |s: &str| {
            s.trim()
                .parse::<usize>()
                .map_err(|_| format!("--iterations={text}: {s:?} is not a whole number"))
        };
        IterationPair::new(number(short)?, number(long)?)
            .map_err(|error| format!("--iterations={text}: {error}"))
    }

    pub fn new(short: usize, long: usize) -> Result<IterationPair, String> {
        if short == 0 {
            return Err(
                "A must be at least 1 (the first iteration holds most of the compilation)".into(),
            );
        }
        if short >= long {
            return Err(format!(
                "A must be smaller than B (A = {short}, B = {long}): the steady state is the difference of the two runs"
            ));
        }
        Ok(IterationPair { short, long })
    }

    /// The default: A = half the experiment's iterations (at least 1; 2 when
    /// the experiment has none), B = 4A. A skips the first iterations, where
    /// rvm compiles; B - A = 3A iterations of steady state.
    pub fn default_for(experiment: &Experiment) -> IterationPair {
        let iterations = experiment
            .iterations
            .unwrap_or(ITERATIONS_WITHOUT_A_SETTING);
        let short = (iterations / 2).max(1);
        IterationPair {
            short,
            long: 4 * short,
        }
    }
}

/// A configuration `count` leaves out, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skipped {
    pub configuration: String,
    pub reason: String,
}

/// The experiment as `count` runs it.
#[derive(Debug)]
pub struct Selection {
    /// Only the chosen benchmarks and rvm configurations, in the file's order.
    pub experiment: Experiment,
    /// The configuration overheads are relative to, if there is one to count.
    pub reference: Option<String>,
    pub skipped: Vec<Skipped>,
    /// What the user should know (printed on stderr).
    pub notes: Vec<String>,
}

const HOTSPOT_REASON: &str =
    "a java configuration: valgrind under HotSpot measures nothing useful (its own JIT and interpreter, not the program's steady state)";

/// Cuts `experiment` down to `configurations` and `benchmarks` (empty: all)
/// and settles the reference (`reference`, else the experiment's).
pub fn select(
    mut experiment: Experiment,
    configurations: &[String],
    benchmarks: &[String],
    reference: Option<&str>,
) -> Result<Selection, String> {
    let what = match &experiment.variant {
        Some(v) => format!("{} (variant {v})", experiment.name),
        None => experiment.name.clone(),
    };
    let mut notes = Vec::new();
    for name in configurations {
        if experiment.configuration(name).is_none() {
            let known: Vec<&str> = experiment
                .configurations
                .iter()
                .map(|c| c.name.as_str())
                .collect();
            return Err(format!(
                "--config={name}: no configuration {name:?} in {what} (configurations: {})",
                known.join(", ")
            ));
        }
    }
    for name in benchmarks {
        if !experiment.benchmarks.iter().any(|b| &b.name == name) {
            let known: Vec<&str> = experiment
                .benchmarks
                .iter()
                .map(|b| b.name.as_str())
                .collect();
            return Err(format!(
                "--benchmark={name}: no benchmark {name:?} in {what} (benchmarks: {})",
                known.join(", ")
            ));
        }
    }
    let reference = match reference {
        Some(name) => {
            let c = experiment.configuration(name).ok_or_else(|| {
                format!("--reference={name}: no configuration {name:?} in {what}")
            })?;
            if c.vm != Vm::Rvm {
                return Err(format!(
                    "--reference={name}: {name} is {HOTSPOT_REASON}; choose an rvm configuration"
                ));
            }
            Some(name.to_string())
        }
        None => match &experiment.reference {
            Some(name)
                if experiment
                    .configuration(name)
                    .is_some_and(|c| c.vm == Vm::Rvm) =>
            {
                Some(name.clone())
            }
            Some(name) => {
                notes.push(format!(
                    "the experiment's reference {name} is not an rvm configuration: no overheads (choose one with --reference=NAME)"
                ));
                None
            }
            None => {
                notes.push(
                    "the experiment names no reference: no overheads (choose one with --reference=NAME)"
                        .to_string(),
                );
                None
            }
        },
    };
    if let Some(reference) = &reference {
        if !configurations.is_empty() && !configurations.contains(reference) {
            notes.push(format!(
                "the reference configuration {reference} is counted too: overheads are relative to it"
            ));
        }
    }
    let wanted = |name: &String| {
        configurations.is_empty()
            || configurations.contains(name)
            || reference.as_ref() == Some(name)
    };
    let mut skipped = Vec::new();
    experiment.configurations.retain(|c| {
        if !wanted(&c.name) {
            return false;
        }
        if c.vm != Vm::Rvm {
            notes.push(format!("skipping {}: {HOTSPOT_REASON}", c.name));
            skipped.push(Skipped {
                configuration: c.name.clone(),
                reason: HOTSPOT_REASON.to_string(),
            });
            return false;
        }
        true
    });
    if experiment.configurations.is_empty() {
        return Err(format!(
            "no rvm configuration to count in {what} (java configurations are skipped)"
        ));
    }
    if !benchmarks.is_empty() {
        experiment
            .benchmarks
            .retain(|b| benchmarks.contains(&b.name));
    }
    experiment.reference = reference.clone();
    Ok(Selection {
        experiment,
        reference,
        skipped,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment;

    const FILE: &str = r#"
name = "tiny"
iterations = 6
reference = "base"
[[benchmark]]
name = "Fib"
source = "benchmarks/cpu/Fib.java"
[[benchmark]]
name = "Richards"
source = "benchmarks/oo/Richards.java"
[[configuration]]
name = "base"
options = ["--tier=opt"]
[[configuration]]
name = "no-yieldpoints"
options = ["--tier=opt", "--yieldpoints=off"]
[[configuration]]
name = "C2"
vm = "java"
"#;

    fn tiny() -> Experiment {
        experiment::parse(FILE, "tiny.toml", None).unwrap()
    }

    fn names(s: &Selection) -> Vec<&str> {
        s.experiment
            .configurations
            .iter()
            .map(|c| c.name.as_str())
            .collect()
    }

    #[test]
    fn iteration_pairs_need_two_counts_with_a_below_b() {
        assert_eq!(
            IterationPair::parse("10,40"),
            Ok(IterationPair {
                short: 10,
                long: 40
            })
        );
        let equal = IterationPair::parse("3,3").unwrap_err();
        assert!(
            equal.starts_with("--iterations=3,3: A must be smaller than B"),
            "{equal}"
        );
        assert!(IterationPair::parse("40,10")
            .unwrap_err()
            .contains("A must be smaller"));
        assert!(IterationPair::parse("0,4")
            .unwrap_err()
            .contains("at least 1"));
        assert!(IterationPair::parse("4")
            .unwrap_err()
            .contains("expected A,B"));
        assert!(IterationPair::parse("a,4")
            .unwrap_err()
            .contains("\"a\" is not a whole number"));
        assert!(IterationPair::parse("2,-4").is_err());
    }

    #[test]
    fn the_default_pair_is_half_the_experiments_iterations_and_four_times_that() {
        let mut e = tiny();
        assert_eq!(
            IterationPair::default_for(&e),
            IterationPair { short: 3, long: 12 }
        );
        e.iterations = Some(1);
        assert_eq!(
            IterationPair::default_for(&e),
            IterationPair { short: 1, long: 4 }
        );
        e.iterations = None;
        assert_eq!(
            IterationPair::default_for(&e),
            IterationPair { short: 2, long: 8 }
        );
    }

    #[test]
    fn java_configurations_are_skipped_with_a_reason() {
        let s = select(tiny(), &[], &[], None).unwrap();
        assert_eq!(names(&s), vec!["base", "no-yieldpoints"]);
        assert_eq!(s.skipped.len(), 1);
        assert_eq!(s.skipped[0].configuration, "C2");
        assert!(s
            .notes
            .iter()
            .any(|n| n.starts_with("skipping C2: a java configuration")));
        assert_eq!(s.reference.as_deref(), Some("base"));
        assert_eq!(s.experiment.benchmarks.len(), 2);
    }

    #[test]
    fn an_unknown_configuration_or_benchmark_is_an_error_listing_the_known_ones() {
        let error = select(tiny(), &["nope".into()], &[], None).unwrap_err();
        assert_eq!(
            error,
            "--config=nope: no configuration \"nope\" in tiny (configurations: base, no-yieldpoints, C2)"
        );
        let error = select(tiny(), &[], &["Fob".into()], None).unwrap_err();
        assert_eq!(
            error,
            "--benchmark=Fob: no benchmark \"Fob\" in tiny (benchmarks: Fib, Richards)"
        );
        let error = select(tiny(), &[], &[], Some("nope")).unwrap_err();
        assert!(
            error.starts_with("--reference=nope: no configuration"),
            "{error}"
        );
        let error = select(tiny(), &[], &[], Some("C2")).unwrap_err();
        assert!(error.contains("choose an rvm configuration"), "{error}");
    }

    #[test]
    fn the_reference_is_counted_even_when_not_asked_for() {
        let s = select(tiny(), &["no-yieldpoints".into()], &["Fib".into()], None).unwrap();
        assert_eq!(names(&s), vec!["base", "no-yieldpoints"]);
        assert!(s
            .notes
            .iter()
            .any(|n| n.contains("reference configuration base is counted too")));
        assert_eq!(s.experiment.benchmarks.len(), 1);
        let s = select(tiny(), &["base".into()], &[], Some("no-yieldpoints")).unwrap();
        assert_eq!(s.reference.as_deref(), Some("no-yieldpoints"));
        assert_eq!(s.experiment.reference.as_deref(), Some("no-yieldpoints"));
    }

    #[test]
    fn only_java_configurations_leave_nothing_to_count() {
        // The reference comes along, so there is something to count.
        let s = select(tiny(), &["C2".into()], &[], Some("base")).unwrap();
        assert_eq!(names(&s), vec!["base"]);
        let java_only = FILE.replace("reference = \"base\"", "reference = \"C2\"");
        let e = experiment::parse(&java_only, "tiny.toml", None).unwrap();
        let error = select(e.clone(), &["C2".into()], &[], None).unwrap_err();
        assert!(
            error.starts_with("no rvm configuration to count in tiny"),
            "{error}"
        );
        let s = select(e, &[], &[], None).unwrap();
        assert_eq!(s.reference, None);
        assert!(s
            .notes
            .iter()
            .any(|n| n.contains("not an rvm configuration: no overheads")));
    }
}
