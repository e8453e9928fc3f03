//! PEP's code in a translation: the `pep_*` methods observe.rs calls, which
//! record the CFG, put the path register's increments on edges, end paths,
//! and at the end number the paths and patch the increments (the design is
//! in mod.rs).

use super::super::translator::Translator;
use super::*;
use crate::env::pep::{EdgeProfileSource, PathTable, TableBlock};
use crate::env::Method;
use crate::env::RuntimeHelper;
use crate::env::YieldpointKind;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{types, Block, InstBuilder, Value};
use rvm_profiler::paths::{self, Cfg, Numbering, NumberingError, PathDag, PathEdge};
use std::collections::{BTreeMap, HashMap, HashSet};

impl Translator<'_> {
    fn reg(&mut self) -> Option<&mut PathRegister> {
        self.pep.register.as_mut()
    }

    /// Whether sampled PEP takes over the backedge yieldpoints (moved to
    /// the loop headers' end blocks).
    pub(in crate::opt) fn pep_takes_backedge_yieldpoints(&self) -> bool {
        self.pep.register.as_ref().is_some_and(|r| !r.plan.perfect)
    }

    /// Prologue: the path register starts at 0 (every ENTRY edge sets it).
    pub(in crate::opt) fn pep_begin(&mut self) {
        if self.pep.register.is_none() {
            return;
        }
        let var = self.b.declare_var(types::I64);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b.def_var(var, zero);
        if let Some(r) = self.reg() {
            r.var = Some(var);
            r.initial = Some(zero);
            r.current = None;
        }
    }

    /// A path restarts from ENTRY (an exception handler's landing).
    pub(in crate::opt) fn pep_restart(&mut self) {
        if let Some(r) = self.reg() {
            r.current = None;
        }
    }

    /// The CFG node of the current scope's block at `start`.
    fn pep_node(&mut self, start: usize) -> Option<u32> {
        let scope = self.cur.id;
        let end = self.cur.blocks.end_of(start, self.cur.bc.len()) as u32;
        let method = self.cur.method;
        let r = self.pep.register.as_mut()?;
        if let Some(&n) = r.node_of.get(&(scope, start)) {
            return Some(n);
        }
        let n = r.nodes.len() as u32;
        r.nodes.push(NodeInfo {
            scope,
            method,
            start: start as u32,
            end,
            cuttable: true,
        });
        r.node_of.insert((scope, start), n);
        Some(n)
    }

    /// Translation enters the block at `start` of the current scope.
    pub(in crate::opt) fn pep_enter_block(&mut self, start: usize) {
        if self.pep.register.is_none() {
            return;
        }
        let n = self.pep_node(start);
        if let Some(r) = self.reg() {
            r.current = n;
        }
    }

    /// Loop headers of the current scope: targets of backward branches, plus
    /// the fallback's cuts.
    fn pep_is_header(&mut self, bci: usize) -> bool {
        let scope = self.cur.id;
        let (bc, depths) = (self.cur.bc, &self.cur.depths.before);
        let Some(r) = self.pep.register.as_mut() else {
            return false;
        };
        if r.plan.cuts.contains(&(scope, bci)) {
            return true;
        }
        r.headers_of_scope
            .entry(scope)
            .or_insert_with(|| {
                crate::env::bytecode::backward_branches(bc)
                    .into_iter()
                    .filter(|&(_, branch)| depths.get(branch).copied().flatten().is_some())
                    .map(|(header, _)| header)
                    .collect::<HashSet<usize>>()
            })
            .contains(&bci)
    }

    /// `flow_to`'s hook: control goes from the current node to the block at
    /// `target` (CLIF block `block`); returns the block to jump to instead.
    pub(in crate::opt) fn pep_edge_to(&mut self, target: usize, block: Block) -> Block {
        if self.pep.register.is_none() {
            return block;
        }
        let Some(to) = self.pep_node(target) else {
            return block;
        };
        let header = self.pep_is_header(target);
        let edge_block = self.b.create_block();
        let from = self.pep.register.as_ref().and_then(|r| r.current);
        let cold = self
            .b
            .current_block()
            .is_some_and(|b| self.b.func.layout.is_cold(b));
        let destination = match from {
            Some(u) if header => self.pep_header_end(u, to, target, block, cold),
            _ => block,
        };
        let r = self.reg().expect("checked above");
        let edge = match from {
            None => {
                r.roots.insert(to);
                PathEdge::Start(to)
            }
            Some(u) => {
                r.edges.insert((u, to));
                PathEdge::Edge(u, to)
            }
        };
        r.pending.push(Pending::Edge {
            block: edge_block,
            edge,
            target: destination,
            cold,
        });
        edge_block
    }

    /// The end block of loop header `node` for the edge from `from`
    /// (created once per edge). One per edge, not one per header: the path
    /// register reaches it with the value of the paths through that edge
    /// only, often a constant (r = K at the header, + 0 on the way round),
    /// which Cranelift folds into the cold slow path, where a shared end
    /// block would merge the loop's value with the entry's into a register
    /// rewritten on every iteration. Costs one more yieldpoint test in the
    /// code per extra edge into a header (`continue`, loop entry).
    fn pep_header_end(
        &mut self,
        from: u32,
        node: u32,
        bci: usize,
        header: Block,
        cold: bool,
    ) -> Block {
        if let Some(&b) = self
            .pep
            .register
            .as_ref()
            .and_then(|r| r.header_ends.get(&(from, node)))
        {
            return b;
        }
        let block = self.b.create_block();
        let r = self.reg().expect("PEP is on");
        r.header_ends.insert((from, node), block);
        r.headers.insert(node);
        r.pending.push(Pending::HeaderEnd {
            block,
            node,
            bci,
            target: header,
            cold,
        });
        block
    }

    /// A placeholder constant for `edge`'s value, patched at the end.
    fn pep_value(&mut self, edge: PathEdge) -> Value {
        let v = self.b.ins().iconst(types::I64, 0);
        let constant = self.b.func.dfg.value_def(v).inst().expect("an iconst");
        if let Some(r) = self.reg() {
            r.placeholders.push(Placeholder {
                edge,
                constant,
                add: None,
            });
        }
        v
    }

    /// `r += Val(edge)` at the current position.
    fn pep_add(&mut self, edge: PathEdge) -> Value {
        let var = self.reg().and_then(|r| r.var).expect("PEP is on");
        let k = self.pep_value(edge);
        let r = self.b.use_var(var);
        let sum = self.b.ins().iadd(r, k);
        let add = self.b.func.dfg.value_def(sum).inst();
        if let Some(p) = self.reg().and_then(|r| r.placeholders.last_mut()) {
            p.add = add;
        }
        self.b.def_var(var, sum);
        sum
    }

    /// `id << 32 | r`: what a path end passes to the runtime.
    pub(in crate::opt) fn pep_packed(&mut self, path: Value) -> Value {
        let id = self.pep.register.as_ref().map_or(0, |r| r.id) as i64;
        let hi = self.b.ins().iconst(types::I64, id << 32);
        self.b.ins().bor(hi, path)
    }

    /// A path ends here with register value `path`: count it (perfect) or
    /// test the yieldpoint and offer it to the sampler.
    fn pep_path_end(&mut self, path: Value, kind: YieldpointKind, bci: usize) {
        let perfect = self.pep.register.as_ref().is_some_and(|r| r.plan.perfect);
        if perfect {
            let packed = self.pep_packed(path);
            self.call_preserving(RuntimeHelper::PepCount.address(), self.thread, packed);
            if kind == YieldpointKind::Epilogue {
                self.yieldpoint(kind, bci);
            }
        } else {
            let helper = match kind {
                YieldpointKind::Epilogue => RuntimeHelper::PepExit.address(),
                _ => RuntimeHelper::PepHeader.address(),
            };
            self.yieldpoint_calling(kind, bci, helper, Some(path));
        }
    }

    /// Emits the edge and header-end blocks created since the last call. Only
    /// where the current block is finished (block starts, after jumps).
    pub(in crate::opt) fn pep_flush_pending(&mut self) {
        let Some(pending) = self.reg().map(|r| std::mem::take(&mut r.pending)) else {
            return;
        };
        for p in pending {
            match p {
                Pending::Edge {
                    block,
                    edge,
                    target,
                    cold,
                } => {
                    if cold {
                        self.b.set_cold_block(block);
                    }
                    self.b.switch_to_block(block);
                    match edge {
                        PathEdge::Start(_) => {
                            let var = self.reg().and_then(|r| r.var).expect("PEP is on");
                            let k = self.pep_value(edge);
                            self.b.def_var(var, k);
                        }
                        _ => {
                            self.pep_add(edge);
                        }
                    }
                    self.b.ins().jump(target, &[]);
                }
                Pending::HeaderEnd {
                    block,
                    node,
                    bci,
                    target,
                    cold,
                } => {
                    if cold {
                        self.b.set_cold_block(block);
                    }
                    self.b.switch_to_block(block);
                    let path = self.pep_add(PathEdge::HeaderEnd(node));
                    self.pep_path_end(path, YieldpointKind::Backedge, bci);
                    let var = self.reg().and_then(|r| r.var).expect("PEP is on");
                    let k = self.pep_value(PathEdge::Start(node));
                    self.b.def_var(var, k);
                    self.b.ins().jump(target, &[]);
                }
            }
        }
    }

    /// A return of the root method at `bci`: the path ends at the exit.
    pub(in crate::opt) fn pep_method_exit(&mut self, bci: usize) {
        let Some(u) = self.pep.register.as_ref().and_then(|r| r.current) else {
            self.yieldpoint(YieldpointKind::Epilogue, bci);
            return;
        };
        self.reg().expect("PEP is on").exits.insert(u);
        let path = self.pep_add(PathEdge::Exit(u));
        self.pep_path_end(path, YieldpointKind::Epilogue, bci);
    }

    /// Before translating an inlined call at `bci` (of the current, calling
    /// scope): the calling node, and the continuation node after the call.
    pub(in crate::opt) fn pep_call_enter(&mut self, bci: usize) {
        let scope = self.cur.id;
        let method = self.cur.method;
        let len = crate::env::bytecode::instruction_length(self.cur.bc, bci).unwrap_or(3);
        let Some(r) = self.reg() else {
            return;
        };
        let (calling, cont) = match r.call_sites.get(&(scope, bci)) {
            Some(&site) => site,
            None => {
                let cont = r.nodes.len() as u32;
                let end = r
                    .current
                    .map_or((bci + len) as u32, |c| r.nodes[c as usize].end);
                if let Some(c) = r.current {
                    r.nodes[c as usize].end = (bci + len) as u32;
                }
                r.nodes.push(NodeInfo {
                    scope,
                    method,
                    start: (bci + len) as u32,
                    end,
                    cuttable: false,
                });
                r.call_sites.insert((scope, bci), (r.current, cont));
                (r.current, cont)
            }
        };
        r.current = calling;
        r.returns.push(cont);
    }

    /// After an inlined call at `bci`: translation continues in the continuation.
    pub(in crate::opt) fn pep_call_leave(&mut self, bci: usize) {
        let scope = self.cur.id;
        let Some(r) = self.reg() else {
            return;
        };
        r.returns.pop();
        if let Some(&(_, cont)) = r.call_sites.get(&(scope, bci)) {
            r.current = Some(cont);
        }
    }

    /// A return inside inlined code: the edge back to the caller's continuation.
    pub(in crate::opt) fn pep_inline_return(&mut self) {
        let Some(r) = self.reg() else {
            return;
        };
        let (Some(u), Some(&cont)) = (r.current, r.returns.last()) else {
            return;
        };
        r.edges.insert((u, cont));
        self.pep_add(PathEdge::Edge(u, cont));
    }

    /// A guarded inlined call at `bci` fell back to the real call: the edge
    /// from the calling node straight to the continuation.
    pub(in crate::opt) fn pep_call_not_inlined(&mut self, bci: usize) {
        let scope = self.cur.id;
        let Some(r) = self.reg() else {
            return;
        };
        let Some(&(calling, cont)) = r.call_sites.get(&(scope, bci)) else {
            return;
        };
        r.current = Some(cont);
        match calling {
            Some(u) => {
                r.edges.insert((u, cont));
                self.pep_add(PathEdge::Edge(u, cont));
            }
            None => {
                r.roots.insert(cont);
                let var = r.var.expect("PEP is on");
                let k = self.pep_value(PathEdge::Start(cont));
                self.b.def_var(var, k);
            }
        }
    }

    /// End of translation: number the paths, patch the edge values, install
    /// the path table. Retry with cuts (or without PEP) when there are too many paths.
    /// Its time is PEP's part of compile time in `--stats` (Figure 7).
    pub(in crate::opt) fn pep_finish(&mut self) -> Outcome {
        let started = std::time::Instant::now();
        let outcome = self.pep_number_and_patch();
        if let (Some(pep), Some(_)) = (self.env.pep(), self.pep.register.as_ref()) {
            pep.add_numbering_time(started.elapsed().as_nanos() as u64);
        }
        outcome
    }

    fn pep_number_and_patch(&mut self) -> Outcome {
        self.pep_flush_pending();
        let Some(reg) = self.pep.register.as_ref() else {
            return Outcome::Done;
        };
        let cfg = Cfg {
            nodes: reg.nodes.len() as u32,
            edges: reg.edges.iter().copied().collect(),
            roots: reg.roots.iter().copied().collect(),
            exits: reg.exits.iter().copied().collect(),
            headers: reg.headers.iter().copied().collect(),
        };
        let branches: Vec<Option<u32>> = reg
            .nodes
            .iter()
            .map(|n| crate::env::pep::ending_branch(n.method, n.start, n.end))
            .collect();
        let smart = reg.plan.smart;
        let mut freqs: HashMap<PathEdge, u64> = HashMap::new();
        if smart {
            let branch_edges: Vec<(u32, u32, &'static Method, u32, u32, u32)> = cfg
                .edges
                .iter()
                .filter_map(|&(u, v)| {
                    let (nu, nv) = (&reg.nodes[u as usize], &reg.nodes[v as usize]);
                    let bci = branches[u as usize]?;
                    std::ptr::eq(nu.method, nv.method)
                        .then_some((u, v, nu.method, bci, nv.start, nu.start))
                })
                .collect();
            let mut loops: HashMap<*const Method, Vec<(u32, u32)>> = HashMap::new();
            for (u, v, method, bci, successor, from) in branch_edges {
                let c = match self.branch_counts(method, bci as usize) {
                    Some(counts) => counts.get(&successor).copied().unwrap_or(0),
                    // No profile (e.g. a method that went from the interpreter
                    // straight to OSR): Ball & Larus' loop heuristic
                    // ("Branch prediction for free", PLDI 1993): the side
                    // that stays in the loop is the hot one.
                    None => {
                        let ranges = loops
                            .entry(method as *const Method)
                            .or_insert_with(|| loop_ranges(method));
                        let exits = ranges.iter().any(|&(h, b)| {
                            (h..=b).contains(&from) && !(h..=b).contains(&successor)
                        });
                        u64::from(!exits)
                    }
                };
                freqs.insert(PathEdge::Edge(u, v), c);
            }
        }
        let reg = self.pep.register.as_ref().expect("checked above");
        let freq = |e: PathEdge| freqs.get(&e).copied().unwrap_or(0);
        let numbering = if smart {
            Numbering::Smart(&freq)
        } else {
            Numbering::BallLarus
        };
        let dag = match PathDag::build(&cfg, numbering, paths::PATH_LIMIT) {
            Ok(dag) => dag,
            Err(NumberingError::TooManyPaths { .. }) if reg.plan.cuts.is_empty() => {
                let cuttable: Vec<bool> = reg.nodes.iter().map(|n| n.cuttable).collect();
                if let Ok(cuts) = paths::cuts_to_fit(&cfg, &cuttable, paths::PATH_LIMIT) {
                    let mut plan = reg.plan.clone();
                    for c in cuts {
                        let n = &reg.nodes[c as usize];
                        plan.cuts.insert((n.scope, n.start as usize));
                    }
                    return Outcome::Retry(plan);
                }
                return self.pep_give_up();
            }
            Err(_) => return self.pep_give_up(),
        };
        // One definition per start value, in the entry block (it dominates
        // every use; Cranelift rematerializes constants where they are used):
        // every edge into a header then passes the same Value, and the
        // header's block parameter for r goes away too.
        let mut starts: HashMap<PathEdge, Value> = HashMap::new();
        // r += K with K != 0: sum -> (r, K), for the joins (joins.rs).
        let mut increments: cranelift_codegen::FxHashMap<Value, (Value, i64)> = Default::default();
        for p in &reg.placeholders {
            let value = dag.value(p.edge).unwrap_or(0);
            let func = &mut *self.b.func;
            if p.add.is_none() {
                let entry = func.layout.entry_block().expect("the prologue is emitted");
                let start = *starts.entry(p.edge).or_insert_with(|| {
                    FuncCursor::new(func)
                        .at_first_insertion_point(entry)
                        .ins()
                        .iconst(types::I64, value as i64)
                });
                let placeholder = func.dfg.first_result(p.constant);
                func.layout.remove_inst(p.constant);
                func.dfg.change_to_alias(placeholder, start);
                continue;
            }
            let (dfg, layout) = (&mut func.stencil.dfg, &mut func.stencil.layout);
            match p.add {
                // `r += 0`: the sum *is* r (an alias, and no instruction), so
                // where every incoming edge adds 0 the register reaches the
                // join as one value and the SSA builder (or Cranelift's
                // constant-phi removal) drops the block parameter: no move,
                // no register kept live through the join for nothing.
                // Smart numbering's point (§3.4): the hot edges cost nothing.
                Some(add) if value == 0 => {
                    let sum = dfg.first_result(add);
                    let r = dfg.inst_args(add)[0];
                    layout.remove_inst(add);
                    layout.remove_inst(p.constant);
                    dfg.change_to_alias(sum, r);
                }
                Some(add) => {
                    cranelift_codegen::ir::ReplaceBuilder::new(dfg, layout, p.constant)
                        .iconst(types::I64, value as i64);
                    let input = dfg.inst_args(add)[0];
                    increments.insert(dfg.first_result(add), (input, value as i64));
                }
                None => unreachable!("start values are handled above"),
            }
        }
        let blocks = reg
            .nodes
            .iter()
            .zip(&branches)
            .map(|(n, &branch)| TableBlock {
                method: n.method,
                start: n.start,
                end: n.end,
                branch,
            })
            .collect();
        if let Some(pep) = self.env.pep() {
            pep.install(
                reg.id,
                PathTable {
                    root: self.outer.first().map_or(self.cur.method, |s| s.method),
                    dag,
                    blocks,
                },
            );
        }
        // The SSA builder places r's block parameters when it seals the
        // blocks; then the joins get the slot.
        let seeds: Vec<Value> = starts.into_values().chain(reg.initial).collect();
        self.b.seal_all_blocks();
        super::joins::keep_joins_in_slot(self.b.func, &seeds, &increments);
        Outcome::Done
    }

    fn pep_give_up(&mut self) -> Outcome {
        if let Some(pep) = self.env.pep() {
            pep.unprofiled(self.cur.method);
        }
        Outcome::Retry(Plan::default())
    }

    // ---- the branch profile: smart numbering and layout --------------------

    /// Successor bci -> count of the branch at `bci` of `method`, from the
    /// profile `--edge-profile` names (PEP's where it has data, else the
    /// baseline counters; smart numbering without `--edge-profile` uses the
    /// baseline counters).
    pub(in crate::opt) fn branch_counts(
        &mut self,
        method: &'static Method,
        bci: usize,
    ) -> Option<BTreeMap<u32, u64>> {
        if let Some(plan) = self.env.replay() {
            return plan.branch(method, bci as u32).cloned();
        }
        let counts = self.live_branch_counts(method, bci);
        if let (Some(recorder), Some(c)) = (self.env.recorder(), &counts) {
            let mut plan = recorder.lock();
            let name = method.qualified_name();
            if !plan
                .branches
                .iter()
                .any(|b| b.bci == bci as u32 && b.method == name)
            {
                plan.branches.push(crate::env::advice::BranchAdvice {
                    method: name,
                    bci: bci as u32,
                    successors: c.clone(),
                });
            }
        }
        counts
    }

    /// The branch profile as the run has it now (see `branch_counts`).
    fn live_branch_counts(
        &mut self,
        method: &'static Method,
        bci: usize,
    ) -> Option<BTreeMap<u32, u64>> {
        if self.env.options().edge_profile == EdgeProfileSource::Pep {
            if self.pep.live_edges.is_none() {
                self.pep.live_edges = self.env.pep_live_edges();
            }
            if let Some(live) = self.pep.live_edges.clone() {
                if let Some(c) = live.get(&(method as *const Method as usize, bci as u32)) {
                    if c.values().sum::<u64>() > 0 {
                        return Some(c.clone());
                    }
                }
            }
        }
        let (taken, not_taken) = crate::branch_profile::counts(method, bci)?;
        if taken + not_taken == 0 {
            return None;
        }
        let code = method.code.as_ref()?;
        let target = crate::env::bytecode::branch_targets(&code.bytecode, bci);
        let (&t, len) = (
            target.first()?,
            crate::env::bytecode::instruction_length(&code.bytecode, bci).ok()?,
        );
        let mut out = BTreeMap::new();
        *out.entry(t as u32).or_default() += taken;
        *out.entry((bci + len) as u32).or_default() += not_taken;
        Some(out)
    }

    /// `--edge-profile`: a two-way branch at `bci` of the current scope whose
    /// profile says one side runs under 2% of the time: that side's blocks go
    /// to the end of the function (Cranelift cold blocks), if it has no other
    /// predecessor, so the hot side falls through.
    pub(in crate::opt) fn layout_branch(&mut self, bci: usize, sides: [(usize, Block); 2]) {
        if self.env.options().edge_profile == EdgeProfileSource::Off {
            return;
        }
        let Some(counts) = self.branch_counts(self.cur.method, bci) else {
            return;
        };
        let total: u64 = counts.values().sum();
        if total < 16 || sides[0].0 == sides[1].0 {
            return;
        }
        for (target, jump_block) in sides {
            let share = counts.get(&(target as u32)).copied().unwrap_or(0) as f64 / total as f64;
            if share >= 0.02 || self.predecessors(target) != 1 {
                continue;
            }
            self.b.set_cold_block(jump_block);
            if let Some(&block) = self.cur.clif_blocks.get(&target) {
                self.b.set_cold_block(block);
            }
        }
    }

    /// How many CFG edges of the current scope enter the block at `start`.
    fn predecessors(&mut self, start: usize) -> usize {
        let scope = self.cur.id;
        let code = self.cur.code;
        let blocks = &self.cur.blocks;
        self.pep
            .predecessors
            .entry(scope)
            .or_insert_with(|| {
                let mut count: HashMap<usize, usize> = HashMap::new();
                for &s in &blocks.starts {
                    for t in blocks.successors(code, s) {
                        *count.entry(t).or_default() += 1;
                    }
                }
                for h in code.handlers.iter() {
                    *count.entry(h.handler_pc as usize).or_default() += 1;
                }
                count
            })
            .get(&start)
            .copied()
            .unwrap_or(0)
    }
}

/// The bytecode ranges [header, backward branch] of `method`'s loops.
fn loop_ranges(method: &Method) -> Vec<(u32, u32)> {
    let Some(code) = method.code.as_ref() else {
        return Vec::new();
    };
    crate::env::bytecode::backward_branches(&code.bytecode)
        .into_iter()
        .map(|(header, branch)| (header as u32, branch as u32))
        .collect()
}
