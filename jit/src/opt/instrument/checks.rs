//! Instrumentation checks (Arnold-Ryder 2001 Figure 3, Hirzel-Chilimbi 2001
//! Figure 3): check blocks on entries, backedges and landings, their fast
//! path on the thread's counter and the slow path's call, the mode test of
//! methods without an entry check, and which yieldpoints the checks stand
//! for (Arnold-Ryder §4.5).
//!
//! ```text
//! edge_block ─▶ check_block / root_entry ─▶ PendingCheck ─▶ flush_checks (after the block)
//!                                                        └▶ emit_instrumentation_blocks (the end)
//! check: counter -= 1; counter <= 0 ? ─▶ [publish bci] instr_check(thread, site) ─▶ instr_take
//! ```

use super::super::translator::Translator;
use super::{sampling, CheckKind, EdgeSource, PendingCheck};
use crate::env::instrumentation::{self as rt, Instrumentation, Trigger};
use crate::env::layout;
use crate::env::Method;
use crate::env::RuntimeHelper;
use crate::env::YieldpointKind;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, InstBuilder};
use rvm_profiler::instrumentation::partial_dup::EdgeTarget;
use rvm_profiler::instrumentation::Sampling;

impl Translator<'_> {
    /// The check on the edge from the current source to `bci`.
    pub(in crate::opt) fn check_block(&mut self, bci: usize, checking: Block) -> Block {
        let from = match self.instr.source {
            EdgeSource::Block(start) => Some(start),
            _ => None,
        };
        if let Some(&b) = self.cur.instr.check_blocks.get(&(from, bci)) {
            return b;
        }
        let dup = self.dup_block(bci);
        let b = self.b.create_block();
        self.cur.instr.check_blocks.insert((from, bci), b);
        let backedge = from.is_some_and(|f| bci <= f);
        let (site, bci_value) = match self.instr.backedge_yieldpoint_in_check {
            Some(branch) if backedge => (rt::check_site::BACKEDGE, Some(self.bci_value(branch))),
            _ => (rt::check_site::PLAIN, None),
        };
        self.instr.pending_checks.push(PendingCheck {
            block: b,
            not_sampled: checking,
            sampled: dup,
            kind: CheckKind::Check,
            site,
            bci_value,
        });
        b
    }

    /// Whether the yieldpoint of `kind` at `bci` is left to a check
    /// (Arnold-Ryder §4.5; `Instrumentation::checks_take_yieldpoints`): the
    /// root's prologue when its entry has a check, a backward branch when
    /// every backward edge it takes has one. Called by `yieldpoint` just
    /// before the edges are translated; the checks of those edges then
    /// serve the yieldpoint word.
    pub(in crate::opt) fn check_takes_yieldpoint(
        &mut self,
        kind: YieldpointKind,
        bci: usize,
    ) -> bool {
        let Some(inst) = self.instr.inst else {
            return false;
        };
        if !inst.checks_take_yieldpoints {
            return false;
        }
        match kind {
            YieldpointKind::Prologue => {
                let taken = self.outer.is_empty()
                    && self.osr_header().is_none()
                    && self.entry_checked(self.cur.method)
                    && (inst.options.kinds.call_edges || self.is_duplicated(0));
                self.instr.prologue_yieldpoint_in_check = taken;
                taken
            }
            YieldpointKind::Backedge => {
                let backward: Vec<usize> = crate::env::bytecode::branch_targets(self.cur.bc, bci)
                    .into_iter()
                    .filter(|&t| t <= bci)
                    .collect();
                let taken = !backward.is_empty()
                    && backward
                        .iter()
                        .all(|&t| matches!(self.planned_edge(t), Some(EdgeTarget::Check(_))));
                self.instr.backedge_yieldpoint_in_check = taken.then_some(bci);
                taken
            }
            YieldpointKind::Epilogue => false,
        }
    }

    /// The root method's entry (prologue, or OSR entry at a loop header).
    pub(in crate::opt) fn root_entry(
        &mut self,
        inst: &Instrumentation,
        target: usize,
        checking: Block,
    ) -> Block {
        let s = sampling(inst);
        let method_entry = self.osr_header().is_none();
        let edge_op = inst.options.kinds.call_edges && method_entry;
        let kind = if method_entry && !self.entry_checked(self.cur.method) {
            CheckKind::ModeTest
        } else {
            CheckKind::Check
        };
        let dup_target = if s.duplicates() && self.is_duplicated(target) {
            self.dup_block(target)
        } else {
            checking
        };
        // The prologue yieldpoint was left to this check (emit.rs
        // asked `check_takes_yieldpoint` just before).
        let (site, bci_value) = if method_entry && self.instr.prologue_yieldpoint_in_check {
            (rt::check_site::PROLOGUE, Some(self.bci_value(0)))
        } else {
            (rt::check_site::PLAIN, None)
        };
        let sampled = if edge_op {
            let op = self.b.create_block();
            if s != Sampling::Exhaustive {
                self.b.set_cold_block(op);
            }
            self.instr.pending_entries.push((op, dup_target));
            if s == Sampling::Exhaustive {
                return op;
            }
            op
        } else if s.duplicates() && dup_target != checking {
            dup_target
        } else {
            return checking;
        };
        let check = self.b.create_block();
        self.instr.pending_checks.push(PendingCheck {
            block: check,
            not_sampled: checking,
            sampled,
            kind,
            site,
            bci_value,
        });
        check
    }

    /// Emits a check at the current position, ending the block; `site`
    /// ([`rt::check_site`]) says which yieldpoint it stands for, and
    /// `bci_value` is then published in the frame record on the slow path.
    pub(in crate::opt) fn emit_check_here(
        &mut self,
        not_sampled: Block,
        sampled: Block,
        site: u64,
        bci_value: Option<u32>,
    ) {
        let Some(inst) = self.instr.inst else {
            self.b.ins().jump(not_sampled, &[]);
            return;
        };
        let slow = self.b.create_block();
        self.b.set_cold_block(slow);
        let flags = crate::opt::translator::trusted();
        match inst.options.trigger {
            Trigger::Counter => {
                // Figure 3's decrement and test (check.rs): the counter
                // going negative is the sample condition, or a poke. The
                // decrement becomes one `add qword [thread+off], -1`, and the
                // sign is read back from the counter's upper half: a load of
                // another width and address, which Cranelift does not
                // forward from the store, so the test is `mov eax,
                // [thread+off+4]; test eax, eax; jl` instead of keeping the
                // decremented value in a register: four instructions, one
                // more than a yieldpoint.
                let c = self.b.ins().load(
                    types::I64,
                    flags,
                    self.thread,
                    layout::thread::INSTR_COUNTER,
                );
                let c = self.b.ins().iadd_imm_s(c, -1);
                self.b
                    .ins()
                    .store(flags, c, self.thread, layout::thread::INSTR_COUNTER);
                let top = self.b.ins().load(
                    types::I32,
                    flags,
                    self.thread,
                    layout::thread::INSTR_COUNTER + 4,
                );
                let slow_path = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, top, 0);
                self.b.ins().brif(slow_path, slow, &[], not_sampled, &[]);
            }
            Trigger::Timer => {
                let addr = self
                    .b
                    .ins()
                    .iconst(types::I64, &rt::TICK as *const _ as i64);
                let tick = self.b.ins().load(types::I32, flags, addr, 0);
                let seen = self.b.ins().load(
                    types::I32,
                    flags,
                    self.thread,
                    layout::thread::INSTR_SEEN_TICK,
                );
                let new = self.b.ins().icmp(IntCC::NotEqual, tick, seen);
                self.b.ins().brif(new, slow, &[], not_sampled, &[]);
            }
        }
        self.b.switch_to_block(slow);
        if let Some(v) = bci_value {
            self.store_bci_value(v);
        }
        // Through the register-preserving thunk, as yieldpoints: the check
        // sits on loop backedges, and a plain call would make Cranelift keep
        // the loop's values in callee-saved registers or spill them.
        let site = self.b.ins().iconst(types::I64, site as i64);
        self.call_preserving(
            RuntimeHelper::InstrCheckPreserving.address(),
            self.thread,
            site,
        );
        let r = self
            .b
            .ins()
            .load(types::I32, flags, self.thread, layout::thread::INSTR_TAKE);
        self.b.ins().brif(r, sampled, &[], not_sampled, &[]);
    }

    /// The checks of the edges just translated, right after their block (so
    /// that the checking code falls through its checks instead of jumping to
    /// the end of the function and back); the end of a block is the only
    /// place where no block is being filled. The root entry's check waits
    /// for the end: whether it is a mode test depends on what gets inlined.
    pub(in crate::opt) fn flush_checks(&mut self) {
        let pending = std::mem::take(&mut self.instr.pending_checks);
        let (now, later): (Vec<PendingCheck>, Vec<PendingCheck>) = pending
            .into_iter()
            .partition(|c| c.kind == CheckKind::Check);
        self.instr.pending_checks = later;
        for c in now {
            self.b.switch_to_block(c.block);
            self.emit_check_here(c.not_sampled, c.sampled, c.site, c.bci_value);
        }
    }

    /// Check blocks and entry call-edge blocks left, after everything else.
    pub(in crate::opt) fn emit_instrumentation_blocks(&mut self) {
        for (block, then) in std::mem::take(&mut self.instr.pending_entries) {
            self.b.switch_to_block(block);
            let m = self
                .b
                .ins()
                .iconst(types::I64, self.cur.method as *const Method as i64);
            self.call_op(RuntimeHelper::InstrEntryEdge, m);
            self.b.ins().jump(then, &[]);
        }
        for c in std::mem::take(&mut self.instr.pending_checks) {
            self.b.switch_to_block(c.block);
            match c.kind {
                CheckKind::ModeTest if !self.instr.inlined_checked_method => {
                    self.emit_mode_test(c.not_sampled, c.sampled)
                }
                _ => self.emit_check_here(c.not_sampled, c.sampled, c.site, c.bci_value),
            }
        }
    }

    /// The entry of a method without an entry check: the copy the caller
    /// is in (see [`CheckKind::ModeTest`]); no counter update.
    pub(in crate::opt) fn emit_mode_test(&mut self, not_sampled: Block, sampled: Block) {
        let Some(inst) = self.instr.inst else {
            self.b.ins().jump(not_sampled, &[]);
            return;
        };
        let flags = crate::opt::translator::trusted();
        let in_duplicated = if inst.options.burst.is_some() {
            self.b
                .ins()
                .load(types::I32, flags, self.thread, layout::thread::INSTR_TAKE)
        } else {
            let c = self.b.ins().load(
                types::I64,
                flags,
                self.thread,
                layout::thread::INSTR_COUNTER,
            );
            // A poke (the bits above the count) does not change where the
            // count is.
            let c = self.b.ins().band_imm_u(c, !rt::CHECK_POKE);
            self.b
                .ins()
                .icmp_imm_s(IntCC::Equal, c, inst.options.initial_counter() as i64)
        };
        self.b
            .ins()
            .brif(in_duplicated, sampled, &[], not_sampled, &[]);
    }
}
