//! Control flow and locals of single instructions: branch targets, whether
//! control falls through, and which local an instruction reads or writes.

use super::decode::{instructions, Instruction};
use super::opcodes::*;
use super::reader::{read_i16, read_i32, read_u16, read_u8};
use super::switch::SwitchTable;

/// Branch and switch targets of the instruction at `bci`, not the
/// fall-through (absolute bcis; a wild offset gives an out-of-range bci,
/// which the verifier rejects).
pub fn branch_targets(code: &[u8], bci: usize) -> Vec<usize> {
    let rel = |offset: i64| (bci as i64 + offset) as usize;
    match read_u8(code, bci) {
        IFEQ..=JSR | IFNULL | IFNONNULL => vec![rel(read_i16(code, bci + 1) as i64)],
        GOTO_W | JSR_W => vec![rel(read_i32(code, bci + 1) as i64)],
        TABLESWITCH | LOOKUPSWITCH => SwitchTable::at(code, bci)
            .map(|s| s.targets().collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Every backward branch of `code` as (target, branch bci): javac's loops,
/// whose targets are the loop headers. Stops at undecodable code.
pub fn backward_branches(code: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for insn in instructions(code) {
        let Ok(insn) = insn else { break };
        let bci = insn.bci as usize;
        for target in branch_targets(code, bci) {
            if target <= bci {
                out.push((target, bci));
            }
        }
    }
    out
}

/// Whether control never falls through to the next instruction.
pub fn ends_block(op: u8) -> bool {
    matches!(
        op,
        GOTO | GOTO_W | TABLESWITCH | LOOKUPSWITCH | IRETURN..=RETURN | ATHROW
    )
}

/// The local-variable index an instruction reads or writes, and how many
/// slots it covers (2 for long and double).
pub fn local_operand(code: &[u8], insn: &Instruction) -> Option<(usize, usize)> {
    let bci = insn.bci as usize;
    let index = || {
        if insn.wide {
            read_u16(code, bci + 2) as usize
        } else {
            read_u8(code, bci + 1) as usize
        }
    };
    let width = |op: u8| {
        if matches!(op, LLOAD | DLOAD | LSTORE | DSTORE) {
            2
        } else {
            1
        }
    };
    // The `_0.._3` forms: four per type, in the order int, long, float, double, reference.
    let implicit = |k: u8| {
        let k = k as usize;
        (k % 4, if matches!(k / 4, 1 | 3) { 2 } else { 1 })
    };
    match insn.opcode {
        ILOAD..=ALOAD | ISTORE..=ASTORE => Some((index(), width(insn.opcode))),
        IINC | RET => Some((index(), 1)),
        ILOAD_0..=0x2d => Some(implicit(insn.opcode - ILOAD_0)),
        ISTORE_0..=0x4e => Some(implicit(insn.opcode - ISTORE_0)),
        _ => None,
    }
}

/// Whether an instruction writes its local (`iinc` included).
pub fn is_local_store(opcode: u8) -> bool {
    matches!(opcode, ISTORE..=ASTORE | ISTORE_0..=0x4e | IINC)
}

/// Whether any instruction of `code` stores into local `index` (any kind,
/// `iinc` included). Undecodable code answers true (the safe answer).
pub fn stores_to_local(code: &[u8], index: usize) -> bool {
    for insn in instructions(code) {
        let Ok(insn) = insn else { return true };
        if is_local_store(insn.opcode) && local_operand(code, &insn).map(|(i, _)| i) == Some(index)
        {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::decode_instruction;

    #[test]
    fn stores_to_local_sees_every_store_form() {
        // aload_0; areturn
        assert!(!stores_to_local(&[ALOAD_0, ARETURN], 0));
        // aconst_null; astore_0; return
        assert!(stores_to_local(&[ACONST_NULL, ASTORE_0, RETURN], 0));
        // aconst_null; astore 0; return
        assert!(stores_to_local(&[ACONST_NULL, ASTORE, 0, RETURN], 0));
        // iinc 0 1; return
        assert!(stores_to_local(&[IINC, 0, 1, RETURN], 0));
        // iconst_0; wide istore 0x0000; return
        assert!(stores_to_local(&[ICONST_0, WIDE, ISTORE, 0, 0, RETURN], 0));
        // astore_1 stores local 1, not 0
        assert!(!stores_to_local(&[ACONST_NULL, ASTORE_0 + 1, RETURN], 0));
        assert!(stores_to_local(&[ACONST_NULL, ASTORE_0 + 1, RETURN], 1));
        // bipush 75 (astore_0's value, as an operand): no store
        assert!(!stores_to_local(&[BIPUSH, ASTORE_0, POP, RETURN], 0));
        // lstore_2 covers locals 2 and 3 but stores "into" 2
        assert!(stores_to_local(&[LCONST_0, LSTORE_0 + 2, RETURN], 2));
    }

    #[test]
    fn branch_targets_are_absolute_and_exclude_fall_through() {
        // goto -3 at bci 3
        let code = [NOP, NOP, NOP, GOTO, 0xff, 0xfd];
        assert_eq!(branch_targets(&code, 3), [0]);
        assert_eq!(branch_targets(&[IFEQ, 0, 5], 0), [5]);
        assert!(branch_targets(&[IADD], 0).is_empty());
        assert!(ends_block(GOTO) && ends_block(ATHROW) && !ends_block(IFEQ));
        // nop; iinc; goto -3 (to the iinc); return
        let code = [NOP, IINC, 0, 1, GOTO, 0xff, 0xfd, RETURN];
        assert_eq!(backward_branches(&code), [(1, 4)]);
    }

    #[test]
    fn local_operands_of_implicit_and_wide_forms() {
        let at = |code: &[u8]| local_operand(code, &decode_instruction(code, 0).unwrap());
        assert_eq!(at(&[DLOAD_0 + 3]), Some((3, 2)));
        assert_eq!(at(&[ALOAD_0 + 2]), Some((2, 1)));
        assert_eq!(at(&[WIDE, LSTORE, 1, 0]), Some((256, 2)));
        assert_eq!(at(&[IINC, 4, 1]), Some((4, 1)));
        assert_eq!(at(&[IADD]), None);
    }
}
