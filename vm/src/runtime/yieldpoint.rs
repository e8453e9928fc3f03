//! Yieldpoint dispatch: the one place every tier's out-of-line yieldpoint
//! path arrives (interpreter, baseline and optimized code, instrumentation
//! checks, PEP path ends). The word's states and the kinds are the
//! profiler's (`rvm_profiler::yieldpoint`).
//!
//! ```text
//! check fails (word != 0) --> yieldpoint_taken(thread, kind)
//!     threads::yieldpoint (VM-lock hand-over, safepoints)
//!     profiling::on_yieldpoint (samples, next word) --ReconsiderDue::Yes--> compile::reconsider
//!     no profiler: the word goes back to NONE
//! ```

use crate::runtime::profiling::ReconsiderDue;
use crate::runtime::thread::{JavaThread, YieldpointKind};
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// A yieldpoint was taken (the word was set and the check's branch went out of
/// line): counted by kind, then the profiler decides what to sample and what
/// the word becomes (runtime/profiling.rs); without a profiler the word is
/// reset.
#[cold]
#[inline(never)]
pub fn yieldpoint_taken(thread: &mut JavaThread, kind: YieldpointKind) {
    // Threads: hand the VM lock over if another thread asked for it.
    crate::runtime::threads::yieldpoint(thread);
    crate::compile::stats(thread.vm).yieldpoints_taken[kind as usize].fetch_add(1, Relaxed);
    if thread.profile.is_some() {
        if crate::runtime::profiling::on_yieldpoint(thread, kind) == ReconsiderDue::Yes {
            crate::compile::reconsider(thread);
        }
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
