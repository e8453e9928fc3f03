//! Check reduction (Hirzel-Chilimbi 2001 §4, Figure 6): fewer checks, with
//! every unbounded execution still passing one.
//!
//! ```text
//!  call graph (exact callees, or "has an inexact call") ──entry_checks──▶ which methods keep an entry check
//!  CFG + per block (calls?, events) ──k_boring──▶ backedges without a check, blocks without instrumentation
//! ```
//!
//! * **Recursion** (§4.1, equation 3). Loops have backedge checks, so an
//!   unbounded execution without a check must recurse: every cycle of the
//!   call graph needs a checked method. In a JIT with dynamic loading the
//!   whole call graph is never known, so [`entry_checks`] works on what is
//!   fixed once loaded: a method's *exact* calls (`invokestatic`,
//!   `invokespecial`: the target never changes). A method with any other
//!   call (virtual or interface dispatch, `invokedynamic`, native code, a
//!   call the compiler could not resolve) keeps its check: it plays the
//!   paper's `addr_taken`, but on the caller's side, so any cycle through an
//!   inexact edge is cut at its caller, whatever classes are loaded later.
//!   Cycles of exact calls only are cut inside each strongly connected
//!   component by the targets of the back edges of a depth-first search
//!   from the component's first node in a canonical order (the node order
//!   given): every directed cycle holds a back edge of any DFS, and the
//!   choice does not depend on which member is compiled first. This replaces
//!   the paper's "recursion from below" tie-break (distance from the roots),
//!   which needs the roots of a whole-program call graph. Leaves (no calls)
//!   never get a check.
//! * **k-boring loops** (§4.2): a loop with no calls and at most `k`
//!   profiling events (instrumentation operations, counted statically over
//!   the loop body) gets no check on its backedges and no instrumentation in
//!   either copy. The paper's hypothesis is that such loops hold nothing
//!   worth profiling; time spent in them is unchecked, but it is never spent
//!   in instrumented code. Loops whose body contains a root (irreducible
//!   flow, an exception handler) are never boring.

use super::partial_dup::Cfg;

/// `--instr-check-reduction`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CheckReduction {
    /// A check on every method entry and backedge.
    #[default]
    None,
    /// Entry checks only on methods that cut every recursion cycle.
    Recursion,
    /// No checks and no instrumentation in k-boring loops.
    KBoring,
    /// Both.
    All,
}

impl CheckReduction {
    pub fn parse(s: &str) -> Result<CheckReduction, String> {
        Ok(match s {
            "none" => CheckReduction::None,
            "recursion" => CheckReduction::Recursion,
            "k-boring" => CheckReduction::KBoring,
            "all" => CheckReduction::All,
            _ => {
                return Err(format!(
                    "--instr-check-reduction={s}: expected none, recursion, k-boring or all"
                ))
            }
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            CheckReduction::None => "none",
            CheckReduction::Recursion => "recursion",
            CheckReduction::KBoring => "k-boring",
            CheckReduction::All => "all",
        }
    }

    pub fn recursion(self) -> bool {
        matches!(self, CheckReduction::Recursion | CheckReduction::All)
    }

    pub fn k_boring(self) -> bool {
        matches!(self, CheckReduction::KBoring | CheckReduction::All)
    }
}

/// Which methods keep an entry check. `callees[m]` is `Some(exact callees)`
/// when every call of `m` has a fixed target, `None` when `m` has an
/// inexact call. Node order is the canonical order (the compiler sorts by
/// method name), which decides where a cycle is cut.
pub fn entry_checks(callees: &[Option<Vec<usize>>]) -> Vec<bool> {
    let n = callees.len();
    let mut check: Vec<bool> = callees.iter().map(Option::is_none).collect();
    // The graph of exact calls between methods with exact calls only.
    let succ: Vec<Vec<usize>> = callees
        .iter()
        .map(|c| {
            let mut s: Vec<usize> = c
                .iter()
                .flatten()
                .copied()
                .filter(|&v| v < n && callees[v].is_some())
                .collect();
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    let component = strongly_connected(&succ);
    let mut seen = vec![false; n];
    for start in 0..n {
        if callees[start].is_none() || seen[start] {
            continue;
        }
        let c = component[start];
        let members: Vec<usize> = (0..n).filter(|&v| component[v] == c).collect();
        for &m in &members {
            seen[m] = true;
        }
        let cyclic = members.len() > 1 || succ[start].contains(&start);
        if !cyclic {
            continue;
        }
        // DFS from the component's first node (start: nodes are visited in
        // order), inside the component; back-edge targets get the check.
        let mut on_stack = vec![false; n];
        let mut visited = vec![false; n];
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        visited[start] = true;
        on_stack[start] = true;
        while let Some(&mut (u, ref mut next)) = stack.last_mut() {
            if let Some(&v) = succ[u].get(*next) {
                *next += 1;
                if component[v] != c {
                    continue;
                }
                if on_stack[v] {
                    check[v] = true;
                } else if !visited[v] {
                    visited[v] = true;
                    on_stack[v] = true;
                    stack.push((v, 0));
                }
            } else {
                on_stack[u] = false;
                stack.pop();
            }
        }
    }
    check
}

/// Tarjan's strongly connected components (iterative): a component number per node.
fn strongly_connected(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    const NONE: usize = usize::MAX;
    let mut index = vec![NONE; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut component = vec![NONE; n];
    let mut next_index = 0;
    let mut next_component = 0;
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next_index;
        low[root] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&(u, i)) = work.last() {
            if let Some(&v) = succ[u].get(i) {
                work.last_mut().expect("non-empty").1 += 1;
                if index[v] == NONE {
                    index[v] = next_index;
                    low[v] = next_index;
                    next_index += 1;
                    stack.push(v);
                    on_stack[v] = true;
                    work.push((v, 0));
                } else if on_stack[v] {
                    low[u] = low[u].min(index[v]);
                }
            } else {
                work.pop();
                if let Some(&(parent, _)) = work.last() {
                    low[parent] = low[parent].min(low[u]);
                }
                if low[u] == index[u] {
                    while let Some(w) = stack.pop() {
                        on_stack[w] = false;
                        component[w] = next_component;
                        if w == u {
                            break;
                        }
                    }
                    next_component += 1;
                }
            }
        }
    }
    component
}

/// What a CFG node holds, for k-boring detection.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockEvents {
    /// A call (or anything that can run unbounded code: `athrow`).
    pub calls: bool,
    /// Profiling events: instrumentation operations in the block.
    pub events: u32,
}

/// The k-boring loops of a CFG (§4.2).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoringLoops {
    /// Loop headers whose backedges carry no check.
    pub boring_header: Vec<bool>,
    /// Blocks inside a k-boring loop: not instrumented in either copy.
    pub boring_block: Vec<bool>,
}

impl BoringLoops {
    /// Whether the backedge `from -> to` (`to <= from`) goes without a check.
    pub fn unchecked_backedge(&self, from: usize, to: usize) -> bool {
        to <= from && self.boring_header.get(to).copied().unwrap_or(false)
    }
}

/// Finds the k-boring loops: for each header `h` (target of a backedge
/// `u -> h`, `h <= u` in code order), the loop body is `h` and every node
/// that reaches a backedge source without passing `h`. The loop is
/// k-boring when no body node calls and the body's events sum to at most `k`.
pub fn k_boring(cfg: &Cfg, blocks: &[BlockEvents], k: u32) -> BoringLoops {
    let n = cfg.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut latches: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (u, succ) in cfg.successors.iter().enumerate() {
        for &v in succ {
            if v < n {
                preds[v].push(u);
                if v <= u {
                    latches[v].push(u);
                }
            }
        }
    }
    let mut out = BoringLoops {
        boring_header: vec![false; n],
        boring_block: vec![false; n],
    };
    for h in 0..n {
        if latches[h].is_empty() {
            continue;
        }
        let mut body = vec![false; n];
        body[h] = true;
        let mut work: Vec<usize> = latches[h].clone();
        while let Some(u) = work.pop() {
            if body[u] {
                continue;
            }
            body[u] = true;
            work.extend(preds[u].iter().copied());
        }
        let members: Vec<usize> = (0..n).filter(|&v| body[v]).collect();
        let has_root = members.iter().any(|&v| v != h && cfg.roots.contains(&v));
        let calls = members
            .iter()
            .any(|&v| blocks.get(v).is_none_or(|b| b.calls));
        let events: u64 = members
            .iter()
            .map(|&v| blocks.get(v).map_or(0, |b| b.events as u64))
            .sum();
        if !has_root && !calls && events <= k as u64 {
            out.boring_header[h] = true;
            for v in members {
                out.boring_block[v] = true;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Whether the graph restricted to unchecked nodes has a cycle (an
    /// inexact node may call anything, so it must be checked itself).
    fn unchecked_cycle(callees: &[Option<Vec<usize>>], check: &[bool]) -> bool {
        let n = callees.len();
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|u| match (&callees[u], check[u]) {
                (Some(c), false) => c.iter().copied().filter(|&v| !check[v]).collect(),
                _ => Vec::new(),
            })
            .collect();
        // Kahn: acyclic iff every node can be removed.
        let mut indegree = vec![0; n];
        for s in &succ {
            for &v in s {
                indegree[v] += 1;
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut removed = 0;
        while let Some(u) = ready.pop() {
            removed += 1;
            for &v in &succ[u] {
                indegree[v] -= 1;
                if indegree[v] == 0 {
                    ready.push(v);
                }
            }
        }
        removed != n
    }

    fn random_graph(rng: &mut ChaCha8Rng) -> Vec<Option<Vec<usize>>> {
        let n = rng.gen_range(1..14);
        let inexact = rng.gen_range(0.0..0.4);
        let density = rng.gen_range(0.0..0.4);
        (0..n)
            .map(|_| {
                if rng.gen_bool(inexact) {
                    None
                } else {
                    Some((0..n).filter(|_| rng.gen_bool(density)).collect())
                }
            })
            .collect()
    }

    #[test]
    fn every_call_graph_cycle_contains_a_checked_method_on_random_graphs() {
        let mut rng = ChaCha8Rng::seed_from_u64(14);
        for _ in 0..5000 {
            let g = random_graph(&mut rng);
            let check = entry_checks(&g);
            assert!(!unchecked_cycle(&g, &check), "{g:?} -> {check:?}");
            for (v, c) in g.iter().enumerate() {
                if c.is_none() {
                    assert!(check[v], "a method with an inexact call keeps its check");
                }
                if c.as_ref().is_some_and(Vec::is_empty) {
                    assert!(!check[v], "a leaf never needs a check");
                }
            }
        }
    }

    #[test]
    fn the_cut_does_not_depend_on_which_method_of_a_cycle_is_compiled_first() {
        // The compiler sees only the part of the graph reachable from the
        // method it compiles; its answer for that method must be the
        // whole graph's.
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        for _ in 0..2000 {
            let g = random_graph(&mut rng);
            let whole = entry_checks(&g);
            for m in 0..g.len() {
                let mut reach = vec![false; g.len()];
                let mut work = vec![m];
                while let Some(u) = work.pop() {
                    if std::mem::replace(&mut reach[u], true) {
                        continue;
                    }
                    if let Some(c) = &g[u] {
                        work.extend(c.iter().copied());
                    }
                }
                let kept: Vec<usize> = (0..g.len()).filter(|&v| reach[v]).collect();
                let renumber = |v: usize| kept.iter().position(|&k| k == v).unwrap();
                let local: Vec<Option<Vec<usize>>> = kept
                    .iter()
                    .map(|&v| {
                        g[v].as_ref()
                            .map(|c| c.iter().map(|&w| renumber(w)).collect())
                    })
                    .collect();
                assert_eq!(
                    entry_checks(&local)[renumber(m)],
                    whole[m],
                    "{g:?} from {m}"
                );
            }
        }
    }

    #[test]
    fn figure_5_one_check_cuts_the_check_match_substitute_cycle() {
        // Hirzel-Chilimbi Figure 5, all calls exact, main omitted (a root
        // calls from outside): check(0) -> match(1) -> substitute(2) -> check(0),
        // substitute -> delete_digram(3), a leaf.
        let g = vec![Some(vec![1]), Some(vec![2]), Some(vec![0, 3]), Some(vec![])];
        let check = entry_checks(&g);
        assert_eq!(check, vec![true, false, false, false]);
    }

    #[test]
    fn self_recursion_is_checked_and_a_chain_is_not() {
        let g = vec![Some(vec![0, 1]), Some(vec![2]), Some(vec![])];
        assert_eq!(entry_checks(&g), vec![true, false, false]);
    }

    fn cfg(successors: Vec<Vec<usize>>) -> Cfg {
        Cfg {
            successors,
            roots: vec![0],
        }
    }

    fn ev(calls: bool, events: u32) -> BlockEvents {
        BlockEvents { calls, events }
    }

    #[test]
    fn a_loop_without_calls_and_few_events_is_k_boring() {
        // 0 -> 1 (header) -> 2 -> 1, 1 -> 3 (exit)
        let g = cfg(vec![vec![1], vec![2, 3], vec![1], vec![]]);
        let blocks = [ev(false, 5), ev(false, 1), ev(false, 3), ev(true, 9)];
        let b = k_boring(&g, &blocks, 4);
        assert_eq!(b.boring_header, vec![false, true, false, false]);
        assert_eq!(b.boring_block, vec![false, true, true, false]);
        assert!(b.unchecked_backedge(2, 1));
        assert!(!b.unchecked_backedge(1, 3));
        // k = 3 is one event short.
        let b = k_boring(&g, &blocks, 3);
        assert_eq!(b.boring_header, vec![false; 4]);
    }

    #[test]
    fn a_loop_with_a_call_is_never_boring() {
        let g = cfg(vec![vec![1], vec![2, 3], vec![1], vec![]]);
        let blocks = [ev(false, 0), ev(false, 0), ev(true, 0), ev(false, 0)];
        assert_eq!(k_boring(&g, &blocks, 100).boring_header, vec![false; 4]);
    }

    #[test]
    fn an_inner_loop_can_be_boring_inside_an_outer_loop_that_is_not() {
        // 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> 2; 2 -> 4 -> 1 (outer latch, calls); 1 -> 5
        let g = cfg(vec![
            vec![1],
            vec![2, 5],
            vec![3, 4],
            vec![2],
            vec![1],
            vec![],
        ]);
        let blocks = [
            ev(false, 0),
            ev(false, 0),
            ev(false, 1),
            ev(false, 2),
            ev(true, 0),
            ev(false, 0),
        ];
        let b = k_boring(&g, &blocks, 4);
        assert_eq!(
            b.boring_header,
            vec![false, false, true, false, false, false]
        );
        assert_eq!(b.boring_block, vec![false, false, true, true, false, false]);
    }

    #[test]
    fn a_loop_holding_an_exception_handler_is_not_boring() {
        // 0 -> 1 -> 2 -> 1, handler 2 is a root.
        let g = Cfg {
            successors: vec![vec![1], vec![2], vec![1]],
            roots: vec![0, 2],
        };
        let blocks = [ev(false, 0); 3];
        assert_eq!(k_boring(&g, &blocks, 4).boring_header, vec![false; 3]);
    }

    #[test]
    fn a_self_loop_block_is_its_own_loop() {
        let g = cfg(vec![vec![1], vec![1, 2], vec![]]);
        let blocks = [ev(false, 0), ev(false, 4), ev(false, 0)];
        let b = k_boring(&g, &blocks, 4);
        assert_eq!(b.boring_block, vec![false, true, false]);
    }
}
