//! Properties of path numbering on hand-made and random CFGs.

use super::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Every ENTRY -> EXIT path of the DAG as (its edges, the sum of their values).
fn all_paths(dag: &PathDag) -> Vec<(Vec<PathEdge>, u64)> {
    fn walk(
        dag: &PathDag,
        v: usize,
        edges: &mut Vec<PathEdge>,
        sum: u64,
        out: &mut Vec<(Vec<PathEdge>, u64)>,
    ) {
        if v == EXIT {
            out.push((edges.clone(), sum));
            return;
        }
        for &e in &dag.succ[v] {
            let (_, w, what) = dag.edges[e];
            edges.push(what);
            walk(dag, w, edges, sum + dag.val[e], out);
            edges.pop();
        }
    }
    let mut out = Vec::new();
    walk(dag, ENTRY, &mut Vec::new(), 0, &mut out);
    out
}

/// A random reducible-ish CFG: forward edges between random nodes, a few back
/// edges whose targets become headers, node 0 the root, some exits.
fn random_cfg(rng: &mut ChaCha8Rng, n: u32) -> Cfg {
    let mut cfg = Cfg {
        nodes: n,
        roots: vec![0],
        ..Cfg::default()
    };
    for u in 0..n {
        let fanout = rng.gen_range(0..=3);
        for _ in 0..fanout {
            if u + 1 < n {
                let v = rng.gen_range(u + 1..n);
                cfg.edges.push((u, v));
            }
        }
        if rng.gen_bool(0.15) && u > 0 {
            let h = rng.gen_range(0..=u);
            cfg.edges.push((u, h));
            cfg.headers.push(h);
        }
        if rng.gen_bool(0.2) {
            cfg.exits.push(u);
        }
    }
    cfg
}

fn smart_freq(seed: u64) -> impl Fn(PathEdge) -> u64 {
    move |e: PathEdge| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (seed, e).hash(&mut h);
        h.finish() % 1000
    }
}

#[test]
fn every_path_gets_a_unique_number_below_n_on_random_dags() {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    for round in 0..300 {
        let n = rng.gen_range(1..14);
        let cfg = random_cfg(&mut rng, n);
        let freq = smart_freq(round);
        for smart in [false, true] {
            let numbering = if smart {
                Numbering::Smart(&freq)
            } else {
                Numbering::BallLarus
            };
            let dag = PathDag::build(&cfg, numbering, u64::MAX).unwrap();
            let paths = all_paths(&dag);
            assert_eq!(paths.len() as u64, dag.path_count(), "{cfg:?}");
            let mut numbers: Vec<u64> = paths.iter().map(|p| p.1).collect();
            numbers.sort_unstable();
            let expected: Vec<u64> = (0..dag.path_count()).collect();
            assert_eq!(numbers, expected, "numbers are exactly [0, N): {cfg:?}");
            for (edges, number) in &paths {
                assert_eq!(dag.reconstruct(*number).as_ref(), Some(edges));
            }
            assert_eq!(dag.reconstruct(dag.path_count()), None);
        }
    }
}

#[test]
fn smart_numbering_gives_the_hottest_outgoing_edge_zero() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for round in 0..300 {
        let n = rng.gen_range(2..14);
        let cfg = random_cfg(&mut rng, n);
        let freq = smart_freq(round);
        let dag = PathDag::build(&cfg, Numbering::Smart(&freq), u64::MAX).unwrap();
        for succ in &dag.succ {
            let Some(hottest) = succ.iter().map(|&e| freq(dag.edges[e].2)).max() else {
                continue;
            };
            let zero = succ.iter().find(|&&e| dag.val[e] == 0).unwrap();
            assert_eq!(freq(dag.edges[*zero].2), hottest, "{cfg:?}");
        }
    }
}

/// PEP Figure 3: a loop whose header splits; paths end at the header.
///
/// ```text
///   0 -> 1 (header) -> 2 -> 4 -> 1     0: entry, 4: latch, 3: exit
///                   \> 3 (exit)  2 -> 4, 1 -> 2 | 1 -> 3 ... (see edges)
/// ```
#[test]
fn a_loop_header_splits_paths_as_in_figure_3() {
    let cfg = Cfg {
        nodes: 5,
        edges: vec![(0, 1), (1, 2), (1, 3), (2, 4), (4, 1)],
        roots: vec![0],
        exits: vec![3],
        headers: vec![1],
    };
    let dag = PathDag::build(&cfg, Numbering::BallLarus, u64::MAX).unwrap();
    // Paths: 0-1(end at header); 1-2-4-1(end); 1-3(exit).
    assert_eq!(dag.path_count(), 3);
    let mut seen: Vec<(Vec<Node>, bool)> = (0..3).map(|p| dag.blocks(p).unwrap()).collect();
    seen.sort();
    assert_eq!(
        seen,
        vec![
            (vec![0, 1], true),
            (vec![1, 2, 4, 1], true),
            (vec![1, 3], false)
        ]
    );
}

#[test]
fn joins_are_nodes_that_several_edges_enter_except_header_ends_and_exit() {
    // 0 -> 1 | 2 -> 3 (a join) -> header 4 <- 5 (back edge); 4 -> 5 | 6 (exit).
    let cfg = Cfg {
        nodes: 7,
        edges: vec![
            (0, 1),
            (0, 2),
            (1, 3),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 4),
            (4, 6),
        ],
        roots: vec![0],
        exits: vec![6, 3],
        headers: vec![4],
    };
    let dag = PathDag::build(&cfg, Numbering::BallLarus, u64::MAX).unwrap();
    assert!(dag.enters_join(PathEdge::Edge(1, 3)));
    assert!(dag.enters_join(PathEdge::Edge(2, 3)));
    assert!(!dag.enters_join(PathEdge::Edge(0, 1)));
    // Two edges enter header 4, but each has its own end block.
    assert!(!dag.enters_join(PathEdge::Edge(3, 4)));
    assert!(!dag.enters_join(PathEdge::Edge(5, 4)));
    // 4's top half is entered by its start edge only.
    assert!(!dag.enters_join(PathEdge::Start(4)));
    assert!(!dag.enters_join(PathEdge::Exit(3)));
    assert!(!dag.enters_join(PathEdge::Edge(9, 9)));
}

#[test]
fn a_cycle_without_a_header_is_refused() {
    let cfg = Cfg {
        nodes: 2,
        edges: vec![(0, 1), (1, 0)],
        roots: vec![0],
        ..Cfg::default()
    };
    assert_eq!(
        PathDag::build(&cfg, Numbering::BallLarus, u64::MAX).unwrap_err(),
        NumberingError::Cycle
    );
}

/// k diamonds in a row have 2^k paths.
fn diamonds(k: u32) -> Cfg {
    let mut cfg = Cfg {
        nodes: 3 * k + 1,
        roots: vec![0],
        ..Cfg::default()
    };
    for i in 0..k {
        let (top, a, b, bottom) = (3 * i, 3 * i + 1, 3 * i + 2, 3 * i + 3);
        cfg.edges
            .extend([(top, a), (top, b), (a, bottom), (b, bottom)]);
    }
    cfg.exits.push(3 * k);
    cfg
}

#[test]
fn too_many_paths_are_cut_until_they_fit() {
    let cfg = diamonds(40);
    assert!(matches!(
        PathDag::build(&cfg, Numbering::BallLarus, u32::MAX as u64),
        Err(NumberingError::TooManyPaths { .. })
    ));
    for limit in [1000u64, 1 << 20, u32::MAX as u64] {
        let cuttable = vec![true; cfg.nodes as usize];
        let cuts = cuts_to_fit(&cfg, &cuttable, limit).unwrap();
        assert!(!cuts.is_empty());
        let mut cut = cfg.clone();
        cut.headers.extend(&cuts);
        let dag = PathDag::build(&cut, Numbering::BallLarus, limit).unwrap();
        assert!(dag.path_count() <= limit);
    }
    // Nothing may be cut: the fallback gives up.
    assert!(cuts_to_fit(&cfg, &vec![false; cfg.nodes as usize], 1000).is_err());
}
