//! Which locals of an interpreted frame can hold a reference at the frame's
//! bci, for the stack scan (stack.rs): HotSpot's interpreter oop maps, in
//! the small. A local the class file's `StackMapTable` declares `top` (a
//! variable whose javac scope ended, a slot not yet written on every path)
//! cannot be read again before a store, so it is not a root, though the
//! interpreter's slot still holds its last value. Without this, the last
//! object a loop stored in such a local stayed reachable after the loop
//! (1000 `WeakReference`s built in a loop: java clears 1000, rvm cleared 999).
//!
//! ```text
//! method (class version >= 50, no jsr/ret) --StackMapTable + descriptor-->
//!   reference-or-not per local at bci 0 and at every frame (cached per method)
//! bci --last frame at or before it (code between frames is straight-line:
//!        every branch target has a frame)--> replay the stores up to bci
//! ```
//!
//! Sound only where `FrameRecord::bci` is the instruction the frame is
//! stopped at: the interpreter publishes it with `top` (which the scan
//! already trusts) before every call, allocation, throw and yieldpoint.
//! Anything this module cannot read (older class files, jsr/ret, a
//! StackMapTable it cannot decode) answers `None`: every local is scanned,
//! as before.

use crate::bytecode::opcodes::{ASTORE, ASTORE_0, JSR, JSR_W, RET};
use crate::bytecode::{is_local_store, local_operand};
use crate::class::Method;
use crate::classfile::access;
use crate::verify::code::{decode_structure, Decoded};
use crate::verify::stackmap;
use crate::verify::types::{initial_locals, method_types, VType};
use crate::verify::TYPE_CHECKING_VERSION;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::Arc;

/// A method's reference maps at bci 0 and at its stack-map frames.
struct MethodMap {
    decoded: Decoded,
    /// (bci, reference-or-not per local), sorted; bci 0's first.
    frames: Vec<(u32, Vec<bool>)>,
}

/// Methods already read, by address (methods are never freed).
static MAPS: Mutex<Option<HashMap<usize, Option<Arc<MethodMap>>>>> = Mutex::new(None);

/// Whether each local of `method` may hold a reference before the
/// instruction at `bci`, or None if that cannot be told (scan them all).
pub(crate) fn reference_locals(method: &'static Method, bci: usize) -> Option<Vec<bool>> {
    let map = {
        let mut maps = MAPS.lock();
        maps.get_or_insert_with(HashMap::new)
            .entry(method as *const Method as usize)
            .or_insert_with(|| read(method).map(Arc::new))
            .clone()?
    };
    let code = method.code.as_ref()?;
    let at = map.frames.partition_point(|&(b, _)| b as usize <= bci);
    let (start, locals) = map.frames.get(at.checked_sub(1)?)?;
    let mut locals = locals.clone();
    let first = map
        .decoded
        .instructions
        .partition_point(|i| (i.bci as usize) < *start as usize);
    for insn in &map.decoded.instructions[first..] {
        if insn.bci as usize >= bci {
            return (insn.bci as usize == bci).then_some(locals);
        }
        if is_local_store(insn.opcode) {
            let (index, width) = local_operand(&code.bytecode, insn)?;
            let reference =
                insn.opcode == ASTORE || (ASTORE_0..ASTORE_0 + 4).contains(&insn.opcode);
            for (k, slot) in locals.iter_mut().skip(index).take(width).enumerate() {
                *slot = reference && k == 0;
            }
            // A store into the second half of a long or double kills it:
            // neither half was a reference.
        }
    }
    None
}

fn is_reference(t: &VType) -> bool {
    matches!(
        t,
        VType::Null | VType::UninitializedThis | VType::Uninitialized(_) | VType::Reference(_)
    )
}

fn read(method: &'static Method) -> Option<MethodMap> {
    let class = method.class();
    let code = method.code.as_ref()?;
    if class.major_version < TYPE_CHECKING_VERSION {
        return None;
    }
    let decoded = decode_structure(&code.bytecode, class.major_version).ok()?;
    if decoded
        .instructions
        .iter()
        .any(|i| matches!(i.opcode, JSR | JSR_W | RET))
    {
        return None;
    }
    // The initial frame, as the type checker builds it (JVMS 4.10.1.6).
    let (params, _) = method_types(&method.descriptor)?;
    let declared = initial_locals(
        &class.name,
        &method.name,
        method.access & access::STATIC != 0,
        params,
    );
    let max_locals = code.declared_max_locals as usize;
    let mut initial = vec![false; max_locals];
    let mut at = 0;
    for t in &declared {
        *initial.get_mut(at)? = is_reference(t);
        at += 1 + t.is_category2() as usize;
    }
    let mut frames = vec![(0, initial)];
    if let Some(table) = &code.stack_map_table {
        let decoded_frames = stackmap::decode(
            table,
            &declared,
            code.declared_max_locals,
            code.max_stack,
            &code.bytecode,
            &decoded,
            &class.constant_pool,
        )
        .ok()?;
        for (bci, frame) in decoded_frames {
            let locals = frame.locals.iter().map(is_reference).collect();
            if bci == 0 {
                frames[0].1 = locals;
            } else {
                frames.push((bci, locals));
            }
        }
    }
    frames.sort_by_key(|&(bci, _)| bci);
    Some(MethodMap { decoded, frames })
}
