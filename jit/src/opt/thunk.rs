//! The runtime-call thunk of optimized code: every call from Cranelift code
//! into the runtime (helpers, the interpreter, natives) goes through it.
//!
//! ```text
//! optimized code --call thunk(a0..a4, target)--> push rbp, rbx, r12-r15
//!                                                call target(a0..a4)
//!                                                pop ..., ret
//! ```
//!
//! Why: the collector finds stack roots conservatively (docs/gc.md) but skips
//! the interpreter loop's own native frame, whose prologue may save callee-saved
//! registers of its caller. Cranelift keeps Java references in callee-saved
//! registers across calls; if the interpreter (or a Rust helper that enters it)
//! saved such a register inside its skipped range, the object would not be
//! marked. The thunk saves all six callee-saved registers in its own frame,
//! which is never skipped, before anything else can see them. Calls that go
//! straight to compiled Java code need no thunk: optimized frames are scanned
//! whole, and baseline prologues save rbx and r15 too (baseline/mod.rs).

use crate::arena;
use dynasmrt::{dynasm, DynasmApi};
use std::sync::OnceLock;

/// Address of the thunk: `extern "sysv64" fn(a0, a1, a2, a3, a4, target) -> u64`
/// calls `target(a0, a1, a2, a3, a4)`.
pub fn address() -> Result<usize, String> {
    static THUNK: OnceLock<Result<usize, String>> = OnceLock::new();
    THUNK.get_or_init(build).clone()
}

fn build() -> Result<usize, String> {
    let mut ops = crate::emit::Ops::new(0);
    dynasm!(ops
        ; .arch x64
        ; push rbp
        ; mov rbp, rsp
        ; push rbx
        ; push r12
        ; push r13
        ; push r14
        ; push r15
        // return address + 6 pushes = 56 bytes: realign to 16 for the call.
        ; sub rsp, 8
        ; call r9
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbx
        ; pop rbp
        ; ret
    );
    let code = ops.finalize().map_err(|e| format!("assembler: {e:?}"))?;
    arena::install(&code).map(|entry| entry.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "sysv64" fn add5(a: u64, b: u64, c: u64, d: u64, e: u64) -> u64 {
        a + 10 * b + 100 * c + 1000 * d + 10000 * e
    }

    #[test]
    fn thunk_passes_five_arguments_and_the_result() {
        let thunk = address().unwrap();
        // SAFETY: the thunk has this signature (see `address`).
        let f: extern "sysv64" fn(u64, u64, u64, u64, u64, usize) -> u64 =
            unsafe { std::mem::transmute(thunk) };
        assert_eq!(f(1, 2, 3, 4, 5, add5 as usize), 54321);
    }
}
