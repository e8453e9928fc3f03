//! Decoding of the `StackMapTable` attribute (JVMS 4.7.4) into full frames.
//!
//! ```text
//! initial frame (this + parameters) --same / same_locals_1_stack_item / chop /
//!     append / full_frame, each at offset previous + delta + 1--> [(bci, Frame)]
//! ```
//!
//! The attribute is a delta encoding against the previous frame; this module
//! keeps the declared locals (a long is one entry there) and expands them into
//! slots (a long is `long, top`) for each frame.

use super::code::Decoded;
use super::error::VerifyError;
use super::frame::Frame;
use super::types::VType;
use crate::classfile::{Constant, ConstantPool};

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn u8(&mut self) -> Result<u8, VerifyError> {
        let b = *self.bytes.get(self.at).ok_or_else(truncated)?;
        self.at += 1;
        Ok(b)
    }
    fn u16(&mut self) -> Result<u16, VerifyError> {
        Ok(u16::from_be_bytes([self.u8()?, self.u8()?]))
    }
}

fn truncated() -> VerifyError {
    VerifyError::format("StackMapTable format error")
        .with_reason("the StackMapTable attribute is truncated")
}

fn bad(reason: impl Into<String>) -> VerifyError {
    VerifyError::format("StackMapTable format error").with_reason(reason)
}

/// Decodes `table` for a method whose initial declared locals are `initial`.
pub fn decode(
    table: &[u8],
    initial: &[VType],
    max_locals: u16,
    max_stack: u16,
    code: &[u8],
    decoded: &Decoded,
    cp: &ConstantPool,
) -> Result<Vec<(u32, Frame)>, VerifyError> {
    let mut r = Reader {
        bytes: table,
        at: 0,
    };
    let count = r.u16()?;
    let mut frames = Vec::with_capacity(count as usize);
    let mut locals: Vec<VType> = initial.to_vec();
    let mut previous: i64 = -1;
    for _ in 0..count {
        let frame_type = r.u8()?;
        let (delta, stack) = match frame_type {
            0..=63 => (frame_type as u16, Vec::new()),
            64..=127 => (
                (frame_type - 64) as u16,
                vec![read_type(&mut r, code, decoded, cp)?],
            ),
            247 => {
                let delta = r.u16()?;
                (delta, vec![read_type(&mut r, code, decoded, cp)?])
            }
            248..=250 => {
                let delta = r.u16()?;
                let k = (251 - frame_type) as usize;
                if k > locals.len() {
                    return Err(bad("chop_frame removes more locals than there are"));
                }
                locals.truncate(locals.len() - k);
                (delta, Vec::new())
            }
            251 => (r.u16()?, Vec::new()),
            252..=254 => {
                let delta = r.u16()?;
                for _ in 0..frame_type - 251 {
                    locals.push(read_type(&mut r, code, decoded, cp)?);
                }
                (delta, Vec::new())
            }
            255 => {
                let delta = r.u16()?;
                let n = r.u16()?;
                locals.clear();
                for _ in 0..n {
                    locals.push(read_type(&mut r, code, decoded, cp)?);
                }
                let n = r.u16()?;
                let mut stack = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    stack.push(read_type(&mut r, code, decoded, cp)?);
                }
                (delta, stack)
            }
            _ => return Err(bad(format!("reserved frame type {frame_type}"))),
        };
        let offset = previous + delta as i64 + 1;
        if !decoded.is_start(offset) {
            return Err(VerifyError::new("StackMapTable error: bad offset")
                .with_reason(format!("frame at offset {offset} is not at an instruction")));
        }
        previous = offset;
        let frame = Frame {
            locals: expand(&locals, max_locals, "locals", "max_locals")?,
            stack: expand_stack(&stack, max_stack)?,
            this_uninit: locals.contains(&VType::UninitializedThis),
        };
        frames.push((offset as u32, frame));
    }
    if r.at != table.len() {
        return Err(bad(format!(
            "{} bytes left over after the last frame",
            table.len() - r.at
        )));
    }
    Ok(frames)
}

fn slots(declared: &[VType]) -> Vec<VType> {
    let mut slots = Vec::with_capacity(declared.len() + 2);
    for t in declared {
        slots.push(t.clone());
        if t.is_category2() {
            slots.push(VType::Top);
        }
    }
    slots
}

fn expand(
    declared: &[VType],
    max: u16,
    what: &str,
    limit: &str,
) -> Result<Vec<VType>, VerifyError> {
    let mut slots = slots(declared);
    if slots.len() > max as usize {
        return Err(bad(format!(
            "frame has {} {what} slots, more than {limit} {max}",
            slots.len()
        )));
    }
    slots.resize(max as usize, VType::Top);
    Ok(slots)
}

fn expand_stack(declared: &[VType], max_stack: u16) -> Result<Vec<VType>, VerifyError> {
    let slots = slots(declared);
    if slots.len() > max_stack as usize {
        return Err(bad(format!(
            "frame has {} stack slots, more than max_stack {max_stack}",
            slots.len()
        )));
    }
    Ok(slots)
}

fn read_type(
    r: &mut Reader,
    code: &[u8],
    decoded: &Decoded,
    cp: &ConstantPool,
) -> Result<VType, VerifyError> {
    Ok(match r.u8()? {
        0 => VType::Top,
        1 => VType::Integer,
        2 => VType::Float,
        3 => VType::Double,
        4 => VType::Long,
        5 => VType::Null,
        6 => VType::UninitializedThis,
        7 => {
            let index = r.u16()?;
            match cp.get(index) {
                Ok(Constant::Class { .. }) => VType::class(cp.class_name(index).map_err(bad)?),
                _ => return Err(bad(format!("bad class index {index} in an Object entry"))),
            }
        }
        8 => {
            let offset = r.u16()?;
            if !decoded.is_start(offset as i64) || code[offset as usize] != 0xbb {
                return Err(bad(format!(
                    "uninitialized({offset}) does not name a new instruction"
                )));
            }
            VType::Uninitialized(offset)
        }
        tag => return Err(bad(format!("unknown verification type tag {tag}"))),
    })
}
