//! `rvm profile paths|accuracy`: reading the `paths` and `edges` sections of
//! `--profile-out` files (PEP 2005) and printing what a researcher compares.
//! The logic (flows, overlaps) is `rvm_profiler::paths`; this module formats.

use crate::commands::ProfileCommand;
use rvm_profiler::paths::accuracy::{
    absolute_overlap, hot_flow_in_unrecorded_code, hot_path_accuracy, relative_overlap,
    HOT_THRESHOLD,
};
use rvm_profiler::paths::{EdgeProfile, EdgesSection, PathRecord, PathsSection};
use rvm_profiler::profile_file::{SECTION_EDGES, SECTION_PATHS};
use rvm_profiler::ProfileFile;
use std::fmt::Write;
use std::path::Path;

fn read(path: &Path) -> Result<(ProfileFile, PathsSection, EdgeProfile), String> {
    let file = ProfileFile::read(path).map_err(|e| e.to_string())?;
    let origin = path.display().to_string();
    let paths: PathsSection = file
        .section(SECTION_PATHS, &origin)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| {
            format!("{origin}: no \"paths\" section (write one with rvm run --pep=... --profile-out=FILE)")
        })?;
    let edges: EdgesSection = file
        .section(SECTION_EDGES, &origin)
        .map_err(|e| e.to_string())?
        .unwrap_or_default();
    Ok((file, paths, EdgeProfile::from_section(&edges)))
}

pub fn execute(command: ProfileCommand) -> Result<i32, String> {
    match command {
        ProfileCommand::Paths { file, method, n } => {
            let (f, section, _) = read(&file)?;
            crate::output::print(&render_paths(&f, &section, &method, n)?);
        }
        ProfileCommand::Accuracy { a, b, json } => {
            let (_, pa, ea) = read(&a)?;
            let (_, pb, eb) = read(&b)?;
            let hot = hot_path_accuracy(&pa.paths, &pb.paths, HOT_THRESHOLD);
            let relative = relative_overlap(&ea, &eb);
            let absolute = absolute_overlap(&ea, &eb);
            let unrecorded = hot_flow_in_unrecorded_code(&pa.paths, &pb.paths, HOT_THRESHOLD);
            if json {
                let v = serde_json::json!({
                    "a": a.display().to_string(),
                    "b": b.display().to_string(),
                    "hot_path_accuracy": hot,
                    "edge_relative_overlap": relative,
                    "edge_absolute_overlap": absolute,
                    "b_hot_flow_in_code_a_never_recorded": unrecorded,
                    "a_paths": pa.paths.len(),
                    "b_paths": pb.paths.len(),
                });
                outln!("{v}");
            } else {
                let pct = |x: Option<f64>| x.map_or("n/a".to_string(), |x| format!("{x:.2}%"));
                outln!(
                    "hot-path accuracy       {}  (branch flow, hot = over {}% of {}'s flow)",
                    pct(hot),
                    HOT_THRESHOLD * 100.0,
                    b.display()
                );
                outln!("edge relative overlap   {}", pct(relative));
                outln!("edge absolute overlap   {absolute:.2}%");
                outln!(
                    "({}: {} paths, {} samples; {}: {} paths, {} samples)",
                    a.display(),
                    pa.paths.len(),
                    pa.total,
                    b.display(),
                    pb.paths.len(),
                    pb.total
                );
                if let Some(u) = unrecorded.filter(|&u| u >= 5.0) {
                    outln!(
                        "note: {u:.1}% of {}'s hot flow runs through code {} never recorded (a method or block without a path there):\n      the two runs most likely compiled different code (adaptive runs choose their inlining and\n      optimized methods per process), and those paths count as misses. For the paper's measure,\n      compare runs of one fixed plan: --tier=opt --inline=static --background-compile=off, or --advice-in.",
                        b.display(),
                        a.display()
                    );
                }
            }
        }
        other => {
            return Err(format!(
                "internal error: {other:?} reached the paths and accuracy module (src/cli.rs dispatches)"
            ))
        }
    }
    Ok(0)
}

/// Whether the compiled method `name` (`pkg/Class.m(desc)`) is what the user
/// typed: the full name, `Class.m`, `pkg.Class.m`, or `m`.
pub fn method_matches(name: &str, pattern: &str) -> bool {
    let pattern = pattern.replace('.', "/");
    let name_slashed = name.replace('.', "/");
    if name_slashed == pattern {
        return true;
    }
    let qualified = name_slashed.split('(').next().unwrap_or("");
    let simple = qualified.rsplit('/').next().unwrap_or("");
    let class_and_method = {
        let mut parts = qualified.rsplitn(3, '/');
        let m = parts.next().unwrap_or("");
        let c = parts.next().unwrap_or("");
        format!("{c}/{m}")
    };
    qualified == pattern || class_and_method == pattern || simple == pattern
}

/// The hottest paths of `method`, each as the bytecode ranges it runs
/// through, grouped by (inlined) method.
fn render_paths(
    file: &ProfileFile,
    section: &PathsSection,
    method: &str,
    n: usize,
) -> Result<String, String> {
    let mine: Vec<&PathRecord> = section
        .paths
        .iter()
        .filter(|p| method_matches(&p.root, method))
        .collect();
    if mine.is_empty() {
        let mut roots: Vec<&str> = section.paths.iter().map(|p| p.root.as_str()).collect();
        roots.sort_unstable();
        roots.dedup();
        return Err(format!(
            "no paths of a compiled method matching {method:?} ({} compiled methods have paths{})",
            roots.len(),
            if roots.is_empty() {
                String::new()
            } else {
                format!(", e.g. {}", roots[..roots.len().min(3)].join(", "))
            }
        ));
    }
    let total: u64 = mine.iter().map(|p| p.count).sum();
    let mut out = String::new();
    let pep = file
        .config
        .get("pep")
        .and_then(|v| v.as_str())
        .unwrap_or("?");
    let _ = writeln!(
        out,
        "{}: {} paths, {} samples (pep {pep}); hottest {}:",
        mine[0].root,
        mine.len(),
        total,
        n.min(mine.len())
    );
    for (i, p) in mine.iter().take(n).enumerate() {
        let share = if total > 0 {
            100.0 * p.count as f64 / total as f64
        } else {
            0.0
        };
        let _ = writeln!(
            out,
            "  #{:<3} {share:6.2}%  count {:<10} branches {:<3} ends at {}",
            i + 1,
            p.count,
            p.branches,
            p.ends_at
        );
        let mut line = String::new();
        let mut last_method: Option<&str> = None;
        for b in &p.blocks {
            if last_method != Some(b.method.as_str()) {
                if last_method.is_some() {
                    line.push_str(" -> ");
                }
                let _ = write!(line, "{} ", b.method);
                last_method = Some(&b.method);
            }
            let _ = write!(line, "[{},{}) ", b.start, b.end);
        }
        let _ = writeln!(out, "        {}", line.trim_end());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_patterns_match_the_way_users_type_them() {
        let name = "bench/Richards.run(I)V";
        for yes in [
            "bench/Richards.run(I)V",
            "Richards.run",
            "bench.Richards.run",
            "run",
        ] {
            assert!(method_matches(name, yes), "{yes}");
        }
        for no in ["Richards.runner", "Other.run", "ru"] {
            assert!(!method_matches(name, no), "{no}");
        }
    }
}
