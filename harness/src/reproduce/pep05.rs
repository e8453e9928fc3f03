//! The PEP 2005 reproductions (Bond & McKinley, MICRO 2005,
//! `seeds/pep-2005-path-edge-profiling.txt`): Figures 6/7 (execution and
//! compile overhead, §6.1-6.2), Figure 8 (hot-path accuracy, §6.3), Figure 9
//! (edge profile accuracy, §6.4) and Figure 11 (optimization driven by PEP's
//! edge profile, §6.5).
//!
//! ```text
//!  pep05-fig7, pep05-fig11: ordinary timing experiments (mod.rs runs them)
//!     fig7's render adds one `rvm --stats` run per pair (same command line)
//!     for compile time: the optimizing compiler's total and PEP's numbering
//!  pep05-fig8, pep05-fig9: pep05-accuracy.toml, run here (not a timing run):
//!     per benchmark: the reference (--pep=perfect) profile, then every other
//!     configuration `invocations` times with --profile-out
//!     -> rvm_profiler::paths::accuracy against the reference
//!     -> OUT/accuracy.json (reused unless --rerun) -> table + SVG
//! ```
//!
//! The paper's numbers quoted beside ours are the averages its text states
//! (§6.1-6.5); the per-benchmark bars of its figures are not in the text.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::commands;
use crate::experiment::{self, Experiment};
use crate::invoke::run_process;
use crate::plots::{self, Series};
use crate::report::{fmt_estimate, fmt_option, table};
use crate::result::ResultFile;
use crate::runner;
use crate::stats::{self, Estimate};
use crate::summary::Summary;
use rvm_profiler::paths::accuracy::{
    absolute_overlap, hot_path_accuracy, relative_overlap, HOT_THRESHOLD,
};
use rvm_profiler::paths::{EdgeProfile, EdgesSection, PathsSection};
use rvm_profiler::profile_file::{ProfileFile, SECTION_EDGES, SECTION_PATHS};

/// The sampled configurations of Figures 6-9 with the paper's averages
/// (§6.1: execution overhead; §6.3: hot-path accuracy; §6.4: relative and
/// absolute edge overlap); None where the text gives no number.
struct PaperRow {
    config: &'static str,
    label: &'static str,
    execution_overhead: Option<f64>,
    hot_path: Option<f64>,
    relative: Option<f64>,
    absolute: Option<f64>,
}

const PAPER: [PaperRow; 5] = [
    PaperRow {
        config: "timer",
        label: "timer",
        // Instrumentation alone is 1.1%; timer sampling adds nothing detectable.
        execution_overhead: Some(1.1),
        hot_path: Some(53.0),
        relative: None,
        absolute: None,
    },
    PaperRow {
        config: "pep(16,3)",
        label: "PEP(16,3)",
        execution_overhead: None,
        hot_path: None,
        relative: None,
        absolute: None,
    },
    PaperRow {
        config: "pep(64,17)",
        label: "PEP(64,17)",
        execution_overhead: Some(1.2),
        hot_path: Some(94.0),
        relative: Some(96.0),
        absolute: Some(83.0),
    },
    PaperRow {
        config: "pep(256,17)",
        label: "PEP(256,17)",
        execution_overhead: None,
        hot_path: None,
        relative: None,
        absolute: Some(87.0),
    },
    PaperRow {
        config: "pep(1024,17)",
        label: "PEP(1024,17)",
        execution_overhead: None,
        hot_path: None,
        relative: None,
        absolute: Some(88.0),
    },
];

fn paper(config: &str) -> Option<&'static PaperRow> {
    PAPER.iter().find(|p| p.config == config)
}

fn label(config: &str) -> String {
    paper(config).map_or(config.to_string(), |p| p.label.to_string())
}

// ---- Figures 6/7 -----------------------------------------------------------

/// The first iteration (compilation and execution, Figure 7) of each good
/// invocation, in ms.
fn first_iterations(file: &ResultFile, benchmark: &str, configuration: &str) -> Vec<f64> {
    file.invocations
        .iter()
        .filter(|i| i.benchmark == benchmark && i.configuration == configuration && i.ok())
        .filter_map(|i| i.iterations_ns.first().map(|ns| ns / 1e6))
        .collect()
}

/// Overhead in % of `configuration` over `reference` from per-invocation times.
fn overhead(reference: &[f64], measured: &[f64], seed: u64) -> Option<Estimate> {
    stats::speedup_interval(reference, measured, seed).map(|s| s.map(|v| (1.0 / v - 1.0) * 100.0))
}

/// The reference of a configuration: `X-fixed` against `base-fixed`.
fn reference_of(configuration: &str) -> &'static str {
    if configuration.ends_with("-fixed") {
        "base-fixed"
    } else {
        "base"
    }
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct CompileFigures {
    benchmark: String,
    configuration: String,
    opt_compile_ms: Vec<f64>,
    numbering_ms: Vec<f64>,
}

/// `--stats`: the optimizing compiler's total time and PEP's numbering time.
fn parse_stats(stderr: &str) -> (Option<f64>, Option<f64>) {
    let ms_after = |line: &str, key: &str| -> Option<f64> {
        // The last occurrence: "(smart numbering), ..., numbering 0.39 ms".
        let rest = &line[line.rfind(key)? + key.len()..];
        rest.split_whitespace().next()?.parse().ok()
    };
    let mut opt = None;
    let mut numbering = None;
    for line in stderr.lines() {
        let t = line.trim_start();
        if t.starts_with("opt ") {
            opt = ms_after(t, "compile ");
        } else if t.starts_with("pep ") {
            numbering = ms_after(t, "numbering ");
        }
    }
    (opt, numbering)
}

/// One `--stats` run per (benchmark, configuration) pair (three in the full
/// experiment), with the command line of its first good invocation; cached
/// beside the SVG for the same result.
fn compile_figures(file: &ResultFile, cache: &Path) -> Vec<CompileFigures> {
    #[derive(Serialize, Deserialize)]
    struct Cache {
        started: String,
        figures: Vec<CompileFigures>,
    }
    if let Ok(text) = std::fs::read_to_string(cache) {
        if let Ok(c) = serde_json::from_str::<Cache>(&text) {
            if c.started == file.started {
                return c.figures;
            }
        }
    }
    let runs = if file.experiment.variant.as_deref() == Some("quick") {
        1
    } else {
        file.experiment.invocations.clamp(1, 3)
    };
    let scratch = cache.with_extension("scratch");
    let _ = std::fs::create_dir_all(&scratch);
    let mut figures = Vec::new();
    for b in &file.experiment.benchmarks {
        for c in &file.experiment.configurations {
            let Some(first) = file
                .invocations
                .iter()
                .find(|i| i.benchmark == b.name && i.configuration == c.name && i.ok())
            else {
                continue;
            };
            let mut f = CompileFigures {
                benchmark: b.name.clone(),
                configuration: c.name.clone(),
                ..CompileFigures::default()
            };
            for _ in 0..runs {
                let mut command = first.command.clone();
                command.insert(1.min(command.len()), "--stats".to_string());
                eprintln!("rvm-harness: compile time: {} {}", b.name, c.name);
                let Ok(outcome) = run_process(&command, Duration::from_secs(900), &scratch) else {
                    continue;
                };
                if outcome.exit_status != Some(0) {
                    continue;
                }
                let (opt, numbering) = parse_stats(&outcome.stderr);
                f.opt_compile_ms.extend(opt);
                f.numbering_ms.extend(numbering);
            }
            figures.push(f);
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    let c = Cache {
        started: file.started.clone(),
        figures: figures.clone(),
    };
    if let Ok(text) = serde_json::to_string_pretty(&c) {
        let _ = std::fs::write(cache, text);
    }
    figures
}

pub(super) fn render_fig7(
    file: &ResultFile,
    summary: &Summary,
    svg: &Path,
) -> Result<String, String> {
    let configs: Vec<String> = summary
        .configurations
        .iter()
        .filter(|c| !c.starts_with("base"))
        .cloned()
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Execution overhead % (Figure 6: steady state, median of the steady iterations per \
         process) and compile+execution overhead % (Figure 7: the first iteration), median \
         [95% CI] over processes, against `base` (`-fixed`: against `base-fixed`). Adaptive tier.\n"
    );
    let mut header = vec!["benchmark".to_string()];
    for c in &configs {
        header.push(format!("{} exec %", label(c)));
        header.push(format!("{} 1st iter %", label(c)));
    }
    let seed = |parts: &[&str]| crate::summary::seed_of(parts);
    let steady_of = |b: &str, c: &str| {
        summary
            .pair(b, c)
            .map(|p| p.per_invocation_ms.clone())
            .unwrap_or_default()
    };
    let mut exec: Vec<Vec<Option<Estimate>>> = Vec::new();
    let mut rows = Vec::new();
    for b in &summary.benchmarks {
        let mut row = vec![b.clone()];
        let mut exec_row = Vec::new();
        for c in &configs {
            let r = reference_of(c);
            let e = overhead(&steady_of(b, r), &steady_of(b, c), seed(&[b, c, "exec"]));
            let f = overhead(
                &first_iterations(file, b, r),
                &first_iterations(file, b, c),
                seed(&[b, c, "first"]),
            );
            row.push(fmt_estimate(e, 1));
            row.push(fmt_estimate(f, 1));
            exec_row.push(e);
        }
        exec.push(exec_row);
        rows.push(row);
    }
    let mean_of = |i: usize| {
        stats::mean(
            &exec
                .iter()
                .filter_map(|r| r[i].map(|e| e.value))
                .collect::<Vec<_>>(),
        )
    };
    let mut mean = vec!["**mean (ours)**".to_string()];
    for (i, c) in configs.iter().enumerate() {
        let first: Vec<f64> = summary
            .benchmarks
            .iter()
            .filter_map(|b| {
                let r = reference_of(c);
                overhead(
                    &first_iterations(file, b, r),
                    &first_iterations(file, b, c),
                    0,
                )
                .map(|e| e.value)
            })
            .collect();
        mean.push(fmt_option(mean_of(i), 1));
        mean.push(fmt_option(stats::mean(&first), 1));
    }
    rows.push(mean);
    let mut paper_row = vec!["paper: average (§6.1, §6.2)".to_string()];
    for c in &configs {
        let base = c.trim_end_matches("-fixed");
        paper_row.push(
            paper(base)
                .and_then(|p| p.execution_overhead)
                .map_or("-".to_string(), |v| format!("{v:.1}")),
        );
        paper_row.push(if base == "pep(64,17)" {
            "1.6".into()
        } else {
            "-".into()
        });
    }
    rows.push(paper_row);
    out.push_str(&table(&header, &rows));

    // Compile time (Figure 7's other half).
    let cache = svg.with_file_name("pep05-fig7-compile.json");
    let figures = compile_figures(file, &cache);
    let _ = writeln!(
        out,
        "\nCompile time (`--stats` runs per pair: one in the quick variant, else three; \
         median): the optimizing compiler's total, PEP's numbering and patching within it, \
         and the total against `base` (`-fixed`: `base-fixed`). With background compilation \
         the compiler thread's time is not on the program's critical path.\n"
    );
    let header: Vec<String> = [
        "benchmark",
        "configuration",
        "opt compile ms",
        "PEP numbering ms",
        "opt compile vs base %",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let median_of = |b: &str, c: &str, numbering: bool| {
        figures
            .iter()
            .find(|f| f.benchmark == b && f.configuration == c)
            .and_then(|f| {
                stats::median(if numbering {
                    &f.numbering_ms
                } else {
                    &f.opt_compile_ms
                })
            })
    };
    let mut rows = Vec::new();
    for b in &summary.benchmarks {
        for c in &summary.configurations {
            let total = median_of(b, c, false);
            let versus = if c.starts_with("base") {
                None
            } else {
                total
                    .zip(median_of(b, reference_of(c), false))
                    .map(|(t, r)| (t / r - 1.0) * 100.0)
            };
            rows.push(vec![
                b.clone(),
                label(c),
                fmt_option(total, 1),
                fmt_option(median_of(b, c, true), 2),
                fmt_option(versus, 1),
            ]);
        }
    }
    out.push_str(&table(&header, &rows));

    let mut groups = summary.benchmarks.clone();
    groups.push("mean".to_string());
    groups.push("paper avg".to_string());
    let series: Vec<Series> = configs
        .iter()
        .enumerate()
        .map(|(i, c)| Series {
            name: label(c),
            values: exec
                .iter()
                .map(|r| r[i])
                .chain(std::iter::once(mean_of(i).map(Estimate::exact)))
                .chain(std::iter::once(
                    paper(c.trim_end_matches("-fixed"))
                        .and_then(|p| p.execution_overhead)
                        .map(Estimate::exact),
                ))
                .collect(),
        })
        .collect();
    plots::grouped_bars(
        svg,
        "PEP execution overhead (steady state, 95% CI)",
        "overhead % over base",
        &groups,
        &series,
        Some(0.0),
    )?;
    Ok(out)
}

// ---- Figure 11 ----------------------------------------------------------------

pub(super) fn render_fig11(
    _file: &ResultFile,
    summary: &Summary,
    svg: &Path,
) -> Result<String, String> {
    let reference = summary.reference.clone().unwrap_or_default();
    let configs: Vec<String> = summary
        .configurations
        .iter()
        .filter(|c| **c != reference)
        .cloned()
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Speedup over `{reference}` (steady state; above 1: faster), median [95% CI] over \
         processes; geometric mean over benchmarks. `pep-profile` = PEP(64,17) collecting the \
         edge profile that lays out recompiled code (Figure 11's PEP bar).\n"
    );
    let mut header = vec!["benchmark".to_string()];
    header.extend(configs.iter().cloned());
    let mut rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            row.extend(
                configs
                    .iter()
                    .map(|c| fmt_estimate(summary.pair(b, c).and_then(|p| p.speedup), 3)),
            );
            row
        })
        .collect();
    let mut geo = vec!["**geomean (ours)**".to_string()];
    geo.extend(configs.iter().map(|c| fmt_estimate(summary.geomean(c), 3)));
    rows.push(geo);
    let mut paper_row = vec!["paper: average (§6.5)".to_string()];
    paper_row.extend(configs.iter().map(|c| {
        if c == "pep-profile" {
            "0.987 (1.3% slower)".to_string()
        } else {
            "-".to_string()
        }
    }));
    rows.push(paper_row);
    out.push_str(&table(&header, &rows));
    let mut groups = summary.benchmarks.clone();
    groups.push("geomean".to_string());
    groups.push("paper avg".to_string());
    let series: Vec<Series> = configs
        .iter()
        .map(|c| Series {
            name: c.clone(),
            values: summary
                .benchmarks
                .iter()
                .map(|b| summary.pair(b, c).and_then(|p| p.speedup))
                .chain(std::iter::once(summary.geomean(c)))
                .chain(std::iter::once(
                    (c == "pep-profile").then(|| Estimate::exact(0.987)),
                ))
                .collect(),
        })
        .collect();
    plots::grouped_bars(
        svg,
        &format!("Speedup over {reference} (95% CI)"),
        "speedup",
        &groups,
        &series,
        Some(1.0),
    )?;
    Ok(out)
}

// ---- Figures 8 and 9: the accuracy run --------------------------------------

pub(super) const ACCURACY_REPRODUCTIONS: [(&str, &str); 2] = [
    (
        "pep05-fig8",
        "Bond-McKinley 2005 Figure 8: hot-path accuracy of timer and PEP(SAMPLES,STRIDE) vs perfect",
    ),
    (
        "pep05-fig9",
        "Bond-McKinley 2005 Figure 9: edge profile accuracy (relative and absolute overlap)",
    ),
];
const ACCURACY_EXPERIMENT: &str = "pep05-accuracy.toml";
const ACCURACY_QUICK: &str = "quick";

#[derive(Clone, Debug, Serialize, Deserialize)]
struct AccuracyRow {
    benchmark: String,
    configuration: String,
    invocation: usize,
    hot_path: Option<f64>,
    relative: Option<f64>,
    absolute: f64,
    /// Path ends the sampled profile recorded.
    paths_total: u64,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct AccuracyFile {
    experiment: String,
    variant: Option<String>,
    rvm: String,
    rvm_commit: String,
    started: String,
    complete: bool,
    rows: Vec<AccuracyRow>,
    failures: Vec<String>,
}

fn read_profile(path: &Path) -> Result<(PathsSection, EdgeProfile), String> {
    let file = ProfileFile::read(path).map_err(|e| e.to_string())?;
    let origin = path.display().to_string();
    let paths: PathsSection = file
        .section(SECTION_PATHS, &origin)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("{origin}: no paths section"))?;
    let edges: EdgesSection = file
        .section(SECTION_EDGES, &origin)
        .map_err(|e| e.to_string())?
        .unwrap_or_default();
    Ok((paths, EdgeProfile::from_section(&edges)))
}

/// Runs rvm with the configuration's options and `--profile-out=profile`.
fn profile_run(
    rvm: &Path,
    experiment: &Experiment,
    benchmark: usize,
    configuration: usize,
    invocation: usize,
    classes: &Path,
    profile: &Path,
    scratch: &Path,
) -> Result<(), String> {
    let b = &experiment.benchmarks[benchmark];
    let c = &experiment.configurations[configuration];
    let mut command = vec![rvm.display().to_string(), "run".to_string()];
    command.extend(
        c.options
            .iter()
            .map(|o| o.replace("{invocation}", &invocation.to_string())),
    );
    command.push(format!("--profile-out={}", profile.display()));
    command.extend(commands::program_arguments(classes, b, None));
    let _ = std::fs::remove_file(profile);
    let outcome = run_process(
        &command,
        Duration::from_secs_f64(experiment.timeout_seconds),
        scratch,
    )?;
    if outcome.timed_out {
        return Err(format!("timed out: {}", command.join(" ")));
    }
    if outcome.exit_status != Some(0) || !profile.is_file() {
        return Err(format!(
            "exit {:?}: {}\n{}",
            outcome.exit_status,
            command.join(" "),
            outcome
                .stderr
                .lines()
                .take(5)
                .collect::<Vec<_>>()
                .join("\n")
        ));
    }
    Ok(())
}

fn run_accuracy(
    experiment: &Experiment,
    out: &Path,
    rvm: &Path,
    root: &Path,
) -> Result<AccuracyFile, String> {
    let reference = experiment
        .reference
        .clone()
        .ok_or("pep05-accuracy.toml: no reference configuration")?;
    let reference_index = experiment
        .configurations
        .iter()
        .position(|c| c.name == reference)
        .ok_or_else(|| format!("no configuration {reference:?}"))?;
    let side = out.join("accuracy");
    let scratch = side.join("scratch");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    commands::compile_all(root, &experiment.benchmarks, &side)?;
    let mut file = AccuracyFile {
        experiment: experiment.name.clone(),
        variant: experiment.variant.clone(),
        rvm: rvm.display().to_string(),
        rvm_commit: git_commit(root),
        started: format!("{:?}", std::time::SystemTime::now()),
        ..AccuracyFile::default()
    };
    let profiles = side.join("profiles");
    for (bi, b) in experiment.benchmarks.iter().enumerate() {
        let dir = profiles.join(&b.name);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let perfect_path = dir.join(format!("{}.json", runner::slug(&reference)));
        eprintln!("rvm-harness: {} {reference}", b.name);
        if let Err(e) = profile_run(
            rvm,
            experiment,
            bi,
            reference_index,
            0,
            &side,
            &perfect_path,
            &scratch,
        ) {
            file.failures.push(format!("{} {reference}: {e}", b.name));
            continue;
        }
        let (perfect_paths, perfect_edges) = read_profile(&perfect_path)?;
        for (ci, c) in experiment.configurations.iter().enumerate() {
            if ci == reference_index {
                continue;
            }
            for invocation in 0..experiment.invocations {
                eprintln!("rvm-harness: {} {} #{invocation}", b.name, c.name);
                let path = dir.join(format!("{}-{invocation}.json", runner::slug(&c.name)));
                if let Err(e) =
                    profile_run(rvm, experiment, bi, ci, invocation, &side, &path, &scratch)
                {
                    file.failures
                        .push(format!("{} {} #{invocation}: {e}", b.name, c.name));
                    continue;
                }
                let (paths, edges) = read_profile(&path)?;
                file.rows.push(AccuracyRow {
                    benchmark: b.name.clone(),
                    configuration: c.name.clone(),
                    invocation,
                    hot_path: hot_path_accuracy(&paths.paths, &perfect_paths.paths, HOT_THRESHOLD),
                    relative: relative_overlap(&edges, &perfect_edges),
                    absolute: absolute_overlap(&edges, &perfect_edges),
                    paths_total: paths.total,
                });
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    file.complete = true;
    Ok(file)
}

fn git_commit(root: &Path) -> String {
    std::process::Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// `rvm-harness reproduce pep05-fig8|pep05-fig9`.
pub(super) fn accuracy_command(
    name: &str,
    out: Option<PathBuf>,
    scale: &str,
    from: Option<PathBuf>,
    rvm: Option<PathBuf>,
    rerun: bool,
) -> Result<ExitCode, String> {
    let variant = match scale {
        "small" => Some(ACCURACY_QUICK),
        "full" => None,
        other => return Err(format!("--scale={other}: expected small or full")),
    };
    let out = out.unwrap_or_else(|| {
        PathBuf::from("target/reproduce")
            .join(format!("pep05-accuracy-{}", variant.unwrap_or("full")))
    });
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let result_path = from.unwrap_or_else(|| out.join("accuracy.json"));
    let existing = std::fs::read_to_string(&result_path)
        .ok()
        .and_then(|t| serde_json::from_str::<AccuracyFile>(&t).ok())
        .filter(|f| f.complete && f.variant.as_deref() == variant);
    let file = match existing {
        Some(f) if !rerun => {
            eprintln!(
                "rvm-harness: reusing {} (--rerun to measure again)",
                result_path.display()
            );
            f
        }
        _ => {
            let root = runner::find_root(Path::new("."))?;
            let experiment = experiment::load(
                &root.join("harness/experiments").join(ACCURACY_EXPERIMENT),
                variant,
            )?;
            let rvm = rvm.unwrap_or_else(|| root.join("target/release/rvm"));
            let f = run_accuracy(&experiment, &out, &rvm, &root)?;
            let text = serde_json::to_string_pretty(&f).map_err(|e| e.to_string())?;
            std::fs::write(&result_path, text)
                .map_err(|e| format!("{}: {e}", result_path.display()))?;
            f
        }
    };
    let what = ACCURACY_REPRODUCTIONS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or("", |(_, w)| w);
    let svg = out.join(format!("{name}.svg"));
    let mut markdown = format!("# {name}: {what}\n\n");
    let _ = writeln!(
        markdown,
        "`rvm-harness reproduce {name}{}` (result: {}; rvm {} at {}, variant {})\n",
        if scale == "full" { " --scale=full" } else { "" },
        result_path.display(),
        file.rvm,
        file.rvm_commit,
        file.variant.as_deref().unwrap_or("full"),
    );
    markdown.push_str(&if name == "pep05-fig8" {
        render_fig8(&file, &svg)?
    } else {
        render_fig9(&file, &svg)?
    });
    if !file.failures.is_empty() {
        let _ = writeln!(markdown, "\nFailed runs (left out):\n");
        for f in &file.failures {
            let _ = writeln!(markdown, "- {}", f.replace('\n', " "));
        }
    }
    let _ = writeln!(markdown, "\n![{name}]({name}.svg)");
    let md = out.join(format!("{name}.md"));
    std::fs::write(&md, &markdown).map_err(|e| format!("{}: {e}", md.display()))?;
    print!("{markdown}");
    eprintln!("rvm-harness: wrote {} and {}", md.display(), svg.display());
    Ok(ExitCode::SUCCESS)
}

fn order<T: Clone + PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for i in items {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// Median over invocations of one metric, per (benchmark, configuration).
fn cell(
    file: &AccuracyFile,
    benchmark: &str,
    configuration: &str,
    metric: fn(&AccuracyRow) -> Option<f64>,
) -> Option<Estimate> {
    let values: Vec<f64> = file
        .rows
        .iter()
        .filter(|r| r.benchmark == benchmark && r.configuration == configuration)
        .filter_map(metric)
        .collect();
    stats::median_interval(
        &values,
        crate::summary::seed_of(&[benchmark, configuration]),
    )
}

fn accuracy_table(
    file: &AccuracyFile,
    svg: &Path,
    title: &str,
    metrics: &[(
        &str,
        fn(&AccuracyRow) -> Option<f64>,
        fn(&PaperRow) -> Option<f64>,
    )],
) -> Result<String, String> {
    let benchmarks = order(file.rows.iter().map(|r| r.benchmark.clone()));
    let configs = order(file.rows.iter().map(|r| r.configuration.clone()));
    let mut header = vec!["benchmark".to_string()];
    for c in &configs {
        for (m, _, _) in metrics {
            header.push(if metrics.len() > 1 {
                format!("{} {m}", label(c))
            } else {
                label(c)
            });
        }
    }
    let mut rows = Vec::new();
    for b in &benchmarks {
        let mut row = vec![b.clone()];
        for c in &configs {
            for (_, metric, _) in metrics {
                row.push(fmt_estimate(cell(file, b, c, *metric), 1));
            }
        }
        rows.push(row);
    }
    let mean = |c: &str, metric: fn(&AccuracyRow) -> Option<f64>| {
        stats::mean(
            &benchmarks
                .iter()
                .filter_map(|b| cell(file, b, c, metric).map(|e| e.value))
                .collect::<Vec<_>>(),
        )
    };
    let mut mean_row = vec!["**mean (ours)**".to_string()];
    let mut paper_row = vec!["paper: average (§6.3, §6.4)".to_string()];
    for c in &configs {
        for (_, metric, quoted) in metrics {
            mean_row.push(fmt_option(mean(c, *metric), 1));
            paper_row.push(
                paper(c)
                    .and_then(quoted)
                    .map_or("-".to_string(), |v| format!("{v:.0}")),
            );
        }
    }
    rows.push(mean_row);
    rows.push(paper_row);
    let mut out = table(&header, &rows);
    let samples: Vec<String> = configs
        .iter()
        .map(|c| {
            let totals: Vec<f64> = file
                .rows
                .iter()
                .filter(|r| &r.configuration == c)
                .map(|r| r.paths_total as f64)
                .collect();
            format!("{} {}", label(c), fmt_option(stats::median(&totals), 0))
        })
        .collect();
    let _ = writeln!(
        out,
        "\nSampled path ends per run (median over runs and benchmarks): {}.",
        samples.join(", ")
    );
    let (_, first_metric, first_paper) = metrics[0];
    let mut groups = benchmarks.clone();
    groups.push("mean".to_string());
    groups.push("paper avg".to_string());
    let series: Vec<Series> = configs
        .iter()
        .map(|c| Series {
            name: label(c),
            values: benchmarks
                .iter()
                .map(|b| cell(file, b, c, first_metric))
                .chain(std::iter::once(mean(c, first_metric).map(Estimate::exact)))
                .chain(std::iter::once(
                    paper(c).and_then(first_paper).map(Estimate::exact),
                ))
                .collect(),
        })
        .collect();
    plots::grouped_bars(svg, title, "accuracy %", &groups, &series, None)?;
    Ok(out)
}

fn render_fig8(file: &AccuracyFile, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Hot-path accuracy % (Wall's weight matching, branch flow, hot = over {}% of the \
         perfect profile's flow) against `--pep=perfect`, median [95% CI] over runs; every \
         run with `--background-compile=off --inline=static` (the same compilations).\n",
        HOT_THRESHOLD * 100.0
    );
    out.push_str(&accuracy_table(
        file,
        svg,
        "PEP hot-path accuracy (95% CI)",
        &[("hot path", |r| r.hot_path, |p| p.hot_path)],
    )?);
    Ok(out)
}

fn render_fig9(file: &AccuracyFile, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Edge profile accuracy % against `--pep=perfect`: relative overlap (per branch, \
         1 - |taken bias difference|, weighted by the branch's frequency; Figure 9) and \
         absolute overlap (the normalized edge counts' overlap), median [95% CI] over runs. \
         The plot shows relative overlap.\n"
    );
    out.push_str(&accuracy_table(
        file,
        svg,
        "PEP edge profile accuracy: relative overlap (95% CI)",
        &[
            ("relative", |r| r.relative, |p| p.relative),
            ("absolute", |r| Some(r.absolute), |p| p.absolute),
        ],
    )?);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_lines_give_the_compile_and_numbering_times() {
        let text = "  baseline  methods 18, code bytes 28078, compile 0.73 ms, 1036 bytecodes/ms\n  \
                    opt       methods 15, code bytes 35827, compile 72.22 ms, 11 bytecodes/ms\n  \
                    pep                 64,17 (smart numbering), 15 compilations instrumented, 0 unprofiled, numbering 0.39 ms\n";
        assert_eq!(parse_stats(text), (Some(72.22), Some(0.39)));
        assert_eq!(parse_stats("nothing"), (None, None));
    }

    #[test]
    fn the_accuracy_experiment_parses_in_both_scales() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("experiments")
            .join(ACCURACY_EXPERIMENT);
        let quick = experiment::load(&path, Some(ACCURACY_QUICK)).unwrap();
        let full = experiment::load(&path, None).unwrap();
        for e in [&quick, &full] {
            let reference = e.reference.as_deref().unwrap();
            assert!(e.configuration(reference).is_some());
            assert!(e.configurations.iter().any(|c| c.name == "pep(64,17)"));
        }
        assert!(quick.benchmarks.len() < full.benchmarks.len());
    }

    #[test]
    fn fixed_plan_configurations_are_compared_with_the_fixed_base() {
        assert_eq!(reference_of("pep(64,17)-fixed"), "base-fixed");
        assert_eq!(reference_of("pep(64,17)"), "base");
        let e = overhead(&[100.0, 100.0], &[110.0, 110.0], 1).unwrap();
        assert!((e.value - 10.0).abs() < 1e-9);
    }
}
