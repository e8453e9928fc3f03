//! `rvm profile overlap|top|hot-streams`: reading the instrumentation
//! sections of `--profile-out` files (call edges, field accesses, data
//! references; docs/instrumentation.md). The profile logic is in
//! `rvm_profiler::instrumentation`; this module only formats.

use crate::commands::ProfileCommand;
use rvm_profiler::instrumentation::hot_streams::StreamParams;
use rvm_profiler::instrumentation::profiles::{
    overlaps, CallEdgeProfile, DataRefProfile, FieldAccessProfile,
};
use rvm_profiler::profile_file::{SECTION_CALL_EDGES, SECTION_DATA_REFS, SECTION_FIELD_ACCESSES};
use rvm_profiler::ProfileFile;
use std::collections::HashMap;
use std::hash::Hash;
use std::path::Path;

fn read(path: &Path) -> Result<ProfileFile, String> {
    ProfileFile::read(path).map_err(|e| e.to_string())
}

/// `--length` of the hot-stream commands: at least one reference.
fn stream_length(length: usize) -> Result<usize, String> {
    if length == 0 {
        return Err("--length=0: a hot data stream holds at least 1 reference".to_string());
    }
    Ok(length)
}

fn origin(path: &Path) -> String {
    path.display().to_string()
}

pub fn execute(command: ProfileCommand) -> Result<i32, String> {
    match command {
        ProfileCommand::Overlap { a, b, length, json } => {
            let (fa, fb) = (read(&a)?, read(&b)?);
            let params = StreamParams {
                length: stream_length(length)?,
                ..StreamParams::default()
            };
            let rows = overlaps(&fa, &fb, (&origin(&a), &origin(&b)), &params)
                .map_err(|e| e.to_string())?;
            if rows.is_empty() {
                return Err(format!(
                    "{} and {} have no instrumentation profile kind in common (sections: {:?} / {:?})",
                    a.display(),
                    b.display(),
                    fa.sections.keys().collect::<Vec<_>>(),
                    fb.sections.keys().collect::<Vec<_>>()
                ));
            }
            if json {
                let v: Vec<serde_json::Value> = rows
                    .iter()
                    .map(|r| {
                        serde_json::json!({
                            "kind": r.kind, "overlap": r.percent,
                            "a_events": r.events.0, "b_events": r.events.1,
                        })
                    })
                    .collect();
                outln!("{}", serde_json::Value::from(v));
            } else {
                for r in rows {
                    outln!(
                        "{:<38} overlap {:6.2}%   ({} events in {}, {} in {})",
                        r.kind,
                        r.percent,
                        r.events.0,
                        a.display(),
                        r.events.1,
                        b.display()
                    );
                }
                let adaptive = |f: &ProfileFile| {
                    f.config.get("tier").and_then(|t| t.as_str()) == Some("adaptive")
                };
                if adaptive(&fa) || adaptive(&fb) {
                    outln!(
                        "note: an adaptive run instruments only the methods it optimized, from when it optimized\n      them, and each process chooses its own: part of the difference is coverage, not sampling.\n      For Arnold-Ryder's measure compare runs of one fixed plan (--tier=opt --inline=static\n      --background-compile=off, as harness/experiments/ar01.toml does)."
                    );
                }
            }
        }
        ProfileCommand::Top { a, b, n } => {
            let fa = read(&a)?;
            let fb = b.as_deref().map(read).transpose()?;
            top(&fa, &a, fb.as_ref().zip(b.as_deref()), n)?;
        }
        ProfileCommand::HotStreams { file, length, n } => {
            let f = read(&file)?;
            let refs: DataRefProfile = f
                .section(SECTION_DATA_REFS, &origin(&file))
                .map_err(|e| e.to_string())?
                .ok_or_else(|| {
                    format!(
                        "{}: no data-reference profile (run with --instrument=data-refs)",
                        file.display()
                    )
                })?;
            let params = StreamParams {
                length: stream_length(length)?,
                ..StreamParams::default()
            };
            let h = refs.hot_streams(&params);
            let total: u64 = h.streams.iter().map(|s| s.heat).sum();
            outln!(
                "{} references in {} bursts ({} dropped); {} hot streams of length {} (90% of the heat)",
                refs.references,
                refs.threads.iter().map(|t| t.bursts.len()).sum::<usize>(),
                refs.dropped,
                h.streams.len(),
                params.length
            );
            // A stream is a sequence of (access site, object) references;
            // many streams share one sequence of sites (the same code over
            // other objects), so they are shown grouped by their sites.
            let mut groups: HashMap<&[u32], (u64, u64, usize)> = HashMap::new();
            for s in &h.streams {
                let g = groups.entry(&s.signature[..]).or_default();
                g.0 += s.heat;
                g.1 += s.frequency;
                g.2 += 1;
            }
            let mut groups: Vec<(&[u32], (u64, u64, usize))> = groups.into_iter().collect();
            groups.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(b.0)));
            outln!(
                "{} distinct site sequences; the hottest, with their share of the heat, occurrences and streams (object sequences):",
                groups.len()
            );
            for (signature, (heat, frequency, streams)) in groups.into_iter().take(n) {
                let sites: Vec<String> = signature
                    .iter()
                    .map(|&i| match refs.sites.get(i as usize) {
                        Some(site) => format!("{}@{}", short(&site.method), site.bci),
                        None => format!("site{i}"),
                    })
                    .collect();
                outln!(
                    "{:6.2}%  x{:<7} {:>5} streams  {}",
                    if total > 0 {
                        heat as f64 * 100.0 / total as f64
                    } else {
                        0.0
                    },
                    frequency,
                    streams,
                    sites.join(" ")
                );
            }
        }
        other => {
            return Err(format!(
                "internal error: {other:?} reached the overlap, top and hot-streams module (src/cli.rs dispatches)"
            ))
        }
    }
    Ok(0)
}

/// `pkg/Class.name(desc)` -> `Class.name`.
fn short(method: &str) -> &str {
    let no_desc = method.split('(').next().unwrap_or(method);
    no_desc.rsplit('/').next().unwrap_or(no_desc)
}

fn shares<K: Eq + Hash + Clone>(m: &HashMap<K, f64>) -> HashMap<K, f64> {
    let total: f64 = m.values().sum();
    m.iter()
        .map(|(k, v)| (k.clone(), if total > 0.0 { v * 100.0 / total } else { 0.0 }))
        .collect()
}

fn print_top<K: Eq + Hash + Clone + Ord>(
    title: &str,
    a: HashMap<K, f64>,
    b: Option<HashMap<K, f64>>,
    n: usize,
    label: impl Fn(&K) -> String,
) {
    let sa = shares(&a);
    let sb = b.as_ref().map(shares);
    let mut rows: Vec<(&K, f64)> = sa.iter().map(|(k, &v)| (k, v)).collect();
    rows.sort_by(|x, y| y.1.total_cmp(&x.1).then_with(|| x.0.cmp(y.0)));
    outln!("{title}");
    for (k, share) in rows.into_iter().take(n) {
        match &sb {
            Some(sb) => outln!(
                "  {:6.2}%  {:6.2}%  {}",
                share,
                sb.get(k).copied().unwrap_or(0.0),
                label(k)
            ),
            None => outln!("  {:6.2}%  {}", share, label(k)),
        }
    }
}

fn top(
    a: &ProfileFile,
    a_path: &Path,
    b: Option<(&ProfileFile, &Path)>,
    n: usize,
) -> Result<(), String> {
    let oa = origin(a_path);
    let ob = b.map(|(_, p)| origin(p)).unwrap_or_default();
    let mut any = false;
    let ea: Option<CallEdgeProfile> = a
        .section(SECTION_CALL_EDGES, &oa)
        .map_err(|e| e.to_string())?;
    if let Some(ea) = ea {
        any = true;
        let eb: Option<CallEdgeProfile> = match b {
            Some((f, _)) => f
                .section(SECTION_CALL_EDGES, &ob)
                .map_err(|e| e.to_string())?,
            None => None,
        };
        print_top(
            "call edges (share, caller@bci -> callee)",
            ea.weights(),
            eb.map(|e| e.weights()),
            n,
            |(caller, bci, callee)| format!("{}@{} -> {}", short(caller), bci, short(callee)),
        );
    }
    let fa: Option<FieldAccessProfile> = a
        .section(SECTION_FIELD_ACCESSES, &oa)
        .map_err(|e| e.to_string())?;
    if let Some(fa) = fa {
        any = true;
        let fb: Option<FieldAccessProfile> = match b {
            Some((f, _)) => f
                .section(SECTION_FIELD_ACCESSES, &ob)
                .map_err(|e| e.to_string())?,
            None => None,
        };
        print_top(
            "field accesses (share, field)",
            fa.per_field(),
            fb.as_ref().map(|f| f.per_field()),
            n,
            |field| field.clone(),
        );
    }
    if !any {
        return Err(format!(
            "{}: no call-edge or field-access profile (for data references: rvm profile hot-streams)",
            a_path.display()
        ));
    }
    Ok(())
}
