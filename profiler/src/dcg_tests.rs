//! Tests of the DCG, its file format and its Graphviz form.

use super::*;

fn edge(caller: MethodId, bci: u32, callee: MethodId) -> CallEdge {
    CallEdge {
        caller,
        bci,
        callee,
    }
}

fn sample_dcg() -> Dcg {
    let mut d = Dcg::new();
    d.set_method_name(0, "Main.main([Ljava/lang/String;)V");
    d.set_method_name(1, "Main.call_1()V");
    d.set_method_name(2, "pkg/Util.call_2(I)I");
    for _ in 0..3 {
        d.record(edge(0, 12, 1), 2.0);
    }
    d.record(edge(0, 17, 2), 1.5);
    d.record(edge(2, 4, 1), 0.5);
    d.config = RunConfig {
        sampler: "cbs".into(),
        samples_per_tick: 16,
        stride: 3,
        cbs_start: "random".into(),
        cbs_stride: "fixed".into(),
        cbs_first_skip: "stride".into(),
        backedge_samples: "off".into(),
        cbs_count: "boundaries".into(),
        weight: "density+latency".into(),
        latency_to: "first-yieldpoint".into(),
        timer_ms: 4.0,
        seed: Some(42),
        call_counter: "soft".into(),
        missed_ticks: "drop".into(),
        callee_totals: "off".into(),
        ticks_missed: 7,
        tier: "baseline".into(),
        program: "Main".into(),
        arguments: vec!["10".into(), "x y".into()],
        run_time_ms: 123.5,
        ticks: 30,
        edge_samples: 5,
        method_samples: 30,
        latency_median_cycles: 2_000,
        latency_max_cycles: 900_000,
    };
    d
}

#[test]
fn record_sums_weights_and_counts_samples() {
    let d = sample_dcg();
    assert_eq!(
        d.edge(edge(0, 12, 1)),
        Some(EdgeStats {
            weight: 6.0,
            samples: 3
        })
    );
    assert_eq!(d.len(), 3);
    assert_eq!(d.total_weight(), 8.0);
    assert_eq!(d.total_samples(), 5);
}

#[test]
fn dcg_json_round_trip_keeps_edges_names_and_config() {
    let d = sample_dcg();
    let text = d.to_json();
    assert!(text.contains(DCG_FORMAT));
    let back = Dcg::from_json(&text, "mem").unwrap();
    assert_eq!(back, d);
}

#[test]
fn method_samples_round_trip_and_other_formats_are_refused() {
    let mut d = sample_dcg();
    d.record_method_sample(1);
    d.record_method_sample(1);
    let back = Dcg::from_json(&d.to_json(), "mem").unwrap();
    assert_eq!(back.method_samples(1), 2);
    assert_eq!(back, d);
    let other = d.to_json().replace(DCG_FORMAT, "rvm-dcg-0");
    let e = Dcg::from_json(&other, "old.json").unwrap_err().to_string();
    assert!(e.contains("old.json") && e.contains("rvm-dcg-0"), "{e}");
}

#[test]
fn dcg_file_round_trip() {
    let d = sample_dcg();
    let path = std::env::temp_dir().join(format!("rvm-dcg-test-{}.json", std::process::id()));
    d.write(&path).unwrap();
    let back = Dcg::read(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(back, d);
}

#[test]
fn reading_a_bad_file_names_it() {
    let e = Dcg::from_json("{\"edges\": 3}", "cbs.json")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("cbs.json: not a DCG file"), "{e}");
    let e = Dcg::read(Path::new("/nonexistent/dcg.json"))
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("/nonexistent/dcg.json: "), "{e}");
}

#[test]
fn top_lists_hottest_edges_with_their_share() {
    let top = sample_dcg().top(2);
    assert_eq!(top.len(), 2);
    assert_eq!(top[0].edge, edge(0, 12, 1));
    assert_eq!(top[0].share, 75.0);
    assert_eq!(top[1].edge, edge(0, 17, 2));
    assert_eq!(top[1].share, 18.75);
}

#[test]
fn dot_output_contains_each_edge() {
    let d = sample_dcg();
    let dot = d.to_dot();
    assert!(dot.starts_with("digraph dcg {"));
    assert!(dot.contains("m0 -> m1 [label=\"@12 75.0%\""), "{dot}");
    assert!(dot.contains("m0 -> m2 [label=\"@17 18.8%\""), "{dot}");
    assert!(dot.contains("m2 -> m1 [label=\"@4 6.2%\""), "{dot}");
    assert!(dot.contains("m2 [label=\"pkg/Util.call_2(I)I\"]"), "{dot}");
    assert_eq!(dot.matches(" -> ").count(), d.len());
}

#[test]
fn named_weights_merge_ids_with_the_same_name() {
    let mut d = Dcg::new();
    d.set_method_name(0, "A.a()V");
    d.set_method_name(1, "B.b()V");
    d.record(edge(0, 1, 1), 1.0);
    d.record(edge(0, 1, 7), 2.0); // 7 has no name: "#7"
    let named = d.named_weights();
    let key = NamedEdge {
        caller: "A.a()V".into(),
        bci: 1,
        callee: "#7".into(),
    };
    assert_eq!(named[&key], 2.0);
    assert_eq!(named.len(), 2);
}

#[test]
fn merge_adds_weights_and_samples() {
    let mut a = sample_dcg();
    a.merge(&sample_dcg());
    assert_eq!(
        a.edge(edge(0, 12, 1)),
        Some(EdgeStats {
            weight: 12.0,
            samples: 6
        })
    );
}

#[test]
fn window_positions_survive_the_json_file_and_merging() {
    let mut d = Dcg::new();
    d.set_method_name(0, "A.main()V");
    d.set_method_name(1, "A.f()V");
    let e = edge(0, 3, 1);
    d.record_at(e, 1.0, 0);
    d.record_at(e, 1.0, 2);
    d.record_at(e, 1.0, 2);
    d.record_at(e, 1.0, 500); // beyond the last kept position
    assert_eq!(d.edge(e).unwrap().samples, 4);
    let back = Dcg::from_json(&d.to_json(), "test").unwrap();
    assert_eq!(back, d);
    let counts = back.position_counts(e);
    assert_eq!(counts.len(), MAX_WINDOW_POSITIONS);
    assert_eq!((counts[0], counts[1], counts[2]), (1, 0, 2));
    assert_eq!(counts[MAX_WINDOW_POSITIONS - 1], 1);
    let mut merged = back.clone();
    merged.merge(&d);
    assert_eq!(merged.position_counts(e)[2], 4);
    // An exhaustive-style record keeps the file as it was: no by_position.
    let mut plain = Dcg::new();
    plain.record(e, 1.0);
    assert!(!plain.to_json().contains("by_position"));
}

#[test]
fn callee_totals_rescale_each_callee_and_keep_its_caller_split() {
    let mut d = Dcg::new();
    // Callee 5: two callers, sampled 3:1 with weight 4 in all; counted 100.
    d.record(edge(0, 1, 5), 3.0);
    d.record(edge(1, 2, 5), 1.0);
    // Callee 6: sampled weight 4, counted 20 (over-sampled against 5).
    d.record(edge(0, 3, 6), 4.0);
    // Callee 7 (a native, say): no count, weight 2.
    d.record(edge(0, 4, 7), 2.0);
    let counts: HashMap<MethodId, u64> = [(5, 100), (6, 20)].into_iter().collect();
    assert_eq!(d.rescale_callee_totals(&counts), 2);
    assert!((d.edge(edge(0, 1, 5)).unwrap().weight - 75.0).abs() < 1e-9);
    assert!((d.edge(edge(1, 2, 5)).unwrap().weight - 25.0).abs() < 1e-9);
    assert!((d.edge(edge(0, 3, 6)).unwrap().weight - 20.0).abs() < 1e-9);
    // Mean factor of the counted callees: 120 calls over weight 8 = 15.
    assert!((d.edge(edge(0, 4, 7)).unwrap().weight - 30.0).abs() < 1e-9);
    // Samples are untouched.
    assert_eq!(d.edge(edge(0, 1, 5)).unwrap().samples, 1);
}

#[test]
fn callee_totals_without_any_count_change_nothing() {
    let mut d = Dcg::new();
    d.record(edge(0, 1, 5), 3.0);
    let before = d.clone();
    assert_eq!(d.rescale_callee_totals(&HashMap::new()), 0);
    let zero: HashMap<MethodId, u64> = [(5, 0)].into_iter().collect();
    assert_eq!(d.rescale_callee_totals(&zero), 0);
    assert_eq!(d, before);
}
