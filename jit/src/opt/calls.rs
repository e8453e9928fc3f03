//! What a call site can become in optimized code: how the call finds its
//! target (`Dispatch`), how an inlined target is protected (`Guard`), and
//! the call itself when it is not inlined (`emit_call`: the register entry
//! under `--register-calls`, else the compiled entry or the interpreter).
//! objects.rs translates the invoke instructions, inline.rs inlines them
//! and replay.rs records and replays the decisions; all three speak this
//! vocabulary.
//!
//! Class-hierarchy speculation (`devirtualize`) turns a virtual call into a
//! direct one before inlining decides: then the call is inlined without a
//! guard, or called without a vtable load.
//!
//! ```text
//! invokevirtual m (vtable slot i), invokeinterface m
//!   receiver made by `new` in this code    -> Direct(its class's target)  (always)
//! invokevirtual m (vtable slot i)
//!   m final, private, or in a final class  -> Direct(m)           (always)
//!   receiver pre-exists the activation,
//!   no linked class overrides m            -> Direct(m), m in `assumptions`
//!                                             (vm compile/cha.rs installs the code only
//!                                              if m is still not overridden, and
//!                                              invalidates it when a class overrides m)
//!   otherwise                              -> Vtable(i)           (guarded inlining)
//! ```

use super::frame::Kind;
use super::translator::Translator;
use crate::env::layout;
use crate::env::RegisterCalls;
use crate::env::RuntimeHelper;
use crate::env::{Class, InterfaceCache, Method};
use cranelift_codegen::ir::{types, Block, BlockArg, InstBuilder, MemFlagsData, Value};

/// How a call finds its target.
#[derive(Clone, Copy)]
pub(super) enum Dispatch {
    Direct(&'static Method),
    Vtable(u32),
    Interface(&'static InterfaceCache),
}

/// How an inlined call is protected.
#[derive(Clone, Copy, Debug)]
pub enum Guard {
    /// The target cannot be overridden.
    None,
    /// The receiver's vtable entry at this index must be the target.
    MethodTest(u32),
    /// The receiver's class must be this one (an interface call site whose
    /// baseline inline cache saw only this class).
    ClassTest(&'static Class),
}

impl Guard {
    /// The guard's name in inline logs and replay plans.
    pub fn name(self) -> &'static str {
        match self {
            Guard::None => "none",
            Guard::MethodTest(_) => "method-test",
            Guard::ClassTest(_) => "class-test",
        }
    }
}

impl Translator<'_> {
    /// The dispatch of a virtual call of `declared` on `receiver` after
    /// class-hierarchy analysis (see the module doc). Jikes RVM guards such
    /// calls with pre-existence the same way (Detlefs and Agesen 1999): the
    /// code stays correct for activations already running when it is
    /// invalidated, so no on-stack deoptimization is needed.
    pub(super) fn devirtualize(
        &mut self,
        dispatch: Dispatch,
        declared: &'static Method,
        receiver: Value,
    ) -> Dispatch {
        if let Some(target) = self.exact_target(dispatch, receiver) {
            return Dispatch::Direct(target);
        }
        let Dispatch::Vtable(i) = dispatch else {
            return dispatch;
        };
        if declared.vtable_index != Some(i) || declared.is_abstract() {
            return dispatch;
        }
        if declared.is_final() || declared.class().is_final() || declared.is_private() {
            return Dispatch::Direct(declared);
        }
        if !self.env.options().speculate
            || !self.frame.pre_existing.contains(&receiver)
            || self.env.overridden(declared)
        {
            return dispatch;
        }
        if !self.assumptions.iter().any(|m| std::ptr::eq(*m, declared)) {
            self.assumptions.push(declared);
        }
        Dispatch::Direct(declared)
    }

    /// The target of a virtual or interface call on a receiver whose class
    /// is known exactly (`FrameState::exact`): that class's method, found
    /// as the dispatch would find it. None where the dispatch would throw
    /// (an abstract target, a class that does not implement the interface,
    /// a non-public interface target) or nothing is known.
    fn exact_target(&self, dispatch: Dispatch, receiver: Value) -> Option<&'static Method> {
        let class: &'static Class = self.frame.exact.get(&receiver)?;
        let target: &'static Method = match dispatch {
            Dispatch::Vtable(i) => class.vtable.get(i as usize)?,
            Dispatch::Interface(cache) => {
                // (Interface methods of `Object` are declared by a class
                // every class extends.)
                if !class.is_subclass_of(cache.declared.class()) {
                    return None;
                }
                let target = class
                    .vtable
                    .get(*class.vtable_slots.get(&cache.signature)? as usize)?;
                if target.access & crate::env::access::PUBLIC == 0 {
                    return None;
                }
                target
            }
            Dispatch::Direct(_) => return None,
        };
        (!target.is_abstract()).then_some(target)
    }
}

/// Emitting a call that is not inlined (objects.rs decides which).
impl Translator<'_> {
    /// A real call of `target` (a `&Method`): under `--register-calls`, its
    /// register entry if it has one (optimized code, arguments in
    /// registers, no callee-saved registers: adapter.rs); otherwise the
    /// arguments to the slots where the interpreter would have them, then
    /// its compiled entry (baseline or optimized code), or `jit_call`
    /// (interpreter, natives, first compilation).
    pub(super) fn emit_call(
        &mut self,
        bci: usize,
        first: usize,
        args: &[(Value, Kind)],
        target: Value,
        out: &[Kind],
    ) -> Vec<Value> {
        self.set_bci(bci);
        let callee_base = self.b.ins().iadd_imm_s(
            self.base,
            (self.cur.slot_offset + self.cur.max_locals + first) as i64,
        );
        let returned = self.b.create_block();
        self.b.append_block_param(returned, types::I64);
        if self.env.options().register_calls != RegisterCalls::Off {
            self.call_register_entry(target, callee_base, args, returned);
        }
        // Interpreted, native or baseline code: the arguments in the slots.
        let mut at = self.cur.max_locals + first;
        for &(v, k) in args {
            self.store_slot(at, v, k);
            at += k.slots();
        }
        let entry = self.b.ins().load(
            types::I64,
            MemFlagsData::trusted(),
            target,
            layout::method::COMPILED_ENTRY,
        );
        let compiled = self.b.create_block();
        let generic = self.b.create_block();
        self.b.ins().brif(entry, compiled, &[], generic, &[]);
        self.b.seal_block(compiled);
        self.b.seal_block(generic);
        self.b.switch_to_block(compiled);
        let call = self
            .b
            .ins()
            .call_indirect(self.sigs.entry, entry, &[self.thread, callee_base]);
        let v = self.b.inst_results(call)[0];
        // A call that throws leaves them to the landing block (`clear_dead_slots`).
        self.clear_reference_slots(self.cur.max_locals + first, args.iter().map(|&(_, k)| k));
        self.b.ins().jump(returned, &[BlockArg::Value(v)]);
        self.b.switch_to_block(generic);
        let v = self.call_runtime(
            RuntimeHelper::Call.address(),
            &[self.thread, target, callee_base],
        );
        self.clear_reference_slots(self.cur.max_locals + first, args.iter().map(|&(_, k)| k));
        self.b.ins().jump(returned, &[BlockArg::Value(v)]);
        self.b.seal_block(returned);
        self.b.switch_to_block(returned);
        let raw = self.b.block_params(returned)[0];
        self.check_exception(bci);
        out.iter().map(|&k| self.from_result(raw, k)).collect()
    }

    /// `--register-calls`: if the target has a register entry, calls it with
    /// the arguments in registers and jumps to `returned`; the builder is
    /// left in the block for targets without one.
    fn call_register_entry(
        &mut self,
        target: Value,
        callee_base: Value,
        args: &[(Value, Kind)],
        returned: Block,
    ) {
        let register_entry = self.b.ins().load(
            types::I64,
            MemFlagsData::trusted(),
            target,
            layout::method::REGISTER_ENTRY,
        );
        let optimized = self.b.create_block();
        let other = self.b.create_block();
        self.b
            .ins()
            .brif(register_entry, optimized, &[], other, &[]);
        self.b.seal_block(optimized);
        self.b.seal_block(other);
        self.b.switch_to_block(optimized);
        let kinds: Vec<Kind> = args.iter().map(|&(_, k)| k).collect();
        let sig = match self.sigs.register.get(&kinds) {
            Some(&sig) => sig,
            None => {
                let sig = self
                    .b
                    .import_signature(super::translator::register_signature(&kinds));
                self.sigs.register.insert(kinds, sig);
                sig
            }
        };
        let mut call_args = vec![self.thread, callee_base];
        call_args.extend(args.iter().map(|&(v, _)| v));
        let call = self.b.ins().call_indirect(sig, register_entry, &call_args);
        let v = self.b.inst_results(call)[0];
        self.b.ins().jump(returned, &[BlockArg::Value(v)]);
        self.b.switch_to_block(other);
    }

    /// Decodes a call's result slot (`u64`) as a value of kind `k`.
    fn from_result(&mut self, raw: Value, k: Kind) -> Value {
        match k {
            Kind::Int => self.b.ins().ireduce(types::I32, raw),
            Kind::Float => {
                let bits = self.b.ins().ireduce(types::I32, raw);
                self.b.ins().bitcast(types::F32, MemFlagsData::new(), bits)
            }
            Kind::Double => self.b.ins().bitcast(types::F64, MemFlagsData::new(), raw),
            _ => raw,
        }
    }
}
