//! A result file's warm-up, per benchmark × configuration, in the shape of
//! Barrett et al.'s Table 1 (OOPSLA 2017): how many process executions fell
//! in each class, whether they agree, and over the processes that reached a
//! steady state the steady iteration (#), the time to reach it and the
//! steady-state time per iteration, each a median over processes with a 95%
//! percentile-bootstrap interval (stats.rs; the paper prints 99% intervals
//! and the 5th-95th percentiles of the steady iteration).
//!
//! ```text
//!  ResultFile ──classify each good invocation's iterations──▶ ProcessWarmup
//!       ──group by (benchmark, configuration)──▶ PairWarmup ──▶ WarmupFile
//!                                                  (warmup.json), Markdown
//! ```
//!
//! The pair's class: one class for every process ("consistent"), **good
//! inconsistent** when they mix only flat and warm-up, **bad inconsistent**
//! otherwise. Unlike the paper, which leaves the steady figures of a pair
//! blank as soon as one process has no steady state, the figures here come
//! from the processes that have one, and the table says how many that is.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::{classify, Class, Parameters, ProcessWarmup, MIN_ITERATIONS};
use crate::result::ResultFile;
use crate::stats::{self, Estimate};
use crate::summary::seed_of;
use crate::table::{fmt_estimate, table};

pub const FORMAT: &str = "rvm-harness-warmup-1";

/// `report`'s warm-up figures (`warmup.json`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WarmupFile {
    pub format: String,
    pub experiment: String,
    pub variant: Option<String>,
    pub parameters: Parameters,
    pub pairs: Vec<PairWarmup>,
}

/// One process execution: its round, its first iteration, its analysis
/// (`None`: fewer than `MIN_ITERATIONS` iterations).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Process {
    pub index: usize,
    pub first_iteration_ms: Option<f64>,
    pub analysis: Option<ProcessWarmup>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PairWarmup {
    pub benchmark: String,
    pub configuration: String,
    /// "flat", "warm-up", "slowdown", "no steady state", "good
    /// inconsistent", "bad inconsistent", or "unclassified" (no process
    /// long enough).
    pub classification: String,
    /// Processes per class (by class name), and how many were too short.
    pub counts: BTreeMap<String, usize>,
    pub unclassified: usize,
    /// Invocations that failed (left out).
    pub failed: usize,
    /// Processes with a steady state: the figures below are over these.
    pub with_steady_state: usize,
    /// 1-based iteration at which the steady state starts.
    pub steady_iteration: Option<Estimate>,
    pub time_to_steady_ms: Option<Estimate>,
    pub steady_ms: Option<Estimate>,
    /// Every good process's first iteration (a process's start-up shows here).
    pub first_iteration_ms: Option<Estimate>,
    pub processes: Vec<Process>,
}

impl PairWarmup {
    pub fn count(&self, class: Class) -> usize {
        self.counts.get(class.name()).copied().unwrap_or(0)
    }

    pub fn classified(&self) -> usize {
        Class::ALL.iter().map(|c| self.count(*c)).sum()
    }
}

/// The pair's verdict from its processes' classes.
pub fn verdict(classes: &[Class]) -> String {
    let Some(first) = classes.first() else {
        return "unclassified".to_string();
    };
    if classes.iter().all(|c| c == first) {
        first.name().to_string()
    } else if classes.iter().all(|c| c.is_good()) {
        "good inconsistent".to_string()
    } else {
        "bad inconsistent".to_string()
    }
}

/// Classifies every good invocation of `file` and summarises each pair.
pub fn analyse(file: &ResultFile, parameters: &Parameters) -> WarmupFile {
    let experiment = &file.experiment;
    let mut pairs = Vec::new();
    for benchmark in experiment.benchmarks.iter().map(|b| &b.name) {
        for configuration in experiment.configurations.iter().map(|c| &c.name) {
            let mut invocations: Vec<_> = file
                .invocations
                .iter()
                .filter(|i| &i.benchmark == benchmark && &i.configuration == configuration)
                .collect();
            invocations.sort_by_key(|i| i.index);
            let failed = invocations.iter().filter(|i| !i.ok()).count();
            let processes: Vec<Process> = invocations
                .iter()
                .filter(|i| i.ok())
                .map(|i| Process {
                    index: i.index,
                    first_iteration_ms: i.iterations_ns.first().map(|ns| ns / 1e6),
                    analysis: classify(&i.iterations_ns, parameters),
                })
                .collect();
            pairs.push(summarise(benchmark, configuration, processes, failed));
        }
    }
    WarmupFile {
        format: FORMAT.to_string(),
        experiment: experiment.name.clone(),
        variant: experiment.variant.clone(),
        parameters: *parameters,
        pairs,
    }
}

fn summarise(
    benchmark: &str,
    configuration: &str,
    processes: Vec<Process>,
    failed: usize,
) -> PairWarmup {
    let analyses: Vec<&ProcessWarmup> = processes
        .iter()
        .filter_map(|p| p.analysis.as_ref())
        .collect();
    let classes: Vec<Class> = analyses.iter().map(|a| a.class).collect();
    let mut counts = BTreeMap::new();
    for class in Class::ALL {
        counts.insert(
            class.name().to_string(),
            classes.iter().filter(|c| **c == class).count(),
        );
    }
    let steady: Vec<&&ProcessWarmup> = analyses
        .iter()
        .filter(|a| a.steady_iteration.is_some())
        .collect();
    let figure = |values: Vec<f64>, what: &str| {
        stats::median_interval(&values, seed_of(&[benchmark, configuration, what]))
    };
    let steady_iteration = figure(
        steady
            .iter()
            .filter_map(|a| a.steady_iteration.map(|i| i as f64))
            .collect(),
        "steady-iteration",
    );
    let time_to_steady_ms = figure(
        steady.iter().filter_map(|a| a.time_to_steady_ms).collect(),
        "time-to-steady",
    );
    let steady_ms = figure(
        steady.iter().filter_map(|a| a.steady_ms).collect(),
        "steady",
    );
    let first_iteration_ms = figure(
        processes
            .iter()
            .filter_map(|p| p.first_iteration_ms)
            .collect(),
        "first-iteration",
    );
    PairWarmup {
        benchmark: benchmark.to_string(),
        configuration: configuration.to_string(),
        classification: verdict(&classes),
        counts,
        unclassified: processes.len() - analyses.len(),
        failed,
        with_steady_state: steady.len(),
        steady_iteration,
        time_to_steady_ms,
        steady_ms,
        first_iteration_ms,
        processes,
    }
}

/// "warm-up (10)", or "bad inconsistent (6 warm-up, 3 slowdown, 1 no steady state)".
pub fn class_cell(pair: &PairWarmup) -> String {
    let mut parts: Vec<String> = Class::ALL
        .iter()
        .filter(|c| pair.count(**c) > 0)
        .map(|c| (c, pair.count(*c)))
        .map(|(c, k)| format!("{k} {}", c.name()))
        .collect();
    if pair.unclassified > 0 {
        parts.push(format!("{} too short", pair.unclassified));
    }
    let consistent = Class::ALL.iter().any(|c| c.name() == pair.classification);
    if consistent && pair.unclassified == 0 {
        format!("{} ({})", pair.classification, pair.classified())
    } else {
        format!("{} ({})", pair.classification, parts.join(", "))
    }
}

/// The table in Barrett et al.'s shape, a per-configuration tally, and how
/// the figures were made.
pub fn markdown(warmup: &WarmupFile) -> String {
    let mut out = String::new();
    let p = &warmup.parameters;
    let _ = writeln!(
        out,
        "Each process execution's iteration times, outliers removed (rolling Tukey fences), split by PELT changepoint detection (normal mean and variance, penalty {} ln n) and classified as Barrett et al. (OOPSLA 2017) do; segments within {:.0}% of the fastest segment's mean are equivalent, and a steady state must cover the last {:.0}% of the iterations. Steady iter (#): the first iteration of the steady state (1 = flat); to steady: the time of the iterations before it; steady: the median of its iterations. Figures are medians over the processes with a steady state (column *steady/n*) with 95% bootstrap intervals; series under {MIN_ITERATIONS} iterations are not classified.\n",
        p.penalty_per_log_n,
        p.relative_tolerance * 100.0,
        p.steady_fraction * 100.0,
    );
    let header: Vec<String> = [
        "benchmark",
        "configuration",
        "class (processes)",
        "steady/n",
        "steady iter (#)",
        "to steady (ms)",
        "steady (ms/iter)",
        "first iter (ms)",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let rows: Vec<Vec<String>> = warmup
        .pairs
        .iter()
        .map(|pair| {
            vec![
                pair.benchmark.clone(),
                pair.configuration.clone(),
                class_cell(pair),
                format!(
                    "{}/{}{}",
                    pair.with_steady_state,
                    pair.processes.len(),
                    if pair.failed > 0 {
                        format!(" ({} failed)", pair.failed)
                    } else {
                        String::new()
                    }
                ),
                fmt_estimate(pair.steady_iteration, 1),
                fmt_estimate(pair.time_to_steady_ms, 1),
                fmt_estimate(pair.steady_ms, 2),
                fmt_estimate(pair.first_iteration_ms, 1),
            ]
        })
        .collect();
    out.push_str(&table(&header, &rows));
    let _ = writeln!(out, "\nProcesses per class, over all benchmarks:\n");
    let mut configurations: Vec<&str> = Vec::new();
    for pair in &warmup.pairs {
        if !configurations.contains(&pair.configuration.as_str()) {
            configurations.push(&pair.configuration);
        }
    }
    let mut header = vec!["configuration".to_string()];
    header.extend(Class::ALL.iter().map(|c| c.name().to_string()));
    header.push("too short".to_string());
    let rows: Vec<Vec<String>> = configurations
        .iter()
        .map(|configuration| {
            let mine: Vec<&PairWarmup> = warmup
                .pairs
                .iter()
                .filter(|p| p.configuration == *configuration)
                .collect();
            let mut row = vec![configuration.to_string()];
            for class in Class::ALL {
                row.push(
                    mine.iter()
                        .map(|p| p.count(class))
                        .sum::<usize>()
                        .to_string(),
                );
            }
            row.push(
                mine.iter()
                    .map(|p| p.unclassified)
                    .sum::<usize>()
                    .to_string(),
            );
            row
        })
        .collect();
    out.push_str(&table(&header, &rows));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::warmup::tests::noisy;

    fn process(index: usize, levels: &[f64], seed: u64) -> Process {
        let times = noisy(levels, 0.02, seed);
        Process {
            index,
            first_iteration_ms: Some(times[0] / 1e6),
            analysis: classify(&times, &Parameters::default()),
        }
    }

    #[test]
    fn verdicts_follow_barrett() {
        assert_eq!(verdict(&[Class::Warmup, Class::Warmup]), "warm-up");
        assert_eq!(verdict(&[Class::Flat, Class::Warmup]), "good inconsistent");
        assert_eq!(verdict(&[Class::Flat, Class::Slowdown]), "bad inconsistent");
        assert_eq!(verdict(&[]), "unclassified");
    }

    #[test]
    fn a_pair_summarises_its_processes_and_leaves_out_no_steady_state() {
        let mut warm = vec![50e6; 5];
        warm.extend([20e6; 35]);
        let mut late = vec![20e6; 34];
        late.extend([30e6; 6]);
        let processes = vec![
            process(0, &warm, 1),
            process(1, &warm, 2),
            process(2, &warm, 3),
            process(3, &late, 4),
        ];
        let pair = summarise("B", "c", processes, 1);
        assert_eq!(pair.classification, "bad inconsistent");
        assert_eq!(pair.count(Class::Warmup), 3);
        assert_eq!(pair.count(Class::NoSteadyState), 1);
        assert_eq!((pair.with_steady_state, pair.failed), (3, 1));
        assert_eq!(pair.steady_iteration.unwrap().value, 6.0);
        let steady = pair.steady_ms.unwrap().value;
        assert!((steady - 20.0).abs() < 0.5, "{steady}");
        assert!(
            class_cell(&pair) == "bad inconsistent (3 warm-up, 1 no steady state)",
            "{}",
            class_cell(&pair)
        );
    }
}
