//! What the bytecode analyses of one scope share (`nonnull.rs`, which
//! locals are not null; `bounds.rs`, which accesses are in bounds): the
//! worklist that carries facts along the blocks' normal edges to a fixed
//! point, and the operand-stack moves they model alike.
//!
//! ```text
//! entry facts, handler facts --forward(transfer, meet)--> block start -> facts where it begins
//! transfer(start, facts at its entry) -> [(successor, facts on that edge)]
//! ```
//!
//! Each analysis says what a block does to its facts (`transfer`) and how
//! facts meet at a join (`meet`, told the block and whether the edge goes
//! back to a block at or before its source, which every cycle has, so an
//! analysis can widen there). Handlers start with `at_handler`: an exception may leave any
//! instruction of a covered range.

use super::frame::Blocks;
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::{decode_instruction, dup_result, dup_shape, stack_effect, Instruction};
use crate::env::{Class, Code};
use std::collections::{BTreeSet, HashMap};

/// A scope's bytecode as the analyses read it.
#[derive(Clone, Copy)]
pub struct Bytecode<'a> {
    pub class: &'a Class,
    pub code: &'a Code,
    pub blocks: &'a Blocks,
    pub depths_before: &'a [Option<u16>],
}

/// Block start -> facts where the block begins, for the blocks reachable
/// from `entry` and the handlers; None if `transfer` gives up on a block
/// (bytecode the analysis does not model).
pub fn forward<F: Clone>(
    m: Bytecode,
    entry: usize,
    initial: F,
    at_handler: F,
    mut transfer: impl FnMut(usize, F) -> Option<Vec<(usize, F)>>,
    mut meet: impl FnMut(&mut F, &F, usize, bool) -> bool,
) -> Option<HashMap<usize, F>> {
    // Blocks wait in reverse postorder, so a block's predecessors outside
    // loops have all been seen before it is (few visits a block).
    let rank: HashMap<usize, usize> = m
        .blocks
        .order
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, i))
        .collect();
    let key = |b: usize| (rank.get(&b).copied().unwrap_or(usize::MAX), b);
    let mut facts: HashMap<usize, F> = HashMap::new();
    let mut work = BTreeSet::from([key(entry)]);
    facts.insert(entry, initial);
    for h in m.code.handlers.iter() {
        let h = h.handler_pc as usize;
        facts.insert(h, at_handler.clone());
        work.insert(key(h));
    }
    while let Some((_, start)) = work.pop_first() {
        let state = facts[&start].clone();
        for (succ, out) in transfer(start, state)? {
            let changed = match facts.get_mut(&succ) {
                None => {
                    facts.insert(succ, out);
                    true
                }
                Some(known) => meet(known, &out, succ, succ <= start),
            };
            if changed {
                work.insert(key(succ));
            }
        }
    }
    Some(facts)
}

/// The same facts on every normal edge out of the block at `start`.
pub fn to_successors<F: Clone>(m: Bytecode, start: usize, facts: &F) -> Vec<(usize, F)> {
    m.blocks
        .successors(m.code, start)
        .into_iter()
        .map(|s| (s, facts.clone()))
        .collect()
}

/// The target of the two-byte branch at `bci`.
pub fn branch_target(bc: &[u8], bci: usize) -> usize {
    (bci as i64 + crate::env::bytecode::read_i16(bc, bci + 1) as i64) as usize
}

/// `dup*` and `swap` on an abstract operand stack (one entry a slot): the
/// entries move as the values do. False for any other opcode; None if the
/// stack is too shallow.
pub fn shuffle<T: Copy>(stack: &mut Vec<T>, op: u8) -> Option<bool> {
    match op {
        DUP..=DUP2_X2 => {
            let (top, under) = dup_shape(op)?;
            let taken = stack.split_off(stack.len().checked_sub(top + under)?);
            for from_top in dup_result(top, under) {
                stack.push(taken[taken.len() - from_top]);
            }
            Some(true)
        }
        SWAP => {
            let l = stack.len();
            if l < 2 {
                return None;
            }
            stack.swap(l - 1, l - 2);
            Some(true)
        }
        _ => Some(false),
    }
}

/// Pops the `slots` entries a store takes and returns the lowest (a long or
/// double's first slot), or `unknown` for none (`iinc`).
pub fn pop_stored<T: Copy>(stack: &mut Vec<T>, slots: usize, unknown: T) -> Option<T> {
    let mut stored = unknown;
    for _ in 0..slots {
        stored = stack.pop()?;
    }
    Some(stored)
}

/// One instruction of a block, with its stack effect in slots.
pub struct Step {
    pub bci: usize,
    pub insn: Instruction,
    pub pops: usize,
    pub pushes: usize,
    /// The next instruction's bci.
    pub next: usize,
    /// The block's last instruction.
    pub last: bool,
}

/// The instructions of the block at `start` in order; None for one that
/// cannot be decoded (and nothing after it).
pub fn steps<'a>(m: Bytecode<'a>, start: usize) -> impl Iterator<Item = Option<Step>> + 'a {
    let (class, bc) = (m.class, &m.code.bytecode);
    let end = m.blocks.end_of(start, bc.len());
    let mut at = Some(start);
    std::iter::from_fn(move || {
        let bci = at.take()?;
        let step = decode_instruction(bc, bci).ok().and_then(|insn| {
            let (pops, pushes) = stack_effect(class, bc, bci).ok()?;
            let next = bci + insn.len as usize;
            Some(Step {
                bci,
                insn,
                pops,
                pushes,
                next,
                last: next >= end,
            })
        });
        at = step.as_ref().filter(|s| !s.last).map(|s| s.next);
        Some(step)
    })
}

/// The abstract operand stack where the block at `start` begins: `depth`
/// unknown entries.
pub fn entry_stack<T: Clone>(m: Bytecode, start: usize, unknown: T) -> Option<Vec<T>> {
    let depth = m.depths_before.get(start).copied().flatten()? as usize;
    Some(vec![unknown; depth])
}
