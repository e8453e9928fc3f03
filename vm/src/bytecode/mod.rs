//! Java bytecode: the one owner of everything that reads a method's `code`
//! array. The verifier, the interpreter, both JIT tiers, PEP, the inliner's
//! size estimate and the helpful-NPE simulation all decode through here.
//!
//! ```text
//! opcodes   named constants and mnemonics (JVMS chapter 6)
//! reader    big-endian operand reads (read_u8/u16/i16/i32)
//! decode    Instruction, instruction_length, instructions(), DecodedCode,
//!           BytecodeError (the one error for bad structure)
//! switch    tableswitch/lookupswitch tables: alignment, cases, lookup
//! flow      branch targets, block ends, local operands
//! stack     stack effects and static stack depths
//! ```
//!
//! Data flows one way: class loading hands `Code` to the verifier, which
//! decodes it once ([`DecodedCode`]) and keeps the result with the code
//! (`Code::decoded`); everything later reads that or decodes single
//! instructions with these functions.

mod decode;
mod flow;
pub mod opcodes;
mod reader;
mod stack;
mod switch;

pub use decode::{
    decode_instruction, instruction_length, instructions, BytecodeError, BytecodeErrorKind,
    DecodedCode, Instruction, Instructions,
};
pub use flow::{
    backward_branches, branch_targets, ends_block, is_local_store, local_operand, stores_to_local,
};
pub use reader::{read_i16, read_i32, read_u16, read_u8};
pub use stack::{compute_depths, descriptor_slots, dup_result, dup_shape, stack_effect, Depths};
pub use switch::{switch_base, SwitchTable};
