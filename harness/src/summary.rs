//! From a result file's raw invocations to the figures every report shows:
//! per (benchmark, configuration) the steady-state time (median over
//! invocations of each invocation's steady-state median, with its bootstrap
//! interval and coefficient of variation), the whole-process time, the speedup
//! over the reference configuration, and, where DCGs were kept, the accuracy
//! (overlap with the exhaustive DCG, computed by `rvm_profiler::accuracy`) and
//! the sampling-latency statistics the DCG files carry.

use std::collections::HashMap;
use std::path::Path;

use rvm_profiler::accuracy::overlap;
use rvm_profiler::dcg::Dcg;

use crate::result::{Invocation, ResultFile};
use crate::stats::{self, Estimate};

/// The figures of one (benchmark, configuration) pair.
#[derive(Clone, Debug, Default)]
pub struct Pair {
    pub benchmark: String,
    pub configuration: String,
    pub ok: usize,
    pub failed: Vec<String>,
    /// One steady-state figure (ms) per good invocation: the median of its
    /// steady iterations, or its whole-process wall or CPU time (the
    /// experiment's `measure`) when the experiment has no iterations.
    pub per_invocation_ms: Vec<f64>,
    pub time: Option<Estimate>,
    pub cv: Option<f64>,
    /// Mean over invocations of the CV among one invocation's steady
    /// iterations (within-process noise, next to `cv`'s between-process one).
    pub within_cv: Option<f64>,
    pub wall_ms: Vec<f64>,
    pub wall: Option<Estimate>,
    pub wall_cv: Option<f64>,
    /// Whole-process CPU time (user + system) per good invocation.
    pub cpu_ms: Vec<f64>,
    pub cpu: Option<Estimate>,
    pub cpu_cv: Option<f64>,
    /// reference time / this time (above 1: faster than the reference).
    pub speedup: Option<Estimate>,
    /// this time / reference time - 1, in percent.
    pub overhead: Option<Estimate>,
    pub accuracy_values: Vec<f64>,
    pub accuracy: Option<Estimate>,
    pub latency_median_cycles: Vec<u64>,
    pub latency_max_cycles: Vec<u64>,
    pub ticks: Vec<u64>,
    pub edge_samples: Vec<u64>,
}

pub struct Summary {
    pub benchmarks: Vec<String>,
    pub configurations: Vec<String>,
    pub reference: Option<String>,
    pub steady: bool,
    pub pairs: Vec<Pair>,
    /// Per configuration: the geometric mean over benchmarks of its speedup.
    pub geomean_speedup: Vec<(String, Option<Estimate>)>,
    pub has_accuracy: bool,
}

impl Summary {
    pub fn pair(&self, benchmark: &str, configuration: &str) -> Option<&Pair> {
        self.pairs
            .iter()
            .find(|p| p.benchmark == benchmark && p.configuration == configuration)
    }

    pub fn geomean(&self, configuration: &str) -> Option<Estimate> {
        self.geomean_speedup
            .iter()
            .find(|(c, _)| c == configuration)
            .and_then(|(_, e)| *e)
    }
}

/// A deterministic bootstrap seed per pair, so reports are reproducible.
pub fn seed_of(parts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for byte in part.bytes().chain([0xff]) {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

pub fn steady_figure(invocation: &Invocation, file: &ResultFile) -> Option<f64> {
    if file.experiment.iterations.is_some() {
        let steady = crate::warmup::steady_iterations(
            &invocation.iterations_ns,
            file.experiment.warmup_policy(),
        );
        stats::median(steady).map(|ns| ns / 1e6)
    } else if file.experiment.measure == "cpu" {
        invocation.cpu_ms
    } else {
        Some(invocation.wall_ms)
    }
}

/// Summarizes `file`, reading DCGs relative to `base` (the result file's folder).
pub fn summarize(file: &ResultFile, base: &Path) -> Summary {
    let experiment = &file.experiment;
    let benchmarks: Vec<String> = experiment
        .benchmarks
        .iter()
        .map(|b| b.name.clone())
        .collect();
    let configurations: Vec<String> = experiment
        .configurations
        .iter()
        .map(|c| c.name.clone())
        .collect();
    let mut dcg_cache: HashMap<String, Option<Dcg>> = HashMap::new();
    let mut load = |relative: &str| -> Option<Dcg> {
        dcg_cache
            .entry(relative.to_string())
            .or_insert_with(|| Dcg::read(&base.join(relative)).ok())
            .clone()
    };
    let mut pairs = Vec::new();
    for benchmark in &benchmarks {
        // The perfect profile: the exhaustive configuration's first good DCG.
        let perfect_invocation = experiment.exhaustive.as_ref().and_then(|name| {
            let mut candidates: Vec<&Invocation> = file
                .invocations
                .iter()
                .filter(|i| &i.benchmark == benchmark && &i.configuration == name && i.ok())
                .filter(|i| i.dcg.is_some())
                .collect();
            candidates.sort_by_key(|i| i.index);
            candidates.first().copied()
        });
        let perfect = perfect_invocation.and_then(|i| load(i.dcg.as_deref()?));
        for configuration in &configurations {
            let mut invocations: Vec<&Invocation> = file
                .invocations
                .iter()
                .filter(|i| &i.benchmark == benchmark && &i.configuration == configuration)
                .collect();
            invocations.sort_by_key(|i| i.index);
            let mut pair = Pair {
                benchmark: benchmark.clone(),
                configuration: configuration.clone(),
                ..Pair::default()
            };
            let mut within = Vec::new();
            for invocation in &invocations {
                if let Some(error) = &invocation.error {
                    pair.failed.push(format!("#{}: {error}", invocation.index));
                    continue;
                }
                pair.ok += 1;
                pair.wall_ms.push(invocation.wall_ms);
                if let Some(cpu) = invocation.cpu_ms {
                    pair.cpu_ms.push(cpu);
                }
                if let Some(figure) = steady_figure(invocation, file) {
                    pair.per_invocation_ms.push(figure);
                }
                if experiment.iterations.is_some() {
                    let steady = crate::warmup::steady_iterations(
                        &invocation.iterations_ns,
                        experiment.warmup_policy(),
                    );
                    if let Some(cv) = stats::coefficient_of_variation(steady) {
                        within.push(cv);
                    }
                }
                if let Some(relative) = &invocation.dcg {
                    if let Some(dcg) = load(relative) {
                        pair.latency_median_cycles
                            .push(dcg.config.latency_median_cycles);
                        pair.latency_max_cycles.push(dcg.config.latency_max_cycles);
                        pair.ticks.push(dcg.config.ticks);
                        pair.edge_samples.push(dcg.config.edge_samples);
                        let is_perfect = perfect_invocation
                            .map(|p| std::ptr::eq(p, *invocation))
                            .unwrap_or(false);
                        if let (Some(perfect), false) = (&perfect, is_perfect) {
                            pair.accuracy_values.push(overlap(&dcg, perfect));
                        }
                    }
                }
            }
            let seed = seed_of(&[benchmark, configuration]);
            pair.time = stats::median_interval(&pair.per_invocation_ms, seed);
            pair.cv = stats::coefficient_of_variation(&pair.per_invocation_ms);
            pair.within_cv = stats::mean(&within);
            pair.wall = stats::median_interval(&pair.wall_ms, seed ^ 1);
            pair.wall_cv = stats::coefficient_of_variation(&pair.wall_ms);
            pair.cpu = stats::median_interval(&pair.cpu_ms, seed ^ 3);
            pair.cpu_cv = stats::coefficient_of_variation(&pair.cpu_ms);
            pair.accuracy = stats::median_interval(&pair.accuracy_values, seed ^ 2);
            pairs.push(pair);
        }
    }
    // Speedups and overheads against the reference configuration.
    if let Some(reference) = &experiment.reference {
        for benchmark in &benchmarks {
            let reference_times = pairs
                .iter()
                .find(|p| &p.benchmark == benchmark && &p.configuration == reference)
                .map(|p| p.per_invocation_ms.clone())
                .unwrap_or_default();
            for pair in pairs.iter_mut().filter(|p| &p.benchmark == benchmark) {
                let seed = seed_of(&[benchmark, &pair.configuration, "speedup"]);
                pair.speedup =
                    stats::speedup_interval(&reference_times, &pair.per_invocation_ms, seed);
                pair.overhead = pair.speedup.map(|s| s.map(|v| (1.0 / v - 1.0) * 100.0));
            }
        }
    }
    let times_of = |benchmark: &str, configuration: &str| -> Vec<f64> {
        pairs
            .iter()
            .find(|p| p.benchmark == benchmark && p.configuration == configuration)
            .map(|p| p.per_invocation_ms.clone())
            .unwrap_or_default()
    };
    let geomean_speedup = configurations
        .iter()
        .map(|configuration| {
            let estimate = experiment.reference.as_ref().and_then(|reference| {
                let sets: Vec<(Vec<f64>, Vec<f64>)> = benchmarks
                    .iter()
                    .map(|b| (times_of(b, reference), times_of(b, configuration)))
                    .collect();
                stats::geometric_mean_speedup(&sets, seed_of(&[configuration, "geomean"]))
            });
            (configuration.clone(), estimate)
        })
        .collect();
    let has_accuracy = pairs.iter().any(|p| !p.accuracy_values.is_empty());
    Summary {
        benchmarks,
        configurations,
        reference: experiment.reference.clone(),
        steady: experiment.iterations.is_some(),
        pairs,
        geomean_speedup,
        has_accuracy,
    }
}

/// The mean over benchmarks of one configuration's median accuracy.
pub fn mean_accuracy(summary: &Summary, configuration: &str) -> Option<f64> {
    let values: Vec<f64> = summary
        .pairs
        .iter()
        .filter(|p| p.configuration == configuration)
        .filter_map(|p| p.accuracy.map(|a| a.value))
        .collect();
    stats::mean(&values)
}

/// The mean over benchmarks of one configuration's median overhead (%).
pub fn mean_overhead(summary: &Summary, configuration: &str) -> Option<f64> {
    let values: Vec<f64> = summary
        .pairs
        .iter()
        .filter(|p| p.configuration == configuration)
        .filter_map(|p| p.overhead.map(|a| a.value))
        .collect();
    stats::mean(&values)
}
