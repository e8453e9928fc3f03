//! rvm-jit: x86-64 code generation.
//!
//! ```text
//! interp::call --first call (baseline) / hot (adaptive)--> runtime::compiler hook
//!   --> compile_baseline(thread, method)
//!         analysis: static operand-stack depth per bci
//!         baseline: one template per bytecode into a dynasm VecAssembler
//!         arena:    copy into never-moving executable memory -> entry address
//! ```
//!
//! Compiled code keeps the interpreter's frame layout in the thread's slot
//! stack and links a `FrameRecord` per activation, so frames stay walkable and
//! the collector scans compiled frames like interpreted ones. Yieldpoints test
//! the per-thread word in prologues, epilogues and backedges (Arnold-Grove 2005
//! §5.1). Both tiers reach the VM through one interface (`env/`: the
//! `CompilerEnv` trait, the layout table and the helper list).
//!
//! The optimizing tier (`opt/`) translates bytecode to Cranelift IR with the
//! same calling contract and frame records (see `opt/mod.rs`); `print.rs`
//! disassembles code for `--print-code`.

pub mod arena;
pub mod baseline;
pub mod branch_profile;
pub mod emit;
mod env;
pub mod opt;
pub mod print;

pub use opt::background::request as queue_opt;
pub use opt::{compile_opt, compile_opt_osr};

use rvm_vm::class::Method;
use rvm_vm::compile::{Backend, CodeTier, CompileError, CompiledMethod};
use rvm_vm::runtime::JavaThread;

/// Both tiers as the VM's one compiler backend (`rvm_vm::compile::Backend`),
/// registered by the `rvm` binary with `rvm_vm::compile::register_backend`.
pub struct JitBackend;

impl Backend for JitBackend {
    fn compile(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        tier: CodeTier,
    ) -> Result<CompiledMethod, CompileError> {
        match tier {
            CodeTier::Baseline => compile_baseline(thread, method),
            CodeTier::Optimizing => compile_opt(thread, method),
        }
        .map_err(CompileError::unsupported)
    }

    fn queue_opt(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        benefit_ms: f64,
    ) -> Result<(), CompileError> {
        queue_opt(thread, method, benefit_ms).map_err(CompileError::unsupported)
    }

    fn compile_opt_osr(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        header: u32,
    ) -> Result<CompiledMethod, CompileError> {
        compile_opt_osr(thread, method, header).map_err(CompileError::unsupported)
    }
}

/// The baseline compiler: compiles `method` and returns its entry address,
/// or why it stays interpreted.
pub fn compile_baseline(
    thread: &mut JavaThread,
    method: &'static Method,
) -> Result<CompiledMethod, String> {
    if method.code.is_none() {
        return Err("no bytecode".to_string());
    }
    let env = env::prepare_baseline(thread, method)?;
    let compiled = baseline::Compiler::new(&env, method)?.compile()?;
    let entry = arena::install(&compiled.code)?;
    print::after_install(thread.vm, method, "baseline", entry.0, &compiled.code, None);
    Ok(CompiledMethod {
        entry: entry.0,
        register_entry: 0,
        code_bytes: compiled.code.len(),
        osr_entries: compiled
            .osr_entries
            .iter()
            .map(|&(bci, offset)| (bci, entry.0 + offset))
            .collect(),
        assumptions: Vec::new(),
    })
}

/// The address of the class mirror a static synchronized method of `class`
/// locks (both tiers bake it into the code), created now if need be.
pub(crate) fn static_lock(
    thread: &mut rvm_vm::runtime::JavaThread,
    class: &'static rvm_vm::class::Class,
) -> Result<usize, String> {
    let mirror = rvm_vm::natives::lang::class_mirror(thread, class);
    thread
        .compile_time(mirror)
        .map(|m| m.0)
        .ok_or_else(|| "cannot create the class mirror a static synchronized method locks".into())
}
