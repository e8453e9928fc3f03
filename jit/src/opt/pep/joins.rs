//! The path register across joins: a stack slot instead of a block parameter
//! (PEP 2005 §3.2: computing the path number is "a sequence of register
//! additions (plus the cost of any register spills)"; this keeps the spills
//! and the register out of the hot code).
//!
//! ```text
//!  before (SSA, after emit.rs numbered and patched):      after:
//!    arm1: jump join(K1)            (r a constant)         arm1: store K1, [S]; jump join
//!    arm2: jump join(P + K2)        (P in the slot)        arm2: add [S], K2;   jump join
//!    join(r): ... r + K3 -> slow path (path end)           join: ... slow path: load [S] + K3
//! ```
//!
//! emit.rs keeps the path register `r` in a Cranelift variable: along a path
//! from its start it is a constant (the start value plus the edge values), so
//! Cranelift folds it away, and where every edge into a block adds 0 it is
//! one value. Only where paths with different numbers meet (a join: an
//! inlined method's returns, the two arms of an `if`) does the SSA builder
//! give the block a parameter for it. As a parameter `r` costs a register
//! live from the join to the path end (often across calls, so a spill), a
//! move on every arm, and moves and spills of other values that lose the
//! register. Here each join's parameter becomes the slot `S` instead: every
//! arm stores its value (`mov qword [rsp+S], imm32`, one instruction), or,
//! when it already passed a join and `S` holds its value, adds its edge
//! values to `S` (`add qword [rsp+S], imm`, none if they are 0). After a join
//! `r` is "`S` + c" with c known, so later increments cost nothing until the
//! next join, and a path end reads `S` only on its slow path.
//!
//! Invariant: wherever the current `r` is "`S` + c", `S` holds the value of
//! the last join passed. `S` is written only on the way into a join, where
//! the current `r` becomes the join's (uses of `r` always read the current
//! value: they come from `use_var`).

use super::super::translator::trusted;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::{EntitySet, SecondaryMap};
use cranelift_codegen::ir::{
    types, Block, Function, Inst, InstBuilder, Opcode, StackSlot, StackSlotData, StackSlotKind,
    Value,
};
use cranelift_codegen::FxHashMap;
use std::collections::BTreeMap;

/// What a value of the path register is, in the rewritten code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Place {
    /// An SSA value (a constant, or a join left as a block parameter).
    Ssa,
    /// The slot's value plus this constant.
    Slot(i64),
}

/// Rewrites the joins of the path register (see the module doc). `seeds` are
/// the values `r` is set to (start values, the prologue's 0); `adds` maps the
/// result of each remaining `r += K` (K != 0) to its input and K. Call after
/// the SSA builder sealed every block, before Cranelift.
pub(super) fn keep_joins_in_slot(
    func: &mut Function,
    seeds: &[Value],
    adds: &FxHashMap<Value, (Value, i64)>,
) {
    // Branches from unreachable blocks (the SSA builder gives their uses of
    // a variable 0) are left out of the analysis; Cranelift deletes them.
    let (all, incoming) = incoming_edges(func);
    let (mut phis, receivers) = register_phis(func, seeds, adds, &incoming);
    remove_trivial(func, &all, &incoming, &mut phis, receivers);
    // A join is rewritten when every edge into it is a `jump` (PEP's edge
    // blocks, inlined returns): the store goes before the jump, on that edge
    // only. Others (none are expected) stay block parameters.
    let joins: BTreeMap<Value, (Block, usize)> = phis
        .into_iter()
        .filter(|(_, (block, _))| {
            incoming[block]
                .iter()
                .all(|&(inst, _)| func.dfg.insts[inst].opcode() == Opcode::Jump)
        })
        .collect();
    if joins.is_empty() {
        return;
    }
    let join_of_block: FxHashMap<Block, usize> = joins.values().copied().collect();
    let slot = func.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
    // The values that live in the slot: the joins, and increments of them
    // (with the constant still to add).
    let mut places: FxHashMap<Value, Place> = FxHashMap::default();
    for &v in joins.keys().chain(adds.keys()) {
        place_of(func, v, &joins, adds, &mut places);
    }
    places.retain(|_, p| matches!(p, Place::Slot(_)));
    let place = |func: &Function, v: Value| {
        places
            .get(&func.dfg.resolve_aliases(v))
            .copied()
            .unwrap_or(Place::Ssa)
    };

    // Uses other than the increments themselves and the edges into joins
    // (slow paths of path ends, edges into joins left as parameters): read
    // the slot right there.
    let mut edits: Vec<(Inst, Vec<Option<i64>>)> = Vec::new();
    let mut increments_in_slot: Vec<Inst> = Vec::new();
    let mut block_cursor = func.layout.entry_block();
    while let Some(block) = block_cursor {
        let mut inst_cursor = func.layout.first_inst(block);
        while let Some(inst) = inst_cursor {
            inst_cursor = func.layout.next_inst(inst);
            let result = func.dfg.inst_results(inst).first().copied();
            if let Some(&(input, _)) = result.and_then(|r| adds.get(&r)) {
                if matches!(place(func, input), Place::Slot(_)) {
                    increments_in_slot.push(inst);
                    continue;
                }
            }
            let uses_slot = func
                .dfg
                .inst_values(inst)
                .any(|v| matches!(place(func, v), Place::Slot(_)));
            if !uses_slot {
                continue;
            }
            let into_join = into_join_argument(func, inst, &join_of_block);
            let operands: Vec<Value> = func.dfg.inst_values(inst).collect();
            let reads: Vec<Option<i64>> = operands
                .into_iter()
                .enumerate()
                .map(|(i, v)| match place(func, v) {
                    Place::Slot(c) if Some(i) != into_join => Some(c),
                    _ => None,
                })
                .collect();
            if reads.iter().any(Option::is_some) {
                edits.push((inst, reads));
            }
        }
        block_cursor = func.layout.next_block(block);
    }
    for (inst, reads) in edits {
        let mut cur = FuncCursor::new(func).at_inst(inst);
        let mut read_of: FxHashMap<i64, Value> = FxHashMap::default();
        let replacements: Vec<Option<Value>> = reads
            .iter()
            .map(|r| {
                r.map(|c| {
                    *read_of.entry(c).or_insert_with(|| {
                        let read = load_slot(&mut cur, slot);
                        if c == 0 {
                            read
                        } else {
                            cur.ins().iadd_imm_s(read, c)
                        }
                    })
                })
            })
            .collect();
        let mut position = replacements.into_iter();
        func.dfg
            .map_inst_values(inst, |old| position.next().flatten().unwrap_or(old));
    }

    // The edges into joins: store the arm's value, or add to the slot.
    for (&param, &(block, index)) in &joins {
        for &(inst, dest) in &incoming[&block] {
            let arg = branch_argument(func, inst, dest, index);
            let arg_place = place(func, arg);
            let mut cur = FuncCursor::new(func).at_inst(inst);
            match arg_place {
                Place::Ssa => {
                    let at = cur.ins().stack_addr(types::I64, slot, 0);
                    cur.ins().store(trusted(), arg, at, 0);
                }
                Place::Slot(0) => {}
                Place::Slot(c) => {
                    // One `add qword [rsp+S], c` (Cranelift fuses the
                    // load, add and store of one address).
                    let at = cur.ins().stack_addr(types::I64, slot, 0);
                    let old = cur.ins().load(types::I64, trusted(), at, 0);
                    let new = cur.ins().iadd_imm_s(old, c);
                    cur.ins().store(trusted(), new, at, 0);
                }
            }
        }
        remove_parameter(func, &all, param, block, index);
    }
    for inst in increments_in_slot {
        func.layout.remove_inst(inst);
    }
}

/// Parameters that receive one value (or themselves) on every edge are that
/// value (the SSA builder leaves some, e.g. through a guarded instruction's
/// slow path; Cranelift would remove them later, but here they would look
/// like joins). When one goes, those it was passed to are looked at again.
fn remove_trivial(
    func: &mut Function,
    all: &Incoming,
    incoming: &Incoming,
    phis: &mut FxHashMap<Value, (Block, usize)>,
    mut receivers: FxHashMap<Value, Vec<Value>>,
) {
    let mut work: Vec<Value> = phis.keys().copied().collect();
    work.sort();
    while let Some(param) = work.pop() {
        let Some(&(block, index)) = phis.get(&param) else {
            continue;
        };
        let mut only = None;
        let mut trivial = true;
        for &(inst, dest) in &incoming[&block] {
            let arg = branch_argument(func, inst, dest, index);
            if arg == param || only == Some(arg) {
                continue;
            }
            if only.is_some() {
                trivial = false;
                break;
            }
            only = Some(arg);
        }
        let (true, Some(value)) = (trivial, only) else {
            continue;
        };
        phis.remove(&param);
        remove_parameter(func, all, param, block, index);
        func.dfg.change_to_alias(param, value);
        // Those it was passed to now get `value`: look at them again, and
        // again if `value` goes too.
        let passed_to = receivers.remove(&param).unwrap_or_default();
        work.extend(&passed_to);
        receivers.entry(value).or_default().extend(passed_to);
    }
}

/// Removes parameter `param` (at `index` of `block`) and its arguments.
fn remove_parameter(
    func: &mut Function,
    incoming: &Incoming,
    param: Value,
    block: Block,
    index: usize,
) {
    for &(inst, dest) in &incoming[&block] {
        let dfg = &mut func.dfg;
        let dests =
            dfg.insts[inst].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables);
        dests[dest].remove(index, &mut dfg.value_lists);
    }
    func.dfg.remove_block_param(param);
}

fn load_slot(cur: &mut FuncCursor, slot: StackSlot) -> Value {
    let at = cur.ins().stack_addr(types::I64, slot, 0);
    cur.ins().load(types::I64, trusted(), at, 0)
}

/// The branches into each block: (branch instruction, destination index).
struct Incoming {
    /// Grouped by the block they enter.
    edges: Vec<(Inst, usize)>,
    range: SecondaryMap<Block, (u32, u32)>,
    /// The blocks some branch enters.
    blocks: Vec<Block>,
}

impl Incoming {
    fn new(mut list: Vec<(Block, Inst, usize)>) -> Incoming {
        list.sort_unstable();
        let mut range = SecondaryMap::new();
        let mut blocks = Vec::new();
        let mut start = 0;
        for i in 1..=list.len() {
            if i == list.len() || list[i].0 != list[start].0 {
                range[list[start].0] = (start as u32, i as u32);
                blocks.push(list[start].0);
                start = i;
            }
        }
        Incoming {
            edges: list.into_iter().map(|(_, inst, i)| (inst, i)).collect(),
            range,
            blocks,
        }
    }
}

impl std::ops::Index<&Block> for Incoming {
    type Output = [(Inst, usize)];
    fn index(&self, block: &Block) -> &[(Inst, usize)] {
        let (start, end) = self.range[*block];
        &self.edges[start as usize..end as usize]
    }
}

/// Every branch into each block: all of them, and those from blocks
/// reachable from the entry.
fn incoming_edges(func: &Function) -> (Incoming, Incoming) {
    let dfg = &func.dfg;
    let mut all = Vec::new();
    let mut live = Vec::new();
    let mut reachable: EntitySet<Block> = EntitySet::new();
    let mut work: Vec<Block> = func.layout.entry_block().into_iter().collect();
    while let Some(block) = work.pop() {
        if !reachable.contains(block) {
            reachable.insert(block);
            work.extend(func.layout.last_inst(block).into_iter().flat_map(|inst| {
                dfg.insts[inst]
                    .branch_destination(&dfg.jump_tables, &dfg.exception_tables)
                    .iter()
                    .map(|call| call.block(&dfg.value_lists))
            }));
        }
    }
    for block in func.layout.blocks() {
        let Some(inst) = func.layout.last_inst(block) else {
            continue;
        };
        let dests = dfg.insts[inst].branch_destination(&dfg.jump_tables, &dfg.exception_tables);
        for (i, call) in dests.iter().enumerate() {
            let to = call.block(&dfg.value_lists);
            all.push((to, inst, i));
            if reachable.contains(block) {
                live.push((to, inst, i));
            }
        }
    }
    (Incoming::new(all), Incoming::new(live))
}

/// Argument `index` of destination `dest` of branch `inst`, aliases resolved.
fn branch_argument(func: &Function, inst: Inst, dest: usize, index: usize) -> Value {
    let dests =
        func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
    let arg = dests[dest]
        .args(&func.dfg.value_lists)
        .nth(index)
        .and_then(|a| a.as_value())
        .expect("a block parameter of the path register gets a value");
    func.dfg.resolve_aliases(arg)
}

/// The block parameters that carry the path register: those that receive
/// one of its values, or (transitively) another such parameter; and for
/// each of them, the parameters it is passed to.
fn register_phis(
    func: &Function,
    seeds: &[Value],
    adds: &FxHashMap<Value, (Value, i64)>,
    incoming: &Incoming,
) -> (
    FxHashMap<Value, (Block, usize)>,
    FxHashMap<Value, Vec<Value>>,
) {
    let mut carries: EntitySet<Value> = EntitySet::new();
    for &v in seeds.iter().chain(adds.keys()) {
        carries.insert(func.dfg.resolve_aliases(v));
    }
    // Passes over every branch argument until nothing changes (a few: the
    // layout is close to reverse postorder; loops bring one more).
    let mut phis = FxHashMap::default();
    loop {
        let before = phis.len();
        for &block in &incoming.blocks {
            let edges = &incoming[&block];
            let params = func.dfg.block_params(block);
            if params.is_empty() {
                continue;
            }
            for &(inst, dest) in edges {
                let dests = func.dfg.insts[inst]
                    .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
                let args = dests[dest].args(&func.dfg.value_lists);
                for (index, (arg, &param)) in args.zip(params).enumerate() {
                    let Some(v) = arg.as_value() else {
                        continue;
                    };
                    if !carries.contains(param) && carries.contains(func.dfg.resolve_aliases(v)) {
                        carries.insert(param);
                        phis.insert(param, (block, index));
                    }
                }
            }
        }
        if phis.len() == before {
            break;
        }
    }
    let mut receivers: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
    for (&param, &(block, index)) in &phis {
        for &(inst, dest) in &incoming[&block] {
            let arg = branch_argument(func, inst, dest, index);
            if phis.contains_key(&arg) {
                receivers.entry(arg).or_default().push(param);
            }
        }
    }
    (phis, receivers)
}

/// Where the path register's value `v` lives after the rewrite.
fn place_of(
    func: &Function,
    v: Value,
    joins: &BTreeMap<Value, (Block, usize)>,
    adds: &FxHashMap<Value, (Value, i64)>,
    memo: &mut FxHashMap<Value, Place>,
) -> Place {
    let v = func.dfg.resolve_aliases(v);
    if let Some(&p) = memo.get(&v) {
        return p;
    }
    let p = if joins.contains_key(&v) {
        Place::Slot(0)
    } else if let Some(&(input, k)) = adds.get(&v) {
        match place_of(func, input, joins, adds, memo) {
            Place::Slot(c) => Place::Slot(c.wrapping_add(k)),
            Place::Ssa => Place::Ssa,
        }
    } else {
        Place::Ssa
    };
    memo.insert(v, p);
    p
}

/// If `inst` jumps into a rewritten join, the position (in `inst_values`
/// order) of the argument that carries the path register.
fn into_join_argument(
    func: &Function,
    inst: Inst,
    join_of_block: &FxHashMap<Block, usize>,
) -> Option<usize> {
    if func.dfg.insts[inst].opcode() != Opcode::Jump {
        return None;
    }
    let dests =
        func.dfg.insts[inst].branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
    let block = dests[0].block(&func.dfg.value_lists);
    let index = *join_of_block.get(&block)?;
    Some(func.dfg.inst_args(inst).len() + index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::control::ControlPlane;
    use cranelift_codegen::ir::{AbiParam, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_codegen::Context;

    /// The shape emit.rs leaves, with explicit parameters where the SSA
    /// builder would put them: r = 100; `a` ? r += 5 : r += 0; join;
    /// `b` ? r += 7 : r += 0; join; r += 11 at the path end (returned).
    /// Between the diamonds, a parameter that gets the first join's value
    /// from its only reachable predecessor and 0 from a block nothing
    /// reaches (as the SSA builder leaves around a guarded instruction
    /// whose slow path is never branched to): not a join.
    struct TwoDiamonds {
        func: Function,
        seeds: Vec<Value>,
        adds: FxHashMap<Value, (Value, i64)>,
        joins: [Block; 2],
    }

    fn two_diamonds() -> TwoDiamonds {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I64));
        sig.returns.push(AbiParam::new(types::I64));
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
        let mut adds = FxHashMap::default();
        let [entry, a1, a2, unreachable, join1, same, b1, b2, join2] =
            std::array::from_fn(|_| func.dfg.make_block());
        for b in [entry, a1, a2, unreachable, join1, same, b1, b2, join2] {
            func.layout.append_block(b);
        }
        let a = func.dfg.append_block_param(entry, types::I64);
        let b = func.dfg.append_block_param(entry, types::I64);
        let p1 = func.dfg.append_block_param(join1, types::I64);
        let q = func.dfg.append_block_param(same, types::I64);
        let p2 = func.dfg.append_block_param(join2, types::I64);
        let mut cur = FuncCursor::new(&mut func);
        cur.goto_bottom(entry);
        let r0 = cur.ins().iconst(types::I64, 100);
        cur.ins().brif(a, a1, &[], a2, &[]);
        cur.goto_bottom(a1);
        let r1 = cur.ins().iadd_imm_s(r0, 5);
        cur.ins().jump(join1, &[r1.into()]);
        cur.goto_bottom(a2);
        cur.ins().jump(join1, &[r0.into()]);
        cur.goto_bottom(unreachable);
        let zero = cur.ins().iconst(types::I64, 0);
        cur.ins().jump(same, &[zero.into()]);
        cur.goto_bottom(join1);
        cur.ins().jump(same, &[p1.into()]);
        cur.goto_bottom(same);
        cur.ins().brif(b, b1, &[], b2, &[]);
        cur.goto_bottom(b1);
        let r2 = cur.ins().iadd_imm_s(q, 7);
        cur.ins().jump(join2, &[r2.into()]);
        cur.goto_bottom(b2);
        cur.ins().jump(join2, &[q.into()]);
        cur.goto_bottom(join2);
        let r3 = cur.ins().iadd_imm_s(p2, 11);
        cur.ins().return_(&[r3]);
        adds.insert(r1, (r0, 5));
        adds.insert(r2, (q, 7));
        adds.insert(r3, (p2, 11));
        TwoDiamonds {
            func,
            seeds: vec![r0],
            adds,
            joins: [join1, join2],
        }
    }

    #[test]
    fn joins_lose_their_parameters_and_arms_store_or_add_to_the_slot() {
        let mut t = two_diamonds();
        keep_joins_in_slot(&mut t.func, &t.seeds, &t.adds);
        let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
        cranelift_codegen::verify_function(&t.func, &flags).expect("valid CLIF");
        for join in t.joins {
            assert!(t.func.dfg.block_params(join).is_empty(), "{join} keeps r");
        }
        let stores = t
            .func
            .layout
            .blocks()
            .flat_map(|b| t.func.layout.block_insts(b))
            .filter(|&i| t.func.dfg.insts[i].opcode() == Opcode::Store)
            .count();
        // Both arms of the first diamond store; of the second, the arm
        // adding 7 adds to the slot and the other does nothing; nothing
        // stores on the way into `same`.
        assert_eq!(stores, 3, "{}", t.func.display());
    }

    /// A chain of parameters that all get r = 100 in the end, but only
    /// once those before them are found trivial: c, then b (it got c), then
    /// a (b), then d (a). Created c, a, d, b, so the worklist (largest
    /// first) meets d while it still looks like a join, and must come back
    /// to it when b goes.
    #[test]
    fn parameters_found_trivial_late_are_not_taken_for_joins() {
        let mut sig = Signature::new(CallConv::SystemV);
        for _ in 0..4 {
            sig.params.push(AbiParam::new(types::I64));
        }
        sig.returns.push(AbiParam::new(types::I64));
        let mut func = Function::with_name_signature(UserFuncName::user(0, 0), sig);
        let [entry, e1, e2, c_block, b_from_c, b_direct, b_block, a1, a2, a_block, d_from_a, d_direct, d_block] =
            std::array::from_fn(|_| func.dfg.make_block());
        for b in [
            entry, e1, e2, c_block, b_from_c, b_direct, b_block, a1, a2, a_block, d_from_a,
            d_direct, d_block,
        ] {
            func.layout.append_block(b);
        }
        let [x, y, z, w] = std::array::from_fn(|_| func.dfg.append_block_param(entry, types::I64));
        let c = func.dfg.append_block_param(c_block, types::I64);
        let a = func.dfg.append_block_param(a_block, types::I64);
        let d = func.dfg.append_block_param(d_block, types::I64);
        let b = func.dfg.append_block_param(b_block, types::I64);
        let mut cur = FuncCursor::new(&mut func);
        cur.goto_bottom(entry);
        let r0 = cur.ins().iconst(types::I64, 100);
        cur.ins().brif(x, e1, &[], e2, &[]);
        for (from, to, arg) in [
            (e1, c_block, r0),
            (e2, c_block, r0),
            (b_from_c, b_block, c),
            (b_direct, b_block, r0),
            (a1, a_block, b),
            (a2, a_block, b),
            (d_from_a, d_block, a),
            (d_direct, d_block, r0),
        ] {
            cur.goto_bottom(from);
            cur.ins().jump(to, &[arg.into()]);
        }
        for (at, cond, then, other) in [
            (c_block, y, b_from_c, b_direct),
            (b_block, z, a1, a2),
            (a_block, w, d_from_a, d_direct),
        ] {
            cur.goto_bottom(at);
            cur.ins().brif(cond, then, &[], other, &[]);
        }
        cur.goto_bottom(d_block);
        let end = cur.ins().iadd_imm_s(d, 11);
        cur.ins().return_(&[end]);
        let adds = FxHashMap::from_iter([(end, (d, 11))]);
        keep_joins_in_slot(&mut func, &[r0], &adds);
        assert!(func.sized_stack_slots.is_empty(), "{}", func.display());
        for block in [c_block, b_block, a_block, d_block] {
            assert!(func.dfg.block_params(block).is_empty(), "{block}");
        }
    }

    #[test]
    fn the_rewritten_function_computes_the_same_path_numbers() {
        let mut t = two_diamonds();
        keep_joins_in_slot(&mut t.func, &t.seeds, &t.adds);
        let isa = crate::opt::isa().expect("the host ISA");
        let mut ctx = Context::for_function(t.func);
        let code = ctx
            .compile(isa.as_ref(), &mut ControlPlane::default())
            .expect("compiles")
            .code_buffer()
            .to_vec();
        let entry = crate::arena::install(&code).expect("code memory");
        // SAFETY: the code is the function built above: (i64, i64) -> i64, SystemV.
        let f: extern "sysv64" fn(i64, i64) -> i64 = unsafe { std::mem::transmute(entry.0) };
        for (a, b) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            assert_eq!(f(a, b), 100 + 5 * a + 7 * b + 11, "a = {a}, b = {b}");
        }
    }
}
