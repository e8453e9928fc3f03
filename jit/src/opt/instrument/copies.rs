//! The two copies of each scope's blocks: the duplication plan, translating
//! the checking copy and then the duplicated one, and where each edge leads
//! (same copy, the other copy, or through a check). The design is in mod.rs.

use super::super::translator::Translator;
use super::*;
use crate::env::bytecode::instruction_length;
use crate::env::bytecode::opcodes::*;
use crate::env::Method;
use cranelift_codegen::ir::Block;
use rvm_profiler::instrumentation::partial_dup::{Cfg, EdgeTarget, Plan};
use rvm_profiler::instrumentation::reduction::{self, BlockEvents};
use rvm_profiler::instrumentation::Sampling;

impl Translator<'_> {
    pub(super) fn duplicating(&self) -> bool {
        self.instr.inst.is_some_and(|i| sampling(i).duplicates())
    }

    pub(super) fn op_mode(&self) -> OpMode {
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
    pub(in crate::opt) fn plan_duplication(&mut self) {
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
    pub(super) fn in_boring_loop(&self, bci: usize) -> bool {
        let Some(b) = &self.cur.instr.boring else {
            return false;
        };
        let n = self.cur.blocks.starts.partition_point(|&s| s <= bci);
        n > 0 && b.boring_block[n - 1]
    }

    /// Whether `method` keeps its entry check (`--instr-check-reduction`).
    pub(super) fn entry_checked(&self, method: &Method) -> bool {
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

    pub(super) fn node(&self, bci: usize) -> Option<usize> {
        self.cur.blocks.starts.binary_search(&bci).ok()
    }

    /// Translates the current scope: the checking copy (every block), then
    /// the duplicated blocks that were referenced, until none is left.
    pub(in crate::opt) fn translate_copies(&mut self) -> Result<(), String> {
        let saved = (self.instr.copy, self.instr.source);
        self.instr.copy = Copy::Checking;
        let result = self.translate_copies_inner();
        (self.instr.copy, self.instr.source) = saved;
        result
    }

    pub(super) fn translate_copies_inner(&mut self) -> Result<(), String> {
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

    pub(super) fn is_duplicated(&self, bci: usize) -> bool {
        match (&self.cur.instr.plan, self.node(bci)) {
            (Some(plan), Some(n)) => plan.duplicated[n],
            _ => false,
        }
    }

    pub(super) fn dup_block(&mut self, bci: usize) -> Block {
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
    pub(in crate::opt) fn edge_block(&mut self, target: usize) -> Result<Block, String> {
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
    pub(super) fn planned_edge(&self, target: usize) -> Option<EdgeTarget> {
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
