//! PEP instrumentation of optimized code (Bond & McKinley 2005 §3.2-3.4, §4.3)
//! and profile-driven branch layout (`--edge-profile`).
//!
//! ```text
//!  translation (observe.rs calls the pep_* hooks in emit.rs):
//!    every CFG node = a bytecode block of a scope (root or inlined callee), or
//!                     the rest of a block after an inlined call ("continuation")
//!    flow_to(target)   -> an edge block: r = K (from ENTRY) or r += K, K a placeholder
//!                         into a loop header: -> that edge's end block for the header:
//!                         r += K; path end (sample or count r); r = K'; -> header
//!    return (root)     -> r += K; path end at the epilogue yieldpoint
//!    inlined call/return -> r += K on the edge into the callee / back to the continuation
//!  end of translation: Cfg -> rvm_profiler::paths::PathDag (smart or Ball-Larus,
//!    limit 2^32 paths) -> patch every K -> PathTable installed in rvm_vm::runtime::pep
//!    -> seal the blocks; r's block parameters (joins) -> a stack slot (joins.rs)
//!    too many paths: translate again with cut nodes (dag::cuts_to_fit), then without PEP
//! ```
//!
//! The path register `r` is a Cranelift `Variable`: along a path it is a
//! constant (start values are defined once, `r += 0` is an alias, `r += K`
//! folds), so where paths do not meet it costs nothing; where they meet
//! (joins) it lives in a stack slot instead of a block parameter
//! (joins.rs). Paths are numbered on the compiled CFG after inlining; each
//! node remembers its original method and bytecode range, so paths and edges
//! are reported per original method and bci. Where a path ends, sampled PEP
//! (`--pep=S,T|timer`) tests the yieldpoint word and passes `id << 32 | r` to
//! the runtime on the slow path: loop headers use the backedge test (word
//! > 0), which replaces the backedge yieldpoint at the backward branch (every
//! cycle passes a header's end block); exits use the epilogue test.
//! `--pep=perfect` calls the counting helper at every path end.
//! Paths cut short by an exception are not recorded (the handler starts a
//! new path from ENTRY).

use crate::env::pep::LiveEdges;
use crate::env::Method;
use cranelift_codegen::ir::{Block, Inst, Value};
use cranelift_frontend::Variable;
use rvm_profiler::paths::{self, PathEdge};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc;

mod emit;
mod joins;

/// How one translation instruments paths.
#[derive(Clone, Debug, Default)]
pub(super) struct Plan {
    pub enabled: bool,
    pub perfect: bool,
    pub smart: bool,
    /// Extra path ends (scope id, block start): the too-many-paths fallback.
    pub cuts: HashSet<(usize, usize)>,
}

impl Plan {
    pub fn for_pep(pep: Option<&crate::env::pep::Pep>) -> Plan {
        match pep {
            None => Plan::default(),
            Some(pep) => Plan {
                enabled: true,
                perfect: pep.options.mode == paths::PepMode::Perfect,
                smart: pep.options.numbering == crate::env::pep::PepNumbering::Smart,
                cuts: HashSet::new(),
            },
        }
    }
}

/// What the end of a translation asks for.
pub(super) enum Outcome {
    Done,
    /// Translate again with this plan (cuts added, or PEP off).
    Retry(Plan),
}

struct NodeInfo {
    scope: usize,
    method: &'static Method,
    start: u32,
    end: u32,
    /// A bytecode block (the fallback may cut there); continuations are not.
    cuttable: bool,
}

/// An edge value to patch once the paths are numbered: the `iconst`, and
/// for `r += K` the `iadd` that uses it.
struct Placeholder {
    edge: PathEdge,
    constant: Inst,
    add: Option<Inst>,
}

enum Pending {
    Edge {
        block: Block,
        edge: PathEdge,
        target: Block,
        /// Leaves a cold block: the edge block is cold too, or Cranelift's
        /// elaboration moves the cold side's work into it, back in line.
        cold: bool,
    },
    HeaderEnd {
        block: Block,
        node: u32,
        bci: usize,
        target: Block,
        cold: bool,
    },
}

/// The path register and the CFG being recorded.
pub(super) struct PathRegister {
    plan: Plan,
    id: u32,
    var: Option<Variable>,
    /// The prologue's value of `r` (0, before any path starts).
    initial: Option<Value>,
    nodes: Vec<NodeInfo>,
    node_of: HashMap<(usize, usize), u32>,
    /// The node being translated; None = ENTRY (prologue, handler landing).
    current: Option<u32>,
    roots: BTreeSet<u32>,
    exits: BTreeSet<u32>,
    edges: BTreeSet<(u32, u32)>,
    placeholders: Vec<Placeholder>,
    pending: Vec<Pending>,
    /// End blocks of loop headers, one per CFG edge (from, header) into one.
    header_ends: HashMap<(u32, u32), Block>,
    headers: BTreeSet<u32>,
    headers_of_scope: HashMap<usize, HashSet<usize>>,
    /// Inlined call sites (scope id, bci) -> (calling node, continuation node).
    call_sites: HashMap<(usize, usize), (Option<u32>, u32)>,
    /// Continuation nodes of the inlined calls being translated, innermost last.
    returns: Vec<u32>,
}

/// PEP's and the layout's state in a translation (`Translator::pep`).
#[derive(Default)]
pub(super) struct PepState {
    register: Option<PathRegister>,
    live_edges: Option<Arc<LiveEdges>>,
    /// Predecessor counts of each scope's blocks (layout: single-entry blocks).
    predecessors: HashMap<usize, HashMap<usize, usize>>,
}

impl PepState {
    pub fn new(env: &dyn crate::env::CompilerEnv, plan: &Plan) -> PepState {
        let register = match (plan.enabled, env.pep()) {
            (true, Some(pep)) if env.options().yieldpoints || plan.perfect => Some(PathRegister {
                plan: plan.clone(),
                id: pep.reserve(),
                var: None,
                initial: None,
                nodes: Vec::new(),
                node_of: HashMap::new(),
                current: None,
                roots: BTreeSet::new(),
                exits: BTreeSet::new(),
                edges: BTreeSet::new(),
                placeholders: Vec::new(),
                pending: Vec::new(),
                header_ends: HashMap::new(),
                headers: BTreeSet::new(),
                headers_of_scope: HashMap::new(),
                call_sites: HashMap::new(),
                returns: Vec::new(),
            }),
            _ => None,
        };
        PepState {
            register,
            ..PepState::default()
        }
    }
}
