//! Format checks on a method's bytecode (JVMS 4.8 and the static constraints
//! of 4.9.1): every byte decodes to a known instruction, `wide` and the
//! switches are well formed, branch targets land inside the code on an
//! instruction boundary, local indices are below `max_locals`, and every
//! constant-pool index an instruction names is in range with the right tag.
//!
//! These checks run for every class, even with `--verify=none` (they are one
//! linear pass), so the interpreter and the JITs can index without bounds
//! worries; the type checker (`typecheck.rs`) runs on their result.

use super::error::{mnemonic, VerifyError};
use crate::bytecode::opcodes::{JSR, JSR_W, LOOKUPSWITCH, RET, TABLESWITCH};
use crate::bytecode::{branch_targets, instructions, switch_base};
pub use crate::bytecode::{
    local_operand, read_i32, read_u16, read_u8, BytecodeError, BytecodeErrorKind,
    DecodedCode as Decoded, Instruction as Insn,
};
use crate::classfile::{Constant, ConstantPool};

/// Branch and switch targets of the instruction (absolute bytecode indices,
/// possibly out of range: the caller checks them).
pub fn targets(code: &[u8], insn: &Insn) -> Vec<i64> {
    branch_targets(code, insn.bci as usize)
        .into_iter()
        .map(|t| t as i64)
        .collect()
}

/// Decodes and checks `code`. `class` is the dotted class name for messages.
pub fn decode(
    code: &[u8],
    max_locals: u16,
    cp: &ConstantPool,
    bootstrap_count: usize,
    major_version: u16,
    class: &str,
) -> Result<Decoded, VerifyError> {
    let decoded = decode_structure(code, major_version)?;
    check_instructions(
        code,
        &decoded,
        max_locals,
        cp,
        bootstrap_count,
        major_version,
        class,
    )?;
    Ok(decoded)
}

/// Splits `code` into instructions (known opcodes, `wide` forms, switch
/// structure, lengths): HotSpot's first pass over the code, before it
/// checks the exception table and reads the StackMapTable.
pub fn decode_structure(code: &[u8], major_version: u16) -> Result<Decoded, VerifyError> {
    let mut decoded = Decoded {
        instructions: Vec::with_capacity(code.len() / 2),
        starts: vec![false; code.len()],
    };
    let mut bci = 0usize;
    for insn in instructions(code) {
        let insn = check_version_rules(code, bci, major_version)
            .and_then(|()| insn.map_err(structure_error))
            .and_then(|insn| check_structure(code, insn))
            .map_err(|e| located(e, bci as u32, read_u8(code, bci)))?;
        decoded.starts[bci] = true;
        decoded.instructions.push(insn);
        bci = insn.next_bci();
    }
    Ok(decoded)
}

/// Operands of every instruction (constant-pool indices and tags, local
/// indices) and branch targets: checked as HotSpot does, instruction by
/// instruction after the exception table and the StackMapTable were read,
/// so a format error there comes first.
pub fn check_instructions(
    code: &[u8],
    decoded: &Decoded,
    max_locals: u16,
    cp: &ConstantPool,
    bootstrap_count: usize,
    major_version: u16,
    class: &str,
) -> Result<(), VerifyError> {
    for insn in &decoded.instructions {
        check_operands(
            code,
            insn,
            max_locals,
            cp,
            bootstrap_count,
            major_version,
            class,
        )
        .map_err(|e| located(e, insn.bci, insn.opcode))?;
        for target in targets(code, insn) {
            if !decoded.is_start(target) {
                return Err(located(
                    VerifyError::new("Illegal target of jump or branch")
                        .with_reason(format!("Illegal target of jump or branch {target}")),
                    insn.bci,
                    insn.opcode,
                ));
            }
        }
    }
    Ok(())
}

fn located(mut e: VerifyError, bci: u32, opcode: u8) -> VerifyError {
    if e.location.is_none() {
        e.location = Some((bci, mnemonic(opcode)));
    }
    e
}

/// What HotSpot checks of the instruction at `bci` before its length:
/// jsr and ret are not allowed in class files checked by type checking
/// (JVMS 4.9.1; javac stopped emitting them with version 50), and switch
/// padding must be zero before version 51.
fn check_version_rules(code: &[u8], bci: usize, major_version: u16) -> Result<(), VerifyError> {
    let opcode = read_u8(code, bci);
    if matches!(opcode, JSR | RET | JSR_W) {
        return Err(VerifyError::new(format!(
            "Bad instruction: {} is not allowed in class file version {major_version}",
            mnemonic(opcode)
        )));
    }
    if matches!(opcode, TABLESWITCH | LOOKUPSWITCH) && major_version < 51 {
        let base = switch_base(bci);
        if code[bci + 1..base.min(code.len())].iter().any(|&b| b != 0) {
            return Err(VerifyError::new(
                "Nonzero padding byte in lookupswitch or tableswitch",
            ));
        }
    }
    Ok(())
}

/// The shared decoder's structural error in HotSpot's words.
fn structure_error(e: BytecodeError) -> VerifyError {
    let truncated = || {
        VerifyError::new("Bad instruction").with_reason("instruction runs past the end of the code")
    };
    match e.kind {
        BytecodeErrorKind::UnknownOpcode(opcode) => {
            VerifyError::new(format!("Bad instruction: {opcode:02x}"))
        }
        BytecodeErrorKind::BadWide(widened) => VerifyError::new("Bad instruction")
            .with_reason(format!("wide followed by {}", mnemonic(widened))),
        BytecodeErrorKind::Truncated => truncated(),
        BytecodeErrorKind::TableSwitchBounds => {
            VerifyError::new("low must be less than or equal to high in tableswitch")
        }
        BytecodeErrorKind::NegativePairCount => {
            VerifyError::new("npairs must be non-negative in lookupswitch")
        }
    }
}

/// Structure the shared decoder accepts but the verifier does not: `wide
/// ret` (ret is refused above) and lookupswitch keys out of order.
fn check_structure(code: &[u8], insn: Insn) -> Result<Insn, VerifyError> {
    if insn.wide && insn.opcode == RET {
        return Err(VerifyError::new("Bad instruction").with_reason("wide followed by ret"));
    }
    if insn.opcode == LOOKUPSWITCH {
        let table = crate::bytecode::SwitchTable::lookupswitch(code, insn.bci as usize);
        let keys: Vec<i32> = table.cases().map(|(key, _)| key).collect();
        if keys.windows(2).any(|pair| pair[1] <= pair[0]) {
            return Err(VerifyError::new("Bad lookupswitch instruction")
                .with_reason("keys are not sorted in increasing order"));
        }
    }
    Ok(insn)
}

fn check_operands(
    code: &[u8],
    insn: &Insn,
    max_locals: u16,
    cp: &ConstantPool,
    bootstrap_count: usize,
    major_version: u16,
    class: &str,
) -> Result<(), VerifyError> {
    if let Some((index, width)) = local_operand(code, insn) {
        if index + width > max_locals as usize {
            return Err(
                VerifyError::new("Illegal local variable number").with_reason(format!(
                    "Local index {index} is invalid (max_locals {max_locals})"
                )),
            );
        }
    }
    let bci = insn.bci as usize;
    let index = match insn.opcode {
        0x12 => read_u8(code, bci + 1) as u16,
        0x13 | 0x14 | 0xb2..=0xba | 0xbb | 0xbd | 0xc0 | 0xc1 | 0xc5 => read_u16(code, bci + 1),
        _ => return Ok(()),
    };
    let entry = match cp.get(index) {
        Ok(entry) => entry,
        Err(_) => {
            return Err(VerifyError::new(format!(
                "Illegal constant pool index {index} in class {class}"
            ))
            .with_reason(format!("Constant pool index {index} is invalid")))
        }
    };
    let ok = match (insn.opcode, entry) {
        (0x12 | 0x13, Constant::Integer(_) | Constant::Float(_) | Constant::String { .. }) => true,
        (0x12 | 0x13, Constant::Class { .. }) => major_version >= 49,
        (0x12 | 0x13, Constant::MethodType { .. } | Constant::MethodHandle { .. }) => {
            major_version >= 51
        }
        (0x14, Constant::Long(_) | Constant::Double(_)) => true,
        (0xb2..=0xb5, Constant::FieldRef { .. }) => true,
        (0xb6, Constant::MethodRef { .. }) => true,
        (0xb7 | 0xb8, Constant::MethodRef { .. }) => true,
        (0xb7 | 0xb8, Constant::InterfaceMethodRef { .. }) => major_version >= 52,
        (0xb9, Constant::InterfaceMethodRef { .. }) => true,
        (0xba, Constant::InvokeDynamic { bootstrap, .. }) => {
            if (*bootstrap as usize) >= bootstrap_count {
                return Err(VerifyError::format(format!(
                    "Short length on BootstrapMethods in class file {class}: invokedynamic \
                     names bootstrap method {bootstrap} of {bootstrap_count}"
                )));
            }
            major_version >= 51
        }
        (0xbb | 0xbd | 0xc0 | 0xc1 | 0xc5, Constant::Class { .. }) => true,
        _ => false,
    };
    if !ok {
        return Err(VerifyError::new(format!(
            "Illegal type at constant pool entry {index} in class {class}"
        ))
        .with_reason(format!(
            "Constant pool index {index} is a {}, not what {} needs",
            entry.kind_name(),
            mnemonic(insn.opcode)
        )));
    }
    Ok(())
}
