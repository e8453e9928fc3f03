//! Compile counters for `--stats`: per tier, failures with their typed
//! reason, recompilations, inline guards, OSR and taken yieldpoints.

use super::backend::{CompileError, CompileErrorKind};
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Counters of one compiler for `--stats`.
#[derive(Default)]
pub struct TierStats {
    pub methods: AtomicU64,
    pub code_bytes: AtomicU64,
    pub compile_nanos: AtomicU64,
    /// Bytecode bytes of the methods compiled (compile speed in bytecodes/ms).
    pub bytecodes: AtomicU64,
}

/// Counters for `--stats`.
#[derive(Default)]
pub struct CompileStats {
    /// Baseline [0] and optimizing [1] compilations.
    pub tiers: [TierStats; 2],
    /// Methods the optimizing compiler could not take (they stay in the
    /// baseline tier), with the reason.
    pub opt_failures: Mutex<Vec<(String, CompileError)>>,
    /// Baseline methods recompiled by the optimizing compiler (adaptive tier).
    pub recompilations: AtomicU64,
    /// Background recompilations and their time in the compile queue
    /// (from the request to the compiler thread taking it), total and max.
    pub queued: AtomicU64,
    pub queue_wait_nanos: AtomicU64,
    pub queue_wait_max_nanos: AtomicU64,
    /// Recompilations the cost-benefit controller decided (`--controller=cost-benefit`).
    pub controller_decisions: AtomicU64,
    /// Of those, decided when baseline code's countdown asked (counts the
    /// evidence), and the countdown's questions in all.
    pub controller_count_decisions: AtomicU64,
    pub controller_count_asks: AtomicU64,
    /// Baseline code's ms per counted call or backedge and over how many
    /// methods (`controller::baseline_ms_per_count`), taken at program end
    /// before the profiler's samples are folded into the DCG.
    pub baseline_ms_per_count: parking_lot::Mutex<Option<(f64, usize)>>,
    /// Of optimized methods for new hot call edges (the adaptive inlining
    /// organizer priced by the cost-benefit model).
    pub controller_inline_decisions: AtomicU64,
    /// Guards of inlined calls in optimized code, by kind (0 class test,
    /// 1 method test): passed (the inlined body ran) and failed (the real
    /// call ran). Incremented by optimized code itself.
    pub guard_hits: [AtomicU64; 2],
    pub guard_misses: [AtomicU64; 2],
    /// Class-hierarchy speculation (cha.rs): optimized code installed with
    /// assumptions, code invalidated when a class broke one, and code not
    /// installed because a class linked during its compile broke one.
    pub speculative_installs: AtomicU64,
    pub invalidations: AtomicU64,
    pub refused_installs: AtomicU64,
    /// Methods left interpreted, with the reason, for `--stats` and `-v`.
    pub left_interpreted: Mutex<Vec<(String, CompileError)>>,
    /// Interpreter activations continued in compiled code at a loop header.
    pub on_stack_replacements: AtomicU64,
    /// ... of which in optimized code.
    pub opt_on_stack_replacements: AtomicU64,
    /// Of those, from baseline activations (compile::promote_at_backedge).
    pub baseline_on_stack_replacements: AtomicU64,
    /// Yieldpoints taken, by `YieldpointKind`.
    pub yieldpoints_taken: [AtomicU64; 3],
}

/// The VM's compile counters.
pub fn stats(vm: &Vm) -> &CompileStats {
    &vm.compile.stats
}

/// The `--stats` lines about compilation and yieldpoints.
pub fn stats_text(vm: &Vm) -> String {
    let s = stats(vm);
    let left = s.left_interpreted.lock();
    let mut text = String::new();
    for (t, name) in s.tiers.iter().zip(["baseline", "opt"]) {
        let ms = t.compile_nanos.load(Relaxed) as f64 / 1e6;
        let bytecodes = t.bytecodes.load(Relaxed);
        text.push_str(&format!(
            "  {name:<9} methods {}, code bytes {}, compile {:.2} ms, {:.0} bytecodes/ms\n",
            t.methods.load(Relaxed),
            t.code_bytes.load(Relaxed),
            ms,
            if ms > 0.0 { bytecodes as f64 / ms } else { 0.0 },
        ));
    }
    let failures = s.opt_failures.lock();
    text.push_str(&format!(
        "  recompilations      {} (baseline -> opt, and opt -> opt when the profile grew)\n  not optimizable     {}\n",
        s.recompilations.load(Relaxed),
        failures.len()
    ));
    let queued = s.queued.load(Relaxed);
    if queued > 0 {
        text.push_str(&format!(
            "  compile queue       {queued} background compiles, wait mean {:.2} ms, max {:.2} ms\n",
            s.queue_wait_nanos.load(Relaxed) as f64 / queued as f64 / 1e6,
            s.queue_wait_max_nanos.load(Relaxed) as f64 / 1e6,
        ));
    }
    if let Some((ms, methods)) = *s.baseline_ms_per_count.lock() {
        text.push_str(&format!(
            "  baseline per count  {:.1} ns (method samples x tick over calls and backedges, {methods} methods still counting in baseline code)\n",
            ms * 1e6
        ));
    }
    if vm.options.controller == super::Controller::CostBenefit {
        text.push_str(&format!(
            "  controller          cost-benefit: {} methods sent to the optimizing compiler ({} when their counts asked, of {} questions), {} optimized methods recompiled for new hot call edges\n",
            s.controller_decisions.load(Relaxed),
            s.controller_count_decisions.load(Relaxed),
            s.controller_count_asks.load(Relaxed),
            s.controller_inline_decisions.load(Relaxed)
        ));
    }
    for (i, kind) in ["class test", "method test"].iter().enumerate() {
        text.push_str(&format!(
            "  inline guards       {kind}: {} hits, {} misses\n",
            s.guard_hits[i].load(Relaxed),
            s.guard_misses[i].load(Relaxed)
        ));
    }
    let (dependencies, overridden) = super::cha::counts(vm);
    text.push_str(&format!(
        "  CHA speculation     {}: {} installs with assumptions ({dependencies} dependencies live), {} invalidated, {} refused at install; {overridden} methods overridden\n",
        if vm.options.speculate { "on" } else { "off (--speculate=off)" },
        s.speculative_installs.load(Relaxed),
        s.invalidations.load(Relaxed),
        s.refused_installs.load(Relaxed),
    ));
    push_reasons(&mut text, failures.iter().map(|(_, why)| why));
    text.push_str(&format!(
        "  left interpreted    {}\n  on-stack replacements {} ({} into optimized code), {} from baseline code\n  yieldpoints taken   prologue {}, epilogue {}, backedge {}\n",
        left.len(),
        s.on_stack_replacements.load(Relaxed),
        s.opt_on_stack_replacements.load(Relaxed),
        s.baseline_on_stack_replacements.load(Relaxed),
        s.yieldpoints_taken[0].load(Relaxed),
        s.yieldpoints_taken[1].load(Relaxed),
        s.yieldpoints_taken[2].load(Relaxed),
    ));
    push_reasons(&mut text, left.iter().map(|(_, why)| why));
    text
}

/// One line per distinct reason with its count, grouped by kind, then by message.
fn push_reasons<'a>(text: &mut String, reasons: impl Iterator<Item = &'a CompileError>) {
    let mut counts: std::collections::BTreeMap<(CompileErrorKind, &str), usize> =
        Default::default();
    for why in reasons {
        *counts.entry((why.kind, why.message.as_str())).or_default() += 1;
    }
    for ((_, why), n) in counts {
        text.push_str(&format!("    {n:>5} x {why}\n"));
    }
}
