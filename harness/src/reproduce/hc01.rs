//! The Hirzel-Chilimbi 2001 reproductions, from one run of `hc01.toml`:
//! Figure 6 (basic overhead per check-reduction technique, §5.1) and
//! Figure 7 (hot-data-stream overlap per burst shape, §5.3). Timings come
//! from the experiment; checks executed and overlaps from profile runs
//! (common.rs).

use std::fmt::Write as _;
use std::path::Path;

use super::common::{self, Column, Metric};
use crate::plots::{self, Series};
use crate::report::{fmt_option, table};
use crate::result::ResultFile;
use crate::stats::Estimate;
use crate::summary::{self, Summary};

/// Figure 6's bars that rvm builds (EL, EN and LN, the limits without
/// entry or backedge checks, are not built).
const TECHNIQUES: [(&str, &str); 5] = [
    ("orig", "orig: every entry and backedge"),
    ("EC", "EC: entry checks on the recursion cut"),
    ("L4", "L4: no checks in 4-boring loops"),
    ("L10", "L10: 10-boring loops"),
    ("EC+L4", "EC+L4 (the paper's choice)"),
];

pub(super) fn render_fig6(
    file: &ResultFile,
    summary: &Summary,
    svg: &Path,
) -> Result<String, String> {
    let dir = svg.parent().unwrap_or(Path::new("."));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Basic overhead % over `off` (data-reference instrumentation, no sample ever taken: `--instr-interval=1000000000`, the paper's nCheck0 = infinity), median [95% CI] over invocations. The paper gives Figure 6 as a plot; its text: 5.6-35.3% (mean 15.9%) for orig, 3-18% after reduction.\n"
    );
    let columns: Vec<Column> = TECHNIQUES
        .iter()
        .filter(|(c, _)| summary.configurations.iter().any(|x| x == c))
        .map(|&(configuration, label)| Column {
            configuration,
            label,
            paper: (configuration == "orig").then_some(15.9),
        })
        .collect();
    out.push_str(&common::benchmark_table(
        summary,
        &columns,
        Metric::Overhead,
        svg,
        "Basic overhead per check-reduction technique (Hirzel-Chilimbi Figure 6)",
        "overhead %",
    )?);
    // Checks executed: the same options at interval 1 (every check samples,
    // so samples = checks), a load-independent measure of the reduction.
    let _ = writeln!(
        out,
        "\nChecks executed in one outer iteration (profile run of the same options with `--instr-interval=1`, where every check takes a sample), and the fraction of `orig`'s:\n"
    );
    let mut header = vec!["benchmark".to_string()];
    header.extend(columns.iter().map(|c| c.configuration.to_string()));
    let mut rows = Vec::new();
    for b in &summary.benchmarks {
        let mut row = vec![b.clone()];
        let mut orig = None;
        for c in &columns {
            let options: Vec<String> = common::options_of(file, c.configuration)?
                .into_iter()
                .map(|o| {
                    if o.starts_with("--instr-interval=") {
                        "--instr-interval=1".to_string()
                    } else {
                        o
                    }
                })
                .collect();
            let p = common::profile_run(
                file,
                dir,
                b,
                &format!("{}-checks", c.configuration),
                &options,
            )?;
            let checks = common::samples(&p);
            if c.configuration == "orig" {
                orig = checks;
            }
            row.push(match (checks, orig) {
                (Some(n), Some(o)) if o > 0 => {
                    format!("{n} ({:.0}%)", n as f64 * 100.0 / o as f64)
                }
                (Some(n), _) => n.to_string(),
                _ => "-".into(),
            });
        }
        rows.push(row);
    }
    out.push_str(&table(&header, &rows));
    let _ = writeln!(
        out,
        "\nDifferences: the paper rewrote x86 binaries (every procedure, no inlining) and EC used a whole-program call graph; rvm's recursion cut works on exact calls only (any virtual or interface call keeps its caller's check, so classes loaded later cannot close an unchecked cycle; docs/instrumentation.md), so Java programs built on virtual calls keep most entry checks."
    );
    Ok(out)
}

/// Figure 7's shapes: (nCheck0:nInstr0, sampling rate %).
const SHAPES: [(&str, f64); 8] = [
    ("20:1", 5.0),
    ("200:10", 5.0),
    ("1000:50", 5.0),
    ("100:1", 1.0),
    ("1000:10", 1.0),
    ("5000:50", 1.0),
    ("200:1", 0.5),
    ("2000:10", 0.5),
];
const PERFECT: &str = "exh-data-refs";
const STREAM_LENGTH: usize = 10;

pub(super) fn render_fig7(
    file: &ResultFile,
    summary: &Summary,
    svg: &Path,
) -> Result<String, String> {
    let dir = svg.parent().unwrap_or(Path::new("."));
    let perfect_options = common::options_of(file, PERFECT)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Hot-data-stream overlap % (streams of {STREAM_LENGTH} references holding 90% of the heat; Hirzel-Chilimbi eq. 5) of each bursty trace with the complete trace (`{PERFECT}`), one profile run per shape and benchmark (one outer iteration; counter-triggered bursts are deterministic); overhead % over `off` from the timed invocations. The paper gives Figure 7 as a plot; its finding: at the same sampling rate, longer bursts give higher overlap.\n"
    );
    let mut header = vec!["nCheck0:nInstr0".to_string(), "rate %".to_string()];
    header.extend(summary.benchmarks.iter().map(|b| format!("{b} overlap")));
    header.push("mean overlap".into());
    header.push("mean overhead %".into());
    let mut rows = Vec::new();
    let mut groups = Vec::new();
    let mut per_benchmark: Vec<Vec<Option<Estimate>>> = vec![Vec::new(); summary.benchmarks.len()];
    for (shape, rate) in SHAPES {
        let config = format!("burst-{shape}");
        if !summary.configurations.contains(&config) {
            continue;
        }
        let options = common::options_of(file, &config)?;
        let mut row = vec![shape.to_string(), format!("{rate}")];
        let mut overlaps = Vec::new();
        for (i, b) in summary.benchmarks.iter().enumerate() {
            let perfect = common::profile_run(file, dir, b, PERFECT, &perfect_options)?;
            let p = common::profile_run(file, dir, b, &config, &options)?;
            let o = common::overlap_by_kind(&p, &perfect, STREAM_LENGTH)?
                .get("hot data streams")
                .copied();
            row.push(fmt_option(o, 1));
            per_benchmark[i].push(o.map(Estimate::exact));
            overlaps.push(o);
        }
        row.push(fmt_option(common::mean_of(overlaps), 1));
        row.push(fmt_option(summary::mean_overhead(summary, &config), 1));
        rows.push(row);
        groups.push(shape.to_string());
    }
    out.push_str(&table(&header, &rows));
    let _ = writeln!(
        out,
        "\nDifferences: hot streams are counted as fixed-length windows, not found with Sequitur (docs/instrumentation.md); traces keep at most 2,000,000 references per run (later ones are counted as dropped), so on long runs the complete trace is the run's beginning."
    );
    let series: Vec<Series> = summary
        .benchmarks
        .iter()
        .zip(per_benchmark)
        .map(|(b, values)| Series {
            name: b.clone(),
            values,
        })
        .collect();
    plots::grouped_bars(
        svg,
        "Hot-data-stream overlap per burst shape (Hirzel-Chilimbi Figure 7)",
        "overlap with the complete trace %",
        &groups,
        &series,
        None,
    )?;
    Ok(out)
}
