//! `rvm-harness report`: a result file as Markdown tables and SVG plots.
//!
//! ```text
//!  result.json ──summarize──▶ Summary ──▶ report.md   (times, CVs, speedups,
//!                                    │                 whole-process times,
//!                                    │                 peak RSS, accuracy, overhead)
//!                                    └──▶ speedup.svg, accuracy.svg,
//!                                         accuracy-overhead.svg
//!  result.json ──warmup::pairs::analyse──▶ warm-up section of report.md,
//!                                          warmup.json, warmup-<benchmark>.svg
//! ```
//!
//! The warm-up part (experiments with iterations) classifies every process
//! execution by changepoint analysis (warmup/mod.rs) and draws one
//! run-sequence plot per benchmark, a panel per configuration.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::plots::{self, Curve, CurvePanel, Point, Series};
use crate::result::ResultFile;
use crate::summary::{self, Summary};
use crate::warmup::{self, pairs::WarmupFile};

pub use crate::table::{fmt_estimate, fmt_option, table};

/// The header lines every report and reproduction starts with: what ran,
/// where, on which commit, how busy the machine was.
pub fn provenance(file: &ResultFile) -> String {
    let e = &file.experiment;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Experiment `{}`{} ({}), rvm {} ({}), started {}{}.",
        e.name,
        e.variant
            .as_ref()
            .map(|v| format!(" variant `{v}`"))
            .unwrap_or_default(),
        file.experiment_file,
        file.rvm_commit,
        file.rvm_binary,
        file.started,
        if file.complete {
            ""
        } else {
            ", INCOMPLETE (interrupted or still running)"
        }
    );
    let m = &file.machine;
    let _ = writeln!(
        out,
        "Machine: {} cores, {}, Linux {}; load average {} at start, {} at end{}.",
        m.cores,
        m.cpu_model,
        m.kernel,
        fmt_option(m.load_average_start, 2),
        fmt_option(m.load_average_end, 2),
        m.java_version
            .as_ref()
            .map(|j| format!("; {j}"))
            .unwrap_or_default()
    );
    let _ = writeln!(
        out,
        "{} invocations per pair, {}; figures are medians over invocations with 95% bootstrap intervals [low, high]; CV = coefficient of variation across invocations.",
        e.invocations,
        match e.iterations {
            Some(n) => format!(
                "{n} iterations each, steady state = warm-up policy `{}`",
                e.warmup
            ),
            None => format!("whole-process {} time", e.measure),
        }
    );
    let overheads: Vec<f64> = file
        .invocations
        .iter()
        .map(|i| i.harness_overhead_ms)
        .collect();
    if let Some(mean) = crate::stats::mean(&overheads) {
        let _ = writeln!(out, "Harness overhead per invocation: {mean:.2} ms mean.");
    }
    if e.replay {
        let _ = writeln!(
            out,
            "Replay compilation: every rvm invocation compiled from one advice file per benchmark and configuration, recorded by an unmeasured run ({} files; docs/replay.md); java configurations ran as usual.",
            file.advice.len()
        );
    }
    out
}

/// Median and largest peak RSS (MiB) of the pair's counted invocations.
pub fn peak_rss_mib(file: &ResultFile, benchmark: &str, configuration: &str) -> Option<(f64, f64)> {
    let mut values: Vec<f64> = file
        .invocations
        .iter()
        .filter(|i| i.ok() && i.benchmark == benchmark && i.configuration == configuration)
        .filter_map(|i| i.max_rss_kib)
        .map(|kib| kib as f64 / 1024.0)
        .collect();
    values.sort_by(f64::total_cmp);
    let max = *values.last()?;
    Some((crate::stats::median(&values)?, max))
}

/// The peak-RSS table, if the result file has the figures (older ones do not).
fn peak_rss_table(file: &ResultFile, summary: &Summary) -> Option<String> {
    if !file.invocations.iter().any(|i| i.max_rss_kib.is_some()) {
        return None;
    }
    let mut header = vec!["benchmark".to_string()];
    header.extend(summary.configurations.iter().cloned());
    let rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            for c in &summary.configurations {
                row.push(match peak_rss_mib(file, b, c) {
                    Some((median, max)) => format!("{median:.1} ({max:.1})"),
                    None => "—".to_string(),
                });
            }
            row
        })
        .collect();
    Some(format!(
        "\n## Peak RSS (MiB): median (largest)\n\nThe process's peak resident set size (ru_maxrss of wait4).\n\n{}",
        table(&header, &rows)
    ))
}

/// The report's Markdown (without plots).
pub fn markdown(file: &ResultFile, summary: &Summary, plot_names: &[String]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", file.experiment.name);
    if !file.experiment.description.is_empty() {
        let _ = writeln!(out, "{}\n", file.experiment.description.trim());
    }
    out.push_str(&provenance(file));
    out.push('\n');
    let configs = &summary.configurations;
    let mut header = vec!["benchmark".to_string()];
    header.extend(configs.iter().cloned());
    let time_title = if summary.steady {
        "Steady-state time per iteration (ms)"
    } else if file.experiment.measure == "cpu" {
        "Whole-process CPU time, user + system (ms)"
    } else {
        "Whole-process time (ms)"
    };
    let _ = writeln!(out, "## {time_title}: median [95% CI] (CV %)\n");
    let rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            for c in configs {
                row.push(match summary.pair(b, c) {
                    Some(p) if p.ok > 0 => format!(
                        "{} ({}){}",
                        fmt_estimate(p.time, 2),
                        fmt_option(p.cv, 1),
                        if p.failed.is_empty() {
                            String::new()
                        } else {
                            format!(" {} failed", p.failed.len())
                        }
                    ),
                    Some(p) if !p.failed.is_empty() => "FAILED".to_string(),
                    _ => "—".to_string(),
                });
            }
            row
        })
        .collect();
    out.push_str(&table(&header, &rows));
    if summary.steady {
        let _ = writeln!(
            out,
            "\nWithin-process noise (mean CV % of one invocation's steady iterations):\n"
        );
        let rows: Vec<Vec<String>> = summary
            .benchmarks
            .iter()
            .map(|b| {
                let mut row = vec![b.clone()];
                for c in configs {
                    row.push(fmt_option(summary.pair(b, c).and_then(|p| p.within_cv), 1));
                }
                row
            })
            .collect();
        out.push_str(&table(&header, &rows));
    }
    if let Some(reference) = &summary.reference {
        let _ = writeln!(
            out,
            "\n## Speedup over `{reference}` (reference time / time; above 1 is faster)\n"
        );
        let mut rows: Vec<Vec<String>> = summary
            .benchmarks
            .iter()
            .map(|b| {
                let mut row = vec![b.clone()];
                for c in configs {
                    row.push(fmt_estimate(summary.pair(b, c).and_then(|p| p.speedup), 3));
                }
                row
            })
            .collect();
        let mut geomean = vec!["**geometric mean**".to_string()];
        for c in configs {
            geomean.push(fmt_estimate(summary.geomean(c), 3));
        }
        rows.push(geomean);
        out.push_str(&table(&header, &rows));
    }
    {
        let _ = writeln!(
            out,
            "\n## Whole-process wall time / CPU time (ms): median (CV %) / median (CV %)\n\nCPU time (user + system of the process, from getrusage) does not count waiting for a CPU, so on a shared machine its CV is the better measure of rvm's own variation.\n"
        );
        let rows: Vec<Vec<String>> = summary
            .benchmarks
            .iter()
            .map(|b| {
                let mut row = vec![b.clone()];
                for c in configs {
                    row.push(match summary.pair(b, c) {
                        Some(p) if p.ok > 0 => format!(
                            "{} ({}) / {} ({})",
                            fmt_option(p.wall.map(|w| w.value), 1),
                            fmt_option(p.wall_cv, 1),
                            fmt_option(p.cpu.map(|w| w.value), 1),
                            fmt_option(p.cpu_cv, 1)
                        ),
                        _ => "—".to_string(),
                    });
                }
                row
            })
            .collect();
        out.push_str(&table(&header, &rows));
    }
    if let Some(rss) = peak_rss_table(file, summary) {
        out.push_str(&rss);
    }
    if summary.has_accuracy {
        let sampled: Vec<&String> = configs
            .iter()
            .filter(|c| {
                summary
                    .pairs
                    .iter()
                    .any(|p| &p.configuration == *c && !p.accuracy_values.is_empty())
            })
            .collect();
        let _ = writeln!(
            out,
            "\n## Accuracy (% overlap with the exhaustive DCG) and overhead (% over `{}`)\n",
            summary.reference.as_deref().unwrap_or("—")
        );
        let mut header = vec!["benchmark".to_string()];
        header.extend(sampled.iter().map(|c| format!("{c} acc / ovh")));
        let mut rows: Vec<Vec<String>> = summary
            .benchmarks
            .iter()
            .map(|b| {
                let mut row = vec![b.clone()];
                for c in &sampled {
                    let p = summary.pair(b, c);
                    row.push(format!(
                        "{} / {}",
                        fmt_option(p.and_then(|p| p.accuracy.map(|a| a.value)), 1),
                        fmt_option(p.and_then(|p| p.overhead.map(|o| o.value)), 1)
                    ));
                }
                row
            })
            .collect();
        let mut mean = vec!["**mean**".to_string()];
        for c in &sampled {
            mean.push(format!(
                "{} / {}",
                fmt_option(summary::mean_accuracy(summary, c), 1),
                fmt_option(summary::mean_overhead(summary, c), 1)
            ));
        }
        rows.push(mean);
        out.push_str(&table(&header, &rows));
    }
    let failures: Vec<String> = summary
        .pairs
        .iter()
        .flat_map(|p| {
            p.failed
                .iter()
                .map(move |f| format!("- {} under {} {f}", p.benchmark, p.configuration))
        })
        .collect();
    if !failures.is_empty() {
        let _ = writeln!(out, "\n## Failed invocations\n");
        for f in failures {
            let _ = writeln!(out, "{f}");
        }
    }
    if !plot_names.is_empty() {
        let _ = writeln!(out, "\n## Plots\n");
        for name in plot_names {
            let _ = writeln!(out, "![{name}]({name})");
        }
    }
    out
}

/// What `write_report` wrote, and the warm-up table it holds (experiments
/// with iterations), which `report` also prints.
pub struct Written {
    pub files: Vec<PathBuf>,
    pub warmup_markdown: Option<String>,
}

/// A benchmark's name as part of a file name.
fn file_part(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The warm-up analysis: `warmup.json`, one `warmup-<benchmark>.svg` per
/// benchmark, and the report's section (Markdown, with the plots' links).
fn write_warmup(
    file: &ResultFile,
    analysis: &WarmupFile,
    out: &Path,
    written: &mut Vec<PathBuf>,
) -> Result<String, String> {
    let path = out.join("warmup.json");
    let text = serde_json::to_string_pretty(analysis).map_err(|error| error.to_string())?;
    std::fs::write(&path, text).map_err(|error| format!("{}: {error}", path.display()))?;
    written.push(path);
    let mut names = Vec::new();
    for benchmark in &file.experiment.benchmarks {
        let panels: Vec<CurvePanel> = analysis
            .pairs
            .iter()
            .filter(|pair| pair.benchmark == benchmark.name)
            .map(|pair| CurvePanel {
                title: format!(
                    "{}: {}",
                    pair.configuration,
                    warmup::pairs::class_cell(pair)
                ),
                curves: pair
                    .processes
                    .iter()
                    .filter_map(|process| {
                        let invocation = file.invocations.iter().find(|i| {
                            i.benchmark == pair.benchmark
                                && i.configuration == pair.configuration
                                && i.index == process.index
                        })?;
                        Some(Curve {
                            times_ms: invocation.iterations_ns.iter().map(|ns| ns / 1e6).collect(),
                            steady_start: process
                                .analysis
                                .as_ref()
                                .and_then(|a| a.steady_range())
                                .map(|r| r.start),
                        })
                    })
                    .collect(),
            })
            .collect();
        if panels.iter().all(|p| p.curves.is_empty()) {
            continue;
        }
        let name = format!("warmup-{}.svg", file_part(&benchmark.name));
        let path = out.join(&name);
        plots::warmup_curves(
            &path,
            &format!(
                "{}: iteration times, one line per process (dot: steady state starts)",
                benchmark.name
            ),
            &panels,
        )?;
        written.push(path);
        names.push(name);
    }
    let mut section = format!(
        "\n## Warm-up: changepoint classification (Barrett et al., OOPSLA 2017)\n\n{}",
        warmup::pairs::markdown(analysis)
    );
    if !names.is_empty() {
        let _ = writeln!(section, "\nWarm-up curves:\n");
        for name in names {
            let _ = writeln!(section, "![{name}]({name})");
        }
    }
    Ok(section)
}

/// Writes `report.md`, the plots and (with iterations) `warmup.json` into
/// `out`.
pub fn write_report(result_path: &Path, out: &Path) -> Result<Written, String> {
    let file = ResultFile::read(result_path)?;
    let summary = summary::summarize(&file, &ResultFile::base_dir(result_path));
    std::fs::create_dir_all(out).map_err(|error| format!("{}: {error}", out.display()))?;
    let mut written = Vec::new();
    let mut plot_names = Vec::new();
    if let Some(reference) = &summary.reference {
        let mut groups = summary.benchmarks.clone();
        groups.push("geomean".to_string());
        let series: Vec<Series> = summary
            .configurations
            .iter()
            .filter(|c| *c != reference)
            .map(|c| Series {
                name: c.clone(),
                values: summary
                    .benchmarks
                    .iter()
                    .map(|b| summary.pair(b, c).and_then(|p| p.speedup))
                    .chain(std::iter::once(summary.geomean(c)))
                    .collect(),
            })
            .collect();
        let path = out.join("speedup.svg");
        plots::grouped_bars(
            &path,
            &format!(
                "{}: speedup over {reference} (95% CI)",
                file.experiment.name
            ),
            "speedup",
            &groups,
            &series,
            Some(1.0),
        )?;
        written.push(path);
        plot_names.push("speedup.svg".to_string());
    }
    if summary.has_accuracy {
        let sampled: Vec<String> = summary
            .configurations
            .iter()
            .filter(|c| {
                summary
                    .pairs
                    .iter()
                    .any(|p| &p.configuration == *c && !p.accuracy_values.is_empty())
            })
            .cloned()
            .collect();
        let series: Vec<Series> = sampled
            .iter()
            .map(|c| Series {
                name: c.clone(),
                values: summary
                    .benchmarks
                    .iter()
                    .map(|b| summary.pair(b, c).and_then(|p| p.accuracy))
                    .collect(),
            })
            .collect();
        let path = out.join("accuracy.svg");
        plots::grouped_bars(
            &path,
            &format!(
                "{}: accuracy (overlap with exhaustive DCG)",
                file.experiment.name
            ),
            "accuracy %",
            &summary.benchmarks,
            &series,
            None,
        )?;
        written.push(path);
        plot_names.push("accuracy.svg".to_string());
        // The exhaustive configuration is the accuracy reference (100% by
        // construction, and its overhead would squash the others): left out.
        let points: Vec<Point> = sampled
            .iter()
            .filter(|c| file.experiment.exhaustive.as_ref() != Some(*c))
            .filter_map(|c| {
                Some(Point {
                    series: c.clone(),
                    label: String::new(),
                    x: summary::mean_overhead(&summary, c)?,
                    y: summary::mean_accuracy(&summary, c)?,
                })
            })
            .collect();
        if !points.is_empty() {
            let path = out.join("accuracy-overhead.svg");
            plots::scatter(
                &path,
                &format!(
                    "{}: mean accuracy against mean overhead",
                    file.experiment.name
                ),
                "overhead %",
                "accuracy %",
                &points,
            )?;
            written.push(path);
            plot_names.push("accuracy-overhead.svg".to_string());
        }
    }
    let mut markdown = markdown(&file, &summary, &plot_names);
    let mut warmup_markdown = None;
    if file.experiment.iterations.is_some() {
        let analysis = warmup::pairs::analyse(&file, &warmup::Parameters::default());
        let section = write_warmup(&file, &analysis, out, &mut written)?;
        markdown.push_str(&section);
        warmup_markdown = Some(warmup::pairs::markdown(&analysis));
    }
    let path = out.join("report.md");
    std::fs::write(&path, markdown).map_err(|error| format!("{}: {error}", path.display()))?;
    written.insert(0, path);
    Ok(Written {
        files: written,
        warmup_markdown,
    })
}
