//! The compile pipeline: which tier runs a method, when it is compiled or
//! recompiled, the one backend the `rvm` binary registers, statistics with
//! typed failure reasons, the recompilation controller and OSR.
//!
//! ```text
//! interp::call ──entry_for_call──> policy ──backend().compile──> jit (baseline | opt)
//!        │                           │  └─record_compile: stats, codemap, advice, controller
//!        │                           └─promote / recompile ──backend().queue_opt──> compiler thread
//!        │                                                       └─install_recompiled
//! interp backedge ──osr_entry──> osr (baseline OSR entries, optimized per header)
//! runtime::yieldpoint ──reconsider──> controller (profile-driven recompilation)
//! class loader ──cha::class_linked──> invalidates optimized code that assumed
//!                                    a method the new class overrides
//! ```
//!
//! Compiled entry contract: `extern "sysv64" fn(thread: *mut JavaThread, base:
//! usize) -> u64`, exactly like `interp::call(thread, method, base)`: the
//! arguments are in slots `[base, base + arg_slots)`, the result slot is
//! returned, and a Java exception leaves with `thread.pending_exception` set.
//!
//! Under `--register-calls`, optimized code may also have a register entry
//! (`Method::register_entry`): the method under Cranelift's `winch`
//! convention, no callee-saved registers and the arguments in registers, so
//! a call between optimized methods saves only the values live across it,
//! as HotSpot's compiled calls do. `compiled_entry` is then a small System
//! V adapter that saves the callee-saved registers, loads the arguments
//! from the slots and calls it (jit/src/opt/adapter.rs).

mod backend;
pub mod cha;
mod controller;
mod osr;
mod policy;
mod stats;
mod tiers;

pub use backend::{
    backend, register_backend, Backend, CompileError, CompileErrorKind, CompiledMethod,
};
pub use osr::{osr_entry, promote_at_backedge};
pub use policy::{call_compiled, entry_for_call, install_recompiled, promote, reconsider};
pub use stats::{stats, stats_text, CompileStats, TierStats};
pub use tiers::{state, CodeTier, Controller, InlineMode, Tier, BACKEDGE_FACTOR};

/// The compile pipeline's state in one VM (`Vm::compile`): counters, the
/// optimized methods the controller watches, and the optimized OSR entries.
#[derive(Default)]
pub struct CompileState {
    pub stats: CompileStats,
    pub(crate) optimized: parking_lot::Mutex<Vec<controller::Optimized>>,
    /// OSR entries into optimized code by (method address, loop header); 0 = failed.
    pub(crate) opt_osr_entries: parking_lot::Mutex<Vec<((usize, u32), usize)>>,
    /// Methods the cost-benefit controller has sent to the optimizing
    /// compiler, by address (each is decided once).
    pub(crate) decided: parking_lot::Mutex<std::collections::HashSet<usize>>,
    /// Calls and backedges each baseline method has counted so far, by
    /// address, as its countdown reached zero (`--controller-counts`).
    pub(crate) counted: parking_lot::Mutex<std::collections::HashMap<usize, u64>>,
    /// The compile-cost share of the cost-benefit controller's last round
    /// (None before the first), for the decisions taken between rounds.
    pub(crate) cost_share: parking_lot::Mutex<Option<f64>>,
    /// The cores the program and other processes want, smoothed over the
    /// cost-benefit controller's rounds (controller.rs, compile_cost_share).
    pub(crate) core_demand: parking_lot::Mutex<rvm_controller::CoreDemand>,
    /// Class-hierarchy facts and the code that depends on them (cha.rs).
    pub cha: cha::Cha,
}

/// Program end, before the profiler folds its samples away: keeps what
/// `--stats` reports from them (baseline code's time per count).
pub fn at_exit(vm: &crate::runtime::Vm) {
    if vm.options.stats {
        *stats(vm).baseline_ms_per_count.lock() = controller::baseline_ms_per_count(vm);
    }
}

/// `-v`: one line about compilation on standard error, `rvm: ` first.
fn verbose(vm: &crate::runtime::Vm, line: std::fmt::Arguments) {
    if vm.options.verbose {
        vm.output.write(2, format!("rvm: {line}\n").as_bytes());
    }
}
