//! The narrow interface between the optimizing translator and the VM: what
//! the translator may know about classes, constant-pool entries and the
//! runtime, and nothing else (in the spirit of Cranelift's `FuncEnvironment`).
//!
//! ```text
//! Java thread:  prepare(thread, method)  resolves every constant-pool entry the
//!               method uses (loading classes only), on the thread that asked
//! translator:   VmEnv::resolved(index)   reads the cached resolutions, never
//!               resolves, never allocates, never runs Java: so it can run on
//!               the compiler thread and translate callees for inlining
//! ```
//!
//! A failed or missing resolution is not an error: the instruction is then
//! compiled as a step through the interpreter, which throws the linkage error
//! when (and each time) it executes, as the JVMS requires.

use rvm_vm::bytecode::instruction_length;
use rvm_vm::bytecode::opcodes::*;
use rvm_vm::bytecode::read_u16;
use rvm_vm::class::resolve::{self, InvokeKind};
use rvm_vm::class::{Class, Method, Resolved};
use rvm_vm::classfile::Constant;
use rvm_vm::runtime::JavaThread;

/// Everything optimized code needs from the VM at a call of a runtime helper:
/// the addresses, in one list (STYLE.md: helpers declared once).
pub struct Helpers {
    pub thunk: usize,
    pub preserve_all: usize,
    pub step: usize,
    pub call: usize,
    pub find_handler_at: usize,
    pub yieldpoint: usize,
    pub stack_overflow: usize,
    pub new_object: usize,
    pub new_array: usize,
    pub interface_lookup: usize,
    pub is_subclass: usize,
    pub array_store_ok: usize,
    pub monitor_enter: usize,
    pub monitor_exit: usize,
    pub monitor_exit_method: usize,
    pub fmod: usize,
    /// PEP path ends (rvm_vm::runtime::pep): loop header, method exit, perfect count.
    pub pep_header: usize,
    pub pep_exit: usize,
    pub pep_count: usize,
}

impl Helpers {
    pub fn get() -> Result<Helpers, String> {
        use rvm_vm::compiler_interface::RuntimeHelper as H;
        Ok(Helpers {
            thunk: super::thunk::address()?,
            preserve_all: super::thunk::preserve_all_address()?,
            step: H::Step.address(),
            call: H::Call.address(),
            find_handler_at: H::FindHandlerAt.address(),
            yieldpoint: H::Yieldpoint.address(),
            stack_overflow: H::StackOverflow.address(),
            new_object: H::NewObject.address(),
            new_array: H::NewArray.address(),
            interface_lookup: H::InterfaceLookup.address(),
            is_subclass: H::IsSubclass.address(),
            array_store_ok: H::ArrayStoreOk.address(),
            monitor_enter: H::MonitorEnter.address(),
            monitor_exit: H::MonitorExit.address(),
            monitor_exit_method: H::MonitorExitMethod.address(),
            fmod: H::Fmod.address(),
            pep_header: H::PepHeader.address(),
            pep_exit: H::PepExit.address(),
            pep_count: H::PepCount.address(),
        })
    }
}

/// What the translator knows of the VM, read-only.
pub struct VmEnv {
    /// `--inline`: whether the translator inlines calls (inline.rs).
    pub inline: bool,
    /// `--inline=profile` with a sampler running: the oracle gets the call
    /// sites' DCG weights.
    pub profile_directed: bool,
    /// The inline oracle's constants (`--inline-oracle`, `--inline-param`).
    pub oracle: rvm_inliner::OracleParams,
    /// `--inline-log`: where decisions go.
    pub inline_log: Option<std::path::PathBuf>,
    /// `--gc-stress`: every allocation goes through the runtime, which counts
    /// them down to the next collection (no inline allocation).
    pub gc_stress: bool,
    /// (heap start, object-start bitmap): inline TLAB allocation sets the
    /// object's start bit as `Heap::mark_start` does.
    pub heap_layout: (usize, usize),
    pub yieldpoints: bool,
    pub count_calls: bool,
    /// Address of the class mirror a static synchronized method locks.
    pub static_lock: Option<usize>,
    pub vm: &'static rvm_vm::runtime::Vm,
    pub helpers: Helpers,
    /// `--edge-profile`: the branch profile that lays out branches (pep.rs).
    pub edge_profile: rvm_vm::runtime::pep::EdgeProfileSource,
    /// `--advice-in`: the recorded plan this compile follows (replay.rs).
    pub replay: Option<&'static rvm_vm::runtime::advice::ReplayPlan>,
    /// `--advice-out`: the plan this compile decides, collected (replay.rs).
    pub recorder: Option<parking_lot::Mutex<rvm_vm::runtime::advice::OptPlan>>,
    /// `--instr-check-reduction=recursion`: whether the root and each
    /// inlining candidate keep their entry check (call_graph.rs), by method
    /// address; a method not listed keeps it.
    pub entry_checks: std::collections::HashMap<usize, bool>,
}

impl VmEnv {
    /// The array class a `newarray` (primitive `element`) or `anewarray`
    /// (constant-pool entry `index` of `class`) creates, if it can be had
    /// by loading alone.
    pub fn array_class(
        &self,
        class: &'static Class,
        op: u8,
        operand: u16,
    ) -> Option<&'static Class> {
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
    pub fn site_profile(
        &self,
        caller: &'static Method,
        bci: u32,
    ) -> Option<(Vec<(&'static Method, f64)>, f64)> {
        rvm_vm::runtime::profiling::site_profile(self.vm, caller, bci)
    }

    /// The receiver classes the interface call at (`method`, `bci`) has
    /// seen in baseline code (its inline cache).
    pub fn receiver_classes(
        &self,
        method: &'static Method,
        bci: u32,
    ) -> Option<Vec<&'static Class>> {
        rvm_vm::interp::compiled::site_receiver_classes(method, bci)
    }

    /// Registers a code-map site (the chain of (method, bci) from the
    /// innermost inlined frame out) and returns its id, which compiled code
    /// stores where the VM reads a frame's bci.
    pub fn register_site(&self, chain: Vec<(&'static Method, u32)>) -> u32 {
        rvm_vm::runtime::codemap::register_site(chain)
    }

    /// Address of the `--stats` counter of guards of `kind` (0 class test,
    /// 1 method test) that passed (`hit`) or failed.
    pub fn guard_counter(&self, kind: usize, hit: bool) -> usize {
        let s = rvm_vm::compile::stats(self.vm);
        let counter = if hit {
            &s.guard_hits[kind]
        } else {
            &s.guard_misses[kind]
        };
        counter as *const _ as usize
    }

    /// Whether Java threads run in parallel (volatile stores need a fence).
    pub fn parallel_threads(&self) -> bool {
        self.vm.options.parallel_threads
    }

    /// The cached resolution of constant-pool entry `index` of `class`.
    pub fn resolved(&self, class: &'static Class, index: u16) -> Option<&'static Resolved> {
        class.resolved.get(index as usize)?.get()
    }
}

/// Resolves, on the Java thread, every constant-pool entry `method` uses, so
/// that translation only reads caches, and those of the callees small enough
/// to be inlined (inline.rs), to the inline depth limit. Errors are dropped
/// (see the module doc).
pub fn prepare(thread: &mut JavaThread, method: &'static Method) -> Result<VmEnv, String> {
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
    // The oracle's depth limit is the one limit: entries are resolved as
    // deep as it may inline.
    let max_depth = oracle.max_depth as usize;
    let mut visited = Vec::new();
    resolve_entries(thread, method, 0, max_depth, &mut visited)?;
    let replay = rvm_vm::runtime::advice::replay_plan(method);
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
    let entry_checks = if thread
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
        let mirror = rvm_vm::natives::lang::class_mirror(thread, class);
        let mirror = thread
            .compile_time(mirror)
            .ok_or("cannot create the class mirror a static synchronized method locks")?;
        Some(mirror.0)
    } else {
        None
    };
    let options = &thread.vm.options;
    Ok(VmEnv {
        inline: options.inline != rvm_vm::compile::InlineMode::Off,
        profile_directed: replay.is_none()
            && options.inline == rvm_vm::compile::InlineMode::Profile
            && ((thread.vm.profiler.is_some() && options.profiler.enabled())
                || rvm_vm::runtime::profiling::has_dcg_in()),
        oracle,
        inline_log: options.inline_log.clone(),
        gc_stress: options.gc_stress != 0,
        heap_layout: thread.vm.heap.inline_allocation_layout(),
        yieldpoints: options.yieldpoints,
        count_calls: options.profiler.needs_soft_calls(),
        static_lock,
        vm: thread.vm,
        helpers: Helpers::get()?,
        edge_profile: match replay {
            // Replay lays out branches as the recording did, from its counts.
            Some(_) if rvm_vm::runtime::advice::replay_branch_layout() => {
                rvm_vm::runtime::pep::EdgeProfileSource::Baseline
            }
            Some(_) => rvm_vm::runtime::pep::EdgeProfileSource::Off,
            None => options.edge_profile,
        },
        replay,
        recorder: rvm_vm::runtime::advice::recording().then(Default::default),
        entry_checks,
    })
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
                                    c.bytecode.len() <= super::inline::MAX_INLINE_BYTES
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
                    rvm_vm::interp::compiled::site_receiver_classes(method, bci as u32)
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
                    .is_some_and(|c| c.bytecode.len() <= super::inline::MAX_INLINE_BYTES)
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

/// The constant of an `ldc` that needs no resolution.
pub fn ldc_constant(class: &Class, index: u16) -> Option<&Constant> {
    match class.constant_pool.get(index) {
        Ok(
            c @ (Constant::Integer(_)
            | Constant::Float(_)
            | Constant::Long(_)
            | Constant::Double(_)),
        ) => Some(c),
        _ => None,
    }
}
