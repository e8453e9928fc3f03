//! Accuracy of a sampled path or edge profile against the perfect one
//! (PEP 2005 §6.3-6.4).
//!
//! ```text
//!  hot-path accuracy (Wall weight matching, branch flow):
//!     F(p) = count(p) × branches(p);  H_actual = paths with F > 0.125% of total flow
//!     H_est = the |H_actual| paths of highest estimated flow
//!     accuracy = F_actual(H_est ∩ H_actual) / F_actual(H_actual)
//!  relative overlap (bias):  Σ_b freq_actual(b) × (1 - |taken_actual(b) - taken_est(b)|) / Σ_b freq_actual(b)
//!  absolute overlap:         Σ_edges min(share_actual(e), share_est(e))
//! ```
//!
//! For a switch, `1 - |taken_actual - taken_est|` generalizes to one minus the
//! total-variation distance of the successor distributions (half the sum of
//! absolute differences), which is the same number for a two-way branch. A
//! branch the estimate never saw scores 0.

use std::collections::{BTreeMap, HashMap};

use super::profile::{Block, EdgeProfile, PathRecord};

/// The paper's hot-path threshold: 0.125% of the total flow.
pub const HOT_THRESHOLD: f64 = 0.00125;

fn flow(p: &PathRecord) -> f64 {
    p.count as f64 * p.branches as f64
}

/// A path's identity across runs ([`PathRecord::key`]).
type Key<'a> = (&'a str, &'a [Block]);

/// The hot paths of `profile` (flow summed per path, above `threshold` of
/// the total) with their flow, and the hot flow; None without any.
fn hot_paths(profile: &[PathRecord], threshold: f64) -> Option<(HashMap<Key<'_>, f64>, f64)> {
    let mut flows: HashMap<Key, f64> = HashMap::new();
    for p in profile {
        *flows.entry(p.key()).or_default() += flow(p);
    }
    let total: f64 = flows.values().sum();
    if total <= 0.0 {
        return None;
    }
    let hot: HashMap<Key, f64> = flows
        .into_iter()
        .filter(|&(_, f)| f > threshold * total)
        .collect();
    let hot_flow: f64 = hot.values().sum();
    (!hot.is_empty() && hot_flow > 0.0).then_some((hot, hot_flow))
}

/// Hot-path accuracy in percent; None when the actual profile has no hot
/// path (no flow at all).
pub fn hot_path_accuracy(
    estimated: &[PathRecord],
    actual: &[PathRecord],
    threshold: f64,
) -> Option<f64> {
    let (hot, hot_flow) = hot_paths(actual, threshold)?;
    let mut est_flow: HashMap<Key, f64> = HashMap::new();
    for p in estimated {
        *est_flow.entry(p.key()).or_default() += flow(p);
    }
    let mut ranked: Vec<(Key, f64)> = est_flow.into_iter().filter(|(_, f)| *f > 0.0).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let matched: f64 = ranked
        .iter()
        .take(hot.len())
        .filter_map(|(k, _)| hot.get(k))
        .sum();
    Some(100.0 * matched / hot_flow)
}

/// The share (percent) of the actual profile's hot flow in paths through
/// code the estimate never recorded: a root method without any path in the
/// estimate, or a block the estimate's paths of that root never pass. A
/// hot path is sampled almost surely, so a large share means the two runs
/// compiled different code (another inlining plan, another set of
/// optimized methods: adaptive runs differ from process to process), which
/// hot-path accuracy then counts as misses. None without hot flow.
pub fn hot_flow_in_unrecorded_code(
    estimated: &[PathRecord],
    actual: &[PathRecord],
    threshold: f64,
) -> Option<f64> {
    let mut recorded: HashMap<&str, std::collections::HashSet<&Block>> = HashMap::new();
    for p in estimated {
        recorded.entry(&p.root).or_default().extend(p.blocks.iter());
    }
    let (hot, hot_flow) = hot_paths(actual, threshold)?;
    let unrecorded: f64 = hot
        .iter()
        .filter(|((root, blocks), _)| match recorded.get(root) {
            None => true,
            Some(seen) => blocks.iter().any(|b| !seen.contains(b)),
        })
        .map(|(_, f)| f)
        .sum();
    Some(100.0 * unrecorded / hot_flow)
}

fn shares(successors: &BTreeMap<u32, u64>) -> Option<BTreeMap<u32, f64>> {
    let total: u64 = successors.values().sum();
    (total > 0).then(|| {
        successors
            .iter()
            .map(|(&s, &c)| (s, c as f64 / total as f64))
            .collect()
    })
}

/// Relative overlap in percent (how well the estimate predicts each branch's
/// bias, weighted by the branch's actual frequency); None without branches.
pub fn relative_overlap(estimated: &EdgeProfile, actual: &EdgeProfile) -> Option<f64> {
    let mut weighted = 0.0;
    let mut weight = 0.0;
    for (key, successors) in &actual.branches {
        let Some(a) = shares(successors) else {
            continue;
        };
        let freq: u64 = successors.values().sum();
        let accuracy = match estimated.branches.get(key).and_then(shares) {
            None => 0.0,
            Some(e) => {
                let mut keys: Vec<u32> = a.keys().chain(e.keys()).copied().collect();
                keys.sort_unstable();
                keys.dedup();
                let distance: f64 = keys
                    .iter()
                    .map(|k| (a.get(k).unwrap_or(&0.0) - e.get(k).unwrap_or(&0.0)).abs())
                    .sum::<f64>()
                    / 2.0;
                1.0 - distance
            }
        };
        weighted += freq as f64 * accuracy;
        weight += freq as f64;
    }
    (weight > 0.0).then(|| 100.0 * weighted / weight)
}

/// Absolute overlap in percent: edges (branch, successor) matched, each
/// profile normalized to its total (the overlap of Arnold-Grove §6.2).
pub fn absolute_overlap(estimated: &EdgeProfile, actual: &EdgeProfile) -> f64 {
    let flatten = |p: &EdgeProfile| -> HashMap<(String, u32, u32), f64> {
        p.branches
            .iter()
            .flat_map(|((m, b), s)| s.iter().map(move |(&t, &c)| ((m.clone(), *b, t), c as f64)))
            .collect()
    };
    crate::accuracy::overlap_of_weights(&flatten(estimated), &flatten(actual))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(id: u32, count: u64, branches: u32) -> PathRecord {
        PathRecord {
            root: "M.m()V".into(),
            count,
            branches,
            ends_at: "exit".into(),
            blocks: vec![Block {
                method: "M.m()V".into(),
                start: id,
                end: id + 1,
            }],
        }
    }

    #[test]
    fn hot_flow_in_unrecorded_code_finds_paths_through_code_the_estimate_never_ran() {
        let actual = vec![path(0, 300, 2), path(1, 300, 2), path(2, 400, 1)];
        // The estimate saw blocks 0 and 1 only (in other paths' counts).
        let estimated = vec![path(0, 1, 2), path(1, 5, 2)];
        // Hot flow 600 + 600 + 400; block 2 unrecorded: 400 / 1600.
        assert_eq!(
            hot_flow_in_unrecorded_code(&estimated, &actual, HOT_THRESHOLD),
            Some(25.0)
        );
        assert_eq!(
            hot_flow_in_unrecorded_code(&actual, &actual, HOT_THRESHOLD),
            Some(0.0)
        );
        let mut other_root = path(0, 300, 2);
        other_root.root = "N.n()V".into();
        assert_eq!(
            hot_flow_in_unrecorded_code(&estimated, &[other_root], HOT_THRESHOLD),
            Some(100.0)
        );
        assert_eq!(
            hot_flow_in_unrecorded_code(&estimated, &[], HOT_THRESHOLD),
            None
        );
    }

    #[test]
    fn hot_path_accuracy_counts_the_flow_of_the_hot_paths_found() {
        // Actual: flows 600, 300, 100, and a cold path (flow 1 of 1001 < 0.125%).
        let actual = vec![
            path(0, 300, 2),
            path(1, 300, 1),
            path(2, 50, 2),
            path(3, 1, 1),
        ];
        assert_eq!(
            hot_path_accuracy(&actual, &actual, HOT_THRESHOLD),
            Some(100.0)
        );
        // The estimate ranks the cold path third instead of path 2.
        let est = vec![
            path(0, 30, 2),
            path(1, 30, 1),
            path(3, 20, 1),
            path(2, 1, 2),
        ];
        let a = hot_path_accuracy(&est, &actual, HOT_THRESHOLD).unwrap();
        assert!((a - 90.0).abs() < 1e-9, "{a}");
        assert_eq!(hot_path_accuracy(&est, &[], HOT_THRESHOLD), None);
    }

    fn edges(list: &[(u32, &[(u32, u64)])]) -> EdgeProfile {
        let mut p = EdgeProfile::default();
        for &(bci, succ) in list {
            p.branches
                .insert(("M.m()V".into(), bci), succ.iter().copied().collect());
        }
        p
    }

    #[test]
    fn relative_overlap_weights_each_branch_bias_error_by_its_frequency() {
        let actual = edges(&[(1, &[(5, 90), (9, 10)]), (20, &[(22, 50), (30, 50)])]);
        assert_eq!(relative_overlap(&actual, &actual), Some(100.0));
        // Same biases, other scale: still 100.
        let scaled = edges(&[(1, &[(5, 9), (9, 1)]), (20, &[(22, 1), (30, 1)])]);
        assert!((relative_overlap(&scaled, &actual).unwrap() - 100.0).abs() < 1e-9);
        // Branch 1 predicted 50/50 (error 0.4, weight 100); branch 20 unseen (0, weight 100).
        let est = edges(&[(1, &[(5, 1), (9, 1)])]);
        let r = relative_overlap(&est, &actual).unwrap();
        assert!((r - 30.0).abs() < 1e-9, "{r}");
    }

    #[test]
    fn absolute_overlap_compares_edge_shares() {
        let actual = edges(&[(1, &[(5, 90), (9, 10)])]);
        assert!((absolute_overlap(&actual, &actual) - 100.0).abs() < 1e-9);
        let est = edges(&[(1, &[(5, 50), (9, 50)])]);
        assert!((absolute_overlap(&est, &actual) - 60.0).abs() < 1e-9);
    }
}
