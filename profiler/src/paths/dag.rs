//! The P-DAG of a compiled method and its path numbering (PEP 2005 §3.2,
//! Figure 3; Ball-Larus numbering, Figure 2; smart numbering, §3.4 Figure 4).
//!
//! ```text
//!  Cfg (user nodes 0..n, edges, roots, exits, headers)
//!     │ split every header h into h.in (incoming edges, h.in -> EXIT)
//!     │ and h.out (ENTRY -> h.out, outgoing edges); ENTRY -> every root;
//!     │ every exit (and every node without successors) -> EXIT
//!     ▼
//!  P-DAG ──number(order)──▶ Val(e) on every edge, N paths; path numbers in [0, N)
//!     │                      (order: Ball-Larus = insertion order,
//!     │                       smart = decreasing frequency: the hottest edge gets 0)
//!     ▼
//!  reconstruct(p): ENTRY, then at each node the edge whose range [Val, Val + NumPaths(w))
//!                  holds what is left of p (Ball-Larus' greedy walk)
//! ```
//!
//! Paths end at loop headers, not at back edges (§3.2: Jikes RVM's
//! yieldpoints sit on headers, and so do PEP's samples), and at method exits.
//! In the compiled code the path register `r` is set on ENTRY edges (method
//! entry, an on-stack-replacement entry, an exception handler, the top of a
//! header), incremented by `Val(e)` on other edges, and read where a path ends.
//!
//! **Too many paths** (the register must hold every number; `limit`): the
//! fallback cuts more paths, the way Ball-Larus and PPP truncate at chosen
//! nodes: [`cuts_to_fit`] repeatedly picks the node with the most paths through
//! it (paths from ENTRY to it times paths from it to EXIT) and makes it a path
//! end like a header, until N fits or nothing helps (the caller then leaves the
//! method unprofiled).

use std::collections::{BTreeSet, HashMap};

/// A node of the caller's CFG (a basic block or a part of one).
pub type Node = u32;

/// The method's control-flow graph as the compiler saw it, in the caller's
/// node numbers `0..nodes`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cfg {
    pub nodes: u32,
    /// Control-flow edges (duplicates are merged).
    pub edges: Vec<(Node, Node)>,
    /// Where paths start without a predecessor: method entry, OSR entry, handlers.
    pub roots: Vec<Node>,
    /// Blocks that end the method (returns).
    pub exits: Vec<Node>,
    /// Loop headers (every cycle must pass through one) and fallback cuts.
    pub headers: Vec<Node>,
}

/// One end of a P-DAG edge in terms of the CFG: what the compiler instruments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PathEdge {
    /// ENTRY -> v: a path starts at `v` (a root, or the top half of a header): `r = Val`.
    Start(Node),
    /// u -> v, a real edge: `r += Val`.
    Edge(Node, Node),
    /// u -> EXIT: the method returns from `u`: `r += Val`, then the path ends.
    Exit(Node),
    /// header.in -> EXIT: a path ends on entering header `h`: `r += Val`, then
    /// the path ends (and the next one starts with `Start(h)`).
    HeaderEnd(Node),
}

const ENTRY: usize = 0;
const EXIT: usize = 1;

/// Why a CFG could not be numbered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberingError {
    /// A cycle that passes through no header.
    Cycle,
    /// More than `limit` paths.
    TooManyPaths { limit: u64 },
    /// A node number out of range.
    BadNode(Node),
}

impl std::fmt::Display for NumberingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumberingError::Cycle => f.write_str("a cycle without a loop header"),
            NumberingError::TooManyPaths { limit } => write!(f, "more than {limit} paths"),
            NumberingError::BadNode(n) => write!(f, "node {n} out of range"),
        }
    }
}

/// A P-DAG with its edge values.
#[derive(Clone, Debug)]
pub struct PathDag {
    /// Edges in insertion order: (from, to, what it is in the CFG).
    edges: Vec<(usize, usize, PathEdge)>,
    /// Outgoing edge indices of each DAG node, in numbering order.
    succ: Vec<Vec<usize>>,
    val: Vec<u64>,
    num_paths: Vec<u64>,
    index: HashMap<PathEdge, usize>,
    /// DAG node of the CFG node's top half (where its edges leave) and bottom
    /// half (where edges arrive); equal except for headers.
    out_of: Vec<usize>,
    in_of: Vec<usize>,
}

/// How to order each node's outgoing edges when numbering.
pub enum Numbering<'a> {
    /// Ball-Larus (Figure 2): in the order the edges were given.
    BallLarus,
    /// Smart numbering (Figure 4): in decreasing frequency, so the hottest
    /// outgoing edge of every node gets the value 0 (no instrumentation).
    Smart(&'a dyn Fn(PathEdge) -> u64),
}

impl PathDag {
    /// Builds the P-DAG of `cfg` and numbers its paths; fails when a cycle
    /// avoids every header or there are more than `limit` paths.
    pub fn build(cfg: &Cfg, numbering: Numbering, limit: u64) -> Result<PathDag, NumberingError> {
        let mut dag = PathDag::structure(cfg)?;
        dag.number(numbering, limit)?;
        Ok(dag)
    }

    fn add(&mut self, from: usize, to: usize, what: PathEdge) {
        if self.index.contains_key(&what) {
            return;
        }
        self.index.insert(what, self.edges.len());
        self.succ[from].push(self.edges.len());
        self.edges.push((from, to, what));
    }

    /// Nodes in topological order (ENTRY first), or a cycle error.
    fn topological(&self) -> Result<Vec<usize>, NumberingError> {
        let mut indegree = vec![0usize; self.succ.len()];
        for &(_, to, _) in &self.edges {
            indegree[to] += 1;
        }
        let mut ready: Vec<usize> = (0..self.succ.len()).filter(|&v| indegree[v] == 0).collect();
        ready.reverse();
        let mut order = Vec::with_capacity(self.succ.len());
        while let Some(v) = ready.pop() {
            order.push(v);
            for &e in &self.succ[v] {
                let w = self.edges[e].1;
                indegree[w] -= 1;
                if indegree[w] == 0 {
                    ready.push(w);
                }
            }
        }
        if order.len() != self.succ.len() {
            return Err(NumberingError::Cycle);
        }
        Ok(order)
    }

    /// Figure 2 (or Figure 4 with `Smart`): NumPaths and Val in reverse
    /// topological order.
    fn number(&mut self, numbering: Numbering, limit: u64) -> Result<(), NumberingError> {
        let order = self.topological()?;
        if let Numbering::Smart(freq) = &numbering {
            for s in self.succ.iter_mut() {
                // Stable: equal frequencies keep the Ball-Larus order.
                s.sort_by_key(|&e| std::cmp::Reverse(freq(self.edges[e].2)));
            }
        }
        self.val = vec![0; self.edges.len()];
        self.num_paths = vec![0; self.succ.len()];
        for &v in order.iter().rev() {
            if v == EXIT {
                self.num_paths[v] = 1;
                continue;
            }
            let mut paths: u64 = 0;
            for &e in &self.succ[v] {
                self.val[e] = paths;
                paths = paths
                    .checked_add(self.num_paths[self.edges[e].1])
                    .filter(|&p| p <= limit)
                    .ok_or(NumberingError::TooManyPaths { limit })?;
            }
            self.num_paths[v] = paths;
        }
        Ok(())
    }

    /// N: the number of paths; every path number is in `[0, N)`.
    pub fn path_count(&self) -> u64 {
        self.num_paths[ENTRY]
    }

    /// The value instrumentation adds (or sets, for `Start`) on `edge`; None
    /// when the P-DAG has no such edge.
    pub fn value(&self, edge: PathEdge) -> Option<u64> {
        self.index.get(&edge).map(|&e| self.val[e])
    }

    /// Whether `edge` enters a join: a node that paths with different
    /// numbers reach (two or more incoming P-DAG edges). Not the bottom half
    /// of a header nor EXIT: compiled code ends paths there edge by edge (an
    /// end block per edge into a header, a path end per return).
    pub fn enters_join(&self, edge: PathEdge) -> bool {
        let Some(&e) = self.index.get(&edge) else {
            return false;
        };
        let to = self.edges[e].1;
        if to == EXIT || self.in_of.contains(&to) && !self.out_of.contains(&to) {
            return false;
        }
        self.edges.iter().filter(|&&(_, w, _)| w == to).count() >= 2
    }

    /// Every edge with its value, in insertion order.
    pub fn values(&self) -> impl Iterator<Item = (PathEdge, u64)> + '_ {
        self.edges
            .iter()
            .zip(&self.val)
            .map(|(&(_, _, what), &v)| (what, v))
    }

    /// The P-DAG edges of path `number` from ENTRY to EXIT (Ball-Larus'
    /// greedy reconstruction); None when `number >= N`.
    pub fn reconstruct(&self, number: u64) -> Option<Vec<PathEdge>> {
        if number >= self.path_count() {
            return None;
        }
        let mut left = number;
        let mut v = ENTRY;
        let mut path = Vec::new();
        while v != EXIT {
            let &e = self.succ[v].iter().find(|&&e| {
                let w = self.edges[e].1;
                self.val[e] <= left && left - self.val[e] < self.num_paths[w]
            })?;
            left -= self.val[e];
            path.push(self.edges[e].2);
            v = self.edges[e].1;
        }
        Some(path)
    }

    /// The CFG nodes path `number` runs through, in order, and whether it
    /// ends at a loop header (else at a method exit).
    pub fn blocks(&self, number: u64) -> Option<(Vec<Node>, bool)> {
        let edges = self.reconstruct(number)?;
        let mut nodes = Vec::new();
        let mut at_header = false;
        for e in edges {
            match e {
                PathEdge::Start(v) => nodes.push(v),
                PathEdge::Edge(_, v) => nodes.push(v),
                PathEdge::HeaderEnd(_) => at_header = true,
                PathEdge::Exit(_) => {}
            }
        }
        Some((nodes, at_header))
    }

    /// Paths through each CFG node (from ENTRY to it, times from it to EXIT),
    /// saturating: what the fallback cuts by.
    fn paths_through(&self) -> Vec<(Node, u128)> {
        let order = self.topological().unwrap_or_default();
        let mut to = vec![0u128; self.succ.len()];
        to[ENTRY] = 1;
        for &v in &order {
            for &e in &self.succ[v] {
                let w = self.edges[e].1;
                to[w] = to[w].saturating_add(to[v]);
            }
        }
        let mut from = vec![0u128; self.succ.len()];
        from[EXIT] = 1;
        for &v in order.iter().rev() {
            for &e in &self.succ[v] {
                from[v] = from[v].saturating_add(from[self.edges[e].1]);
            }
        }
        (0..self.out_of.len())
            .map(|v| {
                let (i, o) = (self.in_of[v], self.out_of[v]);
                (v as Node, to[i].saturating_mul(from[o]))
            })
            .collect()
    }
}

/// The fallback for methods with too many paths: extra path ends (nodes to
/// treat like headers), chosen among `cuttable` nodes, so that `cfg` with them
/// has at most `limit` paths. Err when no choice of cuts gets there.
pub fn cuts_to_fit(cfg: &Cfg, cuttable: &[bool], limit: u64) -> Result<Vec<Node>, NumberingError> {
    let mut cut = cfg.clone();
    let mut added = Vec::new();
    loop {
        // Count without a limit (saturating) to see where the paths go.
        match PathDag::build(&cut, Numbering::BallLarus, u64::MAX) {
            Ok(dag) if dag.path_count() <= limit => return Ok(added),
            Err(NumberingError::TooManyPaths { .. }) | Ok(_) => {}
            Err(e) => return Err(e),
        }
        let dag = PathDag::structure(&cut)?;
        dag.topological()?;
        let headers: BTreeSet<Node> = cut.headers.iter().copied().collect();
        let best = dag
            .paths_through()
            .into_iter()
            .filter(|&(v, through)| {
                through > 1
                    && !headers.contains(&v)
                    && cuttable.get(v as usize).copied().unwrap_or(false)
            })
            .max_by_key(|&(v, through)| (through, std::cmp::Reverse(v)));
        match best {
            Some((v, _)) => {
                cut.headers.push(v);
                added.push(v);
            }
            None => return Err(NumberingError::TooManyPaths { limit }),
        }
    }
}

impl PathDag {
    /// The P-DAG's structure (no values yet): Figure 3 (a)-(b).
    fn structure(cfg: &Cfg) -> Result<PathDag, NumberingError> {
        let n = cfg.nodes as usize;
        let check = |v: Node| {
            if (v as usize) < n {
                Ok(())
            } else {
                Err(NumberingError::BadNode(v))
            }
        };
        let headers: BTreeSet<Node> = cfg.headers.iter().copied().collect();
        let mut out_of = vec![0; n];
        let mut in_of = vec![0; n];
        let mut dag_nodes = 2; // ENTRY, EXIT
        for v in 0..n {
            out_of[v] = dag_nodes;
            dag_nodes += 1;
            in_of[v] = if headers.contains(&(v as Node)) {
                dag_nodes += 1;
                dag_nodes - 1
            } else {
                out_of[v]
            };
        }
        let mut dag = PathDag {
            edges: Vec::new(),
            succ: vec![Vec::new(); dag_nodes],
            val: Vec::new(),
            num_paths: Vec::new(),
            index: HashMap::new(),
            out_of,
            in_of,
        };
        let mut has_succ = vec![false; n];
        for &r in &cfg.roots {
            check(r)?;
            dag.add(ENTRY, dag.out_of[r as usize], PathEdge::Start(r));
        }
        for &h in &headers {
            check(h)?;
            dag.add(dag.in_of[h as usize], EXIT, PathEdge::HeaderEnd(h));
            dag.add(ENTRY, dag.out_of[h as usize], PathEdge::Start(h));
        }
        for &(u, v) in &cfg.edges {
            check(u)?;
            check(v)?;
            has_succ[u as usize] = true;
            dag.add(
                dag.out_of[u as usize],
                dag.in_of[v as usize],
                PathEdge::Edge(u, v),
            );
        }
        for &x in &cfg.exits {
            check(x)?;
            has_succ[x as usize] = true;
            dag.add(dag.out_of[x as usize], EXIT, PathEdge::Exit(x));
        }
        for (v, &has) in has_succ.iter().enumerate() {
            if !has {
                // A block that only throws still ends its paths.
                dag.add(dag.out_of[v], EXIT, PathEdge::Exit(v as Node));
            }
        }
        Ok(dag)
    }
}

#[cfg(test)]
#[path = "dag_tests.rs"]
mod tests;
