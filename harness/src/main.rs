//! The `rvm-harness` command line: `run`, `count`, `report`, `compare`, `reproduce`.
//! Parsing only; each subcommand's work is in its library module.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use rvm_harness::experiment::{Benchmark, Configuration, Experiment, Vm};
use rvm_harness::result::ResultFile;
use rvm_harness::{compare, count, report, reproduce, runner, summary};

#[derive(Parser)]
#[command(
    name = "rvm-harness",
    about = "rvm's experiment runner: steady-state benchmarks x configurations, statistics, baselines, plots and the papers' figures"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run an experiment file and write its result JSON (rewritten after every invocation).
    /// Also the ad-hoc form `run --size=N [--iterations=N] [--config=NAME=COMMAND]... A.java B.java`,
    /// which prints the report's tables.
    Run {
        /// The experiment (TOML), or benchmark sources (.java) for the ad-hoc form; none with --resume.
        inputs: Vec<PathBuf>,
        /// A [variants.NAME] of the file, e.g. quick.
        #[arg(long)]
        variant: Option<String>,
        /// The result file (the ad-hoc form: default a temporary file).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Continue the run recorded in --output (after Ctrl-C or a crash).
        #[arg(long)]
        resume: bool,
        /// The rvm binary (default: the experiment's, else target/release/rvm).
        #[arg(long)]
        rvm: Option<PathBuf>,
        /// Override the experiment's invocations per pair.
        #[arg(long)]
        invocations: Option<usize>,
        /// Replay compilation: record each rvm configuration's advice once per benchmark, replay it in every invocation (docs/replay.md).
        #[arg(long)]
        replay: bool,
        /// Ad-hoc form: the programs' size argument.
        #[arg(long)]
        size: Option<String>,
        /// Ad-hoc form: iterations per invocation (default 10).
        #[arg(long)]
        iterations: Option<usize>,
        /// Ad-hoc form: a configuration, NAME=COMMAND (default: rvm, C1, C2).
        #[arg(long = "config")]
        configs: Vec<String>,
    },
    /// Steady-state instructions per iteration under callgrind instead of time, and overheads (needs valgrind).
    ///
    /// For overheads of a few percent, which timing on a noisy machine cannot resolve. Each
    /// benchmark x rvm configuration runs twice under `valgrind --tool=callgrind --smc-check=all`,
    /// at A and B outer iterations: per iteration = (Ir(B) - Ir(A)) / (B - A), start-up = Ir(A) -
    /// A x per iteration, overhead = per iteration / the reference's - 1, with the geometric mean
    /// over benchmarks. java configurations are skipped. Writes a JSON result
    /// (rvm-harness-count-1) and a Markdown table (also printed on stdout); exits 1 if a run
    /// failed. Use fixed-plan configurations (--background-compile=off with --tier=opt or
    /// --inline=static). Guide: docs/experiments.md, "Instruction counts instead of time".
    ///
    /// Example: rvm-harness count harness/experiments/ar01.toml --variant=quick --config=off
    /// --config=fd-nosample --benchmark=Richards --iterations=2,8
    Count {
        /// The experiment (TOML).
        experiment: PathBuf,
        /// A [variants.NAME] of the file, e.g. quick.
        #[arg(long)]
        variant: Option<String>,
        /// Count only this configuration (repeatable; the reference is always counted).
        #[arg(long = "config", value_name = "NAME")]
        configs: Vec<String>,
        /// Count only this benchmark (repeatable).
        #[arg(long = "benchmark", value_name = "NAME")]
        benchmarks: Vec<String>,
        /// Overheads relative to this configuration (default: the experiment's reference).
        #[arg(long)]
        reference: Option<String>,
        /// The two outer-iteration counts A,B, A < B (default: A = half the experiment's
        /// iterations, at least 1 (2 without iterations), B = 4A).
        #[arg(long, value_name = "A,B")]
        iterations: Option<String>,
        /// valgrind processes at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// The JSON result (default OUT/count.json); the Markdown table goes beside it (.md).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Classes and callgrind output files (default target/count/EXPERIMENT-VARIANT).
        #[arg(long)]
        out: Option<PathBuf>,
        /// The rvm binary (default: the experiment's, else target/release/rvm).
        #[arg(long)]
        rvm: Option<PathBuf>,
        /// Seconds one valgrind process may take before it is killed.
        #[arg(long, default_value_t = count::DEFAULT_TIMEOUT_SECONDS)]
        timeout: f64,
    },
    /// Markdown tables and SVG plots of a result file; with iterations also warm-up curves and
    /// each process classified by changepoint analysis (flat, warm-up, slowdown, no steady
    /// state; Barrett et al. 2017), in report.md, warmup.json and on stdout.
    Report {
        result: PathBuf,
        #[arg(long, default_value = "report")]
        out: PathBuf,
    },
    /// Did inlining get better or worse from BASELINE to NEW? Exit 1 on a regression beyond noise.
    ///
    /// Two result files (`run`): each configuration's speedup over the experiment's reference,
    /// paired per round, with bootstrap intervals, and a geometric-mean row per configuration;
    /// a regression is a speedup that fell with the two intervals apart and by more than the
    /// threshold, and only the geometric means gate unless --each. Two count files (`count`):
    /// instructions per iteration relative to the reference, against --tolerance. Guide:
    /// docs/experiments.md, "Comparing results and baselines".
    Compare {
        baseline: PathBuf,
        new: PathBuf,
        /// Compare milliseconds instead of speedups; refused unless the two results' machine
        /// fingerprints (CPU model, cores, kernel) match, flagged if their load differs.
        #[arg(long)]
        absolute: bool,
        /// Smallest change that counts for one benchmark, in percent (default: speedups 25, --absolute 3).
        #[arg(long)]
        threshold: Option<f64>,
        /// Result files: a single benchmark's regression fails too (by default only the
        /// geometric means gate: with 3 invocations per pair, single rows give false alarms).
        #[arg(long)]
        each: bool,
        /// Smallest change of a geometric-mean speedup that counts, in percent.
        #[arg(long, default_value_t = compare::speedup::DEFAULT_GEOMEAN_THRESHOLD_PERCENT)]
        geomean_threshold: f64,
        /// Count files: the largest change of an instruction ratio that is not a verdict, in percent.
        #[arg(long, default_value_t = compare::counts::DEFAULT_TOLERANCE_PERCENT)]
        tolerance: f64,
    },
    /// Reproduce a table or figure of the papers (`rvm-harness reproduce list` names each): ag05-table2a, ag05-table3, ag05-fig5, lee15-fig7, lee15-fig8, lee15-table1, pep05-fig7, pep05-fig8, pep05-fig9, pep05-fig11, ar01-table1, ar01-table2-3, ar01-table4, ar01-table5, hc01-fig6, hc01-fig7.
    Reproduce {
        name: String,
        /// Where the result, table and plot go (default target/reproduce/EXPERIMENT-VARIANT).
        #[arg(long)]
        out: Option<PathBuf>,
        /// small (default: minutes) or full (the experiment as written: hours).
        #[arg(long, default_value = "small")]
        scale: String,
        /// Re-render from an existing result file instead of running.
        #[arg(long)]
        from: Option<PathBuf>,
        #[arg(long)]
        rvm: Option<PathBuf>,
        /// Measure again even if the folder holds a complete result of the same experiment.
        #[arg(long)]
        rerun: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match execute(cli.command) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("rvm-harness: error: {message}");
            ExitCode::from(2)
        }
    }
}

fn execute(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Run {
            inputs,
            variant,
            output,
            resume,
            rvm,
            invocations,
            replay,
            size,
            iterations,
            configs,
        } => {
            let ad_hoc = !inputs.is_empty()
                && inputs
                    .iter()
                    .all(|p| p.extension().and_then(|e| e.to_str()) == Some("java"));
            let (experiment, inline_experiment) = if ad_hoc {
                (
                    None,
                    Some(ad_hoc_experiment(&inputs, size, iterations, &configs)?),
                )
            } else {
                if inputs.len() > 1 {
                    return Err(
                        "run: one experiment file (or .java sources for the ad-hoc form)".into(),
                    );
                }
                (inputs.into_iter().next(), None)
            };
            let output = match (output, ad_hoc) {
                (Some(path), _) => path,
                (None, true) => {
                    std::env::temp_dir().join(format!("rvm-harness-{}.json", std::process::id()))
                }
                (None, false) => return Err("run: -o RESULT.json is required".into()),
            };
            let request = runner::RunRequest {
                experiment,
                inline_experiment,
                variant,
                output: output.clone(),
                resume,
                rvm,
                invocations,
            };
            let outcome = runner::run_with(&request, replay)?;
            eprintln!(
                "rvm-harness: {} of {} invocations in {} ({} failed); harness overhead per invocation {:.2} ms wall, {} ms CPU",
                outcome.recorded,
                outcome.planned,
                output.display(),
                outcome.failed,
                outcome.mean_overhead_ms,
                outcome
                    .mean_cpu_ms
                    .map(|c| format!("{c:.2}"))
                    .unwrap_or_else(|| "?".to_string())
            );
            if ad_hoc {
                let file = ResultFile::read(&output)?;
                let summary = summary::summarize(&file, &ResultFile::base_dir(&output));
                print!("{}", report::markdown(&file, &summary, &[]));
            }
            Ok(if outcome.failed > 0 {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Count {
            experiment,
            variant,
            configs,
            benchmarks,
            reference,
            iterations,
            jobs,
            output,
            out,
            rvm,
            timeout,
        } => {
            let request = count::CountRequest {
                experiment,
                variant,
                configurations: configs,
                benchmarks,
                reference,
                iterations,
                jobs,
                output,
                out_dir: out,
                rvm,
                timeout_seconds: Some(timeout),
                command_line: typed_command(),
            };
            let outcome = count::count(&request)?;
            print_stdout(&outcome.markdown);
            eprintln!(
                "rvm-harness: {} runs ({} failed) in {}; table in {}",
                outcome.runs,
                outcome.failed,
                outcome.json.display(),
                outcome.markdown_file.display()
            );
            Ok(if outcome.failed > 0 {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Report { result, out } => {
            let written = report::write_report(&result, &out)?;
            let mut text = String::new();
            for path in &written.files {
                text.push_str(&format!("{}\n", path.display()));
            }
            if let Some(table) = &written.warmup_markdown {
                text.push_str("\nWarm-up (changepoint classification, Barrett et al. 2017):\n\n");
                text.push_str(table);
            }
            print_stdout(&text);
            Ok(ExitCode::SUCCESS)
        }
        Command::Compare {
            baseline,
            new,
            absolute,
            threshold,
            each,
            geomean_threshold,
            tolerance,
        } => {
            for (flag, value) in [
                ("--threshold", threshold.unwrap_or(0.0)),
                ("--geomean-threshold", geomean_threshold),
                ("--tolerance", tolerance),
            ] {
                if value.is_nan() || value < 0.0 {
                    return Err(format!("{flag}={value}: expected a percentage >= 0"));
                }
            }
            let failed = match (
                compare::read_either(&baseline)?,
                compare::read_either(&new)?,
            ) {
                (compare::Input::Count(a), compare::Input::Count(b)) => {
                    if absolute || threshold.is_some() || each {
                        return Err("count files are compared by --tolerance; --absolute, --threshold and --each are for result files".into());
                    }
                    let comparison = compare::counts::compare(&a, &b, tolerance / 100.0)?;
                    print_stdout(&compare::counts::markdown(&comparison));
                    comparison.fails()
                }
                (compare::Input::Result(a), compare::Input::Result(b)) if absolute => {
                    let warnings = compare::absolute::gate(&a, &b)?;
                    let threshold = threshold.unwrap_or(3.0) / 100.0;
                    let sa = summary::summarize(&a, &ResultFile::base_dir(&baseline));
                    let sb = summary::summarize(&b, &ResultFile::base_dir(&new));
                    let comparison = compare::absolute::compare(&sa, &sb, threshold);
                    let mut text = String::new();
                    for warning in &warnings {
                        eprintln!("rvm-harness compare: {warning}");
                        text.push_str(warning);
                        text.push('\n');
                    }
                    text.push_str(&compare::absolute::markdown(&comparison, threshold));
                    print_stdout(&text);
                    comparison.regressions() > 0
                }
                (compare::Input::Result(a), compare::Input::Result(b)) => {
                    let thresholds = compare::speedup::Thresholds {
                        pair: threshold
                            .unwrap_or(compare::speedup::DEFAULT_THRESHOLD_PERCENT)
                            / 100.0,
                        geomean: geomean_threshold / 100.0,
                        each,
                    };
                    let comparison = compare::speedup::compare(&a, &b, thresholds)?;
                    print_stdout(&compare::speedup::markdown(&comparison));
                    comparison.regressions() > 0
                }
                _ => {
                    return Err(format!(
                        "{} and {}: one is a count file and the other a result file; compare like with like",
                        baseline.display(),
                        new.display()
                    ))
                }
            };
            Ok(if failed {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Reproduce {
            name,
            out,
            scale,
            from,
            rvm,
            rerun,
        } => reproduce::command(&name, out, &scale, from, rvm, rerun),
    }
}

/// The command line as typed (program name shortened), for tables that
/// carry the command that made them; arguments with spaces are quoted.
fn typed_command() -> String {
    let mut words = vec!["rvm-harness".to_string()];
    for argument in std::env::args().skip(1) {
        if argument.contains(char::is_whitespace) || argument.is_empty() {
            words.push(format!("'{argument}'"));
        } else {
            words.push(argument);
        }
    }
    words.join(" ")
}

/// Writes to stdout; a closed pipe (`| head`) ends the output quietly.
fn print_stdout(text: &str) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// The experiment of the ad-hoc form: the sources as benchmarks (size as
/// their argument), each `--config=NAME=COMMAND` a configuration whose command
/// is given whole; the first configuration is the reference.
fn ad_hoc_experiment(
    sources: &[PathBuf],
    size: Option<String>,
    iterations: Option<usize>,
    configs: &[String],
) -> Result<Experiment, String> {
    let size = size.ok_or(
        "--size=N is required with .java sources (the size is the first program argument, the iteration count the second)",
    )?;
    let mut benchmarks = Vec::new();
    for source in sources {
        let absolute = std::fs::canonicalize(source)
            .map_err(|error| format!("{}: {error}", source.display()))?;
        let name = absolute
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        benchmarks.push(Benchmark {
            name,
            source: absolute,
            args: vec![size.clone()],
        });
    }
    let defaults = [
        "rvm=target/release/rvm run",
        "C1=java -XX:TieredStopAtLevel=1",
        "C2=java",
    ];
    let specs: Vec<String> = if configs.is_empty() {
        defaults.iter().map(|s| s.to_string()).collect()
    } else {
        configs.to_vec()
    };
    let mut configurations = Vec::new();
    for spec in &specs {
        let (name, command) = spec
            .split_once('=')
            .ok_or_else(|| format!("--config={spec}: expected NAME=COMMAND"))?;
        let command: Vec<String> = command.split_whitespace().map(String::from).collect();
        if command.is_empty() {
            return Err(format!("--config={spec}: empty command"));
        }
        configurations.push(Configuration {
            name: name.to_string(),
            vm: Vm::Command,
            options: Vec::new(),
            dcg_out: false,
            dcg_in: None,
            prefix: command,
        });
    }
    Ok(Experiment {
        name: "ad-hoc".to_string(),
        variant: None,
        description: String::new(),
        invocations: 3,
        iterations: Some(iterations.unwrap_or(10).max(1)),
        warmup: "half".to_string(),
        measure: "wall".to_string(),
        timeout_seconds: 600.0,
        reference: configurations.first().map(|c| c.name.clone()),
        exhaustive: None,
        rvm: None,
        replay: false,
        benchmarks,
        configurations,
        dcg_sources: Vec::new(),
    })
}
