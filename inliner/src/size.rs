//! Jikes RVM's inlined-size estimate of a method: a cost per bytecode
//! (FACTS.md, "Inline oracle in detail"). The caller decodes instruction
//! boundaries (one decoder in the VM) and passes the opcodes.

/// Cost of one instruction, in Jikes RVM's units (roughly machine
/// instructions after inlining).
pub fn cost(opcode: u8) -> u32 {
    match opcode {
        // invokevirtual .. invokedynamic (CALL_COST), athrow
        0xb6..=0xba | 0xbf => CALL_COST,
        // tableswitch, lookupswitch
        0xaa | 0xab => 6,
        // float/double <-> int/long conversions
        0x86..=0x90 => 6,
        // aastore (store check)
        0x53 => 6,
        // new, newarray, anewarray, multianewarray
        0xbb..=0xbd | 0xc5 => 4,
        // monitorenter, monitorexit
        0xc2 | 0xc3 => 4,
        // checkcast, instanceof
        0xc0 | 0xc1 => 2,
        // array loads and stores (not aastore)
        0x2e..=0x35 | 0x4f..=0x52 | 0x54..=0x56 => 2,
        // long arithmetic, shifts, logic, compares
        0x61 | 0x65 | 0x69 | 0x6d | 0x71 | 0x75 | 0x79 | 0x7b | 0x7d | 0x7f | 0x81 | 0x83
        | 0x94 => 2,
        _ => 1,
    }
}

/// Jikes RVM's CALL_COST: what a call costs in size units.
pub const CALL_COST: u32 = 6;

/// The estimated inlined size of a method given its opcodes.
pub fn estimate(opcodes: impl IntoIterator<Item = u8>) -> u32 {
    opcodes.into_iter().map(cost).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_follow_jikes_units() {
        assert_eq!(cost(0x60), 1, "iadd is simple");
        assert_eq!(cost(0x61), 2, "ladd is long arithmetic");
        assert_eq!(cost(0x2e), 2, "iaload");
        assert_eq!(cost(0x53), 6, "aastore has a store check");
        assert_eq!(cost(0xb6), CALL_COST, "invokevirtual");
        assert_eq!(cost(0xbb), 4, "new");
        assert_eq!(cost(0xc0), 2, "checkcast");
        assert_eq!(cost(0xc2), 4, "monitorenter");
        assert_eq!(cost(0x8b), 6, "f2i");
        assert_eq!(cost(0xaa), 6, "tableswitch");
        assert_eq!(cost(0xbf), 6, "athrow");
    }

    #[test]
    fn a_getter_is_trivial() {
        // aload_0; getfield; ireturn
        assert_eq!(estimate([0x2a, 0xb4, 0xac]), 3);
    }
}
