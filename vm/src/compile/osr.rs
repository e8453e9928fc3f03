//! On-stack replacement: an interpreter or baseline activation in a hot loop
//! continues in compiled code at the loop header (baseline OSR entries come
//! with the method's baseline code; optimized ones are compiled per header
//! on request).
//!
//! ```text
//! interpreter backedge past the threshold -> osr_entry -> baseline or optimized entry
//! baseline `goto` backedge, countdown at zero -> promote_at_backedge -> optimized entry
//!     (counters: after --opt-threshold calls and backedges; cost-benefit: the
//!      countdown is parked until the controller's recompile is installed,
//!      then armed to fire at the next backedge)
//!     (javac's for and while loops close with `goto`; a do-while closes with a
//!      conditional branch, whose countdown runs before the compare: promotion
//!      only, no OSR there)
//! ```
//!
//! The entry has the normal signature and runs on the activation's slots;
//! its frame record takes the place of the activation's, which returns
//! whatever the optimized code returns.

use super::backend::backend;
use super::policy;
use super::stats::stats;
use super::tiers::{state, CodeTier, Tier};
use crate::class::Method;
use crate::runtime::thread::JavaThread;
use std::sync::atomic::Ordering::Relaxed;
use std::time::Instant;

/// Called by the interpreter on a backedge to `target` once the method's
/// backedge count is past the threshold: compiles the method if that was not
/// tried yet and returns the OSR entry for `target`, if there is one.
#[cold]
#[inline(never)]
pub fn osr_entry(
    thread: &mut JavaThread,
    method: &'static Method,
    target: usize,
    base: usize,
) -> usize {
    // The adaptive tier continues a long-running loop in optimized code.
    if thread.tier == Tier::Adaptive {
        let entry = opt_osr_entry(thread, method, target as u32, "interp");
        if entry != 0 {
            stats(thread.vm).on_stack_replacements.fetch_add(1, Relaxed);
            stats(thread.vm)
                .opt_on_stack_replacements
                .fetch_add(1, Relaxed);
            return entry;
        }
    }
    if method.compile_state.load(Relaxed) == state::NOT_TRIED {
        policy::maybe_compile(thread, method, base);
    }
    let entry = method
        .osr_entries
        .get()
        .and_then(|entries| entries.iter().find(|&&(bci, _)| bci as usize == target))
        .map_or(0, |&(_, entry)| entry);
    if entry != 0 {
        stats(thread.vm).on_stack_replacements.fetch_add(1, Relaxed);
    }
    entry
}

/// Baseline code's opt countdown reached zero at a `goto` backedge to
/// `header`: the method is recompiled for later calls ([`policy::promote`])
/// and this activation continues in optimized code at the header, if an
/// OSR entry can be compiled there (0: it goes on in baseline code).
pub fn promote_at_backedge(thread: &mut JavaThread, method: &'static Method, header: u32) -> usize {
    if !policy::promote(thread, method) || thread.tier != Tier::Adaptive {
        // Under cost-benefit the model may leave the method in baseline code.
        return 0;
    }
    let entry = opt_osr_entry(thread, method, header, "baseline");
    if entry != 0 {
        let s = stats(thread.vm);
        s.on_stack_replacements.fetch_add(1, Relaxed);
        s.opt_on_stack_replacements.fetch_add(1, Relaxed);
        s.baseline_on_stack_replacements.fetch_add(1, Relaxed);
    }
    entry
}

/// The optimized OSR entry of `method` at `header`, compiled on first
/// request (once: a failure is remembered and counted with its reason).
fn opt_osr_entry(
    thread: &mut JavaThread,
    method: &'static Method,
    header: u32,
    from: &str,
) -> usize {
    let Some(backend) = backend() else {
        return 0;
    };
    let key = (method as *const Method as usize, header);
    if let Some(&(_, entry)) = thread
        .vm
        .compile
        .opt_osr_entries
        .lock()
        .iter()
        .find(|(k, _)| *k == key)
    {
        return entry;
    }
    let saved_exception = thread.take_exception();
    let started = Instant::now();
    let result = backend.compile_opt_osr(thread, method, header);
    let nanos = started.elapsed().as_nanos() as u64;
    thread.pending_exception = saved_exception;
    let vm = thread.vm;
    policy::record_compile(vm, method, CodeTier::Optimizing, &result, nanos);
    let entry = result.as_ref().map_or(0, |c| c.entry);
    if entry != 0 {
        super::verbose(
            vm,
            format_args!(
                "on-stack replacement of {} at bci {header} (opt)",
                method.qualified_name()
            ),
        );
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"osr\",\"method\":{:?},\"bci\":{header},\"from\":{from:?},\"to\":\"opt\",\"compile_ms\":{:.3}}}",
                method.qualified_name(),
                nanos as f64 / 1e6
            ),
        );
    }
    vm.compile.opt_osr_entries.lock().push((key, entry));
    entry
}
