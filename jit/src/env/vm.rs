//! The VM's side of the compiler–VM interface (`CompilerEnv`): `prepare`
//! resolves, on the Java thread, what a compile will read; `VmEnv` answers
//! the translator from the caches and the VM's profiles.
//!
//! ```text
//! Java thread:  prepare(thread, method)  resolves every constant-pool entry the
//!               method uses (loading classes only), on the thread that asked
//! translator:   VmEnv::resolved(index)   reads the cached resolutions, never
//!               resolves, never allocates, never runs Java: so it can run on
//!               the compiler thread and translate callees for inlining
//! ```

use rvm_vm::bytecode::instruction_length;
use rvm_vm::bytecode::opcodes::*;
use rvm_vm::bytecode::read_u16;
use rvm_vm::class::resolve::{self, InvokeKind};
use rvm_vm::class::{Class, Method, Resolved};
use rvm_vm::runtime::pep::LiveEdges;
use rvm_vm::runtime::JavaThread;
use std::sync::Arc;

use super::{CompilerEnv, TranslationOptions};

/// The VM's answers for one compilation (made by `prepare`).
pub struct VmEnv {
    pub options: TranslationOptions,
    pub vm: &'static rvm_vm::runtime::Vm,
    /// `--advice-in`: the recorded plan this compile follows (replay.rs).
    pub replay: Option<&'static rvm_vm::runtime::advice::ReplayPlan>,
    /// `--advice-out`: the plan this compile decides, collected (replay.rs).
    pub recorder: Option<parking_lot::Mutex<rvm_vm::runtime::advice::OptPlan>>,
}

impl CompilerEnv for VmEnv {
    fn overridden(&self, method: &'static Method) -> bool {
        self.vm.compile.cha.overridden(method)
    }

    fn options(&self) -> &TranslationOptions {
        &self.options
    }

    /// The array class a `newarray` (primitive `element`) or `anewarray`
    /// (constant-pool entry `index` of `class`) creates, if it can be had
    /// by loading alone.
    fn array_class(&self, class: &'static Class, op: u8, operand: u16) -> Option<&'static Class> {
        use rvm_vm::class::loader::{array_class_of, primitive_class};
        let component = if op == NEWARRAY {
            primitive_class(
                self.vm,
                rvm_vm::class::BasicType::from_newarray_code(operand as u8)?,
            )
        } else {
            match self.resolved(class, operand)? {
                Resolved::Class(c) => c,
                _ => return None,
            }
        };
        array_class_of(self.vm, component).ok()
    }

    /// The DCG's targets of the call at (`caller`, `bci`) with their
    /// weights, and the graph's total weight (`--inline=profile`).
    fn site_profile(
        &self,
        caller: &'static Method,
        bci: u32,
    ) -> Option<(Vec<(&'static Method, f64)>, f64)> {
        rvm_vm::runtime::profiling::site_profile(self.vm, caller, bci)
    }

    /// The receiver classes the interface call at (`method`, `bci`) has
    /// seen in baseline code (its inline cache).
    fn log_inline(&self, line: &str) {
        rvm_vm::runtime::codemap::inline_log(self.vm, line);
    }

    fn register_site_cache(
        &self,
        method: &'static Method,
        bci: u32,
        cache: &'static rvm_vm::interp::compiled::InterfaceCache,
    ) {
        rvm_vm::interp::compiled::register_site_cache(self.vm, method, bci, cache);
    }

    fn receiver_classes(&self, method: &'static Method, bci: u32) -> Option<Vec<&'static Class>> {
        rvm_vm::interp::compiled::site_receiver_classes(self.vm, method, bci)
    }

    /// Registers a code-map site (the chain of (method, bci) from the
    /// innermost inlined frame out) and returns its id, which compiled code
    /// stores where the VM reads a frame's bci.
    fn register_site(&self, chain: Vec<(&'static Method, u32)>) -> u32 {
        rvm_vm::runtime::codemap::register_site(self.vm, chain)
    }

    /// Address of the `--stats` counter of guards of `kind` (0 class test,
    /// 1 method test) that passed (`hit`) or failed.
    fn guard_counter(&self, kind: usize, hit: bool) -> usize {
        let s = rvm_vm::compile::stats(self.vm);
        let counter = if hit {
            &s.guard_hits[kind]
        } else {
            &s.guard_misses[kind]
        };
        counter as *const _ as usize
    }

    fn pep(&self) -> Option<&'static rvm_vm::runtime::pep::Pep> {
        self.vm.pep.as_ref()
    }

    fn pep_live_edges(&self) -> Option<Arc<LiveEdges>> {
        self.vm.pep.as_ref().map(|pep| pep.live_edges(self.vm))
    }

    fn instrumentation(
        &self,
    ) -> Option<&'static rvm_vm::runtime::instrumentation::Instrumentation> {
        self.vm.instrumentation.as_ref()
    }

    fn replay(&self) -> Option<&'static rvm_vm::runtime::advice::ReplayPlan> {
        self.replay
    }

    fn recorder(&self) -> Option<&parking_lot::Mutex<rvm_vm::runtime::advice::OptPlan>> {
        self.recorder.as_ref()
    }

    fn loaded_method(&self, qualified: &str) -> Result<Option<&'static Method>, String> {
        rvm_vm::runtime::advice::loaded_method(self.vm, qualified)
    }

    fn loaded_class(&self, name: &str) -> Option<&'static Class> {
        self.vm.loaded_class(name)
    }

    fn entry_counter(&self, method: &'static Method) -> Option<usize> {
        rvm_vm::runtime::profiling::entry_counter(method)
    }

    fn warn(&self, text: &str) {
        rvm_vm::runtime::advice::warn(self.vm, text)
    }
}

/// Resolves, on the Java thread, every constant-pool entry `method` uses, so
/// that translation only reads caches, and those of the callees small enough
/// to be inlined (inline.rs), to the inline depth limit. Errors are dropped
/// (see the module doc).
pub fn prepare(thread: &mut JavaThread, method: &'static Method) -> Result<VmEnv, String> {
    prepare_for(thread, method, false)
}

/// What the baseline compiler reads: the entries of `method` alone
/// resolved, and its string constants interned (the baseline tier bakes
/// them into the code), on the Java thread; then `Compiler` runs against
/// the environment like the optimizing translator does.
pub fn prepare_baseline(thread: &mut JavaThread, method: &'static Method) -> Result<VmEnv, String> {
    prepare_for(thread, method, true)
}

fn prepare_for(
    thread: &mut JavaThread,
    method: &'static Method,
    baseline: bool,
) -> Result<VmEnv, String> {
    let class = method.class();
    let options = &thread.vm.options;
    let mut oracle = rvm_inliner::OracleParams::new(if options.inline_lee2015 {
        rvm_inliner::OracleKind::Lee2015
    } else {
        rvm_inliner::OracleKind::Jikes
    });
    for (name, value) in &options.inline_params {
        oracle.set(name, value)?;
    }
    // The oracle's hard depth limit is the one limit: entries are resolved
    // as deep as it may inline (trivial callees pass its soft limit).
    let max_depth = if baseline {
        0
    } else {
        oracle.hard_max_depth as usize
    };
    let mut visited = Vec::new();
    resolve_entries(thread, method, 0, max_depth, &mut visited)?;
    if baseline {
        intern_strings(thread, method);
    }
    let replay = if baseline {
        None
    } else {
        rvm_vm::runtime::advice::replay_plan(method)
    };
    if let Some(plan) = replay {
        rvm_vm::runtime::advice::check_sites(thread.vm, plan);
        // The recorded targets are what will be inlined: resolve theirs too.
        for a in &plan.inline {
            for t in &a.targets {
                if let Ok(Some(m)) = rvm_vm::runtime::advice::loaded_method(thread.vm, &t.method) {
                    resolve_entries(thread, m, a.site.len(), max_depth, &mut visited)?;
                }
            }
        }
    }
    let entry_checks = if !baseline
        && thread
            .vm
            .instrumentation
            .as_ref()
            .is_some_and(|i| i.options.reduction.recursion())
    {
        // SAFETY: `visited` holds addresses of leaked, never-freed methods.
        let methods: Vec<&'static Method> = visited.iter().map(|&m| unsafe { &*m }).collect();
        super::call_graph::entry_checks(thread, &methods)
    } else {
        Default::default()
    };
    let static_lock = if method.is_synchronized() && method.is_static() {
        Some(crate::static_lock(thread, class)?)
    } else {
        None
    };
    let options = &thread.vm.options;
    Ok(VmEnv {
        options: TranslationOptions {
            inline: options.inline != rvm_vm::compile::InlineMode::Off,
            profile_directed: replay.is_none()
                && options.inline == rvm_vm::compile::InlineMode::Profile
                && ((thread.vm.profiler.is_some() && options.profiler.enabled())
                    || rvm_vm::runtime::profiling::has_dcg_in()),
            oracle,
            inline_log: options.inline_log.clone(),
            gc_stress: options.gc_stress != 0,
            heap_layout: thread.vm.heap.inline_allocation_layout(),
            write_barrier: thread.vm.heap.write_barrier_base(),
            yieldpoints: options.yieldpoints,
            count_calls: options.profiler.needs_soft_calls(),
            parallel_threads: options.parallel_threads,
            static_lock,
            edge_profile: match replay {
                // Replay lays out branches as the recording did, from its counts.
                Some(_) if rvm_vm::runtime::advice::replay_branch_layout() => {
                    rvm_vm::runtime::pep::EdgeProfileSource::Baseline
                }
                Some(_) => rvm_vm::runtime::pep::EdgeProfileSource::Off,
                None => options.edge_profile,
            },
            entry_checks,
            thunk: crate::opt::thunk::address()?,
            preserve_all: crate::opt::thunk::preserve_all_address()?,
            speculate: options.speculate,
            register_calls: options.register_calls,
            count_for_opt: thread.tier == rvm_vm::Tier::Adaptive,
            branch_counters: options.branch_counters(),
        },
        vm: thread.vm,
        replay,
        recorder: (!baseline && rvm_vm::runtime::advice::recording()).then(Default::default),
    })
}

/// Interns the string constants `method` loads (`ldc`), caching them in the
/// class's resolved entries; an allocation failure leaves the entry
/// unresolved (the instruction then runs through the interpreter).
fn intern_strings(thread: &mut JavaThread, method: &'static Method) {
    let class = method.class();
    let Some(code) = method.code.as_ref() else {
        return;
    };
    for insn in rvm_vm::bytecode::instructions(&code.bytecode).map_while(Result::ok) {
        let index = match insn.opcode {
            LDC => code.bytecode[insn.bci as usize + 1] as u16,
            LDC_W => read_u16(&code.bytecode, insn.bci as usize + 1),
            _ => continue,
        };
        let Ok(rvm_vm::classfile::Constant::String { utf8 }) = class.constant_pool.get(index)
        else {
            continue;
        };
        let utf8 = *utf8;
        let _ = resolve::cached(thread, class, index, |t| {
            let units = class.constant_pool.utf16(utf8).unwrap_or(&[]);
            rvm_vm::runtime::strings::intern_utf16(t, units)
                .map(Resolved::String)
                .map_err(|_| {
                    rvm_vm::class::loader::LinkError::new(
                        "java/lang/OutOfMemoryError",
                        "Java heap space",
                    )
                })
        });
        thread.take_exception();
    }
}

fn resolve_entries(
    thread: &mut JavaThread,
    method: &'static Method,
    depth: usize,
    max_depth: usize,
    visited: &mut Vec<*const Method>,
) -> Result<(), String> {
    if visited.contains(&(method as *const Method)) {
        return Ok(());
    }
    visited.push(method);
    let class = method.class();
    let Some(code) = method.code.as_ref() else {
        return Ok(());
    };
    let bytecode = &code.bytecode;
    let mut callees: Vec<&'static Method> = Vec::new();
    let mut bci = 0;
    while bci < bytecode.len() {
        let op = bytecode[bci];
        let len = instruction_length(bytecode, bci)?;
        let index = || read_u16(bytecode, bci + 1);
        let result = match op {
            GETFIELD | PUTFIELD => {
                resolve::resolve_field(thread, class, index(), false).map(|_| None)
            }
            GETSTATIC | PUTSTATIC => {
                resolve::resolve_field(thread, class, index(), true).map(|_| None)
            }
            INVOKESTATIC => {
                resolve::resolve_method(thread, class, index(), InvokeKind::Static).map(Some)
            }
            INVOKESPECIAL => {
                resolve::resolve_method(thread, class, index(), InvokeKind::Special).map(Some)
            }
            INVOKEVIRTUAL => {
                resolve::resolve_method(thread, class, index(), InvokeKind::Virtual).map(Some)
            }
            INVOKEINTERFACE => {
                resolve::resolve_method(thread, class, index(), InvokeKind::Interface).map(Some)
            }
            NEW | CHECKCAST | INSTANCEOF => {
                resolve::resolve_class(thread, class, index()).map(|_| None)
            }
            // Array classes are created here, on the Java thread, so that the
            // translator (maybe on the compiler thread) only looks them up.
            ANEWARRAY => resolve::resolve_class(thread, class, index())
                .and_then(|c| thread.array_class_of(c))
                .map(|_| None),
            NEWARRAY => rvm_vm::class::BasicType::from_newarray_code(bytecode[bci + 1])
                .map_or(Ok(None), |t| thread.primitive_array_class(t).map(|_| None)),
            _ => Ok(None),
        };
        thread.take_exception();
        if let Ok(Some(r)) = result {
            let target = match *r {
                Resolved::Method(m) => Some(m),
                // Targets the DCG saw at the site (--inline=profile).
                // (Not when replaying: the advice names the targets, and
                // resolution driven by a sampled DCG would load classes in an
                // order that differs between processes.)
                Resolved::Virtual { .. } | Resolved::Interface { .. }
                    if thread.vm.options.inline == rvm_vm::compile::InlineMode::Profile
                        && !rvm_vm::runtime::advice::replaying() =>
                {
                    let site =
                        rvm_vm::runtime::profiling::site_profile(thread.vm, method, bci as u32);
                    callees.extend(site.map_or(Vec::new(), |(t, _)| {
                        t.into_iter()
                            .map(|(m, _)| m)
                            .filter(|m| {
                                m.code.as_ref().is_some_and(|c| {
                                    c.bytecode.len() <= crate::opt::inline::MAX_INLINE_BYTES
                                })
                            })
                            .collect()
                    }));
                    match *r {
                        Resolved::Virtual { method, .. } => Some(method),
                        _ => None,
                    }
                }
                Resolved::Virtual { method, .. } => Some(method),
                // A profiled monomorphic interface site (objects.rs).
                Resolved::Interface { signature, .. } => {
                    rvm_vm::interp::compiled::site_receiver_classes(thread.vm, method, bci as u32)
                        .filter(|classes| classes.len() == 1)
                        .and_then(|classes| {
                            classes[0]
                                .vtable_slots
                                .get(&signature)
                                .map(|&i| classes[0].vtable[i as usize])
                        })
                }
                _ => None,
            };
            if let Some(m) = target.filter(|m| {
                m.code
                    .as_ref()
                    .is_some_and(|c| c.bytecode.len() <= crate::opt::inline::MAX_INLINE_BYTES)
            }) {
                callees.push(m);
            }
        }
        bci += len;
    }
    if depth < max_depth {
        for callee in callees {
            resolve_entries(thread, callee, depth + 1, max_depth, visited)?;
        }
    }
    Ok(())
}
