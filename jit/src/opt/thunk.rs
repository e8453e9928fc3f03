//! The runtime-call thunk of optimized code: every call from Cranelift code
//! into the runtime (helpers, the interpreter, natives) goes through it.
//!
//! ```text
//! optimized code --call thunk(thread, a1..a4, target)--> push rbp, rbx, r12-r15
//!                                                stack_top = max(stack_top, top frame's top)
//!                                                call target(thread, a1..a4)
//!                                                stack_top = as it was; pop ..., ret
//! ```
//!
//! The slot-stack top: Rust code puts the frames it calls at the thread's
//! `stack_top` (`interp::invoke`). Optimized frames do not move it on entry
//! and exit (a call between compiled methods passes the callee's base
//! itself, and that cost every call a load and three stores); the thunks
//! raise it to the top of the thread's top frame record for the time of a
//! runtime call instead (the root record's top covers every inlined
//! scope's slots; after `materialize_scopes` the innermost record's does).
//! Done here rather than in the compiled code, so that the cold runtime
//! calls inside loops (yieldpoints, steps) keep nothing extra alive in
//! the loop. Every call through a thunk passes the thread first.
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
use crate::env::layout;
use dynasmrt::{dynasm, DynasmApi, DynasmLabelApi};
use std::sync::OnceLock;

/// Address of the thunk: `extern "sysv64" fn(a0, a1, a2, a3, a4, target) -> u64`
/// calls `target(a0, a1, a2, a3, a4)`.
pub fn address() -> Result<usize, String> {
    static THUNK: OnceLock<Result<usize, String>> = OnceLock::new();
    THUNK.get_or_init(build).clone()
}

fn build() -> Result<usize, String> {
    let mut ops = crate::emit::Ops::new(0);
    save_callee_saved(&mut ops);
    raise_stack_top(&mut ops);
    dynasm!(ops
        ; .arch x64
        ; call r9
    );
    lower_stack_top(&mut ops);
    restore_callee_saved_and_return(&mut ops);
    let code = ops.finalize().map_err(|e| format!("assembler: {e:?}"))?;
    arena::install(&code).map(|entry| entry.0)
}

/// A System V frame that saves the six callee-saved registers (rbp, rbx,
/// r12-r15) and leaves rsp 16-byte aligned for calls: the return address
/// and six pushes are 56 bytes, 8 more realign. Also the adapter's
/// (adapter.rs).
pub(super) fn save_callee_saved(ops: &mut crate::emit::Ops) {
    dynasm!(ops
        ; .arch x64
        ; push rbp
        ; mov rbp, rsp
        ; push rbx
        ; push r12
        ; push r13
        ; push r14
        ; push r15
        ; sub rsp, 8
    );
}

/// Undoes `save_callee_saved` and returns.
pub(super) fn restore_callee_saved_and_return(ops: &mut crate::emit::Ops) {
    dynasm!(ops
        ; .arch x64
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbx
        ; pop rbp
        ; ret
    );
}

/// With the thread in rdi and rbx, r12 saved: r12 = the thread's
/// `stack_top`, which becomes at least the top of its top frame record;
/// rbx = the thread (both survive the call: callee-saved).
fn raise_stack_top(ops: &mut crate::emit::Ops) {
    dynasm!(ops
        ; .arch x64
        ; mov rbx, rdi
        ; mov r12, [rdi + layout::thread::STACK_TOP]
        ; mov rax, [rdi + layout::thread::TOP_FRAME]
        ; test rax, rax
        ; jz >done
        ; mov rax, [rax + layout::frame::TOP]
        ; cmp rax, r12
        ; jbe >done
        ; mov [rdi + layout::thread::STACK_TOP], rax
        ; done:
    );
}

/// Puts back the `stack_top` that `raise_stack_top` kept in r12.
fn lower_stack_top(ops: &mut crate::emit::Ops) {
    dynasm!(ops
        ; .arch x64
        ; mov [rbx + layout::thread::STACK_TOP], r12
    );
}

/// Address of the register-preserving thunk for calls that Cranelift makes
/// with the `preserve_all` convention (yieldpoints and interpreter steps, on
/// cold paths inside loops): `thunk(a0, a1, target)` calls `target(a0, a1)`
/// and restores every general and xmm register, so the hot path around such
/// a call keeps its values in registers instead of spilling them.
pub fn preserve_all_address() -> Result<usize, String> {
    static THUNK: OnceLock<Result<usize, String>> = OnceLock::new();
    THUNK.get_or_init(build_preserve_all).clone()
}

fn build_preserve_all() -> Result<usize, String> {
    let mut ops = crate::emit::Ops::new(0);
    // 15 pushes + the return address = 128 bytes: rsp stays 16-aligned.
    dynasm!(ops
        ; .arch x64
        ; push rbp
        ; mov rbp, rsp
        ; push rax ; push rbx ; push rcx ; push rdx ; push rsi ; push rdi
        ; push r8 ; push r9 ; push r10 ; push r11 ; push r12 ; push r13 ; push r14 ; push r15
        ; sub rsp, 256
    );
    for i in 0..16u8 {
        dynasm!(ops ; .arch x64 ; movdqu [rsp + (i as i32) * 16], Rx(i));
    }
    raise_stack_top(&mut ops);
    dynasm!(ops ; .arch x64 ; call rdx);
    lower_stack_top(&mut ops);
    for i in 0..16u8 {
        dynasm!(ops ; .arch x64 ; movdqu Rx(i), [rsp + (i as i32) * 16]);
    }
    dynasm!(ops
        ; .arch x64
        ; add rsp, 256
        ; pop r15 ; pop r14 ; pop r13 ; pop r12 ; pop r11 ; pop r10 ; pop r9 ; pop r8
        ; pop rdi ; pop rsi ; pop rdx ; pop rcx ; pop rbx ; pop rax
        ; pop rbp
        ; ret
    );
    let code = ops.finalize().map_err(|e| format!("assembler: {e:?}"))?;
    arena::install(&code).map(|entry| entry.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Memory standing in for a `JavaThread` (only `stack_top` and
    /// `top_frame` are read) and for a frame record (only `top`).
    #[repr(C, align(16))]
    struct Fake([u64; 512]);

    impl Fake {
        fn new() -> Box<Fake> {
            Box::new(Fake([0; 512]))
        }
        fn word(&self, offset: i32) -> u64 {
            self.0[offset as usize / 8]
        }
        fn set(&mut self, offset: i32, v: u64) {
            self.0[offset as usize / 8] = v;
        }
    }

    static STACK_TOP_SEEN: AtomicU64 = AtomicU64::new(0);

    extern "sysv64" fn add4(thread: u64, b: u64, c: u64, d: u64, e: u64) -> u64 {
        // SAFETY: the tests pass a `Fake` as the thread.
        let seen =
            unsafe { *((thread as usize + layout::thread::STACK_TOP as usize) as *const u64) };
        STACK_TOP_SEEN.store(seen, Ordering::Relaxed);
        10 * b + 100 * c + 1000 * d + 10000 * e
    }

    #[test]
    fn thunk_passes_five_arguments_and_raises_the_slot_stack_top_for_the_call() {
        let thunk = address().unwrap();
        // SAFETY: the thunk has this signature (see `address`).
        let f: extern "sysv64" fn(u64, u64, u64, u64, u64, usize) -> u64 =
            unsafe { std::mem::transmute(thunk) };
        let mut thread = Fake::new();
        let mut record = Fake::new();
        thread.set(layout::thread::STACK_TOP, 40);
        // No frame record: the top stays.
        let t = &*thread as *const Fake as u64;
        assert_eq!(f(t, 2, 3, 4, 5, add4 as *const () as usize), 54320);
        assert_eq!(STACK_TOP_SEEN.load(Ordering::Relaxed), 40);
        // A top frame ending above it: raised for the call, put back after.
        record.set(layout::frame::TOP, 100);
        thread.set(layout::thread::TOP_FRAME, &*record as *const Fake as u64);
        let t = &*thread as *const Fake as u64;
        assert_eq!(f(t, 2, 3, 4, 5, add4 as *const () as usize), 54320);
        assert_eq!(STACK_TOP_SEEN.load(Ordering::Relaxed), 100);
        assert_eq!(thread.word(layout::thread::STACK_TOP), 40);
        // One ending below it: never lowered.
        record.set(layout::frame::TOP, 10);
        assert_eq!(f(t, 2, 3, 4, 5, add4 as *const () as usize), 54320);
        assert_eq!(STACK_TOP_SEEN.load(Ordering::Relaxed), 40);
    }

    static SEEN: AtomicU64 = AtomicU64::new(0);
    extern "sysv64" fn record(thread: u64, b: u64) {
        // SAFETY: the test passes a `Fake` as the thread.
        let top =
            unsafe { *((thread as usize + layout::thread::STACK_TOP as usize) as *const u64) };
        SEEN.store(top * 100 + b, Ordering::Relaxed);
    }

    #[test]
    fn preserve_all_thunk_passes_two_arguments_and_raises_the_slot_stack_top() {
        let thunk = preserve_all_address().unwrap();
        // SAFETY: the thunk has this signature (see `preserve_all_address`).
        let f: extern "sysv64" fn(u64, u64, usize) = unsafe { std::mem::transmute(thunk) };
        let mut thread = Fake::new();
        let mut frame = Fake::new();
        thread.set(layout::thread::STACK_TOP, 3);
        frame.set(layout::frame::TOP, 7);
        thread.set(layout::thread::TOP_FRAME, &*frame as *const Fake as u64);
        f(
            &*thread as *const Fake as u64,
            42,
            record as *const () as usize,
        );
        assert_eq!(SEEN.load(Ordering::Relaxed), 742);
        assert_eq!(thread.word(layout::thread::STACK_TOP), 3);
    }
}
