//! `rvm dcg diagnose SAMPLED PERFECT`: prints `rvm_profiler::diagnosis`
//! (where the sampled DCG's missing overlap is) as text or JSON. The split
//! itself is computed and tested in the profiler crate; this module formats.

use rvm_profiler::diagnosis::{Causes, Diagnosis};
use rvm_profiler::Dcg;
use std::path::Path;

fn causes_json(c: &Causes) -> serde_json::Value {
    serde_json::json!({
        "never_sampled": c.never_sampled,
        "under_sampled": c.under_sampled,
        "over_sampled": c.over_sampled,
        "not_in_perfect": c.not_in_perfect,
    })
}

fn run_line(d: &Dcg) -> String {
    let c = &d.config;
    let cbs = if c.sampler.contains("cbs") {
        format!("({},{})", c.samples_per_tick, c.stride)
    } else {
        String::new()
    };
    let missed = if c.missed_ticks.is_empty() {
        String::new()
    } else {
        format!(
            ", missed ticks {} ({} missed)",
            c.missed_ticks, c.ticks_missed
        )
    };
    format!(
        "{}{cbs}, weight {}, tier {}, {} ticks, {} samples{missed}",
        c.sampler,
        c.weight,
        c.tier,
        c.ticks,
        d.total_samples()
    )
}

pub fn print(sampled: &Dcg, s_path: &Path, perfect: &Dcg, p_path: &Path, n: usize, json: bool) {
    let d = Diagnosis::new(sampled, perfect);
    if json {
        let edges: Vec<_> = d
            .edges
            .iter()
            .take(n)
            .map(|e| {
                serde_json::json!({
                    "caller": e.edge.caller, "bci": e.edge.bci, "callee": e.edge.callee,
                    "sampled": e.sampled, "perfect": e.perfect,
                    "samples": e.samples, "expected_samples": e.expected_samples,
                })
            })
            .collect();
        let callers: Vec<_> = d
            .by_caller()
            .iter()
            .take(n)
            .map(|r| {
                serde_json::json!({
                    "caller": r.caller, "sampled": r.sampled, "perfect": r.perfect,
                    "edges": r.edges, "causes": causes_json(&r.causes),
                })
            })
            .collect();
        let counts: Vec<_> = d
            .by_sample_count()
            .iter()
            .map(|r| {
                serde_json::json!({
                    "expected_samples_from": r.lo, "expected_samples_below": r.hi,
                    "edges": r.edges, "never_sampled": r.never_sampled,
                    "under_sampled": r.under_sampled, "over_sampled": r.over_sampled,
                })
            })
            .collect();
        let positions: Vec<_> = d
            .positions
            .iter()
            .map(|r| {
                serde_json::json!({
                    "position": r.position, "samples": r.samples, "overlap": r.overlap,
                })
            })
            .collect();
        let first_skips: Vec<_> = d
            .first_skips
            .iter()
            .map(|r| {
                serde_json::json!({
                    "first_skip": r.position, "samples": r.samples, "overlap": r.overlap,
                })
            })
            .collect();
        let tiers: Vec<_> = d
            .tiers
            .iter()
            .map(|r| {
                serde_json::json!({
                    "caller_tier": r.tier.name(), "samples": r.samples, "sampled": r.sampled,
                    "under_sampled": r.under_sampled, "over_sampled": r.over_sampled,
                    "not_in_perfect": r.not_in_perfect,
                })
            })
            .collect();
        let v = serde_json::json!({
            "sampled": s_path.display().to_string(),
            "perfect": p_path.display().to_string(),
            "overlap": d.overlap,
            "missing": 100.0 - d.overlap,
            "total_samples": d.total_samples,
            "causes": causes_json(&d.causes),
            "edges": edges,
            "callers": callers,
            "by_expected_samples": counts,
            "by_window_position": positions,
            "by_first_skip": first_skips,
            "by_caller_tier": tiers,
            "overlap_with_exact_callee_totals": d.exact_callee_totals,
        });
        outln!("{v}");
        return;
    }
    let c = &d.causes;
    outln!("sampled: {} ({})", s_path.display(), run_line(sampled));
    outln!("perfect: {} ({})", p_path.display(), run_line(perfect));
    outln!(
        "overlap {:.2}%, missing {:.2} points:",
        d.overlap,
        100.0 - d.overlap
    );
    outln!(
        "  where the weight should have been: never sampled {:.2}, under-sampled {:.2}",
        c.never_sampled,
        c.under_sampled
    );
    outln!(
        "  where it went instead:             over-sampled {:.2}, not in perfect {:.2}",
        c.over_sampled,
        c.not_in_perfect
    );
    outln!(
        "  with each callee's total exact (only the split among its call sites sampled): overlap {:.2}%",
        d.exact_callee_totals
    );
    outln!("");
    outln!(
        "edges, largest difference first (shares in % of each DCG's weight; expected = perfect share x {} samples):",
        d.total_samples
    );
    outln!(
        "{:>8} {:>8} {:>8} {:>8} {:>9}  edge (caller @bci -> callee)",
        "sampled",
        "perfect",
        "diff",
        "samples",
        "expected"
    );
    for e in d.edges.iter().take(n) {
        outln!(
            "{:>8.2} {:>8.2} {:>+8.2} {:>8} {:>9.1}  {} @{} -> {}",
            e.sampled,
            e.perfect,
            e.difference(),
            e.samples,
            e.expected_samples,
            e.edge.caller,
            e.edge.bci,
            e.edge.callee
        );
    }
    outln!("");
    outln!("callers, largest misjudgement first (points of the missing overlap):");
    outln!(
        "{:>8} {:>8} {:>6} {:>6} {:>6} {:>6} {:>5}  caller",
        "sampled",
        "perfect",
        "never",
        "under",
        "over",
        "extra",
        "edges"
    );
    for r in d.by_caller().iter().take(n) {
        outln!(
            "{:>8.2} {:>8.2} {:>6.2} {:>6.2} {:>6.2} {:>6.2} {:>5}  {}",
            r.sampled,
            r.perfect,
            r.causes.never_sampled,
            r.causes.under_sampled,
            r.causes.over_sampled,
            r.causes.not_in_perfect,
            r.edges,
            r.caller
        );
    }
    outln!("");
    outln!("by expected samples per edge (few expected: noise; many: bias):");
    outln!(
        "{:>14} {:>6} {:>8} {:>8} {:>8}",
        "expected",
        "edges",
        "never",
        "under",
        "over"
    );
    for r in d.by_sample_count() {
        outln!(
            "{:>14} {:>6} {:>8.2} {:>8.2} {:>8.2}",
            format!("[{}, {})", r.lo, r.hi),
            r.edges,
            r.never_sampled,
            r.under_sampled,
            r.over_sampled
        );
    }
    outln!("");
    if d.positions.is_empty() {
        outln!("by window position: not recorded in {}", s_path.display());
        return;
    }
    outln!("by window position (the samples at one place of their windows alone, by count):");
    outln!("{:>8} {:>8} {:>8}", "position", "samples", "overlap");
    for r in &d.positions {
        outln!("{:>8} {:>8} {:>8.2}", r.position, r.samples, r.overlap);
    }
    outln!("");
    if d.first_skips.is_empty() {
        outln!(
            "by first skip and by caller tier: not recorded in {}",
            s_path.display()
        );
        return;
    }
    outln!("by the window's first skip (the stride's phase; 0: taken at a backedge), samples alone, by count:");
    outln!("{:>10} {:>8} {:>8}", "first skip", "samples", "overlap");
    for r in &d.first_skips {
        outln!("{:>10} {:>8} {:>8.2}", r.position, r.samples, r.overlap);
    }
    outln!("");
    outln!("by the caller's tier (each edge's gap split by its samples per tier; points):");
    outln!(
        "{:>12} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "caller tier",
        "samples",
        "sampled",
        "under",
        "over",
        "extra"
    );
    for r in &d.tiers {
        outln!(
            "{:>12} {:>8} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
            r.tier.name(),
            r.samples,
            r.sampled,
            r.under_sampled,
            r.over_sampled,
            r.not_in_perfect
        );
    }
}
