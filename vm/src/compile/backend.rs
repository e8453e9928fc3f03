//! The one seam between the VM and its compilers: the `jit` crate depends on
//! `vm`, never the reverse, so the `rvm` binary registers one [`Backend`]
//! at start-up and the compile pipeline calls it.
//!
//! ```text
//! policy / controller / osr ──backend()──> Backend::compile(thread, method, tier)
//!                                          Backend::queue_opt(thread, method)
//!                                          Backend::compile_opt_osr(thread, method, header)
//!                      <── CompiledMethod { entry, register_entry, code_bytes, osr_entries } | CompileError
//! ```

use super::tiers::CodeTier;
use crate::class::Method;
use crate::runtime::thread::JavaThread;
use std::sync::OnceLock;

/// What a compiler installed for a method.
pub struct CompiledMethod {
    /// The normal entry (see `compile/mod.rs` for the contract).
    pub entry: usize,
    /// The register entry of optimized code (`compile/mod.rs`), 0 for the
    /// other tiers and for OSR code.
    pub register_entry: usize,
    /// Size of the machine code, for `--stats`.
    pub code_bytes: usize,
    /// On-stack-replacement entries, by loop-header bci: same signature and
    /// result as `entry`, entered from an interpreter activation of the method
    /// at that bci with its locals and operand stack as they are in the slots.
    /// The compiled frame takes the place of the interpreter's frame record.
    pub osr_entries: Vec<(u32, usize)>,
    /// Virtual methods the code assumes no linked class overrides (class-
    /// hierarchy speculation, cha.rs): installed only if all still hold,
    /// invalidated when a class breaks one.
    pub assumptions: Vec<&'static Method>,
}

/// Why a method was not compiled by a tier, as a kind the pipeline and
/// `--stats` group by, and the compiler's own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub kind: CompileErrorKind,
    pub message: String,
}

/// The kinds of [`CompileError`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CompileErrorKind {
    /// The tier cannot translate something in the method (an opcode, a
    /// feature, a size limit); a lower tier takes it.
    Unsupported,
    /// No backend is registered for the tier.
    NoCompiler,
    /// `--advice-in` leaves the method interpreted.
    NotAdvised,
    /// The background compiler could not queue the method.
    Queue,
}

impl CompileError {
    pub fn new(kind: CompileErrorKind, message: impl Into<String>) -> CompileError {
        CompileError {
            kind,
            message: message.into(),
        }
    }

    /// A tier's translation failed (the compilers' errors are messages).
    pub fn unsupported(message: impl Into<String>) -> CompileError {
        CompileError::new(CompileErrorKind::Unsupported, message)
    }
}

impl std::fmt::Display for CompileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CompileError {}

/// The compilers, as the `rvm` binary registers them. Each gets the thread
/// so that it may resolve constant-pool entries eagerly; it must leave no
/// exception pending (a failed resolution is thrown by the compiled code when
/// the instruction executes, as the JVMS requires).
pub trait Backend: Sync {
    /// Compiles `method` with `tier`'s compiler.
    fn compile(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        tier: CodeTier,
    ) -> Result<CompiledMethod, CompileError>;

    /// Queues `method` for the optimizing compiler on its own thread: it
    /// prepares what it needs on the calling Java thread and returns; the
    /// compiler thread later calls `compile::install_recompiled`. The queue
    /// serves the largest `benefit_ms` first (the cost-benefit controller's
    /// estimate; 0 for the counters controller, which is then first come,
    /// first served).
    fn queue_opt(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        benefit_ms: f64,
    ) -> Result<(), CompileError>;

    /// An entry into optimized code of `method` at loop header `header`, with
    /// the normal entry's contract, for an interpreter activation whose frame
    /// is in the slots.
    fn compile_opt_osr(
        &self,
        thread: &mut JavaThread,
        method: &'static Method,
        header: u32,
    ) -> Result<CompiledMethod, CompileError>;
}

/// Process-wide: the backend is code of the `rvm` binary, registered once
/// before any VM starts, and every VM of the process uses the same one.
static BACKEND: OnceLock<&'static dyn Backend> = OnceLock::new();

/// Registers the compilers (done once by the `rvm` binary; later calls are ignored).
pub fn register_backend(backend: &'static dyn Backend) {
    let _ = BACKEND.set(backend);
}

/// The registered compilers, if any (without them every method is interpreted).
pub fn backend() -> Option<&'static dyn Backend> {
    BACKEND.get().copied()
}
