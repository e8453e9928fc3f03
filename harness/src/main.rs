//! The `rvm-harness` command line: `run`, `report`, `compare`, `reproduce`.
//! Parsing only; each subcommand's work is in its library module.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use rvm_harness::result::ResultFile;
use rvm_harness::{compare, report, reproduce, runner, summary};

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
    Run {
        /// The experiment (TOML); not needed with --resume.
        experiment: Option<PathBuf>,
        /// A [variants.NAME] of the file, e.g. quick.
        #[arg(long)]
        variant: Option<String>,
        /// The result file.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// Continue the run recorded in --output (after Ctrl-C or a crash).
        #[arg(long)]
        resume: bool,
        /// The rvm binary (default: the experiment's, else target/release/rvm).
        #[arg(long)]
        rvm: Option<PathBuf>,
        /// Override the experiment's invocations per pair.
        #[arg(long)]
        invocations: Option<usize>,
    },
    /// Markdown tables and SVG plots of a result file.
    Report {
        result: PathBuf,
        #[arg(long, default_value = "report")]
        out: PathBuf,
    },
    /// Regressions and improvements from BASELINE to NEW beyond noise; exit 1 on a regression.
    Compare {
        baseline: PathBuf,
        new: PathBuf,
        /// Smallest change that counts, in percent.
        #[arg(long, default_value_t = 3.0)]
        threshold: f64,
    },
    /// Reproduce a table or figure of the papers: ag05-table2a, ag05-table3, ag05-fig5, lee15-fig7, lee15-fig8, lee15-table1, or list.
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
            experiment,
            variant,
            output,
            resume,
            rvm,
            invocations,
        } => {
            let request = runner::RunRequest {
                experiment,
                variant,
                output: output.clone(),
                resume,
                rvm,
                invocations,
            };
            let outcome = runner::run(&request)?;
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
            Ok(if outcome.failed > 0 {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Report { result, out } => {
            for path in report::write_report(&result, &out)? {
                println!("{}", path.display());
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Compare {
            baseline,
            new,
            threshold,
        } => {
            if threshold.is_nan() || threshold < 0.0 {
                return Err(format!(
                    "--threshold={threshold}: expected a percentage >= 0"
                ));
            }
            let a = ResultFile::read(&baseline)?;
            let b = ResultFile::read(&new)?;
            let sa = summary::summarize(&a, &ResultFile::base_dir(&baseline));
            let sb = summary::summarize(&b, &ResultFile::base_dir(&new));
            let comparison = compare::compare(&sa, &sb, threshold / 100.0);
            print!("{}", compare::markdown(&comparison, threshold / 100.0));
            if let Some(warning) = compare::load_warning(&a, &b) {
                println!("{warning}");
            }
            Ok(if comparison.regressions() > 0 {
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
