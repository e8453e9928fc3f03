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
use std::cell::Cell;
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::OnceLock;
use std::time::Instant;

/// Execution tiers (`--tier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Never compile.
    Interp,
    /// Compile every method with the baseline compiler on its first call.
    Baseline,
    /// Interpret; compile a method when it gets hot.
    Adaptive,
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
    /// On-stack-replacement entries, by loop-header bci: same signature and
    /// result as `entry`, entered from an interpreter activation of the method
    /// at that bci with its locals and operand stack as they are in the slots.
    /// The compiled frame takes the place of the interpreter's frame record.
    pub osr_entries: Vec<(u32, usize)>,
}

static COMPILER: OnceLock<CompilerFn> = OnceLock::new();

/// Registers the baseline compiler (done once by the `rvm` binary).
pub fn set_compiler(compiler: CompilerFn) {
    let _ = COMPILER.set(compiler);
}

/// `Method::compile_state` values.
pub mod state {
    pub const NOT_TRIED: u8 = 0;
    pub const COMPILED: u8 = 1;
    pub const LEFT_INTERPRETED: u8 = 2;
}

/// Counters for `--stats`.
#[derive(Default)]
pub struct CompileStats {
    pub methods_compiled: AtomicU64,
    pub code_bytes: AtomicU64,
    pub compile_nanos: AtomicU64,
    /// Methods left interpreted, with the reason, for `--stats` and `-v`.
    pub left_interpreted: Mutex<Vec<(String, String)>>,
    /// Interpreter activations continued in compiled code at a loop header.
    pub on_stack_replacements: AtomicU64,
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
        Tier::Baseline => maybe_compile(thread, method, base),
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
    if method.compile_state.load(Relaxed) != state::NOT_TRIED {
        return method.compiled_entry.load(Relaxed);
    }
    let Some(compiler) = COMPILER.get() else {
        method.compile_state.store(state::LEFT_INTERPRETED, Relaxed);
        return 0;
    };
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
    // Mark first: a nested call of this method while compiling runs interpreted.
    method.compile_state.store(state::LEFT_INTERPRETED, Relaxed);
    let result = compiler(thread, method);
    thread.stack_top = saved_top;
    thread.top_frame = record.prev;
    thread.pending_exception = crate::heap::ObjRef::NULL;
    let s = stats();
    s.compile_nanos.fetch_add(started.elapsed().as_nanos() as u64, Relaxed);
    match result {
        Ok(CompiledMethod { entry, osr_entries }) => {
            let _ = method.osr_entries.set(osr_entries.into_boxed_slice());
            if vm.options.verbose {
                let line = format!("rvm: compiled {}\n", method.qualified_name());
                vm.output.write(2, line.as_bytes());
            }
            s.methods_compiled.fetch_add(1, Relaxed);
            method.compiled_entry.store(entry, Relaxed);
            method.compile_state.store(state::COMPILED, Relaxed);
            entry
        }
        Err(why) => {
            if vm.options.verbose {
                let line = format!("rvm: {} stays interpreted: {why}\n", method.qualified_name());
                vm.output.write(2, line.as_bytes());
            }
            s.left_interpreted.lock().push((method.qualified_name(), why));
            method.compile_state.store(state::LEFT_INTERPRETED, Relaxed);
            0
        }
    }
}

/// Called by the interpreter on a backedge to `target` once the method's
/// backedge count is past the threshold: compiles the method if that was not
/// tried yet and returns the OSR entry for `target`, if there is one.
#[cold]
#[inline(never)]
pub fn osr_entry(thread: &mut JavaThread, method: &'static Method, target: usize, base: usize) -> usize {
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

/// Runs compiled code at `entry` (see the module doc for the contract).
#[inline]
pub fn call_compiled(thread: &mut JavaThread, entry: usize, base: usize) -> crate::runtime::JResult<u64> {
    // SAFETY: `entry` was produced by the registered compiler for a method
    // with this calling convention and stays valid forever (the code arena
    // never frees or moves code).
    let f: extern "sysv64" fn(*mut JavaThread, usize) -> u64 = unsafe { std::mem::transmute(entry) };
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
        thread.yieldpoint.store(crate::runtime::thread::yieldpoint::NONE, Relaxed);
    }
}

/// The `--stats` lines about compilation and yieldpoints.
pub fn stats_text() -> String {
    let s = stats();
    let left = s.left_interpreted.lock();
    let mut text = format!(
        "  methods compiled    {}\n  left interpreted    {}\n  code bytes          {}\n  compile time        {:.2} ms\n  on-stack replacements {}\n  yieldpoints taken   prologue {}, epilogue {}, backedge {}\n",
        s.methods_compiled.load(Relaxed),
        left.len(),
        s.code_bytes.load(Relaxed),
        s.compile_nanos.load(Relaxed) as f64 / 1e6,
        s.on_stack_replacements.load(Relaxed),
        s.yieldpoints_taken[0].load(Relaxed),
        s.yieldpoints_taken[1].load(Relaxed),
        s.yieldpoints_taken[2].load(Relaxed),
    );
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
