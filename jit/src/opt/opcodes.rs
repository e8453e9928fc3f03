//! Per-instruction translation: constants, locals, stack shuffles,
//! arithmetic with Java's exact semantics, compares and branches, switches and
//! returns. Fields, arrays, allocation, type tests and calls are in objects.rs.
//!
//! Java semantics the CLIF must keep (JVMS 6.5):
//! - int/long arithmetic wraps; shifts mask their count (CLIF does both);
//! - `idiv`/`ldiv` of MIN_VALUE by -1 gives MIN_VALUE and `irem` 0, where x86
//!   traps: the divisor -1 is replaced by 1 and the quotient negated;
//! - division by zero runs the instruction in the interpreter (ArithmeticException);
//! - `fcmpl`/`fcmpg` differ only for NaN; a compare followed by `if<cond>` is
//!   fused into one float compare with the matching unordered condition;
//! - `f2i`, `d2l`, ... saturate and map NaN to 0 (`fcvt_to_sint_sat`);
//! - `frem`/`drem` are C's fmod.

use super::frame::Kind;
use super::translator::{Flow, Translator};
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::{read_i16, read_i32, read_u16, SwitchTable};
use crate::env::Constant;
use crate::env::RuntimeHelper;
use crate::env::YieldpointKind;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::Switch;

type R = Result<Flow, String>;

fn int_cc(op: u8) -> IntCC {
    match op {
        IFEQ | IF_ICMPEQ | IF_ACMPEQ | IFNULL => IntCC::Equal,
        IFNE | IF_ICMPNE | IF_ACMPNE | IFNONNULL => IntCC::NotEqual,
        IFLT | IF_ICMPLT => IntCC::SignedLessThan,
        IFGE | IF_ICMPGE => IntCC::SignedGreaterThanOrEqual,
        IFGT | IF_ICMPGT => IntCC::SignedGreaterThan,
        _ => IntCC::SignedLessThanOrEqual,
    }
}

/// The float condition equivalent to `(fcmpl|fcmpg x y) <cond> 0`:
/// NaN makes fcmpl -1 and fcmpg +1.
fn float_cc(cmp: u8, branch: u8) -> FloatCC {
    let nan_is_less = matches!(cmp, FCMPL | DCMPL);
    match branch {
        IFEQ => FloatCC::Equal,
        IFNE => FloatCC::NotEqual,
        IFLT if nan_is_less => FloatCC::UnorderedOrLessThan,
        IFLT => FloatCC::LessThan,
        IFGE if nan_is_less => FloatCC::GreaterThanOrEqual,
        IFGE => FloatCC::UnorderedOrGreaterThanOrEqual,
        IFGT if nan_is_less => FloatCC::GreaterThan,
        IFGT => FloatCC::UnorderedOrGreaterThan,
        IFLE if nan_is_less => FloatCC::UnorderedOrLessThanOrEqual,
        _ => FloatCC::LessThanOrEqual,
    }
}

impl Translator<'_> {
    pub(super) fn instruction(&mut self, bci: usize, len: usize) -> R {
        let op = self.cur.bc[bci];
        match op {
            NOP => {}
            ACONST_NULL => {
                let v = self.b.ins().iconst(types::I64, 0);
                self.frame.push(v, Kind::Ref);
            }
            ICONST_M1..=ICONST_5 => self.iconst(op as i64 - ICONST_0 as i64),
            LCONST_0 | LCONST_1 => {
                let v = self.b.ins().iconst(types::I64, (op - LCONST_0) as i64);
                self.frame.push(v, Kind::Long);
            }
            FCONST_0..=FCONST_2 => {
                let v = self.b.ins().f32const((op - FCONST_0) as f32);
                self.frame.push(v, Kind::Float);
            }
            DCONST_0 | DCONST_1 => {
                let v = self.b.ins().f64const((op - DCONST_0) as f64);
                self.frame.push(v, Kind::Double);
            }
            BIPUSH => self.iconst(self.cur.bc[bci + 1] as i8 as i64),
            SIPUSH => self.iconst(read_i16(self.cur.bc, bci + 1) as i64),
            LDC | LDC_W | LDC2_W => self.ldc(bci)?,
            ILOAD..=ALOAD => self.load_local(self.cur.bc[bci + 1] as usize, op - ILOAD),
            0x1a..=0x2d => {
                let n = op - 0x1a;
                self.load_local((n % 4) as usize, n / 4);
            }
            ISTORE..=ASTORE => self.store_local(self.cur.bc[bci + 1] as usize)?,
            0x3b..=0x4e => self.store_local(((op - 0x3b) % 4) as usize)?,
            IINC => self.iinc(
                self.cur.bc[bci + 1] as usize,
                self.cur.bc[bci + 2] as i8 as i64,
            ),
            WIDE => {
                let index = read_u16(self.cur.bc, bci + 2) as usize;
                match self.cur.bc[bci + 1] {
                    IINC => self.iinc(index, read_i16(self.cur.bc, bci + 4) as i64),
                    o @ ILOAD..=ALOAD => self.load_local(index, o - ILOAD),
                    ISTORE..=ASTORE => self.store_local(index)?,
                    other => return Err(format!("wide {other:#x} at bci {bci}")),
                }
            }
            IALOAD..=SALOAD | IASTORE..=SASTORE | ARRAYLENGTH => {
                self.instrument_access(bci, op)?;
                self.array(bci, op)?
            }
            POP => drop(self.frame.pop_slots(1)?),
            POP2 => drop(self.frame.pop_slots(2)?),
            DUP..=DUP2_X2 => self.dup(op)?,
            SWAP => {
                let a = self.frame.pop_slots(1)?;
                let b = self.frame.pop_slots(1)?;
                self.frame.stack.extend(a);
                self.frame.stack.extend(b);
            }
            IADD..=DREM => self.arith(bci, op)?,
            INEG..=DNEG => {
                let (v, k) = self.frame.pop()?;
                let r = match k {
                    Kind::Int | Kind::Long => self.b.ins().ineg(v),
                    _ => self.b.ins().fneg(v),
                };
                self.frame.push(r, k);
            }
            ISHL..=LXOR => self.bits(op)?,
            I2L..=I2S => self.convert(op)?,
            LCMP | FCMPL | FCMPG | DCMPL | DCMPG => return self.compare(bci, len, op),
            IFEQ..=IFLE => {
                let v = self.frame.pop_value()?;
                let c = self.b.ins().icmp_imm_s(int_cc(op), v, 0);
                return self.branch(bci, len, c);
            }
            IF_ICMPEQ..=IF_ACMPNE => {
                let y = self.frame.pop_value()?;
                let x = self.frame.pop_value()?;
                let c = self.b.ins().icmp(int_cc(op), x, y);
                return self.branch(bci, len, c);
            }
            IFNULL | IFNONNULL => {
                let v = self.frame.pop_value()?;
                let c = self.b.ins().icmp_imm_s(int_cc(op), v, 0);
                return self.branch(bci, len, c);
            }
            GOTO | GOTO_W => {
                let offset = if op == GOTO {
                    read_i16(self.cur.bc, bci + 1) as i64
                } else {
                    read_i32(self.cur.bc, bci + 1) as i64
                };
                let target = (bci as i64 + offset) as usize;
                if target <= bci {
                    self.yieldpoint(YieldpointKind::Backedge, bci);
                }
                let t = self.flow_to(target)?;
                self.b.ins().jump(t, &[]);
                return Ok(Flow::End);
            }
            TABLESWITCH | LOOKUPSWITCH => return self.switch(bci),
            IRETURN..=ARETURN => {
                let v = self.frame.pop()?;
                self.emit_return(bci, Some(v));
                return Ok(Flow::End);
            }
            RETURN => {
                self.emit_return(bci, None);
                return Ok(Flow::End);
            }
            _ => return self.object_instruction(bci, op),
        }
        Ok(Flow::Next)
    }

    fn iconst(&mut self, v: i64) {
        let v = self.b.ins().iconst(types::I32, v);
        self.frame.push(v, Kind::Int);
    }

    /// `kind_index`: 0 int, 1 long, 2 float, 3 double, 4 reference.
    fn load_local(&mut self, index: usize, kind_index: u8) {
        let k = [Kind::Int, Kind::Long, Kind::Float, Kind::Double, Kind::Ref][kind_index as usize];
        let var = self.local(index, k);
        // The SSA builder can answer with an alias (a block parameter it found
        // redundant): facts kept per value (not null, pre-existing, exact
        // class) are keyed by the value it stands for.
        let v = self.b.use_var(var);
        let v = self.b.func.dfg.resolve_aliases(v);
        if index == 0 && k == Kind::Ref && self.cur.receiver_in_local_0 {
            // Its null checks are omitted (objects.rs).
            self.frame.non_null.insert(v);
        }
        if k == Kind::Ref && self.cur.pre_existing_locals.get(index) == Some(&true) {
            self.frame.pre_existing.insert(v);
        }
        if k == Kind::Ref && self.cur.now_non_null.get(index) == Some(&true) {
            // Known where the block began and not stored since (nonnull.rs):
            // for this block only, the value may be used elsewhere.
            self.frame.block_non_null.insert(v);
        }
        self.frame.push(v, k);
    }

    fn store_local(&mut self, index: usize) -> Result<(), String> {
        let (v, k) = self.frame.pop()?;
        let var = self.local(index, k);
        self.b.def_var(var, v);
        self.forget_non_null(index, k.slots());
        Ok(())
    }

    /// A store to local `index` (`slots` wide): its entry fact no longer holds.
    fn forget_non_null(&mut self, index: usize, slots: usize) {
        for i in index..index + slots {
            if let Some(known) = self.cur.now_non_null.get_mut(i) {
                *known = false;
            }
        }
    }

    fn iinc(&mut self, index: usize, delta: i64) {
        let var = self.local(index, Kind::Int);
        let v = self.b.use_var(var);
        let r = self.b.ins().iadd_imm_s(v, delta);
        self.b.def_var(var, r);
        self.forget_non_null(index, 1);
    }

    fn ldc(&mut self, bci: usize) -> Result<(), String> {
        let op = self.cur.bc[bci];
        let index = if op == LDC {
            self.cur.bc[bci + 1] as u16
        } else {
            read_u16(self.cur.bc, bci + 1)
        };
        match crate::env::ldc_constant(self.cur.class, index) {
            Some(&Constant::Integer(v)) => self.iconst(v as i64),
            Some(&Constant::Float(v)) => {
                let v = self.b.ins().f32const(v);
                self.frame.push(v, Kind::Float);
            }
            Some(&Constant::Long(v)) => {
                let v = self.b.ins().iconst(types::I64, v);
                self.frame.push(v, Kind::Long);
            }
            Some(&Constant::Double(v)) => {
                let v = self.b.ins().f64const(v);
                self.frame.push(v, Kind::Double);
            }
            _ => {
                // Strings already interned (objects never move): a constant.
                if let Some(crate::env::Resolved::String(s)) =
                    self.env.resolved(self.cur.class, index)
                {
                    let v = self.b.ins().iconst(types::I64, s.0 as i64);
                    self.frame.non_null.insert(v);
                    self.frame.push(v, Kind::Ref);
                    return Ok(());
                }
                let out = if op == LDC2_W { Kind::Long } else { Kind::Ref };
                let r = self.step(bci, &[], &[out]);
                self.frame.push(r[0], out);
            }
        }
        Ok(())
    }

    fn dup(&mut self, op: u8) -> Result<(), String> {
        let (top, under) = crate::env::bytecode::dup_shape(op).ok_or("not a dup")?;
        let g1 = self.frame.pop_slots(top)?;
        let g2 = self.frame.pop_slots(under)?;
        self.frame.stack.extend(g1.iter().copied());
        self.frame.stack.extend(g2);
        self.frame.stack.extend(g1);
        Ok(())
    }

    fn arith(&mut self, bci: usize, op: u8) -> Result<(), String> {
        let (y, k) = self.frame.pop()?;
        let (x, _) = self.frame.pop()?;
        let group = (op - IADD) / 4; // add, sub, mul, div, rem
        let r = match (group, k) {
            (0, Kind::Int | Kind::Long) => self.b.ins().iadd(x, y),
            (1, Kind::Int | Kind::Long) => self.b.ins().isub(x, y),
            (2, Kind::Int | Kind::Long) => self.b.ins().imul(x, y),
            (3 | 4, Kind::Int | Kind::Long) => {
                let is_rem = group == 4;
                let g = self.begin_guarded(bci, &[(x, k), (y, k)], &[k]);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                self.slow_if(&g, zero);
                let minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
                let one = self.b.ins().iconst(k.clif(), 1);
                let divisor = self.b.ins().select(minus_one, one, y);
                let r = if is_rem {
                    self.b.ins().srem(x, divisor)
                } else {
                    let q = self.b.ins().sdiv(x, divisor);
                    let neg = self.b.ins().ineg(x);
                    self.b.ins().select(minus_one, neg, q)
                };
                self.end_guarded(g, Some(&[r]))[0]
            }
            (0, _) => self.b.ins().fadd(x, y),
            (1, _) => self.b.ins().fsub(x, y),
            (2, _) => self.b.ins().fmul(x, y),
            (3, _) => self.b.ins().fdiv(x, y),
            _ => {
                let (xd, yd) = if k == Kind::Float {
                    (
                        self.b.ins().fpromote(types::F64, x),
                        self.b.ins().fpromote(types::F64, y),
                    )
                } else {
                    (x, y)
                };
                let f = self
                    .b
                    .ins()
                    .iconst(types::I64, RuntimeHelper::Fmod.address() as i64);
                let call = self.b.ins().call_indirect(self.sigs.fmod, f, &[xd, yd]);
                let r = self.b.inst_results(call)[0];
                if k == Kind::Float {
                    self.b.ins().fdemote(types::F32, r)
                } else {
                    r
                }
            }
        };
        self.frame.push(r, k);
        Ok(())
    }

    fn bits(&mut self, op: u8) -> Result<(), String> {
        let (y, _) = self.frame.pop()?;
        let (x, k) = self.frame.pop()?;
        let r = match op {
            ISHL | LSHL => self.b.ins().ishl(x, y),
            ISHR | LSHR => self.b.ins().sshr(x, y),
            IUSHR | LUSHR => self.b.ins().ushr(x, y),
            IAND | LAND => self.b.ins().band(x, y),
            IOR | LOR => self.b.ins().bor(x, y),
            _ => self.b.ins().bxor(x, y),
        };
        self.frame.push(r, k);
        Ok(())
    }

    fn convert(&mut self, op: u8) -> Result<(), String> {
        let (v, _) = self.frame.pop()?;
        let (r, k) = match op {
            I2L => (self.b.ins().sextend(types::I64, v), Kind::Long),
            I2F | L2F => (self.b.ins().fcvt_from_sint(types::F32, v), Kind::Float),
            I2D | L2D => (self.b.ins().fcvt_from_sint(types::F64, v), Kind::Double),
            L2I => (self.b.ins().ireduce(types::I32, v), Kind::Int),
            F2I | D2I => (self.b.ins().fcvt_to_sint_sat(types::I32, v), Kind::Int),
            F2L | D2L => (self.b.ins().fcvt_to_sint_sat(types::I64, v), Kind::Long),
            F2D => (self.b.ins().fpromote(types::F64, v), Kind::Double),
            D2F => (self.b.ins().fdemote(types::F32, v), Kind::Float),
            I2B => {
                let n = self.b.ins().ireduce(types::I8, v);
                (self.b.ins().sextend(types::I32, n), Kind::Int)
            }
            I2C => {
                let n = self.b.ins().ireduce(types::I16, v);
                (self.b.ins().uextend(types::I32, n), Kind::Int)
            }
            _ => {
                let n = self.b.ins().ireduce(types::I16, v);
                (self.b.ins().sextend(types::I32, n), Kind::Int)
            }
        };
        self.frame.push(r, k);
        Ok(())
    }

    /// `lcmp`, `fcmp<l|g>`, `dcmp<l|g>`: fused with a following `if<cond>`
    /// when that is not a branch target, else the -1/0/1 value.
    fn compare(&mut self, bci: usize, len: usize, op: u8) -> R {
        let y = self.frame.pop_value()?;
        let x = self.frame.pop_value()?;
        let next = bci + len;
        let next_op = self.cur.bc.get(next).copied().unwrap_or(0);
        let fusable = (IFEQ..=IFLE).contains(&next_op)
            && self.cur.blocks.starts.binary_search(&next).is_err();
        if fusable {
            let c = if op == LCMP {
                self.b.ins().icmp(int_cc(next_op), x, y)
            } else {
                self.b.ins().fcmp(float_cc(op, next_op), x, y)
            };
            self.branch(next, 3, c)?;
            return Ok(Flow::End);
        }
        let one = self.b.ins().iconst(types::I32, 1);
        let zero = self.b.ins().iconst(types::I32, 0);
        let minus_one = self.b.ins().iconst(types::I32, -1);
        let r = if op == LCMP {
            let gt = self.b.ins().icmp(IntCC::SignedGreaterThan, x, y);
            let lt = self.b.ins().icmp(IntCC::SignedLessThan, x, y);
            let s = self.b.ins().select(lt, minus_one, zero);
            self.b.ins().select(gt, one, s)
        } else {
            let eq = self.b.ins().fcmp(FloatCC::Equal, x, y);
            if matches!(op, FCMPL | DCMPL) {
                let gt = self.b.ins().fcmp(FloatCC::GreaterThan, x, y);
                let s = self.b.ins().select(eq, zero, minus_one);
                self.b.ins().select(gt, one, s)
            } else {
                let lt = self.b.ins().fcmp(FloatCC::LessThan, x, y);
                let s = self.b.ins().select(eq, zero, one);
                self.b.ins().select(lt, minus_one, s)
            }
        };
        self.frame.push(r, Kind::Int);
        Ok(Flow::Next)
    }

    /// A two-way branch at `bci` (length `len`) on `cond`; a backward branch
    /// passes its backedge yieldpoint first, taken or not.
    fn branch(&mut self, bci: usize, len: usize, cond: Value) -> R {
        let target = (bci as i64 + read_i16(self.cur.bc, bci + 1) as i64) as usize;
        if target <= bci {
            self.yieldpoint(YieldpointKind::Backedge, bci);
        }
        let t = self.flow_to(target)?;
        let f = self.flow_to(bci + len)?;
        self.layout_branch(bci, [(target, t), (bci + len, f)]);
        self.b.ins().brif(cond, t, &[], f, &[]);
        Ok(Flow::End)
    }

    fn switch(&mut self, bci: usize) -> R {
        let key = self.frame.pop_value()?;
        let targets = crate::env::bytecode::branch_targets(self.cur.bc, bci);
        if targets.iter().any(|&t| t <= bci) {
            self.yieldpoint(YieldpointKind::Backedge, bci);
        }
        let table = SwitchTable::at(self.cur.bc, bci).ok_or("switch without a table")?;
        let default = self.flow_to(table.default_target())?;
        let mut switch = Switch::new();
        for (key, offset) in table.cases() {
            let block = self.flow_to(table.target(offset))?;
            switch.set_entry(key as u32 as u128, block);
        }
        switch.emit(&mut self.b, key, default);
        Ok(Flow::End)
    }

    /// Reinterprets a float as its bits (for stores into slots and fields).
    pub(super) fn float_bits(&mut self, v: Value, k: Kind) -> Value {
        match k {
            Kind::Float => self.b.ins().bitcast(types::I32, MemFlagsData::new(), v),
            Kind::Double => self.b.ins().bitcast(types::I64, MemFlagsData::new(), v),
            _ => v,
        }
    }
}
