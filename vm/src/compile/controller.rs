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
//!   and (--controller-counts=on, the default) baseline countdown at zero
//!     -> policy::promote -> counts_asked: samples and counts -> rvm_controller::decide
//!        -> policy::recompile, or the countdown re-armed for as many counts again
//! both: policy::record_compile (opt) -> note_optimized -> due_for_recompilation
//!     counters:     the DCG doubled since the compile -> recompile
//!     cost-benefit: new hot call edges -> rvm_controller::decide_inlining -> recompile
//! ```
//!
//! The cost-benefit model itself (Arnold et al., OOPSLA 2000, §4) is pure
//! logic in the `rvm-controller` crate; this file turns the VM's samples and
//! methods into its candidates. Interpreted methods go to the baseline tier
//! by counters (`--compile-threshold`), as Jikes RVM compiles every method
//! with its baseline compiler first: the model decides from baseline on.

use super::stats::stats;
use super::tiers::{CodeTier, Controller, InlineMode, Tier};
use crate::class::Method;
use crate::runtime::thread::JavaThread;
use crate::runtime::Vm;
use std::sync::atomic::Ordering::Relaxed;

/// An optimized method and the profile its inlining was decided on.
pub(crate) struct Optimized {
    method: &'static Method,
    /// DCG samples folded in when it was compiled (counters' rule).
    samples_at_compile: u64,
    /// Its own method samples when it was compiled (cost-benefit: the time
    /// it has run since).
    method_samples_at_compile: u64,
    /// Its call edges when it was compiled, as ((bci, callee), weight, hot).
    edges_at_compile: Vec<(EdgeKey, f64, bool)>,
    /// The same at the organizer's previous round (cost-benefit).
    edges_last_round: Vec<(EdgeKey, f64, bool)>,
    recompiles: u32,
}

/// An optimizing compile of `method` was installed with the DCG at `samples`.
pub(super) fn note_optimized(vm: &'static Vm, method: &'static Method) {
    let samples = crate::runtime::profiling::dcg_samples(vm);
    let (method_samples, edges) = if vm.options.controller == Controller::CostBenefit {
        (own_method_samples(vm, method), call_edges(vm, method))
    } else {
        (0, Vec::new())
    };
    let mut optimized = vm.compile.optimized.lock();
    match optimized
        .iter_mut()
        .find(|o| std::ptr::eq(o.method, method))
    {
        Some(o) => {
            o.samples_at_compile = samples;
            o.method_samples_at_compile = method_samples;
            o.edges_last_round = edges.clone();
            o.edges_at_compile = edges;
        }
        None => optimized.push(Optimized {
            method,
            samples_at_compile: samples,
            method_samples_at_compile: method_samples,
            edges_last_round: edges.clone(),
            edges_at_compile: edges,
            recompiles: 0,
        }),
    }
}

/// `method`'s method samples so far.
fn own_method_samples(vm: &Vm, method: &'static Method) -> u64 {
    crate::runtime::profiling::method_samples(vm)
        .0
        .into_iter()
        .find(|(m, _)| std::ptr::eq(*m, method))
        .map_or(0, |(_, n)| n)
}

/// A call edge out of a method: (bci, callee address).
type EdgeKey = (u32, usize);

/// `method`'s call edges now with their weights, each marked hot or not:
/// hot as Jikes RVM defines it, at least [`HOT_CALLER_SHARE`] of the DCG's
/// weight.
fn call_edges(vm: &Vm, method: &'static Method) -> Vec<(EdgeKey, f64, bool)> {
    let (edges, total) = crate::runtime::profiling::caller_edges(vm, method);
    marked_edges(&edges, total)
}

/// `edges` (bci, callee, weight) keyed and marked hot against the DCG's
/// weight `total`.
fn marked_edges(edges: &[(u32, &'static Method, f64)], total: f64) -> Vec<(EdgeKey, f64, bool)> {
    edges
        .iter()
        .map(|&(bci, callee, w)| {
            let hot = total > 0.0 && w / total >= HOT_CALLER_SHARE;
            ((bci, callee as *const Method as usize), w, hot)
        })
        .collect()
}

/// The share of a method's recent call weight (since the organizer's
/// previous round) that is on edges hot now and not hot when it was
/// compiled: how much of what it calls now its code does not inline. The
/// DCG's weights are cumulative (decayed), so "recent" is each edge's growth
/// over its weight at the previous round; an edge no longer called shrinks
/// by decay and counts 0.
fn new_hot_share(
    at_compile: &[(EdgeKey, f64, bool)],
    previous: &[(EdgeKey, f64, bool)],
    now: &[(EdgeKey, f64, bool)],
) -> f64 {
    let mut grown = 0.0;
    let mut grown_new_hot = 0.0;
    for &(key, w, hot) in now {
        let before = previous.iter().find(|e| e.0 == key).map_or(0.0, |e| e.1);
        let growth = (w - before).max(0.0);
        grown += growth;
        if hot && !at_compile.iter().any(|e| e.0 == key && e.2) {
            grown_new_hot += growth;
        }
    }
    if grown > 0.0 {
        grown_new_hot / grown
    } else {
        0.0
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

/// Jikes RVM's adaptive inlining organizer: optimized methods are
/// recompiled (on the compiler thread) with the profile as it is now, at
/// most twice each, so that early decisions made on little data are not
/// locked in (FACTS.md: Jikes RVM's maintainers' history). Which ones:
/// - counters: those whose inlining was decided on a DCG at most half the
///   size of today's, if their call sites carry at least 1% of its weight;
/// - cost-benefit: those with call edges hot now that were not hot at their
///   compile, when the model says the recompile pays ([`inlining_organizer`]).
///
/// Called every 4 timer ticks from a sampling thread's yieldpoint, whose
/// frame is synced; returns the methods to recompile with the expected
/// benefit in ms (0 under counters; `policy::reconsider` recompiles them).
pub(super) fn due_for_recompilation(
    thread: &JavaThread,
    round: Option<&Round>,
) -> Vec<(&'static Method, f64)> {
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
    if let Some(round) = round {
        return inlining_organizer(vm, round);
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
    due.into_iter().map(|m| (m, 0.0)).collect()
}

/// What one round of the cost-benefit controller sees, observed once and
/// shared by its two questions (baseline methods to optimize, optimized
/// methods to recompile for new hot edges): every method's samples so far
/// and the model with this moment's compile-cost share.
pub(super) struct Round {
    samples: Vec<(&'static Method, u64)>,
    model: rvm_controller::Model,
}

impl Round {
    /// The round under `--controller=cost-benefit`; None under counters.
    pub(super) fn observe(vm: &'static Vm) -> Option<Round> {
        if vm.options.controller != Controller::CostBenefit {
            return None;
        }
        let (samples, period) = crate::runtime::profiling::method_samples(vm);
        let mut model = rvm_controller::Model::rvm(period.as_secs_f64() * 1e3);
        model.compile_cost_share = compile_cost_share(vm);
        *vm.compile.cost_share.lock() = Some(model.compile_cost_share);
        Some(Round { samples, model })
    }
}

/// Baseline code's countdown reached zero under `--controller=cost-benefit
/// --controller-counts=on`: `method` has counted another `opt_threshold`
/// calls and backedges (or the number it was re-armed with). The model
/// prices it with all it knows, its method samples and all its counts
/// (`rvm_controller::Candidate::counts`), at the last round's compile-cost
/// share. Some(decision) when it goes to the optimizing tier now (marked
/// decided and logged; the caller recompiles); None when it stays, with the
/// countdown re-armed for as many counts again as it has in all, so that a
/// method asks O(log n) times. With parallel threads the counts are
/// approximate (baseline code's decrement is not atomic).
pub(super) fn counts_asked(
    vm: &'static Vm,
    method: &'static Method,
) -> Option<rvm_controller::Decision> {
    let key = method as *const Method as usize;
    let code = method.code.as_ref()?;
    stats(vm).controller_count_asks.fetch_add(1, Relaxed);
    let counts = {
        let mut counted = vm.compile.counted.lock();
        let total = counted.entry(key).or_insert(0);
        *total += armed_countdown(vm, *total);
        *total
    };
    let own = own_method_samples(vm, method);
    let period = vm.options.profiler.timer_period;
    let mut model = rvm_controller::Model::rvm(period.as_secs_f64() * 1e3);
    model.compile_cost_share = *vm
        .compile
        .cost_share
        .lock()
        .get_or_insert_with(|| compile_cost_share(vm));
    let opt = model.tier("opt").expect("the model has an opt tier");
    let candidate = rvm_controller::Candidate {
        tier: model
            .tier("baseline")
            .expect("the model has a baseline tier"),
        samples: own,
        counts,
        bytecodes: code.bytecode.len() as u32,
    };
    let decision = rvm_controller::decide(&model, &candidate);
    if decision.choice == Some(opt) && vm.compile.decided.lock().insert(key) {
        stats(vm).controller_count_decisions.fetch_add(1, Relaxed);
        log_decision(vm, method, &model, &candidate, &decision, "counts");
        return Some(decision);
    }
    let again = armed_countdown(vm, counts);
    method.opt_countdown.store(again as i32, Relaxed);
    None
}

/// Baseline code's time per counted call or backedge, as
/// `rvm_controller::RVM_COUNT_MS` is measured, under counters: method
/// samples x tick period over the counts of the methods still in baseline
/// code whose countdown has not reached zero (`opt_threshold - countdown`),
/// and how many methods that is; None without such a method with a sample.
/// `controller/calibrate.py --counts` runs with `--opt-threshold=2147483647`,
/// so that every method stays in baseline code and counts from the start.
pub(super) fn baseline_ms_per_count(vm: &Vm) -> Option<(f64, usize)> {
    if vm.options.controller != Controller::Counters || vm.options.tier != Tier::Adaptive {
        return None;
    }
    let (samples, period) = crate::runtime::profiling::method_samples(vm);
    let threshold = vm.options.opt_threshold as i64;
    let (mut sampled, mut counts, mut methods) = (0u64, 0u64, 0usize);
    for (method, n) in samples {
        let left = method.opt_countdown.load(Relaxed) as i64;
        if method.compiled_tier.load(Relaxed) == CodeTier::Baseline as u8
            && left > 0
            && left < threshold
        {
            sampled += n;
            counts += (threshold - left) as u64;
            methods += 1;
        }
    }
    (counts > 0 && sampled > 0).then(|| {
        (
            sampled as f64 * period.as_secs_f64() * 1e3 / counts as f64,
            methods,
        )
    })
}

/// The countdown a baseline method with `counts` so far is armed with
/// under `--controller-counts`: `opt_threshold` first, then as many as it
/// has counted in all (the evidence doubles between questions).
fn armed_countdown(vm: &Vm, counts: u64) -> u64 {
    counts
        .max(vm.options.opt_threshold as u64)
        .min(i32::MAX as u64)
}

/// One `decide` line of `--aos-log` for a baseline method the model sends
/// to the optimizing compiler; `trigger` says what asked: the round's
/// samples or the method's counts.
fn log_decision(
    vm: &'static Vm,
    method: &'static Method,
    model: &rvm_controller::Model,
    candidate: &rvm_controller::Candidate,
    decision: &rvm_controller::Decision,
    trigger: &str,
) {
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
            "{{\"event\":\"decide\",\"controller\":\"cost-benefit\",\"trigger\":{trigger:?},\"method\":{:?},\"tier\":\"baseline\",\"samples\":{},\"counts\":{},\"bytecodes\":{},\"compile_cost_share\":{:.2},\"past_ms\":{:.3},\"stay_ms\":{:.3},\"estimates\":[{}],\"choice\":\"opt\",\"benefit_ms\":{:.3}}}",
            method.qualified_name(),
            candidate.samples,
            candidate.counts,
            candidate.bytecodes,
            model.compile_cost_share,
            decision.past_ms,
            decision.past_ms,
            estimates.join(","),
            decision.benefit_ms(),
        ),
    );
}

/// The adaptive inlining organizer under the cost-benefit controller: each
/// optimized method whose hot call edges (at least 1% of the DCG's weight)
/// include some that were not hot when it was compiled is a candidate; the
/// model (`rvm_controller::decide_inlining`) weighs the time it will still
/// run (its own method samples since the compile) against the compile cost,
/// with a boost in proportion to the share of its recent call weight that
/// is on the new hot edges ([`new_hot_share`]). Each decision
/// is logged.
fn inlining_organizer(vm: &'static Vm, round: &Round) -> Vec<(&'static Method, f64)> {
    let model = &round.model;
    let opt = model.tier("opt").expect("the model has an opt tier");
    let own_samples: std::collections::HashMap<usize, u64> = round
        .samples
        .iter()
        .map(|&(m, n)| (m as *const Method as usize, n))
        .collect();
    // One pass over the DCG per round, not one per optimized method.
    let (by_caller, total) = crate::runtime::profiling::edges_by_caller(vm);
    let mut due = Vec::new();
    let mut optimized = vm.compile.optimized.lock();
    for o in optimized.iter_mut() {
        if o.recompiles >= MAX_PROFILE_RECOMPILES
            || o.method.compiled_tier.load(Relaxed) != CodeTier::Optimizing as u8
        {
            continue;
        }
        let Some(code) = o.method.code.as_ref() else {
            continue;
        };
        let own = own_samples
            .get(&(o.method as *const Method as usize))
            .copied()
            .unwrap_or(0);
        let edges = crate::runtime::profiling::profile_id(o.method)
            .and_then(|id| by_caller.get(&id))
            .map_or_else(Vec::new, |edges| marked_edges(edges, total));
        let share = new_hot_share(&o.edges_at_compile, &o.edges_last_round, &edges);
        o.edges_last_round = edges.clone();
        if share <= 0.0 {
            continue;
        }
        let candidate = rvm_controller::InlineCandidate {
            tier: opt,
            samples: own.saturating_sub(o.method_samples_at_compile),
            bytecodes: code.bytecode.len() as u32,
            new_hot_share: share,
        };
        let decision = rvm_controller::decide_inlining(model, &candidate);
        if decision.choice.is_none() {
            continue;
        }
        o.recompiles += 1;
        // Until the recompile is installed (note_optimized resets these),
        // the same edges do not ask again.
        o.edges_at_compile = edges;
        o.method_samples_at_compile = own;
        let e = decision.estimates[0];
        crate::runtime::codemap::aos_log(
            vm,
            &format!(
                "{{\"event\":\"decide\",\"controller\":\"cost-benefit\",\"reason\":\"new hot call edges\",\"method\":{:?},\"tier\":\"opt\",\"samples\":{},\"bytecodes\":{},\"compile_cost_share\":{:.2},\"new_hot_share\":{:.3},\"past_ms\":{:.3},\"stay_ms\":{:.3},\"estimates\":[{{\"tier\":\"opt\",\"compile_ms\":{:.3},\"future_ms\":{:.3}}}],\"choice\":\"opt\",\"benefit_ms\":{:.3}}}",
                o.method.qualified_name(),
                candidate.samples,
                candidate.bytecodes,
                model.compile_cost_share,
                candidate.new_hot_share,
                decision.past_ms,
                decision.past_ms,
                e.cost_ms,
                e.future_ms,
                decision.benefit_ms(),
            ),
        );
        due.push((o.method, decision.benefit_ms()));
    }
    due
}

/// One round of the cost-benefit controller (every 4 timer ticks, from a
/// sampling thread's yieldpoint): every baseline method with method samples
/// is a candidate; those the model sends to the optimizing tier come back
/// with their decisions, the largest expected benefit first, each once.
pub(super) fn cost_benefit(
    thread: &JavaThread,
    round: Option<&Round>,
) -> Vec<(&'static Method, rvm_controller::Decision)> {
    let vm = thread.vm;
    let Some(round) = round.filter(|_| vm.options.tier == Tier::Adaptive) else {
        return Vec::new();
    };
    let model = &round.model;
    let baseline = model
        .tier("baseline")
        .expect("the model has a baseline tier");
    let opt = model.tier("opt").expect("the model has an opt tier");
    let mut queue = rvm_controller::Queue::default();
    let counted = vm.compile.counted.lock();
    let mut decided = vm.compile.decided.lock();
    for &(method, n) in &round.samples {
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
            counts: counted
                .get(&(method as *const Method as usize))
                .copied()
                .unwrap_or(0),
            bytecodes: code.bytecode.len() as u32,
        };
        let decision = rvm_controller::decide(model, &candidate);
        if decision.choice == Some(opt) {
            decided.insert(method as *const Method as usize);
            let benefit = decision.benefit_ms();
            queue.push((method, candidate, decision), opt, benefit);
        }
    }
    drop(decided);
    drop(counted);
    let mut out = Vec::with_capacity(queue.len());
    while let Some(request) = queue.pop() {
        let (method, candidate, decision) = request.item;
        log_decision(vm, method, model, &candidate, &decision, "samples");
        out.push((method, decision));
    }
    out
}

/// The share of a background compile's time that the program pays
/// (`rvm_controller::Model::compile_cost_share`), from the cores the
/// program's Java threads and other processes want, smoothed over the
/// rounds (`rvm_controller::CoreDemand`). Each round reads the machine's
/// runnable tasks (`/proc/loadavg`, this thread included; the smaller of
/// two reads) less this VM's own helper threads that are running
/// (`own_helpers_running`: the compiler threads while they compile, the
/// timer and the DCG organizer, which the tick that starts a round has
/// just woken). Arnold et al.'s model charges
/// every compile in full, as on their one processor; on rvm's 2-core
/// machines a quiet run has an idle core for its compiler thread, a loaded
/// one does not. 1 with `--background-compile=off` (compiles run on the
/// Java thread) or where the run queue cannot be read.
fn compile_cost_share(vm: &Vm) -> f64 {
    if !vm.options.background_compile {
        return 1.0;
    }
    let Some(runnable) = runnable_tasks() else {
        return 1.0;
    };
    // Process-wide, not in `Vm`: the machine's cores do not change while it
    // runs, and asking (cgroup files on Linux) at every round would be I/O.
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let cores =
        *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get())) as f64;
    // Read twice around the helper scan and keep the smaller: the tick that
    // starts a round has just woken the timer (and the organizer), which
    // are runnable at the first read and asleep again by the scan (on an
    // idle machine, 19 of 23 rounds of JsonParse read 2 runnable tasks,
    // no running helper, then 1).
    let helpers = own_helpers_running();
    let runnable = runnable.min(runnable_tasks().unwrap_or(runnable));
    let competing = runnable.saturating_sub(helpers);
    let mut demand = vm.compile.core_demand.lock();
    demand.observe(competing as f64);
    demand.compile_cost_share(cores, vm.options.compiler_threads as f64)
}

/// This process's helper threads that are runnable now (state R in
/// `/proc/self/task/*/stat`): rvm's own threads are named `rvm-...` (the
/// compiler threads, the timer, the DCG organizer) and MMTk's GC workers
/// `mmtk worker N`; Java threads have the program's names. 0 where `/proc`
/// cannot be read.
fn own_helpers_running() -> u32 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("stat")).ok())
        .filter(|stat| {
            parse_task_stat(stat).is_some_and(|(name, state)| {
                state == 'R' && (name.starts_with("rvm-") || name.starts_with("mmtk worker"))
            })
        })
        .count() as u32
}

/// (name, state) of a `/proc/<pid>/task/<tid>/stat` line: "tid (name) S
/// ...", where the name may itself hold spaces and parentheses.
fn parse_task_stat(stat: &str) -> Option<(&str, char)> {
    let open = stat.find('(')?;
    let close = stat.rfind(')')?;
    let name = stat.get(open + 1..close)?;
    let state = stat.get(close + 1..)?.trim_start().chars().next()?;
    Some((name, state))
}

/// The number of runnable tasks on the machine now (the fourth field of
/// `/proc/loadavg`, "runnable/total").
fn runnable_tasks() -> Option<u32> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    parse_runnable(&text)
}

fn parse_runnable(loadavg: &str) -> Option<u32> {
    loadavg
        .split_whitespace()
        .nth(3)?
        .split('/')
        .next()?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::{new_hot_share, parse_runnable, parse_task_stat};

    #[test]
    fn the_run_queue_is_read_from_loadavg() {
        assert_eq!(parse_runnable("0.26 2.01 4.56 3/345 12345\n"), Some(3));
        assert_eq!(parse_runnable("0.26 2.01"), None);
        assert_eq!(parse_runnable("a b c x/y z"), None);
    }

    #[test]
    fn a_task_stat_line_gives_the_name_and_state() {
        assert_eq!(
            parse_task_stat("4242 (rvm-compiler-0) R 1 2 3"),
            Some(("rvm-compiler-0", 'R'))
        );
        // A Java thread may call itself anything, parentheses included.
        assert_eq!(
            parse_task_stat("7 (worker (a) b) S 1 2"),
            Some(("worker (a) b", 'S'))
        );
        assert_eq!(parse_task_stat("garbage"), None);
    }

    #[test]
    fn the_new_hot_share_is_of_the_weight_added_since_the_last_round() {
        // At the compile: edge A hot with weight 100, edge B cold with 1.
        let compile = [((3, 1), 100.0, true), ((9, 2), 1.0, false)];
        // Previous round: A grew to 300, B still cold.
        let previous = [((3, 1), 300.0, true), ((9, 2), 1.0, false)];
        // Now A decayed to 290 (no growth); B grew to 41 and is hot.
        let now = [((3, 1), 290.0, true), ((9, 2), 41.0, true)];
        assert_eq!(new_hot_share(&compile, &previous, &now), 1.0);
        // A grows as much as B: half of the recent weight is on B.
        let both = [((3, 1), 340.0, true), ((9, 2), 41.0, true)];
        assert_eq!(new_hot_share(&compile, &previous, &both), 0.5);
        // A new edge that is not hot counts in the whole only.
        let cold = [((3, 1), 340.0, true), ((12, 5), 40.0, false)];
        assert_eq!(new_hot_share(&compile, &previous, &cold), 0.0);
        // An edge hot at the compile is not new, however it grows.
        assert_eq!(new_hot_share(&now, &previous, &both), 0.0);
        // Nothing grew: no share.
        assert_eq!(new_hot_share(&compile, &previous, &previous), 0.0);
    }
}
