//! `rvm-harness count`: steady-state instruction counts instead of time, for
//! overheads of a few percent that this machine's timing noise (16-30%
//! between processes) cannot resolve. Callgrind's counts are deterministic.
//!
//! ```text
//!  experiment + variant ──[plan] select──▶ benchmarks x rvm configurations (java ones skipped)
//!      │                                   IterationPair { A, B }
//!      ▼ commands::compile_all (javac, as `run` does) ──▶ OUT/classes/
//!  per benchmark x configuration, twice (A and B outer iterations):
//!      commands::command_line ──[callgrind] wrap──▶ valgrind --tool=callgrind --smc-check=all
//!          --callgrind-out-file=OUT/callgrind/<benchmark>/<config>-<N>.out rvm run ...
//!      --jobs=N workers ──▶ invoke::run_process ─▶ judge (stdout ends OK, N iterations)
//!                                                ─▶ [callgrind] read_instructions (totals: line)
//!      ──▶ CountedRun ──▶ [result] CountFile rewritten after every run (OUT/count.json or -o)
//!  [figures] derive: per iteration = (Ir(B) - Ir(A)) / (B - A), start-up, overhead vs the reference,
//!                    geometric mean of the ratios
//!      ──▶ [table] Markdown (stdout and beside the JSON as .md)
//! ```
//!
//! A failed run is recorded with its reason and the others go on; the
//! caller exits non-zero at the end. Ctrl-C stops after the running processes
//! (which die with it and are not kept). docs/experiments.md, "Instruction
//! counts instead of time", is the user's guide.

pub mod callgrind;
pub mod figures;
pub mod plan;
pub mod result;
pub mod table;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use crate::commands::{self, command_line, compile_all, prepare_dcg_sources, relative};
use crate::experiment::{self, Configuration, Experiment};
use crate::invoke::{judge, run_process};
use crate::result::PreparedDcg;
use crate::runner::{self, slug};
use plan::IterationPair;
use result::{CountFile, CountedRun};

/// Seconds one valgrind process may take unless `--timeout` says otherwise:
/// six hours, since callgrind with `--smc-check=all` ran rvm about 600x
/// slower than natively (Richards 20, 8 iterations: 0.74 s and 450-490 s).
pub const DEFAULT_TIMEOUT_SECONDS: f64 = 21600.0;

pub struct CountRequest {
    pub experiment: PathBuf,
    pub variant: Option<String>,
    /// `--config` names (empty: every configuration of the experiment).
    pub configurations: Vec<String>,
    /// `--benchmark` names (empty: every benchmark).
    pub benchmarks: Vec<String>,
    /// `--reference`, instead of the experiment's.
    pub reference: Option<String>,
    /// `--iterations=A,B`; `None`: [`IterationPair::default_for`].
    pub iterations: Option<String>,
    /// valgrind processes at once.
    pub jobs: usize,
    /// The JSON (default OUT/count.json); the Markdown goes beside it.
    pub output: Option<PathBuf>,
    /// Classes and callgrind files (default target/count/EXPERIMENT-VARIANT).
    pub out_dir: Option<PathBuf>,
    pub rvm: Option<PathBuf>,
    pub timeout_seconds: Option<f64>,
    /// The command as the user typed it, for the table and the JSON.
    pub command_line: String,
}

/// What a count did, for the caller.
pub struct CountOutcome {
    pub json: PathBuf,
    pub markdown_file: PathBuf,
    pub markdown: String,
    pub runs: usize,
    pub failed: usize,
}

/// One planned process.
struct PlannedRun {
    benchmark: String,
    configuration: String,
    iterations: usize,
    command: Vec<String>,
    callgrind_out: PathBuf,
}

pub fn count(request: &CountRequest) -> Result<CountOutcome, String> {
    // Installed first, so that Ctrl-C while compiling stops cleanly too.
    let interrupted = runner::interrupted_flag();
    if request.jobs == 0 {
        return Err("--jobs=0: at least one valgrind process must run".to_string());
    }
    let timeout_seconds = request.timeout_seconds.unwrap_or(DEFAULT_TIMEOUT_SECONDS);
    if timeout_seconds.is_nan() || timeout_seconds <= 0.0 {
        return Err(format!(
            "--timeout={timeout_seconds}: expected a positive number of seconds"
        ));
    }
    let timeout = Duration::from_secs_f64(timeout_seconds);
    let loaded = experiment::load(&request.experiment, request.variant.as_deref())?;
    let iterations = match &request.iterations {
        Some(text) => IterationPair::parse(text)?,
        None => IterationPair::default_for(&loaded),
    };
    let replay = loaded.replay;
    let selection = plan::select(
        loaded,
        &request.configurations,
        &request.benchmarks,
        request.reference.as_deref(),
    )?;
    let valgrind = callgrind::find_valgrind(std::env::var_os("PATH").as_deref())?;
    let experiment_dir = request
        .experiment
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let root = runner::find_root(experiment_dir)?;
    let experiment = selection.experiment;
    let rvm = commands::rvm_binary(request.rvm.as_deref(), &experiment, &root);
    if !rvm.is_file() {
        return Err(format!(
            "{}: no rvm binary (cargo build --release -p rvm, or --rvm=PATH)",
            rvm.display()
        ));
    }
    for note in &selection.notes {
        eprintln!("rvm-harness count: note: {note}");
    }
    if replay {
        eprintln!("rvm-harness count: note: replay = true is not applied: each run compiles as its configuration's options say (count fixed-plan configurations: --background-compile=off with --tier=opt or --inline=static)");
    }

    let out = request.out_dir.clone().unwrap_or_else(|| {
        root.join("target/count").join(format!(
            "{}-{}",
            experiment.name,
            experiment.variant.as_deref().unwrap_or("full")
        ))
    });
    let json = request
        .output
        .clone()
        .unwrap_or_else(|| out.join("count.json"));
    let markdown_file = json.with_extension("md");
    let base = crate::result::ResultFile::base_dir(&json);
    let scratch = out.join("scratch");
    for dir in [&out, &base, &scratch] {
        std::fs::create_dir_all(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
    }
    compile_all(&root, &experiment.benchmarks, &out)?;
    let mut prepared = Vec::new();
    prepare_dcg_sources(
        &rvm,
        &experiment,
        &out,
        &out,
        &scratch,
        timeout,
        &mut prepared,
    )?;
    let planned = plan_runs(&experiment, iterations, &rvm, &out, &prepared)?;

    let mut file = CountFile {
        format: result::FORMAT.to_string(),
        experiment,
        experiment_file: request.experiment.display().to_string(),
        command_line: request.command_line.clone(),
        rvm_binary: rvm.display().to_string(),
        rvm_commit: crate::result::rvm_commit(&root),
        valgrind: callgrind::valgrind_version(&valgrind).unwrap_or_else(|| "valgrind".into()),
        machine: crate::result::machine_facts(),
        started: crate::result::now_utc(),
        finished: None,
        complete: false,
        iterations,
        reference: selection.reference,
        skipped: selection.skipped,
        runs: Vec::new(),
        pairs: Vec::new(),
        geometric_means: Vec::new(),
    };
    refresh(&mut file);
    file.write(&json)?;
    if interrupted.load(Ordering::SeqCst) {
        return Err("interrupted before the first run".to_string());
    }

    let bar = runner::progress_bar(planned.len() as u64);
    bar.enable_steady_tick(Duration::from_secs(1));
    let mut running: Vec<usize> = Vec::new();
    let mut write_error = None;
    execute(
        &planned,
        request.jobs,
        timeout,
        &scratch,
        &interrupted,
        |event| {
            match event {
                Event::Started(i) => running.push(i),
                Event::Finished(i, run) => {
                    running.retain(|r| *r != i);
                    if interrupted.load(Ordering::SeqCst) {
                        // The process got the same SIGINT: not a measurement.
                        return;
                    }
                    let message = describe(&run);
                    let line = format!(
                        "[{}/{}] {message}",
                        bar.position() + 1,
                        bar.length().unwrap_or(0)
                    );
                    if bar.is_hidden() {
                        eprintln!("{line}");
                    } else {
                        bar.println(line);
                    }
                    bar.inc(1);
                    let mut run = run;
                    run.callgrind_out = relative(&planned[i].callgrind_out, &base);
                    file.runs.push(run);
                    refresh(&mut file);
                    if let Err(error) = file.write(&json) {
                        write_error.get_or_insert(error);
                    }
                }
            }
            let names: Vec<String> = running
                .iter()
                .map(|&r| {
                    let p = &planned[r];
                    format!(
                        "{} {} ({})",
                        p.benchmark,
                        p.configuration,
                        table::iterations_word(p.iterations)
                    )
                })
                .collect();
            bar.set_message(format!("running: {}", names.join(", ")));
        },
    );
    bar.finish_and_clear();
    if let Some(error) = write_error {
        return Err(error);
    }
    let stopped = interrupted.load(Ordering::SeqCst);
    file.complete = !stopped && file.runs.len() == planned.len();
    file.machine.load_average_end = crate::result::load_average();
    if file.complete {
        file.finished = Some(crate::result::now_utc());
    }
    // Runs finish in any order with --jobs; the file lists them as planned.
    file.runs.sort_by_key(|r| {
        planned
            .iter()
            .position(|p| {
                p.benchmark == r.benchmark
                    && p.configuration == r.configuration
                    && p.iterations == r.iterations
            })
            .unwrap_or(usize::MAX)
    });
    refresh(&mut file);
    file.write(&json)?;
    let markdown = table::markdown(&file);
    std::fs::write(&markdown_file, &markdown)
        .map_err(|error| format!("{}: cannot write: {error}", markdown_file.display()))?;
    let _ = std::fs::remove_dir_all(&scratch);
    if stopped {
        return Err(format!(
            "interrupted: {} of {} runs kept in {}",
            file.runs.len(),
            planned.len(),
            json.display()
        ));
    }
    Ok(CountOutcome {
        json,
        markdown_file,
        markdown,
        runs: file.runs.len(),
        failed: file.failed_runs(),
    })
}

/// Every process to run, benchmark-major, A before B: the rvm command
/// exactly as `run` builds it (invocation 0, no `--dcg-out`), inside
/// valgrind, the configuration's prefix outside.
fn plan_runs(
    experiment: &Experiment,
    iterations: IterationPair,
    rvm: &Path,
    out: &Path,
    prepared: &[PreparedDcg],
) -> Result<Vec<PlannedRun>, String> {
    let dcg_in = |benchmark: &str, configuration: &Configuration| {
        configuration.dcg_in.as_ref().and_then(|source| {
            prepared
                .iter()
                .find(|p| &p.source == source && p.benchmark == benchmark)
                .map(|p| out.join(&p.dcg))
        })
    };
    let mut planned = Vec::new();
    for benchmark in &experiment.benchmarks {
        for configuration in &experiment.configurations {
            // The prefix goes in front of valgrind (callgrind.rs), not of rvm.
            let unprefixed = Configuration {
                prefix: Vec::new(),
                ..configuration.clone()
            };
            for n in [iterations.short, iterations.long] {
                let callgrind_out = out
                    .join("callgrind")
                    .join(&benchmark.name)
                    .join(format!("{}-{n}.out", slug(&configuration.name)));
                let rvm_command = command_line(
                    rvm,
                    out,
                    benchmark,
                    &unprefixed,
                    0,
                    Some(n),
                    None,
                    dcg_in(&benchmark.name, configuration).as_deref(),
                    &[],
                );
                planned.push(PlannedRun {
                    benchmark: benchmark.name.clone(),
                    configuration: configuration.name.clone(),
                    iterations: n,
                    command: callgrind::wrap(&configuration.prefix, &callgrind_out, &rvm_command),
                    callgrind_out,
                });
            }
        }
        let dir = out.join("callgrind").join(&benchmark.name);
        std::fs::create_dir_all(&dir).map_err(|error| format!("{}: {error}", dir.display()))?;
    }
    Ok(planned)
}

/// The derived figures of the runs recorded so far.
fn refresh(file: &mut CountFile) {
    let (pairs, means) = figures::derive(
        &file.experiment,
        file.reference.as_deref(),
        file.iterations,
        &file.runs,
    );
    file.pairs = pairs;
    file.geometric_means = means;
}

fn describe(run: &CountedRun) -> String {
    let what = format!(
        "{} {} ({})",
        run.benchmark,
        run.configuration,
        table::iterations_word(run.iterations)
    );
    match (&run.error, run.instructions) {
        (Some(error), _) => format!("{what}: FAILED {error}"),
        (None, Some(ir)) => format!(
            "{what}: {} M instructions in {:.0} s",
            table::millions(ir as f64, 1),
            run.wall_ms / 1e3
        ),
        (None, None) => format!("{what}: no count"),
    }
}

enum Event {
    Started(usize),
    Finished(usize, CountedRun),
}

/// Runs `planned` on `jobs` worker threads, each with its own scratch
/// folder; `on_event` runs on the calling thread. No new process starts
/// once `interrupted` is set.
fn execute(
    planned: &[PlannedRun],
    jobs: usize,
    timeout: Duration,
    scratch: &Path,
    interrupted: &AtomicBool,
    mut on_event: impl FnMut(Event),
) {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for worker in 0..jobs.min(planned.len()) {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || {
                let scratch = scratch.join(format!("job-{worker}"));
                loop {
                    if interrupted.load(Ordering::SeqCst) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(run) = planned.get(i) else { break };
                    let _ = sender.send(Event::Started(i));
                    let counted = run_one(run, timeout, &scratch);
                    let _ = sender.send(Event::Finished(i, counted));
                }
            });
        }
        drop(sender);
        for event in receiver {
            on_event(event);
        }
    });
}

/// One process under callgrind: its exit and output judged as `run` judges
/// them, then its instruction count read from the callgrind file.
fn run_one(run: &PlannedRun, timeout: Duration, scratch: &Path) -> CountedRun {
    let _ = std::fs::remove_file(&run.callgrind_out);
    let mut counted = CountedRun {
        benchmark: run.benchmark.clone(),
        configuration: run.configuration.clone(),
        iterations: run.iterations,
        command: run.command.clone(),
        callgrind_out: run.callgrind_out.display().to_string(),
        instructions: None,
        exit_status: None,
        wall_ms: 0.0,
        error: None,
    };
    if let Err(error) = std::fs::create_dir_all(scratch) {
        counted.error = Some(format!("{}: {error}", scratch.display()));
        return counted;
    }
    match run_process(&run.command, timeout, scratch) {
        Err(error) => counted.error = Some(error),
        Ok(outcome) => {
            counted.exit_status = outcome.exit_status;
            counted.wall_ms = outcome.wall_ms;
            let instructions = callgrind::read_instructions(&run.callgrind_out);
            counted.instructions = instructions.as_ref().ok().copied();
            counted.error = judge(&outcome, Some(run.iterations))
                .err()
                .or_else(|| instructions.err());
        }
    }
    counted
}
