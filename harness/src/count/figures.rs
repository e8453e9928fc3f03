//! The arithmetic of `count`: two runs of one program at A and B outer
//! iterations differ by B - A iterations of steady state, so
//!
//! ```text
//!  per iteration = (Ir(B) - Ir(A)) / (B - A)      steady-state instructions
//!  start-up      = Ir(A) - A x per iteration      VM start, class loading, JIT compilation
//!  ratio         = per iteration / the reference configuration's (same benchmark)
//!  overhead %    = (ratio - 1) x 100;  over benchmarks: the geometric mean of the ratios
//! ```
//!
//! This assumes every iteration after the first A does the same work and
//! that the two processes compile the same code: true for fixed-plan
//! configurations (`--tier=opt` or `--inline=static`, with
//! `--background-compile=off`), not for sampled-profile ones.

use super::plan::IterationPair;
use super::result::{CountedRun, GeometricMean, PairFigures};
use crate::experiment::Experiment;
use crate::stats::geometric_mean;

/// Steady-state instructions per outer iteration, and the constant rest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SteadyState {
    pub per_iteration: f64,
    pub startup: f64,
}

/// The steady state from the two runs' instruction counts.
pub fn steady_state(
    iterations: IterationPair,
    short_instructions: u64,
    long_instructions: u64,
) -> Result<SteadyState, String> {
    let IterationPair { short, long } = iterations;
    if long <= short {
        return Err(format!("B = {long} is not above A = {short}"));
    }
    if long_instructions <= short_instructions {
        return Err(format!(
            "Ir({long}) = {long_instructions} is not above Ir({short}) = {short_instructions}: no steady-state instructions to count"
        ));
    }
    let per_iteration = (long_instructions - short_instructions) as f64 / (long - short) as f64;
    Ok(SteadyState {
        per_iteration,
        startup: short_instructions as f64 - short as f64 * per_iteration,
    })
}

/// `ratio` as a percentage over 1: 1.061 -> 6.1.
pub fn overhead_percent(ratio: f64) -> f64 {
    (ratio - 1.0) * 100.0
}

/// Every pair's figures and every non-reference configuration's geometric
/// mean, from the runs recorded so far (a pair with a missing or failed run
/// gets an error instead of figures).
pub fn derive(
    experiment: &Experiment,
    reference: Option<&str>,
    iterations: IterationPair,
    runs: &[CountedRun],
) -> (Vec<PairFigures>, Vec<GeometricMean>) {
    let run = |benchmark: &str, configuration: &str, n: usize| {
        runs.iter().find(|r| {
            r.benchmark == benchmark && r.configuration == configuration && r.iterations == n
        })
    };
    let mut pairs = Vec::new();
    for benchmark in &experiment.benchmarks {
        for configuration in &experiment.configurations {
            let short = run(&benchmark.name, &configuration.name, iterations.short);
            let long = run(&benchmark.name, &configuration.name, iterations.long);
            let counted = |r: Option<&CountedRun>, n: usize| match r {
                None => Err(format!("the {n}-iteration run was not made")),
                Some(r) => match (&r.error, r.instructions) {
                    (Some(error), _) => Err(format!("the {n}-iteration run failed: {error}")),
                    (None, Some(ir)) => Ok(ir),
                    (None, None) => Err(format!("the {n}-iteration run has no count")),
                },
            };
            let state = counted(short, iterations.short).and_then(|a| {
                counted(long, iterations.long).and_then(|b| steady_state(iterations, a, b))
            });
            pairs.push(PairFigures {
                benchmark: benchmark.name.clone(),
                configuration: configuration.name.clone(),
                short_instructions: short.and_then(CountedRun::counted),
                long_instructions: long.and_then(CountedRun::counted),
                per_iteration: state.as_ref().ok().map(|s| s.per_iteration),
                startup: state.as_ref().ok().map(|s| s.startup),
                ratio: None,
                overhead_percent: None,
                error: state.err(),
            });
        }
    }
    let Some(reference) = reference else {
        return (pairs, Vec::new());
    };
    let reference_per_iteration: Vec<(String, Option<f64>)> = pairs
        .iter()
        .filter(|p| p.configuration == reference)
        .map(|p| (p.benchmark.clone(), p.per_iteration))
        .collect();
    for pair in &mut pairs {
        let base = reference_per_iteration
            .iter()
            .find(|(b, _)| *b == pair.benchmark)
            .and_then(|(_, per)| *per);
        if let (Some(per), Some(base)) = (pair.per_iteration, base) {
            pair.ratio = Some(per / base);
            pair.overhead_percent = Some(overhead_percent(per / base));
        }
    }
    let mut means = Vec::new();
    for configuration in experiment
        .configurations
        .iter()
        .filter(|c| c.name != reference)
    {
        let ratios: Vec<f64> = pairs
            .iter()
            .filter(|p| p.configuration == configuration.name)
            .filter_map(|p| p.ratio)
            .collect();
        let ratio = geometric_mean(&ratios);
        means.push(GeometricMean {
            configuration: configuration.name.clone(),
            ratio,
            overhead_percent: ratio.map(overhead_percent),
            benchmarks: ratios.len(),
            of: experiment.benchmarks.len(),
        });
    }
    (pairs, means)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::experiment;

    const PAIR: IterationPair = IterationPair {
        short: 10,
        long: 40,
    };

    #[test]
    fn per_iteration_is_the_difference_over_the_extra_iterations() {
        // docs/experiments.md's hand-run Richards figures: 846 M at 10, 1,733 M at 40.
        let s = steady_state(PAIR, 846_000_000, 1_734_000_000).unwrap();
        assert_eq!(s.per_iteration, 29_600_000.0);
        assert_eq!(s.startup, 550_000_000.0);
        let s = steady_state(IterationPair { short: 1, long: 3 }, 100, 301).unwrap();
        assert_eq!(s.per_iteration, 100.5);
        assert_eq!(s.startup, -0.5);
    }

    #[test]
    fn a_long_run_that_is_not_longer_is_an_error() {
        let error = steady_state(PAIR, 900, 900).unwrap_err();
        assert_eq!(
            error,
            "Ir(40) = 900 is not above Ir(10) = 900: no steady-state instructions to count"
        );
        assert!(steady_state(IterationPair { short: 4, long: 4 }, 1, 2).is_err());
    }

    #[test]
    fn overhead_is_the_ratio_over_one_in_percent() {
        assert!((overhead_percent(31.4 / 29.6) - 6.081).abs() < 1e-3);
        assert_eq!(overhead_percent(1.0), 0.0);
        assert_eq!(overhead_percent(0.5), -50.0);
    }

    fn experiment() -> Experiment {
        experiment::parse(
            r#"
name = "t"
reference = "base"
[[benchmark]]
name = "A"
source = "a/A.java"
[[benchmark]]
name = "B"
source = "b/B.java"
[[configuration]]
name = "base"
[[configuration]]
name = "instrumented"
"#,
            "t.toml",
            None,
        )
        .unwrap()
    }

    fn run(benchmark: &str, configuration: &str, iterations: usize, ir: u64) -> CountedRun {
        CountedRun {
            benchmark: benchmark.into(),
            configuration: configuration.into(),
            iterations,
            command: vec![],
            callgrind_out: String::new(),
            instructions: Some(ir),
            exit_status: Some(0),
            wall_ms: 1.0,
            error: None,
        }
    }

    #[test]
    fn pairs_get_ratios_to_the_reference_and_a_geometric_mean() {
        let pair = IterationPair { short: 1, long: 3 };
        // Per iteration: A base 100, instrumented 200 (2x); B base 100,
        // instrumented 800 (8x): geometric mean 4x, +300%.
        let runs = vec![
            run("A", "base", 1, 1_100),
            run("A", "base", 3, 1_300),
            run("A", "instrumented", 1, 2_200),
            run("A", "instrumented", 3, 2_600),
            run("B", "base", 1, 500),
            run("B", "base", 3, 700),
            run("B", "instrumented", 1, 900),
            run("B", "instrumented", 3, 2_500),
        ];
        let (pairs, means) = derive(&experiment(), Some("base"), pair, &runs);
        assert_eq!(pairs.len(), 4);
        let a = &pairs[1];
        assert_eq!(
            (a.benchmark.as_str(), a.configuration.as_str()),
            ("A", "instrumented")
        );
        assert_eq!(a.per_iteration, Some(200.0));
        assert_eq!(a.startup, Some(2_000.0));
        assert_eq!(a.ratio, Some(2.0));
        assert_eq!(a.overhead_percent, Some(100.0));
        assert_eq!(pairs[0].ratio, Some(1.0));
        assert_eq!(means.len(), 1);
        assert!((means[0].ratio.unwrap() - 4.0).abs() < 1e-12);
        assert!((means[0].overhead_percent.unwrap() - 300.0).abs() < 1e-9);
        assert_eq!((means[0].benchmarks, means[0].of), (2, 2));
    }

    #[test]
    fn a_failed_run_leaves_its_pair_without_figures_and_out_of_the_mean() {
        let pair = IterationPair { short: 1, long: 3 };
        let mut failed = run("B", "instrumented", 3, 2_500);
        failed.error = Some("exit status 1: boom".into());
        let runs = vec![
            run("A", "base", 1, 1_100),
            run("A", "base", 3, 1_300),
            run("A", "instrumented", 1, 2_200),
            run("A", "instrumented", 3, 2_600),
            run("B", "base", 1, 500),
            run("B", "base", 3, 700),
            run("B", "instrumented", 1, 900),
            failed,
        ];
        let (pairs, means) = derive(&experiment(), Some("base"), pair, &runs);
        let b = &pairs[3];
        assert_eq!(b.per_iteration, None);
        assert_eq!(b.short_instructions, Some(900));
        assert_eq!(b.long_instructions, None);
        assert_eq!(
            b.error.as_deref(),
            Some("the 3-iteration run failed: exit status 1: boom")
        );
        assert_eq!(means[0].ratio, Some(2.0));
        assert_eq!((means[0].benchmarks, means[0].of), (1, 2));
        // Nothing run yet: errors everywhere, no mean.
        let (pairs, means) = derive(&experiment(), Some("base"), pair, &[]);
        assert!(pairs
            .iter()
            .all(|p| p.error.as_deref() == Some("the 1-iteration run was not made")));
        assert_eq!(means[0].ratio, None);
        // No reference: figures but no ratios.
        let (pairs, means) = derive(&experiment(), None, pair, &runs);
        assert_eq!(pairs[1].per_iteration, Some(200.0));
        assert_eq!(pairs[1].ratio, None);
        assert!(means.is_empty());
    }
}
