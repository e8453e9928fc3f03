//! Runtime entry points for compiled code (the `jit` crate embeds their
//! addresses and calls them with `mov rax, imm64; call rax`).
//!
//! ```text
//! compiled code: store bci and operand-stack top into its FrameRecord
//!                -> call helper(thread, ...) -> cmp [thread.pending_exception], 0
//!                                              -> jne exception dispatcher
//! ```
//!
//! Every helper is `extern "sysv64"`, finds the compiled frame as
//! `thread.top_frame`, and reports a Java exception by leaving it in
//! `thread.pending_exception` (never by unwinding: there is no unwind
//! information for compiled frames).

use super::{call, find_handler, step_compiled};
use crate::class::Method;
use crate::runtime::compiler;
use crate::runtime::thread::{FrameRecord, JavaThread, YieldpointKind};

/// Executes the instruction at the frame record's bci with the interpreter's
/// semantics (see `step_compiled`).
pub extern "sysv64" fn jit_step(thread: *mut JavaThread) {
    // SAFETY: compiled code passes the thread it runs on (from its first
    // argument, kept in a register), which is not otherwise borrowed while
    // compiled code runs.
    let thread = unsafe { &mut *thread };
    let _ = step_compiled(thread);
}

/// Calls `method` (interpreted, compiled or native) with its arguments at
/// slots `[base, ...)`; the result slot, or 0 with the exception pending.
pub extern "sysv64" fn jit_call(thread: *mut JavaThread, method: *const Method, base: usize) -> u64 {
    // SAFETY: as for `jit_step`; `method` is a `&'static Method` embedded at
    // compile time.
    let (thread, method) = unsafe { (&mut *thread, &*method) };
    call(thread, method, base).unwrap_or(0)
}

/// Looks for a handler of the pending exception at the frame record's bci.
/// Found: clears the exception, stores it as the only operand-stack entry and
/// returns the handler's bci. Not found: -1, the exception stays pending.
pub extern "sysv64" fn jit_find_handler(thread: *mut JavaThread) -> i64 {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    // SAFETY: the compiled frame's record is linked while it calls helpers.
    let record: &FrameRecord = unsafe { &*thread.top_frame };
    let method = record.method;
    let code = method.code.as_ref().expect("compiled methods have bytecode");
    match find_handler(thread, method.class(), code, record.bci.get() as usize) {
        Some(handler) => {
            let exception = thread.take_exception();
            let stack_base = record.base + code.max_locals as usize;
            thread.set_slot(stack_base, exception.to_slot());
            record.top.set(stack_base + 1);
            handler as i64
        }
        None => -1,
    }
}

/// A taken yieldpoint; `kind` is a `YieldpointKind` discriminant.
pub extern "sysv64" fn jit_yieldpoint(thread: *mut JavaThread, kind: u32) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    let kind = match kind {
        0 => YieldpointKind::Prologue,
        1 => YieldpointKind::Epilogue,
        _ => YieldpointKind::Backedge,
    };
    compiler::yieldpoint_taken(thread, kind);
}

/// The compiled prologue found the native or slot stack exhausted: throws
/// StackOverflowError (in the caller's frame, as the interpreter does: the
/// compiled frame is not linked yet).
pub extern "sysv64" fn jit_stack_overflow(thread: *mut JavaThread) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    thread.stack_overflow();
}
