//! Instrumentation operations (Arnold-Ryder 2001 §4.1, Hirzel-Chilimbi 2001
//! §5.2): an inlined call's edge, field accesses and data references, run
//! in the duplicated copy, always (exhaustive) or behind their own check
//! (No-Duplication). Site counts are incremented in line in the thread's
//! table; the other operations call helpers of runtime/instrumentation.rs.

use super::super::translator::Translator;
use super::{sampling, EdgeSource, OpMode};
use crate::env::bytecode::opcodes::*;
use crate::env::instrumentation as rt;
use crate::env::layout;
use crate::env::RuntimeHelper;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, AbiParam, Block, InstBuilder, Signature, Value};
use cranelift_codegen::isa::CallConv;
use rvm_profiler::instrumentation::Sampling;

impl Translator<'_> {
    /// Runs `op` here: always, only in the duplicated copy, or behind a
    /// check of its own (No-Duplication), by the sampling mode.
    pub(in crate::opt) fn emit_op(&mut self, op: impl FnOnce(&mut Self)) {
        match self.op_mode() {
            OpMode::Skip => {}
            OpMode::Always => op(self),
            OpMode::Guarded => {
                let run = self.b.create_block();
                let cont = self.b.create_block();
                self.emit_check_here(cont, run, rt::check_site::PLAIN, None);
                self.b.switch_to_block(run);
                op(self);
                self.b.ins().jump(cont, &[]);
                self.b.switch_to_block(cont);
            }
        }
    }

    /// The entry of an inlined callee (the current scope, just created):
    /// its call edge, then the jump into its first block.
    pub(in crate::opt) fn inline_entry(&mut self) -> Result<Block, String> {
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
                    t.count_site(site);
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
    pub(in crate::opt) fn instrument_access(&mut self, bci: usize, op: u8) -> Result<(), String> {
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
        let object = match self.frame.stack.len().checked_sub(below_top) {
            Some(i) => self.frame.stack[i].0,
            None => return Err(format!("operand stack underflow at bci {bci}")),
        };
        let method = self.cur.method;
        if kinds.field_accesses && (op == GETFIELD || op == PUTFIELD) {
            let r = self
                .cur
                .class
                .constant_pool
                .member_ref(crate::env::bytecode::read_u16(self.cur.bc, bci + 1))?;
            let field = format!("{}.{}", r.class, r.name);
            self.emit_op(|t| {
                let site = inst.field_site(&field, method, bci);
                t.count_site(site);
            });
        }
        if kinds.data_refs {
            self.emit_op(|t| {
                let site = inst.reference_site(method, bci);
                if t.cold_ops() && site < rt::PACKED_SITES {
                    let high = t.b.ins().iconst(types::I64, (site as i64) << 48);
                    let packed = t.b.ins().bor(high, object);
                    t.call_op(RuntimeHelper::InstrDataRefPacked, packed);
                } else {
                    t.call3(RuntimeHelper::InstrDataRef.address(), site, object);
                }
            });
        }
        Ok(())
    }

    /// Whether instrumentation operations sit off the hot path (in the
    /// duplicated code, or behind their own check): everything but
    /// `exhaustive`.
    pub(in crate::opt) fn cold_ops(&self) -> bool {
        self.instr
            .inst
            .is_some_and(|i| sampling(i) != Sampling::Exhaustive)
    }

    /// Counts one execution of `site` in the thread's table, in line (two
    /// loads, a compare, an increment: the paper's "two loads, an
    /// increment, and a store", §4.3); a site beyond the table goes to
    /// `instr_count`, which grows it.
    pub(in crate::opt) fn count_site(&mut self, site: u32) {
        if site >= 1 << 28 {
            // Beyond a 32-bit displacement: always through the helper.
            let s = self.b.ins().iconst(types::I64, site as i64);
            self.call_op(RuntimeHelper::InstrCount, s);
            return;
        }
        let flags = crate::opt::translator::trusted();
        let capacity = self.b.ins().load(
            types::I32,
            flags,
            self.thread,
            layout::thread::INSTR_SITE_CAPACITY,
        );
        let inside = self
            .b
            .ins()
            .icmp_imm_u(IntCC::UnsignedGreaterThan, capacity, site as i64);
        let fast = self.b.create_block();
        let slow = self.b.create_block();
        let join = self.b.create_block();
        self.b.set_cold_block(slow);
        if self
            .b
            .current_block()
            .is_some_and(|b| self.b.func.layout.is_cold(b))
        {
            self.b.set_cold_block(fast);
            self.b.set_cold_block(join);
        }
        self.b.ins().brif(inside, fast, &[], slow, &[]);
        self.b.switch_to_block(fast);
        let table = self.b.ins().load(
            types::I64,
            flags,
            self.thread,
            layout::thread::INSTR_SITE_COUNTS,
        );
        let offset = site as i32 * 8;
        let n = self.b.ins().load(types::I64, flags, table, offset);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags, n, table, offset);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(slow);
        let s = self.b.ins().iconst(types::I64, site as i64);
        self.call_op(RuntimeHelper::InstrCount, s);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
    }

    /// Calls an instrumentation helper `target(thread, arg)`. Off the hot
    /// path it goes through the register-preserving thunk, as the check's
    /// slow path does: a plain call clobbers the caller-saved registers, and
    /// since both copies share their values, Cranelift would then keep the
    /// checking code's values in callee-saved registers or on the stack too
    /// (the framework's cost with no samples taken). Exhaustive
    /// instrumentation (Table 1) calls directly.
    pub(in crate::opt) fn call_op(&mut self, helper: RuntimeHelper, arg: Value) {
        if self.cold_ops() {
            self.call_preserving(helper.address(), self.thread, arg);
        } else {
            self.call_pure(helper, &[self.thread, arg]);
        }
    }

    pub(in crate::opt) fn call3(&mut self, target: usize, site: u32, object: Value) {
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
