//! The translator's model of a Java frame: value kinds, the compile-time
//! operand stack, Cranelift variables for locals and for operand-stack entries
//! that cross basic-block boundaries, and the basic blocks of the bytecode.
//!
//! ```text
//! bytecode --leaders()--> blocks (bci ranges) --reverse postorder--> translation order
//! local i of kind K        -> one Variable per (i, K)   (javac reuses slots with other types)
//! stack entry d of kind K  -> Variable (d, K) at block ends; SSA values inside a block
//! ```
//!
//! `FrameState` is the part that changes instruction by instruction: the
//! operand stack of the block being translated and the values known not to
//! be null.
//!
//! Cranelift's frontend builds SSA from the variables (the approach Wasmtime's
//! and ristretto's translators take for stack machines).

use crate::env::bytecode::instruction_length;
use crate::env::bytecode::{branch_targets, ends_block};
use crate::env::{BasicType, Code};
use cranelift_codegen::ir::{types, Type, Value};
use std::collections::BTreeSet;
use std::collections::HashSet;

/// The five computational kinds of JVM values (JVMS 2.11.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Int,
    Long,
    Float,
    Double,
    Ref,
}

impl Kind {
    pub fn clif(self) -> Type {
        match self {
            Kind::Int => types::I32,
            Kind::Long | Kind::Ref => types::I64,
            Kind::Float => types::F32,
            Kind::Double => types::F64,
        }
    }
    /// Slots it takes in the interpreter's layout (long and double take two).
    pub fn slots(self) -> usize {
        match self {
            Kind::Long | Kind::Double => 2,
            _ => 1,
        }
    }
    pub fn of(t: BasicType) -> Option<Kind> {
        Some(match t {
            BasicType::Boolean
            | BasicType::Byte
            | BasicType::Char
            | BasicType::Short
            | BasicType::Int => Kind::Int,
            BasicType::Float => Kind::Float,
            BasicType::Long => Kind::Long,
            BasicType::Double => Kind::Double,
            BasicType::Reference => Kind::Ref,
            BasicType::Void => return None,
        })
    }
}

/// Basic blocks of a method's bytecode.
pub struct Blocks {
    /// Sorted block start bcis.
    pub starts: Vec<usize>,
    /// Translation order: reverse postorder from bci 0 and the handlers, so
    /// that every block but a handler is translated after one of its
    /// predecessors (its entry stack is then known).
    pub order: Vec<usize>,
}

impl Blocks {
    /// `entry`: bci 0, or the loop header an on-stack-replacement entry starts at.
    pub fn find(code: &Code, reachable: &[Option<u16>], entry: usize) -> Result<Blocks, String> {
        let bytecode = &code.bytecode;
        let mut leaders = BTreeSet::new();
        leaders.insert(0);
        leaders.insert(entry);
        for h in code.handlers.iter() {
            leaders.insert(h.handler_pc as usize);
        }
        let mut bci = 0;
        while bci < bytecode.len() {
            let len = instruction_length(bytecode, bci)?;
            if reachable[bci].is_some() {
                let targets = branch_targets(bytecode, bci);
                if !targets.is_empty() || ends_block(bytecode[bci]) {
                    if bci + len < bytecode.len() {
                        leaders.insert(bci + len);
                    }
                }
                for t in targets {
                    leaders.insert(t);
                }
            }
            bci += len;
        }
        let starts: Vec<usize> = leaders
            .into_iter()
            .filter(|&b| b < bytecode.len() && reachable[b].is_some())
            .collect();
        let mut blocks = Blocks {
            starts,
            order: Vec::new(),
        };
        blocks.order = blocks.reverse_postorder(code, entry)?;
        Ok(blocks)
    }

    /// The block containing `bci`'s start index in `starts`.
    pub fn end_of(&self, start: usize, code_len: usize) -> usize {
        match self.starts.binary_search(&start) {
            Ok(i) if i + 1 < self.starts.len() => self.starts[i + 1],
            _ => code_len,
        }
    }

    /// Successor block starts of the block at `start` (normal control flow).
    pub fn successors(&self, code: &Code, start: usize) -> Vec<usize> {
        let bytecode = &code.bytecode;
        let end = self.end_of(start, bytecode.len());
        let mut bci = start;
        let mut last = start;
        while bci < end {
            last = bci;
            bci += instruction_length(bytecode, bci).unwrap_or(1);
        }
        let mut succ = branch_targets(bytecode, last);
        if !ends_block(bytecode[last]) && end < bytecode.len() {
            succ.push(end);
        }
        succ
    }

    fn reverse_postorder(&self, code: &Code, entry: usize) -> Result<Vec<usize>, String> {
        let mut visited = BTreeSet::new();
        let mut post = Vec::new();
        // Roots pushed so that bci 0 is visited last and so comes first.
        let mut roots: Vec<usize> = code
            .handlers
            .iter()
            .map(|h| h.handler_pc as usize)
            .collect();
        roots.push(entry);
        for root in roots.into_iter().rev() {
            if self.starts.binary_search(&root).is_err() || !visited.insert(root) {
                continue;
            }
            // Iterative DFS: (block, next successor index).
            let mut stack: Vec<(usize, Vec<usize>, usize)> =
                vec![(root, self.successors(code, root), 0)];
            while let Some((block, succ, i)) = stack.last_mut() {
                if *i < succ.len() {
                    let s = succ[*i];
                    *i += 1;
                    if self.starts.binary_search(&s).is_err() {
                        return Err(format!(
                            "branch into the middle of an instruction at bci {s}"
                        ));
                    }
                    if visited.insert(s) {
                        let ss = self.successors(code, s);
                        stack.push((s, ss, 0));
                    }
                } else {
                    post.push(*block);
                    stack.pop();
                }
            }
        }
        post.reverse();
        Ok(post)
    }
}

/// The operand stack inside the block being translated (SSA values with
/// their kinds) and the facts about its values that let null checks go.
#[derive(Default)]
pub struct FrameState {
    pub stack: Vec<(Value, Kind)>,
    /// Values that cannot be null: the receiver of an instance method, a
    /// new object, a string constant.
    pub non_null: HashSet<Value>,
    /// Values that an earlier instruction of the bytecode block being
    /// translated dereferenced: had one been null, that instruction would
    /// have thrown, so the rest of the block runs only if none is.
    pub block_non_null: HashSet<Value>,
    /// Values read from a pre-existing local (`Scope::pre_existing_locals`):
    /// objects that existed before the compiled activation began.
    pub pre_existing: HashSet<Value>,
    /// Values whose class is known exactly: objects this compilation's
    /// `new` created (calls.rs binds their calls without a guard).
    pub exact: std::collections::HashMap<Value, &'static crate::env::Class>,
    /// (array, index) pairs an earlier element access of the bytecode block
    /// being translated checked: the rest of the block runs only if the
    /// index was in bounds (array lengths never change).
    pub block_in_bounds: HashSet<(Value, Value)>,
    /// The length operand of arrays this compilation's `newarray` or
    /// `anewarray` created (the same SSA value): `arraylength` of such an
    /// array is that value, and constant indexes below a constant length
    /// need no bounds check (array initializers).
    pub array_length: std::collections::HashMap<Value, Value>,
}

impl FrameState {
    pub fn push(&mut self, v: Value, k: Kind) {
        self.stack.push((v, k));
    }

    pub fn pop(&mut self) -> Result<(Value, Kind), String> {
        self.stack
            .pop()
            .ok_or_else(|| "operand stack underflow".to_string())
    }

    pub fn pop_value(&mut self) -> Result<Value, String> {
        Ok(self.pop()?.0)
    }

    /// Pops entries covering `slots` slots, returned bottom first.
    pub fn pop_slots(&mut self, slots: usize) -> Result<Vec<(Value, Kind)>, String> {
        let mut taken = Vec::new();
        let mut n = 0;
        while n < slots {
            let e = self.pop()?;
            n += e.1.slots();
            taken.push(e);
        }
        if n != slots {
            return Err(format!(
                "a stack operation splits a long or double ({slots} slots)"
            ));
        }
        taken.reverse();
        Ok(taken)
    }

    /// Whether `v` is known not to be null: its null checks are omitted.
    pub fn known_non_null(&self, v: Value) -> bool {
        self.non_null.contains(&v) || self.block_non_null.contains(&v)
    }
}
