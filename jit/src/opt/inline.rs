//! Inlining in the optimizing translator: a callee's bytecode is translated
//! into the caller's function as a new scope, its locals are new variables,
//! its returns jump to a continuation block, and its frame exists only as
//! data until something needs it.
//!
//! ```text
//! invoke at bci --decide()--> Inline(target, guard)
//!     guard: none (static, private, final) | method test (vtable entry == target,
//!            else the real virtual call: no deoptimization is ever needed)
//!     Scope::new(target, slot offset = where its arguments would have been passed)
//!     arguments -> the callee's local variables; translate its blocks; returns -> continuation
//! frames:  the root's FrameRecord holds an inline *site id* instead of a bci while
//!          inlined code runs a call or yieldpoint; runtime::codemap expands it to the
//!          (method, bci) chain for stack traces and profiler samples. A slow path that
//!          runs the interpreter links real records for the inlined frames first.
//! exceptions: handlers of the inlined method, then of each caller at its call
//!          site, searched statically (emit.rs, exception_block)
//! ```
//!
//! The decision is a size heuristic in the spirit of Jikes RVM's static
//! rules (Arnold-Grove 2005 §7): small, non-recursive, statically bound or
//! guarded-monomorphic targets, up to a depth and a per-method budget. The
//! profile-directed oracle (`rvm-inliner`, issue 12) is to replace `decide`.

use super::calls::{Dispatch, Guard};
use super::frame::Kind;
use super::translator::{trusted, Returned, Scope, Translator};
use crate::env::layout;
use crate::env::YieldpointKind;
use crate::env::{Class, Method};
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// Callees longer than this (bytecode bytes) are never inlined: the oracle's
/// largest size threshold (119 units) cannot fit more.
pub const MAX_INLINE_BYTES: usize = 160;

impl Translator<'_> {
    /// How many times `m` is already on the inline chain (the scope being
    /// translated and the ones it is inlined into).
    pub(super) fn recursion(&self, m: &'static Method) -> u32 {
        std::iter::once(self.cur.method)
            .chain(self.outer.iter().map(|s| s.method))
            .filter(|&on_chain| std::ptr::eq(on_chain, m))
            .count() as u32
    }

    /// What to inline at the call at `bci`: nothing, one bound target, or
    /// guarded targets in order. The candidates come from the call's
    /// binding, the dynamic call graph (`--inline=profile`: the site's edges)
    /// or the baseline inline cache's receiver classes (interface sites);
    /// the inline oracle (rvm-inliner) decides.
    pub fn inline_plan(
        &mut self,
        bci: usize,
        dispatch: Dispatch,
        declared: &'static Method,
    ) -> Vec<(&'static Method, Guard)> {
        if let Some(plan) = self.env.replay() {
            return self.replay_inline_plan(plan, bci, dispatch, declared);
        }
        if !self.env.options().inline {
            return Vec::new();
        }
        let profile = if self.env.options().profile_directed {
            self.env.site_profile(self.cur.method, bci as u32)
        } else {
            None
        };
        let dcg_targets: Vec<(&'static Method, f64)> =
            profile.as_ref().map_or(Vec::new(), |(t, _)| t.clone());
        // (target, guard) candidates.
        let mut candidates: Vec<(&'static Method, Guard)> = Vec::new();
        match dispatch {
            Dispatch::Direct(m) => candidates.push((m, Guard::None)),
            Dispatch::Vtable(i) => {
                if declared.is_final() || declared.class().is_final() || declared.is_private() {
                    candidates.push((declared, Guard::None));
                } else if !dcg_targets.is_empty() {
                    for &(m, _) in &dcg_targets {
                        if m.vtable_index == Some(i)
                            && !candidates.iter().any(|(c, _)| std::ptr::eq(*c, m))
                        {
                            candidates.push((m, Guard::MethodTest(i)));
                        }
                    }
                } else {
                    candidates.push((declared, Guard::MethodTest(i)));
                }
            }
            Dispatch::Interface(cache) => {
                if !dcg_targets.is_empty() {
                    for &(m, _) in &dcg_targets {
                        if !m.is_abstract() && !m.class().is_interface() {
                            candidates.push((m, Guard::ClassTest(m.class())));
                        }
                    }
                } else if let Some(classes) = self.env.receiver_classes(self.cur.method, bci as u32)
                {
                    if let [class] = classes[..] {
                        if let Some(&slot) = class.vtable_slots.get(&cache.signature) {
                            candidates.push((class.vtable[slot as usize], Guard::ClassTest(class)));
                        }
                    }
                }
            }
        }
        if candidates.is_empty() {
            return Vec::new();
        }
        let oracle_candidates: Vec<rvm_inliner::Candidate> = candidates
            .iter()
            .enumerate()
            .map(|(i, &(m, guard))| rvm_inliner::Candidate {
                method: i as u32,
                size: size_estimate(m),
                guard: match guard {
                    Guard::None => None,
                    Guard::ClassTest(_) => Some(rvm_inliner::GuardKind::ClassTest),
                    Guard::MethodTest(_) => Some(rvm_inliner::GuardKind::MethodTest),
                },
                never: never_inlined(m),
                recursion: self.recursion(m),
            })
            .collect();
        let site_profile = profile.as_ref().map(|(targets, total)| {
            rvm_inliner::SiteProfile::for_candidates(&candidates, targets, *total, |(m, _), t| {
                std::ptr::eq(*m, *t)
            })
        });
        let ctx = rvm_inliner::Context {
            depth: self.outer.len() as u32,
            root_size: size_estimate(self.outer.first().map_or(self.cur.method, |s| s.method)),
            inlined_so_far: self.inlining.size,
            profile_directed: self.env.options().profile_directed,
        };
        let site = rvm_inliner::CallSite {
            caller: 0,
            bci: bci as u32,
        };
        let decision = rvm_inliner::decide(
            &self.env.options().oracle,
            &site,
            &oracle_candidates,
            &ctx,
            site_profile.as_ref(),
        );
        let chosen: Vec<(&'static Method, Guard)> = match &decision.verdict {
            rvm_inliner::Verdict::NoInline => Vec::new(),
            rvm_inliner::Verdict::Inline(i) => vec![(candidates[*i as usize].0, Guard::None)],
            rvm_inliner::Verdict::Guarded(list) => {
                list.iter().map(|&(i, _)| candidates[i as usize]).collect()
            }
        };
        self.log_decision(
            bci,
            &candidates,
            &oracle_candidates,
            site_profile.as_ref(),
            &chosen,
            &decision,
        );
        self.record_inline(bci, &chosen);
        for &(m, _) in &chosen {
            self.inlining.size += size_estimate(m);
        }
        chosen
    }

    fn log_decision(
        &mut self,
        bci: usize,
        candidates: &[(&'static Method, Guard)],
        sized: &[rvm_inliner::Candidate],
        profile: Option<&rvm_inliner::SiteProfile>,
        chosen: &[(&'static Method, Guard)],
        d: &rvm_inliner::Decision,
    ) {
        if self.env.options().inline_log.is_none() {
            return;
        }
        let root = self.outer.first().map_or(self.cur.method, |s| s.method);
        let record = rvm_inliner::log::Record {
            compilation: self.inlining.compilation,
            root: root.qualified_name(),
            caller: self.cur.method.qualified_name(),
            bci: bci as u32,
            depth: self.outer.len() as u32,
            candidates: candidates
                .iter()
                .zip(sized)
                .map(|(&(m, guard), c)| rvm_inliner::log::Considered {
                    method: m.qualified_name(),
                    size: c.size,
                    weight: profile.map_or(0.0, |p| {
                        p.targets
                            .iter()
                            .filter(|(i, _)| *i == c.method)
                            .map(|(_, w)| w)
                            .sum()
                    }),
                    guard: guard.name().to_string(),
                })
                .collect(),
            verdict: match d.verdict {
                rvm_inliner::Verdict::NoInline => "no",
                rvm_inliner::Verdict::Inline(_) => "inline",
                rvm_inliner::Verdict::Guarded(_) => "guarded",
            }
            .to_string(),
            inlined: chosen.iter().map(|(m, _)| m.qualified_name()).collect(),
            rule: serde_json::to_value(d.rule)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default(),
            reason: d.rule.describe().to_string(),
        };
        write_log(self.env, &record);
    }

    /// Translates a call of `target` with `args` (bottom first) inline; the
    /// current block continues after the call with the result, if any.
    pub fn inline_call(
        &mut self,
        bci: usize,
        target: &'static Method,
        args: &[(Value, Kind)],
    ) -> Result<Option<Value>, String> {
        self.on_inline_entered(bci);
        let arg_slots: usize = args.iter().map(|&(_, k)| k.slots()).sum();
        let first = self.depth(bci) - arg_slots;
        let slot_offset = self.cur.slot_offset + self.cur.max_locals + first;
        let id = self.new_scope_id();
        let mut scope = Scope::new(target, slot_offset, id)?;
        scope.call_bci = Some(bci);
        // The receiver was null-checked at the call; other arguments are
        // known not null where the caller knew it.
        scope.initial_non_null = Vec::new();
        for (i, &(v, k)) in args.iter().enumerate() {
            let receiver = i == 0 && !target.is_static();
            scope
                .initial_non_null
                .push(k == Kind::Ref && (receiver || self.frame.known_non_null(v)));
            if k.slots() == 2 {
                scope.initial_non_null.push(false);
            }
        }
        if self.env.options().speculate {
            // A callee's parameter pre-exists if its argument did.
            let mut at = 0;
            let mut by_slot = Vec::new();
            for &(v, k) in args {
                by_slot.push(self.frame.pre_existing.contains(&v));
                if k.slots() == 2 {
                    by_slot.push(false);
                }
                at += k.slots();
            }
            debug_assert_eq!(at, by_slot.len());
            scope.mark_pre_existing(|slot| by_slot.get(slot) == Some(&true));
        }
        let ret_kind = Kind::of(target.return_type);
        let continuation = self.b.create_block();
        if let Some(k) = ret_kind {
            self.b.append_block_param(continuation, k.clif());
        }
        scope.ret = Some((continuation, ret_kind));
        scope.saved_stack = std::mem::take(&mut self.frame.stack);
        self.max_extent = self.max_extent.max(scope.extent());
        let parent = std::mem::replace(&mut self.cur, scope);
        self.outer.push(parent);
        // Arguments become the callee's first locals.
        let mut slot = 0;
        for &(v, k) in args {
            let var = self.local(slot, k);
            self.b.def_var(var, v);
            slot += k.slots();
        }
        // The receiver was null-checked at the call, which dominates the body.
        let receiver = (!target.is_static())
            .then(|| args[0].0)
            .filter(|v| self.frame.non_null.insert(*v));
        // The callee's blocks start afresh; the caller's continuation, which
        // runs only after the callee returned, knows what it knew before.
        let caller_non_null = std::mem::take(&mut self.frame.block_non_null);
        let caller_in_bounds = std::mem::take(&mut self.frame.block_in_bounds);
        self.create_blocks();
        // The inlined method's prologue yieldpoint, at an inline site whose
        // chain starts with the callee at bci 0 (the profiler sees the call).
        self.yieldpoint(YieldpointKind::Prologue, 0);
        let entry = self.inline_entry()?;
        self.b.ins().jump(entry, &[]);
        let result = self.translate_copies();
        self.emit_landings();
        if let Some(v) = receiver {
            self.frame.non_null.remove(&v);
        }
        let scope = std::mem::replace(&mut self.cur, self.outer.pop().expect("pushed above"));
        self.frame.block_non_null = caller_non_null;
        self.frame.block_in_bounds = caller_in_bounds;
        result?;
        self.frame.stack = scope.saved_stack;
        // Every return of the callee (each copy, under instrumentation) has
        // been translated: its jumps are all the continuation's predecessors.
        self.b.seal_block(continuation);
        self.b.switch_to_block(continuation);
        self.on_inline_left(bci);
        let result = ret_kind.map(|_| self.b.block_params(continuation)[0]);
        // A reference every return knew not null (or of an exact class) is
        // so in the caller too: the continuation's only predecessors are
        // those returns (null checks that survive inlining, issue 26).
        if let (Some(r), Some(returned)) = (result, scope.returned) {
            if returned.non_null {
                self.frame.non_null.insert(r);
            }
            if let Some(c) = returned.exact {
                self.frame.exact.insert(r, c);
            }
        }
        Ok(result)
    }

    fn new_scope_id(&mut self) -> usize {
        self.next_scope_id += 1;
        self.next_scope_id
    }

    /// A return inside an inlined scope: to the continuation, with the value.
    pub fn inline_return(&mut self, value: Option<(Value, Kind)>) {
        let (continuation, _) = self.cur.ret.expect("inlined scope");
        self.on_inline_return();
        match value {
            Some((v, k)) => {
                if k == Kind::Ref {
                    let now = Returned {
                        non_null: self.frame.known_non_null(v),
                        exact: self.frame.exact.get(&v).copied(),
                    };
                    self.cur.returned = Some(match self.cur.returned {
                        None => now,
                        Some(was) => Returned {
                            non_null: was.non_null && now.non_null,
                            exact: was
                                .exact
                                .filter(|c| now.exact.is_some_and(|d| std::ptr::eq(*c, d))),
                        },
                    });
                }
                self.b
                    .ins()
                    .jump(continuation, &[cranelift_codegen::ir::BlockArg::Value(v)]);
            }
            None => {
                self.b.ins().jump(continuation, &[]);
            }
        }
    }

    /// The inline site id of `bci` in the current (inlined) scope.
    pub fn site_id(&mut self, bci: usize) -> u32 {
        if let Some(&id) = self.inlining.sites.get(&(self.cur.id, bci)) {
            return id;
        }
        let mut chain = vec![(self.cur.method, bci as u32)];
        let mut call = self.cur.call_bci;
        for scope in self.outer.iter().rev() {
            chain.push((scope.method, call.unwrap_or(0) as u32));
            call = scope.call_bci;
        }
        let id = self.env.register_site(chain);
        self.inlining.sites.insert((self.cur.id, bci), id);
        id
    }

    /// Links a real record for every inlined scope, innermost last, so that
    /// the interpreter can run one instruction of the innermost one (its
    /// method, bci, slots) and stack traces see every frame. Cold paths only.
    pub fn materialize_scopes(&mut self, bci: usize) {
        let size = layout::frame::SIZE as usize;
        let slot = match self.inlining.records {
            Some(s) => s,
            None => {
                // Sized at the end to the deepest level materialized
                // (translator.rs), which inlining later in the method may
                // still raise.
                let s = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    size as u32,
                    3,
                ));
                self.inlining.records = Some(s);
                s
            }
        };
        // The root record: its own bci is the call site of the first level.
        let root_call = self
            .outer
            .get(1)
            .map_or(self.cur.call_bci, |s| s.call_bci)
            .unwrap_or(0);
        let v = self.b.ins().iconst(types::I32, root_call as i64);
        self.b
            .ins()
            .store(trusted(), v, self.record, layout::frame::BCI);
        let mut prev = self.record;
        let levels = self.outer.len();
        self.inlining.deepest = self.inlining.deepest.max(levels);
        for level in 1..=levels {
            let (method, offset, max_locals, max_stack, at) = {
                let scope = if level == levels {
                    &self.cur
                } else {
                    &self.outer[level]
                };
                let next_call = if level == levels {
                    bci
                } else if level + 1 == levels {
                    self.cur.call_bci.unwrap_or(0)
                } else {
                    self.outer[level + 1].call_bci.unwrap_or(0)
                };
                (
                    scope.method,
                    scope.slot_offset,
                    scope.max_locals,
                    scope.code.max_stack as usize,
                    next_call,
                )
            };
            let record = self
                .b
                .ins()
                .stack_addr(types::I64, slot, ((level - 1) * size) as i32);
            let m = self
                .b
                .ins()
                .iconst(types::I64, method as *const Method as i64);
            self.b
                .ins()
                .store(trusted(), m, record, layout::frame::METHOD);
            let b = self.b.ins().iconst(types::I32, at as i64);
            self.b.ins().store(trusted(), b, record, layout::frame::BCI);
            let base = self.b.ins().iadd_imm_s(self.base, offset as i64);
            self.b
                .ins()
                .store(trusted(), base, record, layout::frame::BASE);
            let top_slots = if level == levels {
                max_locals + self.depth(bci)
            } else {
                max_locals + max_stack
            };
            let top = self.b.ins().iadd_imm_s(base, top_slots as i64);
            self.b
                .ins()
                .store(trusted(), top, record, layout::frame::TOP);
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b
                .ins()
                .store(trusted(), zero, record, layout::frame::NATIVE_LOW);
            self.b
                .ins()
                .store(trusted(), prev, record, layout::frame::PREV);
            prev = record;
        }
        self.b
            .ins()
            .store(trusted(), prev, self.thread, layout::thread::TOP_FRAME);
    }
}

/// Why `target` can never be inlined, if so.
pub(super) fn never_inlined(target: &'static Method) -> Option<&'static str> {
    let class: &'static Class = target.class();
    if target.is_native() {
        Some("native")
    } else if target.is_abstract() || target.code.is_none() {
        Some("abstract")
    } else if target.is_synchronized() {
        Some("synchronized")
    } else if target.name == "<init>" && is_throwable(class) {
        // Exception constructors walk their own frames (fillInStackTrace).
        Some("exception constructor")
    } else if target.is_static() && !class.is_initialized() {
        // A static target's class must be initialized (its barrier is the call).
        Some("class not initialized")
    } else if target
        .code
        .as_ref()
        .is_some_and(|c| c.bytecode.len() > MAX_INLINE_BYTES)
    {
        Some("larger than any size threshold")
    } else {
        None
    }
}

fn is_throwable(class: &'static Class) -> bool {
    let mut c = Some(class);
    while let Some(k) = c {
        if k.name == "java/lang/Throwable" {
            return true;
        }
        c = k.super_class;
    }
    false
}

/// Jikes RVM's size estimate of a method's bytecode (rvm-inliner units).
pub fn size_estimate(method: &'static Method) -> u32 {
    let Some(code) = method.code.as_ref() else {
        return 0;
    };
    // Opcodes as the decoder reads them, `wide` counted as its own byte the
    // way the byte-by-byte walk this replaced counted it.
    let opcodes = crate::env::bytecode::instructions(&code.bytecode)
        .map_while(Result::ok)
        .map(|insn| {
            if insn.wide {
                crate::env::bytecode::opcodes::WIDE
            } else {
                insn.opcode
            }
        });
    rvm_inliner::size::estimate(opcodes)
}

/// Appends a decision to the `--inline-log` file (the VM's, through the
/// environment).
pub(super) fn write_log(env: &dyn crate::env::CompilerEnv, record: &rvm_inliner::log::Record) {
    if let Ok(line) = serde_json::to_string(record) {
        env.log_inline(&line);
    }
}
