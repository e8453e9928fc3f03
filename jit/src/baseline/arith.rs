//! Templates for arithmetic, shifts, conversions and compares: operands are
//! read from their slots, the result written over the first operand's slot
//! (ints zero-extended to 64 bits, as the interpreter stores them).

use super::{Compiler, Cond, Gen};
use crate::env::bytecode::opcodes::*;
use dynasmrt::{dynasm, DynasmApi, DynasmLabelApi};

impl Compiler<'_> {
    pub(super) fn gen_arith(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        let op = self.bytecode[bci];
        let d = depth as usize;
        let code = self.bytecode;
        match op {
            IADD | ISUB | IMUL | IAND | IOR | IXOR => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a]);
                match op {
                    IADD => dynasm!(self.ops ; .arch x64 ; add eax, [r13 + b]),
                    ISUB => dynasm!(self.ops ; .arch x64 ; sub eax, [r13 + b]),
                    IMUL => dynasm!(self.ops ; .arch x64 ; imul eax, [r13 + b]),
                    IAND => dynasm!(self.ops ; .arch x64 ; and eax, [r13 + b]),
                    IOR => dynasm!(self.ops ; .arch x64 ; or eax, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; xor eax, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            LADD | LSUB | LMUL | LAND | LOR | LXOR => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + a]);
                match op {
                    LADD => dynasm!(self.ops ; .arch x64 ; add rax, [r13 + b]),
                    LSUB => dynasm!(self.ops ; .arch x64 ; sub rax, [r13 + b]),
                    LMUL => dynasm!(self.ops ; .arch x64 ; imul rax, [r13 + b]),
                    LAND => dynasm!(self.ops ; .arch x64 ; and rax, [r13 + b]),
                    LOR => dynasm!(self.ops ; .arch x64 ; or rax, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; xor rax, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            IDIV | IREM | LDIV | LREM => {
                let long = op == LDIV || op == LREM;
                let rem = op == IREM || op == LREM;
                let a = self.stack(d - if long { 4 } else { 2 });
                let b = self.stack(d - if long { 2 } else { 1 });
                let slow = self.step_stub(bci, len, depth);
                let done = self.ops.new_dynamic_label();
                let normal = self.ops.new_dynamic_label();
                if long {
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov rcx, [r13 + b]
                        ; test rcx, rcx
                        ; jz =>slow
                        ; mov rax, [r13 + a]
                        ; cmp rcx, -1
                        ; jne =>normal
                    );
                    // x / -1 = -x (wrapping), x % -1 = 0: idiv would fault on MIN / -1.
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; xor eax, eax ; jmp =>done);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; neg rax ; jmp =>done);
                    }
                    dynasm!(self.ops ; .arch x64 ; =>normal ; cqo ; idiv rcx);
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; mov rax, rdx);
                    }
                } else {
                    dynasm!(self.ops
                        ; .arch x64
                        ; mov ecx, [r13 + b]
                        ; test ecx, ecx
                        ; jz =>slow
                        ; mov eax, [r13 + a]
                        ; cmp ecx, -1
                        ; jne =>normal
                    );
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; xor eax, eax ; jmp =>done);
                    } else {
                        dynasm!(self.ops ; .arch x64 ; neg eax ; jmp =>done);
                    }
                    dynasm!(self.ops ; .arch x64 ; =>normal ; cdq ; idiv ecx);
                    if rem {
                        dynasm!(self.ops ; .arch x64 ; mov eax, edx);
                    }
                }
                dynasm!(self.ops ; .arch x64 ; =>done ; mov [r13 + a], rax);
            }
            INEG => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; neg eax ; mov [r13 + a], rax);
            }
            LNEG => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; neg QWORD [r13 + a]);
            }
            ISHL | ISHR | IUSHR => {
                let a = self.stack(d - 2);
                let n = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov ecx, [r13 + n] ; mov eax, [r13 + a]);
                match op {
                    ISHL => dynasm!(self.ops ; .arch x64 ; shl eax, cl),
                    ISHR => dynasm!(self.ops ; .arch x64 ; sar eax, cl),
                    _ => dynasm!(self.ops ; .arch x64 ; shr eax, cl),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            LSHL | LSHR | LUSHR => {
                let a = self.stack(d - 3);
                let n = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov ecx, [r13 + n] ; mov rax, [r13 + a]);
                match op {
                    LSHL => dynasm!(self.ops ; .arch x64 ; shl rax, cl),
                    LSHR => dynasm!(self.ops ; .arch x64 ; sar rax, cl),
                    _ => dynasm!(self.ops ; .arch x64 ; shr rax, cl),
                }
                dynasm!(self.ops ; .arch x64 ; mov [r13 + a], rax);
            }
            FADD | FSUB | FMUL | FDIV => {
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movss xmm0, [r13 + a]);
                match op {
                    FADD => dynasm!(self.ops ; .arch x64 ; addss xmm0, [r13 + b]),
                    FSUB => dynasm!(self.ops ; .arch x64 ; subss xmm0, [r13 + b]),
                    FMUL => dynasm!(self.ops ; .arch x64 ; mulss xmm0, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; divss xmm0, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            DADD | DSUB | DMUL | DDIV => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; movsd xmm0, [r13 + a]);
                match op {
                    DADD => dynasm!(self.ops ; .arch x64 ; addsd xmm0, [r13 + b]),
                    DSUB => dynasm!(self.ops ; .arch x64 ; subsd xmm0, [r13 + b]),
                    DMUL => dynasm!(self.ops ; .arch x64 ; mulsd xmm0, [r13 + b]),
                    _ => dynasm!(self.ops ; .arch x64 ; divsd xmm0, [r13 + b]),
                }
                dynasm!(self.ops ; .arch x64 ; movsd [r13 + a], xmm0);
            }
            FNEG => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; xor eax, 0x8000_0000u32 as i32 ; mov [r13 + a], rax);
            }
            DNEG => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov rax, QWORD i64::MIN ; xor [r13 + a], rax);
            }
            IINC => {
                let l = self.local(code[bci + 1] as usize);
                let delta = code[bci + 2] as i8 as i32;
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + l] ; add eax, delta ; mov [r13 + l], rax);
            }
            I2L => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsxd rax, DWORD [r13 + a] ; mov [r13 + a], rax);
            }
            L2I => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; mov [r13 + a], rax);
            }
            I2B => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsx eax, BYTE [r13 + a] ; mov [r13 + a], rax);
            }
            I2C => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movzx eax, WORD [r13 + a] ; mov [r13 + a], rax);
            }
            I2S => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; movsx eax, WORD [r13 + a] ; mov [r13 + a], rax);
            }
            I2F => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtsi2ss xmm0, DWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            I2D => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtsi2sd xmm0, DWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            L2F => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsi2ss xmm0, QWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            L2D => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsi2sd xmm0, QWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            F2D => {
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cvtss2sd xmm0, DWORD [r13 + a] ; movsd [r13 + a], xmm0);
            }
            D2F => {
                let a = self.stack(d - 2);
                dynasm!(self.ops ; .arch x64 ; cvtsd2ss xmm0, QWORD [r13 + a] ; movd eax, xmm0 ; mov [r13 + a], rax);
            }
            LCMP => {
                let a = self.stack(d - 4);
                let b = self.stack(d - 2);
                dynasm!(self.ops
                    ; .arch x64
                    ; mov rax, [r13 + a]
                    ; cmp rax, [r13 + b]
                    ; setg al
                    ; setl cl
                    ; sub al, cl
                    ; movsx eax, al
                    ; mov [r13 + a], rax
                );
            }
            FCMPL | FCMPG | DCMPL | DCMPG => {
                let double = op == DCMPL || op == DCMPG;
                let a = self.stack(d - if double { 4 } else { 2 });
                let b = self.stack(d - if double { 2 } else { 1 });
                let nan_result: i32 = if op == FCMPL || op == DCMPL { -1 } else { 1 };
                let (nan, gt, lt, done) = (
                    self.ops.new_dynamic_label(),
                    self.ops.new_dynamic_label(),
                    self.ops.new_dynamic_label(),
                    self.ops.new_dynamic_label(),
                );
                if double {
                    dynasm!(self.ops ; .arch x64 ; movsd xmm0, [r13 + a] ; ucomisd xmm0, [r13 + b]);
                } else {
                    dynasm!(self.ops ; .arch x64 ; movss xmm0, [r13 + a] ; ucomiss xmm0, [r13 + b]);
                }
                dynasm!(self.ops
                    ; .arch x64
                    ; jp =>nan
                    ; ja =>gt
                    ; jb =>lt
                    ; xor eax, eax
                    ; jmp =>done
                    ; =>gt
                    ; mov eax, 1
                    ; jmp =>done
                    ; =>lt
                    ; mov eax, -1
                    ; jmp =>done
                    ; =>nan
                    ; mov eax, nan_result
                    ; =>done
                    ; mov [r13 + a], rax
                );
            }
            IFEQ..=IFLE => {
                self.conditional_backedge_yieldpoint(bci, depth - 1);
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cmp DWORD [r13 + a], 0);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le]
                    [(op - IFEQ) as usize];
                self.branch(bci, depth - 1, cond);
            }
            IF_ICMPEQ..=IF_ICMPLE => {
                self.conditional_backedge_yieldpoint(bci, depth - 2);
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + a] ; cmp eax, [r13 + b]);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le]
                    [(op - IF_ICMPEQ) as usize];
                self.branch(bci, depth - 2, cond);
            }
            // Java's remainder of floats and saturating float-to-int: the interpreter's code.
            FREM | DREM | F2I | F2L | D2I | D2L => self.step(bci, depth),
            other => {
                return Err(format!(
                    "opcode {other:#04x} at bci {bci} is not an arithmetic opcode"
                ))
            }
        }
        Ok(())
    }
}
