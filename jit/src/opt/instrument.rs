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
//! * A check decrements the thread's counter and calls `instr_check` at zero
//!   (`--instr-trigger=timer`: compares the timer's tick count with the
//!   thread's); check blocks are emitted at the end of the function.
//! * Instrumentation operations: a method entry's call edge (on the entry
//!   edge after the entry check), an inlined call's edge (on the edge into
//!   the inlined body, counted for the inlined method's caller and call
//!   site), field accesses and data references (before `getfield`,
//!   `putfield`, array loads and stores). They run in the duplicated copy
//!   (`full-dup`, `partial-dup`), always (`exhaustive`), or each behind its
//!   own check (`no-dup`, Figure 6).
//! * Exception handlers are entered through a check, like method entries
//!   (a handler's landing is shared by both copies).
//! * An inlined callee is entered in its caller's current copy and returns
//!   to it; when its own loop moves it to the other copy, the caller
//!   continues there until its next backedge (bounded, as the paper
//!   requires; Hirzel-Chilimbi's "accidental transition" on return).

use super::translate::Translator;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, AbiParam, Block, InstBuilder, SigRef, Signature, Value};
use cranelift_codegen::isa::CallConv;
use rvm_profiler::instrumentation::partial_dup::{Cfg, EdgeTarget, Plan};
use rvm_profiler::instrumentation::reduction::{self, BlockEvents, BoringLoops};
use rvm_profiler::instrumentation::{Kinds, Sampling};
use rvm_vm::class::Method;
use rvm_vm::interp::opcodes::*;
use rvm_vm::runtime::instrumentation::{self as rt, Instrumentation, Trigger};
use rvm_vm::runtime::thread::JavaThread;
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
    /// Check blocks to emit at the end: (block, not sampled, sampled, kind).
    pending_checks: Vec<(Block, Block, Block, CheckKind)>,
    /// Root entry call-edge blocks to emit at the end: (block, then).
    pending_entries: Vec<(Block, Block)>,
    /// A method that keeps its entry check was inlined: the root's entry
    /// keeps its check instead (every cycle through the inlined body passes
    /// the root's entry).
    inlined_checked_method: bool,
}

impl InstrState {
    pub fn new(vm: &'static rvm_vm::runtime::Vm) -> InstrState {
        InstrState {
            inst: vm.instrumentation.as_ref(),
            copy: Copy::Checking,
            source: EdgeSource::Entry,
            sig3: None,
            pending_checks: Vec::new(),
            pending_entries: Vec::new(),
            inlined_checked_method: false,
        }
    }
}

/// What a pending check block tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CheckKind {
    /// A check: decrement the counter, slow path at zero (Figure 3).
    Check,
    /// The entry of a method without an entry check
    /// (`--instr-check-reduction=recursion`): continue in the copy the
    /// caller is in, without counting a check. The counter equals its reset
    /// value exactly when no check ran since the last sample (counter
    /// trigger); a bursty check's last slow path left its decision in
    /// `instr_take`.
    ModeTest,
}

/// Per-scope state: the plan and the duplicated blocks.
#[derive(Default)]
pub struct ScopeInstr {
    plan: Option<Plan>,
    /// `--instr-check-reduction=k-boring`: loops without checks or instrumentation.
    boring: Option<BoringLoops>,
    dup_blocks: HashMap<usize, Block>,
    dup_done: HashSet<usize>,
    check_blocks: HashMap<usize, Block>,
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
        self.cur.instr.dup_blocks.insert(bci, b);
        b
    }

    fn check_block(&mut self, bci: usize, checking: Block) -> Block {
        if let Some(&b) = self.cur.instr.check_blocks.get(&bci) {
            return b;
        }
        let dup = self.dup_block(bci);
        let b = self.b.create_block();
        self.cur.instr.check_blocks.insert(bci, b);
        self.instr
            .pending_checks
            .push((b, checking, dup, CheckKind::Check));
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
        let root = self.outer.is_empty();
        let source = self.instr.source;
        if source == EdgeSource::Entry && root {
            return Ok(self.root_entry(inst, target, checking));
        }
        if !sampling(inst).duplicates() {
            return Ok(checking);
        }
        let (Some(to), Some(plan)) = (self.node(target), self.cur.instr.plan.as_ref()) else {
            return Ok(checking);
        };
        let edge = match (source, self.instr.copy) {
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
                let Some(from) = self.node(from) else {
                    return Ok(checking);
                };
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
        };
        Ok(match edge {
            EdgeTarget::Checking(_) => checking,
            EdgeTarget::Duplicated(_) => self.dup_block(target),
            EdgeTarget::Check(_) => self.check_block(target, checking),
        })
    }

    /// The root method's entry (prologue, or OSR entry at a loop header).
    fn root_entry(&mut self, inst: &Instrumentation, target: usize, checking: Block) -> Block {
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
        if edge_op {
            let op = self.b.create_block();
            self.instr.pending_entries.push((op, dup_target));
            if s == Sampling::Exhaustive {
                return op;
            }
            let check = self.b.create_block();
            self.instr.pending_checks.push((check, checking, op, kind));
            return check;
        }
        if s.duplicates() && dup_target != checking {
            let check = self.b.create_block();
            self.instr
                .pending_checks
                .push((check, checking, dup_target, kind));
            return check;
        }
        checking
    }

    /// Emits a check at the current position, ending the block.
    fn emit_check_here(&mut self, not_sampled: Block, sampled: Block) {
        let Some(inst) = self.instr.inst else {
            self.b.ins().jump(not_sampled, &[]);
            return;
        };
        let slow = self.b.create_block();
        self.b.set_cold_block(slow);
        let flags = super::translate::trusted();
        match inst.options.trigger {
            Trigger::Counter => {
                let c = self.b.ins().load(
                    types::I32,
                    flags,
                    self.thread,
                    JavaThread::OFFSET_INSTR_COUNTER,
                );
                let c = self.b.ins().iadd_imm_s(c, -1);
                self.b
                    .ins()
                    .store(flags, c, self.thread, JavaThread::OFFSET_INSTR_COUNTER);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, c, 0);
                self.b.ins().brif(zero, slow, &[], not_sampled, &[]);
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
                    JavaThread::OFFSET_INSTR_SEEN_TICK,
                );
                let new = self.b.ins().icmp(IntCC::NotEqual, tick, seen);
                self.b.ins().brif(new, slow, &[], not_sampled, &[]);
            }
        }
        self.b.switch_to_block(slow);
        // Through the register-preserving thunk, as yieldpoints: the check
        // sits on loop backedges, and a plain call would make Cranelift keep
        // the loop's values in callee-saved registers or spill them.
        let zero = self.b.ins().iconst(types::I64, 0);
        self.call_preserving(
            rt::instr_check_preserving as *const () as usize,
            self.thread,
            zero,
        );
        let r = self.b.ins().load(
            types::I32,
            flags,
            self.thread,
            JavaThread::OFFSET_INSTR_TAKE,
        );
        self.b.ins().brif(r, sampled, &[], not_sampled, &[]);
    }

    /// Check blocks and entry call-edge blocks, after everything else.
    pub(super) fn emit_instrumentation_blocks(&mut self) {
        for (block, then) in std::mem::take(&mut self.instr.pending_entries) {
            self.b.switch_to_block(block);
            let m = self
                .b
                .ins()
                .iconst(types::I64, self.cur.method as *const Method as i64);
            self.call_op(rt::instr_entry_edge as *const () as usize, m);
            self.b.ins().jump(then, &[]);
        }
        for (block, not_sampled, sampled, kind) in std::mem::take(&mut self.instr.pending_checks) {
            self.b.switch_to_block(block);
            match kind {
                CheckKind::ModeTest if !self.instr.inlined_checked_method => {
                    self.emit_mode_test(not_sampled, sampled)
                }
                _ => self.emit_check_here(not_sampled, sampled),
            }
        }
    }

    /// The entry of a method without an entry check: the copy the caller
    /// is in (see [`CheckKind::ModeTest`]); no counter update.
    fn emit_mode_test(&mut self, not_sampled: Block, sampled: Block) {
        let Some(inst) = self.instr.inst else {
            self.b.ins().jump(not_sampled, &[]);
            return;
        };
        let flags = super::translate::trusted();
        let in_duplicated = if inst.options.burst.is_some() {
            self.b.ins().load(
                types::I32,
                flags,
                self.thread,
                JavaThread::OFFSET_INSTR_TAKE,
            )
        } else {
            let c = self.b.ins().load(
                types::I32,
                flags,
                self.thread,
                JavaThread::OFFSET_INSTR_COUNTER,
            );
            self.b
                .ins()
                .icmp_imm_s(IntCC::Equal, c, inst.options.initial_counter() as i64)
        };
        self.b
            .ins()
            .brif(in_duplicated, sampled, &[], not_sampled, &[]);
    }

    /// Runs `op` here: always, only in the duplicated copy, or behind a
    /// check of its own (No-Duplication), by the sampling mode.
    fn emit_op(&mut self, op: impl FnOnce(&mut Self)) {
        match self.op_mode() {
            OpMode::Skip => {}
            OpMode::Always => op(self),
            OpMode::Guarded => {
                let run = self.b.create_block();
                let cont = self.b.create_block();
                self.emit_check_here(cont, run);
                self.b.switch_to_block(run);
                op(self);
                self.b.ins().jump(cont, &[]);
                self.b.switch_to_block(cont);
            }
        }
    }

    /// The entry of an inlined callee (the current scope, just created):
    /// its call edge, then the jump into its first block.
    pub(super) fn inline_entry(&mut self) -> Result<Block, String> {
        if self.entry_checked(self.cur.method) {
            self.instr.inlined_checked_method = true;
        }
        if let Some(inst) = self.instr.inst {
            if inst.options.kinds.call_edges {
                let parent = self.outer.last().expect("an inlined scope").method;
                let bci = self.cur.call_bci.unwrap_or(0);
                let callee = self.cur.method;
                self.emit_op(|t| {
                    let site = inst.inlined_edge_site(parent, bci, callee);
                    let s = t.b.ins().iconst(types::I64, site as i64);
                    t.call_op(rt::instr_count as *const () as usize, s);
                });
            }
        }
        let saved = self.instr.source;
        self.instr.source = EdgeSource::Entry;
        let entry = self.flow_to(0);
        self.instr.source = saved;
        entry
    }

    /// Field-access and data-reference operations before the access at
    /// `bci` (`op` is its opcode; the object is on the operand stack).
    pub(super) fn instrument_access(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let Some(inst) = self.instr.inst else {
            return Ok(());
        };
        if self.op_mode() == OpMode::Skip || self.in_boring_loop(bci) {
            return Ok(());
        }
        let kinds = inst.options.kinds;
        let below_top = match op {
            GETFIELD => 1,
            PUTFIELD | IALOAD..=SALOAD => 2,
            IASTORE..=SASTORE => 3,
            _ => return Ok(()),
        };
        let object = match self.stack.len().checked_sub(below_top) {
            Some(i) => self.stack[i].0,
            None => return Err(format!("operand stack underflow at bci {bci}")),
        };
        let method = self.cur.method;
        if kinds.field_accesses && (op == GETFIELD || op == PUTFIELD) {
            let r = self
                .cur
                .class
                .constant_pool
                .member_ref(crate::analysis::read_u16(self.cur.bc, bci + 1))?;
            let field = format!("{}.{}", r.class, r.name);
            self.emit_op(|t| {
                let site = inst.field_site(&field, method, bci);
                let s = t.b.ins().iconst(types::I64, site as i64);
                t.call_op(rt::instr_count as *const () as usize, s);
            });
        }
        if kinds.data_refs {
            self.emit_op(|t| {
                let site = inst.reference_site(method, bci);
                if t.cold_ops() && site < rt::PACKED_SITES {
                    let high = t.b.ins().iconst(types::I64, (site as i64) << 48);
                    let packed = t.b.ins().bor(high, object);
                    t.call_op(rt::instr_data_ref_packed as *const () as usize, packed);
                } else {
                    t.call3(rt::instr_data_ref as *const () as usize, site, object);
                }
            });
        }
        Ok(())
    }

    /// Whether instrumentation operations sit off the hot path (in the
    /// duplicated code, or behind their own check): everything but
    /// `exhaustive`.
    fn cold_ops(&self) -> bool {
        self.instr
            .inst
            .is_some_and(|i| sampling(i) != Sampling::Exhaustive)
    }

    /// Calls an instrumentation helper `target(thread, arg)`. Off the hot
    /// path it goes through the register-preserving thunk, as the check's
    /// slow path does: a plain call clobbers the caller-saved registers, and
    /// since both copies share their values, Cranelift would then keep the
    /// checking code's values in callee-saved registers or on the stack too
    /// (the framework's cost with no samples taken). Exhaustive
    /// instrumentation (Table 1) calls directly.
    fn call_op(&mut self, target: usize, arg: Value) {
        if self.cold_ops() {
            self.call_preserving(target, self.thread, arg);
        } else {
            self.call_pure2(target, self.thread, arg);
        }
    }

    fn call3(&mut self, target: usize, site: u32, object: Value) {
        let sig = match self.instr.sig3 {
            Some(s) => s,
            None => {
                let mut sig = Signature::new(CallConv::SystemV);
                for _ in 0..3 {
                    sig.params.push(AbiParam::new(types::I64));
                }
                sig.returns.push(AbiParam::new(types::I64));
                let s = self.b.import_signature(sig);
                self.instr.sig3 = Some(s);
                s
            }
        };
        let f = self.b.ins().iconst(types::I64, target as i64);
        let s = self.b.ins().iconst(types::I64, site as i64);
        self.b
            .ins()
            .call_indirect(sig, f, &[self.thread, s, object]);
    }
}
