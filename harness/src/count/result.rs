//! The count file (`rvm-harness-count-1`, JSON): what `count` ran (the
//! experiment as selected, every command), each run's raw instruction count,
//! and the figures derived from them (figures.rs). `count` rewrites it after
//! every run (write, then rename), so an interrupted or failed count keeps
//! what finished; anything else reads it with [`CountFile::read`].

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::plan::{IterationPair, Skipped};
use crate::experiment::Experiment;
use crate::result::{read_versioned, write_atomically, Machine};

pub const FORMAT: &str = "rvm-harness-count-1";

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CountFile {
    pub format: String,
    /// The experiment cut down to what was counted (benchmarks, rvm
    /// configurations, the reference).
    pub experiment: Experiment,
    pub experiment_file: String,
    /// The `rvm-harness count ...` command that made this file.
    pub command_line: String,
    pub rvm_binary: String,
    pub rvm_commit: String,
    /// `valgrind --version`.
    pub valgrind: String,
    pub machine: Machine,
    pub started: String,
    pub finished: Option<String>,
    /// Every planned run finished (or failed) and is recorded.
    pub complete: bool,
    /// The outer-iteration counts A (`short`) and B (`long`) of each pair's runs.
    pub iterations: IterationPair,
    /// The configuration overheads are relative to.
    pub reference: Option<String>,
    /// Configurations of the selection left out (java ones).
    pub skipped: Vec<Skipped>,
    pub runs: Vec<CountedRun>,
    /// Per benchmark x configuration, in the experiment's order.
    pub pairs: Vec<PairFigures>,
    /// Per configuration other than the reference.
    pub geometric_means: Vec<GeometricMean>,
}

/// One process under callgrind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CountedRun {
    pub benchmark: String,
    pub configuration: String,
    /// Outer iterations (the program's last argument).
    pub iterations: usize,
    /// The whole command, valgrind included.
    pub command: Vec<String>,
    /// callgrind's output, relative to the count file (kept for
    /// `callgrind_annotate`).
    pub callgrind_out: String,
    /// Total `Ir` from the output file's `totals:` line.
    pub instructions: Option<u64>,
    pub exit_status: Option<i32>,
    pub wall_ms: f64,
    /// Why the run does not count: bad exit, failed self-check, missing or
    /// unreadable callgrind output, timeout.
    pub error: Option<String>,
}

impl CountedRun {
    /// The instruction count, if the run counts.
    pub fn counted(&self) -> Option<u64> {
        self.error.is_none().then_some(self.instructions).flatten()
    }
}

/// A benchmark x configuration: the two runs' counts and what follows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairFigures {
    pub benchmark: String,
    pub configuration: String,
    /// Ir of the A-iteration and the B-iteration run.
    pub short_instructions: Option<u64>,
    pub long_instructions: Option<u64>,
    /// (Ir(B) - Ir(A)) / (B - A): steady-state instructions per iteration.
    pub per_iteration: Option<f64>,
    /// Ir(A) - A x per_iteration: start-up and compilation.
    pub startup: Option<f64>,
    /// per_iteration / the reference's on the same benchmark.
    pub ratio: Option<f64>,
    /// (ratio - 1) x 100.
    pub overhead_percent: Option<f64>,
    /// Why there are no figures (a run failed or was not made).
    pub error: Option<String>,
}

/// A configuration's ratios over the reference, summarized over benchmarks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GeometricMean {
    pub configuration: String,
    /// Geometric mean of the benchmarks' ratios.
    pub ratio: Option<f64>,
    pub overhead_percent: Option<f64>,
    /// How many benchmarks had a ratio, of how many.
    pub benchmarks: usize,
    pub of: usize,
}

impl CountFile {
    pub fn read(path: &Path) -> Result<CountFile, String> {
        read_versioned(path, "count", FORMAT, |file: &CountFile| &file.format)
    }

    /// Writes atomically: a reader (or a crash) never sees half a file.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|error| error.to_string())?;
        write_atomically(path, &text)
    }

    pub fn failed_runs(&self) -> usize {
        self.runs.iter().filter(|r| r.error.is_some()).count()
    }
}
