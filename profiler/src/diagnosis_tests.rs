//! The diagnosis on constructed DCGs whose answers are known by hand.

use super::*;
use crate::dcg::CallEdge;

/// A DCG over methods `p/C.m0()V` .. `p/C.m9()V`; each `(caller, bci,
/// callee, samples)` records that many samples of weight 1.
fn dcg(edges: &[(u32, u32, u32, u64)]) -> Dcg {
    let mut d = Dcg::new();
    for id in 0..10 {
        d.set_method_name(id, format!("p/C.m{id}()V"));
    }
    for &(caller, bci, callee, samples) in edges {
        for _ in 0..samples {
            d.record(
                CallEdge {
                    caller,
                    bci,
                    callee,
                },
                1.0,
            );
        }
    }
    d
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn find(d: &Diagnosis, caller: u32, bci: u32, callee: u32) -> &EdgeDiff {
    d.edges
        .iter()
        .find(|e| {
            e.edge
                == NamedEdge {
                    caller: format!("p/C.m{caller}()V"),
                    bci,
                    callee: format!("p/C.m{callee}()V"),
                }
        })
        .expect("edge present")
}

#[test]
fn latency_bias_shape_is_all_over_and_under_sampling() {
    // Lee's Figure 3: two sites of one caller, truly 50/50, sampled 97/3.
    let perfect = dcg(&[(0, 10, 1, 500), (0, 20, 1, 500)]);
    let sampled = dcg(&[(0, 10, 1, 97), (0, 20, 1, 3)]);
    let d = Diagnosis::new(&sampled, &perfect);
    assert!(close(d.overlap, 53.0));
    assert!(close(d.causes.under_sampled, 47.0));
    assert!(close(d.causes.over_sampled, 47.0));
    assert_eq!(d.causes.never_sampled, 0.0);
    assert_eq!(d.causes.not_in_perfect, 0.0);
    // Largest difference first; ties by name.
    assert!(close(d.edges[0].difference().abs(), 47.0));
    assert_eq!(d.edges.len(), 2);
}

#[test]
fn missing_overlap_splits_exactly_from_either_side() {
    // perfect 40/30/20/10; sampled 50/30/-/- plus 20 on an edge perfect lacks.
    let perfect = dcg(&[(0, 1, 1, 40), (0, 2, 2, 30), (1, 3, 3, 20), (2, 4, 4, 10)]);
    let sampled = dcg(&[(0, 1, 1, 5), (0, 2, 2, 3), (3, 5, 5, 2)]);
    let d = Diagnosis::new(&sampled, &perfect);
    assert!(close(d.overlap, 70.0));
    assert!(close(d.causes.never_sampled, 30.0));
    assert!(close(d.causes.under_sampled, 0.0));
    assert!(close(d.causes.over_sampled, 10.0));
    assert!(close(d.causes.not_in_perfect, 20.0));
    assert!(close(d.causes.missing_from_perfect(), 100.0 - d.overlap));
    assert!(close(d.causes.missing_from_sampled(), 100.0 - d.overlap));
}

#[test]
fn identical_shapes_have_nothing_missing() {
    let perfect = dcg(&[(0, 1, 1, 400), (0, 2, 2, 100)]);
    let sampled = dcg(&[(0, 1, 1, 4), (0, 2, 2, 1)]);
    let d = Diagnosis::new(&sampled, &perfect);
    assert!(close(d.overlap, 100.0));
    assert_eq!(d.causes, Causes::default());
}

#[test]
fn by_caller_groups_each_callers_sites() {
    // Caller 0: sites 50/20 in perfect, 60/10 sampled (over 10, under 10).
    // Caller 1: 30 perfect, 30 sampled but on another callee's edge.
    let perfect = dcg(&[(0, 1, 1, 50), (0, 2, 2, 20), (1, 3, 3, 30)]);
    let sampled = dcg(&[(0, 1, 1, 60), (0, 2, 2, 10), (1, 3, 4, 30)]);
    let d = Diagnosis::new(&sampled, &perfect);
    let rows = d.by_caller();
    assert_eq!(rows.len(), 2);
    let c1 = &rows[0];
    assert_eq!(c1.caller, "p/C.m1()V", "the larger misjudgement first");
    assert!(close(c1.causes.never_sampled, 30.0));
    assert!(close(c1.causes.not_in_perfect, 30.0));
    assert!(close(c1.sampled, 30.0) && close(c1.perfect, 30.0));
    assert_eq!(c1.edges, 2);
    let c0 = &rows[1];
    assert!(close(c0.causes.over_sampled, 10.0));
    assert!(close(c0.causes.under_sampled, 10.0));
    assert!(close(c0.sampled, 70.0) && close(c0.perfect, 70.0));
}

#[test]
fn expected_samples_follow_the_perfect_share() {
    // 200 samples in all; an edge with 1% of the perfect weight expects 2.
    let perfect = dcg(&[(0, 1, 1, 99), (0, 2, 2, 1)]);
    let sampled = dcg(&[(0, 1, 1, 200)]);
    let d = Diagnosis::new(&sampled, &perfect);
    assert_eq!(d.total_samples, 200);
    let rare = find(&d, 0, 2, 2);
    assert!(close(rare.expected_samples, 2.0));
    assert_eq!(rare.samples, 0);
    assert!(close(find(&d, 0, 1, 1).expected_samples, 198.0));
}

#[test]
fn by_sample_count_separates_rare_edges_from_frequent_ones() {
    // 100 samples. Edges expecting 0.5 and 2 samples are never sampled
    // (noise); the edge expecting 47.5 is under-sampled by 20 points (bias).
    let perfect = dcg(&[
        (0, 1, 1, 1000),
        (0, 2, 2, 950),
        (0, 3, 3, 10),
        (0, 4, 4, 40),
    ]);
    let sampled = dcg(&[(0, 1, 1, 72), (0, 2, 2, 28)]);
    let d = Diagnosis::new(&sampled, &perfect);
    let rows = d.by_sample_count();
    let bucket = |lo: f64| rows.iter().find(|r| r.lo == lo).expect("bucket");
    let b0 = bucket(0.0); // [0, 1): the 0.5-sample edge
    assert_eq!(b0.edges, 1);
    assert!(close(b0.never_sampled, 0.5));
    let b1 = bucket(1.0); // [1, 4): the 2-sample edge
    assert!(close(b1.never_sampled, 2.0));
    let b16 = bucket(16.0); // [16, 64): both large edges
    assert_eq!(b16.edges, 2);
    assert!(close(b16.under_sampled, 47.5 - 28.0));
    assert!(close(b16.over_sampled, 72.0 - 50.0));
    let total: f64 = rows.iter().map(|r| r.never_sampled + r.under_sampled).sum();
    assert!(close(total, d.causes.missing_from_perfect()));
}

#[test]
fn window_positions_show_a_biased_first_sample() {
    // Windows of 3 samples: every first sample lands on site 10 (a tick
    // placed right before it); positions 1 and 2 are 50/50 like the truth.
    let perfect = dcg(&[(0, 10, 1, 500), (0, 20, 1, 500)]);
    let mut sampled = dcg(&[]);
    let (a, b) = (
        CallEdge {
            caller: 0,
            bci: 10,
            callee: 1,
        },
        CallEdge {
            caller: 0,
            bci: 20,
            callee: 1,
        },
    );
    for _ in 0..10 {
        sampled.record_at(a, 1.0, 0);
        sampled.record_at(a, 1.0, 1);
        sampled.record_at(b, 1.0, 1);
        sampled.record_at(a, 1.0, 2);
        sampled.record_at(b, 1.0, 2);
    }
    let d = Diagnosis::new(&sampled, &perfect);
    assert_eq!(d.positions.len(), 3);
    assert_eq!(d.positions[0].samples, 10);
    assert!(close(d.positions[0].overlap, 50.0));
    assert!(close(d.positions[1].overlap, 100.0));
    assert!(close(d.positions[2].overlap, 100.0));
    // 30 of 50 samples on site 10: 60/40 overall.
    assert!(close(d.overlap, 90.0));
}

#[test]
fn files_without_positions_have_no_position_rows() {
    let perfect = dcg(&[(0, 10, 1, 5)]);
    let d = Diagnosis::new(&dcg(&[(0, 10, 1, 5)]), &perfect);
    assert!(d.positions.is_empty());
}

#[test]
fn exact_callee_totals_recover_what_is_about_which_method_runs() {
    // Truth: m1 called 300 times from two sites 2:1, m2 called 100 times.
    let perfect = dcg(&[(0, 10, 1, 200), (0, 20, 1, 100), (0, 30, 2, 100)]);
    // Sampled: m2 over-sampled (bias about which method), m1's sites right.
    let sampled = dcg(&[(0, 10, 1, 40), (0, 20, 1, 20), (0, 30, 2, 40)]);
    let d = Diagnosis::new(&sampled, &perfect);
    // 40/20/40 against 50/25/25: overlap 40 + 20 + 25 = 85.
    assert!(close(d.overlap, 85.0));
    // Rescaled callee totals give the truth exactly.
    assert!(close(d.exact_callee_totals, 100.0));
    // A split wrong between the sites of one callee stays wrong.
    let sampled = dcg(&[(0, 10, 1, 30), (0, 20, 1, 30), (0, 30, 2, 20)]);
    let d = Diagnosis::new(&sampled, &perfect);
    // m1 rescaled to 75 split 37.5/37.5 against 50/25: overlap 37.5 + 25 + 25.
    assert!(close(d.exact_callee_totals, 87.5));
}

#[test]
fn tiers_and_first_skips_split_the_samples_by_where_they_were_taken() {
    use crate::sample_place::{CallerTier, SamplePlace};
    let perfect = dcg(&[(0, 10, 1, 500), (0, 20, 1, 500)]);
    let mut sampled = dcg(&[]);
    let a = CallEdge {
        caller: 0,
        bci: 10,
        callee: 1,
    };
    let b = CallEdge {
        caller: 0,
        bci: 20,
        callee: 1,
    };
    let place = |first_skip, caller_tier| SamplePlace {
        position: 0,
        first_skip,
        caller_tier,
    };
    // Optimized callers: 3 samples of a, 1 of b (a over-sampled); baseline
    // callers: 1 and 1. First skip 1 sees only a; first skip 2 a and b alike.
    for _ in 0..10 {
        sampled.record_placed(a, 1.0, place(1, CallerTier::Optimized));
        sampled.record_placed(a, 1.0, place(1, CallerTier::Optimized));
        sampled.record_placed(a, 1.0, place(2, CallerTier::Optimized));
        sampled.record_placed(b, 1.0, place(2, CallerTier::Optimized));
        sampled.record_placed(a, 1.0, place(2, CallerTier::Baseline));
        sampled.record_placed(b, 1.0, place(2, CallerTier::Baseline));
    }
    let d = Diagnosis::new(&sampled, &perfect);
    // a 40/60 of the weight... 4 of 6 samples: 66.67 against 50.
    assert!(close(d.overlap, 100.0 - 50.0 / 3.0));
    let skips: Vec<_> = d
        .first_skips
        .iter()
        .map(|r| (r.position, r.samples))
        .collect();
    assert_eq!(skips, [(1, 20), (2, 40)]);
    assert!(close(d.first_skips[0].overlap, 50.0));
    assert!(close(d.first_skips[1].overlap, 100.0));
    let opt = d
        .tiers
        .iter()
        .find(|r| r.tier == CallerTier::Optimized)
        .unwrap();
    let base = d
        .tiers
        .iter()
        .find(|r| r.tier == CallerTier::Baseline)
        .unwrap();
    assert_eq!((opt.samples, base.samples), (40, 20));
    // a is over-sampled by 16.67 points: 3/4 of a's samples are optimized.
    assert!(close(opt.over_sampled, 50.0 / 3.0 * 0.75));
    assert!(close(base.over_sampled, 50.0 / 3.0 * 0.25));
    // b is under-sampled by 16.67: half of b's samples are optimized.
    assert!(close(opt.under_sampled + base.under_sampled, 50.0 / 3.0));
    assert!(close(opt.sampled + base.sampled, 100.0));
}
