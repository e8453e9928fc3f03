//! The VM's side of compilation: which tier runs, the compiler hook the `rvm`
//! binary registers at start-up (the `jit` crate depends on `vm`, never the
//! reverse), compile counters for `--stats`, and what happens when a
//! yieldpoint is taken.
//!
//! ```text
//! interp::call(method) --compiled_entry != 0--> compiled code
//!        |  tier baseline: compile on first call
//!        |  tier adaptive: compile when invocations or backedges cross the threshold
//!        v
//!  maybe_compile --hook(method, vm)--> Ok(entry) -> Method::compiled_entry
//!                                      Err(why)  -> stays interpreted (counted, -v prints why)
//! ```
//!
//! Compiled entry contract: `extern "sysv64" fn(thread: *mut JavaThread, base:
//! usize) -> u64`, exactly like `interp::call(thread, method, base)`: the
//! arguments are in slots `[base, base + arg_slots)`, the result slot is
//! returned, and a Java exception leaves with `thread.pending_exception` set.

use crate::class::Method;
use crate::runtime::thread::{FrameRecord, JavaThread, YieldpointKind};
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::cell::Cell;
use std::sync::atomic::{
    AtomicU64,
    Ordering::{Acquire, Relaxed, Release, SeqCst},
};
use std::sync::OnceLock;
use std::time::Instant;

/// Execution tiers (`--tier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Never compile.
    Interp,
    /// Compile every method with the baseline compiler on its first call.
    Baseline,
    /// Interpret; compile a method with the baseline compiler when it gets
    /// hot, and with the optimizing compiler when its baseline code does.
    Adaptive,
    /// Compile every method with the optimizing compiler on its first call
    /// (the baseline compiler takes what the optimizing one cannot).
    Opt,
}

/// `--inline`: what the optimizing compiler inlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineMode {
    /// Nothing.
    Off,
    /// Size rules only (the inline oracle without profile data).
    Static,
    /// The inline oracle with the run's dynamic call graph.
    Profile,
}

/// Which compiler produced a method's code (`Method::compiled_tier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum CodeTier {
    Baseline = 1,
    Optimizing = 2,
}

impl CodeTier {
    pub fn name(self) -> &'static str {
        match self {
            CodeTier::Baseline => "baseline",
            CodeTier::Optimizing => "opt",
        }
    }
}

/// A compiler: returns the entry address of the installed code, or why the
/// method stays interpreted. It gets the thread so that it may resolve
/// constant-pool entries eagerly; it must leave no exception pending (a
/// failed resolution is thrown by the compiled code when the instruction
/// executes, as the JVMS requires).
pub type CompilerFn = fn(&mut JavaThread, &'static Method) -> Result<CompiledMethod, String>;

/// What a compiler installed for a method.
pub struct CompiledMethod {
    /// The normal entry (see the module doc for the contract).
    pub entry: usize,
    /// Size of the machine code, for `--stats`.
    pub code_bytes: usize,
    /// On-stack-replacement entries, by loop-header bci: same signature and
    /// result as `entry`, entered from an interpreter activation of the method
    /// at that bci with its locals and operand stack as they are in the slots.
    /// The compiled frame takes the place of the interpreter's frame record.
    pub osr_entries: Vec<(u32, usize)>,
}

static COMPILER: OnceLock<CompilerFn> = OnceLock::new();
static OPT_COMPILER: OnceLock<CompilerFn> = OnceLock::new();

/// Registers the baseline compiler (done once by the `rvm` binary).
pub fn set_compiler(compiler: CompilerFn) {
    let _ = COMPILER.set(compiler);
}

/// Registers the optimizing compiler (done once by the `rvm` binary).
pub fn set_opt_compiler(compiler: CompilerFn) {
    let _ = OPT_COMPILER.set(compiler);
}

/// `Method::compile_state` values.
pub mod state {
    pub const NOT_TRIED: u8 = 0;
    pub const COMPILED: u8 = 1;
    pub const LEFT_INTERPRETED: u8 = 2;
}

/// Counters of one compiler for `--stats`.
#[derive(Default)]
pub struct TierStats {
    pub methods: AtomicU64,
    pub code_bytes: AtomicU64,
    pub compile_nanos: AtomicU64,
    /// Bytecode bytes of the methods compiled (compile speed in bytecodes/ms).
    pub bytecodes: AtomicU64,
}

/// Counters for `--stats`.
#[derive(Default)]
pub struct CompileStats {
    /// Baseline [0] and optimizing [1] compilations.
    pub tiers: [TierStats; 2],
    /// Methods the optimizing compiler could not take (they stay in the
    /// baseline tier), with the reason.
    pub opt_failures: Mutex<Vec<(String, String)>>,
    /// Baseline methods recompiled by the optimizing compiler (adaptive tier).
    pub recompilations: AtomicU64,
    /// Guards of inlined calls in optimized code, by kind (0 class test,
    /// 1 method test): passed (the inlined body ran) and failed (the real
    /// call ran). Incremented by optimized code itself.
    pub guard_hits: [AtomicU64; 2],
    pub guard_misses: [AtomicU64; 2],
    /// Methods left interpreted, with the reason, for `--stats` and `-v`.
    pub left_interpreted: Mutex<Vec<(String, String)>>,
    /// Interpreter activations continued in compiled code at a loop header.
    pub on_stack_replacements: AtomicU64,
    /// ... of which in optimized code.
    pub opt_on_stack_replacements: AtomicU64,
    /// Yieldpoints taken, by `YieldpointKind`.
    pub yieldpoints_taken: [AtomicU64; 3],
}

pub fn stats() -> &'static CompileStats {
    static STATS: OnceLock<CompileStats> = OnceLock::new();
    STATS.get_or_init(CompileStats::default)
}

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

/// A method's backedge threshold is this many times its invocation threshold.
pub const BACKEDGE_FACTOR: u32 = 10;

#[cold]
#[inline(never)]
fn maybe_compile(thread: &mut JavaThread, method: &'static Method, base: usize) -> usize {
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
    if COMPILER.get().is_none() {
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
    let mut result = Err(String::new());
    if advised == Some(crate::runtime::advice::AdviceTier::Interp) {
        result = Err("not in the advice (--advice-in: unlisted methods stay interpreted)".into());
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
    let s = stats();
    match result {
        Ok((
            tier,
            CompiledMethod {
                entry, osr_entries, ..
            },
        )) => {
            let _ = method.osr_entries.set(osr_entries.into_boxed_slice());
            if vm.options.verbose {
                let line = format!(
                    "rvm: compiled {} ({})\n",
                    method.qualified_name(),
                    tier.name()
                );
                vm.output.write(2, line.as_bytes());
            }
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
            method.compiled_tier.store(tier as u8, Relaxed);
            // Release: a thread that reads the entry sees the installed code
            // and the OSR entries.
            method.compiled_entry.store(entry, Release);
            method.compile_state.store(state::COMPILED, Relaxed);
            entry
        }
        Err(why) => {
            if vm.options.verbose {
                let line = format!(
                    "rvm: {} stays interpreted: {why}\n",
                    method.qualified_name()
                );
                vm.output.write(2, line.as_bytes());
            }
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
) -> Result<(CodeTier, CompiledMethod), String> {
    let compiler = match tier {
        CodeTier::Baseline => COMPILER.get(),
        CodeTier::Optimizing => OPT_COMPILER.get(),
    };
    let Some(compiler) = compiler else {
        return Err(format!("no {} compiler registered", tier.name()));
    };
    let started = Instant::now();
    let result = compiler(thread, method);
    let nanos = started.elapsed().as_nanos() as u64;
    record_compile(thread.vm, method, tier, &result, nanos);
    result.map(|compiled| (tier, compiled))
}

/// Counts a compilation for `--stats`, registers its code (perf map, code
/// ranges), or records why the optimizing compiler could not take the method.
fn record_compile(
    vm: &'static Vm,
    method: &'static Method,
    tier: CodeTier,
    result: &Result<CompiledMethod, String>,
    nanos: u64,
) {
    let s = stats();
    let t = &s.tiers[tier as usize - 1];
    t.compile_nanos.fetch_add(nanos, Relaxed);
    match result {
        Ok(compiled) => {
            if tier == CodeTier::Optimizing {
                let samples = crate::runtime::profiling::dcg_samples(vm);
                let mut optimized = OPTIMIZED.lock();
                match optimized
                    .iter_mut()
                    .find(|o| std::ptr::eq(o.method, method))
                {
                    Some(o) => o.samples_at_compile = samples,
                    None => optimized.push(Optimized {
                        method,
                        samples_at_compile: samples,
                        recompiles: 0,
                    }),
                }
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
                if vm.options.verbose {
                    let line = format!(
                        "rvm: {} stays in the baseline tier: {why}\n",
                        method.qualified_name()
                    );
                    vm.output.write(2, line.as_bytes());
                }
                s.opt_failures
                    .lock()
                    .push((method.qualified_name(), why.clone()));
            }
        }
    }
}

/// An optimized method and the profile its inlining was decided on.
struct Optimized {
    method: &'static Method,
    samples_at_compile: u64,
    recompiles: u32,
}

static OPTIMIZED: Mutex<Vec<Optimized>> = Mutex::new(Vec::new());

/// The DCG must hold this many samples before profile-driven recompilation.
const MATURE_PROFILE_SAMPLES: u64 = 256;
/// Recompile when the DCG has grown this many times since the compilation.
const PROFILE_GROWTH: u64 = 2;
/// At most this many profile-driven recompilations of one method.
const MAX_PROFILE_RECOMPILES: u32 = 2;
/// Only methods whose call sites carry this share of the DCG's weight are
/// worth recompiling (Jikes RVM's hot-edge threshold, 1%).
const HOT_CALLER_SHARE: f64 = 0.01;

/// Jikes RVM's adaptive inlining organizer, simplified: an optimized method
/// whose inlining was decided on a DCG at most half the size of today's is
/// recompiled (on the compiler thread) with the profile as it is now, at
/// most twice, if its call sites carry at least 1% of the DCG's weight. Early decisions made on little data are thus not locked in
/// (FACTS.md: Jikes RVM's maintainers' history). Called every 4 timer ticks
/// from a sampling thread's yieldpoint, whose frame is synced.
pub fn reconsider(thread: &mut JavaThread) {
    let vm = thread.vm;
    if vm.options.inline != InlineMode::Profile
        || crate::runtime::advice::replaying()
        || vm.options.tier == Tier::Baseline
        || vm.options.tier == Tier::Interp
    {
        return;
    }
    let samples = crate::runtime::profiling::dcg_samples(vm);
    if samples < MATURE_PROFILE_SAMPLES {
        return;
    }
    let shares = crate::runtime::profiling::caller_shares(vm);
    let due: Vec<&'static Method> = {
        let mut optimized = OPTIMIZED.lock();
        let mut due = Vec::new();
        for o in optimized.iter_mut() {
            if o.recompiles < MAX_PROFILE_RECOMPILES
                && samples >= o.samples_at_compile.max(1) * PROFILE_GROWTH
                && crate::runtime::profiling::caller_share(vm, o.method, &shares)
                    >= HOT_CALLER_SHARE
            {
                o.recompiles += 1;
                o.samples_at_compile = samples;
                due.push(o.method);
            }
        }
        due
    };
    for method in due {
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"reconsider\",\"method\":{:?},\"dcg_samples\":{samples},\"reason\":\"the DCG doubled since the inline decisions\"}}",
                method.qualified_name()
            ),
        );
        recompile(thread, method);
    }
}

/// Queues a method for the optimizing compiler on its own thread (registered
/// by the `rvm` binary): it prepares what it needs on the calling Java thread
/// and returns; the compiler thread later calls [`install_recompiled`].
pub type BackgroundFn = fn(&mut JavaThread, &'static Method) -> Result<(), String>;

static BACKGROUND: OnceLock<BackgroundFn> = OnceLock::new();

/// Registers the background optimizing compiler (done once by the `rvm` binary).
pub fn set_background_compiler(f: BackgroundFn) {
    let _ = BACKGROUND.set(f);
}

/// The compiler thread finished a recompilation queued by [`promote`]:
/// counted, logged, and installed by one store of the entry (the next call
/// of the method runs the new code).
pub fn install_recompiled(
    vm: &'static Vm,
    method: &'static Method,
    result: Result<CompiledMethod, String>,
    nanos: u64,
    queued_nanos: u64,
) {
    record_compile(vm, method, CodeTier::Optimizing, &result, nanos);
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
    stats().recompilations.fetch_add(1, Relaxed);
    if vm.options.verbose {
        let line = format!(
            "rvm: recompiled {} (opt, {mode})\n",
            method.qualified_name()
        );
        vm.output.write(2, line.as_bytes());
    }
    crate::runtime::codemap::aos_log(
        vm,
        &format!(
            "{{\"event\":\"recompile\",\"method\":{:?},\"from\":{:?},\"to\":\"opt\",\"controller\":\"counters\",\"threshold\":{},\"compile\":{:?},\"queued_ms\":{:.3},\"compile_ms\":{:.3},\"bytecodes\":{},\"code_bytes\":{}}}",
            method.qualified_name(),
            if method.compiled_tier.load(Relaxed) == CodeTier::Optimizing as u8 { "opt" } else { "baseline" },
            vm.options.opt_threshold,
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
    method.compiled_entry.store(compiled.entry, Release);
}

/// Baseline code counted `--opt-threshold` calls and backedges of `method`
/// (the adaptive tier's counter controller): recompile it with the optimizing
/// compiler. The new code is installed by one store of the entry, so the next
/// call of the method runs it; running baseline activations finish in
/// baseline code.
#[cold]
#[inline(never)]
pub fn promote(thread: &mut JavaThread, method: &'static Method) {
    // Do not ask again, whatever happens.
    method.opt_countdown.store(i32::MAX, Relaxed);
    if thread.tier != Tier::Adaptive
        || method.compiled_tier.load(Relaxed) == CodeTier::Optimizing as u8
    {
        return;
    }
    recompile(thread, method);
}

/// Recompiles `method` with the optimizing compiler: queued for the compiler
/// thread, or here with `--background-compile=off`.
fn recompile(thread: &mut JavaThread, method: &'static Method) {
    let vm = thread.vm;
    let saved_exception = thread.take_exception();
    let saved_top = thread.stack_top;
    match BACKGROUND.get().filter(|_| vm.options.background_compile) {
        Some(queue) => {
            if let Err(why) = queue(thread, method) {
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

/// Called by the interpreter on a backedge to `target` once the method's
/// backedge count is past the threshold: compiles the method if that was not
/// tried yet and returns the OSR entry for `target`, if there is one.
#[cold]
#[inline(never)]
pub fn osr_entry(
    thread: &mut JavaThread,
    method: &'static Method,
    target: usize,
    base: usize,
) -> usize {
    // The adaptive tier continues a long-running loop in optimized code.
    if thread.tier == Tier::Adaptive {
        let entry = opt_osr_entry(thread, method, target as u32);
        if entry != 0 {
            stats().on_stack_replacements.fetch_add(1, Relaxed);
            stats().opt_on_stack_replacements.fetch_add(1, Relaxed);
            return entry;
        }
    }
    if method.compile_state.load(Relaxed) == state::NOT_TRIED {
        maybe_compile(thread, method, base);
    }
    let entry = method
        .osr_entries
        .get()
        .and_then(|entries| entries.iter().find(|&&(bci, _)| bci as usize == target))
        .map_or(0, |&(_, entry)| entry);
    if entry != 0 {
        stats().on_stack_replacements.fetch_add(1, Relaxed);
    }
    entry
}

/// The optimizing compiler's OSR hook (registered by the `rvm` binary): an
/// entry into optimized code at a loop header, with the normal entry's
/// contract, for an interpreter activation whose frame is in the slots.
pub type OsrCompilerFn =
    fn(&mut JavaThread, &'static Method, u32) -> Result<CompiledMethod, String>;

static OPT_OSR_COMPILER: OnceLock<OsrCompilerFn> = OnceLock::new();

/// Registers the optimizing compiler's OSR entry builder.
pub fn set_opt_osr_compiler(f: OsrCompilerFn) {
    let _ = OPT_OSR_COMPILER.set(f);
}

/// OSR entries into optimized code by (method, loop header); 0 = failed.
static OPT_OSR_ENTRIES: Mutex<Vec<((usize, u32), usize)>> = Mutex::new(Vec::new());

/// The optimized OSR entry of `method` at `header`, compiled on first
/// request (once: a failure is remembered and counted with its reason).
fn opt_osr_entry(thread: &mut JavaThread, method: &'static Method, header: u32) -> usize {
    let Some(compile) = OPT_OSR_COMPILER.get() else {
        return 0;
    };
    let key = (method as *const Method as usize, header);
    if let Some(&(_, entry)) = OPT_OSR_ENTRIES.lock().iter().find(|(k, _)| *k == key) {
        return entry;
    }
    let saved_exception = thread.take_exception();
    let started = Instant::now();
    let result = compile(thread, method, header);
    let nanos = started.elapsed().as_nanos() as u64;
    thread.pending_exception = saved_exception;
    let vm = thread.vm;
    record_compile(vm, method, CodeTier::Optimizing, &result, nanos);
    let entry = result.as_ref().map_or(0, |c| c.entry);
    if entry != 0 {
        if vm.options.verbose {
            let line = format!(
                "rvm: on-stack replacement of {} at bci {header} (opt)\n",
                method.qualified_name()
            );
            vm.output.write(2, line.as_bytes());
        }
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"osr\",\"method\":{:?},\"bci\":{header},\"from\":\"interp\",\"to\":\"opt\",\"compile_ms\":{:.3}}}",
                method.qualified_name(),
                nanos as f64 / 1e6
            ),
        );
    }
    OPT_OSR_ENTRIES.lock().push((key, entry));
    entry
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

/// A yieldpoint was taken (the word was set and the check's branch went out of
/// line): counted by kind, then the profiler decides what to sample and what
/// the word becomes (runtime/profiling.rs); without a profiler the word is
/// reset.
#[cold]
#[inline(never)]
pub fn yieldpoint_taken(thread: &mut JavaThread, kind: YieldpointKind) {
    // Threads: hand the VM lock over if another thread asked for it.
    crate::runtime::threads::yieldpoint(thread);
    stats().yieldpoints_taken[kind as usize].fetch_add(1, Relaxed);
    if thread.profile.is_some() {
        crate::runtime::profiling::on_yieldpoint(thread, kind);
    } else if thread.vm.options.yieldpoint_stress == 0 {
        thread
            .yieldpoint
            .store(crate::runtime::thread::yieldpoint::NONE, SeqCst);
        // A safepoint requested since the check above must not be lost.
        if thread.vm.threads.safepoints.pending() {
            thread.request_all_yieldpoints();
        }
    }
}

/// The `--stats` lines about compilation and yieldpoints.
pub fn stats_text() -> String {
    let s = stats();
    let left = s.left_interpreted.lock();
    let mut text = String::new();
    for (t, name) in s.tiers.iter().zip(["baseline", "opt"]) {
        let ms = t.compile_nanos.load(Relaxed) as f64 / 1e6;
        let bytecodes = t.bytecodes.load(Relaxed);
        text.push_str(&format!(
            "  {name:<9} methods {}, code bytes {}, compile {:.2} ms, {:.0} bytecodes/ms\n",
            t.methods.load(Relaxed),
            t.code_bytes.load(Relaxed),
            ms,
            if ms > 0.0 { bytecodes as f64 / ms } else { 0.0 },
        ));
    }
    let failures = s.opt_failures.lock();
    text.push_str(&format!(
        "  recompilations      {} (baseline -> opt, and opt -> opt when the profile grew)\n  not optimizable     {}\n",
        s.recompilations.load(Relaxed),
        failures.len()
    ));
    for (i, kind) in ["class test", "method test"].iter().enumerate() {
        text.push_str(&format!(
            "  inline guards       {kind}: {} hits, {} misses\n",
            s.guard_hits[i].load(Relaxed),
            s.guard_misses[i].load(Relaxed)
        ));
    }
    let mut reasons: std::collections::BTreeMap<&str, usize> = Default::default();
    for (_, why) in failures.iter() {
        *reasons.entry(why.as_str()).or_default() += 1;
    }
    for (why, n) in reasons {
        text.push_str(&format!("    {n:>5} x {why}\n"));
    }
    text.push_str(&format!(
        "  left interpreted    {}\n  on-stack replacements {} ({} into optimized code)\n  yieldpoints taken   prologue {}, epilogue {}, backedge {}\n",
        left.len(),
        s.on_stack_replacements.load(Relaxed),
        s.opt_on_stack_replacements.load(Relaxed),
        s.yieldpoints_taken[0].load(Relaxed),
        s.yieldpoints_taken[1].load(Relaxed),
        s.yieldpoints_taken[2].load(Relaxed),
    ));
    // Group the reasons (the first word of each says which opcode or feature).
    let mut reasons: std::collections::BTreeMap<&str, usize> = Default::default();
    for (_, why) in left.iter() {
        *reasons.entry(why.as_str()).or_default() += 1;
    }
    for (why, n) in reasons {
        text.push_str(&format!("    {n:>5} x {why}\n"));
    }
    text
}
