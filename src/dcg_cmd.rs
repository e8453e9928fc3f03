//! `rvm dcg overlap|top|dot|diagnose`: reading DCG files written by `--dcg-out` and
//! printing what a researcher compares (the profile logic is in
//! `rvm-profiler`; this module only formats).

use crate::commands::DcgCommand;
use rvm_profiler::{overlap, Dcg, NamedEdge};
use std::collections::HashMap;
use std::path::Path;

pub(crate) fn read(path: &Path) -> Result<Dcg, String> {
    Dcg::read(path).map_err(|e| e.to_string())
}

pub fn execute(command: DcgCommand) -> Result<i32, String> {
    match command {
        DcgCommand::Overlap { a, b, json } => {
            let (da, db) = (read(&a)?, read(&b)?);
            let o = overlap(&da, &db);
            if json {
                let v = serde_json::json!({
                    "overlap": o,
                    "a": a.display().to_string(),
                    "b": b.display().to_string(),
                    "a_edges": da.len(),
                    "b_edges": db.len(),
                });
                outln!("{v}");
            } else {
                outln!(
                    "overlap: {o:.2}%  ({}: {} edges, {}: {} edges)",
                    a.display(),
                    da.len(),
                    b.display(),
                    db.len()
                );
            }
        }
        DcgCommand::Top { a, b, n, json } => {
            let da = read(&a)?;
            let db = b.as_deref().map(read).transpose()?;
            print_top(&da, &a, db.as_ref().zip(b.as_deref()), n, json);
        }
        DcgCommand::Dot { a } => print!("{}", read(&a)?.to_dot()),
        DcgCommand::Diagnose {
            sampled,
            perfect,
            n,
            json,
        } => {
            let (ds, dp) = (read(&sampled)?, read(&perfect)?);
            crate::dcg_diagnose::print(&ds, &sampled, &dp, &perfect, n, json);
        }
    }
    Ok(0)
}

/// Shares (percent of total weight) by edge name.
fn shares(d: &Dcg) -> HashMap<NamedEdge, f64> {
    let total = d.total_weight();
    d.named_weights()
        .into_iter()
        .map(|(e, w)| (e, if total > 0.0 { w * 100.0 / total } else { 0.0 }))
        .collect()
}

fn print_top(a: &Dcg, a_path: &Path, b: Option<(&Dcg, &Path)>, n: usize, json: bool) {
    let b_shares = b.map(|(d, _)| shares(d));
    let rows: Vec<_> = a
        .top(n)
        .into_iter()
        .map(|t| {
            let name = NamedEdge {
                caller: a.method_name(t.edge.caller),
                bci: t.edge.bci,
                callee: a.method_name(t.edge.callee),
            };
            let other = b_shares
                .as_ref()
                .map(|s| s.get(&name).copied().unwrap_or(0.0));
            (name, t, other)
        })
        .collect();
    if json {
        let edges: Vec<_> = rows
            .iter()
            .map(|(name, t, other)| {
                let mut v = serde_json::json!({
                    "caller": name.caller, "bci": name.bci, "callee": name.callee,
                    "weight": t.stats.weight, "samples": t.stats.samples, "share": t.share,
                });
                if let Some(o) = other {
                    v["share_b"] = serde_json::json!(o);
                }
                v
            })
            .collect();
        let v = serde_json::json!({
            "file": a_path.display().to_string(),
            "file_b": b.map(|(_, p)| p.display().to_string()),
            "total_weight": a.total_weight(),
            "total_samples": a.total_samples(),
            "edges": edges,
        });
        outln!("{v}");
        return;
    }
    let c = &a.config;
    outln!(
        "{}: {} edges, {} samples, total weight {:.4} ({}{}, weight {}, {} ticks)",
        a_path.display(),
        a.len(),
        a.total_samples(),
        a.total_weight(),
        c.sampler,
        if c.sampler.contains("cbs") {
            format!(" ({},{})", c.samples_per_tick, c.stride)
        } else {
            String::new()
        },
        c.weight,
        c.ticks
    );
    if b.is_some() {
        outln!(
            "{:>8} {:>8} {:>9}  edge (caller @bci -> callee)",
            "share%",
            "B share%",
            "samples"
        );
    } else {
        outln!(
            "{:>8} {:>9}  edge (caller @bci -> callee)",
            "share%",
            "samples"
        );
    }
    for (name, t, other) in &rows {
        let edge = format!("{} @{} -> {}", name.caller, name.bci, name.callee);
        match other {
            Some(o) => outln!("{:>8.2} {:>8.2} {:>9}  {edge}", t.share, o, t.stats.samples),
            None => outln!("{:>8.2} {:>9}  {edge}", t.share, t.stats.samples),
        }
    }
    if let Some((_, p)) = b {
        outln!("(B = {})", p.display());
    }
}
