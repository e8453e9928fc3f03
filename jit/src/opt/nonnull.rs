//! Which reference locals are known not to be null where each bytecode
//! block begins: a forward must-analysis over one scope's bytecode, so that
//! null checks go in loops and in blocks after the first dereference
//! (issue 26, "null-check elimination that survives inlining").
//!
//! ```text
//! Scope (bytecode, Blocks, entry facts) --at_block_entries--> block start -> [local i not null]
//! translator.rs translate_block: the block's entry facts; opcodes.rs
//! load_local: a value read from such a local (not stored since the block
//! began) joins FrameState::block_non_null, and objects.rs omits its checks
//! ```
//!
//! A local becomes known not null when an instruction dereferences a value
//! read from it (field access, array access and length, a call's receiver,
//! `monitorenter`): had it been null, that instruction would have thrown and
//! the block would not go on. It is also known after `ifnonnull` is taken
//! and when `ifnull` falls through, and when it is stored a new object, an
//! array or a constant. Any other store forgets it. Facts meet by
//! intersection at joins; handlers and an OSR entry start knowing nothing.
//!
//! Facts are per block entry and per local, never per SSA value: an SSA
//! value the frontend reuses across blocks (a local no block redefines) is
//! marked not null only in the blocks whose entry facts say so, through the
//! block-local set the translator clears at every block.

use super::dataflow::{self, Bytecode};
use crate::env::bytecode::local_operand;
use crate::env::bytecode::opcodes::*;
use std::collections::HashMap;

/// What the analysis knows about one operand-stack slot.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tag {
    Unknown,
    /// The value local `i` held when it was loaded (and still holds).
    Local(u16),
    /// Not null: a new object or array, a constant.
    NotNull,
}

/// Block start -> by local index, whether the local is known not null when
/// the block begins. Empty when the bytecode has something the analysis does
/// not model (`jsr`/`ret`, an undecodable instruction): then nothing is known.
pub fn at_block_entries(m: Bytecode, entry: usize, initial: &[bool]) -> HashMap<usize, Vec<bool>> {
    let n = m.code.max_locals as usize;
    let mut initial = initial.to_vec();
    initial.resize(n, false);
    let transfer = |start, state| transfer(m, start, state);
    let meet = |known: &mut Vec<bool>, out: &Vec<bool>, _, _| {
        let mut changed = false;
        for (k, &o) in known.iter_mut().zip(out) {
            if *k && !o {
                *k = false;
                changed = true;
            }
        }
        changed
    };
    dataflow::forward(m, entry, initial, vec![false; n], transfer, meet).unwrap_or_default()
}

/// The facts on each normal edge out of the block at `start`.
fn transfer(m: Bytecode, start: usize, mut locals: Vec<bool>) -> Option<Vec<(usize, Vec<bool>)>> {
    let bc = &m.code.bytecode;
    let mut stack = dataflow::entry_stack(m, start, Tag::Unknown)?;
    for step in dataflow::steps(m, start) {
        let dataflow::Step {
            bci,
            insn,
            pops,
            pushes,
            next,
            last,
        } = step?;
        let op = insn.opcode;
        if pops > stack.len() {
            return None;
        }
        let top_before = stack.last().copied();
        // The dereferenced operand, counted in slots from the top.
        let deref = match op {
            GETFIELD | ARRAYLENGTH | MONITORENTER | MONITOREXIT | ATHROW => Some(0),
            IALOAD..=SALOAD => Some(1),
            PUTFIELD | IASTORE..=SASTORE | INVOKEVIRTUAL | INVOKESPECIAL | INVOKEINTERFACE => {
                Some(pops - 1)
            }
            _ => None,
        };
        if let Some(p) = deref {
            if let Tag::Local(i) = stack[stack.len() - 1 - p] {
                locals[i as usize] = true;
            }
        }
        match op {
            ALOAD | ALOAD_0..=0x2d => {
                let (i, _) = local_operand(bc, &insn)?;
                stack.push(Tag::Local(i as u16));
            }
            ISTORE..=ASTORE | ISTORE_0..=0x4e | IINC => {
                let (i, width) = local_operand(bc, &insn)?;
                let stored = dataflow::pop_stored(&mut stack, pops, Tag::Unknown)?;
                let is_ref = op == ASTORE || (ASTORE_0..=0x4e).contains(&op);
                for j in i..i + width {
                    // Copies of the old value keep what was known of it.
                    let old = if locals.get(j).copied().unwrap_or(false) {
                        Tag::NotNull
                    } else {
                        Tag::Unknown
                    };
                    for t in stack.iter_mut() {
                        if *t == Tag::Local(j as u16) {
                            *t = old;
                        }
                    }
                }
                let now = is_ref
                    && match stored {
                        Tag::NotNull => true,
                        Tag::Local(k) => locals.get(k as usize).copied().unwrap_or(false),
                        Tag::Unknown => false,
                    };
                for j in i..(i + width).min(locals.len()) {
                    locals[j] = false;
                }
                if let Some(l) = locals.get_mut(i) {
                    *l = now;
                }
            }
            DUP..=DUP2_X2 | SWAP => {
                dataflow::shuffle(&mut stack, op)?;
            }
            CHECKCAST => {}
            _ => {
                stack.truncate(stack.len() - pops);
                let made = matches!(
                    op,
                    NEW | NEWARRAY | ANEWARRAY | MULTIANEWARRAY | LDC | LDC_W
                );
                let t = if made { Tag::NotNull } else { Tag::Unknown };
                stack.extend(std::iter::repeat(t).take(pushes));
            }
        }
        if op == IFNULL || op == IFNONNULL {
            // The operand was popped above; the edge on which it is not null.
            let operand = match top_before {
                Some(Tag::Local(i)) => Some(i as usize),
                _ => None,
            };
            let target = dataflow::branch_target(bc, bci);
            let mut taken = locals.clone();
            let mut fall = locals.clone();
            if let Some(i) = operand {
                if op == IFNONNULL {
                    taken[i] = true;
                } else {
                    fall[i] = true;
                }
            }
            return Some(vec![(target, taken), (next, fall)]);
        }
        if last {
            return Some(dataflow::to_successors(m, start, &locals));
        }
    }
    None
}
