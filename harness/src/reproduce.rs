//! `rvm-harness reproduce NAME`: one command per table or figure of the
//! papers, each writing a Markdown table and an SVG with our figures next to
//! the paper's own.
//!
//! ```text
//!  NAME ──▶ Reproduction { experiment file, variant per scale, render }
//!              │ run (or --from an existing result)
//!              ▼
//!          result.json ──summarize──▶ render ──▶ NAME.md + NAME.svg
//! ```
//!
//! The experiments are ordinary files under `harness/experiments/`
//! (`small` variants take minutes, the files as written take hours). The
//! papers' numbers are quoted here from the seeds: Arnold-Grove 2005 §6.2
//! (Table 2A, Table 3) and §6.3 (Figure 5); Lee 2015 §6.1.2 (Table I) and
//! §6.2 (Figures 7 and 8, whose averages the text states).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::plots::{self, Series};
use crate::report::{fmt_estimate, fmt_option, provenance, table};
use crate::result::ResultFile;
use crate::runner::{self, RunRequest};
use crate::stats;
use crate::summary::{self, Summary};

struct Reproduction {
    name: &'static str,
    what: &'static str,
    experiment: &'static str,
    small_variant: &'static str,
    full_variant: Option<&'static str>,
    render: fn(&ResultFile, &Summary, &Path) -> Result<String, String>,
}

const REPRODUCTIONS: &[Reproduction] = &[
    Reproduction {
        name: "ag05-table2a",
        what: "Arnold-Grove 2005 Table 2A: overhead/accuracy over the SAMPLES x STRIDE grid",
        experiment: "ag05-table2a.toml",
        small_variant: "small",
        full_variant: None,
        render: render_table2a,
    },
    Reproduction {
        name: "ag05-table3",
        what: "Arnold-Grove 2005 Table 3: timer vs CBS(16,3) overhead/accuracy per benchmark",
        experiment: "ag05-table3.toml",
        small_variant: "small",
        full_variant: None,
        render: render_table3,
    },
    Reproduction {
        name: "ag05-fig5",
        what: "Arnold-Grove 2005 Figure 5: speedup of profile-directed inlining, timer vs CBS profiles",
        experiment: "inline-speedups.toml",
        small_variant: "fig5-small",
        full_variant: Some("fig5"),
        render: render_fig5,
    },
    Reproduction {
        name: "lee15-fig7",
        what: "Lee 2015 Figure 7: accuracy of CBS(8,2), +density, +density+latency",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: render_fig7,
    },
    Reproduction {
        name: "lee15-fig8",
        what: "Lee 2015 Figure 8: time overhead of CBS(8,2) and its corrections",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: render_fig8,
    },
    Reproduction {
        name: "lee15-table1",
        what: "Lee 2015 Table I: sampling latency (cycles from a tick to its first sample)",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: render_table1,
    },
];

pub fn names() -> Vec<&'static str> {
    REPRODUCTIONS.iter().map(|r| r.name).collect()
}

/// The `reproduce` subcommand.
pub fn command(
    name: &str,
    out: Option<PathBuf>,
    scale: &str,
    from: Option<PathBuf>,
    rvm: Option<PathBuf>,
    rerun: bool,
) -> Result<ExitCode, String> {
    if name == "list" {
        for r in REPRODUCTIONS {
            println!(
                "{:<14} {}  (harness/experiments/{}, variant {} / {})",
                r.name,
                r.what,
                r.experiment,
                r.small_variant,
                r.full_variant.unwrap_or("as written")
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    let reproduction = REPRODUCTIONS
        .iter()
        .find(|r| r.name == name)
        .ok_or_else(|| {
            format!(
                "no reproduction {name:?}; known: list, {}",
                names().join(", ")
            )
        })?;
    let variant = match scale {
        "small" => Some(reproduction.small_variant),
        "full" => reproduction.full_variant,
        other => return Err(format!("--scale={other}: expected small or full")),
    };
    // Reproductions of one experiment share its run: the default folder is
    // per experiment and variant, and a complete result there is reused.
    let stem = reproduction.experiment.trim_end_matches(".toml");
    let out = out.unwrap_or_else(|| {
        PathBuf::from("target/reproduce").join(format!("{stem}-{}", variant.unwrap_or("full")))
    });
    std::fs::create_dir_all(&out).map_err(|error| format!("{}: {error}", out.display()))?;
    let result_path = match from {
        Some(path) => path,
        None => {
            let result_path = out.join("result.json");
            let reusable = !rerun
                && ResultFile::read(&result_path)
                    .map(|r| {
                        r.complete
                            && r.experiment.name == stem
                            && r.experiment.variant.as_deref() == variant
                    })
                    .unwrap_or(false);
            if reusable {
                eprintln!(
                    "rvm-harness: reusing {} (--rerun to measure again)",
                    result_path.display()
                );
            } else {
                let root = runner::find_root(Path::new("."))?;
                let experiment = root
                    .join("harness/experiments")
                    .join(reproduction.experiment);
                let request = RunRequest {
                    experiment: Some(experiment),
                    variant: variant.map(str::to_string),
                    output: result_path.clone(),
                    resume: false,
                    rvm,
                    invocations: None,
                };
                let outcome = runner::run(&request)?;
                if outcome.failed > 0 {
                    eprintln!(
                        "rvm-harness: {} invocations failed (listed under the table)",
                        outcome.failed
                    );
                }
            }
            result_path
        }
    };
    let file = ResultFile::read(&result_path)?;
    let summary = summary::summarize(&file, &ResultFile::base_dir(&result_path));
    let mut markdown = String::new();
    let _ = writeln!(markdown, "# {}: {}\n", reproduction.name, reproduction.what);
    let _ = writeln!(
        markdown,
        "`rvm-harness reproduce {}{}` (result: {})\n",
        reproduction.name,
        if scale == "full" { " --scale=full" } else { "" },
        result_path.display()
    );
    markdown.push_str(&provenance(&file));
    markdown.push('\n');
    markdown.push_str(&(reproduction.render)(
        &file,
        &summary,
        &out.join(format!("{name}.svg")),
    )?);
    let failures: Vec<String> = summary
        .pairs
        .iter()
        .flat_map(|p| {
            p.failed
                .iter()
                .map(move |f| format!("- {} / {} {f}", p.benchmark, p.configuration))
        })
        .collect();
    if !failures.is_empty() {
        let _ = writeln!(
            markdown,
            "\nFailed invocations (left out of the figures):\n"
        );
        for f in failures {
            let _ = writeln!(markdown, "{f}");
        }
    }
    let _ = writeln!(markdown, "\n![{name}]({name}.svg)");
    let md_path = out.join(format!("{name}.md"));
    std::fs::write(&md_path, &markdown)
        .map_err(|error| format!("{}: {error}", md_path.display()))?;
    print!("{markdown}");
    eprintln!(
        "rvm-harness: wrote {} and {}",
        md_path.display(),
        out.join(format!("{name}.svg")).display()
    );
    Ok(ExitCode::SUCCESS)
}

/// "overhead/accuracy" as the papers print a cell.
fn cell(
    summary: &Summary,
    benchmark: Option<&str>,
    configuration: &str,
) -> (Option<f64>, Option<f64>) {
    match benchmark {
        Some(b) => {
            let p = summary.pair(b, configuration);
            (
                p.and_then(|p| p.overhead.map(|o| o.value)),
                p.and_then(|p| p.accuracy.map(|a| a.value)),
            )
        }
        None => (
            summary::mean_overhead(summary, configuration),
            summary::mean_accuracy(summary, configuration),
        ),
    }
}

fn cell_text(value: (Option<f64>, Option<f64>)) -> String {
    match value {
        (None, None) => "-/-".to_string(),
        (o, a) => format!("{}/{}", fmt_option(o, 1), fmt_option(a, 0)),
    }
}

/// Parses a configuration name `cbs(S,T)`.
fn cbs_parameters(name: &str) -> Option<(u32, u32)> {
    let inner = name.strip_prefix("cbs(")?.strip_suffix(')')?;
    let (s, t) = inner.split_once(',')?;
    Some((s.trim().parse().ok()?, t.trim().parse().ok()?))
}

/// Arnold-Grove 2005 Table 2A (Jikes RVM), rows SAMPLES 1..128, columns
/// STRIDE 1..63: "overhead %/accuracy %", averages over their benchmarks.
const AG05_TABLE2A: &str = "\
1 -0.1/38 -0.1/37 0.1/42 0.0/44 0.1/47 0.1/49
2 -0.1/43 -0.1/45 -0.1/49 0.0/52 -0.1/54 0.1/55
4 0.1/48 0.0/52 -0.1/56 0.1/58 0.1/59 0.2/60
8 0.0/54 -0.1/58 0.0/61 0.1/62 0.3/64 0.7/64
16 0.1/59 0.2/63 0.3/65 0.5/65 0.8/67 1.7/67
32 0.0/62 0.3/66 0.4/67 0.7/68 1.6/69 3.1/70
64 0.6/66 0.8/68 1.2/68 2.0/70 3.5/70 6.7/72
128 0.6/68 1.0/69 1.9/71 3.4/71 6.5/73 13.4/75";
const AG05_STRIDES: [u32; 6] = [1, 3, 7, 15, 31, 63];

fn paper_table2a(samples: u32, stride: u32) -> Option<&'static str> {
    let column = AG05_STRIDES.iter().position(|s| *s == stride)?;
    AG05_TABLE2A.lines().find_map(|line| {
        let mut fields = line.split_whitespace();
        (fields.next()?.parse::<u32>().ok()? == samples).then(|| fields.nth(column))?
    })
}

fn render_table2a(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let mut samples: Vec<u32> = Vec::new();
    let mut strides: Vec<u32> = Vec::new();
    for c in &summary.configurations {
        if let Some((s, t)) = cbs_parameters(c) {
            if !samples.contains(&s) {
                samples.push(s);
            }
            if !strides.contains(&t) {
                strides.push(t);
            }
        }
    }
    samples.sort();
    strides.sort();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Each cell: mean over benchmarks of the median overhead % (whole-process time over `off`) / median accuracy % (overlap with the exhaustive DCG). Ours, then the paper's Jikes RVM cell (average over SPECjvm98 and others, median of 10 runs).\n"
    );
    let mut header = vec!["SAMPLES \\ STRIDE".to_string()];
    header.extend(strides.iter().map(|t| t.to_string()));
    let mut rows = Vec::new();
    let mut values = Vec::new();
    let mut labels = Vec::new();
    for s in &samples {
        let mut row = vec![s.to_string()];
        let mut value_row = Vec::new();
        let mut label_row = Vec::new();
        for t in &strides {
            let ours = cell(summary, None, &format!("cbs({s},{t})"));
            let paper = paper_table2a(*s, *t).unwrap_or("not in paper's grid");
            row.push(format!("{} (paper {paper})", cell_text(ours)));
            value_row.push(ours.1);
            label_row.push(cell_text(ours));
        }
        rows.push(row);
        values.push(value_row);
        labels.push(label_row);
    }
    out.push_str(&table(&header, &rows));
    let _ = writeln!(out, "\nPer benchmark (overhead/accuracy):\n");
    let configs: Vec<String> = samples
        .iter()
        .flat_map(|s| strides.iter().map(move |t| format!("cbs({s},{t})")))
        .collect();
    let mut header = vec!["benchmark".to_string()];
    header.extend(configs.iter().cloned());
    let rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            row.extend(configs.iter().map(|c| cell_text(cell(summary, Some(b), c))));
            row
        })
        .collect();
    out.push_str(&table(&header, &rows));
    // The paper's cells for the same grid, parsed from "overhead/accuracy".
    let mut paper_values = Vec::new();
    let mut paper_labels = Vec::new();
    for s in &samples {
        let mut value_row = Vec::new();
        let mut label_row = Vec::new();
        for t in &strides {
            let paper = paper_table2a(*s, *t);
            value_row.push(paper.and_then(|p| p.split_once('/')?.1.parse::<f64>().ok()));
            label_row.push(paper.unwrap_or("-").to_string());
        }
        paper_values.push(value_row);
        paper_labels.push(label_row);
    }
    let row_names: Vec<String> = samples.iter().map(|s| s.to_string()).collect();
    let column_names: Vec<String> = strides.iter().map(|t| t.to_string()).collect();
    plots::heatmaps(
        svg,
        "SAMPLES",
        "STRIDE",
        &[
            plots::HeatmapPanel {
                title: "rvm: overhead % / accuracy %".to_string(),
                rows: row_names.clone(),
                columns: column_names.clone(),
                values,
                labels,
            },
            plots::HeatmapPanel {
                title: "Arnold-Grove 2005 Table 2A (Jikes RVM)".to_string(),
                rows: row_names,
                columns: column_names,
                values: paper_values,
                labels: paper_labels,
            },
        ],
    )?;
    Ok(out)
}

/// Arnold-Grove 2005 Table 3's averages (Jikes RVM): base (timer) and
/// Stride=3, Samples=16, as overhead/accuracy.
const AG05_TABLE3_AVERAGES: [(&str, &str, &str); 3] = [
    ("Average Small", "0.0/26", "0.3/55"),
    ("Average Large", "0.0/50", "0.0/69"),
    ("Average All", "0.0/38", "0.2/62"),
];

fn render_table3(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "overhead % (over `off`) / accuracy % (overlap with exhaustive), medians over invocations; accuracy with its 95% interval below.\n"
    );
    let header: Vec<String> = [
        "benchmark",
        "timer (Base)",
        "CBS Stride=3 Samp=16",
        "timer accuracy [CI]",
        "CBS accuracy [CI]",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            vec![
                b.clone(),
                cell_text(cell(summary, Some(b), "timer")),
                cell_text(cell(summary, Some(b), "cbs(16,3)")),
                fmt_estimate(summary.pair(b, "timer").and_then(|p| p.accuracy), 1),
                fmt_estimate(summary.pair(b, "cbs(16,3)").and_then(|p| p.accuracy), 1),
            ]
        })
        .collect();
    rows.push(vec![
        "**Average (ours)**".to_string(),
        cell_text(cell(summary, None, "timer")),
        cell_text(cell(summary, None, "cbs(16,3)")),
        String::new(),
        String::new(),
    ]);
    for (label, base, cbs) in AG05_TABLE3_AVERAGES {
        rows.push(vec![
            format!("paper: {label}"),
            base.to_string(),
            cbs.to_string(),
            String::new(),
            String::new(),
        ]);
    }
    out.push_str(&table(&header, &rows));
    let series = ["timer", "cbs(16,3)"]
        .iter()
        .map(|c| Series {
            name: c.to_string(),
            values: summary
                .benchmarks
                .iter()
                .map(|b| summary.pair(b, c).and_then(|p| p.accuracy))
                .chain(std::iter::once(
                    summary::mean_accuracy(summary, c).map(stats::Estimate::exact),
                ))
                .chain(std::iter::once(Some(stats::Estimate::exact(
                    if *c == "timer" { 38.0 } else { 62.0 },
                ))))
                .collect(),
        })
        .collect::<Vec<_>>();
    let mut groups = summary.benchmarks.clone();
    groups.push("mean".to_string());
    groups.push("paper avg".to_string());
    plots::grouped_bars(
        svg,
        "Accuracy (% overlap with exhaustive): timer vs CBS(16,3) (95% CI)",
        "accuracy %",
        &groups,
        &series,
        None,
    )?;
    Ok(out)
}

fn render_fig5(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Steady-state speedup of profile-directed inlining over static inlining heuristics (adaptive tier), in percent: (time of `static` / time) - 1, with 95% bootstrap intervals.\n"
    );
    let configs = ["profile-timer", "profile-cbs"];
    let percent = |e: Option<stats::Estimate>| e.map(|e| e.map(|v| (v - 1.0) * 100.0));
    let header: Vec<String> = [
        "benchmark",
        "timer-only %",
        "cbs % (CBS(16,3))",
        "static CV %",
        "timer CV %",
        "cbs CV %",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            for c in configs {
                row.push(fmt_estimate(
                    percent(summary.pair(b, c).and_then(|p| p.speedup)),
                    1,
                ));
            }
            for c in ["static", "profile-timer", "profile-cbs"] {
                row.push(fmt_option(summary.pair(b, c).and_then(|p| p.cv), 1));
            }
            row
        })
        .collect();
    let mut geomean = vec!["**geometric mean**".to_string()];
    for c in configs {
        geomean.push(fmt_estimate(percent(summary.geomean(c)), 1));
    }
    geomean.extend([String::new(), String::new(), String::new()]);
    rows.push(geomean);
    out.push_str(&table(&header, &rows));
    let _ = writeln!(
        out,
        "\nThe paper gives Figure 5 as a plot only; its text (§6.3): in Jikes RVM profile-directed inlining matters most for mtrt, jess and compress; the more accurate CBS profile makes a significant difference only on javac (small gains on jack and mpegaudio); with timer-only profiles the dynamic heuristics hurt 6 of 8 benchmarks in J9, where CBS gives +8.7% on mtrt and about +1% on 5 of the other 8."
    );
    let mut groups = summary.benchmarks.clone();
    groups.push("geomean".to_string());
    let series: Vec<Series> = configs
        .iter()
        .map(|c| Series {
            name: if *c == "profile-timer" {
                "timer-only".into()
            } else {
                "cbs(16,3)".into()
            },
            values: summary
                .benchmarks
                .iter()
                .map(|b| percent(summary.pair(b, c).and_then(|p| p.speedup)))
                .chain(std::iter::once(percent(summary.geomean(c))))
                .collect(),
        })
        .collect();
    plots::grouped_bars(
        svg,
        "Speedup of profile-directed inlining over static heuristics (%)",
        "speedup %",
        &groups,
        &series,
        Some(0.0),
    )?;
    Ok(out)
}

const LEE_CONFIGS: [(&str, &str, f64); 3] = [
    ("cbs(8,2)", "sampling CBS(8,2)", 61.0),
    ("cbs(8,2)+density", "+density", 71.0),
    ("cbs(8,2)+density+latency", "+density+latency", 72.0),
];

fn render_fig7(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Accuracy % (overlap with the exhaustive DCG), median [95% CI] over invocations.\n"
    );
    let mut header = vec!["benchmark".to_string(), "CBS(1,1)".to_string()];
    header.extend(LEE_CONFIGS.iter().map(|(_, label, _)| label.to_string()));
    let mut rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![b.clone()];
            row.push(fmt_estimate(
                summary.pair(b, "cbs(1,1)").and_then(|p| p.accuracy),
                1,
            ));
            for (c, _, _) in LEE_CONFIGS {
                row.push(fmt_estimate(summary.pair(b, c).and_then(|p| p.accuracy), 1));
            }
            row
        })
        .collect();
    let mut mean = vec![
        "**mean (ours)**".to_string(),
        fmt_option(summary::mean_accuracy(summary, "cbs(1,1)"), 1),
    ];
    mean.extend(
        LEE_CONFIGS
            .iter()
            .map(|(c, _, _)| fmt_option(summary::mean_accuracy(summary, c), 1)),
    );
    rows.push(mean);
    let mut paper = vec!["paper: average (§6.2)".to_string(), "48".to_string()];
    paper.extend(LEE_CONFIGS.iter().map(|(_, _, p)| format!("{p:.0}")));
    rows.push(paper);
    out.push_str(&table(&header, &rows));
    let mut groups = summary.benchmarks.clone();
    groups.push("mean".to_string());
    groups.push("paper avg".to_string());
    let series: Vec<Series> = LEE_CONFIGS
        .iter()
        .map(|(c, label, paper)| Series {
            name: label.to_string(),
            values: summary
                .benchmarks
                .iter()
                .map(|b| summary.pair(b, c).and_then(|p| p.accuracy))
                .chain(std::iter::once(
                    summary::mean_accuracy(summary, c).map(stats::Estimate::exact),
                ))
                .chain(std::iter::once(Some(stats::Estimate::exact(*paper))))
                .collect(),
        })
        .collect();
    plots::grouped_bars(
        svg,
        "Accuracy of sampling and its correction (95% CI)",
        "accuracy %",
        &groups,
        &series,
        None,
    )?;
    Ok(out)
}

fn render_fig8(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Time overhead % over `off` (whole-process, baseline tier), median [95% CI]; CV % of `off` across invocations for scale.\n"
    );
    let mut header = vec![
        "benchmark".to_string(),
        "off CV %".to_string(),
        "CBS(1,1)".to_string(),
    ];
    header.extend(LEE_CONFIGS.iter().map(|(_, label, _)| label.to_string()));
    let mut rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let mut row = vec![
                b.clone(),
                fmt_option(summary.pair(b, "off").and_then(|p| p.cv), 1),
            ];
            row.push(fmt_estimate(
                summary.pair(b, "cbs(1,1)").and_then(|p| p.overhead),
                1,
            ));
            for (c, _, _) in LEE_CONFIGS {
                row.push(fmt_estimate(summary.pair(b, c).and_then(|p| p.overhead), 1));
            }
            row
        })
        .collect();
    let mut mean = vec![
        "**mean (ours)**".to_string(),
        String::new(),
        fmt_option(summary::mean_overhead(summary, "cbs(1,1)"), 1),
    ];
    mean.extend(
        LEE_CONFIGS
            .iter()
            .map(|(c, _, _)| fmt_option(summary::mean_overhead(summary, c), 1)),
    );
    rows.push(mean);
    rows.push(vec![
        "paper (§6.2)".to_string(),
        String::new(),
        "0 (base)".to_string(),
        "0.2 (over CBS(1,1))".to_string(),
        "no measurable".to_string(),
        "0.2 (over CBS(1,1))".to_string(),
    ]);
    out.push_str(&table(&header, &rows));
    let mut groups = summary.benchmarks.clone();
    groups.push("mean".to_string());
    let series: Vec<Series> = LEE_CONFIGS
        .iter()
        .map(|(c, label, _)| Series {
            name: label.to_string(),
            values: summary
                .benchmarks
                .iter()
                .map(|b| summary.pair(b, c).and_then(|p| p.overhead))
                .chain(std::iter::once(
                    summary::mean_overhead(summary, c).map(stats::Estimate::exact),
                ))
                .collect(),
        })
        .collect();
    plots::grouped_bars(
        svg,
        "Time overhead of sampling and its correction (%, 95% CI)",
        "overhead %",
        &groups,
        &series,
        Some(0.0),
    )?;
    Ok(out)
}

/// Lee 2015 Table I rows for the two programs rvm also has (cycles):
/// min, max, median, average.
const LEE_TABLE1: [(&str, u64, u64, u64, u64); 2] = [
    ("CallDensityBias", 567, 26_328_513, 693, 146_115),
    ("LatencyBias", 615, 27_842_090, 7_840, 587_981),
];

fn render_table1(_file: &ResultFile, summary: &Summary, svg: &Path) -> Result<String, String> {
    let config = "cbs(8,2)+density+latency";
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Sampling latency in cycles (rdtsc) from a timer tick to its window's first sample, under `{config}`: the DCG file's per-run median and maximum over all windows, then the median over invocations. rvm's DCG records the median and the maximum only: min and average are not measured.\n"
    );
    let header: Vec<String> = [
        "benchmark",
        "median (ours)",
        "max (ours)",
        "ticks",
        "paper min",
        "paper max",
        "paper median",
        "paper average",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let median_u64 = |values: &[u64]| {
        let floats: Vec<f64> = values.iter().map(|v| *v as f64).collect();
        stats::median(&floats)
    };
    let mut medians = Vec::new();
    let rows: Vec<Vec<String>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            let p = summary.pair(b, config);
            let median = p.and_then(|p| median_u64(&p.latency_median_cycles));
            let max = p.and_then(|p| median_u64(&p.latency_max_cycles));
            let ticks = p.and_then(|p| median_u64(&p.ticks));
            medians.push(median.map(stats::Estimate::exact));
            let paper = LEE_TABLE1.iter().find(|(n, ..)| n == b);
            let paper_field = |f: fn(&(&str, u64, u64, u64, u64)) -> u64| {
                paper
                    .map(|p| f(p).to_string())
                    .unwrap_or_else(|| "—".to_string())
            };
            vec![
                b.clone(),
                fmt_option(median, 0),
                fmt_option(max, 0),
                fmt_option(ticks, 0),
                paper_field(|p| p.1),
                paper_field(|p| p.2),
                paper_field(|p| p.3),
                paper_field(|p| p.4),
            ]
        })
        .collect();
    out.push_str(&table(&header, &rows));
    let _ = writeln!(
        out,
        "\nThe paper's other 18 rows are SPEC and DaCapo programs rvm cannot run; their medians range from 1,107 (compress) to 3,270 (fop) cycles, except lusearch (496,305: 32 threads contending for a lock)."
    );
    // Log scale is what the paper's Figure 6 uses; bars of log10(cycles).
    let paper_medians: Vec<Option<stats::Estimate>> = summary
        .benchmarks
        .iter()
        .map(|b| {
            LEE_TABLE1
                .iter()
                .find(|(n, ..)| n == b)
                .map(|p| stats::Estimate::exact((p.3 as f64).log10()))
        })
        .collect();
    let series = vec![
        Series {
            name: "rvm: median latency, log10 cycles".to_string(),
            values: medians
                .iter()
                .map(|m| {
                    m.and_then(|m| (m.value > 0.0).then(|| stats::Estimate::exact(m.value.log10())))
                })
                .collect(),
        },
        Series {
            name: "Lee 2015 Table I median (Jikes RVM)".to_string(),
            values: paper_medians,
        },
    ];
    plots::grouped_bars(
        svg,
        "Sampling latency: median cycles from tick to first sample (log10)",
        "log10 cycles",
        &summary.benchmarks,
        &series,
        None,
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cbs_names_parse_and_others_do_not() {
        assert_eq!(cbs_parameters("cbs(16,3)"), Some((16, 3)));
        assert_eq!(cbs_parameters("cbs(8,2)+density"), None);
        assert_eq!(cbs_parameters("timer"), None);
    }

    #[test]
    fn the_papers_table2a_cells_are_looked_up_by_samples_and_stride() {
        assert_eq!(paper_table2a(1, 1), Some("-0.1/38"));
        assert_eq!(paper_table2a(16, 3), Some("0.2/63"));
        assert_eq!(paper_table2a(128, 63), Some("13.4/75"));
        assert_eq!(paper_table2a(3, 3), None);
        assert_eq!(paper_table2a(16, 4), None);
    }

    #[test]
    fn every_reproduction_has_an_experiment_file_that_parses_in_both_scales() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("experiments");
        for r in REPRODUCTIONS {
            let path = dir.join(r.experiment);
            crate::experiment::load(&path, Some(r.small_variant)).unwrap();
            crate::experiment::load(&path, r.full_variant).unwrap();
        }
    }
}
