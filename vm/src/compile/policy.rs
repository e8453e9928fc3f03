//! The compile policy: which tier compiles a method and when (first call,
//! invocation and backedge counters, `--advice-in`), running the backend,
//! counting and registering what it installed, promoting hot baseline code,
//! and entering compiled code.
//!
//! ```text
//! interp::call(method) --compiled_entry != 0--> call_compiled(entry)
//!        |  tier baseline/opt: compile on first call
//!        |  tier adaptive: compile when invocations or backedges cross the threshold
//!        v
//!  maybe_compile --backend().compile(method, tier)--> Ok(entry) -> Method::compiled_entry
//!                                                     Err(why)  -> stays interpreted (counted, -v prints why)
//! baseline countdown at zero --promote--> recompile --> backend().queue_opt | compile (foreground)
//! ```

use super::backend::{backend, CompileError, CompileErrorKind, CompiledMethod};
use super::controller;
use super::stats::stats;
use super::tiers::{state, CodeTier, Tier};
use crate::class::Method;
use crate::runtime::thread::{FrameRecord, JavaThread};
use crate::runtime::Vm;
use std::cell::Cell;
use std::sync::atomic::Ordering::{Acquire, Relaxed};
use std::time::Instant;

/// Called by the interpreter on every call of a method with bytecode; returns
/// the compiled entry if the method is (now) compiled.
#[inline]
pub fn entry_for_call(thread: &mut JavaThread, method: &'static Method, base: usize) -> usize {
    let entry = method.compiled_entry.load(Relaxed);
    if entry != 0 {
        return entry;
    }
    match thread.tier {
        Tier::Interp => 0,
        Tier::Baseline | Tier::Opt => maybe_compile(thread, method, base),
        Tier::Adaptive => {
            let n = method.invocation_count.fetch_add(1, Relaxed);
            if n + 1 >= thread.vm.options.compile_threshold
                || method.backedge_count.load(Relaxed) >= thread.osr_threshold
            {
                maybe_compile(thread, method, base)
            } else {
                0
            }
        }
    }
}

#[cold]
#[inline(never)]
pub(super) fn maybe_compile(
    thread: &mut JavaThread,
    method: &'static Method,
    base: usize,
) -> usize {
    let vm: &'static Vm = thread.vm;
    // Claim the compilation (one thread compiles a method; racing callers
    // and nested calls of this method while compiling run interpreted).
    if method
        .compile_state
        .compare_exchange(state::NOT_TRIED, state::LEFT_INTERPRETED, Relaxed, Relaxed)
        .is_err()
    {
        return method.compiled_entry.load(Acquire);
    }
    if backend().is_none() {
        return 0;
    }
    let started = Instant::now();
    // The compiler may run Java code (class loading, errors of eager
    // resolution): keep the pending call's arguments as roots and out of reach.
    let record = FrameRecord {
        method,
        bci: Cell::new(0),
        base,
        top: Cell::new(base + method.arg_slots as usize),
        native_low: Cell::new(0),
        prev: thread.top_frame,
    };
    thread.top_frame = &record;
    let saved_top = thread.stack_top;
    thread.stack_top = thread.stack_top.max(base + method.arg_slots as usize);
    // `--advice-in` names the tier (runtime/advice): listed methods at the
    // highest tier they reached, the others where the recording left them.
    let advised = crate::runtime::advice::replay_tier(method);
    let mut result = Err(CompileError::new(CompileErrorKind::NoCompiler, ""));
    if advised == Some(crate::runtime::advice::AdviceTier::Interp) {
        result = Err(CompileError::new(
            CompileErrorKind::NotAdvised,
            "not in the advice (--advice-in: unlisted methods stay interpreted)",
        ));
    } else {
        let opt = match advised {
            Some(tier) => tier == crate::runtime::advice::AdviceTier::Opt,
            None => thread.tier == Tier::Opt,
        };
        if opt {
            result = run_compiler(thread, method, CodeTier::Optimizing);
        }
        if result.is_err() {
            result = run_compiler(thread, method, CodeTier::Baseline);
        }
    }
    let _ = started;
    thread.stack_top = saved_top;
    thread.top_frame = record.prev;
    thread.pending_exception = crate::heap::ObjRef::NULL;
    let s = stats(vm);
    match result {
        Ok((
            tier,
            CompiledMethod {
                entry,
                register_entry,
                osr_entries,
                assumptions,
                ..
            },
        )) => {
            let _ = method.osr_entries.set(osr_entries.into_boxed_slice());
            super::verbose(
                vm,
                format_args!("compiled {} ({})", method.qualified_name(), tier.name()),
            );
            if advised.is_some() {
                // No timings: the same advice gives the same log in every process.
                crate::runtime::codemap::aos_log(
                    vm,
                    &format!(
                        "{{\"event\":\"replay\",\"method\":{:?},\"tier\":{:?}}}",
                        method.qualified_name(),
                        tier.name()
                    ),
                );
            }
            // Release (in `cha::install`): a thread that reads the entry sees
            // the installed code and the OSR entries.
            if !super::cha::install(vm, method, entry, register_entry, &assumptions) {
                // A class linked while this compiled overrides a method the
                // code assumed is not: the next call compiles it again.
                s.refused_installs.fetch_add(1, Relaxed);
                method.compile_state.store(state::NOT_TRIED, Relaxed);
                return 0;
            }
            if !assumptions.is_empty() {
                s.speculative_installs.fetch_add(1, Relaxed);
            }
            method.compiled_tier.store(tier as u8, Relaxed);
            method.compile_state.store(state::COMPILED, Relaxed);
            entry
        }
        Err(why) => {
            super::verbose(
                vm,
                format_args!("{} stays interpreted: {why}", method.qualified_name()),
            );
            s.left_interpreted
                .lock()
                .push((method.qualified_name(), why));
            method.compile_state.store(state::LEFT_INTERPRETED, Relaxed);
            0
        }
    }
}

/// Runs one compiler on `method`, counting it for `--stats`; an optimizing
/// failure is recorded (the caller falls back to the baseline compiler).
fn run_compiler(
    thread: &mut JavaThread,
    method: &'static Method,
    tier: CodeTier,
) -> Result<(CodeTier, CompiledMethod), CompileError> {
    let Some(backend) = backend() else {
        return Err(CompileError::new(
            CompileErrorKind::NoCompiler,
            format!("no {} compiler registered", tier.name()),
        ));
    };
    let started = Instant::now();
    let result = backend.compile(thread, method, tier);
    let nanos = started.elapsed().as_nanos() as u64;
    record_compile(thread.vm, method, tier, &result, nanos);
    result.map(|compiled| (tier, compiled))
}

/// Counts a compilation for `--stats`, registers its code (perf map, code
/// ranges), or records why the optimizing compiler could not take the method.
pub(super) fn record_compile(
    vm: &'static Vm,
    method: &'static Method,
    tier: CodeTier,
    result: &Result<CompiledMethod, CompileError>,
    nanos: u64,
) {
    let s = stats(vm);
    let t = &s.tiers[tier as usize - 1];
    t.compile_nanos.fetch_add(nanos, Relaxed);
    match result {
        Ok(compiled) => {
            if tier == CodeTier::Optimizing {
                controller::note_optimized(vm, method);
            }
            crate::runtime::advice::record(method, tier);
            t.methods.fetch_add(1, Relaxed);
            t.code_bytes.fetch_add(compiled.code_bytes as u64, Relaxed);
            t.bytecodes.fetch_add(
                method.code.as_ref().map_or(0, |c| c.bytecode.len()) as u64,
                Relaxed,
            );
            crate::runtime::codemap::register(
                vm,
                method,
                tier,
                compiled.entry,
                compiled.code_bytes,
            );
        }
        Err(why) => {
            if tier == CodeTier::Optimizing {
                super::verbose(
                    vm,
                    format_args!(
                        "{} stays in the baseline tier: {why}",
                        method.qualified_name()
                    ),
                );
                s.opt_failures
                    .lock()
                    .push((method.qualified_name(), why.clone()));
            }
        }
    }
}

/// The compiler thread finished a recompilation queued by [`promote`]:
/// counted, logged, and installed by one store of the entry (the next call
/// of the method runs the new code).
pub fn install_recompiled(
    vm: &'static Vm,
    method: &'static Method,
    result: Result<CompiledMethod, CompileError>,
    nanos: u64,
    queued_nanos: u64,
) {
    record_compile(vm, method, CodeTier::Optimizing, &result, nanos);
    let s = stats(vm);
    s.queued.fetch_add(1, Relaxed);
    s.queue_wait_nanos.fetch_add(queued_nanos, Relaxed);
    s.queue_wait_max_nanos.fetch_max(queued_nanos, Relaxed);
    if let Ok(compiled) = result {
        finish_recompile(vm, method, compiled, "background", queued_nanos, nanos);
    }
}

fn finish_recompile(
    vm: &'static Vm,
    method: &'static Method,
    compiled: CompiledMethod,
    mode: &str,
    queued_nanos: u64,
    nanos: u64,
) {
    if !super::cha::install(
        vm,
        method,
        compiled.entry,
        compiled.register_entry,
        &compiled.assumptions,
    ) {
        // A class linked while this compiled overrides a method the code
        // assumed is not: the baseline code counts down to a new request.
        stats(vm).refused_installs.fetch_add(1, Relaxed);
        ask_again(vm, method);
        return;
    }
    if !compiled.assumptions.is_empty() {
        stats(vm).speculative_installs.fetch_add(1, Relaxed);
    }
    stats(vm).recompilations.fetch_add(1, Relaxed);
    super::verbose(
        vm,
        format_args!("recompiled {} (opt, {mode})", method.qualified_name()),
    );
    crate::runtime::codemap::aos_log(
        vm,
        &format!(
            "{{\"event\":\"recompile\",\"method\":{:?},\"from\":{:?},\"to\":\"opt\",\"controller\":{:?},\"threshold\":{},\"compile\":{:?},\"queued_ms\":{:.3},\"compile_ms\":{:.3},\"bytecodes\":{},\"code_bytes\":{}}}",
            method.qualified_name(),
            if method.compiled_tier.load(Relaxed) == CodeTier::Optimizing as u8 { "opt" } else { "baseline" },
            vm.options.controller.name(),
            match vm.options.controller {
                super::Controller::Counters => vm.options.opt_threshold.to_string(),
                super::Controller::CostBenefit => "null".to_string(),
            },
            mode,
            queued_nanos as f64 / 1e6,
            nanos as f64 / 1e6,
            method.code.as_ref().map_or(0, |c| c.bytecode.len()),
            compiled.code_bytes,
        ),
    );
    method
        .compiled_tier
        .store(CodeTier::Optimizing as u8, Relaxed);
    if vm.options.controller == super::Controller::CostBenefit {
        // The controller's countdown is parked (i32::MAX); arm it so that a
        // baseline activation still running the method moves to optimized
        // code at its next `goto` backedge (osr::promote_at_backedge): OSR
        // is triggered by the controller's recompilation of a method that a
        // long-running baseline activation is in, as in Jikes RVM (Fink and
        // Qian, "Design, Implementation and Evaluation of Adaptive
        // Recompilation with On-Stack Replacement", CGO 2003). Later calls
        // already take the new entry.
        arm_countdown(method);
    }
}

/// Sets `method`'s countdown to 1 against running baseline code. Baseline
/// code decrements it with a plain `sub dword [counter], 1` (no lock
/// prefix: it runs on every call and backedge), so a store from this thread
/// that lands between a running activation's read and its write is lost:
/// the parked value minus one comes back. Any decrement that read before
/// the store has written back microseconds later, so a store that did not
/// stick shows then as a value above 1 and is made again.
fn arm_countdown(method: &'static Method) {
    for _ in 0..100 {
        method.opt_countdown.store(1, Relaxed);
        std::thread::sleep(std::time::Duration::from_micros(20));
        if method.opt_countdown.load(Relaxed) <= 1 {
            return;
        }
    }
}

/// Lets the counters (and the cost-benefit controller) ask for an
/// optimizing compile of `method` again, after its code was refused at
/// install or invalidated (cha.rs).
fn ask_again(vm: &Vm, method: &'static Method) {
    method.opt_countdown.store(
        vm.options.opt_threshold.min(i32::MAX as u32) as i32,
        Relaxed,
    );
    vm.compile
        .decided
        .lock()
        .remove(&(method as *const Method as usize));
    vm.compile
        .counted
        .lock()
        .remove(&(method as *const Method as usize));
}

/// `method`'s optimized code assumed that no class overrides `assumption`,
/// and `class` does: its entry is already reset (cha.rs). The method starts
/// over as if never compiled: the next call compiles it (in the adaptive
/// tier: baseline code, whose counters ask for the optimizing compiler
/// again), and this time the translator sees the override.
pub(super) fn invalidated(
    vm: &'static Vm,
    method: &'static Method,
    assumption: &'static Method,
    class: &'static crate::class::Class,
) {
    stats(vm).invalidations.fetch_add(1, Relaxed);
    method.compiled_tier.store(0, Relaxed);
    ask_again(vm, method);
    method.compile_state.store(state::NOT_TRIED, Relaxed);
    super::verbose(
        vm,
        format_args!(
            "invalidated {} (opt): {} overrides {}",
            method.qualified_name(),
            class.name,
            assumption.qualified_name()
        ),
    );
    crate::runtime::codemap::aos_log(
        vm,
        &format!(
            "{{\"event\":\"invalidate\",\"method\":{:?},\"tier\":\"opt\",\"assumed\":{:?},\"class\":{:?}}}",
            method.qualified_name(),
            assumption.qualified_name(),
            class.name
        ),
    );
}

/// Baseline code counted `--opt-threshold` calls and backedges of `method`
/// (the adaptive tier's countdown). Under counters: recompile it with the
/// optimizing compiler. Under cost-benefit (with `--controller-counts=on`):
/// the model decides from its counts and samples
/// (`controller::counts_asked`); if it stays, the countdown is re-armed.
/// The new code is installed by one store of the entry, so the next call of
/// the method runs it; running baseline activations finish in baseline code
/// unless they reach a loop's backedge (osr.rs). True when the method is
/// optimized or its recompilation was requested now.
#[cold]
#[inline(never)]
pub fn promote(thread: &mut JavaThread, method: &'static Method) -> bool {
    let vm = thread.vm;
    let optimized = method.compiled_tier.load(Relaxed) == CodeTier::Optimizing as u8;
    if thread.tier != Tier::Adaptive || optimized {
        // Do not ask again, whatever happens.
        method.opt_countdown.store(i32::MAX, Relaxed);
        return optimized;
    }
    let benefit_ms = match vm.options.controller {
        super::Controller::Counters => 0.0,
        super::Controller::CostBenefit => {
            if vm
                .compile
                .decided
                .lock()
                .contains(&(method as *const Method as usize))
            {
                // Queued by the model; its install arms the countdown for OSR.
                method.opt_countdown.store(i32::MAX, Relaxed);
                return false;
            }
            match controller::counts_asked(vm, method) {
                Some(decision) => {
                    stats(vm).controller_decisions.fetch_add(1, Relaxed);
                    decision.benefit_ms()
                }
                // It stays: the countdown is armed again.
                None => return false,
            }
        }
    };
    method.opt_countdown.store(i32::MAX, Relaxed);
    recompile(thread, method, benefit_ms);
    true
}

/// Recompiles `method` with the optimizing compiler: queued for the compiler
/// thread (largest `benefit_ms` first), or here with `--background-compile=off`.
pub(super) fn recompile(thread: &mut JavaThread, method: &'static Method, benefit_ms: f64) {
    let vm = thread.vm;
    let saved_exception = thread.take_exception();
    let saved_top = thread.stack_top;
    match backend().filter(|_| vm.options.background_compile) {
        Some(backend) => {
            if let Err(why) = backend.queue_opt(thread, method, benefit_ms) {
                record_compile(vm, method, CodeTier::Optimizing, &Err(why), 0);
            }
        }
        None => {
            let started = Instant::now();
            let result = run_compiler(thread, method, CodeTier::Optimizing);
            let nanos = started.elapsed().as_nanos() as u64;
            if let Ok((_, compiled)) = result {
                finish_recompile(vm, method, compiled, "foreground", 0, nanos);
            }
        }
    }
    thread.stack_top = saved_top;
    thread.pending_exception = saved_exception;
}

/// Runs compiled code at `entry` (see the module doc for the contract).
#[inline]
pub fn call_compiled(
    thread: &mut JavaThread,
    entry: usize,
    base: usize,
) -> crate::runtime::JResult<u64> {
    // SAFETY: `entry` was produced by the registered compiler for a method
    // with this calling convention and stays valid forever (the code arena
    // never frees or moves code).
    let f: extern "sysv64" fn(*mut JavaThread, usize) -> u64 =
        unsafe { std::mem::transmute(entry) };
    let v = f(thread, base);
    if thread.pending_exception.is_null() {
        Ok(v)
    } else {
        Err(crate::runtime::Thrown)
    }
}

/// The recompilation controller's periodic look at the profile (every 4
/// timer ticks, from a sampling thread's yieldpoint): recompiles what it
/// finds due.
pub fn reconsider(thread: &mut JavaThread) {
    let round = controller::Round::observe(thread.vm);
    for (method, benefit_ms) in controller::due_for_recompilation(thread, round.as_ref()) {
        if thread.vm.options.controller == super::Controller::CostBenefit {
            stats(thread.vm)
                .controller_inline_decisions
                .fetch_add(1, Relaxed);
        }
        recompile(thread, method, benefit_ms);
    }
    for (method, decision) in controller::cost_benefit(thread, round.as_ref()) {
        stats(thread.vm).controller_decisions.fetch_add(1, Relaxed);
        recompile(thread, method, decision.benefit_ms());
    }
}
