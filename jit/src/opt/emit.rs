//! The emitter: the CLIF every instruction's translation shares: the
//! function's frame, slot loads and stores, runtime calls, the exception
//! paths, returns, yieldpoints and the slow paths through the interpreter.
//! The per-instruction translation is in `opcodes.rs` (arithmetic, stack,
//! locals, branches) and `objects.rs` (fields, arrays, allocation, calls);
//! the translator's state and driver are in `translator.rs`.
//!
//! ```text
//! entry:  stack check -> link FrameRecord (an explicit stack slot) -> (monitor) -> prologue yieldpoint
//!         the arguments into variables (from their slots; register parameters
//!         under --register-calls)
//! blocks: in reverse postorder; the operand stack is SSA values inside a block
//!         and variables (depth, kind) across block edges
//! slow:   cold blocks: spill the instruction's operands to their slots and run
//!         it through the interpreter (jit_step), exactly as the baseline tier does
//! throw:  after every call that may throw: pending? -> jit_find_handler -> the
//!         handler's landing block, or unwind (unlink the record, return 0)
//! ```
//!
//! Calling contract: the compiled entry is the baseline tier's
//! (`vm compile/mod.rs`), `extern "sysv64" fn(thread, base) -> u64` with the
//! arguments in slots `[base, base + arg_slots)`, so interpreted, baseline and
//! optimized code call each other freely. Under `--register-calls` a method
//! may instead be a register entry, `winch` fn(thread, base, arguments...)
//! -> u64, with an adapter (adapter.rs) as its compiled entry; optimized
//! callers call it directly with the arguments in registers. Other calls
//! store the outgoing arguments to the slots where the interpreter would
//! have them (`base + max_locals + depth`).
//!
//! GC: objects never move and the native stack is scanned conservatively
//! (docs/gc.md), so references may live in registers and spill slots; the
//! frame record's `top` covers the whole slot frame, so outgoing arguments are
//! roots until the callee links its own record. Runtime calls go through the
//! register-saving thunk (thunk.rs).

use super::frame::Kind;
use super::translator::{signature, trusted, ExceptionPath, Guarded, Translator};
use crate::env::layout;
use crate::env::Method;
use crate::env::YieldpointKind;
use crate::env::{HelperType, RuntimeHelper};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, Block, BlockArg, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value,
};
use cranelift_frontend::Variable;

impl<'a> Translator<'a> {
    // ---- frame -------------------------------------------------------------

    pub(super) fn prologue(&mut self) -> Result<(), String> {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params = self.b.block_params(entry).to_vec();
        self.thread = params[0];
        self.base = params[1];
        // The frame's slots (patched at the end to cover inlined scopes).
        let extent = self.b.ins().iconst(types::I64, self.max_extent as i64);
        self.extent_const = self.b.func.dfg.value_def(extent).inst();
        // Stack check: native stack limit and slot-stack capacity.
        let overflow = self.b.create_block();
        self.b.set_cold_block(overflow);
        let sp = self.b.ins().get_stack_pointer(types::I64);
        let limit = self.b.ins().load(
            types::I64,
            trusted(),
            self.thread,
            layout::thread::NATIVE_STACK_LIMIT,
        );
        let low = self.b.ins().icmp(IntCC::UnsignedLessThan, sp, limit);
        let check_slots = self.b.create_block();
        self.b.ins().brif(low, overflow, &[], check_slots, &[]);
        self.b.switch_to_block(check_slots);
        let end = self.b.ins().iadd(self.base, extent);
        let slot_limit = self.b.ins().load(
            types::I64,
            trusted(),
            self.thread,
            layout::thread::SLOT_LIMIT,
        );
        let over = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThan, end, slot_limit);
        let body = self.b.create_block();
        self.b.ins().brif(over, overflow, &[], body, &[]);
        self.b.switch_to_block(overflow);
        // Nothing is linked yet: StackOverflowError is thrown in the caller's frame.
        self.call_runtime(RuntimeHelper::StackOverflow.address(), &[self.thread]);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b.ins().return_(&[zero]);

        self.b.switch_to_block(body);
        let slots = self
            .b
            .ins()
            .load(types::I64, trusted(), self.thread, layout::thread::SLOTS);
        let offset = self.b.ins().ishl_imm_s(self.base, 3);
        self.local0 = self.b.ins().iadd(slots, offset);
        // Link the frame record.
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            layout::frame::SIZE as u32,
            3,
        ));
        self.record = self.b.ins().stack_addr(types::I64, slot, 0);
        let method = self
            .b
            .ins()
            .iconst(types::I64, self.cur.method as *const Method as i64);
        self.b
            .ins()
            .store(trusted(), method, self.record, layout::frame::METHOD);
        let zero32 = self.b.ins().iconst(types::I32, 0);
        self.b
            .ins()
            .store(trusted(), zero32, self.record, layout::frame::BCI);
        self.b
            .ins()
            .store(trusted(), self.base, self.record, layout::frame::BASE);
        self.extent = extent;
        let top = self.frame_top();
        self.b
            .ins()
            .store(trusted(), top, self.record, layout::frame::TOP);
        // native_low 0: nothing of this frame or below it is skipped by the
        // collector's native-stack scan (values live in registers and spill
        // slots here; the thunk saves callee-saved registers below).
        let zero64 = self.b.ins().iconst(types::I64, 0);
        self.b
            .ins()
            .store(trusted(), zero64, self.record, layout::frame::NATIVE_LOW);
        let mut prev = self.b.ins().load(
            types::I64,
            trusted(),
            self.thread,
            layout::thread::TOP_FRAME,
        );
        if self.osr.is_some() {
            // This frame takes the place of the interpreter activation's
            // record, so the method appears once in stack traces.
            prev = self
                .b
                .ins()
                .load(types::I64, trusted(), prev, layout::frame::PREV);
        }
        // Read back from the record when the frame is left (`leave`), so
        // that no register holds it across the method's calls.
        self.b
            .ins()
            .store(trusted(), prev, self.record, layout::frame::PREV);
        self.b.ins().store(
            trusted(),
            self.record,
            self.thread,
            layout::thread::TOP_FRAME,
        );
        if self.env.options().count_calls {
            let calls =
                self.b
                    .ins()
                    .load(types::I64, trusted(), self.thread, layout::thread::CALLS);
            let calls = self.b.ins().iadd_imm_s(calls, 1);
            self.b
                .ins()
                .store(trusted(), calls, self.thread, layout::thread::CALLS);
        }
        self.on_method_entered();
        if let Some(header) = self.osr {
            return self.osr_entry(header);
        }
        // Arguments into variables: in registers for a register entry (its
        // parameters after thread and base; the adapter loads them from
        // the slots for System V callers, adapter.rs), else from the slots.
        let mut slot_index = 0usize;
        let kinds = super::translator::argument_kinds(self.cur.method)?;
        for (j, &k) in kinds.iter().enumerate() {
            let v = if self.register_entry {
                params[2 + j]
            } else {
                self.load_slot(slot_index, k)
            };
            if j == 0 && !self.cur.method.is_static() {
                self.frame.non_null.insert(v);
            }
            let var = self.local(slot_index, k);
            self.b.def_var(var, v);
            slot_index += k.slots();
        }
        if self.cur.method.is_synchronized() {
            let lock = match self.env.options().static_lock {
                Some(mirror) => self.b.ins().iconst(types::I64, mirror as i64),
                None => {
                    let var = self.local(0, Kind::Ref);
                    self.b.use_var(var)
                }
            };
            self.lock = Some(lock);
            self.call_runtime(RuntimeHelper::MonitorEnter.address(), &[self.thread, lock]);
        }
        self.yieldpoint(YieldpointKind::Prologue, 0);
        let first = self.flow_to(0)?;
        self.b.ins().jump(first, &[]);
        self.on_block_left();
        Ok(())
    }

    /// The rest of an OSR prologue: every local in every kind from its slot
    /// (verified code reads a local only at the kind last stored on every
    /// path, so the variables of the other kinds are dead), an empty operand
    /// stack, and a jump to the loop header.
    pub(super) fn osr_entry(&mut self, header: usize) -> Result<(), String> {
        if self.cur.method.is_synchronized() {
            return Err(
                "no OSR into synchronized methods (the interpreter activation holds the monitor)"
                    .into(),
            );
        }
        if self.depth(header) != 0 {
            return Err(format!(
                "no OSR at bci {header}: the operand stack is not empty there"
            ));
        }
        let v = self.b.ins().iconst(types::I32, header as i64);
        self.b
            .ins()
            .store(trusted(), v, self.record, layout::frame::BCI);
        for i in 0..self.cur.max_locals {
            for k in [Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref] {
                let v = self.load_slot(i, k);
                let var = self.local(i, k);
                self.b.def_var(var, v);
            }
        }
        // The locals live in variables from here on: the interpreter's copies
        // would keep what they held alive for the rest of the loop (a list
        // `main` drops after the loop it was filled in, say).
        let zero = self.b.ins().iconst(types::I64, 0);
        for i in 0..self.cur.max_locals {
            self.store_slot(i, zero, Kind::Long);
        }
        self.frame.stack.clear();
        let target = self.flow_to(header)?;
        self.b.ins().jump(target, &[]);
        self.on_block_left();
        Ok(())
    }

    /// Loads slot `i` of this frame (`local0 + 8 i`) as a value of kind `k`.
    pub fn load_slot(&mut self, i: usize, k: Kind) -> Value {
        let at = (self.cur.slot_offset + i) * 8;
        self.b
            .ins()
            .load(k.clif(), trusted(), self.local0, at as i32)
    }

    /// Stores `v` into slot `i` the way the interpreter keeps it (ints and
    /// floats zero-extended to the slot).
    pub fn store_slot(&mut self, i: usize, v: Value, k: Kind) {
        let v = match k {
            Kind::Int => self.b.ins().uextend(types::I64, v),
            Kind::Float => {
                let bits = self.b.ins().bitcast(types::I32, MemFlagsData::new(), v);
                self.b.ins().uextend(types::I64, bits)
            }
            _ => v,
        };
        let at = (self.cur.slot_offset + i) * 8;
        self.b.ins().store(trusted(), v, self.local0, at as i32);
    }

    /// Zeroes the reference slots among values of `kinds` laid out from slot
    /// `first` on, after whatever passed them through the slots (a call's
    /// arguments, a step's operands and results) is done with them. Nothing
    /// reads them again, but the frame record's `top` covers them, so the
    /// collector would otherwise keep what they held alive for as long as
    /// the frame runs (a list the program has dropped, still in the slot
    /// that passed it to `add`; java frees it). One store per reference.
    pub(super) fn clear_reference_slots(
        &mut self,
        first: usize,
        kinds: impl IntoIterator<Item = Kind>,
    ) {
        let mut at = first;
        let mut zero = None;
        for k in kinds {
            if k == Kind::Ref {
                let z = *zero.get_or_insert_with(|| self.b.ins().iconst(types::I64, 0));
                self.store_slot(at, z, Kind::Long);
            }
            at += k.slots();
        }
    }

    pub fn local(&mut self, i: usize, k: Kind) -> Variable {
        if let Some(&v) = self.cur.locals.get(&(i, k)) {
            return v;
        }
        let v = self.b.declare_var(k.clif());
        self.cur.locals.insert((i, k), v);
        v
    }

    pub(super) fn stack_var(&mut self, d: usize, k: Kind) -> Variable {
        if let Some(&v) = self.cur.stack_vars.get(&(d, k)) {
            return v;
        }
        let v = self.b.declare_var(k.clif());
        self.cur.stack_vars.insert((d, k), v);
        v
    }

    /// Passes the operand stack to the block at `target` and returns it.
    pub fn flow_to(&mut self, target: usize) -> Result<Block, String> {
        let kinds: Vec<Kind> = self.frame.stack.iter().map(|&(_, k)| k).collect();
        for (d, &(v, k)) in self.frame.stack.clone().iter().enumerate() {
            let var = self.stack_var(d, k);
            self.b.def_var(var, v);
        }
        match self.cur.entry_stacks.get(&target) {
            Some(existing) if *existing != kinds => {
                return Err(format!("operand stacks disagree at bci {target}"));
            }
            Some(_) => {}
            None => {
                self.cur.entry_stacks.insert(target, kinds);
            }
        }
        // The checking copy's block, or the duplicated copy's, or a check
        // (instrument/); then PEP's path-register increment on the edge (pep/).
        let block = self.edge_block(target)?;
        Ok(self.on_edge(target, block))
    }

    /// Slot depth before `bci` (static, from the analysis).
    pub fn depth(&self, bci: usize) -> usize {
        self.cur.depths.before[bci].unwrap_or(0) as usize
    }

    // ---- runtime calls -------------------------------------------------------

    /// The slot just past this frame's (the root's and every inlined
    /// scope's): computed where it is needed rather than kept in a register
    /// across calls.
    pub fn frame_top(&mut self) -> Value {
        self.b.ins().iadd(self.base, self.extent)
    }

    /// Calls a runtime function through the register-saving thunk
    /// (thunk.rs), which raises the slot-stack top for the call; the thread
    /// must be the first argument.
    pub fn call_runtime(&mut self, target: usize, args: &[Value]) -> Value {
        assert!(
            args.len() <= 5,
            "runtime helpers take at most five arguments"
        );
        let mut all: Vec<Value> = args.to_vec();
        while all.len() < 5 {
            all.push(self.b.ins().iconst(types::I64, 0));
        }
        all.push(self.b.ins().iconst(types::I64, target as i64));
        let thunk = self
            .b
            .ins()
            .iconst(types::I64, self.env.options().thunk as i64);
        let call = self.b.ins().call_indirect(self.sigs.thunk, thunk, &all);
        self.b.inst_results(call)[0]
    }

    /// Calls `target(a0, a1)` (no result) through the thunk that preserves
    /// every register: for cold calls inside loops (yieldpoints, steps).
    pub fn call_preserving(&mut self, target: usize, a0: Value, a1: Value) {
        let t = self.b.ins().iconst(types::I64, target as i64);
        let thunk = self
            .b
            .ins()
            .iconst(types::I64, self.env.options().preserve_all as i64);
        self.b
            .ins()
            .call_indirect(self.sigs.preserve, thunk, &[a0, a1, t]);
    }

    /// Calls a function that neither allocates nor runs Java (no thunk needed).
    /// Calls a helper that neither allocates, throws nor reaches a
    /// safepoint directly, with the signature the helper list declares
    /// (no register-saving thunk, no bci published). Returns its result.
    pub fn call_pure(&mut self, helper: RuntimeHelper, args: &[Value]) -> Option<Value> {
        let declared = helper.signature();
        let clif = |t: &HelperType| match t {
            HelperType::I32 => types::I32,
            HelperType::I64 => types::I64,
            HelperType::F64 => types::F64,
        };
        let shape: (Vec<types::Type>, Option<types::Type>) = (
            declared.params.iter().map(clif).collect(),
            declared.returns.first().map(clif),
        );
        let sig = match self.sigs.pure.get(&shape) {
            Some(&sig) => sig,
            None => {
                let sig = self.b.import_signature(signature(&shape.0, shape.1));
                self.sigs.pure.insert(shape, sig);
                sig
            }
        };
        let f = self.b.ins().iconst(types::I64, helper.address() as i64);
        let call = self.b.ins().call_indirect(sig, f, args);
        self.b.inst_results(call).first().copied()
    }

    /// Publishes the current bci in the frame record (stack traces, the
    /// profiler's call-site bci, the handler search).
    pub fn set_bci(&mut self, bci: usize) {
        let value = self.bci_value(bci);
        self.store_bci_value(value);
    }

    /// What the frame record holds for `bci` of the current scope: the bci
    /// itself in the root, an inline site id in an inlined scope.
    pub fn bci_value(&mut self, bci: usize) -> u32 {
        if self.outer.is_empty() {
            bci as u32
        } else {
            self.site_id(bci)
        }
    }

    /// Publishes a [`Translator::bci_value`] in the frame record.
    pub fn store_bci_value(&mut self, value: u32) {
        let v = self.b.ins().iconst(types::I32, value as i64);
        self.b
            .ins()
            .store(trusted(), v, self.record, layout::frame::BCI);
    }

    /// Runs the instruction at `bci` in the interpreter (`jit_step`): its
    /// operands must be in their slots; the step starts with the operand-stack
    /// top where the interpreter would have it. In an inlined scope the
    /// records of the inlined frames are linked first (inline.rs).
    pub fn call_step(&mut self, bci: usize) {
        if self.outer.is_empty() {
            self.set_bci(bci);
            let offset = (self.cur.max_locals + self.depth(bci)) as i64;
            let top = self.b.ins().iadd_imm_s(self.base, offset);
            self.b
                .ins()
                .store(trusted(), top, self.record, layout::frame::TOP);
        } else {
            self.materialize_scopes(bci);
        }
        let zero = self.b.ins().iconst(types::I64, 0);
        self.call_preserving(RuntimeHelper::Step.address(), self.thread, zero);
        self.restore_root_frame();
    }

    /// After a call into the interpreter: the record's `top` as the prologue
    /// set it (the interpreter moves it), and the record linked as the top
    /// frame again (a step in an inlined scope linked records of its own).
    pub fn restore_root_frame(&mut self) {
        let top = self.frame_top();
        self.b
            .ins()
            .store(trusted(), top, self.record, layout::frame::TOP);
        if !self.outer.is_empty() {
            self.b.ins().store(
                trusted(),
                self.record,
                self.thread,
                layout::thread::TOP_FRAME,
            );
        }
    }

    /// Branches to the exception path of `bci` if an exception is pending.
    pub fn check_exception(&mut self, bci: usize) {
        self.check_exception_then(bci, false);
    }

    /// `check_exception`; the continuation is marked cold on slow paths.
    pub fn check_exception_then(&mut self, bci: usize, cold: bool) {
        let pending = self.b.ins().load(
            types::I64,
            trusted(),
            self.thread,
            layout::thread::PENDING_EXCEPTION,
        );
        let exc = self.exception_block(bci);
        let cont = self.b.create_block();
        if cold {
            self.b.set_cold_block(cont);
        }
        self.b.ins().brif(pending, exc, &[], cont, &[]);
        self.b.seal_block(cont);
        self.b.switch_to_block(cont);
    }

    /// The block that dispatches an exception pending at `bci` of the current
    /// scope (filled at the end): the handlers of this scope that cover `bci`,
    /// then those of each enclosing scope that cover its call site.
    pub fn exception_block(&mut self, bci: usize) -> Block {
        if let Some(&b) = self.cur.exception_block_of.get(&bci) {
            return b;
        }
        let block = self.b.create_block();
        self.b.set_cold_block(block);
        self.cur.exception_block_of.insert(bci, block);
        let mut chain = Vec::new();
        let mut at = bci;
        for level in (0..=self.outer.len()).rev() {
            let scope = if level == self.outer.len() {
                &self.cur
            } else {
                &self.outer[level]
            };
            let mut covering: Vec<usize> = Vec::new();
            for h in scope.code.handlers.iter() {
                let pc = h.handler_pc as usize;
                if (h.start_pc as usize) <= at && at < h.end_pc as usize && !covering.contains(&pc)
                {
                    covering.push(pc);
                }
            }
            let (method, call_bci) = (scope.method, scope.call_bci);
            let mut landings = Vec::new();
            for pc in covering {
                let landing = self.landing_block(level, pc);
                landings.push((pc, landing));
            }
            if !landings.is_empty() {
                chain.push((method, at, landings));
            }
            match call_bci {
                Some(c) => at = c,
                None => break,
            }
        }
        self.exception_paths.push(ExceptionPath { block, chain });
        block
    }

    /// The landing block of handler `pc` in scope `level` (0 = root).
    pub(super) fn landing_block(&mut self, level: usize, pc: usize) -> Block {
        let scope = if level == self.outer.len() {
            &mut self.cur
        } else {
            &mut self.outer[level]
        };
        if let Some(&b) = scope.landing.get(&pc) {
            return b;
        }
        let b = self.b.create_block();
        self.b.set_cold_block(b);
        let scope = if level == self.outer.len() {
            &mut self.cur
        } else {
            &mut self.outer[level]
        };
        scope.landing.insert(pc, b);
        b
    }

    pub(super) fn emit_exception_paths(&mut self) {
        for path in std::mem::take(&mut self.exception_paths) {
            self.b.switch_to_block(path.block);
            for (method, bci, landings) in path.chain {
                let m = self
                    .b
                    .ins()
                    .iconst(types::I64, method as *const Method as i64);
                let at = self.b.ins().iconst(types::I64, bci as i64);
                let handler = self.call_runtime(
                    RuntimeHelper::FindHandlerAt.address(),
                    &[self.thread, m, at],
                );
                for (pc, landing) in landings {
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, handler, pc as i64);
                    let next = self.b.create_block();
                    self.b.set_cold_block(next);
                    self.b.ins().brif(is, landing, &[], next, &[]);
                    self.b.seal_block(next);
                    self.b.switch_to_block(next);
                }
            }
            self.b.ins().jump(self.unwind, &[]);
        }
    }

    /// Landing blocks of the current scope: the pending exception becomes the
    /// handler's only stack entry (emitted when the scope's translation ends).
    pub fn emit_landings(&mut self) {
        // In handler order, so that every compile of a method emits the same
        // CLIF (the map's iteration order differs from process to process).
        let mut landings: Vec<(usize, Block)> =
            self.cur.landing.iter().map(|(&pc, &b)| (pc, b)).collect();
        landings.sort_unstable_by_key(|&(pc, _)| pc);
        let source = self.on_landings_begin();
        for (pc, block) in landings {
            self.b.switch_to_block(block);
            self.restore_root_frame();
            self.clear_dead_slots();
            let exc = self.b.ins().load(
                types::I64,
                trusted(),
                self.thread,
                layout::thread::PENDING_EXCEPTION,
            );
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b.ins().store(
                trusted(),
                zero,
                self.thread,
                layout::thread::PENDING_EXCEPTION,
            );
            self.frame.stack = vec![(exc, Kind::Ref)];
            self.on_handler_entered();
            match self.flow_to(pc) {
                Ok(target) => {
                    self.b.ins().jump(target, &[]);
                }
                Err(_) => {
                    self.b.ins().jump(self.unwind, &[]);
                }
            }
            self.on_block_left();
        }
        self.on_landings_end(source);
    }

    /// Zeroes the slots a handler's entry leaves dead: the current scope's
    /// operand area and every slot past it (the scopes inlined into it).
    /// Optimized code keeps values in registers and uses these slots only to
    /// pass arguments to calls it does not inline and operands to the
    /// interpreter's steps, and never reads them back afterwards; but the
    /// frame record's `top` covers them, so the collector would keep their
    /// stale references alive. A program that catches `OutOfMemoryError`,
    /// drops its data and goes on depends on that not happening (the list
    /// it was filling is in the slot that passed it to `add`). Only the
    /// landing blocks (cold) pay for it.
    fn clear_dead_slots(&mut self) {
        let first = (self.cur.slot_offset + self.cur.max_locals) as i64 * 8;
        let start = self.b.ins().iadd_imm_s(self.local0, first);
        let bytes = self.b.ins().ishl_imm_s(self.extent, 3);
        let end = self.b.ins().iadd(self.local0, bytes);
        let check = self.b.create_block();
        let body = self.b.create_block();
        let done = self.b.create_block();
        for block in [check, body, done] {
            self.b.set_cold_block(block);
        }
        self.b.append_block_param(check, types::I64);
        self.b.ins().jump(check, &[BlockArg::Value(start)]);
        self.b.switch_to_block(check);
        let at = self.b.block_params(check)[0];
        let past = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, at, end);
        self.b.ins().brif(past, done, &[], body, &[]);
        self.b.seal_block(body);
        self.b.switch_to_block(body);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b.ins().store(trusted(), zero, at, 0);
        let next = self.b.ins().iadd_imm_s(at, 8);
        self.b.ins().jump(check, &[BlockArg::Value(next)]);
        self.b.seal_block(check);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
    }

    /// Unwinding: release a synchronized method's monitor, unlink the
    /// record, return with the exception pending.
    pub fn emit_unwind(&mut self) {
        self.b.switch_to_block(self.unwind);
        self.b.set_cold_block(self.unwind);
        self.leave();
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b.ins().return_(&[zero]);
    }

    /// Everything a return or an unwind does before `return`.
    pub(super) fn leave(&mut self) {
        if let Some(lock) = self.lock {
            self.call_runtime(
                RuntimeHelper::MonitorExitMethod.address(),
                &[self.thread, lock],
            );
        }
        let prev = self
            .b
            .ins()
            .load(types::I64, trusted(), self.record, layout::frame::PREV);
        self.b
            .ins()
            .store(trusted(), prev, self.thread, layout::thread::TOP_FRAME);
    }

    /// A return instruction: epilogue yieldpoint, monitor, unlink, result.
    pub fn emit_return(&mut self, bci: usize, value: Option<(Value, Kind)>) {
        if self.cur.ret.is_some() {
            self.inline_return(value);
            return;
        }
        self.on_return(bci);
        // The interpreter's result-slot encoding.
        let result = match value {
            None => self.b.ins().iconst(types::I64, 0),
            Some((v, Kind::Int)) => self.b.ins().uextend(types::I64, v),
            Some((v, Kind::Float)) => {
                let bits = self.b.ins().bitcast(types::I32, MemFlagsData::new(), v);
                self.b.ins().uextend(types::I64, bits)
            }
            Some((v, Kind::Double)) => self.b.ins().bitcast(types::I64, MemFlagsData::new(), v),
            Some((v, _)) => v,
        };
        self.leave();
        self.b.ins().return_(&[result]);
    }

    /// A yieldpoint (Arnold-Grove 2005 §5.1): one load and compare of the
    /// thread's word, one branch to a cold block that calls the runtime.
    pub fn yieldpoint(&mut self, kind: YieldpointKind, bci: usize) {
        if !self.env.options().yieldpoints || self.yieldpoint_taken_by_observer(kind, bci) {
            return;
        }
        self.yieldpoint_calling(kind, bci, RuntimeHelper::Yieldpoint.address(), None);
    }

    /// A yieldpoint whose slow path calls `helper(thread, kind)`, or with
    /// PEP's path register `path`, `helper(thread, id << 32 | path)` (pep/).
    pub fn yieldpoint_calling(
        &mut self,
        kind: YieldpointKind,
        bci: usize,
        helper: usize,
        path: Option<Value>,
    ) {
        if !self.env.options().yieldpoints {
            return;
        }
        let word = self.b.ins().load(
            types::I32,
            trusted(),
            self.thread,
            layout::thread::YIELDPOINT,
        );
        // Backedges: word > 0; PEP's exits (path ends): word != 0; other
        // prologues and epilogues: bit 0 (PEP's window word 2 skips them;
        // emit.rs::yieldpoint_check).
        let taken = match kind {
            YieldpointKind::Backedge => self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, word, 0),
            _ if path.is_some() => self.b.ins().icmp_imm_s(IntCC::NotEqual, word, 0),
            _ => {
                let bit = self.b.ins().band_imm_u(word, 1);
                self.b.ins().icmp_imm_s(IntCC::NotEqual, bit, 0)
            }
        };
        let slow = self.b.create_block();
        self.b.set_cold_block(slow);
        let cont = self.b.create_block();
        self.b.ins().brif(taken, slow, &[], cont, &[]);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.set_bci(bci);
        let arg = match path {
            None => self.b.ins().iconst(types::I64, kind as i64),
            Some(r) => self.pep_packed(r),
        };
        self.call_preserving(helper, self.thread, arg);
        self.b.ins().jump(cont, &[]);
        self.b.seal_block(cont);
        self.b.switch_to_block(cont);
    }

    // ---- slow paths through the interpreter ----------------------------------

    /// Starts an instruction with a slow path: `inputs` are its operands (as
    /// popped, bottom first), `outputs` the kinds it pushes.
    pub fn begin_guarded(
        &mut self,
        bci: usize,
        inputs: &[(Value, Kind)],
        outputs: &[Kind],
    ) -> Guarded {
        let slow = self.b.create_block();
        self.b.set_cold_block(slow);
        let join = self.b.create_block();
        for &k in outputs {
            self.b.append_block_param(join, k.clif());
        }
        Guarded {
            bci,
            slow,
            join,
            inputs: inputs.to_vec(),
            outputs: outputs.to_vec(),
            slow_used: std::cell::Cell::new(false),
        }
    }

    /// Goes to the slow path when `cond` is true.
    pub fn slow_if(&mut self, g: &Guarded, cond: Value) {
        let fast = self.b.create_block();
        g.slow_used.set(true);
        self.b.ins().brif(cond, g.slow, &[], fast, &[]);
        // Its one predecessor is known: sealed now, `use_var` in it returns
        // the predecessor's value itself instead of a provisional block
        // parameter, so facts kept per SSA value (not null, pre-existing,
        // exact class) hold across the guarded instructions of a block.
        self.b.seal_block(fast);
        self.b.switch_to_block(fast);
    }

    /// Ends the fast path with `outputs`, emits the slow path, and continues
    /// at the join; returns the instruction's results.
    pub fn end_guarded(&mut self, g: Guarded, outputs: Option<&[Value]>) -> Vec<Value> {
        match outputs {
            Some(values) if !g.slow_used.get() => {
                // Nothing can fail: no slow path (an unreachable one would
                // read its variables as undefined, and the join would need
                // block parameters for values that never change).
                return values.to_vec();
            }
            Some(values) => {
                let args: Vec<BlockArg> = values.iter().map(|&v| BlockArg::Value(v)).collect();
                self.b.ins().jump(g.join, &args);
            }
            None => {
                self.b.ins().jump(g.slow, &[]);
            }
        }
        // Every branch to the slow path and the join is emitted by now (the
        // `Guarded` is consumed here): seal both, for the reason in `slow_if`.
        self.b.seal_block(g.slow);
        self.b.switch_to_block(g.slow);
        let input_slots: usize = g.inputs.iter().map(|&(_, k)| k.slots()).sum();
        let first = self.cur.max_locals + self.depth(g.bci) - input_slots;
        let mut at = first;
        for &(v, k) in &g.inputs {
            self.store_slot(at, v, k);
            at += k.slots();
        }
        self.call_step(g.bci);
        self.check_exception_then(g.bci, true);
        let mut results = Vec::new();
        let mut at = first;
        for &k in &g.outputs {
            results.push(BlockArg::Value(self.load_slot(at, k)));
            at += k.slots();
        }
        // Nothing reads the operands' slots again: no stale references for
        // the collector.
        self.clear_reference_slots(first, g.inputs.iter().map(|&(_, k)| k));
        self.clear_reference_slots(first, g.outputs.iter().copied());
        self.b.ins().jump(g.join, &results);
        self.b.seal_block(g.join);
        self.b.switch_to_block(g.join);
        self.b.block_params(g.join).to_vec()
    }

    /// Runs the instruction through the interpreter, always.
    pub fn step(&mut self, bci: usize, inputs: &[(Value, Kind)], outputs: &[Kind]) -> Vec<Value> {
        let g = self.begin_guarded(bci, inputs, outputs);
        self.end_guarded(g, None)
    }

    // ---- the operand stack ---------------------------------------------------
}
