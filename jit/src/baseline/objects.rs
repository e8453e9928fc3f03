//! Templates for array elements, fields, statics and allocation. Each inline
//! fast path jumps to a `jit_step` stub for its failing case (null, index out
//! of bounds, class not initialized), which throws the interpreter's exception.
//!
//! A reference `putfield` is followed by the plan's write barrier when it has
//! one (`write_barrier`); `aastore` is the interpreter's step, whose store
//! runs the barrier itself; statics are roots and need none.

use super::{Compiler, Gen};
use crate::emit;
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::read_u16;
use crate::env::layout;
use crate::env::RuntimeHelper;
use crate::env::{BasicType, Class, Resolved};
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi};

/// x86 register numbers for `operand_to`.
const RAX: u8 = 0;
const RCX: u8 = 1;
const RDX: u8 = 2;

impl Compiler<'_> {
    /// Bump allocation of an instance of `class` in the thread's TLAB, as
    /// `JavaThread::allocate` does on its fast path (TLAB memory is already
    /// zero): the object in rax, or a jump to `full` when the TLAB is full.
    fn inline_allocation(&mut self, class: &'static Class, full: DynamicLabel) {
        let size = ((class.instance_size + layout::object::ALIGNMENT - 1)
            & !(layout::object::ALIGNMENT - 1)) as i32;
        let (heap_start, start_bits) = self.env.options().heap_layout;
        let shift = layout::object::ALIGNMENT.trailing_zeros() as i8;
        dynasm!(self.ops
            ; .arch x64
            ; mov rax, [r12 + layout::thread::TLAB_CURSOR]
            ; lea rdx, [rax + size]
            ; cmp rdx, [r12 + layout::thread::TLAB_END]
            ; ja =>full
            ; mov [r12 + layout::thread::TLAB_CURSOR], rdx
            // start bit: index = (object - heap start) / alignment
            ; mov rcx, QWORD heap_start as i64
            ; mov rdx, rax
            ; sub rdx, rcx
            ; shr rdx, shift
            ; mov ecx, edx
            ; and ecx, 63
            ; shr rdx, 6
            ; mov esi, 1
            ; shl rsi, cl
            ; mov rcx, QWORD start_bits as i64
            ; or [rcx + rdx * 8], rsi
            ; mov rcx, QWORD class as *const Class as i64
            ; mov [rax], rcx
        );
    }

    /// The write barrier after a reference was stored into the object in
    /// rcx (MMTk's object barrier, docs/gc.md): when the object's unlog bit
    /// (byte `base + (obj >> 6)`, bit `(obj >> 3) & 7`) is set, call
    /// `WriteBarrierSlow(obj)`. Nothing for a plan without a barrier.
    /// Clobbers rax, rdx, rsi, rdi and the other caller-saved registers.
    fn write_barrier(&mut self) {
        let Some(base) = self.env.options().write_barrier else {
            return;
        };
        let done = self.ops.new_dynamic_label();
        dynasm!(self.ops
            ; .arch x64
            ; mov rdx, rcx
            ; shr rdx, 6
            ; mov rsi, QWORD base as i64
            ; movzx esi, BYTE [rsi + rdx]
            ; mov edx, ecx
            ; shr edx, 3
            ; and edx, 7
            ; bt esi, edx
            ; jnc =>done
            ; mov rdi, rcx
        );
        emit::call_address(&mut self.ops, RuntimeHelper::WriteBarrierSlow.address());
        dynasm!(self.ops ; .arch x64 ; =>done);
    }

    pub(super) fn gen_object(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        let op = self.bytecode[bci];
        let d = depth as usize;
        let code = self.bytecode;
        match op {
            IALOAD | LALOAD | FALOAD | DALOAD | AALOAD | BALOAD | CALOAD | SALOAD => {
                let (vals, materialize) = self.take_operands_for_stub(depth, 2);
                let slow = self.step_stub_materializing(bci, len, depth, materialize);
                let array = self.stack(d - 2);
                self.operand_to(RCX, vals[0], true);
                dynasm!(self.ops ; .arch x64 ; test rcx, rcx ; jz =>slow);
                self.operand_to(RAX, vals[1], false);
                dynasm!(self.ops
                    ; .arch x64
                    ; cmp eax, [rcx + layout::array::LENGTH]
                    ; jae =>slow
                );
                let data = layout::array::DATA;
                match op {
                    IALOAD | FALOAD => {
                        dynasm!(self.ops ; .arch x64 ; mov eax, [rcx + rax * 4 + data])
                    }
                    LALOAD | DALOAD | AALOAD => {
                        dynasm!(self.ops ; .arch x64 ; mov rax, [rcx + rax * 8 + data])
                    }
                    BALOAD => dynasm!(self.ops ; .arch x64 ; movsx eax, BYTE [rcx + rax + data]),
                    CALOAD => {
                        dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [rcx + rax * 2 + data])
                    }
                    _ => dynasm!(self.ops ; .arch x64 ; movsx eax, WORD [rcx + rax * 2 + data]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + array], rax);
            }
            IASTORE | LASTORE | FASTORE | DASTORE | BASTORE | CASTORE | SASTORE => {
                let wide = op == LASTORE || op == DASTORE;
                let (vals, materialize) =
                    self.take_operands_for_stub(depth, if wide { 4 } else { 3 });
                let slow = self.step_stub_materializing(bci, len, depth, materialize);
                self.operand_to(RCX, vals[0], true);
                dynasm!(self.ops ; .arch x64 ; test rcx, rcx ; jz =>slow);
                self.operand_to(RAX, vals[1], false);
                dynasm!(self.ops
                    ; .arch x64
                    ; cmp eax, [rcx + layout::array::LENGTH]
                    ; jae =>slow
                );
                self.operand_to(RDX, vals[2], true);
                let data = layout::array::DATA;
                match op {
                    IASTORE | FASTORE => {
                        dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 4 + data], edx)
                    }
                    LASTORE | DASTORE => {
                        dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 8 + data], rdx)
                    }
                    BASTORE => {
                        // 0 and 1 store the same byte into boolean and byte
                        // arrays; other values need the array's type (step).
                        dynasm!(self.ops
                            ; .arch x64
                            ; test edx, -2
                            ; jnz =>slow
                            ; mov [rcx + rax + data], dl
                        )
                    }
                    _ => dynasm!(self.ops ; .arch x64 ; mov [rcx + rax * 2 + data], dx),
                }
            }
            GETFIELD | PUTFIELD => {
                let index = read_u16(code, bci + 1);
                let resolved = self.resolved(index);
                let Some(&Resolved::InstanceField {
                    offset,
                    basic_type,
                    volatile,
                }) = resolved
                else {
                    self.step(bci, depth);
                    return Ok(());
                };
                let off = offset as i32;
                if op == GETFIELD {
                    let (vals, materialize) = self.take_operands_for_stub(depth, 1);
                    let slow = self.step_stub_materializing(bci, len, depth, materialize);
                    let obj = self.stack(d - 1);
                    self.operand_to(RCX, vals[0], true);
                    dynasm!(self.ops ; .arch x64 ; test rcx, rcx ; jz =>slow);
                    match basic_type {
                        BasicType::Boolean | BasicType::Byte => {
                            dynasm!(self.ops ; .arch x64 ; movsx rax, BYTE [rcx + off])
                        }
                        BasicType::Char => {
                            dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [rcx + off])
                        }
                        BasicType::Short => {
                            dynasm!(self.ops ; .arch x64 ; movsx rax, WORD [rcx + off])
                        }
                        BasicType::Int | BasicType::Float => {
                            dynasm!(self.ops ; .arch x64 ; mov eax, [rcx + off])
                        }
                        _ => dynasm!(self.ops ; .arch x64 ; mov rax, [rcx + off]),
                    }
                    dynasm!(self.ops ; .arch x64 ; mov [r13 + obj], rax);
                } else {
                    let n = basic_type.slots();
                    let (vals, materialize) = self.take_operands_for_stub(depth, n + 1);
                    let slow = self.step_stub_materializing(bci, len, depth, materialize);
                    self.operand_to(RCX, vals[0], true);
                    dynasm!(self.ops ; .arch x64 ; test rcx, rcx ; jz =>slow);
                    self.operand_to(RAX, vals[1], true);
                    match basic_type {
                        BasicType::Boolean => {
                            dynasm!(self.ops ; .arch x64 ; and eax, 1 ; mov [rcx + off], al)
                        }
                        BasicType::Byte => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], al),
                        BasicType::Char | BasicType::Short => {
                            dynasm!(self.ops ; .arch x64 ; mov [rcx + off], ax)
                        }
                        BasicType::Int | BasicType::Float => {
                            dynasm!(self.ops ; .arch x64 ; mov [rcx + off], eax)
                        }
                        _ => dynasm!(self.ops ; .arch x64 ; mov [rcx + off], rax),
                    }
                    if volatile && self.env.options().parallel_threads {
                        // JMM: StoreLoad barrier after a volatile store (x86-64
                        // keeps every other order; loads need nothing). Under
                        // the VM lock its hand-over is the barrier.
                        dynasm!(self.ops ; .arch x64 ; mfence);
                    }
                    if basic_type == BasicType::Reference {
                        self.write_barrier();
                    }
                }
            }
            GETSTATIC | PUTSTATIC => {
                let index = read_u16(code, bci + 1);
                let resolved = self.resolved(index);
                let Some(&Resolved::StaticField {
                    class: holder,
                    slot,
                    basic_type,
                    volatile,
                }) = resolved
                else {
                    self.step(bci, depth);
                    return Ok(());
                };
                let narrow = matches!(
                    basic_type,
                    BasicType::Boolean | BasicType::Byte | BasicType::Char | BasicType::Short
                );
                if op == PUTSTATIC && narrow {
                    self.step(bci, depth);
                    return Ok(());
                }
                let slow = self.step_stub(bci, len, depth);
                self.init_check(holder, slow);
                dynasm!(self.ops ; .arch x64 ; mov rcx, QWORD slot as i64);
                if op == GETSTATIC {
                    let to = self.stack(d);
                    dynasm!(self.ops ; .arch x64 ; mov rax, [rcx] ; mov [r13 + to], rax);
                } else {
                    let value = self.stack(d - basic_type.slots());
                    if matches!(basic_type, BasicType::Int | BasicType::Float) {
                        dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + value]);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + value]);
                    }
                    dynasm!(self.ops ; .arch x64 ; mov [rcx], rax);
                    if volatile && self.env.options().parallel_threads {
                        // As for a volatile putfield.
                        dynasm!(self.ops ; .arch x64 ; mfence);
                    }
                }
            }
            NEW => {
                let index = read_u16(code, bci + 1);
                let class = self.resolved_class(index);
                match class {
                    Some(c) if !c.is_interface() && !c.is_abstract() => {
                        let slow = self.step_stub(bci, len, depth);
                        self.init_check(c, slow);
                        let to = self.stack(d);
                        let done = self.ops.new_dynamic_label();
                        let helper = self.ops.new_dynamic_label();
                        // Under --gc-stress every allocation goes through the
                        // runtime, which counts them down to the next collection.
                        if !self.env.options().gc_stress {
                            self.inline_allocation(c, helper);
                            dynasm!(self.ops ; .arch x64 ; jmp =>done);
                        }
                        dynasm!(self.ops ; .arch x64 ; =>helper);
                        self.sync(bci, depth);
                        dynasm!(self.ops ; .arch x64 ; mov rsi, QWORD c as *const Class as i64);
                        emit::call_helper(&mut self.ops, RuntimeHelper::NewObject.address());
                        emit::check_pending(&mut self.ops, self.exception);
                        dynasm!(self.ops ; .arch x64 ; =>done ; mov [r13 + to], rax);
                    }
                    _ => self.step(bci, depth),
                }
            }
            NEWARRAY | ANEWARRAY => {
                let operand = if op == NEWARRAY {
                    code[bci + 1] as u16
                } else {
                    read_u16(code, bci + 1)
                };
                let array_class = self.env.array_class(self.class, op, operand);
                match array_class {
                    Some(a) => {
                        self.sync(bci, depth);
                        let length = self.stack(d - 1);
                        dynasm!(self.ops
                            ; .arch x64
                            ; mov rsi, QWORD a as *const Class as i64
                            ; mov edx, [r13 + length]
                        );
                        emit::call_helper(&mut self.ops, RuntimeHelper::NewArray.address());
                        emit::check_pending(&mut self.ops, self.exception);
                        dynasm!(self.ops ; .arch x64 ; mov [r13 + length], rax);
                    }
                    None => self.step(bci, depth),
                }
            }
            ARRAYLENGTH => {
                let slow = self.step_stub(bci, len, depth);
                let a = self.stack(d - 1);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rcx, [r13 + a]
                    ; test rcx, rcx
                    ; jz =>slow
                    ; mov eax, [rcx + layout::array::LENGTH]
                    ; mov [r13 + a], rax
                );
            }
            CHECKCAST | INSTANCEOF => {
                let Some(target) = self.resolved_class(read_u16(code, bci + 1)) else {
                    self.step(bci, depth);
                    return Ok(());
                };
                let obj = self.stack(d - 1);
                let target = target as *const Class as i64;
                let is_subclass = RuntimeHelper::IsSubclass.address() as i64;
                let (done, exact) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
                if op == CHECKCAST {
                    // null passes; the exact class passes inline; a failing
                    // subtype test throws through the interpreter's code.
                    let slow = self.step_stub(bci, len, depth);
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov rcx, [r13 + obj]
                        ; test rcx, rcx
                        ; jz =>done
                        ; mov rdi, [rcx]
                        ; mov rsi, QWORD target
                        ; cmp rdi, rsi
                        ; je =>done
                        ; mov rax, QWORD is_subclass
                        ; call rax
                        ; test eax, eax
                        ; jz =>slow
                        ; =>done
                    );
                } else {
                    dynasm!(self.ops
                        ; .arch x64
                        ; xor eax, eax
                        ; mov rcx, [r13 + obj]
                        ; test rcx, rcx
                        ; jz =>done
                        ; mov rdi, [rcx]
                        ; mov rsi, QWORD target
                        ; cmp rdi, rsi
                        ; je =>exact
                        ; mov rax, QWORD is_subclass
                        ; call rax
                        ; jmp =>done
                        ; =>exact
                        ; mov eax, 1
                        ; =>done
                        ; mov [r13 + obj], rax
                    );
                }
            }
            other => {
                return Err(format!(
                    "opcode {other:#04x} at bci {bci} is not an object opcode"
                ))
            }
        }
        Ok(())
    }
}
