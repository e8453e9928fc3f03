//! The recompilation controller: when optimized code is recompiled because
//! the profile it was decided on has grown (Jikes RVM's adaptive inlining
//! organizer, simplified). The counter controller that promotes baseline code
//! is `policy::promote`; the cost-benefit controller will live here.
//!
//! ```text
//! policy::record_compile (opt) ──note_optimized──> OPTIMIZED (samples at compile)
//! runtime::yieldpoint (every 4 ticks) ──policy::reconsider──> due_for_recompilation
//! ```

use super::tiers::{InlineMode, Tier};
use crate::class::Method;
use crate::runtime::thread::JavaThread;
use crate::runtime::Vm;

/// An optimized method and the profile its inlining was decided on.
pub(crate) struct Optimized {
    method: &'static Method,
    samples_at_compile: u64,
    recompiles: u32,
}

/// An optimizing compile of `method` was installed with the DCG at `samples`.
pub(super) fn note_optimized(vm: &'static Vm, method: &'static Method) {
    let samples = crate::runtime::profiling::dcg_samples(vm);
    let mut optimized = vm.compile.optimized.lock();
    match optimized
        .iter_mut()
        .find(|o| std::ptr::eq(o.method, method))
    {
        Some(o) => o.samples_at_compile = samples,
        None => optimized.push(Optimized {
            method,
            samples_at_compile: samples,
            recompiles: 0,
        }),
    }
}

/// The DCG must hold this many samples before profile-driven recompilation.
const MATURE_PROFILE_SAMPLES: u64 = 256;
/// Recompile when the DCG has grown this many times since the compilation.
const PROFILE_GROWTH: u64 = 2;
/// At most this many profile-driven recompilations of one method.
const MAX_PROFILE_RECOMPILES: u32 = 2;
/// Only methods whose call sites carry this share of the DCG's weight are
/// worth recompiling (Jikes RVM's hot-edge threshold, 1%).
const HOT_CALLER_SHARE: f64 = 0.01;

/// Jikes RVM's adaptive inlining organizer, simplified: an optimized method
/// whose inlining was decided on a DCG at most half the size of today's is
/// recompiled (on the compiler thread) with the profile as it is now, at
/// most twice, if its call sites carry at least 1% of the DCG's weight. Early decisions made on little data are thus not locked in
/// (FACTS.md: Jikes RVM's maintainers' history). Called every 4 timer ticks
/// from a sampling thread's yieldpoint, whose frame is synced; returns the
/// methods to recompile (`policy::reconsider` recompiles them).
pub(super) fn due_for_recompilation(thread: &JavaThread) -> Vec<&'static Method> {
    let vm = thread.vm;
    if vm.options.inline != InlineMode::Profile
        || crate::runtime::advice::replaying()
        || vm.options.tier == Tier::Baseline
        || vm.options.tier == Tier::Interp
    {
        return Vec::new();
    }
    let samples = crate::runtime::profiling::dcg_samples(vm);
    if samples < MATURE_PROFILE_SAMPLES {
        return Vec::new();
    }
    let shares = crate::runtime::profiling::caller_shares(vm);
    let due: Vec<&'static Method> = {
        let mut optimized = vm.compile.optimized.lock();
        let mut due = Vec::new();
        for o in optimized.iter_mut() {
            if o.recompiles < MAX_PROFILE_RECOMPILES
                && samples >= o.samples_at_compile.max(1) * PROFILE_GROWTH
                && crate::runtime::profiling::caller_share(vm, o.method, &shares)
                    >= HOT_CALLER_SHARE
            {
                o.recompiles += 1;
                o.samples_at_compile = samples;
                due.push(o.method);
            }
        }
        due
    };
    for method in &due {
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"reconsider\",\"method\":{:?},\"dcg_samples\":{samples},\"reason\":\"the DCG doubled since the inline decisions\"}}",
                method.qualified_name()
            ),
        );
    }
    due
}
