//! Bounds-check elimination: which array accesses of one scope's bytecode
//! are proven in bounds, by a forward must-analysis of facts about int and
//! array locals (issue 26, "Loops and memory"). The facts are the kind of
//! `i < a.length` and `i >= 0` constraints ABCD proves (Bodík, Gupta and
//! Sarkar, PLDI 2000), but found by dataflow over locals instead of its
//! inequality graph over SSA names: the translator makes one pass over
//! bytecode and has no SSA form to query before it translates.
//!
//! ```text
//! Scope (bytecode, Blocks, entry) --proven_accesses--> {bci of xaload/xastore needing no bounds check}
//! translator.rs create_blocks: Scope::in_bounds; objects.rs array(): no length load or compare there
//! ```
//!
//! Facts, each about locals that no instruction stored since it was learnt:
//!
//! ```text
//! NonNeg(i)        i >= 0          istore of a constant >= 0 or of an arraylength; ifge/iflt; a[i] done
//! LtLen(i, a)      i < a.length    a compare of i with a.length; a[i] done
//! LtLocal(i, n)    i < n           a compare of i with local n
//! LeLen(n, a)      n <= a.length   istore n of a.length
//! LtLen(i, a)      (also)          istore i of a.length - c, c > 0
//! MaxConst(i, K)   i <= K          istore of a constant; a compare of i with a constant
//! MinLen(a, C)     a.length >= C   astore a of newarray/anewarray of constant length C
//! ```
//!
//! An access `a[i]` whose operands were read from locals `a` and `i` needs
//! no check when NonNeg(i) and one of LtLen(i, a); LtLocal(i, n) and
//! LeLen(n, a); MaxConst(i, K) and MinLen(a, C) with K < C. A constant
//! index K >= 0 needs none when MinLen(a, C) with K < C.
//!
//! Overflow: `iinc i c` with c > 0 keeps NonNeg(i) only when i + c cannot
//! pass Integer.MAX_VALUE: c = 1 and some i < x is known (x is an int), or
//! MaxConst(i, K) with K + c representable (which becomes K + c). It
//! forgets the upper bounds. With c < 0 it keeps the upper bounds only if
//! NonNeg(i) held (i + c cannot wrap) and forgets NonNeg(i). Any other
//! store to a local forgets every fact that names it, and operand-stack
//! copies of its old value become unknown. Facts meet by intersection at
//! joins (MinLen by the smaller C, MaxConst by the larger K until a
//! block's facts have changed a few times, then on backward edges only if
//! equal, which keeps
//! the analysis finite); handlers and an OSR entry start knowing nothing; `jsr`
//! and `ret` make the whole scope unknown. Loads and stores of fields are
//! never facts: another thread or a call may change a field.

use super::dataflow::{self, Bytecode};
use crate::env::bytecode::opcodes::*;
use crate::env::bytecode::{instruction_length, local_operand, read_i16, read_u16};
use crate::env::{Class, Constant};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// Whether the analysis runs: `RVM_OPT_BCE=off` turns it off, for A/B
/// measurements and for finding a suspected miscompilation (read once).
pub fn enabled() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("RVM_OPT_BCE").map_or(true, |v| v != "off"))
}

/// What the analysis knows about one operand-stack slot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tag {
    Unknown,
    /// The int local `i` held, and still holds.
    Int(u16),
    /// The reference local `a` held, and still holds.
    Ref(u16),
    /// The length of the array in local `a` (which still holds it).
    Len(u16),
    /// `a.length - c` with c > 0 (no wrap: a.length >= 0), below the length
    /// of the array in local `a`.
    BelowLen(u16),
    /// An int constant.
    Const(i32),
    /// An array just created with at least this many elements.
    NewArray(i32),
}

/// The facts known at one point (see the module doc).
#[derive(Clone, PartialEq, Eq, Default, Debug)]
struct Facts {
    non_neg: BTreeSet<u16>,
    lt_len: BTreeSet<(u16, u16)>,
    lt_local: BTreeSet<(u16, u16)>,
    le_len: BTreeSet<(u16, u16)>,
    max_const: BTreeMap<u16, i32>,
    min_len: BTreeMap<u16, i32>,
}

impl Facts {
    /// Forgets every fact that names local `x`.
    fn forget(&mut self, x: u16) {
        self.non_neg.remove(&x);
        self.lt_len.retain(|&(i, a)| i != x && a != x);
        self.lt_local.retain(|&(i, n)| i != x && n != x);
        self.le_len.retain(|&(n, a)| n != x && a != x);
        self.max_const.remove(&x);
        self.min_len.remove(&x);
    }

    /// Whether some `i < x` with x an int is known (so i + 1 cannot overflow).
    fn has_upper_bound(&self, i: u16) -> bool {
        self.lt_len.iter().any(|&(j, _)| j == i)
            || self.lt_local.iter().any(|&(j, _)| j == i)
            || self.max_const.get(&i).is_some_and(|&k| k < i32::MAX)
    }

    /// Whether int local `i` is known to be below `a.length`.
    fn below_length(&self, i: u16, a: u16) -> bool {
        self.lt_len.contains(&(i, a))
            || self
                .lt_local
                .iter()
                .any(|&(j, n)| j == i && self.le_len.contains(&(n, a)))
            || matches!(
                (self.max_const.get(&i), self.min_len.get(&a)),
                (Some(&k), Some(&c)) if k < c
            )
    }

    /// Whether `a[index]` is in bounds.
    fn in_bounds(&self, array: Tag, index: Tag) -> bool {
        match (array, index) {
            (Tag::Ref(a), Tag::Int(i)) => self.non_neg.contains(&i) && self.below_length(i, a),
            (Tag::Ref(a), Tag::Const(k)) => k >= 0 && self.min_len.get(&a).is_some_and(|&c| k < c),
            _ => false,
        }
    }

    /// What `left < right` (strict) or `left <= right` tells.
    fn learn(&mut self, left: Tag, right: Tag, strict: bool) {
        match (left, right) {
            (Tag::Int(i), Tag::Len(a)) if strict => {
                self.lt_len.insert((i, a));
            }
            (Tag::Int(i), Tag::Int(n)) if strict && i != n => {
                self.lt_local.insert((i, n));
            }
            (Tag::Int(i), Tag::Const(k)) => {
                let k = if strict { k.checked_sub(1) } else { Some(k) };
                if let Some(k) = k {
                    let known = self.max_const.entry(i).or_insert(k);
                    *known = (*known).min(k);
                }
            }
            // k < i or k <= i with k >= -1 or k >= 0: i >= 0.
            (Tag::Const(k), Tag::Int(i)) if k >= 0 || (strict && k >= -1) => {
                self.non_neg.insert(i);
            }
            _ => {}
        }
    }

    /// The meet of two points' facts; `widen` after a block's facts changed
    /// a few times (MaxConst then survives only if equal, so loops settle).
    fn meet(&mut self, other: &Facts, widen: bool) -> bool {
        fn intersect<T: Ord + Copy>(mine: &mut BTreeSet<T>, other: &BTreeSet<T>) -> bool {
            let before = mine.len();
            mine.retain(|x| other.contains(x));
            mine.len() != before
        }
        let mut changed = intersect(&mut self.non_neg, &other.non_neg);
        changed |= intersect(&mut self.lt_len, &other.lt_len);
        changed |= intersect(&mut self.lt_local, &other.lt_local);
        changed |= intersect(&mut self.le_len, &other.le_len);
        self.max_const.retain(|i, k| match other.max_const.get(i) {
            Some(o) if *o == *k => true,
            Some(o) if !widen => {
                *k = (*k).max(*o);
                changed = true;
                true
            }
            _ => {
                changed = true;
                false
            }
        });
        self.min_len.retain(|a, c| match other.min_len.get(a) {
            Some(o) => {
                if *o < *c {
                    *c = *o;
                    changed = true;
                }
                true
            }
            None => {
                changed = true;
                false
            }
        });
        changed
    }
}

/// Merges into a block after which MaxConst facts on a backward edge into
/// it must agree exactly.
const WIDEN_AFTER: u32 = 4;

/// The bcis of the array loads and stores of this scope (xaload, xastore)
/// whose index is proven in bounds. Empty when the bytecode has something
/// the analysis does not model (`jsr`/`ret`, an undecodable instruction).
pub fn proven_accesses(m: Bytecode, entry: usize) -> HashSet<usize> {
    let bc = &m.code.bytecode;
    if !has_array_access(bc, 0, bc.len()) {
        return HashSet::new();
    }
    let mut unused = HashSet::new();
    let mut merges: HashMap<usize, u32> = HashMap::new();
    let edges = |start, state| transfer(m, start, state, &mut unused);
    // Merges into a block are counted; a backward edge widens after a few.
    let meet = |known: &mut Facts, out: &Facts, block: usize, backward: bool| {
        let n = merges.entry(block).or_default();
        *n += 1;
        known.meet(out, backward && *n > WIDEN_AFTER)
    };
    let initial = Facts::default();
    let Some(facts) = dataflow::forward(m, entry, initial.clone(), initial, edges, meet) else {
        return HashSet::new();
    };
    let mut proven = HashSet::new();
    for (&start, state) in &facts {
        let end = m.blocks.end_of(start, bc.len());
        if !has_array_access(bc, start, end) {
            continue;
        }
        if transfer(m, start, state.clone(), &mut proven).is_none() {
            return HashSet::new();
        }
    }
    proven
}

/// Whether the instructions from `start` to `end` load or store an array
/// element (the analysis is for nothing otherwise; most methods have none,
/// and the last pass visits only the blocks that do).
fn has_array_access(bc: &[u8], start: usize, end: usize) -> bool {
    let mut bci = start;
    while bci < end {
        if matches!(bc[bci], IALOAD..=SALOAD | IASTORE..=SASTORE) {
            return true;
        }
        match instruction_length(bc, bci) {
            Ok(len) => bci += len,
            Err(_) => return false,
        }
    }
    false
}

/// The value of an int constant pushed by `op` at `bci`.
fn constant(class: &Class, bc: &[u8], bci: usize, op: u8) -> Option<i32> {
    match op {
        ICONST_M1..=ICONST_5 => Some(op as i32 - ICONST_0 as i32),
        BIPUSH => Some(bc[bci + 1] as i8 as i32),
        SIPUSH => Some(read_i16(bc, bci + 1) as i32),
        LDC | LDC_W => {
            let index = if op == LDC {
                bc[bci + 1] as u16
            } else {
                read_u16(bc, bci + 1)
            };
            match class.constant_pool.get(index) {
                Ok(Constant::Integer(v)) => Some(*v),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The facts on each normal edge out of the block at `start`; the bcis of
/// the accesses proven in bounds on the way go to `proven`.
fn transfer(
    m: Bytecode,
    start: usize,
    mut facts: Facts,
    proven: &mut HashSet<usize>,
) -> Option<Vec<(usize, Facts)>> {
    let bc = &m.code.bytecode;
    let mut stack = dataflow::entry_stack(m, start, Tag::Unknown)?;
    for step in dataflow::steps(m, start) {
        let step = step?;
        let (bci, insn, pops, pushes) = (step.bci, &step.insn, step.pops, step.pushes);
        let op = insn.opcode;
        if matches!(op, JSR | JSR_W | RET) || pops > stack.len() {
            return None;
        }
        let top = |n: usize| stack[stack.len() - 1 - n];
        match op {
            ILOAD | ILOAD_0..=0x1d => {
                let (i, _) = local_operand(bc, insn)?;
                stack.push(Tag::Int(i as u16));
            }
            ALOAD | ALOAD_0..=0x2d => {
                let (a, _) = local_operand(bc, insn)?;
                stack.push(Tag::Ref(a as u16));
            }
            ISTORE..=ASTORE | ISTORE_0..=0x4e | IINC => {
                let (x, width) = local_operand(bc, insn)?;
                let stored = dataflow::pop_stored(&mut stack, pops, Tag::Unknown)?;
                for j in x..x + width {
                    let j = j as u16;
                    for t in stack.iter_mut() {
                        if matches!(*t, Tag::Int(y) | Tag::Ref(y) | Tag::Len(y) | Tag::BelowLen(y) if y == j)
                        {
                            *t = Tag::Unknown;
                        }
                    }
                }
                let x = x as u16;
                if op == IINC {
                    let c = if insn.wide {
                        read_i16(bc, bci + 4) as i32
                    } else {
                        bc[bci + 2] as i8 as i32
                    };
                    increment(&mut facts, x, c);
                } else {
                    for j in x..x + width as u16 {
                        facts.forget(j);
                    }
                    let is_int = op == ISTORE || (ISTORE_0..=0x3e).contains(&op);
                    let is_ref = op == ASTORE || (ASTORE_0..=0x4e).contains(&op);
                    match stored {
                        Tag::Const(k) if is_int => {
                            if k >= 0 {
                                facts.non_neg.insert(x);
                            }
                            facts.max_const.insert(x, k);
                        }
                        Tag::Len(a) if is_int => {
                            facts.non_neg.insert(x);
                            facts.le_len.insert((x, a));
                        }
                        Tag::BelowLen(a) if is_int => {
                            facts.lt_len.insert((x, a));
                        }
                        Tag::Int(j) if is_int && j != x => {
                            if facts.non_neg.contains(&j) {
                                facts.non_neg.insert(x);
                            }
                            if let Some(&k) = facts.max_const.get(&j) {
                                facts.max_const.insert(x, k);
                            }
                        }
                        Tag::NewArray(c) if is_ref => {
                            facts.min_len.insert(x, c);
                        }
                        _ => {}
                    }
                }
            }
            IALOAD..=SALOAD | IASTORE..=SASTORE => {
                let (array, index) = if op >= IASTORE {
                    let value_slots = pops - 2;
                    (top(value_slots + 1), top(value_slots))
                } else {
                    (top(1), top(0))
                };
                if facts.in_bounds(array, index) {
                    proven.insert(bci);
                }
                stack.truncate(stack.len() - pops);
                stack.extend(std::iter::repeat(Tag::Unknown).take(pushes));
                // Past here the access did not throw: 0 <= i < a.length.
                if let (Tag::Ref(a), Tag::Int(i)) = (array, index) {
                    facts.non_neg.insert(i);
                    facts.lt_len.insert((i, a));
                }
            }
            DUP..=DUP2_X2 | SWAP => {
                dataflow::shuffle(&mut stack, op)?;
            }
            _ => {
                let made = match op {
                    ARRAYLENGTH => match top(0) {
                        Tag::Ref(a) => Tag::Len(a),
                        _ => Tag::Unknown,
                    },
                    NEWARRAY | ANEWARRAY => match top(0) {
                        Tag::Const(c) if c >= 0 => Tag::NewArray(c),
                        _ => Tag::Unknown,
                    },
                    ISUB => match (top(1), top(0)) {
                        (Tag::Len(a), Tag::Const(c)) if c > 0 => Tag::BelowLen(a),
                        _ => Tag::Unknown,
                    },
                    _ => constant(m.class, bc, bci, op).map_or(Tag::Unknown, Tag::Const),
                };
                let operands: Vec<Tag> = (0..pops).rev().map(top).collect();
                stack.truncate(stack.len() - pops);
                stack.extend(std::iter::repeat(made).take(pushes));
                if let Some(edges) = branch(op, &operands, &facts) {
                    let target = dataflow::branch_target(bc, bci);
                    let (taken, fall) = edges;
                    return Some(vec![(target, taken), (step.next, fall)]);
                }
            }
        }
        if step.last {
            return Some(dataflow::to_successors(m, start, &facts));
        }
    }
    None
}

/// `iinc x c` (see the module doc for why each fact survives).
fn increment(facts: &mut Facts, x: u16, c: i32) {
    if c == 0 {
        return;
    }
    let non_neg = facts.non_neg.contains(&x);
    if c > 0 {
        let keeps_sign = non_neg
            && ((c == 1 && facts.has_upper_bound(x))
                || facts
                    .max_const
                    .get(&x)
                    .is_some_and(|&k| k.checked_add(c).is_some()));
        let max = facts.max_const.get(&x).and_then(|&k| k.checked_add(c));
        facts.forget(x);
        if keeps_sign {
            facts.non_neg.insert(x);
        }
        if let Some(k) = max {
            facts.max_const.insert(x, k);
        }
    } else if non_neg {
        // x + c >= c >= -32768: no wrap, so upper bounds still hold (and
        // facts where x is the bound, n <= a.length or i < n, do not).
        facts.non_neg.remove(&x);
        facts.lt_local.retain(|&(_, n)| n != x);
        facts.le_len.retain(|&(n, _)| n != x);
        if let Some(k) = facts.max_const.remove(&x).and_then(|k| k.checked_add(c)) {
            facts.max_const.insert(x, k);
        }
    } else {
        facts.forget(x);
    }
}

/// For a conditional branch on ints, the facts on the taken edge and on
/// the fall-through edge; None for any other instruction. `operands` are
/// the popped tags, bottom first.
fn branch(op: u8, operands: &[Tag], facts: &Facts) -> Option<(Facts, Facts)> {
    let (left, right, cond) = match op {
        IFEQ..=IFLE => (operands[0], Tag::Const(0), op - IFEQ),
        IF_ICMPEQ..=IF_ICMPLE => (operands[0], operands[1], op - IF_ICMPEQ),
        _ => return None,
    };
    // cond: 0 eq, 1 ne, 2 lt, 3 ge, 4 gt, 5 le, as `x < y` (strict) or
    // `x <= y` on the taken edge; the fall-through edge learns its negation.
    let (x, y, strict) = match cond {
        2 => (left, right, true),
        3 => (right, left, false),
        4 => (right, left, true),
        5 => (left, right, false),
        _ => return Some((facts.clone(), facts.clone())),
    };
    let mut taken = facts.clone();
    let mut fall = facts.clone();
    taken.learn(x, y, strict);
    fall.learn(y, x, !strict);
    Some((taken, fall))
}
