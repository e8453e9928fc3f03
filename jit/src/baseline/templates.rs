//! The per-bytecode dispatch of the baseline compiler, and the templates for
//! constants, locals, stack shuffles and control flow (arithmetic in
//! `arith.rs`, objects and arrays in `objects.rs`, invokes in `calls.rs`).

use super::{Compiler, Cond, Gen, Stub};
use crate::emit;
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::{dup_result, dup_shape, read_i16, read_i32, read_u16, SwitchTable};
use crate::env::Constant;
use crate::env::Resolved;
use crate::env::RuntimeHelper;
use crate::env::YieldpointKind;
use dynasmrt::{dynasm, DynasmApi, DynasmLabelApi};

impl Compiler<'_> {
    pub(super) fn gen(&mut self, bci: usize, len: usize, depth: u16) -> Gen {
        if self.gen_deferred(bci, depth) {
            return Ok(());
        }
        let op = self.bytecode[bci];
        // These take their operands where they are (deferred or in slots);
        // every other template finds them in the slots.
        let uses_deferred = matches!(
            op,
            IALOAD..=SALOAD | IASTORE..=SASTORE | GETFIELD | PUTFIELD
        ) && op != AASTORE;
        if !uses_deferred {
            self.flush(depth);
        }
        let d = depth as usize;
        let code = self.bytecode;
        match op {
            NOP => {}
            ACONST_NULL => {
                let to = self.stack(d);
                dynasm!(self.ops ; .arch x64 ; mov QWORD [r13 + to], 0);
            }
            ICONST_M1..=ICONST_5 => {
                self.store_int_const(op as i32 - ICONST_0 as i32, self.stack(d))
            }
            LCONST_0 | LCONST_1 => self.store_long_const((op - LCONST_0) as i64, self.stack(d)),
            FCONST_0..=FCONST_2 => {
                self.store_int_const(((op - FCONST_0) as f32).to_bits() as i32, self.stack(d))
            }
            DCONST_0 | DCONST_1 => {
                self.store_long_const(((op - DCONST_0) as f64).to_bits() as i64, self.stack(d))
            }
            BIPUSH => self.store_int_const(code[bci + 1] as i8 as i32, self.stack(d)),
            SIPUSH => self.store_int_const(read_i16(code, bci + 1) as i32, self.stack(d)),
            LDC | LDC_W | LDC2_W => {
                let index = if op == LDC {
                    code[bci + 1] as u16
                } else {
                    read_u16(code, bci + 1)
                };
                let to = self.stack(d);
                match self.class.constant_pool.get(index) {
                    Ok(Constant::Integer(v)) => self.store_int_const(*v, to),
                    Ok(Constant::Float(v)) => self.store_int_const(v.to_bits() as i32, to),
                    Ok(Constant::Long(v)) => self.store_long_const(*v, to),
                    Ok(Constant::Double(v)) => self.store_long_const(v.to_bits() as i64, to),
                    Ok(Constant::String { .. }) => match self.resolved(index) {
                        // Interned by env::prepare_baseline; strings never
                        // move and are roots through `Class::resolved`.
                        Some(Resolved::String(s)) => self.store_long_const(s.0 as i64, to),
                        _ => self.step(bci, depth),
                    },
                    _ => self.step(bci, depth),
                }
            }
            ILOAD | FLOAD | ALOAD | LLOAD | DLOAD => {
                self.copy_slot(self.local(code[bci + 1] as usize), self.stack(d))
            }
            0x1a..=0x2d => {
                let i = ((op - ILOAD_0) % 4) as usize;
                self.copy_slot(self.local(i), self.stack(d));
            }
            ISTORE | FSTORE | ASTORE => {
                self.copy_slot(self.stack(d - 1), self.local(code[bci + 1] as usize))
            }
            LSTORE | DSTORE => {
                self.copy_slot(self.stack(d - 2), self.local(code[bci + 1] as usize))
            }
            0x3b..=0x3e | 0x43..=0x46 | 0x4b..=0x4e => {
                let i = ((op - ISTORE_0) % 4) as usize;
                self.copy_slot(self.stack(d - 1), self.local(i));
            }
            0x3f..=0x42 | 0x47..=0x4a => {
                let i = ((op - ISTORE_0) % 4) as usize;
                self.copy_slot(self.stack(d - 2), self.local(i));
            }
            IALOAD | LALOAD | FALOAD | DALOAD | AALOAD | BALOAD | CALOAD | SALOAD | IASTORE
            | LASTORE | FASTORE | DASTORE | BASTORE | CASTORE | SASTORE | GETFIELD | PUTFIELD
            | GETSTATIC | PUTSTATIC | NEW | NEWARRAY | ANEWARRAY | ARRAYLENGTH | CHECKCAST
            | INSTANCEOF => self.gen_object(bci, len, depth)?,
            POP | POP2 => {}
            DUP => self.copy_slot(self.stack(d - 1), self.stack(d)),
            DUP_X1..=DUP2_X2 => {
                let (top, under) = dup_shape(op).ok_or("not a dup")?;
                self.shuffle(depth, top + under, &dup_result(top, under));
            }
            SWAP => self.shuffle(depth, 2, &[1, 2]),
            IADD..=IINC | I2L..=DCMPG | IFEQ..=IF_ICMPLE => self.gen_arith(bci, len, depth)?,
            IF_ACMPEQ | IF_ACMPNE => {
                self.conditional_backedge_yieldpoint(bci, depth - 2);
                let a = self.stack(d - 2);
                let b = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + a] ; cmp rax, [r13 + b]);
                self.branch(
                    bci,
                    depth - 2,
                    if op == IF_ACMPEQ { Cond::Eq } else { Cond::Ne },
                );
            }
            IFNULL | IFNONNULL => {
                self.conditional_backedge_yieldpoint(bci, depth - 1);
                let a = self.stack(d - 1);
                dynasm!(self.ops ; .arch x64 ; cmp QWORD [r13 + a], 0);
                self.branch(
                    bci,
                    depth - 1,
                    if op == IFNULL { Cond::Eq } else { Cond::Ne },
                );
            }
            GOTO => self.goto(
                bci,
                depth,
                (bci as isize + read_i16(code, bci + 1) as isize) as usize,
            ),
            GOTO_W => self.goto(
                bci,
                depth,
                (bci as isize + read_i32(code, bci + 1) as isize) as usize,
            ),
            TABLESWITCH | LOOKUPSWITCH => {
                let key = self.stack(d - 1);
                let table = SwitchTable::at(code, bci).ok_or("switch without a table")?;
                let cases: Vec<(i32, usize)> = table
                    .cases()
                    .map(|(key, offset)| (key, table.target(offset)))
                    .collect();
                let default = table.default_target();
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + key]);
                for (k, target) in cases {
                    let t = self.switch_target(bci, depth - 1, target);
                    dynasm!(self.ops ; .arch x64 ; cmp eax, k ; je =>t);
                }
                let t = self.switch_target(bci, depth - 1, default);
                dynasm!(self.ops ; .arch x64 ; jmp =>t);
                self.emit_trampolines();
            }
            IRETURN | FRETURN | ARETURN | LRETURN | DRETURN | RETURN => {
                let resume = self.ops.new_dynamic_label();
                if self.yieldpoints {
                    let slow = self.ops.new_dynamic_label();
                    emit::yieldpoint_check(&mut self.ops, false, slow);
                    self.stubs.push(Stub::Yield {
                        label: slow,
                        kind: YieldpointKind::Epilogue,
                        bci,
                        depth,
                        resume,
                    });
                }
                dynasm!(self.ops ; .arch x64 ; =>resume);
                match op {
                    RETURN => dynasm!(self.ops ; .arch x64 ; xor eax, eax),
                    LRETURN | DRETURN => {
                        let v = self.stack(d - 2);
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + v]);
                    }
                    _ => {
                        let v = self.stack(d - 1);
                        dynasm!(self.ops ; .arch x64 ; mov rax, [r13 + v]);
                    }
                }
                let epilogue = self.epilogue;
                dynasm!(self.ops ; .arch x64 ; jmp =>epilogue);
            }
            ATHROW => {
                if self.yieldpoints {
                    let slow = self.ops.new_dynamic_label();
                    let resume = self.ops.new_dynamic_label();
                    emit::yieldpoint_check(&mut self.ops, false, slow);
                    dynasm!(self.ops ; .arch x64 ; =>resume);
                    self.stubs.push(Stub::Yield {
                        label: slow,
                        kind: YieldpointKind::Epilogue,
                        bci,
                        depth,
                        resume,
                    });
                }
                self.step(bci, depth);
                let exception = self.exception;
                dynasm!(self.ops ; .arch x64 ; jmp =>exception);
            }
            INVOKESTATIC | INVOKESPECIAL | INVOKEVIRTUAL | INVOKEINTERFACE => {
                self.gen_invoke(bci, len, depth)?
            }
            WIDE => {
                let wide_op = code[bci + 1];
                let l = self.local(read_u16(code, bci + 2) as usize);
                match wide_op {
                    ILOAD | FLOAD | ALOAD | LLOAD | DLOAD => self.copy_slot(l, self.stack(d)),
                    ISTORE | FSTORE | ASTORE => self.copy_slot(self.stack(d - 1), l),
                    LSTORE | DSTORE => self.copy_slot(self.stack(d - 2), l),
                    IINC => {
                        let delta = read_i16(code, bci + 4) as i32;
                        dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + l] ; add eax, delta ; mov [r13 + l], rax);
                    }
                    other => return Err(format!("wide {other:#04x} at bci {bci}")),
                }
            }
            // Everything else that does not branch: the interpreter's code.
            MONITORENTER | MONITOREXIT => {
                // A null reference goes through the interpreter's code (its
                // NullPointerException message); otherwise the runtime's
                // thin-lock helpers, with the reference still on the operand
                // stack (a root while entering blocks).
                let null = self.step_stub(bci, len, depth);
                let obj = self.stack(d - 1);
                self.sync(bci, depth);
                dynasm!(self.ops ; .arch x64 ; mov rsi, [r13 + obj] ; test rsi, rsi ; jz =>null);
                if op == MONITORENTER {
                    emit::call_helper(&mut self.ops, RuntimeHelper::MonitorEnter.address());
                } else {
                    emit::call_helper(&mut self.ops, RuntimeHelper::MonitorExit.address());
                    emit::check_pending(&mut self.ops, self.exception);
                }
            }
            AASTORE | MULTIANEWARRAY | INVOKEDYNAMIC => self.step(bci, depth),
            other => return Err(format!("opcode {other:#04x} at bci {bci} is not compiled")),
        }
        Ok(())
    }
}
