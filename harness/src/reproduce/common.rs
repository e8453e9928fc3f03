//! Helpers shared by the reproductions: the "one column per configuration,
//! one row per benchmark, then our mean and the paper's figure" table with
//! its grouped-bar SVG (the shape of lee15's Figures 7-8, ag05's Table 3 and
//! the instrumentation tables), and *profile runs*: one extra run of a
//! configuration with `--profile-out`, for the accuracy figures of
//! instrumentation sampling.
//!
//! ```text
//!  Summary ──metric per (benchmark, configuration)──▶ Columns ──▶ Markdown table + grouped bars
//!  ResultFile (its rvm, each benchmark's class path) ──profile_run──▶ rvm run OPTIONS --profile-out
//!      ──▶ <out>/profiles/<benchmark>/<label>.json (reused when present) ──▶ overlaps
//! ```
//!
//! Profile runs are separate from the timed invocations, so writing a
//! profile never disturbs a timing; counter-triggered instrumentation
//! sampling is deterministic for one thread, so one run per configuration
//! gives the figure (the timer trigger is run several times, see ar01).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use rvm_profiler::instrumentation::hot_streams::StreamParams;
use rvm_profiler::instrumentation::profiles::overlaps;
use rvm_profiler::ProfileFile;

use crate::plots::{self, Series};
use crate::report::{fmt_estimate, fmt_option, table};
use crate::result::ResultFile;
use crate::runner::slug;
use crate::stats::Estimate;
use crate::summary::Summary;

/// One column of a per-benchmark table: a configuration, its label, and
/// the paper's figure for it (its average), if it has one.
pub struct Column<'a> {
    pub configuration: &'a str,
    pub label: &'a str,
    pub paper: Option<f64>,
}

/// Which figure of a pair a table shows.
#[derive(Clone, Copy)]
pub enum Metric {
    Overhead,
    Accuracy,
}

fn metric(summary: &Summary, benchmark: &str, configuration: &str, m: Metric) -> Option<Estimate> {
    let p = summary.pair(benchmark, configuration)?;
    match m {
        Metric::Overhead => p.overhead,
        Metric::Accuracy => p.accuracy,
    }
}

fn mean(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

/// The table (rows: benchmarks, our mean, the paper's average) and its bars.
pub fn benchmark_table(
    summary: &Summary,
    columns: &[Column],
    m: Metric,
    svg: &Path,
    title: &str,
    y_label: &str,
) -> Result<String, String> {
    let mut header = vec!["benchmark".to_string()];
    header.extend(columns.iter().map(|c| c.label.to_string()));
    let mut rows: Vec<Vec<String>> = Vec::new();
    for b in &summary.benchmarks {
        let mut row = vec![b.clone()];
        row.extend(
            columns
                .iter()
                .map(|c| fmt_estimate(metric(summary, b, c.configuration, m), 1)),
        );
        rows.push(row);
    }
    let means: Vec<Option<f64>> = columns
        .iter()
        .map(|c| {
            let v: Vec<f64> = summary
                .benchmarks
                .iter()
                .filter_map(|b| metric(summary, b, c.configuration, m).map(|e| e.value))
                .collect();
            mean(&v)
        })
        .collect();
    let mut mean_row = vec!["**mean (ours)**".to_string()];
    mean_row.extend(means.iter().map(|v| fmt_option(*v, 1)));
    rows.push(mean_row);
    if columns.iter().any(|c| c.paper.is_some()) {
        let mut paper = vec!["paper: average".to_string()];
        paper.extend(columns.iter().map(|c| fmt_option(c.paper, 1)));
        rows.push(paper);
    }
    let mut groups = summary.benchmarks.clone();
    groups.push("mean".into());
    let with_paper = columns.iter().any(|c| c.paper.is_some());
    if with_paper {
        groups.push("paper avg".into());
    }
    let series: Vec<Series> = columns
        .iter()
        .zip(&means)
        .map(|(c, mean)| Series {
            name: c.label.to_string(),
            values: summary
                .benchmarks
                .iter()
                .map(|b| metric(summary, b, c.configuration, m))
                .chain(std::iter::once(mean.map(Estimate::exact)))
                .chain(with_paper.then(|| c.paper.map(Estimate::exact)))
                .collect(),
        })
        .collect();
    plots::grouped_bars(svg, title, y_label, &groups, &series, Some(0.0))?;
    Ok(table(&header, &rows))
}

/// How to run one more process of a benchmark: the rvm binary and the
/// program's arguments (`-cp DIR Main ARGS...`), from the result file.
struct ProgramCommand {
    rvm: String,
    program: Vec<String>,
}

fn program_command(file: &ResultFile, benchmark: &str) -> Result<ProgramCommand, String> {
    let invocation = file
        .invocations
        .iter()
        .find(|i| i.benchmark == benchmark && i.command.get(1).map(String::as_str) == Some("run"))
        .ok_or_else(|| format!("no rvm invocation of {benchmark} in the result file"))?;
    let cp = invocation
        .command
        .iter()
        .rposition(|a| a == "-cp")
        .ok_or_else(|| format!("{benchmark}: no -cp in {:?}", invocation.command))?;
    let mut program = invocation.command[cp..].to_vec();
    // One outer iteration is enough for a profile (the workload repeats).
    if file.experiment.iterations.is_some() {
        if let Some(last) = program.last_mut() {
            *last = "1".to_string();
        }
    }
    Ok(ProgramCommand {
        rvm: invocation.command[0].clone(),
        program,
    })
}

/// The options of a configuration of the result's experiment.
pub fn options_of(file: &ResultFile, configuration: &str) -> Result<Vec<String>, String> {
    file.experiment
        .configurations
        .iter()
        .find(|c| c.name == configuration)
        .map(|c| c.options.clone())
        .ok_or_else(|| format!("no configuration {configuration:?} in the experiment"))
}

/// Runs `benchmark` once (one outer iteration of its workload) with
/// `options` and `--profile-out`, or reads the profile such a run left in
/// `out` before.
pub fn profile_run(
    file: &ResultFile,
    out: &Path,
    benchmark: &str,
    label: &str,
    options: &[String],
) -> Result<ProfileFile, String> {
    let path: PathBuf = out
        .join("profiles")
        .join(benchmark)
        .join(format!("{}.json", slug(label)));
    if !path.is_file() {
        let program = program_command(file, benchmark)?;
        std::fs::create_dir_all(path.parent().unwrap_or(out))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("rvm-harness: profile run {benchmark} {label}");
        let output = Command::new(&program.rvm)
            .arg("run")
            .args(options)
            .arg(format!("--profile-out={}", path.display()))
            .args(&program.program)
            .output()
            .map_err(|e| format!("{}: {e}", program.rvm))?;
        if !output.status.success() || !path.is_file() {
            let _ = std::fs::remove_file(&path);
            return Err(format!(
                "profile run {benchmark} {label} failed ({}): {}",
                output.status,
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
    }
    ProfileFile::read(&path).map_err(|e| e.to_string())
}

/// Overlap per profile kind ("call edges", "field accesses (per field)",
/// "hot data streams", ...) of `a` with `perfect`, in percent.
pub fn overlap_by_kind(
    a: &ProfileFile,
    perfect: &ProfileFile,
    stream_length: usize,
) -> Result<HashMap<&'static str, f64>, String> {
    let params = StreamParams {
        length: stream_length.max(1),
        ..StreamParams::default()
    };
    Ok(overlaps(a, perfect, ("sampled", "perfect"), &params)
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|k| (k.kind, k.percent))
        .collect())
}

/// `instr_samples` of a profile's configuration (at interval 1: checks executed).
pub fn samples(p: &ProfileFile) -> Option<u64> {
    p.config.get("instr_samples").and_then(|v| v.as_u64())
}

/// The mean of the present values.
pub fn mean_of(values: impl IntoIterator<Item = Option<f64>>) -> Option<f64> {
    let v: Vec<f64> = values.into_iter().flatten().collect();
    mean(&v)
}
