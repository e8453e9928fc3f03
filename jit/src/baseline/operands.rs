//! Deferred pushes: a template compiler's cheapest win. A push of a one-slot
//! local or a constant emits nothing; the value is remembered as the top of a
//! small stack of deferred operands. The few templates that can use an
//! operand in place (compare-and-branch, int arithmetic, stores to locals,
//! `pop`) read it from the local or as an immediate; every other template
//! first writes the deferred operands to their slots (`flush`), so helpers,
//! slow paths, the collector and stack walks always see the frame in the
//! slots, exactly as without deferral.
//!
//! ```text
//! iload j ; iload n ; if_icmple L      ->  mov eax, [r13+j] ; cmp eax, [r13+n] ; jle L
//!  (deferred: [Local j, Local n])
//! ```
//!
//! Deferred operands never cross a jump target: `compile` flushes them before
//! binding the label of any instruction that is a branch target, a handler or
//! a loop header, so every path into a label finds the operand stack in slots.

use super::{Compiler, Cond};
use crate::emit;
use crate::env::bytecode::opcodes::*;
use dynasmrt::{dynasm, DynasmApi};

/// A one-slot value not yet written to its operand-stack slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Deferred {
    /// A copy of local `i` (all eight bytes, whatever its type).
    Local(usize),
    /// A constant slot value (zero-extended 32-bit int or float bits, or null).
    Const(i32),
}

/// Where an operand is.
#[derive(Clone, Copy)]
pub(super) enum Val {
    Deferred(Deferred),
    /// r13-relative displacement of its slot.
    Slot(i32),
}

impl Compiler<'_> {
    /// Writes every deferred operand to its slot; `depth` is the operand-stack
    /// depth the deferred operands end at.
    pub(super) fn flush(&mut self, depth: u16) {
        let deferred = std::mem::take(&mut self.deferred);
        let first = depth as usize - deferred.len();
        for (i, v) in deferred.into_iter().enumerate() {
            self.write_deferred(v, self.stack(first + i));
        }
    }

    fn write_deferred(&mut self, v: Deferred, to: i32) {
        match v {
            Deferred::Local(i) => self.copy_slot(self.local(i), to),
            Deferred::Const(c) => self.store_int_const(c, to),
        }
    }

    /// Handles `op` if it is one of the templates that work with deferred
    /// operands; false if the caller must flush and use the ordinary template.
    pub(super) fn gen_deferred(&mut self, bci: usize, depth: u16) -> bool {
        let op = self.bytecode[bci];
        let code = self.bytecode;
        let push = match op {
            ILOAD | FLOAD | ALOAD => Some(Deferred::Local(code[bci + 1] as usize)),
            0x1a..=0x1d | 0x22..=0x25 | 0x2a..=0x2d => {
                Some(Deferred::Local(((op - ILOAD_0) % 4) as usize))
            }
            ACONST_NULL => Some(Deferred::Const(0)),
            ICONST_M1..=ICONST_5 => Some(Deferred::Const(op as i32 - ICONST_0 as i32)),
            FCONST_0..=FCONST_2 => Some(Deferred::Const(((op - FCONST_0) as f32).to_bits() as i32)),
            BIPUSH => Some(Deferred::Const(code[bci + 1] as i8 as i32)),
            SIPUSH => Some(Deferred::Const(
                i16::from_be_bytes([code[bci + 1], code[bci + 2]]) as i32,
            )),
            _ => None,
        };
        if let Some(v) = push {
            self.deferred.push(v);
            return true;
        }
        match op {
            POP if !self.deferred.is_empty() => {
                self.deferred.pop();
            }
            ISTORE | FSTORE | ASTORE | 0x3b..=0x3e | 0x43..=0x46 | 0x4b..=0x4e
                if !self.deferred.is_empty() =>
            {
                let local = if op <= ASTORE {
                    code[bci + 1] as usize
                } else {
                    ((op - ISTORE_0) % 4) as usize
                };
                let [v] = self.take_operands(depth, 1)[..] else {
                    unreachable!()
                };
                let to = self.local(local);
                match v {
                    Val::Deferred(d) => self.write_deferred(d, to),
                    Val::Slot(from) => self.copy_slot(from, to),
                }
            }
            IADD | ISUB | IMUL | IAND | IOR | IXOR if !self.deferred.is_empty() => {
                let [a, b] = self.take_operands(depth, 2)[..] else {
                    unreachable!()
                };
                self.load_eax(a);
                self.int_op_eax(op, b);
                let to = self.stack(depth as usize - 2);
                emit::store_slot(&mut self.ops, to);
            }
            IF_ICMPEQ..=IF_ICMPLE if !self.deferred.is_empty() => {
                self.conditional_backedge_yieldpoint(bci, depth - 2);
                let [a, b] = self.take_operands(depth, 2)[..] else {
                    unreachable!()
                };
                self.load_eax(a);
                self.int_op_eax(op, b);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le]
                    [(op - IF_ICMPEQ) as usize];
                self.branch(bci, depth - 2, cond);
            }
            IFEQ..=IFLE if !self.deferred.is_empty() => {
                self.conditional_backedge_yieldpoint(bci, depth - 1);
                let [a] = self.take_operands(depth, 1)[..] else {
                    unreachable!()
                };
                self.load_eax(a);
                dynasm!(self.ops ; .arch x64 ; test eax, eax);
                let cond = [Cond::Eq, Cond::Ne, Cond::Lt, Cond::Ge, Cond::Gt, Cond::Le]
                    [(op - IFEQ) as usize];
                self.branch(bci, depth - 1, cond);
            }
            IFNULL | IFNONNULL if !self.deferred.is_empty() => {
                self.conditional_backedge_yieldpoint(bci, depth - 1);
                let [a] = self.take_operands(depth, 1)[..] else {
                    unreachable!()
                };
                self.load_rax(a);
                dynasm!(self.ops ; .arch x64 ; test rax, rax);
                self.branch(
                    bci,
                    depth - 1,
                    if op == IFNULL { Cond::Eq } else { Cond::Ne },
                );
            }
            IF_ACMPEQ | IF_ACMPNE if !self.deferred.is_empty() => {
                self.conditional_backedge_yieldpoint(bci, depth - 2);
                let [a, b] = self.take_operands(depth, 2)[..] else {
                    unreachable!()
                };
                self.load_rax(b);
                dynasm!(self.ops ; .arch x64 ; mov rcx, rax);
                self.load_rax(a);
                dynasm!(self.ops ; .arch x64 ; cmp rax, rcx);
                self.branch(
                    bci,
                    depth - 2,
                    if op == IF_ACMPEQ { Cond::Eq } else { Cond::Ne },
                );
            }
            _ => return false,
        }
        true
    }

    /// The top `n` operands (bottom first), removed from the deferred stack;
    /// deferred operands below them are flushed, so that what stays deferred
    /// is always the top of the stack.
    pub(super) fn take_operands(&mut self, depth: u16, n: usize) -> Vec<Val> {
        let d = depth as usize;
        let k = self.deferred.len();
        let from_deferred = n.min(k);
        if k > from_deferred {
            let below: Vec<Deferred> = self.deferred.drain(..k - from_deferred).collect();
            let first = d - k;
            for (i, v) in below.into_iter().enumerate() {
                self.write_deferred(v, self.stack(first + i));
            }
        }
        let mut vals = Vec::with_capacity(n);
        for i in 0..n {
            let position = d - n + i;
            if position >= d - from_deferred {
                vals.push(Val::Deferred(self.deferred[position - (d - from_deferred)]));
            } else {
                vals.push(Val::Slot(self.stack(position)));
            }
        }
        self.deferred.clear();
        vals
    }

    /// The operands of a template with a slow path: their locations, and the
    /// deferred ones with the slot each must be written to before the slow
    /// path runs the instruction through the interpreter's code.
    pub(super) fn take_operands_for_stub(
        &mut self,
        depth: u16,
        n: usize,
    ) -> (Vec<Val>, Vec<(Deferred, i32)>) {
        let vals = self.take_operands(depth, n);
        let first = depth as usize - n;
        let materialize = vals
            .iter()
            .enumerate()
            .filter_map(|(i, v)| match v {
                Val::Deferred(d) => Some((*d, self.stack(first + i))),
                Val::Slot(_) => None,
            })
            .collect();
        (vals, materialize)
    }

    /// Writes deferred operands to their slots (the start of a slow path).
    pub(super) fn materialize(&mut self, list: &[(Deferred, i32)]) {
        for &(v, to) in list {
            self.write_deferred(v, to);
        }
    }

    /// Loads an operand into register `reg` (x86 number): all 64 bits when
    /// `wide`, else the low 32 (zero-extended).
    pub(super) fn operand_to(&mut self, reg: u8, v: Val, wide: bool) {
        match v {
            Val::Deferred(Deferred::Const(c)) => dynasm!(self.ops ; .arch x64 ; mov Rd(reg), c),
            Val::Deferred(Deferred::Local(_)) | Val::Slot(_) => {
                let at = match v {
                    Val::Deferred(Deferred::Local(i)) => self.local(i),
                    Val::Slot(at) => at,
                    Val::Deferred(Deferred::Const(_)) => unreachable!(),
                };
                if wide {
                    dynasm!(self.ops ; .arch x64 ; mov Rq(reg), [r13 + at]);
                } else {
                    dynasm!(self.ops ; .arch x64 ; mov Rd(reg), [r13 + at]);
                }
            }
        }
    }

    fn load_eax(&mut self, v: Val) {
        match v {
            Val::Deferred(Deferred::Local(i)) => {
                let at = self.local(i);
                dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + at]);
            }
            Val::Deferred(Deferred::Const(c)) => dynasm!(self.ops ; .arch x64 ; mov eax, c),
            Val::Slot(at) => dynasm!(self.ops ; .arch x64 ; mov eax, [r13 + at]),
        }
    }

    fn load_rax(&mut self, v: Val) {
        match v {
            Val::Deferred(Deferred::Local(i)) => {
                let at = self.local(i);
                emit::load_slot(&mut self.ops, at);
            }
            // Reference constants are null; float and int constants are zero-extended.
            Val::Deferred(Deferred::Const(c)) => dynasm!(self.ops ; .arch x64 ; mov eax, c),
            Val::Slot(at) => emit::load_slot(&mut self.ops, at),
        }
    }

    /// `eax = eax <op> b` for int arithmetic, or `cmp eax, b` for the
    /// if_icmp family.
    fn int_op_eax(&mut self, op: u8, b: Val) {
        match b {
            Val::Deferred(Deferred::Const(c)) => match op {
                IADD => dynasm!(self.ops ; .arch x64 ; add eax, c),
                ISUB => dynasm!(self.ops ; .arch x64 ; sub eax, c),
                IMUL => dynasm!(self.ops ; .arch x64 ; imul eax, eax, c),
                IAND => dynasm!(self.ops ; .arch x64 ; and eax, c),
                IOR => dynasm!(self.ops ; .arch x64 ; or eax, c),
                IXOR => dynasm!(self.ops ; .arch x64 ; xor eax, c),
                _ => dynasm!(self.ops ; .arch x64 ; cmp eax, c),
            },
            Val::Deferred(Deferred::Local(_)) | Val::Slot(_) => {
                let at = match b {
                    Val::Deferred(Deferred::Local(i)) => self.local(i),
                    Val::Slot(at) => at,
                    Val::Deferred(Deferred::Const(_)) => unreachable!(),
                };
                match op {
                    IADD => dynasm!(self.ops ; .arch x64 ; add eax, [r13 + at]),
                    ISUB => dynasm!(self.ops ; .arch x64 ; sub eax, [r13 + at]),
                    IMUL => dynasm!(self.ops ; .arch x64 ; imul eax, [r13 + at]),
                    IAND => dynasm!(self.ops ; .arch x64 ; and eax, [r13 + at]),
                    IOR => dynasm!(self.ops ; .arch x64 ; or eax, [r13 + at]),
                    IXOR => dynasm!(self.ops ; .arch x64 ; xor eax, [r13 + at]),
                    _ => dynasm!(self.ops ; .arch x64 ; cmp eax, [r13 + at]),
                }
            }
        }
    }
}
