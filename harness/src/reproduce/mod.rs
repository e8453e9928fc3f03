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

mod ag05;
mod ar01;
mod common;
mod hc01;
mod lee15;
mod pep05;

use crate::report::{fmt_option, provenance};
use crate::result::ResultFile;
use crate::runner::{self, RunRequest};
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
        render: ag05::render_table2a,
    },
    Reproduction {
        name: "ag05-table3",
        what: "Arnold-Grove 2005 Table 3: timer vs CBS(16,3) overhead/accuracy per benchmark",
        experiment: "ag05-table3.toml",
        small_variant: "small",
        full_variant: None,
        render: ag05::render_table3,
    },
    Reproduction {
        name: "ag05-fig5",
        what: "Arnold-Grove 2005 Figure 5: speedup of profile-directed inlining, timer vs CBS profiles",
        experiment: "inline-speedups.toml",
        small_variant: "fig5-small",
        full_variant: Some("fig5"),
        render: ag05::render_fig5,
    },
    Reproduction {
        name: "lee15-fig7",
        what: "Lee 2015 Figure 7: accuracy of CBS(8,2), +density, +density+latency",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: lee15::render_fig7,
    },
    Reproduction {
        name: "lee15-fig8",
        what: "Lee 2015 Figure 8: time overhead of CBS(8,2) and its corrections",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: lee15::render_fig8,
    },
    Reproduction {
        name: "lee15-table1",
        what: "Lee 2015 Table I: sampling latency (cycles from a tick to its first sample)",
        experiment: "lee15.toml",
        small_variant: "small",
        full_variant: None,
        render: lee15::render_table1,
    },
    Reproduction {
        name: "lee15-fig3",
        what: "Lee 2015 Figure 3: the latency-bias program under CBS(16,3), per tick delivery",
        experiment: "lee15-fig3.toml",
        small_variant: "small",
        full_variant: None,
        render: lee15::render_fig3,
    },
    Reproduction {
        name: "pep05-fig7",
        what: "Bond-McKinley 2005 Figures 6/7: PEP's execution and compile overhead",
        experiment: "pep05-fig7.toml",
        small_variant: "quick",
        full_variant: None,
        render: pep05::render_fig7,
    },
    Reproduction {
        name: "pep05-fig11",
        what: "Bond-McKinley 2005 Figure 11: layout driven by PEP's edge profile vs the baseline's",
        experiment: "pep05-fig11.toml",
        small_variant: "quick",
        full_variant: None,
        render: pep05::render_fig11,
    },
    Reproduction {
        name: "ar01-table1",
        what: "Arnold-Ryder 2001 Table 1: overhead of exhaustive call-edge and field-access instrumentation",
        experiment: "ar01.toml",
        small_variant: "quick",
        full_variant: None,
        render: ar01::render_table1,
    },
    Reproduction {
        name: "ar01-table2-3",
        what: "Arnold-Ryder 2001 Tables 2-3: framework overhead with no samples (full-, partial-, no-dup)",
        experiment: "ar01.toml",
        small_variant: "quick",
        full_variant: None,
        render: ar01::render_table2_3,
    },
    Reproduction {
        name: "ar01-table4",
        what: "Arnold-Ryder 2001 Table 4: overhead and accuracy per sample interval 1..100,000",
        experiment: "ar01.toml",
        small_variant: "quick",
        full_variant: None,
        render: ar01::render_table4,
    },
    Reproduction {
        name: "ar01-table5",
        what: "Arnold-Ryder 2001 Table 5: field-access accuracy, timer vs counter trigger",
        experiment: "ar01.toml",
        small_variant: "quick",
        full_variant: None,
        render: ar01::render_table5,
    },
    Reproduction {
        name: "hc01-fig6",
        what: "Hirzel-Chilimbi 2001 Figure 6: basic overhead per check-reduction technique",
        experiment: "hc01.toml",
        small_variant: "quick",
        full_variant: None,
        render: hc01::render_fig6,
    },
    Reproduction {
        name: "hc01-fig7",
        what: "Hirzel-Chilimbi 2001 Figure 7: hot-data-stream overlap per burst shape",
        experiment: "hc01.toml",
        small_variant: "quick",
        full_variant: None,
        render: hc01::render_fig7,
    },
];

pub fn names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = REPRODUCTIONS.iter().map(|r| r.name).collect();
    names.extend(pep05::ACCURACY_REPRODUCTIONS.iter().map(|(n, _)| *n));
    names
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
        // Not timing runs: pep05.rs runs them itself (profiles, not times).
        for (name, what) in pep05::ACCURACY_REPRODUCTIONS {
            println!("{name:<14} {what}  (harness/experiments/pep05-accuracy.toml, variant quick / as written)");
        }
        return Ok(ExitCode::SUCCESS);
    }
    if pep05::ACCURACY_REPRODUCTIONS
        .iter()
        .any(|(n, _)| *n == name)
    {
        return pep05::accuracy_command(name, out, scale, from, rvm, rerun);
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
                    inline_experiment: None,
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
pub(super) fn cell(
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

pub(super) fn cell_text(value: (Option<f64>, Option<f64>)) -> String {
    match value {
        (None, None) => "-/-".to_string(),
        (o, a) => format!("{}/{}", fmt_option(o, 1), fmt_option(a, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
