//! Where the checking code and the duplicated code go on each control-flow
//! edge: Full-Duplication (Arnold-Ryder 2001 §2, Figure 2) and
//! Partial-Duplication (§3.1, Figures 4-5), on a CFG of plain node numbers.
//!
//! Nodes are numbered in code order (basic blocks by start bci), and an edge
//! `u -> v` with `v <= u` is a backedge, as in the optimizing compiler. The
//! duplicated-code DAG is the CFG without its backedges.
//!
//! ```text
//! top node:     not instrumented, and no DAG path from a root (the entry,
//!               or an exception handler) to it holds an instrumented node
//! bottom node:  not instrumented, and no instrumented node is reachable
//!               from it in the DAG
//! duplicated:   every node that is neither (Full-Duplication: every node)
//! ```
//!
//! Edges (see [`Plan::checking_edge`] and [`Plan::duplicated_edge`]):
//! * entries and backedges of the checking code get a check when their
//!   target is duplicated (a check that would branch to a top node is
//!   removed);
//! * an edge of the checking code from a top node to a duplicated node gets a
//!   check (the paper's "top-node to instrumented node" edge, generalized to
//!   any duplicated node: on a DAG path the top region is left once, so this
//!   is at most one check per entry or backedge and Property 1 holds);
//! * backedges of the duplicated code return to the checking code's check on
//!   that backedge (so with a check that always samples, execution stays in
//!   the duplicated code: interval 1 is the exhaustive profile);
//! * duplicated-code edges to a removed (bottom) node go to the checking code.
//!
//! The property tests below check, on random CFGs and random executions,
//! Property 1 (checks executed <= entries + backedges executed), that
//! Partial-Duplication executes no more checks than Full-Duplication, and
//! that with a check that always samples every instrumented node execution
//! runs in the duplicated code.

/// A control-flow graph: successors per node, and the roots (entry first,
/// then exception handlers, which are entered like method entries).
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    pub successors: Vec<Vec<usize>>,
    pub roots: Vec<usize>,
}

impl Cfg {
    pub fn len(&self) -> usize {
        self.successors.len()
    }

    pub fn is_empty(&self) -> bool {
        self.successors.is_empty()
    }
}

/// Where an edge leads in the transformed method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeTarget {
    /// Straight to the node in the checking code.
    Checking(usize),
    /// Straight to the node in the duplicated code.
    Duplicated(usize),
    /// Through a check, to the node in the duplicated code when the sample
    /// condition holds, else in the checking code.
    Check(usize),
}

/// Which nodes are instrumented, duplicated and top nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub instrumented: Vec<bool>,
    pub duplicated: Vec<bool>,
    pub top: Vec<bool>,
}

impl Plan {
    /// Full-Duplication: every node duplicated, no top nodes.
    pub fn full(instrumented: Vec<bool>) -> Plan {
        let n = instrumented.len();
        Plan {
            instrumented,
            duplicated: vec![true; n],
            top: vec![false; n],
        }
    }

    /// Partial-Duplication: top and bottom nodes removed from the duplicated code.
    pub fn partial(cfg: &Cfg, instrumented: Vec<bool>) -> Plan {
        let n = cfg.len();
        assert_eq!(instrumented.len(), n, "one flag per node");
        // DAG edges go from lower to higher numbers, so increasing order is a
        // topological order.
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (u, succ) in cfg.successors.iter().enumerate() {
            for &v in succ {
                if v > u && v < n {
                    preds[v].push(u);
                }
            }
        }
        // after_instrumentation[v]: some DAG path to v (v included) holds an
        // instrumented node. Roots start a path; every node is a possible
        // start only if reachable, and unreachable nodes do not matter.
        let mut after = vec![false; n];
        for v in 0..n {
            after[v] = instrumented[v] || preds[v].iter().any(|&p| after[p]);
        }
        let mut reaches = vec![false; n];
        for u in (0..n).rev() {
            reaches[u] = instrumented[u]
                || cfg.successors[u]
                    .iter()
                    .any(|&v| v > u && v < n && reaches[v]);
        }
        let top: Vec<bool> = after.iter().map(|&a| !a).collect();
        let duplicated = (0..n).map(|v| !top[v] && reaches[v]).collect();
        Plan {
            instrumented,
            duplicated,
            top,
        }
    }

    /// The edge `from -> to` in the checking code; `from` None is an entry
    /// (the method's, or an exception handler's).
    pub fn checking_edge(&self, from: Option<usize>, to: usize) -> EdgeTarget {
        if !self.duplicated[to] {
            return EdgeTarget::Checking(to);
        }
        match from {
            None => EdgeTarget::Check(to),
            Some(u) if to <= u => EdgeTarget::Check(to),
            Some(u) if self.top[u] => EdgeTarget::Check(to),
            Some(_) => EdgeTarget::Checking(to),
        }
    }

    /// The edge `from -> to` in the duplicated code.
    pub fn duplicated_edge(&self, from: usize, to: usize) -> EdgeTarget {
        match (to <= from, self.duplicated[to]) {
            (true, true) => EdgeTarget::Check(to),
            (false, true) => EdgeTarget::Duplicated(to),
            (_, false) => EdgeTarget::Checking(to),
        }
    }

    /// Number of duplicated nodes.
    pub fn duplicated_count(&self) -> usize {
        self.duplicated.iter().filter(|&&d| d).count()
    }
}

/// What an execution did in the transformed code (for tests and docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Execution {
    /// Entries plus backedges executed.
    pub entries_and_backedges: u64,
    pub checks: u64,
    /// Instrumented nodes executed in the duplicated code.
    pub instrumented_in_duplicated: u64,
    /// Instrumented nodes executed at all.
    pub instrumented_total: u64,
}

/// Runs `path` (a root, then a walk along CFG edges) through the
/// transformed code; `sample` decides each check.
pub fn execute(plan: &Plan, path: &[usize], mut sample: impl FnMut() -> bool) -> Execution {
    let mut e = Execution::default();
    let Some(&first) = path.first() else {
        return e;
    };
    let mut follow = |target: EdgeTarget, e: &mut Execution| -> (bool, usize) {
        match target {
            EdgeTarget::Checking(v) => (false, v),
            EdgeTarget::Duplicated(v) => (true, v),
            EdgeTarget::Check(v) => {
                e.checks += 1;
                (sample(), v)
            }
        }
    };
    e.entries_and_backedges += 1;
    let (mut in_dup, mut node) = follow(plan.checking_edge(None, first), &mut e);
    let visit = |in_dup: bool, node: usize, e: &mut Execution| {
        if plan.instrumented[node] {
            e.instrumented_total += 1;
            if in_dup {
                e.instrumented_in_duplicated += 1;
            }
        }
    };
    visit(in_dup, node, &mut e);
    for &next in &path[1..] {
        if next <= node {
            e.entries_and_backedges += 1;
        }
        let target = if in_dup {
            plan.duplicated_edge(node, next)
        } else {
            plan.checking_edge(Some(node), next)
        };
        (in_dup, node) = follow(target, &mut e);
        visit(in_dup, node, &mut e);
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_cfg(rng: &mut ChaCha8Rng) -> (Cfg, Vec<bool>) {
        let n = rng.gen_range(1..14);
        let successors = (0..n)
            .map(|_| {
                let k = rng.gen_range(0..3);
                (0..k).map(|_| rng.gen_range(0..n)).collect()
            })
            .collect();
        let mut roots = vec![0];
        if n > 2 && rng.gen_bool(0.3) {
            roots.push(rng.gen_range(1..n));
        }
        let instrumented = (0..n).map(|_| rng.gen_bool(0.3)).collect();
        (Cfg { successors, roots }, instrumented)
    }

    fn random_path(cfg: &Cfg, rng: &mut ChaCha8Rng) -> Vec<usize> {
        let mut node = cfg.roots[rng.gen_range(0..cfg.roots.len())];
        let mut path = vec![node];
        for _ in 0..rng.gen_range(0..60) {
            let succ = &cfg.successors[node];
            if succ.is_empty() {
                break;
            }
            node = succ[rng.gen_range(0..succ.len())];
            path.push(node);
        }
        path
    }

    #[test]
    fn partial_duplication_keeps_property_1_on_random_cfgs() {
        let mut rng = ChaCha8Rng::seed_from_u64(2001);
        for case in 0..3000 {
            let (cfg, instrumented) = random_cfg(&mut rng);
            let plan = Plan::partial(&cfg, instrumented);
            for _ in 0..10 {
                let path = random_path(&cfg, &mut rng);
                let interval = rng.gen_range(1..5u32);
                let mut counter = 0u32;
                let e = execute(&plan, &path, || {
                    counter += 1;
                    counter % interval == 0
                });
                assert!(
                    e.checks <= e.entries_and_backedges,
                    "case {case}: {cfg:?} {plan:?} path {path:?}: {e:?}"
                );
            }
        }
    }

    #[test]
    fn partial_duplication_executes_no_more_checks_than_full_duplication() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for case in 0..3000 {
            let (cfg, instrumented) = random_cfg(&mut rng);
            let partial = Plan::partial(&cfg, instrumented.clone());
            let full = Plan::full(instrumented);
            let path = random_path(&cfg, &mut rng);
            // Never sampling: both stay in the checking code throughout.
            let p = execute(&partial, &path, || false);
            let f = execute(&full, &path, || false);
            assert!(p.checks <= f.checks, "case {case}: {p:?} > {f:?}");
            assert_eq!(p.instrumented_in_duplicated, 0);
        }
    }

    #[test]
    fn sampling_every_check_runs_every_instrumented_node_in_duplicated_code() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for case in 0..3000 {
            let (cfg, instrumented) = random_cfg(&mut rng);
            for plan in [
                Plan::partial(&cfg, instrumented.clone()),
                Plan::full(instrumented.clone()),
            ] {
                let path = random_path(&cfg, &mut rng);
                let e = execute(&plan, &path, || true);
                assert_eq!(
                    e.instrumented_in_duplicated, e.instrumented_total,
                    "case {case}: {cfg:?} {plan:?} path {path:?}"
                );
            }
        }
    }

    #[test]
    fn figure_4_a_non_instrumented_node_between_instrumented_ones_stays_duplicated() {
        // 0 (instrumented) -> 1 -> 2 (instrumented): 1 is neither top nor bottom.
        let cfg = Cfg {
            successors: vec![vec![1], vec![2], vec![]],
            roots: vec![0],
        };
        let plan = Plan::partial(&cfg, vec![true, false, true]);
        assert_eq!(plan.duplicated, vec![true, true, true]);
    }

    #[test]
    fn figure_5_top_and_bottom_nodes_are_removed_and_the_top_exit_gets_a_check() {
        // 0 -> 1 -> 2 (instrumented) -> 3 -> 4, 3 -> 1 (backedge); 4 exits.
        let cfg = Cfg {
            successors: vec![vec![1], vec![2], vec![3], vec![1, 4], vec![]],
            roots: vec![0],
        };
        let plan = Plan::partial(&cfg, vec![false, false, true, false, false]);
        assert_eq!(plan.top, vec![true, true, false, false, false]);
        assert_eq!(plan.duplicated, vec![false, false, true, false, false]);
        // The entry check is removed (it would branch to a top node) ...
        assert_eq!(plan.checking_edge(None, 0), EdgeTarget::Checking(0));
        // ... and the edge leaving the top region gets one.
        assert_eq!(plan.checking_edge(Some(1), 2), EdgeTarget::Check(2));
        // The instrumented node's edge to a bottom node returns to checking code.
        assert_eq!(plan.duplicated_edge(2, 3), EdgeTarget::Checking(3));
        // The backedge targets a top node: no check there.
        assert_eq!(plan.checking_edge(Some(3), 1), EdgeTarget::Checking(1));
    }

    #[test]
    fn full_duplication_checks_entries_and_backedges_only() {
        let plan = Plan::full(vec![false, true, false]);
        assert_eq!(plan.checking_edge(None, 0), EdgeTarget::Check(0));
        assert_eq!(plan.checking_edge(Some(2), 1), EdgeTarget::Check(1));
        assert_eq!(plan.checking_edge(Some(0), 1), EdgeTarget::Checking(1));
        assert_eq!(plan.duplicated_edge(0, 1), EdgeTarget::Duplicated(1));
        assert_eq!(plan.duplicated_edge(2, 1), EdgeTarget::Check(1));
    }
}
