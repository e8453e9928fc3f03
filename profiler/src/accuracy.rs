//! Profile accuracy: the overlap metric of Arnold-Grove 2005 §6.2 and Lee
//! 2015 §5.2.
//!
//! ```text
//!   overlap(g1, g2) = Σ_{e ∈ E1 ∩ E2} min(w1(e) / Σ w1, w2(e) / Σ w2) × 100
//! ```
//!
//! Each profile's weights are normalized to percentages (summing to 100), so
//! the result is 0 (nothing in common) to 100 (identical shape), symmetric, and
//! unchanged when either profile is scaled. `accuracy(g) = overlap(g,
//! g_perfect)` with the exhaustive profile. Edges are matched by method names
//! so that profiles of different runs compare.

use std::collections::HashMap;
use std::hash::Hash;

use crate::dcg::Dcg;

/// The overlap of two DCGs in percent (0-100), matching edges by names.
/// An empty profile (or one of total weight 0) overlaps nothing: 0.
pub fn overlap(a: &Dcg, b: &Dcg) -> f64 {
    overlap_of_weights(&a.named_weights(), &b.named_weights())
}

/// The overlap of two weight maps over any edge key, in percent (0-100).
pub fn overlap_of_weights<K: Eq + Hash>(a: &HashMap<K, f64>, b: &HashMap<K, f64>) -> f64 {
    let total_a: f64 = a.values().sum();
    let total_b: f64 = b.values().sum();
    if total_a <= 0.0 || total_b <= 0.0 {
        return 0.0;
    }
    // Iterate the smaller map; min() is symmetric.
    let (small, large, ts, tl) = if a.len() <= b.len() {
        (a, b, total_a, total_b)
    } else {
        (b, a, total_b, total_a)
    };
    let sum: f64 = small
        .iter()
        .filter_map(|(k, &w)| large.get(k).map(|&v| (w / ts).min(v / tl)))
        .sum();
    // `+ 0.0`: an empty sum is -0.0, which would print as "-0.00%".
    (sum * 100.0).clamp(0.0, 100.0) + 0.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcg::CallEdge;

    fn dcg(edges: &[(u32, u32, u32, f64)]) -> Dcg {
        let mut d = Dcg::new();
        for id in 0..10 {
            d.set_method_name(id, format!("p/C.m{id}()V"));
        }
        for &(caller, bci, callee, w) in edges {
            d.record(
                CallEdge {
                    caller,
                    bci,
                    callee,
                },
                w,
            );
        }
        d
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn overlap_of_identical_profiles_is_100() {
        let a = dcg(&[(0, 1, 2, 3.0), (0, 5, 3, 1.0), (2, 0, 4, 0.25)]);
        assert!(close(overlap(&a, &a), 100.0));
    }

    #[test]
    fn overlap_of_disjoint_profiles_is_0() {
        let a = dcg(&[(0, 1, 2, 3.0), (0, 5, 3, 1.0)]);
        // Same methods, different call site: a different edge.
        let b = dcg(&[(0, 2, 2, 3.0), (1, 5, 3, 1.0)]);
        assert_eq!(overlap(&a, &b), 0.0);
        assert_eq!(overlap(&a, &Dcg::new()), 0.0);
    }

    #[test]
    fn overlap_sums_the_minimum_share_of_common_edges() {
        // a: 50/50 (Figure 1's perfect profile); b: 90/10 (timer-biased).
        let a = dcg(&[(0, 1, 1, 1.0), (0, 2, 2, 1.0)]);
        let b = dcg(&[(0, 1, 1, 9.0), (0, 2, 2, 1.0)]);
        assert!(close(overlap(&a, &b), 60.0));
    }

    #[test]
    fn overlap_is_symmetric() {
        let a = dcg(&[(0, 1, 1, 1.0), (0, 2, 2, 7.0), (3, 3, 3, 2.0)]);
        let b = dcg(&[(0, 1, 1, 4.0), (0, 2, 2, 1.0), (4, 4, 4, 5.0)]);
        assert!(close(overlap(&a, &b), overlap(&b, &a)));
        assert!(overlap(&a, &b) > 0.0 && overlap(&a, &b) < 100.0);
    }

    #[test]
    fn overlap_is_invariant_to_scaling() {
        let a = dcg(&[(0, 1, 1, 1.0), (0, 2, 2, 7.0), (3, 3, 3, 2.0)]);
        let b = dcg(&[(0, 1, 1, 4.0), (0, 2, 2, 1.0), (4, 4, 4, 5.0)]);
        let a_scaled = dcg(&[(0, 1, 1, 1e-3), (0, 2, 2, 7e-3), (3, 3, 3, 2e-3)]);
        let b_scaled = dcg(&[(0, 1, 1, 4e6), (0, 2, 2, 1e6), (4, 4, 4, 5e6)]);
        assert!(close(overlap(&a, &b), overlap(&a_scaled, &b_scaled)));
    }

    #[test]
    fn overlap_matches_edges_by_name_not_id() {
        let mut a = Dcg::new();
        a.set_method_name(0, "A.main()V");
        a.set_method_name(1, "A.f()V");
        a.record(
            CallEdge {
                caller: 0,
                bci: 3,
                callee: 1,
            },
            1.0,
        );
        let mut b = Dcg::new(); // another run numbered its methods differently
        b.set_method_name(5, "A.main()V");
        b.set_method_name(9, "A.f()V");
        b.record(
            CallEdge {
                caller: 5,
                bci: 3,
                callee: 9,
            },
            2.0,
        );
        assert!(close(overlap(&a, &b), 100.0));
    }
}
