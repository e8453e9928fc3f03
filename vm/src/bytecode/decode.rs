//! Instruction boundaries: one instruction's length and structure, an
//! iterator over a method's instructions, and the decoded form the verifier
//! keeps with each method (JVMS 4.7.3, 6.5).
//!
//! ```text
//! code: &[u8] --decode_instruction(bci)--> Instruction { bci, opcode, wide, len }
//!             --instructions()-----------> Iterator<Result<Instruction, BytecodeError>>
//!             --DecodedCode::decode------> every instruction + which bcis start one
//! ```
//!
//! Structure only: an unknown opcode, `wide` before an instruction it cannot
//! widen, a switch with `low > high` or a negative pair count, and an
//! instruction that runs past the end are [`BytecodeError`]s. Static
//! constraints (constant-pool tags, local indices, sorted lookupswitch keys,
//! jsr/ret by class-file version) are the verifier's (`verify/code.rs`).

use super::opcodes::*;
use super::reader::read_i32;
use super::switch::switch_base;

/// One instruction of a method's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instruction {
    pub bci: u32,
    /// The opcode; behind a `wide` prefix, the widened instruction's.
    pub opcode: u8,
    /// Behind a `wide` prefix.
    pub wide: bool,
    /// Length in bytes, prefix and switch padding included.
    pub len: u32,
}

impl Instruction {
    /// The bci of the next instruction in the code (not necessarily a successor).
    pub fn next_bci(&self) -> usize {
        self.bci as usize + self.len as usize
    }
}

/// What is wrong with an instruction's structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BytecodeErrorKind {
    UnknownOpcode(u8),
    /// `wide` followed by an instruction it cannot widen.
    BadWide(u8),
    /// The instruction runs past the end of the code.
    Truncated,
    /// `tableswitch` with `low > high`.
    TableSwitchBounds,
    /// `lookupswitch` with a negative pair count.
    NegativePairCount,
}

/// A structural error in a method's code, at the instruction starting at `bci`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BytecodeError {
    pub bci: usize,
    pub kind: BytecodeErrorKind,
}

impl std::fmt::Display for BytecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let bci = self.bci;
        match self.kind {
            BytecodeErrorKind::UnknownOpcode(op) => {
                write!(f, "unknown opcode {op:#04x} at bci {bci}")
            }
            BytecodeErrorKind::BadWide(op) => {
                write!(f, "wide followed by {} at bci {bci}", mnemonic(op))
            }
            BytecodeErrorKind::Truncated => {
                write!(f, "instruction at bci {bci} runs past the end of the code")
            }
            BytecodeErrorKind::TableSwitchBounds => {
                write!(f, "tableswitch at bci {bci}: low is greater than high")
            }
            BytecodeErrorKind::NegativePairCount => {
                write!(f, "lookupswitch at bci {bci}: negative pair count")
            }
        }
    }
}

impl std::error::Error for BytecodeError {}

impl From<BytecodeError> for String {
    fn from(e: BytecodeError) -> String {
        e.to_string()
    }
}

/// Fixed length of `opcode`, or `None` for `wide`, the switches and unknown opcodes.
fn fixed_length(opcode: u8) -> Option<usize> {
    Some(match opcode {
        NOP..=DCONST_1
        | ILOAD_0..=SALOAD
        | ISTORE_0..=LXOR
        | I2L..=DCMPG
        | IRETURN..=RETURN
        | ARRAYLENGTH
        | ATHROW
        | MONITORENTER
        | MONITOREXIT => 1,
        BIPUSH | LDC | ILOAD..=ALOAD | ISTORE..=ASTORE | RET | NEWARRAY => 2,
        SIPUSH
        | LDC_W
        | LDC2_W
        | IINC
        | IFEQ..=JSR
        | GETSTATIC..=INVOKESTATIC
        | NEW
        | ANEWARRAY
        | CHECKCAST
        | INSTANCEOF
        | IFNULL
        | IFNONNULL => 3,
        MULTIANEWARRAY => 4,
        INVOKEINTERFACE | INVOKEDYNAMIC | GOTO_W | JSR_W => 5,
        _ => return None,
    })
}

/// Decodes the instruction starting at `bci`.
pub fn decode_instruction(code: &[u8], bci: usize) -> Result<Instruction, BytecodeError> {
    let error = |kind| BytecodeError { bci, kind };
    let opcode = *code.get(bci).ok_or(error(BytecodeErrorKind::Truncated))?;
    let (opcode, wide, len) = match opcode {
        WIDE => {
            let widened = *code
                .get(bci + 1)
                .ok_or(error(BytecodeErrorKind::Truncated))?;
            match widened {
                ILOAD..=ALOAD | ISTORE..=ASTORE | RET => (widened, true, 4),
                IINC => (widened, true, 6),
                other => return Err(error(BytecodeErrorKind::BadWide(other))),
            }
        }
        TABLESWITCH | LOOKUPSWITCH => {
            let base = switch_base(bci);
            // The default and the first two words must be there before they are read.
            let header = if opcode == TABLESWITCH { 12 } else { 8 };
            if base + header > code.len() {
                return Err(error(BytecodeErrorKind::Truncated));
            }
            let end = if opcode == TABLESWITCH {
                let low = read_i32(code, base + 4) as i64;
                let high = read_i32(code, base + 8) as i64;
                if low > high {
                    return Err(error(BytecodeErrorKind::TableSwitchBounds));
                }
                base as i64 + 12 + 4 * (high - low + 1)
            } else {
                let pairs = read_i32(code, base + 4) as i64;
                if pairs < 0 {
                    return Err(error(BytecodeErrorKind::NegativePairCount));
                }
                base as i64 + 8 + 8 * pairs
            };
            (opcode, false, (end - bci as i64) as usize)
        }
        other => (
            other,
            false,
            fixed_length(other).ok_or(error(BytecodeErrorKind::UnknownOpcode(other)))?,
        ),
    };
    if bci + len > code.len() {
        return Err(error(BytecodeErrorKind::Truncated));
    }
    Ok(Instruction {
        bci: bci as u32,
        opcode,
        wide,
        len: len as u32,
    })
}

/// Length in bytes of the instruction at `bci` (prefix and switch padding included).
pub fn instruction_length(code: &[u8], bci: usize) -> Result<usize, BytecodeError> {
    decode_instruction(code, bci).map(|insn| insn.len as usize)
}

/// The instructions of `code` in order; stops after the first error.
pub fn instructions(code: &[u8]) -> Instructions<'_> {
    Instructions {
        code,
        bci: 0,
        failed: false,
    }
}

/// Iterator returned by [`instructions`].
pub struct Instructions<'a> {
    code: &'a [u8],
    bci: usize,
    failed: bool,
}

impl Iterator for Instructions<'_> {
    type Item = Result<Instruction, BytecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.bci >= self.code.len() {
            return None;
        }
        match decode_instruction(self.code, self.bci) {
            Ok(insn) => {
                self.bci = insn.next_bci();
                Some(Ok(insn))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}

/// A method's code decoded once: every instruction, and which bcis start
/// one. The verifier builds it at link time and keeps it with the method's
/// [`crate::class::Code`]; the tiers, PEP and the inliner read it there.
#[derive(Debug, Clone, Default)]
pub struct DecodedCode {
    pub instructions: Vec<Instruction>,
    /// `starts[bci]`: an instruction starts at `bci`.
    pub starts: Vec<bool>,
}

impl DecodedCode {
    pub fn decode(code: &[u8]) -> Result<DecodedCode, BytecodeError> {
        let mut decoded = DecodedCode {
            instructions: Vec::with_capacity(code.len() / 2),
            starts: vec![false; code.len()],
        };
        for insn in instructions(code) {
            let insn = insn?;
            decoded.starts[insn.bci as usize] = true;
            decoded.instructions.push(insn);
        }
        Ok(decoded)
    }

    /// Whether an instruction starts at `bci` (any integer: branch offsets may be wild).
    pub fn is_start(&self, bci: i64) -> bool {
        bci >= 0 && (bci as usize) < self.starts.len() && self.starts[bci as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_cover_fixed_wide_and_switch_forms() {
        assert_eq!(instruction_length(&[NOP], 0), Ok(1));
        assert_eq!(instruction_length(&[BIPUSH, 7], 0), Ok(2));
        assert_eq!(instruction_length(&[INVOKEINTERFACE, 0, 1, 1, 0], 0), Ok(5));
        assert_eq!(instruction_length(&[WIDE, ILOAD, 1, 0], 0), Ok(4));
        assert_eq!(instruction_length(&[WIDE, IINC, 1, 0, 0, 5], 0), Ok(6));
        // nop; tableswitch (2 bytes of padding) default, low 0, high 1, two offsets
        let mut code = vec![NOP, TABLESWITCH, 0, 0];
        for word in [20i32, 0, 1, 8, 12] {
            code.extend_from_slice(&word.to_be_bytes());
        }
        assert_eq!(instruction_length(&code, 1), Ok(3 + 20));
        // lookupswitch at 0 (3 bytes of padding), one pair
        let mut code = vec![LOOKUPSWITCH, 0, 0, 0];
        for word in [16i32, 1, 5, 16] {
            code.extend_from_slice(&word.to_be_bytes());
        }
        assert_eq!(instruction_length(&code, 0), Ok(4 + 16));
    }

    #[test]
    fn bad_structure_is_one_error_type() {
        let kind = |code: &[u8]| decode_instruction(code, 0).unwrap_err().kind;
        assert_eq!(kind(&[0xcb]), BytecodeErrorKind::UnknownOpcode(0xcb));
        assert_eq!(kind(&[WIDE, IADD, 0, 0]), BytecodeErrorKind::BadWide(IADD));
        assert_eq!(kind(&[SIPUSH, 1]), BytecodeErrorKind::Truncated);
        assert_eq!(kind(&[WIDE]), BytecodeErrorKind::Truncated);
        let mut code = vec![TABLESWITCH, 0, 0, 0];
        for word in [0i32, 2, 1] {
            code.extend_from_slice(&word.to_be_bytes());
        }
        assert_eq!(kind(&code), BytecodeErrorKind::TableSwitchBounds);
        let mut code = vec![LOOKUPSWITCH, 0, 0, 0];
        for word in [0i32, -1] {
            code.extend_from_slice(&word.to_be_bytes());
        }
        assert_eq!(kind(&code), BytecodeErrorKind::NegativePairCount);
    }

    #[test]
    fn iteration_stops_at_the_first_error_and_marks_starts() {
        let code = [ICONST_0, ISTORE_0 + 1, IINC, 1, 1, RETURN];
        let decoded = DecodedCode::decode(&code).unwrap();
        let bcis: Vec<u32> = decoded.instructions.iter().map(|i| i.bci).collect();
        assert_eq!(bcis, [0, 1, 2, 5]);
        assert!(decoded.is_start(2) && !decoded.is_start(3) && !decoded.is_start(-1));
        let items: Vec<_> = instructions(&[NOP, 0xfe, NOP]).collect();
        assert_eq!(items.len(), 2);
        assert!(items[1].is_err());
    }
}
