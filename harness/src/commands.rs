//! What a benchmark x configuration runs: the benchmarks compiled into
//! class folders, the rvm binary, one process's command line, and the
//! preparatory `[[dcg_source]]` runs. `run` (runner.rs) times these commands,
//! `count` (count/) runs them under callgrind, and the reproductions build
//! their extra profile runs from the same pieces.
//!
//! ```text
//!  benchmark sources ──compile_all (javac)──▶ SIDE/classes/<benchmark>/
//!  configuration + benchmark + iterations ──command_line──▶
//!      [prefix...] rvm run OPTIONS [--dcg-out/--dcg-in] [extra] -cp CLASSES Main ARGS... N
//!  [[dcg_source]] used by a dcg_in configuration ──prepare_dcg_sources──▶
//!      SIDE/dcg-sources/<source>/<benchmark>.json  (one unmeasured run each)
//! ```

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::experiment::{Benchmark, Configuration, Experiment, Vm};
use crate::invoke::{judge, run_process};
use crate::result::PreparedDcg;

/// The rvm binary: `explicit` (`--rvm`), else the experiment's `rvm`
/// (relative to the repository root), else `target/release/rvm`.
pub fn rvm_binary(explicit: Option<&Path>, experiment: &Experiment, root: &Path) -> PathBuf {
    match (explicit, &experiment.rvm) {
        (Some(path), _) => path.to_path_buf(),
        (None, Some(path)) => root.join(path),
        (None, None) => root.join("target/release/rvm"),
    }
}

fn main_class(benchmark: &Benchmark) -> String {
    benchmark
        .source
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default()
}

fn classes_dir(side: &Path, benchmark: &Benchmark) -> PathBuf {
    side.join("classes").join(&benchmark.name)
}

/// Compiles every benchmark into its own class folder, the javac processes
/// running side by side (each is a JVM start-up: the slow part of a short run).
pub(crate) fn compile_all(
    root: &Path,
    benchmarks: &[Benchmark],
    side: &Path,
) -> Result<(), String> {
    let mut running = Vec::new();
    for benchmark in benchmarks {
        let source = root.join(&benchmark.source);
        if !source.is_file() {
            return Err(format!(
                "benchmark {}: no source {}",
                benchmark.name,
                source.display()
            ));
        }
        let out = classes_dir(side, benchmark);
        std::fs::create_dir_all(&out).map_err(|error| format!("{}: {error}", out.display()))?;
        let child = std::process::Command::new("javac")
            .args(["--release", "17", "-encoding", "UTF-8", "-d"])
            .arg(&out)
            .arg(&source)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .map_err(|error| format!("cannot run javac: {error}"))?;
        running.push((source, child));
    }
    let mut first_error = None;
    for (source, child) in running {
        let output = child
            .wait_with_output()
            .map_err(|error| format!("javac: {error}"))?;
        if !output.status.success() && first_error.is_none() {
            first_error = Some(format!(
                "{}: javac failed:\n{}",
                source.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
    }
    first_error.map_or(Ok(()), Err)
}

/// `-cp CLASSES Main ARGS... [ITERATIONS]`.
pub(crate) fn program_arguments(
    side: &Path,
    benchmark: &Benchmark,
    iterations: Option<usize>,
) -> Vec<String> {
    let mut arguments = vec![
        "-cp".to_string(),
        classes_dir(side, benchmark).display().to_string(),
        main_class(benchmark),
    ];
    arguments.extend(benchmark.args.iter().cloned());
    if let Some(n) = iterations {
        arguments.push(n.to_string());
    }
    arguments
}

/// The whole command of one process: the configuration's prefix, the VM and
/// its options (`{invocation}` and `{benchmark}` filled in), the DCG and
/// `extra` options, then [`program_arguments`].
#[allow(clippy::too_many_arguments)]
pub(crate) fn command_line(
    rvm: &Path,
    side: &Path,
    benchmark: &Benchmark,
    configuration: &Configuration,
    index: usize,
    iterations: Option<usize>,
    dcg_out: Option<&Path>,
    dcg_in: Option<&Path>,
    extra: &[String],
) -> Vec<String> {
    let mut command = configuration.prefix.clone();
    match configuration.vm {
        Vm::Rvm => command.extend([rvm.display().to_string(), "run".to_string()]),
        Vm::Java => command.push("java".to_string()),
        Vm::Command => {}
    }
    command.extend(configuration.options.iter().map(|o| {
        o.replace("{invocation}", &index.to_string())
            .replace("{benchmark}", &benchmark.name)
    }));
    if let Some(dcg) = dcg_out {
        command.push(format!("--dcg-out={}", dcg.display()));
    }
    if let Some(dcg) = dcg_in {
        command.push(format!("--dcg-in={}", dcg.display()));
    }
    command.extend(extra.iter().cloned());
    command.extend(program_arguments(side, benchmark, iterations));
    command
}

/// Runs each `[[dcg_source]]` some `dcg_in` configuration reads, once per
/// benchmark (not measured), unless `prepared` already holds its DCG;
/// appends what it wrote to `prepared` (paths relative to `base`).
pub(crate) fn prepare_dcg_sources(
    rvm: &Path,
    experiment: &Experiment,
    side: &Path,
    base: &Path,
    scratch: &Path,
    timeout: Duration,
    prepared: &mut Vec<PreparedDcg>,
) -> Result<(), String> {
    let used_sources: Vec<&str> = experiment
        .configurations
        .iter()
        .filter_map(|c| c.dcg_in.as_deref())
        .collect();
    for source in experiment
        .dcg_sources
        .iter()
        .filter(|s| used_sources.contains(&s.name.as_str()))
    {
        for benchmark in &experiment.benchmarks {
            if prepared
                .iter()
                .any(|p| p.benchmark == benchmark.name && p.source == source.name)
            {
                continue;
            }
            let dcg = side
                .join("dcg-sources")
                .join(&source.name)
                .join(format!("{}.json", benchmark.name));
            std::fs::create_dir_all(dcg.parent().unwrap_or(side))
                .map_err(|error| format!("{}: {error}", dcg.display()))?;
            let mut command = vec![rvm.display().to_string(), "run".to_string()];
            command.extend(source.options.iter().cloned());
            command.push(format!("--dcg-out={}", dcg.display()));
            let iterations = experiment
                .iterations
                .map(|n| source.iterations.unwrap_or(n));
            command.extend(program_arguments(side, benchmark, iterations));
            eprintln!(
                "rvm-harness: dcg_source {} for {}",
                source.name, benchmark.name
            );
            let outcome = run_process(&command, timeout, scratch)?;
            judge(&outcome, iterations).map_err(|error| {
                format!(
                    "dcg_source {} on {}: {error}\n  command: {}",
                    source.name,
                    benchmark.name,
                    command.join(" ")
                )
            })?;
            prepared.push(PreparedDcg {
                benchmark: benchmark.name.clone(),
                source: source.name.clone(),
                dcg: relative(&dcg, base),
            });
        }
    }
    Ok(())
}

/// `path` relative to `base` when it lies under it (both canonicalized),
/// else absolute: how result files name their side files.
pub(crate) fn relative(path: &Path, base: &Path) -> String {
    let base = std::fs::canonicalize(base).unwrap_or_else(|_| base.to_path_buf());
    let full = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    full.strip_prefix(&base)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| full.display().to_string())
}
