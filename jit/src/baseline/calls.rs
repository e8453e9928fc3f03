//! Invoke templates and compile-time resolution.

use super::{Compiler, Gen, OutOfLine};
use crate::emit;
use crate::env::access;
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::read_u16;
use crate::env::layout;
use crate::env::InterfaceCache;
use crate::env::RuntimeHelper;
use crate::env::{init_state, BasicType, Class, Method, Resolved, SignatureId};
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};

impl Compiler<'_> {
    pub(super) fn resolved_class(&self, index: u16) -> Option<&'static Class> {
        match self.resolved(index)? {
            Resolved::Class(c) => Some(c),
            _ => None,
        }
    }

    /// Jumps to `slow` unless `class` is initialized (skipped when it already
    /// was at compile time: initialization never reverts).
    pub(super) fn init_check(&mut self, class: &'static Class, slow: DynamicLabel) {
        if class.is_initialized() {
            return;
        }
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, QWORD class as *const Class as i64
            ; cmp BYTE [rax + layout::class::INIT_STATE], init_state::INITIALIZED as i8
            ; jne =>slow
        );
    }

    /// invokestatic, invokespecial, invokevirtual: resolved at compile time
    /// (else through `jit_step`); the call goes straight to the target's
    /// compiled code when it has some, else through `jit_call` (interpreter,
    /// natives, and compilation on first call).
    pub(super) fn gen_invoke(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        let op = self.bytecode[bci];
        let index = read_u16(self.bytecode, bci + 1);
        let Some(resolved) = self.resolved(index) else {
            self.step(bci, depth);
            return Ok(());
        };
        let d = depth as usize;
        let slow = self.step_stub(bci, len, depth);
        enum Dispatch {
            Direct,
            Vtable(u32),
            Interface(SignatureId),
        }
        let (declared, dispatch) = match *resolved {
            Resolved::Method(m) => (m, Dispatch::Direct),
            Resolved::Virtual {
                vtable_index,
                method,
            } => (method, Dispatch::Vtable(vtable_index)),
            Resolved::Interface { signature, method } => (method, Dispatch::Interface(signature)),
            _ => {
                self.step(bci, depth);
                return Ok(());
            }
        };
        let args_base = d - declared.arg_slots as usize;
        let args_top = self.top_offset(args_base as u16);
        let receiver = self.stack(args_base);
        if op == INVOKESTATIC {
            self.init_check(declared.class(), slow);
        } else {
            dynasm!(self.ops ; .arch x64 ; cmp QWORD [r13 + receiver], 0 ; je =>slow);
        }
        self.sync(bci, depth);
        // rsi = the target Method.
        match dispatch {
            Dispatch::Vtable(i) => {
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + receiver]
                    ; mov rcx, [rcx]
                    ; mov rcx, [rcx + layout::class::VTABLE_ADDRESS]
                    ; mov rsi, [rcx + (i as i32) * 8]
                    ; test WORD [rsi + layout::method::ACCESS], access::ABSTRACT as i16
                    ; jnz =>slow
                );
            }
            Dispatch::Direct => {
                dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD declared as *const Method as i64);
            }
            Dispatch::Interface(signature) => {
                // Leaked: compiled code is never freed, nor is its cache.
                let cache: &'static InterfaceCache =
                    Box::leak(Box::new(InterfaceCache::new(signature, declared)));
                // The optimizing tier reads the receiver classes it sees.
                self.env.register_site_cache(self.method, bci as u32, cache);
                let miss = self.ops.new_dynamic_label();
                let hit = self.ops.new_dynamic_label();
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rdx, [r13 + receiver]
                    ; mov rcx, [rdx]
                    ; mov rsi, QWORD cache as *const InterfaceCache as i64
                    // One load of the current (class, target) pair, which
                    // is immutable: racing refills never mix two pairs.
                    ; mov rax, [rsi + layout::itable::CURRENT]
                    ; cmp rcx, [rax + layout::itable::ENTRY_CLASS]
                    ; jne =>miss
                    ; mov rsi, [rax + layout::itable::ENTRY_TARGET]
                    ; =>hit
                );
                self.out_of_line
                    .push(OutOfLine::InterfaceMiss { label: miss, hit });
            }
        }
        let generic = self.ops.new_dynamic_label();
        let done = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, [rsi + layout::method::COMPILED_ENTRY]
            ; test rax, rax
            ; jz =>generic
            ; mov rdi, r12
            ; lea rsi, [r14 + args_top]
            ; call rax
            ; jmp =>done
            ; =>generic
            ; mov rdi, r12
            ; lea rdx, [r14 + args_top]
        );
        emit::call_address(&mut self.ops, RuntimeHelper::Call.address());
        dynasm!(self.ops ; .arch x64 ; =>done);
        emit::check_pending(&mut self.ops, self.exception);
        if declared.return_type != BasicType::Void {
            dynasm!(self.ops ; .arch x64 ; mov [r13 + receiver], rax);
        }
        Ok(())
    }
}
