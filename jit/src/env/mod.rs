//! The compiler–VM interface of both tiers: everything the optimizing
//! translator and the baseline compiler may ask of the VM, as one trait, in
//! the spirit of Cranelift's `FuncEnvironment` (and of
//! `vm/src/verify/env.rs`'s `ClassEnv`, this project's own seam for the
//! verifier).
//!
//! ```text
//! Java thread:  vm::prepare(thread, method) -> VmEnv    resolves every constant-pool entry
//!               the method and its inlining candidates use (loading classes only)
//!               vm::prepare_baseline(thread, method)     the method's own entries, and its
//!               string constants interned (the baseline tier bakes them in)
//! translator:   &dyn CompilerEnv                        reads cached resolutions and
//!               profiles, registers inline sites; never resolves, allocates or runs
//!               Java, so it runs on the compiler thread too
//! baseline:     &dyn CompilerEnv                        the same, on the Java thread
//! unit tests:   mock::MockEnv                           classes defined without a VM
//!               (rvm_vm::class::loader::define_standalone), answers set by the test
//! ```
//!
//! A failed or missing resolution is not an error: the instruction is then
//! compiled as a step through the interpreter, which throws the linkage error
//! when (and each time) it executes, as the JVMS requires.
//!
//! Both compilers still read the VM's class and method descriptions
//! (`Class`, `Method`, `Resolved`: immutable once linked) and uses the VM's
//! pure tables (`bytecode`, `compiler_interface::{layout, RuntimeHelper}`);
//! everything that reads or writes the VM's run-time state goes through
//! `CompilerEnv`.

mod call_graph;
#[cfg(test)]
pub mod mock;
pub mod vm;

pub use vm::{prepare, prepare_baseline, VmEnv};

// The VM's vocabulary that translation code reads: the shared bytecode
// decoder, the class and method descriptions (immutable once linked), the
// layout table and the helper list, and the record types exchanged with
// the profilers (PEP's path tables, replay advice, instrumentation's check
// kinds). Translation code of both tiers names these through `env::` and no
// other `rvm_vm` path, so this list is the whole of what it depends on.
pub use rvm_vm::bytecode;
pub use rvm_vm::class::descriptor::parse_method_descriptor;
pub use rvm_vm::class::{
    imt_slot, init_state, BasicType, Class, Code, Method, Resolved, SignatureId,
};
pub use rvm_vm::classfile::{access, Constant};
pub use rvm_vm::compiler_interface::{layout, HelperType, RuntimeHelper};
pub use rvm_vm::interp::compiled::InterfaceCache;
pub use rvm_vm::runtime::thread::YieldpointKind;
pub use rvm_vm::runtime::{advice, instrumentation, pep, RegisterCalls};

use advice::{OptPlan, ReplayPlan};
use instrumentation::Instrumentation;
use pep::{EdgeProfileSource, LiveEdges, Pep};
use std::sync::Arc;

/// How one compilation translates: plain data, decided before translation
/// (from the command line, the replay plan and the heap's layout).
pub struct TranslationOptions {
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
    /// The plan's write barrier after reference stores into objects: the
    /// unlog-bit table (`Heap::write_barrier_base`), or `None`, and then no
    /// barrier code is emitted (every plan but StickyImmix).
    pub write_barrier: Option<usize>,
    pub yieldpoints: bool,
    pub count_calls: bool,
    /// Whether Java threads run in parallel (volatile stores need a fence).
    pub parallel_threads: bool,
    /// Address of the class mirror a static synchronized method locks.
    pub static_lock: Option<usize>,
    /// `--edge-profile`: the branch profile that lays out branches (pep/).
    pub edge_profile: EdgeProfileSource,
    /// `--instr-check-reduction=recursion`: whether the root and each
    /// inlining candidate keep their entry check (call_graph.rs), by method
    /// address; a method not listed keeps it.
    pub entry_checks: std::collections::HashMap<usize, bool>,
    /// The register-saving trampolines of this crate (thunk.rs): runtime
    /// calls go through `thunk`, calls that must keep every register through
    /// `preserve_all`.
    pub thunk: usize,
    pub preserve_all: usize,
    /// `--speculate`: class-hierarchy speculation (calls.rs). Off for OSR
    /// entries, whatever this says (their activations began earlier).
    pub speculate: bool,
    /// `--register-calls` (opt/adapter.rs).
    pub register_calls: RegisterCalls,
    /// Baseline tier, adaptive: count calls and backedges down in
    /// `Method::opt_countdown` and ask for the optimizing compiler at zero.
    pub count_for_opt: bool,
    /// Baseline tier: taken/not-taken counters per branch (PEP's or
    /// `--edge-profile`'s one-time edge profile).
    pub branch_counters: bool,
}

/// What the optimizing translator asks of the VM while it translates.
pub trait CompilerEnv: Sync {
    fn options(&self) -> &TranslationOptions;

    /// The cached resolution of constant-pool entry `index` of `class`
    /// (`None`: not resolved, or resolution failed).
    fn resolved(&self, class: &'static Class, index: u16) -> Option<&'static Resolved> {
        class.resolved.get(index as usize)?.get()
    }

    /// The array class a `newarray` (primitive `element`) or `anewarray`
    /// (constant-pool entry `operand` of `class`) creates, if it exists.
    fn array_class(&self, class: &'static Class, op: u8, operand: u16) -> Option<&'static Class>;

    /// The DCG's targets of the call at (`caller`, `bci`) with their
    /// weights, and the graph's total weight (`--inline=profile`).
    fn site_profile(
        &self,
        caller: &'static Method,
        bci: u32,
    ) -> Option<(Vec<(&'static Method, f64)>, f64)>;

    /// The receiver classes the interface call at (`method`, `bci`) has
    /// seen in baseline code (its inline cache).
    fn receiver_classes(&self, method: &'static Method, bci: u32) -> Option<Vec<&'static Class>>;

    /// Registers a code-map site (the chain of (method, bci) from the
    /// innermost inlined frame out) and returns its id, which compiled code
    /// stores where the VM reads a frame's bci.
    fn register_site(&self, chain: Vec<(&'static Method, u32)>) -> u32;

    /// Address of the `--stats` counter of guards of `kind` (0 class test,
    /// 1 method test) that passed (`hit`) or failed.
    fn guard_counter(&self, kind: usize, hit: bool) -> usize;

    /// PEP's path-table registry (`--pep`), if path profiling is on.
    fn pep(&self) -> Option<&'static Pep>;

    /// PEP's edge counts as the run has them now (`--edge-profile=pep`).
    fn pep_live_edges(&self) -> Option<Arc<LiveEdges>>;

    /// Arnold-Ryder instrumentation sampling (`--instrument`), if on.
    fn instrumentation(&self) -> Option<&'static Instrumentation>;

    /// `--advice-in`: the recorded plan this compile follows (replay.rs).
    fn replay(&self) -> Option<&'static ReplayPlan>;

    /// `--advice-out`: where this compile's decisions are collected.
    fn recorder(&self) -> Option<&parking_lot::Mutex<OptPlan>>;

    /// A replay plan's method by qualified name, if its class is loaded.
    fn loaded_method(&self, qualified: &str) -> Result<Option<&'static Method>, String>;

    /// A class by name, if it is loaded (replay's guard classes).
    fn loaded_class(&self, name: &str) -> Option<&'static Class>;
    /// `--callee-totals=on`: the `gs`-relative displacement of `method`'s
    /// entry counter, which baseline prologues bump (the profiler's glue
    /// owns the tables); None otherwise.
    fn entry_counter(&self, method: &'static Method) -> Option<usize> {
        let _ = method;
        None
    }

    /// A replay warning (`--advice-in` names a site this compile cannot follow).
    fn warn(&self, text: &str);

    /// Whether a linked class overrides the virtual method `method`
    /// (class-hierarchy analysis, vm compile/cha.rs).
    fn overridden(&self, method: &'static Method) -> bool;

    /// Appends one JSON line to the `--inline-log` file.
    fn log_inline(&self, line: &str);

    /// Registers the inline cache of the baseline tier's interface call at
    /// (`method`, `bci`), whose receiver classes the optimizing tier reads
    /// later (`receiver_classes`).
    fn register_site_cache(
        &self,
        method: &'static Method,
        bci: u32,
        cache: &'static InterfaceCache,
    );
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
