//! The adaptive optimization system's decision, as pure logic: Jikes RVM's
//! cost-benefit model (Arnold, Fink, Grove, Hind and Sweeney, "Adaptive
//! Optimization in the Jalapeño JVM", OOPSLA 2000, §4, the controller's
//! analytic model) and the compile queue its decisions go through. No VM
//! types: the VM (`vm/src/compile/controller.rs`) turns timer samples and
//! methods into [`Candidate`]s and acts on the [`Decision`]s.
//!
//! ```text
//! method samples (one per timer tick, at the thread's next yieldpoint)
//! and baseline code's call and backedge counts (rvm's addition, below)
//!   -> Candidate { tier, samples, counts, bytecodes }
//!   -> decide(model, candidate):
//!        past    = max(samples x tick period,       (time spent so far, estimated)
//!                      counts x time per count)
//!        future  = past                             ("a method will run as long again")
//!        for each tier j above the current tier i:
//!          cost_j    = bytecodes / compile rate_j  x  the share of it the
//!                      program pays (1; less when a background compiler
//!                      has an idle core: Model::compile_cost_share,
//!                      from the run queue smoothed by CoreDemand)
//!          time_j    = future x speedup_i / speedup_j
//!        choose the j with the least cost_j + time_j, if that beats staying (future)
//!   -> Decision { estimates, choice, benefit = future - (cost + time) }
//!   -> Queue: the largest benefit is compiled first
//!
//! optimized method whose call edges grew hot since its compile
//!   -> InlineCandidate { tier, samples since the compile, bytecodes, new hot share }
//!   -> decide_inlining(model, candidate):        (Jikes RVM's adaptive inlining
//!        future  = samples x tick period           organizer's hot-edge events,
//!        boost   = 1 + (inline_boost - 1) x share  priced by the same model)
//!        cost    = bytecodes / compile rate of its tier
//!        recompile when cost + future / boost < future
//! ```

use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// What the model knows of one tier: how fast it compiles and how fast its
/// code runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TierModel {
    pub name: &'static str,
    /// Bytecodes compiled per millisecond (infinite for the interpreter).
    pub compile_rate: f64,
    /// Speed of its code relative to the interpreter's (the interpreter is 1).
    pub speedup: f64,
}

/// rvm's tiers as measured on this project's benchmarks, lowest first.
///
/// Compile rates: `rvm run --stats --tier=adaptive` on
/// `benchmarks/oo/Richards.java` and the other OO benchmarks ("baseline ...
/// bytecodes/ms", "opt ... bytecodes/ms"; the optimizing tier's rate counts
/// the root method's bytecodes, inlined code included in the time): baseline
/// 921, optimizing 19-60 (Richards 19; the lower figure is taken, as the
/// larger methods are the ones that matter). Speedups: docs/results.md,
/// `rvm-harness run harness/experiments/tiers.toml`, geometric means of
/// steady-state times: baseline 7.1x the interpreter, optimizing 2.28x the
/// baseline (16.2x the interpreter). Update with those two commands, or
/// with `python3 controller/calibrate.py --write` (both measurements in one
/// script, on a quiet machine: both are wall times; under load 8 on the
/// 2-core machine it measured baseline 316 and opt 4 bytecodes/ms, which is
/// why the table keeps the quiet figures).
pub const RVM_TIERS: [TierModel; 3] = [
    TierModel {
        name: "interp",
        compile_rate: f64::INFINITY,
        speedup: 1.0,
    },
    TierModel {
        name: "baseline",
        compile_rate: 921.0,
        speedup: 7.1,
    },
    TierModel {
        name: "opt",
        compile_rate: 19.0,
        speedup: 16.2,
    },
];

/// Milliseconds of baseline code that one counted call or backedge stands
/// for: method samples x tick period over the counts of the same methods
/// while they ran baseline code, on the OO benchmarks of
/// `harness/experiments/warmup.toml`. `python3 controller/calibrate.py
/// --counts` measures it: on 2026-12-07 at load 13 on the 2-core machine,
/// 3.7-31.1 ns per benchmark, geometric mean 13.8 ns over 8 (13 ns over the
/// same methods in an earlier run at load 7). Under load the figure is on
/// the slow side, which makes counts weigh more, not less.
pub const RVM_COUNT_MS: f64 = 13e-6;

/// The speedup that recompiling optimized code with the run's profile
/// brings when every call it makes was cold at its compile: profile-directed
/// inlining (CBS(16,3)) over static inlining on this project's inlining
/// benchmarks, geometric mean 0.73 / 0.56 of `--inline=off`'s time = 1.30
/// (docs/results.md, `rvm-harness run harness/experiments/inline-speedups.toml`).
/// Update it with that command.
pub const RVM_INLINE_BOOST: f64 = 1.30;

/// The model: the tiers (lowest first) and what one method sample stands for.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub tiers: Vec<TierModel>,
    /// Milliseconds of execution one method sample stands for (the timer period).
    pub sample_ms: f64,
    /// Milliseconds of execution one counted call or backedge of baseline
    /// code stands for ([`RVM_COUNT_MS`]).
    pub count_ms: f64,
    /// Speedup of a method's code when all of its call weight is on edges
    /// that became hot since it was compiled ([`RVM_INLINE_BOOST`]).
    pub inline_boost: f64,
    /// The share of a compile's time the program pays, in 0..=1: 1 when the
    /// compiler takes its time from the program (one processor, as in
    /// Arnold et al.'s model, or every core busy); 0 when a background
    /// compiler runs on an otherwise idle core. rvm's departure from the
    /// paper, for its background compiler threads (vm/src/compile/controller.rs).
    pub compile_cost_share: f64,
}

impl Model {
    pub fn rvm(sample_ms: f64) -> Model {
        Model {
            tiers: RVM_TIERS.to_vec(),
            sample_ms,
            count_ms: RVM_COUNT_MS,
            inline_boost: RVM_INLINE_BOOST,
            compile_cost_share: 1.0,
        }
    }

    /// [`Model::compile_cost_share`], kept in 0..=1.
    fn cost_share(&self) -> f64 {
        if self.compile_cost_share.is_finite() {
            self.compile_cost_share.clamp(0.0, 1.0)
        } else {
            1.0
        }
    }

    /// The index of the tier named `name`.
    pub fn tier(&self, name: &str) -> Option<usize> {
        self.tiers.iter().position(|t| t.name == name)
    }
}

/// One method as the controller sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// Index into `Model::tiers` of the code it runs now.
    pub tier: usize,
    /// Method samples so far.
    pub samples: u64,
    /// Calls and backedges counted in its baseline code so far (0 where
    /// counts are not used). rvm's departure from Arnold et al., whose
    /// controller saw samples alone: a sample arrives every 4 ms, so a
    /// program's dozens of hot methods wait tens of milliseconds for their
    /// first ones, while counts say within a fraction of a millisecond that
    /// a method has run. Each is a lower bound on the time spent; the
    /// larger is taken.
    pub counts: u64,
    /// Size of its bytecode.
    pub bytecodes: u32,
}

/// The model's figures for recompiling at one tier.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub tier: usize,
    /// Compile time, ms.
    pub cost_ms: f64,
    /// Expected future execution time at that tier, ms.
    pub future_ms: f64,
}

impl Estimate {
    pub fn total_ms(&self) -> f64 {
        self.cost_ms + self.future_ms
    }
}

/// What the model decided for one candidate, with its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// Execution time so far (the larger of samples x period and counts x
    /// time per count), ms: also the expected future time at the current
    /// tier (staying).
    pub past_ms: f64,
    /// One estimate per tier above the current one.
    pub estimates: Vec<Estimate>,
    /// The tier to recompile at, or None to stay.
    pub choice: Option<usize>,
}

impl Decision {
    /// Time saved by the choice, ms (0 when staying).
    pub fn benefit_ms(&self) -> f64 {
        self.choice
            .and_then(|t| self.estimates.iter().find(|e| e.tier == t))
            .map_or(0.0, |e| self.past_ms - e.total_ms())
    }
}

/// The cost-benefit decision for one method (see the module doc).
pub fn decide(model: &Model, c: &Candidate) -> Decision {
    let past_ms = (c.samples as f64 * model.sample_ms).max(c.counts as f64 * model.count_ms);
    let future_ms = past_ms;
    let current = model.tiers[c.tier.min(model.tiers.len() - 1)];
    let estimates: Vec<Estimate> = model
        .tiers
        .iter()
        .enumerate()
        .skip(c.tier + 1)
        .map(|(j, t)| Estimate {
            tier: j,
            cost_ms: c.bytecodes as f64 / t.compile_rate * model.cost_share(),
            future_ms: future_ms * current.speedup / t.speedup,
        })
        .collect();
    let best = estimates
        .iter()
        .min_by(|a, b| {
            a.total_ms()
                .partial_cmp(&b.total_ms())
                .unwrap_or(Ordering::Equal)
                // On a tie, the higher tier (its code runs longer).
                .then(b.tier.cmp(&a.tier))
        })
        .filter(|e| e.total_ms() < future_ms)
        .map(|e| e.tier);
    Decision {
        past_ms,
        estimates,
        choice: best,
    }
}

/// Optimized code whose profile has changed: some of its call edges became
/// hot after it was compiled, so recompiling it would inline them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InlineCandidate {
    /// Index into `Model::tiers` of the code it runs now (and is recompiled at).
    pub tier: usize,
    /// Method samples since the code was installed.
    pub samples: u64,
    /// Size of its bytecode.
    pub bytecodes: u32,
    /// The share, in 0..=1, of the method's outgoing call weight that is on
    /// edges hot now and not hot at its compile.
    pub new_hot_share: f64,
}

/// The adaptive inlining organizer's question, priced by the controller's
/// model (Arnold et al. 2000 §4; Jikes RVM raises a hot-edge event that the
/// controller weighs like any other recompilation): the method will run as
/// long again as it has since its compile; recompiled, that time shrinks by
/// the boost its new hot edges promise; recompile when the compile pays for
/// itself. `Decision::estimates` holds the one estimate, at the same tier.
pub fn decide_inlining(model: &Model, c: &InlineCandidate) -> Decision {
    let tier = c.tier.min(model.tiers.len() - 1);
    let past_ms = c.samples as f64 * model.sample_ms;
    let share = if c.new_hot_share.is_finite() {
        c.new_hot_share.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let boost = 1.0 + (model.inline_boost - 1.0) * share;
    let estimate = Estimate {
        tier,
        cost_ms: c.bytecodes as f64 / model.tiers[tier].compile_rate * model.cost_share(),
        future_ms: past_ms / boost,
    };
    let choice = (estimate.total_ms() < past_ms).then_some(tier);
    Decision {
        past_ms,
        estimates: vec![estimate],
        choice,
    }
}

/// A compile request, ordered by expected benefit.
#[derive(Clone, Debug)]
pub struct Request<T> {
    pub item: T,
    pub tier: usize,
    pub benefit_ms: f64,
    /// Arrival order: equal benefits are served first come, first served.
    seq: u64,
}

impl<T> PartialEq for Request<T> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl<T> Eq for Request<T> {}
impl<T> PartialOrd for Request<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Request<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.benefit_ms
            .total_cmp(&other.benefit_ms)
            .then(other.seq.cmp(&self.seq))
    }
}

/// The compile queue: the request with the largest expected benefit first.
#[derive(Debug)]
pub struct Queue<T> {
    heap: BinaryHeap<Request<T>>,
    next_seq: u64,
}

impl<T> Default for Queue<T> {
    fn default() -> Self {
        Queue {
            heap: BinaryHeap::new(),
            next_seq: 0,
        }
    }
}

impl<T> Queue<T> {
    pub fn push(&mut self, item: T, tier: usize, benefit_ms: f64) {
        self.heap.push(Request {
            item,
            tier,
            benefit_ms,
            seq: self.next_seq,
        });
        self.next_seq += 1;
    }
    pub fn pop(&mut self) -> Option<Request<T>> {
        self.heap.pop()
    }
    pub fn len(&self) -> usize {
        self.heap.len()
    }
    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
}

/// How many cores the program's Java threads and other processes want,
/// smoothed over the controller's rounds, and the compile-cost share it
/// implies ([`Model::compile_cost_share`]). One read of the run queue says
/// little: a task that happens to be runnable at that instant (on an idle
/// machine, mostly the VM's own timer or organizer thread, just woken by the
/// tick that starts the round) made a read of an idle machine say "every
/// core busy" in 46 of 83 rounds (docs/experiments.md, issue 27); an
/// exponentially weighted mean over about [`CoreDemand::ROUNDS`] rounds
/// says how busy the cores have been lately, which is what a compile of a
/// few to a few hundred milliseconds will meet.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CoreDemand {
    smoothed: Option<f64>,
}

impl CoreDemand {
    /// The mean's memory in rounds: a new read weighs 1/ROUNDS. Eight
    /// rounds of four 4 ms ticks are about 130 ms.
    pub const ROUNDS: f64 = 8.0;

    /// Folds in one read of the runnable tasks that compete with a compile
    /// (the program's Java threads and other processes' tasks, not the
    /// VM's own compiler, timer and profiler threads); the first read is
    /// taken as it is. Returns the smoothed demand.
    pub fn observe(&mut self, runnable: f64) -> f64 {
        let runnable = if runnable.is_finite() {
            runnable.max(0.0)
        } else {
            0.0
        };
        let next = match self.smoothed {
            None => runnable,
            Some(old) => old + (runnable - old) / Self::ROUNDS,
        };
        self.smoothed = Some(next);
        next
    }

    /// The share of a background compile's time the program pays: the
    /// compiler threads take idle cores first, so with `idle = cores -
    /// demand` the share is `1 - idle / compiler_threads`, in 0..=1; 1
    /// before the first read (Arnold et al.'s full charge).
    pub fn compile_cost_share(&self, cores: f64, compiler_threads: f64) -> f64 {
        let Some(demand) = self.smoothed else {
            return 1.0;
        };
        let idle = (cores - demand).max(0.0);
        (1.0 - idle / compiler_threads.max(1.0)).clamp(0.0, 1.0)
    }
}

#[cfg(test)]
mod tests;
