//! Path and edge profiles as data: the `paths` and `edges` sections of the
//! `--profile-out` file (profile_file.rs), and the edge profile derived from
//! paths (PEP 2005 §3.3: each path adds its count to every edge it contains).
//!
//! ```text
//!  "paths": { "total": 1234,
//!             "paths": [ { "root": "Main.run(I)V", "count": 812, "branches": 2, "ends_at": "header",
//!                          "blocks": [ { "method": "Main.run(I)V", "start": 12, "end": 20 },
//!                                      { "method": "Main.f(I)I", "start": 0, "end": 7 }, ... ] } ],
//!             "compilations": 7, "unprofiled": [ "Big.m()V" ] }
//!  "edges": { "branches": [ { "method": "Main.run(I)V", "bci": 17, "successors": { "20": 800, "31": 12 } } ] }
//! ```
//!
//! Paths are identified across runs by their blocks (method and bytecode
//! range of each), not by their numbers: numbers depend on the numbering
//! (smart numbering follows a run's own branch profile) and on inlining.
//! A block inside inlined code names the inlined method, so a path is
//! reported per original method and bci.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A stretch of one method's bytecode, `[start, end)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Block {
    pub method: String,
    pub start: u32,
    pub end: u32,
}

/// One path with its frequency.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PathRecord {
    /// The compiled method whose code the path runs in (the inlining root).
    pub root: String,
    pub count: u64,
    /// Conditional branches along the path (the branch-flow length b_p, §6.3).
    pub branches: u32,
    /// "header" or "exit".
    pub ends_at: String,
    pub blocks: Vec<Block>,
}

impl PathRecord {
    /// The path's identity across runs.
    pub fn key(&self) -> (&str, &[Block]) {
        (&self.root, &self.blocks)
    }
}

/// The `paths` section.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PathsSection {
    /// Sum of all counts.
    pub total: u64,
    pub paths: Vec<PathRecord>,
    /// Optimized compilations instrumented with a path register.
    #[serde(default)]
    pub compilations: u64,
    /// Methods left without path profiling (too many paths even after cuts).
    #[serde(default)]
    pub unprofiled: Vec<String>,
}

/// One branch's successor counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BranchRecord {
    pub method: String,
    pub bci: u32,
    /// Successor bci to count (taken target and fall-through for an `if`).
    pub successors: BTreeMap<u32, u64>,
}

/// The `edges` section.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EdgesSection {
    pub branches: Vec<BranchRecord>,
}

/// An edge profile: (method, branch bci) -> successor bci -> count.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EdgeProfile {
    pub branches: BTreeMap<(String, u32), BTreeMap<u32, u64>>,
}

/// What a path's blocks say about branches: for each block that ends in a
/// conditional branch, the branch's bci (the caller knows it from the code).
pub trait BranchOf {
    /// The bci of the conditional branch or switch ending `block`, if any.
    fn branch_of(&self, block: &Block) -> Option<u32>;
}

impl EdgeProfile {
    /// Adds `count` executions of a path: every consecutive pair of blocks of
    /// one method where the first ends in a branch is an edge of that branch.
    pub fn add_path(&mut self, blocks: &[Block], count: u64, code: &dyn BranchOf) {
        for pair in blocks.windows(2) {
            let (from, to) = (&pair[0], &pair[1]);
            if from.method != to.method {
                continue; // a call into inlined code or a return from it
            }
            if let Some(bci) = code.branch_of(from) {
                *self
                    .branches
                    .entry((from.method.clone(), bci))
                    .or_default()
                    .entry(to.start)
                    .or_default() += count;
            }
        }
    }

    pub fn to_section(&self) -> EdgesSection {
        EdgesSection {
            branches: self
                .branches
                .iter()
                .map(|((method, bci), successors)| BranchRecord {
                    method: method.clone(),
                    bci: *bci,
                    successors: successors.clone(),
                })
                .collect(),
        }
    }

    pub fn from_section(section: &EdgesSection) -> EdgeProfile {
        let mut p = EdgeProfile::default();
        for b in &section.branches {
            let e = p.branches.entry((b.method.clone(), b.bci)).or_default();
            for (&s, &c) in &b.successors {
                *e.entry(s).or_default() += c;
            }
        }
        p
    }

    /// Executions of the branch at (`method`, `bci`) and its successors.
    pub fn branch(&self, method: &str, bci: u32) -> Option<&BTreeMap<u32, u64>> {
        self.branches.get(&(method.to_string(), bci))
    }
}

/// Counts of the same path merged (several compilations of one method, or
/// the same blocks reached through different numbers).
pub fn merge_paths(paths: Vec<PathRecord>) -> Vec<PathRecord> {
    let mut merged: BTreeMap<(String, Vec<Block>), PathRecord> = BTreeMap::new();
    for p in paths {
        match merged.get_mut(&(p.root.clone(), p.blocks.clone())) {
            Some(m) => m.count += p.count,
            None => {
                merged.insert((p.root.clone(), p.blocks.clone()), p);
            }
        }
    }
    let mut out: Vec<PathRecord> = merged.into_values().collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.key().cmp(&b.key())));
    out
}
