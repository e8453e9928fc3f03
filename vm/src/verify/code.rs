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
use crate::classfile::{Constant, ConstantPool};

/// One decoded instruction.
#[derive(Debug, Clone, Copy)]
pub struct Insn {
    pub bci: u32,
    pub opcode: u8,
    /// Behind a `wide` prefix (`opcode` is the widened instruction).
    pub wide: bool,
    pub len: u32,
}

/// The instructions of a method and which byte offsets start one.
#[derive(Debug)]
pub struct Decoded {
    pub insns: Vec<Insn>,
    /// `starts[bci]`: an instruction starts at `bci`.
    pub starts: Vec<bool>,
}

impl Decoded {
    pub fn is_start(&self, bci: i64) -> bool {
        bci >= 0 && (bci as usize) < self.starts.len() && self.starts[bci as usize]
    }
}

pub fn read_u8(code: &[u8], at: usize) -> u8 {
    code.get(at).copied().unwrap_or(0)
}
pub fn read_u16(code: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([read_u8(code, at), read_u8(code, at + 1)])
}
pub fn read_i16(code: &[u8], at: usize) -> i16 {
    read_u16(code, at) as i16
}
pub fn read_i32(code: &[u8], at: usize) -> i32 {
    i32::from_be_bytes([
        read_u8(code, at),
        read_u8(code, at + 1),
        read_u8(code, at + 2),
        read_u8(code, at + 3),
    ])
}

/// Branch and switch targets of the instruction (absolute bytecode indices,
/// possibly out of range: the caller checks them).
pub fn targets(code: &[u8], insn: &Insn) -> Vec<i64> {
    let bci = insn.bci as usize;
    let at = bci as i64;
    match insn.opcode {
        0x99..=0xa8 | 0xc6 | 0xc7 => vec![at + read_i16(code, bci + 1) as i64],
        0xc8 | 0xc9 => vec![at + read_i32(code, bci + 1) as i64],
        0xaa => {
            let base = (bci + 4) & !3;
            let low = read_i32(code, base + 4) as i64;
            let high = read_i32(code, base + 8) as i64;
            let mut out = vec![at + read_i32(code, base) as i64];
            for i in 0..(high - low + 1).max(0) as usize {
                out.push(at + read_i32(code, base + 12 + 4 * i) as i64);
            }
            out
        }
        0xab => {
            let base = (bci + 4) & !3;
            let npairs = read_i32(code, base + 4).max(0) as usize;
            let mut out = vec![at + read_i32(code, base) as i64];
            for i in 0..npairs {
                out.push(at + read_i32(code, base + 12 + 8 * i) as i64);
            }
            out
        }
        _ => Vec::new(),
    }
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
    let len = code.len();
    let mut insns = Vec::with_capacity(len / 2);
    let mut starts = vec![false; len];
    let mut bci = 0usize;
    while bci < len {
        let insn = decode_one(code, bci, major_version)
            .map_err(|e| located(e, bci as u32, read_u8(code, bci)))?;
        starts[bci] = true;
        insns.push(insn);
        bci += insn.len as usize;
    }
    Ok(Decoded { insns, starts })
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
    for insn in &decoded.insns {
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

fn decode_one(code: &[u8], bci: usize, major_version: u16) -> Result<Insn, VerifyError> {
    let opcode = code[bci];
    let remaining = code.len() - bci;
    let truncated = || {
        VerifyError::new("Bad instruction").with_reason("instruction runs past the end of the code")
    };
    let fixed = |len: usize| -> Result<Insn, VerifyError> {
        if len > remaining {
            return Err(truncated());
        }
        Ok(Insn {
            bci: bci as u32,
            opcode,
            wide: false,
            len: len as u32,
        })
    };
    match opcode {
        0x00..=0x0f
        | 0x1a..=0x35
        | 0x3b..=0x83
        | 0x85..=0x98
        | 0xac..=0xb1
        | 0xbe
        | 0xbf
        | 0xc2
        | 0xc3 => fixed(1),
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xbc => fixed(2),
        0x11
        | 0x13
        | 0x14
        | 0x84
        | 0x99..=0xa7
        | 0xb2..=0xb8
        | 0xbb
        | 0xbd
        | 0xc0
        | 0xc1
        | 0xc6
        | 0xc7 => fixed(3),
        0xc5 => fixed(4),
        0xb9 | 0xba | 0xc8 => fixed(5),
        // jsr, ret, jsr_w: not allowed in class files checked by type checking
        // (JVMS 4.9.1; javac stopped emitting them with version 50).
        0xa8 | 0xa9 | 0xc9 => Err(VerifyError::new(format!(
            "Bad instruction: {} is not allowed in class file version {major_version}",
            mnemonic(opcode)
        ))),
        0xc4 => {
            let widened = *code.get(bci + 1).ok_or_else(truncated)?;
            let len = match widened {
                0x15..=0x19 | 0x36..=0x3a => 4,
                0x84 => 6,
                _ => {
                    return Err(VerifyError::new("Bad instruction")
                        .with_reason(format!("wide followed by {}", mnemonic(widened))))
                }
            };
            if len > remaining {
                return Err(truncated());
            }
            Ok(Insn {
                bci: bci as u32,
                opcode: widened,
                wide: true,
                len: len as u32,
            })
        }
        0xaa | 0xab => {
            let base = (bci + 4) & !3;
            if major_version < 51 && code[bci + 1..base.min(code.len())].iter().any(|&b| b != 0) {
                return Err(VerifyError::new(
                    "Nonzero padding byte in lookupswitch or tableswitch",
                ));
            }
            if base + 12 > code.len() && !(opcode == 0xab && base + 8 <= code.len()) {
                return Err(truncated());
            }
            let end = if opcode == 0xaa {
                let low = read_i32(code, base + 4) as i64;
                let high = read_i32(code, base + 8) as i64;
                if low > high {
                    return Err(VerifyError::new(
                        "low must be less than or equal to high in tableswitch",
                    ));
                }
                base as i64 + 12 + 4 * (high - low + 1)
            } else {
                let npairs = read_i32(code, base + 4) as i64;
                if npairs < 0 {
                    return Err(VerifyError::new(
                        "npairs must be non-negative in lookupswitch",
                    ));
                }
                let end = base as i64 + 8 + 8 * npairs;
                if end <= code.len() as i64 {
                    let mut previous = None;
                    for i in 0..npairs as usize {
                        let key = read_i32(code, base + 8 + 8 * i);
                        if previous.is_some_and(|p| key <= p) {
                            return Err(VerifyError::new("Bad lookupswitch instruction")
                                .with_reason("keys are not sorted in increasing order"));
                        }
                        previous = Some(key);
                    }
                }
                end
            };
            if end > code.len() as i64 {
                return Err(truncated());
            }
            Ok(Insn {
                bci: bci as u32,
                opcode,
                wide: false,
                len: (end - bci as i64) as u32,
            })
        }
        _ => Err(VerifyError::new(format!("Bad instruction: {opcode:02x}"))),
    }
}

/// The local-variable index an instruction reads or writes, and how many
/// slots (2 for long/double).
pub fn local_operand(code: &[u8], insn: &Insn) -> Option<(usize, usize)> {
    let bci = insn.bci as usize;
    let index = |bci: usize| {
        if insn.wide {
            read_u16(code, bci + 2) as usize
        } else {
            read_u8(code, bci + 1) as usize
        }
    };
    let width = |op: u8| {
        if matches!(op, 0x16 | 0x18 | 0x37 | 0x39) {
            2
        } else {
            1
        }
    };
    match insn.opcode {
        0x15..=0x19 | 0x36..=0x3a => Some((index(bci), width(insn.opcode))),
        0x84 => Some((index(bci), 1)),
        0x1a..=0x2d => {
            let k = (insn.opcode - 0x1a) as usize;
            Some((k % 4, if matches!(k / 4, 1 | 3) { 2 } else { 1 }))
        }
        0x3b..=0x4e => {
            let k = (insn.opcode - 0x3b) as usize;
            Some((k % 4, if matches!(k / 4, 1 | 3) { 2 } else { 1 }))
        }
        _ => None,
    }
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
