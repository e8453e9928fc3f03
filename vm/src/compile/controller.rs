//! The recompilation controllers: when baseline code is recompiled with the
//! optimizing compiler, and when optimized code is recompiled because the
//! profile it was decided on has grown (Jikes RVM's adaptive inlining
//! organizer, simplified).
//!
//! ```text
//! --controller=counters:     baseline countdown at zero -> policy::promote
//! --controller=cost-benefit: runtime::yieldpoint (every 4 ticks) -> policy::reconsider
//!     -> cost_benefit: method samples -> rvm_controller::decide per baseline method
//!        -> rvm_controller::Queue (largest benefit first) -> policy::recompile
//! both: policy::record_compile (opt) -> note_optimized -> due_for_recompilation
//! ```
//!
//! The cost-benefit model itself (Arnold et al., OOPSLA 2000, §4) is pure
//! logic in the `rvm-controller` crate; this file turns the VM's samples and
//! methods into its candidates. Interpreted methods go to the baseline tier
//! by counters (`--compile-threshold`), as Jikes RVM compiles every method
//! with its baseline compiler first: the model decides from baseline on.

use super::tiers::{CodeTier, Controller, InlineMode, Tier};
use crate::class::Method;
use crate::runtime::thread::JavaThread;
use crate::runtime::Vm;
use std::sync::atomic::Ordering::Relaxed;

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

/// One round of the cost-benefit controller (every 4 timer ticks, from a
/// sampling thread's yieldpoint): every baseline method with method samples
/// is a candidate; those the model sends to the optimizing tier come back
/// with their decisions, the largest expected benefit first, each once.
pub(super) fn cost_benefit(
    thread: &JavaThread,
) -> Vec<(&'static Method, rvm_controller::Decision)> {
    let vm = thread.vm;
    if vm.options.controller != Controller::CostBenefit || vm.options.tier != Tier::Adaptive {
        return Vec::new();
    }
    let (samples, period) = crate::runtime::profiling::method_samples(vm);
    let model = rvm_controller::Model::rvm(period.as_secs_f64() * 1e3);
    let baseline = model
        .tier("baseline")
        .expect("the model has a baseline tier");
    let opt = model.tier("opt").expect("the model has an opt tier");
    let mut queue = rvm_controller::Queue::default();
    let mut decided = vm.compile.decided.lock();
    for (method, n) in samples {
        let Some(code) = method.code.as_ref() else {
            continue;
        };
        if method.compiled_tier.load(Relaxed) != CodeTier::Baseline as u8
            || decided.contains(&(method as *const Method as usize))
        {
            continue;
        }
        let candidate = rvm_controller::Candidate {
            tier: baseline,
            samples: n,
            bytecodes: code.bytecode.len() as u32,
        };
        let decision = rvm_controller::decide(&model, &candidate);
        if decision.choice == Some(opt) {
            decided.insert(method as *const Method as usize);
            let benefit = decision.benefit_ms();
            queue.push((method, candidate, decision), opt, benefit);
        }
    }
    drop(decided);
    let mut out = Vec::with_capacity(queue.len());
    while let Some(request) = queue.pop() {
        let (method, candidate, decision) = request.item;
        let estimates: Vec<String> = decision
            .estimates
            .iter()
            .map(|e| {
                format!(
                    "{{\"tier\":{:?},\"compile_ms\":{:.3},\"future_ms\":{:.3}}}",
                    model.tiers[e.tier].name, e.cost_ms, e.future_ms
                )
            })
            .collect();
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"decide\",\"controller\":\"cost-benefit\",\"method\":{:?},\"tier\":\"baseline\",\"samples\":{},\"bytecodes\":{},\"past_ms\":{:.3},\"stay_ms\":{:.3},\"estimates\":[{}],\"choice\":\"opt\",\"benefit_ms\":{:.3}}}",
                method.qualified_name(),
                candidate.samples,
                candidate.bytecodes,
                decision.past_ms,
                decision.past_ms,
                estimates.join(","),
                decision.benefit_ms(),
            ),
        );
        out.push((method, decision));
    }
    out
}
