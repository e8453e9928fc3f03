//! Instrumentation sampling in the optimizing tier: Arnold-Ryder 2001's
//! framework (§2-3) and Hirzel-Chilimbi 2001's bursty tracing (§2), as a
//! second copy of each scope's blocks.
//!
//! ```text
//!            entry ──check──▶ duplicated code (instrumented) ──backedge──┐
//!              │ (not sampled)        │ forward edges stay duplicated    │
//!              ▼                      ▼ (to a removed node: checking)    ▼
//!       checking code ──backedge──▶ check ──sampled──▶ duplicated loop header
//!                                     └──not sampled──▶ checking loop header
//! ```
//!
//! * Each scope (the root method, each inlined callee) gets a
//!   `partial_dup::Plan` over its bytecode blocks (rvm-profiler): every block
//!   duplicated (`full-dup`), or all but the top and bottom nodes
//!   (`partial-dup`). The checking copy is the blocks the translator always
//!   made; duplicated blocks are made on first reference and translated
//!   after the checking copy (with the same variables, so values flow
//!   between the copies through Cranelift's SSA construction).
//! * Every control-flow edge goes through [`Translator::edge_block`] (called
//!   by `flow_to`), which asks the plan where it leads: straight on in the
//!   same copy, to the other copy, or through a check. Backedges of both
//!   copies go through the checking code's check on that backedge, so a
//!   check that always samples (interval 1) keeps execution in the
//!   duplicated code: the exhaustive profile.
//! * A check decrements the thread's counter and calls `instr_check` when it
//!   is no longer positive (zero: a sample is due; negative: a poke)
//!   (`--instr-trigger=timer`: compares the timer's tick count with the
//!   thread's); check blocks are emitted right after the block of their
//!   edge, duplicated blocks are cold (after all hot code).
//! * Arnold-Ryder §4.5: where the run's checks take yieldpoints
//!   (`Instrumentation::checks_take_yieldpoints`), the checking code's
//!   prologue and backedge yieldpoints are left to the checks on those edges
//!   ([`Translator::check_takes_yieldpoint`]), whose slow path serves the
//!   yieldpoint word.
//! * Instrumentation operations: a method entry's call edge (on the entry
//!   edge after the entry check), an inlined call's edge (on the edge into
//!   the inlined body, counted for the inlined method's caller and call
//!   site), field accesses and data references (before `getfield`,
//!   `putfield`, array loads and stores). They run in the duplicated copy
//!   (`full-dup`, `partial-dup`), always (`exhaustive`), or each behind its
//!   own check (`no-dup`, Figure 6). Site counts (field accesses, inlined
//!   edges) are incremented in line in the thread's table; the others call
//!   helpers.
//! * Exception handlers are entered through a check, like method entries
//!   (a handler's landing is shared by both copies).
//! * An inlined callee is entered in its caller's current copy and returns
//!   to it; when its own loop moves it to the other copy, the caller
//!   continues there until its next backedge (bounded, as the paper
//!   requires; Hirzel-Chilimbi's "accidental transition" on return).
//!
//! Files: this one holds the copies, the plan and where each edge goes;
//! `checks.rs` the checks (and the yieldpoints they stand for); `ops.rs`
//! the instrumentation operations.

mod checks;
mod ops;

use super::translate::Translator;
use crate::opt::env::bytecode::instruction_length;
use crate::opt::env::bytecode::opcodes::*;
use crate::opt::env::instrumentation::Instrumentation;
use crate::opt::env::Method;
use checks::PendingCheck;
use cranelift_codegen::ir::{Block, SigRef};
use rvm_profiler::instrumentation::partial_dup::{Cfg, EdgeTarget, Plan};
use rvm_profiler::instrumentation::reduction::{self, BlockEvents, BoringLoops};
use rvm_profiler::instrumentation::{Kinds, Sampling};
use std::collections::{HashMap, HashSet};

/// Which copy of the current scope is being translated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copy {
    Checking,
    Duplicated,
}

/// Where the edge being translated comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeSource {
    /// A method entry (the root's prologue or OSR entry, or an inlined body's entry).
    Entry,
    /// An exception handler's landing.
    Landing,
    /// The block starting at this bci.
    Block(usize),
}

/// How instrumentation operations are emitted where the translator is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpMode {
    Skip,
    Always,
    Guarded,
}

/// Per-translator state.
pub struct InstrState {
    inst: Option<&'static Instrumentation>,
    pub copy: Copy,
    pub source: EdgeSource,
    sig3: Option<SigRef>,
    /// Check blocks still to emit (after the current block, or at the end).
    pending_checks: Vec<PendingCheck>,
    /// The yieldpoint of the branch being translated is left to the checks
    /// on its backedges (`check_takes_yieldpoint`); the root's prologue
    /// yieldpoint to its entry check.
    pub backedge_yieldpoint_in_check: Option<usize>,
    prologue_yieldpoint_in_check: bool,
    /// Root entry call-edge blocks to emit at the end: (block, then).
    pending_entries: Vec<(Block, Block)>,
    /// A method that keeps its entry check was inlined: the root's entry
    /// keeps its check instead (every cycle through the inlined body passes
    /// the root's entry).
    inlined_checked_method: bool,
}

impl InstrState {
    pub fn new(inst: Option<&'static Instrumentation>) -> InstrState {
        InstrState {
            inst,
            copy: Copy::Checking,
            source: EdgeSource::Entry,
            sig3: None,
            pending_checks: Vec::new(),
            backedge_yieldpoint_in_check: None,
            prologue_yieldpoint_in_check: false,
            pending_entries: Vec::new(),
            inlined_checked_method: false,
        }
    }
}

/// Per-scope state: the plan and the duplicated blocks.
#[derive(Default)]
pub struct ScopeInstr {
    plan: Option<Plan>,
    /// `--instr-check-reduction=k-boring`: loops without checks or instrumentation.
    boring: Option<BoringLoops>,
    dup_blocks: HashMap<usize, Block>,
    dup_done: HashSet<usize>,
    /// Check blocks by (source block start, or None for a landing; target).
    check_blocks: HashMap<(Option<usize>, usize), Block>,
}

fn sampling(inst: &Instrumentation) -> Sampling {
    inst.options.sampling
}

/// Whether the instruction at `bci` carries an instrumentation operation.
fn instrumented_op(kinds: Kinds, op: u8) -> bool {
    match op {
        GETFIELD | PUTFIELD => kinds.field_accesses || kinds.data_refs,
        IALOAD..=SALOAD | IASTORE..=SASTORE => kinds.data_refs,
        // The edge of a call that gets inlined is counted at the call.
        INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE => kinds.call_edges,
        _ => false,
    }
}

impl Translator<'_> {
    fn duplicating(&self) -> bool {
        self.instr.inst.is_some_and(|i| sampling(i).duplicates())
    }

    fn op_mode(&self) -> OpMode {
        match self.instr.inst.map(sampling) {
            None => OpMode::Skip,
            Some(Sampling::Exhaustive) => OpMode::Always,
            Some(Sampling::NoDuplication) => OpMode::Guarded,
            Some(_) if self.instr.copy == Copy::Duplicated => OpMode::Always,
            Some(_) => OpMode::Skip,
        }
    }

    /// After the current scope's blocks exist: its k-boring loops and its
    /// duplication plan.
    pub(super) fn plan_duplication(&mut self) {
        let Some(inst) = self.instr.inst else {
            return;
        };
        let reduce_loops = inst.options.reduction.k_boring();
        if !sampling(inst).duplicates() && !reduce_loops {
            return;
        }
        let kinds = inst.options.kinds;
        let starts = self.cur.blocks.starts.clone();
        let index = |bci: usize| starts.binary_search(&bci).ok();
        let code_len = self.cur.bc.len();
        let mut cfg = Cfg::default();
        let mut events = Vec::with_capacity(starts.len());
        for &start in &starts {
            let end = self.cur.blocks.end_of(start, code_len);
            let mut bci = start;
            let mut block = BlockEvents::default();
            while bci < end {
                let op = self.cur.bc[bci];
                block.events += instrumented_op(kinds, op) as u32;
                block.calls |= matches!(
                    op,
                    INVOKEVIRTUAL
                        | INVOKESPECIAL
                        | INVOKESTATIC
                        | INVOKEINTERFACE
                        | INVOKEDYNAMIC
                        | ATHROW
                );
                bci += instruction_length(self.cur.bc, bci).unwrap_or(1);
            }
            events.push(block);
            cfg.successors.push(
                self.cur
                    .blocks
                    .successors(self.cur.code, start)
                    .into_iter()
                    .filter_map(index)
                    .collect(),
            );
        }
        cfg.roots = std::iter::once(self.cur.blocks.order.first().copied().unwrap_or(0))
            .chain(self.cur.code.handlers.iter().map(|h| h.handler_pc as usize))
            .filter_map(index)
            .collect();
        let boring = reduce_loops.then(|| reduction::k_boring(&cfg, &events, inst.options.k));
        let instrumented: Vec<bool> = events
            .iter()
            .enumerate()
            .map(|(n, e)| e.events > 0 && !boring.as_ref().is_some_and(|b| b.boring_block[n]))
            .collect();
        if sampling(inst).duplicates() {
            let plan = match sampling(inst) {
                Sampling::PartialDuplication => Plan::partial(&cfg, instrumented),
                _ => Plan::full(instrumented),
            };
            self.cur.instr.plan = Some(plan);
        }
        self.cur.instr.boring = boring;
    }

    /// Whether `bci` lies in a k-boring loop of the current scope.
    fn in_boring_loop(&self, bci: usize) -> bool {
        let Some(b) = &self.cur.instr.boring else {
            return false;
        };
        let n = self.cur.blocks.starts.partition_point(|&s| s <= bci);
        n > 0 && b.boring_block[n - 1]
    }

    /// Whether `method` keeps its entry check (`--instr-check-reduction`).
    fn entry_checked(&self, method: &Method) -> bool {
        let Some(inst) = self.instr.inst else {
            return false;
        };
        !inst.options.reduction.recursion()
            || self
                .env
                .options()
                .entry_checks
                .get(&(method as *const Method as usize))
                .copied()
                .unwrap_or(true)
    }

    fn node(&self, bci: usize) -> Option<usize> {
        self.cur.blocks.starts.binary_search(&bci).ok()
    }

    /// Translates the current scope: the checking copy (every block), then
    /// the duplicated blocks that were referenced, until none is left.
    pub(super) fn translate_copies(&mut self) -> Result<(), String> {
        let saved = (self.instr.copy, self.instr.source);
        self.instr.copy = Copy::Checking;
        let result = self.translate_copies_inner();
        (self.instr.copy, self.instr.source) = saved;
        result
    }

    fn translate_copies_inner(&mut self) -> Result<(), String> {
        if !self.duplicating() {
            return self.translate_blocks();
        }
        // Handlers are entered through a check (landings), which may lead
        // into their duplicated copy.
        let handlers: Vec<usize> = self
            .cur
            .code
            .handlers
            .iter()
            .map(|h| h.handler_pc as usize)
            .collect();
        for pc in handlers {
            if self.is_duplicated(pc) {
                self.dup_block(pc);
            }
        }
        self.translate_blocks()?;
        self.instr.copy = Copy::Duplicated;
        let order = self.cur.blocks.order.clone();
        loop {
            let pending: Vec<(usize, Block)> = order
                .iter()
                .filter(|s| !self.cur.instr.dup_done.contains(s))
                .filter_map(|&s| self.cur.instr.dup_blocks.get(&s).map(|&b| (s, b)))
                .collect();
            if pending.is_empty() {
                return Ok(());
            }
            for (start, block) in pending {
                self.cur.instr.dup_done.insert(start);
                if !self.cur.entry_stacks.contains_key(&start) {
                    // A handler's stack is known from its landing's kinds.
                    continue;
                }
                self.translate_block(start, block)?;
            }
        }
    }

    fn is_duplicated(&self, bci: usize) -> bool {
        match (&self.cur.instr.plan, self.node(bci)) {
            (Some(plan), Some(n)) => plan.duplicated[n],
            _ => false,
        }
    }

    fn dup_block(&mut self, bci: usize) -> Block {
        if let Some(&b) = self.cur.instr.dup_blocks.get(&bci) {
            return b;
        }
        let b = self.b.create_block();
        // The duplicated code runs once per sample interval: out of the
        // checking code's way, after all hot code.
        self.b.set_cold_block(b);
        self.cur.instr.dup_blocks.insert(bci, b);
        b
    }

    /// The block an edge to `target` (in the current scope) leads to; see
    /// the module doc. `flow_to` calls this for every edge.
    pub(super) fn edge_block(&mut self, target: usize) -> Result<Block, String> {
        let checking = *self
            .cur
            .clif_blocks
            .get(&target)
            .ok_or_else(|| format!("branch to unreachable bci {target}"))?;
        let Some(inst) = self.instr.inst else {
            return Ok(checking);
        };
        if self.instr.source == EdgeSource::Entry && self.outer.is_empty() {
            return Ok(self.root_entry(inst, target, checking));
        }
        Ok(match self.planned_edge(target) {
            None | Some(EdgeTarget::Checking(_)) => checking,
            Some(EdgeTarget::Duplicated(_)) => self.dup_block(target),
            Some(EdgeTarget::Check(_)) => self.check_block(target, checking),
        })
    }

    /// Where the duplication plan sends the edge from the current source
    /// and copy to `target` (not the root's entry); None: no plan, straight
    /// to the checking code.
    fn planned_edge(&self, target: usize) -> Option<EdgeTarget> {
        let inst = self.instr.inst?;
        if !sampling(inst).duplicates() {
            return None;
        }
        let (to, plan) = (self.node(target)?, self.cur.instr.plan.as_ref()?);
        Some(match (self.instr.source, self.instr.copy) {
            (EdgeSource::Entry, Copy::Checking) => EdgeTarget::Checking(to),
            (EdgeSource::Entry, Copy::Duplicated) => {
                if plan.duplicated[to] {
                    EdgeTarget::Duplicated(to)
                } else {
                    EdgeTarget::Checking(to)
                }
            }
            (EdgeSource::Landing, _) => plan.checking_edge(None, to),
            (EdgeSource::Block(from), copy) => {
                let from = self.node(from)?;
                let unchecked = self
                    .cur
                    .instr
                    .boring
                    .as_ref()
                    .is_some_and(|b| b.unchecked_backedge(from, to));
                match copy {
                    // A k-boring loop's backedges stay in their copy, without
                    // a check (§4.2); the loop is not instrumented in either.
                    Copy::Checking if unchecked => EdgeTarget::Checking(to),
                    Copy::Duplicated if unchecked && plan.duplicated[to] => {
                        EdgeTarget::Duplicated(to)
                    }
                    Copy::Duplicated if unchecked => EdgeTarget::Checking(to),
                    Copy::Checking => plan.checking_edge(Some(from), to),
                    Copy::Duplicated => plan.duplicated_edge(from, to),
                }
            }
        })
    }
}
