//! Operand-stack effects and static stack depths (JVMS 4.10.1: in
//! verified bytecode the depth before each instruction is fixed, so compiled
//! code addresses every operand-stack slot at a constant displacement from
//! the frame base).
//!
//! ```text
//! worklist from bci 0 (depth 0) and every handler (depth 1: the exception)
//!   depth_after = depth_before - pops + pushes   (in slots: long/double = 2)
//!   fall through and branch targets inherit depth_after
//! ```

use super::decode::instruction_length;
use super::flow::{branch_targets, ends_block};
use super::opcodes::*;
use super::reader::read_u16;
use crate::class::descriptor::parse_method_descriptor;
use crate::class::{BasicType, Class, Code};
use crate::classfile::Constant;

/// Depth in slots before each bci (`None`: not an instruction start, or unreachable).
pub struct Depths {
    pub before: Vec<Option<u16>>,
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

/// The `dup` family (JVMS 6.5) in slots: the top `top` slots are copied
/// beneath the `under` slots below them.
pub fn dup_shape(op: u8) -> Option<(usize, usize)> {
    Some(match op {
        DUP => (1, 0),
        DUP_X1 => (1, 1),
        DUP_X2 => (1, 2),
        DUP2 => (2, 0),
        DUP2_X1 => (2, 1),
        DUP2_X2 => (2, 2),
        _ => return None,
    })
}

/// What a `dup` of shape (top, under) leaves on the stack, bottom to top,
/// as slot numbers before it (1 = the top slot): the copied group, the
/// slots it was under, the group again.
pub fn dup_result(top: usize, under: usize) -> Vec<usize> {
    let group = (1..=top).rev();
    group
        .clone()
        .chain((top + 1..=top + under).rev())
        .chain(group)
        .collect()
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
        DUP..=DUP2_X2 => {
            let (top, under) = dup_shape(op).expect("a dup opcode");
            (top + under, 2 * top + under)
        }
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
            let len = instruction_length(bytecode, bci)?;
            work.push((bci + len, after));
        }
    }
    Ok(Depths { before })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dup_results_match_jvms_pictures() {
        // dup_x1: ..., v2, v1 -> ..., v1, v2, v1
        assert_eq!(dup_result(1, 1), [1, 2, 1]);
        // dup2: ..., v2, v1 -> ..., v2, v1, v2, v1
        assert_eq!(dup_result(2, 0), [2, 1, 2, 1]);
        // dup2_x2: ..., v4, v3, v2, v1 -> ..., v2, v1, v4, v3, v2, v1
        assert_eq!(dup_result(2, 2), [2, 1, 4, 3, 2, 1]);
        assert_eq!(dup_shape(DUP_X2), Some((1, 2)));
        assert_eq!(dup_shape(SWAP), None);
    }
}
