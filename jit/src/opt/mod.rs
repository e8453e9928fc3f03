//! The optimizing tier: Java bytecode -> Cranelift IR -> x86-64.
//!
//! ```text
//! compile_opt(thread, method)
//!   env::prepare      resolve the method's constant-pool entries (Java thread)
//!   translator        bytecode -> CLIF (translator.rs: state and driver;
//!                     frame.rs: kinds, blocks, operand stack; emit.rs: frame,
//!                     calls, exceptions; opcodes.rs, objects.rs: one case per
//!                     instruction; slow paths step through the interpreter)
//!   Cranelift         SSA, GVN, LICM, register allocation (opt_level=speed)
//!   adapter           --register-calls: the System V entry in front of a
//!                     register entry (adapter.rs)
//!   arena::install    copy into never-moving executable memory (no relocations:
//!                     helpers are called through absolute addresses)
//! ```
//!
//! Optimized code keeps the baseline tier's calling contract and slot frame
//! (emit.rs), so every tier calls every other; under `--register-calls`
//! optimized callers call each other's register entry instead (arguments in
//! registers, no callee-saved registers; docs/jit.md, "Register calls").
//! Values live in registers and only go to the slots for calls and slow
//! paths. Departures from the issue's plan and what is missing are listed
//! in docs/jit.md ("Optimizing tier").

mod adapter;
pub mod background;
mod bounds;
mod calls;
mod dataflow;
mod emit;

mod frame;
pub(crate) mod inline;
mod instrument;
mod intrinsics;
mod nonnull;
mod objects;
mod observe;
mod opcodes;
mod pep;
mod replay;
#[cfg(test)]
mod tests;
pub mod thunk;
mod translator;

use crate::arena;
use crate::env;
use cranelift_codegen::ir::{Function, UserFuncName};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::{control::ControlPlane, Context};
use cranelift_frontend::FunctionBuilderContext;
use rvm_vm::class::Method;
use rvm_vm::compile::CompiledMethod;
use rvm_vm::runtime::JavaThread;
use std::sync::OnceLock;

/// What one optimizing compilation produced.
pub struct OptCode {
    /// The code to install: the System V adapter and the body (adapter.rs),
    /// or an OSR entry's body alone.
    pub code: Vec<u8>,
    /// Where the body's register entry starts in `code` (none for OSR).
    pub register_offset: Option<usize>,
    /// The CLIF before Cranelift's optimizations (`--print-code`).
    pub clif: Option<String>,
    /// Methods the code assumes no linked class overrides (calls.rs).
    pub assumptions: Vec<&'static Method>,
}

fn isa() -> Result<&'static OwnedTargetIsa, String> {
    static ISA: OnceLock<Result<OwnedTargetIsa, String>> = OnceLock::new();
    ISA.get_or_init(|| {
        let mut flags = settings::builder();
        let set = |f: &mut settings::Builder, k: &str, v: &str| {
            f.set(k, v).map_err(|e| format!("cranelift flag {k}: {e}"))
        };
        set(&mut flags, "opt_level", "speed")?;
        // Cranelift's verifier catches translation bugs as errors instead of
        // bad code, at about 40% of the optimizing tier's compile time (a
        // library-heavy program under --tier=opt: 6.5 s -> 3.9 s of CPU).
        // On in debug builds and this crate's unit tests, and wherever
        // RVM_OPT_VERIFY=1 (the Java suite sets it for its plain trials, so
        // every translation of every suite program is verified); off in
        // release builds otherwise, as HotSpot verifies its IR only in
        // debug builds.
        let verify = std::env::var("RVM_OPT_VERIFY")
            .map_or(cfg!(debug_assertions) || cfg!(test), |v| v != "0");
        set(
            &mut flags,
            "enable_verifier",
            if verify { "true" } else { "false" },
        )?;
        let builder = cranelift_native::builder().map_err(|e| format!("cranelift: {e}"))?;
        builder
            .finish(settings::Flags::new(flags))
            .map_err(|e| format!("cranelift: {e}"))
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// Translates and compiles `method` (its constant-pool entries already
/// prepared in `env`) without touching the VM.
pub(crate) fn compile_with(
    env: &dyn env::CompilerEnv,
    method: &'static Method,
    keep_clif: bool,
    osr: Option<usize>,
) -> Result<OptCode, String> {
    let isa = isa()?;
    // PEP may ask for a second translation with more path ends, then a third
    // without paths (pep/: too many paths).
    let mut plan = pep::Plan::for_pep(env.pep());
    let register_arguments =
        translator::register_arguments(method, osr, env.options().register_calls);
    let (func, assumptions) = loop {
        // A retry decides again: only the last translation's plan is recorded.
        if let Some(recorder) = env.recorder() {
            *recorder.lock() = Default::default();
        }
        let mut func =
            Function::with_name_signature(UserFuncName::user(0, 0), translator::entry_signature());
        let mut fctx = FunctionBuilderContext::new();
        let (outcome, assumptions) = translator::Translator::new(
            &mut func,
            &mut fctx,
            env,
            method,
            isa.frontend_config(),
            osr,
            register_arguments.as_deref(),
            &plan,
        )?
        .translate()?;
        match outcome {
            pep::Outcome::Done => break (func, assumptions),
            pep::Outcome::Retry(next) => plan = next,
        }
    };
    let clif = keep_clif.then(|| func.display().to_string());
    let mut ctx = Context::for_function(func);
    let compiled = ctx
        .compile(isa.as_ref(), &mut ControlPlane::default())
        .map_err(|e| format!("cranelift: {:?}", e.inner))?;
    if !compiled.buffer.relocs().is_empty() {
        return Err(format!(
            "cranelift emitted {} relocations (none expected)",
            compiled.buffer.relocs().len()
        ));
    }
    let body = compiled.code_buffer();
    let (code, register_offset) = match &register_arguments {
        Some(kinds) => {
            let (code, at) = adapter::with_adapter(body, kinds)?;
            (code, Some(at))
        }
        None => (body.to_vec(), None),
    };
    Ok(OptCode {
        code,
        register_offset,
        clif,
        assumptions,
    })
}

/// The optimizing compiler hook (`rvm_vm::runtime::compiler`): compiles
/// `method` and returns its entry, or why it cannot.
pub fn compile_opt(
    thread: &mut JavaThread,
    method: &'static Method,
) -> Result<CompiledMethod, String> {
    if method.code.is_none() {
        return Err("no bytecode".to_string());
    }
    let env = env::prepare(thread, method)?;
    let clif = wants_clif(thread.vm, method);
    // Translation and code generation touch no Java state (the compiler
    // thread runs them too): a safe state, so a safepoint need not wait.
    thread.outside_java(|| compile_and_install(&env, method, clif, None))
}

/// The optimizing tier's on-stack-replacement hook: an entry into optimized
/// code of `method` at the loop header `header`, for an interpreter
/// activation whose locals are in the slots (same signature as the normal
/// entry; the frame replaces the interpreter's record).
pub fn compile_opt_osr(
    thread: &mut JavaThread,
    method: &'static Method,
    header: u32,
) -> Result<CompiledMethod, String> {
    let env = env::prepare(thread, method)?;
    let clif = wants_clif(thread.vm, method);
    // As in `compile_opt`.
    thread.outside_java(|| compile_and_install(&env, method, clif, Some(header as usize)))
}

/// Whether `--print-code` asks for `method` (keep its CLIF then).
pub(crate) fn wants_clif(vm: &rvm_vm::runtime::Vm, method: &'static Method) -> bool {
    vm.options
        .print_code
        .as_deref()
        .is_some_and(|p| crate::print::matches(method, p))
}

/// Compiles `method` (normal entry, or the OSR entry at `osr`), installs the
/// code in the arena and prints it if `--print-code` asks.
pub(crate) fn compile_and_install(
    env: &env::VmEnv,
    method: &'static Method,
    keep_clif: bool,
    osr: Option<usize>,
) -> Result<CompiledMethod, String> {
    let out = compile_with(env, method, keep_clif, osr)?;
    let entry = arena::install(&out.code)?;
    if let Some(recorder) = &env.recorder {
        // Recorded when the VM installs the code (compiler::record_compile,
        // this thread).
        let mut plan = std::mem::take(&mut *recorder.lock());
        plan.osr_bci = osr.map(|b| b as u32);
        rvm_vm::runtime::advice::stage(plan);
    }
    let label = match osr {
        None => "opt".to_string(),
        Some(bci) => format!("opt, OSR at bci {bci}"),
    };
    crate::print::after_install(
        env.vm,
        method,
        &label,
        entry.0,
        &out.code,
        out.clif.as_deref(),
    );
    Ok(CompiledMethod {
        entry: entry.0,
        register_entry: out.register_offset.map_or(0, |at| entry.0 + at),
        osr_entries: Vec::new(),
        code_bytes: out.code.len(),
        assumptions: out.assumptions,
    })
}
