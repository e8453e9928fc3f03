//! Static operand-stack depths: in verified bytecode the depth before each
//! instruction is fixed, so compiled code addresses every operand-stack slot
//! at a constant displacement from the frame base (no stack-pointer register).
//!
//! ```text
//! worklist from bci 0 (depth 0) and every handler (depth 1: the exception)
//!   depth_after = depth_before - pops + pushes   (in slots: long/double = 2)
//!   fall through and branch targets inherit depth_after
//! ```

use rvm_vm::class::descriptor::parse_method_descriptor;
use rvm_vm::class::{BasicType, Class, Code};
use rvm_vm::classfile::Constant;
use rvm_vm::interp::opcodes::*;

/// Depth in slots before each bci (`None`: not an instruction start, or unreachable).
pub struct Depths {
    pub before: Vec<Option<u16>>,
}

pub fn read_u16(code: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([code[at], code[at + 1]])
}
pub fn read_i16(code: &[u8], at: usize) -> i16 {
    i16::from_be_bytes([code[at], code[at + 1]])
}
pub fn read_i32(code: &[u8], at: usize) -> i32 {
    i32::from_be_bytes([code[at], code[at + 1], code[at + 2], code[at + 3]])
}

fn field_slots(class: &Class, index: u16) -> Result<usize, String> {
    let r = class.constant_pool.member_ref(index)?;
    Ok(BasicType::from_descriptor_char(r.descriptor.as_bytes()[0]).map_or(1, |t| t.slots()))
}

/// (argument slots without receiver, return slots) of a method descriptor.
pub fn descriptor_slots(descriptor: &str) -> Result<(usize, usize), String> {
    let (params, ret) = parse_method_descriptor(descriptor)?;
    Ok((params.iter().map(|t| t.slots()).sum(), ret.slots()))
}

/// (slots popped, slots pushed) by the instruction at `bci`.
pub fn stack_effect(class: &Class, code: &[u8], bci: usize) -> Result<(usize, usize), String> {
    let op = code[bci];
    Ok(match op {
        NOP => (0, 0),
        ACONST_NULL..=0x08 | BIPUSH | SIPUSH => (0, 1),
        LCONST_0 | LCONST_1 | DCONST_0 | DCONST_1 => (0, 2),
        FCONST_0..=FCONST_2 => (0, 1),
        LDC | LDC_W => (0, 1),
        LDC2_W => (0, 2),
        ILOAD | FLOAD | ALOAD | 0x1a..=0x1d | 0x22..=0x25 | 0x2a..=0x2d => (0, 1),
        LLOAD | DLOAD | 0x1e..=0x21 | 0x26..=0x29 => (0, 2),
        IALOAD | FALOAD | AALOAD | BALOAD | CALOAD | SALOAD => (2, 1),
        LALOAD | DALOAD => (2, 2),
        ISTORE | FSTORE | ASTORE | 0x3b..=0x3e | 0x43..=0x46 | 0x4b..=0x4e => (1, 0),
        LSTORE | DSTORE | 0x3f..=0x42 | 0x47..=0x4a => (2, 0),
        IASTORE | FASTORE | AASTORE | BASTORE | CASTORE | SASTORE => (3, 0),
        LASTORE | DASTORE => (4, 0),
        POP => (1, 0),
        POP2 => (2, 0),
        DUP => (1, 2),
        DUP_X1 => (2, 3),
        DUP_X2 => (3, 4),
        DUP2 => (2, 4),
        DUP2_X1 => (3, 5),
        DUP2_X2 => (4, 6),
        SWAP => (2, 2),
        // add, sub, mul, div, rem in the order int, long, float, double.
        0x60..=0x73 => match (op - 0x60) % 4 {
            1 | 3 => (4, 2),
            _ => (2, 1),
        },
        INEG | FNEG => (1, 1),
        LNEG | DNEG => (2, 2),
        ISHL | ISHR | IUSHR => (2, 1),
        LSHL | LSHR | LUSHR => (3, 2),
        IAND | IOR | IXOR => (2, 1),
        LAND | LOR | LXOR => (4, 2),
        IINC => (0, 0),
        I2L | I2D | F2L | F2D => (1, 2),
        I2F | F2I | I2B | I2C | I2S => (1, 1),
        L2I | L2F | D2I | D2F => (2, 1),
        L2D | D2L => (2, 2),
        LCMP | DCMPL | DCMPG => (4, 1),
        FCMPL | FCMPG => (2, 1),
        IFEQ..=IFLE | IFNULL | IFNONNULL => (1, 0),
        IF_ICMPEQ..=IF_ACMPNE => (2, 0),
        GOTO | GOTO_W => (0, 0),
        TABLESWITCH | LOOKUPSWITCH => (1, 0),
        IRETURN | FRETURN | ARETURN => (1, 0),
        LRETURN | DRETURN => (2, 0),
        RETURN => (0, 0),
        GETSTATIC => (0, field_slots(class, read_u16(code, bci + 1))?),
        PUTSTATIC => (field_slots(class, read_u16(code, bci + 1))?, 0),
        GETFIELD => (1, field_slots(class, read_u16(code, bci + 1))?),
        PUTFIELD => (1 + field_slots(class, read_u16(code, bci + 1))?, 0),
        INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE => {
            let r = class.constant_pool.member_ref(read_u16(code, bci + 1))?;
            let (args, ret) = descriptor_slots(r.descriptor)?;
            (args + usize::from(op != INVOKESTATIC), ret)
        }
        INVOKEDYNAMIC => {
            let index = read_u16(code, bci + 1);
            let Ok(Constant::InvokeDynamic { name_and_type, .. }) = class.constant_pool.get(index)
            else {
                return Err(format!(
                    "invokedynamic at bci {bci}: entry {index} is not InvokeDynamic"
                ));
            };
            let (_, descriptor) = class.constant_pool.name_and_type(*name_and_type)?;
            descriptor_slots(descriptor)?
        }
        NEW => (0, 1),
        NEWARRAY | ANEWARRAY | ARRAYLENGTH | CHECKCAST | INSTANCEOF => (1, 1),
        ATHROW => (1, 0),
        MONITORENTER | MONITOREXIT => (1, 0),
        MULTIANEWARRAY => (code[bci + 3] as usize, 1),
        WIDE => match code[bci + 1] {
            ILOAD | FLOAD | ALOAD => (0, 1),
            LLOAD | DLOAD => (0, 2),
            ISTORE | FSTORE | ASTORE => (1, 0),
            LSTORE | DSTORE => (2, 0),
            IINC => (0, 0),
            other => return Err(format!("wide {other:#x} at bci {bci}")),
        },
        other => return Err(format!("opcode {other:#04x} at bci {bci}")),
    })
}

/// Branch targets of the instruction at `bci` (not the fall-through).
pub fn branch_targets(code: &[u8], bci: usize) -> Vec<usize> {
    let op = code[bci];
    let rel = |offset: i32| (bci as i64 + offset as i64) as usize;
    match op {
        IFEQ..=GOTO | IFNULL | IFNONNULL => vec![rel(read_i16(code, bci + 1) as i32)],
        GOTO_W => vec![rel(read_i32(code, bci + 1))],
        TABLESWITCH => {
            let at = (bci + 4) & !3;
            let low = read_i32(code, at + 4);
            let high = read_i32(code, at + 8);
            let mut v = vec![rel(read_i32(code, at))];
            for i in 0..(high as i64 - low as i64 + 1).max(0) as usize {
                v.push(rel(read_i32(code, at + 12 + 4 * i)));
            }
            v
        }
        LOOKUPSWITCH => {
            let at = (bci + 4) & !3;
            let pairs = read_i32(code, at + 4).max(0) as usize;
            let mut v = vec![rel(read_i32(code, at))];
            for i in 0..pairs {
                v.push(rel(read_i32(code, at + 8 + 8 * i + 4)));
            }
            v
        }
        _ => vec![],
    }
}

/// Whether any instruction of `code` stores into local `index` (any kind,
/// `iinc` included). Unreadable code answers true (the safe answer).
pub fn stores_to_local(code: &[u8], index: usize) -> bool {
    let mut at = 0;
    while at < code.len() {
        let op = code[at];
        let stored = match op {
            ISTORE..=ASTORE | IINC => Some(code.get(at + 1).copied().unwrap_or(0) as usize),
            0x3b..=0x4e => Some(((op - 0x3b) % 4) as usize),
            WIDE => match code.get(at + 1) {
                Some(&(ISTORE..=ASTORE | IINC)) if at + 3 < code.len() => {
                    Some(read_u16(code, at + 2) as usize)
                }
                _ => None,
            },
            _ => None,
        };
        if stored == Some(index) {
            return true;
        }
        match instruction_length(code, at) {
            Some(len) => at += len,
            None => return true,
        }
    }
    false
}

/// Whether control never falls through to the next instruction.
pub fn ends_block(op: u8) -> bool {
    matches!(
        op,
        GOTO | GOTO_W | TABLESWITCH | LOOKUPSWITCH | IRETURN..=RETURN | ATHROW
    )
}

pub fn compute_depths(class: &Class, code: &Code) -> Result<Depths, String> {
    let bytecode = &code.bytecode;
    let mut before: Vec<Option<u16>> = vec![None; bytecode.len()];
    let mut work: Vec<(usize, u16)> = vec![(0, 0)];
    for h in code.handlers.iter() {
        work.push((h.handler_pc as usize, 1));
    }
    while let Some((bci, depth)) = work.pop() {
        if bci >= bytecode.len() {
            return Err(format!("branch to bci {bci} past the end of the code"));
        }
        match before[bci] {
            Some(d) if d == depth => continue,
            Some(d) => {
                return Err(format!(
                    "inconsistent stack depth at bci {bci}: {d} and {depth}"
                ))
            }
            None => before[bci] = Some(depth),
        }
        let (pops, pushes) = stack_effect(class, bytecode, bci)?;
        let after = (depth as usize)
            .checked_sub(pops)
            .ok_or_else(|| format!("operand stack underflow at bci {bci}"))?
            + pushes;
        if after > code.max_stack as usize {
            return Err(format!("operand stack overflow at bci {bci}"));
        }
        let after = after as u16;
        for t in branch_targets(bytecode, bci) {
            work.push((t, after));
        }
        if !ends_block(bytecode[bci]) {
            let len = instruction_length(bytecode, bci)
                .ok_or_else(|| format!("bad instruction at bci {bci}"))?;
            work.push((bci + len, after));
        }
    }
    Ok(Depths { before })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_to_local_sees_every_store_form() {
        // aload_0; areturn
        assert!(!stores_to_local(&[ALOAD_0, ARETURN], 0));
        // aconst_null; astore_0; return
        assert!(stores_to_local(&[ACONST_NULL, 0x4b, RETURN], 0));
        // aconst_null; astore 0; return
        assert!(stores_to_local(&[ACONST_NULL, ASTORE, 0, RETURN], 0));
        // iinc 0 1; return
        assert!(stores_to_local(&[IINC, 0, 1, RETURN], 0));
        // iconst_0; wide istore 0x0000; return
        assert!(stores_to_local(&[ICONST_0, WIDE, ISTORE, 0, 0, RETURN], 0));
        // astore_1 stores local 1, not 0
        assert!(!stores_to_local(&[ACONST_NULL, 0x4c, RETURN], 0));
        assert!(stores_to_local(&[ACONST_NULL, 0x4c, RETURN], 1));
        // bipush 75 (0x4b, astore_0's value, as an operand): no store
        assert!(!stores_to_local(&[BIPUSH, 0x4b, POP, RETURN], 0));
    }
}
