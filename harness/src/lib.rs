//! rvm-harness: rvm's experiment runner and regression suite.
//!
//! ```text
//!  experiments/*.toml ──[experiment]──▶ Experiment
//!        │
//!        ▼ [runner] + [invoke]: javac, interleaved invocations of rvm / java,
//!        │                      timeouts, Ctrl-C, --resume
//!  result.json  [result]: raw per-iteration times, exit status, DCG files,
//!        │               machine facts, rvm commit
//!        ▼ [summary] + [stats]: steady-state medians, bootstrap intervals,
//!        │                      CVs, speedups, geometric means, accuracy
//!        ├──▶ [report]: Markdown tables + SVG plots ([plots]); per process
//!        │              [warmup]: changepoints (PELT), Barrett et al.'s classes,
//!        │              warm-up curves, the steady segment's figures
//!        ├──▶ [compare]: speedups (or, same machine only: milliseconds;
//!        │               [fingerprint]) and instruction counts against a baseline
//!        └──▶ [reproduce]: the papers' tables and figures next to ours
//! ```
//!
//! `count` ([count]) runs the same commands ([commands]: javac, command
//! lines, DCG sources; shared with [runner]) under callgrind at two
//! iteration counts and reports steady-state instructions per iteration and
//! overheads: the figure to quote when timing noise hides a few percent.
//!
//! Accuracy is `rvm_profiler::accuracy::overlap` on the DCG files, the same
//! function `rvm dcg overlap` calls. docs/experiments.md is the user's guide.

pub mod commands;
pub mod compare;
pub mod count;
pub mod experiment;
pub mod fingerprint;
pub mod invoke;
pub mod plots;
pub mod report;
pub mod reproduce;
pub mod result;
pub mod runner;
pub mod stats;
pub mod summary;
pub mod table;
pub mod warmup;
