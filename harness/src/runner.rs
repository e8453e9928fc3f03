//! `rvm-harness run`: carries out an experiment and writes its result file.
//!
//! ```text
//!  experiment ──javac──▶ <out>.files/classes/<benchmark>/
//!      │      ──[[dcg_source]] runs (once per benchmark)──▶ <out>.files/dcg-sources/
//!      ▼
//!  plan: round 0..invocations x benchmark x configuration (rotated per round)
//!      │    minus what the result file already holds (--resume)
//!      ▼
//!      │      ──replay: one --advice-out run per benchmark x rvm configuration
//!      │                 (not measured)──▶ <out>.files/advice/<benchmark>/<config>.json
//!      ▼
//!  for each: run_process ─▶ judge ─▶ Invocation ─▶ result file rewritten
//!            (replay: rvm configurations get --advice-in)
//!                                    (progress bar with ETA on stderr)
//! ```
//!
//! javac, the command lines and the `[[dcg_source]]` runs come from
//! commands.rs, which `count` shares.
//!
//! Interleaving (every configuration once per round, the order rotating) makes
//! the machine's slow drift hit every configuration alike. Ctrl-C stops after
//! the running invocation (which dies with it and is not kept): the result
//! file then holds every finished invocation, `complete: false`, and
//! `run --resume` continues.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::commands::{command_line, compile_all, prepare_dcg_sources, relative, rvm_binary};
use crate::experiment::{self, Benchmark, Configuration, Experiment, Vm};
use crate::invoke::{judge, run_process};
use crate::result::{self, Invocation, RecordedAdvice, ResultFile};

pub struct RunRequest {
    /// The experiment file; `None` with `resume` (the result file has it).
    pub experiment: Option<PathBuf>,
    /// An experiment built from the command line instead of a file.
    pub inline_experiment: Option<Experiment>,
    pub variant: Option<String>,
    pub output: PathBuf,
    pub resume: bool,
    /// Overrides the experiment's rvm binary.
    pub rvm: Option<PathBuf>,
    /// Overrides the experiment's invocation count.
    pub invocations: Option<usize>,
}

/// The repository root: the nearest ancestor of `start` holding
/// `benchmarks/` and `Cargo.toml`.
pub fn find_root(start: &Path) -> Result<PathBuf, String> {
    let start =
        std::fs::canonicalize(start).map_err(|error| format!("{}: {error}", start.display()))?;
    start
        .ancestors()
        .find(|dir| dir.join("benchmarks").is_dir() && dir.join("Cargo.toml").is_file())
        .map(Path::to_path_buf)
        .ok_or_else(|| {
            format!(
                "{}: not inside the rvm repository (no ancestor holds benchmarks/ and Cargo.toml)",
                start.display()
            )
        })
}

/// Where a result file's side files (classes, DCGs) go: `<out>.files/`.
pub fn side_dir(output: &Path) -> PathBuf {
    let mut name = output
        .file_stem()
        .map(|s| s.to_os_string())
        .unwrap_or_default();
    name.push(".files");
    output.with_file_name(name)
}

/// Set by Ctrl-C (the handler is installed on first use).
pub(crate) fn interrupted_flag() -> Arc<AtomicBool> {
    static FLAG: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let handler_flag = flag.clone();
        // If a handler cannot be set (one exists already), Ctrl-C just kills
        // the harness: the file still holds everything up to the last save.
        let _ = ctrlc::set_handler(move || handler_flag.store(true, Ordering::SeqCst));
        flag
    })
    .clone()
}

/// What a run did, for the caller's message.
pub struct RunOutcome {
    pub recorded: usize,
    pub failed: usize,
    pub planned: usize,
    /// The harness's own CPU time per invocation (spawn, parse, save): what
    /// it takes from the benchmarks on a shared machine.
    pub mean_overhead_ms: f64,
    pub mean_cpu_ms: Option<f64>,
}

/// This process's CPU time so far (all threads), from /proc/self/schedstat.
fn own_cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

pub fn run(request: &RunRequest) -> Result<RunOutcome, String> {
    run_with(request, false)
}

/// [`run`], in replay mode whatever the experiment says if `force_replay`
/// (`rvm-harness run --replay`).
pub fn run_with(request: &RunRequest, force_replay: bool) -> Result<RunOutcome, String> {
    // Installed first, so that Ctrl-C while compiling stops cleanly too.
    let interrupted = interrupted_flag();
    let (mut file, root) = if request.resume {
        let file = ResultFile::read(&request.output)?;
        let root = find_root(Path::new("."))?;
        (file, root)
    } else {
        let (mut experiment, path, root, text) = match &request.inline_experiment {
            Some(experiment) => (
                experiment.clone(),
                PathBuf::from("(command line)"),
                find_root(Path::new("."))?,
                String::new(),
            ),
            None => {
                let path = request
                    .experiment
                    .as_ref()
                    .ok_or("run: an experiment file is needed (or --resume with -o RESULT)")?;
                let experiment = experiment::load(path, request.variant.as_deref())?;
                let root = find_root(path.parent().unwrap_or(Path::new(".")))?;
                let text = std::fs::read_to_string(path).unwrap_or_default();
                (experiment, path.clone(), root, text)
            }
        };
        if let Some(n) = request.invocations {
            experiment.invocations = n;
        }
        if force_replay {
            experiment::force_replay(&mut experiment)?;
        }
        let path = &path;
        let mut machine = result::machine_facts();
        if experiment.configurations.iter().any(|c| c.vm == Vm::Java) {
            machine.java_version = result::java_version();
        }
        let rvm = rvm_binary(request.rvm.as_deref(), &experiment, &root);
        let file = ResultFile {
            format: result::FORMAT.to_string(),
            experiment,
            experiment_file: path.display().to_string(),
            experiment_text: text,
            rvm_binary: rvm.display().to_string(),
            rvm_commit: result::rvm_commit(&root),
            machine,
            started: result::now_utc(),
            finished: None,
            complete: false,
            invocations: Vec::new(),
            dcg_sources: Vec::new(),
            advice: Vec::new(),
        };
        (file, root)
    };
    let rvm = match &request.rvm {
        Some(path) => path.clone(),
        None => PathBuf::from(&file.rvm_binary),
    };
    let experiment = file.experiment.clone();
    if experiment.configurations.iter().any(|c| c.vm == Vm::Rvm) && !rvm.is_file() {
        return Err(format!(
            "{}: no rvm binary (cargo build --release, or --rvm=PATH)",
            rvm.display()
        ));
    }
    if let Some(parent) = request.output.parent() {
        if !parent.as_os_str().is_empty() {
            std::fs::create_dir_all(parent)
                .map_err(|error| format!("{}: {error}", parent.display()))?;
        }
    }
    let side = side_dir(&request.output);
    let base = ResultFile::base_dir(&request.output);
    let scratch = side.join("scratch");
    std::fs::create_dir_all(&scratch).map_err(|error| format!("{}: {error}", scratch.display()))?;
    let timeout = Duration::from_secs_f64(experiment.timeout_seconds);

    // Compile every benchmark (javac is fast next to the runs, and a resumed
    // run must not trust classes from another checkout).
    compile_all(&root, &experiment.benchmarks, &side)?;
    // The preparatory runs that write the DCGs `dcg_in` configurations read.
    prepare_dcg_sources(
        &rvm,
        &experiment,
        &side,
        &base,
        &scratch,
        timeout,
        &mut file.dcg_sources,
    )?;

    if experiment.replay {
        record_advice(&rvm, &side, &base, &scratch, timeout, &mut file)?;
        file.write(&request.output)?;
    }

    let plan = plan(&experiment, &file.invocations);
    let planned_total = plan.len() + file.invocations.len();
    if interrupted.load(Ordering::SeqCst) {
        return Err("interrupted before the first invocation".to_string());
    }
    let bar = progress_bar(plan.len() as u64);
    let mut failed = 0;
    let mut overheads = Vec::new();
    let mut cpu_overheads = Vec::new();
    file.write(&request.output)?;
    for (index, b, c) in plan {
        if interrupted.load(Ordering::SeqCst) {
            break;
        }
        let begin = Instant::now();
        let cpu_begin = own_cpu_ns();
        let benchmark = &experiment.benchmarks[b];
        let configuration = &experiment.configurations[c];
        let dcg_out = configuration.dcg_out.then(|| {
            side.join("dcgs")
                .join(&benchmark.name)
                .join(format!("{}-{index}.json", slug(&configuration.name)))
        });
        if let Some(dcg) = &dcg_out {
            let _ = std::fs::create_dir_all(dcg.parent().unwrap_or(&side));
            let _ = std::fs::remove_file(dcg);
        }
        let dcg_in = configuration.dcg_in.as_ref().and_then(|source| {
            file.dcg_sources
                .iter()
                .find(|p| &p.source == source && p.benchmark == benchmark.name)
                .map(|p| base.join(&p.dcg))
        });
        let advice = replay_advice(&file, benchmark, configuration);
        let advice_in: Vec<String> = advice
            .iter()
            .map(|a| format!("--advice-in={}", base.join(a).display()))
            .collect();
        let command = command_line(
            &rvm,
            &side,
            benchmark,
            configuration,
            index,
            experiment.iterations,
            dcg_out.as_deref(),
            dcg_in.as_deref(),
            &advice_in,
        );
        let outcome = run_process(&command, timeout, &scratch)?;
        if interrupted.load(Ordering::SeqCst) {
            // The child got the same SIGINT; its figures are not a measurement.
            break;
        }
        let judged = judge(&outcome, experiment.iterations);
        let mut error = judged.as_ref().err().cloned();
        if error.is_none() {
            if let Some(dcg) = &dcg_out {
                if !dcg.is_file() {
                    error = Some(format!("no DCG written at {}", dcg.display()));
                }
            }
        }
        if error.is_some() {
            failed += 1;
        }
        let message = match &error {
            None => format!(
                "{} {} #{}: {:.1} ms",
                benchmark.name, configuration.name, index, outcome.wall_ms
            ),
            Some(error) => format!(
                "{} {} #{}: FAILED {error}",
                benchmark.name, configuration.name, index
            ),
        };
        let mut invocation = Invocation {
            benchmark: benchmark.name.clone(),
            configuration: configuration.name.clone(),
            index,
            command,
            exit_status: outcome.exit_status,
            timed_out: outcome.timed_out,
            wall_ms: outcome.wall_ms,
            cpu_ms: outcome.cpu_ms,
            iterations_ns: judged.unwrap_or_default(),
            error,
            dcg: dcg_out.filter(|d| d.is_file()).map(|d| relative(&d, &base)),
            advice,
            max_rss_kib: outcome.max_rss_kib,
            harness_overhead_ms: 0.0,
            harness_cpu_ms: None,
        };
        invocation.harness_overhead_ms =
            (begin.elapsed().as_secs_f64() * 1e3 - outcome.wall_ms).max(0.0);
        file.invocations.push(invocation);
        file.write(&request.output)?;
        // The save is part of the overhead: measured after it, kept in memory
        // for the next save (and for the mean reported at the end).
        let overhead = (begin.elapsed().as_secs_f64() * 1e3 - outcome.wall_ms).max(0.0);
        let cpu = cpu_begin
            .zip(own_cpu_ns())
            .map(|(a, b)| b.saturating_sub(a) as f64 / 1e6);
        if let Some(last) = file.invocations.last_mut() {
            last.harness_overhead_ms = overhead;
            last.harness_cpu_ms = cpu;
        }
        if let Some(cpu) = cpu {
            cpu_overheads.push(cpu);
        }
        overheads.push(overhead);
        if bar.is_hidden() {
            eprintln!(
                "[{}/{}] {message}",
                bar.position() + 1,
                bar.length().unwrap_or(0)
            );
        } else {
            bar.set_message(message);
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let stopped = interrupted.load(Ordering::SeqCst);
    file.complete = !stopped && file.invocations.len() == planned_total;
    file.machine.load_average_end = result::load_average();
    // Over every recorded invocation, this session's and a resumed one's.
    let recorded_overheads: Vec<f64> = file
        .invocations
        .iter()
        .map(|i| i.harness_overhead_ms)
        .collect();
    let recorded_cpu: Vec<f64> = file
        .invocations
        .iter()
        .filter_map(|i| i.harness_cpu_ms)
        .collect();
    file.machine.harness_overhead_ms = crate::stats::mean(&recorded_overheads);
    file.machine.harness_cpu_ms = crate::stats::mean(&recorded_cpu);
    if file.complete {
        file.finished = Some(result::now_utc());
    }
    file.write(&request.output)?;
    let _ = std::fs::remove_dir_all(&scratch);
    let outcome = RunOutcome {
        recorded: file.invocations.len(),
        failed,
        planned: planned_total,
        mean_overhead_ms: crate::stats::mean(&overheads).unwrap_or(0.0),
        mean_cpu_ms: crate::stats::mean(&cpu_overheads),
    };
    if stopped {
        return Err(format!(
            "interrupted: {} of {} invocations kept in {}; continue with: rvm-harness run --resume -o {}",
            outcome.recorded,
            outcome.planned,
            request.output.display(),
            request.output.display()
        ));
    }
    Ok(outcome)
}

/// Replay mode: the advice file of `configuration` on `benchmark` (rvm
/// configurations only; java ones run as usual).
fn replay_advice(
    file: &ResultFile,
    benchmark: &Benchmark,
    configuration: &Configuration,
) -> Option<String> {
    if !file.experiment.replay || configuration.vm != Vm::Rvm {
        return None;
    }
    file.advice
        .iter()
        .find(|a| a.benchmark == benchmark.name && a.configuration == configuration.name)
        .map(|a| a.advice.clone())
}

/// Replay mode: one recording run (`--advice-out`, not measured) per
/// benchmark and rvm configuration that has no advice file yet (a resumed run
/// keeps the ones it has, so every invocation of a pair replays one file).
fn record_advice(
    rvm: &Path,
    side: &Path,
    base: &Path,
    scratch: &Path,
    timeout: Duration,
    file: &mut ResultFile,
) -> Result<(), String> {
    let experiment = file.experiment.clone();
    for benchmark in &experiment.benchmarks {
        for configuration in experiment.configurations.iter().filter(|c| c.vm == Vm::Rvm) {
            if replay_advice(file, benchmark, configuration).is_some() {
                continue;
            }
            let advice = side
                .join("advice")
                .join(&benchmark.name)
                .join(format!("{}.json", slug(&configuration.name)));
            std::fs::create_dir_all(advice.parent().unwrap_or(side))
                .map_err(|error| format!("{}: {error}", advice.display()))?;
            // The DCG a `dcg_in` configuration inlines from is part of what
            // the recording decides on; its own `--dcg-out` is not wanted.
            let dcg_in = configuration.dcg_in.as_ref().and_then(|source| {
                file.dcg_sources
                    .iter()
                    .find(|p| &p.source == source && p.benchmark == benchmark.name)
                    .map(|p| base.join(&p.dcg))
            });
            let command = command_line(
                rvm,
                side,
                benchmark,
                configuration,
                0,
                experiment.iterations,
                None,
                dcg_in.as_deref(),
                &[format!("--advice-out={}", advice.display())],
            );
            eprintln!(
                "rvm-harness: recording advice for {} {}",
                benchmark.name, configuration.name
            );
            let outcome = run_process(&command, timeout, scratch)?;
            judge(&outcome, experiment.iterations).map_err(|error| {
                format!(
                    "advice recording of {} on {}: {error}\n  command: {}",
                    configuration.name,
                    benchmark.name,
                    command.join(" ")
                )
            })?;
            if !advice.is_file() {
                return Err(format!(
                    "advice recording of {} on {}: no advice written at {}",
                    configuration.name,
                    benchmark.name,
                    advice.display()
                ));
            }
            file.advice.push(RecordedAdvice {
                benchmark: benchmark.name.clone(),
                configuration: configuration.name.clone(),
                advice: relative(&advice, base),
                command,
                wall_ms: outcome.wall_ms,
            });
        }
    }
    Ok(())
}

/// The progress bar `run` and `count` draw on stderr (hidden without a
/// terminal: then each finished process is one line).
pub(crate) fn progress_bar(length: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(length), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{wide_bar}] {pos}/{len} ETA {eta_precise}\n{msg}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> "),
    );
    bar
}

/// The invocations still to run: round-major, every benchmark, the
/// configurations in an order rotated by the round.
fn plan(experiment: &Experiment, done: &[Invocation]) -> Vec<(usize, usize, usize)> {
    let configurations = experiment.configurations.len();
    let mut plan = Vec::new();
    for round in 0..experiment.invocations {
        for (b, benchmark) in experiment.benchmarks.iter().enumerate() {
            for k in 0..configurations {
                let c = (k + round) % configurations;
                let name = &experiment.configurations[c].name;
                let recorded = done.iter().any(|i| {
                    i.index == round && &i.configuration == name && i.benchmark == benchmark.name
                });
                if !recorded {
                    plan.push((round, b, c));
                }
            }
        }
    }
    plan
}

/// A configuration name as a file name: `cbs(16,3)+density` -> `cbs-16-3-density`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn experiment() -> Experiment {
        experiment::parse(
            r#"
name = "t"
invocations = 2
[[benchmark]]
name = "A"
source = "a/A.java"
[[benchmark]]
name = "B"
source = "b/B.java"
[[configuration]]
name = "x"
[[configuration]]
name = "y"
[[configuration]]
name = "z"
"#,
            "t.toml",
            None,
        )
        .unwrap()
    }

    #[test]
    fn the_plan_interleaves_and_rotates_configurations_per_round() {
        let plan = plan(&experiment(), &[]);
        let round0: Vec<usize> = plan
            .iter()
            .filter(|p| p.0 == 0 && p.1 == 0)
            .map(|p| p.2)
            .collect();
        let round1: Vec<usize> = plan
            .iter()
            .filter(|p| p.0 == 1 && p.1 == 0)
            .map(|p| p.2)
            .collect();
        assert_eq!(round0, vec![0, 1, 2]);
        assert_eq!(round1, vec![1, 2, 0]);
        assert_eq!(plan.len(), 12);
        // Round-major: all of round 0 comes before round 1.
        assert!(plan[..6].iter().all(|p| p.0 == 0));
    }

    #[test]
    fn a_resumed_plan_skips_recorded_invocations() {
        let done = Invocation {
            benchmark: "B".into(),
            configuration: "y".into(),
            index: 1,
            command: vec![],
            exit_status: Some(0),
            timed_out: false,
            wall_ms: 1.0,
            cpu_ms: None,
            iterations_ns: vec![],
            error: None,
            dcg: None,
            advice: None,
            max_rss_kib: None,
            harness_overhead_ms: 0.0,
            harness_cpu_ms: None,
        };
        let plan = plan(&experiment(), &[done]);
        assert_eq!(plan.len(), 11);
        assert!(!plan.contains(&(1, 1, 1)));
    }

    #[test]
    fn slugs_are_file_names() {
        assert_eq!(
            slug("cbs(16,3)+density+latency"),
            "cbs-16-3-density-latency"
        );
        assert_eq!(slug("inline-off"), "inline-off");
    }
}
