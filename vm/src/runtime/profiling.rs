//! The call-graph profiler inside the VM: the glue between the pure
//! `rvm-profiler` crate (state machines, weights, DCG) and the VM's threads,
//! yieldpoints and frames.
//!
//! ```text
//!  timer thread (rvm_profiler::TimerThread) every --timer-ms:
//!     for each registered thread: TickMailbox::offer(tsc); delivered (running)? word := +1
//!     (a blocked thread's miss is recorded; --missed-ticks=keep delivers the first
//!      missed tick when it resumes, drop voids it, any tick not yet taken and
//!      a window whose first sample is not yet taken)
//!                                   │
//!  Java thread, taken yieldpoint (runtime::yieldpoint ──▶ on_yieldpoint):
//!     TickMailbox::poll: resumed (drop)? ──▶ Sampler::abandon_unsampled_window
//!                        new tick?       ──▶ Sampler::on_tick, WindowWeights::on_tick
//!     Sampler::on_yieldpoint(kind) ──▶ Decision
//!        method sample: the top frame's method
//!        edge sample:   (caller = top.prev.method, bci = top.prev.bci, callee = top.method),
//!                       weight = WindowWeights::sample_weight(rdtsc, calls)
//!     ──▶ SampleBuffer ──(batches)──▶ organizer thread ──▶ Dcg
//!     word := Decision.new_word (re-armed to +1 if a tick raced with the store)
//!                                   │
//!  finish (program end or System.exit): stop the timer, flush, Dcg + RunConfig
//!     ──▶ --dcg-out FILE, --stats lines
//! ```
//!
//! Prologue yieldpoints run after the callee's frame record is linked and
//! epilogue yieldpoints before it is unlinked, in the interpreter and in
//! compiled code alike, so the top record is always the callee and the one
//! below it the caller with the call site's bci (Arnold-Grove 2005 §5.1:
//! "the caller, call site and callee are read from the stack").
//!
//! Lee's `calls(t)` (Lee 2015 §3.2) is the thread's software count of method
//! entries (`JavaThread::calls`: every interpreted entry and, when a weight
//! needs it, every compiled prologue adds one) or a hardware counter of
//! retired near calls (`--call-counter`). As in Lee's Jikes RVM code (§3.3)
//! the count is taken at the first sample of a window, against the count at
//! the previous window's first sample. `--call-counter=soft-next` (the
//! default with the totals below, issue 30's sixth round) takes it at each
//! taken tick instead, for the interval after the closing window's tick; that
//! window's samples wait in `ThreadProfile::pending` until then
//! (`rvm_profiler::next_interval`).
//!
//! `--callee-totals=on` (issue 30, fourth and fifth rounds): every baseline
//! prologue adds one to its method's cell in the thread's own counter table
//! (`inc qword gs:[slot*8]`, [`entry_counts`]) *instead of* the thread's
//! `calls`, so the thread's count is `calls` plus its table's sum (read at a
//! window's first sample); at `finish` each counted callee's DCG edges are
//! rescaled to sum to its count (`Dcg::rescale_callee_totals`).

use crate::class::Method;
use crate::runtime::thread::{FrameRecord, JavaThread, YieldpointKind};
use crate::runtime::Vm;
use parking_lot::Mutex;
use rvm_profiler::counter::HpmCallCounter;
use rvm_profiler::density::SampledDensity;
use rvm_profiler::next_interval::NextIntervalCalls;
use rvm_profiler::paths::{combine_words, PathSampler, PepMode};
use rvm_profiler::window_density::WindowDensity;
use rvm_profiler::{
    rdtsc, BackedgeSamples, CallCounterChoice, CallEdge, CallerTier, CbsCount, CbsFirstSkip,
    CbsStart, CbsStride, Dcg, LatencyTo, MethodId, MissedTicks, Organizer, RunConfig, SampleBuffer,
    SamplePlace, Sampler, SamplerKind, TickMailbox, TickReader, TimerThread, WeightMode,
    WindowWeights, WORD_ALL, WORD_NONE, WORD_PROLOGUE_EPILOGUE,
};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::Ordering::*;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod entry_counts;

/// What the command line decides about profiling (`--sampler`, `--cbs`, ...).
#[derive(Clone, Debug)]
pub struct ProfilerOptions {
    pub sampler: SamplerKind,
    /// SAMPLES and STRIDE (CBS kinds only).
    pub samples: u32,
    pub stride: u32,
    pub start: CbsStart,
    /// `--cbs-stride`: STRIDE, or drawn per window (an accuracy experiment).
    pub stride_mode: CbsStride,
    /// `--cbs-first-skip`: `[1, STRIDE]` or `[1, SAMPLES·STRIDE]`.
    pub first_skip: CbsFirstSkip,
    /// `--backedge-samples`: whether a tick taken at a backedge gives the
    /// window's first sample (the looping method's enclosing edge).
    pub backedge_samples: BackedgeSamples,
    /// `--cbs-count`: the yieldpoints CBS counts and samples at.
    pub count: CbsCount,
    /// The seed given with `--seed`, for the DCG file (None: the default seed).
    pub seed: Option<u64>,
    pub weight: WeightMode,
    /// `--latency-to`: where Lee's sampling latency ends.
    pub latency_to: LatencyTo,
    pub timer_period: Duration,
    pub call_counter: CallCounterChoice,
    /// What a thread blocked at a tick does with it (`--missed-ticks`).
    pub missed_ticks: MissedTicks,
    pub dcg_out: Option<PathBuf>,
    /// `--callee-totals=on`: rescale each callee's edges to the entries its
    /// baseline prologues counted (at program end).
    pub callee_totals: bool,
    /// The timer delivers method samples even with `--sampler=off` (no
    /// call-graph samples then): the cost-benefit controller's input.
    pub method_samples: bool,
}

impl Default for ProfilerOptions {
    fn default() -> Self {
        ProfilerOptions {
            sampler: SamplerKind::Off,
            samples: 16,
            stride: 3,
            start: CbsStart::Random { seed: DEFAULT_SEED },
            stride_mode: CbsStride::Fixed,
            first_skip: CbsFirstSkip::Stride,
            backedge_samples: BackedgeSamples::Off,
            count: CbsCount::Boundaries,
            seed: None,
            weight: WeightMode::None,
            latency_to: LatencyTo::default(),
            timer_period: Duration::from_millis(4),
            call_counter: CallCounterChoice::Auto,
            missed_ticks: MissedTicks::default(),
            dcg_out: None,
            callee_totals: false,
            method_samples: false,
        }
    }
}

/// The `gs`-relative displacement of the counter a baseline prologue of
/// `method` increments under `--callee-totals=on` (None when off): the
/// prologue then does `inc qword gs:[displacement]` and not the thread's
/// `calls` ([`entry_counts`]).
pub fn entry_counter(method: &'static Method) -> Option<usize> {
    entry_counts::displacement(method)
}

/// The thread's software call count: `JavaThread::calls` plus, under
/// `--callee-totals=on`, the entries its baseline prologues counted per
/// method instead.
fn soft_calls(calls: u64, profile: &ThreadProfile) -> u64 {
    calls + profile.entry_counts.as_ref().map_or(0, |c| c.calls())
}

/// The calling thread's CPU time in nanoseconds: `--call-counter=sampled`'s
/// clock (profiler/src/density.rs says why not rdtsc). One system call; the
/// measurement reads it three times per tick.
fn thread_cpu_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    if r != 0 {
        return 0; // not on Linux, where every thread has this clock
    }
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// The seed of `--cbs-start=random` when `--seed` is not given.
pub const DEFAULT_SEED: u64 = 0x5eed;

impl ProfilerOptions {
    pub fn enabled(&self) -> bool {
        self.sampler != SamplerKind::Off
    }

    /// Whether compiled prologues must count method entries (the software
    /// call counter feeding a density weight). Decided at start-up, before
    /// anything is compiled.
    pub fn needs_soft_calls(&self) -> bool {
        self.enabled()
            && self.weight.uses_calls()
            && matches!(
                self.call_counter,
                CallCounterChoice::Auto | CallCounterChoice::Soft | CallCounterChoice::SoftNext
            )
    }
}

struct TickTarget {
    thread: *const JavaThread,
    mailbox: Arc<TickMailbox>,
}

// SAFETY: `thread` points to a JavaThread that unregisters itself (under the
// registry lock) before it is freed; the timer uses it only under that lock,
// and only for the atomic yieldpoint word and instrumentation counter.
unsafe impl Send for TickTarget {}

impl TickTarget {
    /// Asks the thread to take its next yieldpoint (a tick was delivered).
    fn request_yieldpoint(&self) {
        // SAFETY: see the Send impl.
        unsafe { (*self.thread).request_all_yieldpoints() };
    }
}

/// Per-thread profiling state (boxed in `JavaThread::profile`).
pub struct ThreadProfile {
    sampler: Sampler,
    weights: WindowWeights,
    buffer: SampleBuffer,
    mailbox: Arc<TickMailbox>,
    tick_reader: TickReader,
    hpm: Option<HpmCallCounter>,
    /// Sampling latency (cycles from tick to first sample) of each window.
    latencies: Vec<u64>,
    window_latency_recorded: bool,
    /// `--call-counter=sampled`: the density measurement, and the current
    /// window's estimate, latency and samples waiting for both.
    sampled: Option<SampledDensity>,
    /// `--call-counter=window`: calls counted from the tick to the window's
    /// last sample (the window's samples wait in `pending` as for `sampled`).
    window_density: Option<WindowDensity>,
    /// The mailbox's blocked cycles already left out of `window_density`.
    blocked_seen: u64,
    /// `--call-counter=soft-next`: the software count of the interval after
    /// the tick (samples wait in `pending` until the next tick).
    next_interval: Option<NextIntervalCalls>,
    window_calls: Option<f64>,
    window_latency: Option<u64>,
    pending: Vec<(CallEdge, SamplePlace)>,
    /// PEP (`--pep=S,T|timer`): when to read the path register.
    pep: Option<PathSampler>,
    /// The path a PEP path-end yieldpoint is passing (id << 32 | number).
    pending_path: Option<u64>,
    /// `--pep=perfect`: every path end counted here, flushed at thread end.
    perfect_paths: HashMap<u64, u64, rvm_profiler::PathKeys>,
    /// `--callee-totals=on`: this thread's per-method entry counters.
    entry_counts: Option<entry_counts::ThreadCounts>,
}

impl ThreadProfile {
    /// Sampled call counter: once the window's call estimate and latency are
    /// known, its waiting samples get the window's weight; returns it.
    fn sampled_window_weight(&mut self) -> Option<f64> {
        let (calls, latency) = (self.window_calls?, self.window_latency?);
        let w = self.weights.mode().weight(calls.round() as u64, latency);
        for (edge, place) in self.pending.drain(..) {
            self.buffer.edge_placed(edge, w, place);
        }
        Some(w)
    }

    /// A new tick (or the thread's end) closes the sampled window.
    fn close_sampled_window(&mut self, cut_estimate: Option<f64>) {
        if let Some(calls) = cut_estimate {
            self.window_calls.get_or_insert(calls);
        }
        self.sampled_window_weight();
        self.pending.clear();
        self.window_calls = None;
        self.window_latency = None;
    }
}

/// The profiler's VM-wide state, present when `--sampler` is not `off`.
pub struct Profiler {
    options: ProfilerOptions,
    targets: Arc<Mutex<Vec<TickTarget>>>,
    timer: Mutex<Option<TimerThread>>,
    organizer: Mutex<Option<Organizer>>,
    methods: Mutex<Vec<&'static Method>>,
    /// The call counter in use (`Hpm`, `Soft` or `Sampled`, never `Auto`);
    /// None when the weight needs no call counts.
    counter_in_use: Option<CallCounterChoice>,
    program: Mutex<(String, Vec<String>)>,
    started: Mutex<Option<Instant>>,
    /// Ticks that found a thread blocked, summed at each thread's end.
    ticks_missed: std::sync::atomic::AtomicU64,
    /// Totals of finished threads' samplers, and their latencies.
    totals: Mutex<Totals>,
    stats_text: Mutex<Option<String>>,
}

#[derive(Default)]
struct Totals {
    ticks: u64,
    edge_samples: u64,
    method_samples: u64,
    latencies: Vec<u64>,
}

impl Profiler {
    /// Sets the profiler up (no thread started yet); errors are the user's.
    pub fn new(options: ProfilerOptions, verbose: bool) -> Result<Profiler, String> {
        // Validate the sampler parameters once, with the user's wording.
        Sampler::new(
            options.sampler,
            options.samples,
            options.stride,
            options.start,
        )
        .map_err(|e| e.to_string())?;
        let counter_in_use = if !options.weight.uses_calls() {
            None
        } else {
            Some(match options.call_counter {
                CallCounterChoice::Hpm => {
                    HpmCallCounter::open().map_err(|why| {
                        format!("--call-counter=hpm: {why}; use --call-counter=soft (or auto) on this machine")
                    })?;
                    CallCounterChoice::Hpm
                }
                CallCounterChoice::Auto => match HpmCallCounter::open() {
                    Ok(_) => CallCounterChoice::Hpm,
                    Err(why) => {
                        if verbose {
                            eprintln!(
                                "rvm: call counter: software count of method entries ({why})"
                            );
                        }
                        CallCounterChoice::Soft
                    }
                },
                soft_or_sampled => soft_or_sampled,
            })
        };
        if verbose && counter_in_use == Some(CallCounterChoice::Hpm) {
            eprintln!("rvm: call counter: hardware (retired near calls, perf_event)");
        }
        if let Some(path) = &options.dcg_out {
            // Fail before the program runs, not after.
            std::fs::File::create(path)
                .map_err(|e| format!("--dcg-out={}: {e}", path.display()))?;
        }
        let organizer = Organizer::start()
            .map_err(|e| format!("cannot start the DCG organizer thread: {e}"))?;
        if options.callee_totals {
            entry_counts::enable()?;
        }
        Ok(Profiler {
            options,
            targets: Arc::new(Mutex::new(Vec::new())),
            timer: Mutex::new(None),
            organizer: Mutex::new(Some(organizer)),
            methods: Mutex::new(Vec::new()),
            counter_in_use,
            program: Mutex::new((String::new(), Vec::new())),
            started: Mutex::new(None),
            ticks_missed: Default::default(),
            totals: Mutex::new(Totals::default()),
            stats_text: Mutex::new(None),
        })
    }

    /// Starts the timer thread (at the program's start, after the VM booted).
    pub fn start(&self, program: &str, arguments: &[String]) -> Result<(), String> {
        *self.program.lock() = (program.to_string(), arguments.to_vec());
        *self.started.lock() = Some(Instant::now());
        let targets = self.targets.clone();
        let timer = TimerThread::start(self.options.timer_period, move |tsc| {
            for t in targets.lock().iter() {
                if t.mailbox.offer(tsc) {
                    t.request_yieldpoint();
                }
            }
        })
        .map_err(|e| format!("cannot start the timer thread: {e}"))?;
        *self.timer.lock() = Some(timer);
        Ok(())
    }

    /// `hpm`, `soft`, `sampled`, or `none` (no weight needs call counts).
    fn counter_name(&self) -> &'static str {
        self.counter_in_use.map_or("none", CallCounterChoice::name)
    }

    fn method_id(&self, m: &'static Method) -> MethodId {
        let id = m.profile_id.load(Relaxed);
        if id != 0 {
            return id - 1;
        }
        let mut methods = self.methods.lock();
        let id = m.profile_id.load(Relaxed);
        if id != 0 {
            return id - 1;
        }
        methods.push(m);
        let id = methods.len() as u32;
        m.profile_id.store(id, Relaxed);
        id - 1
    }
}

/// Gives `thread` its sampler and registers it with the timer. Call once the
/// JavaThread is at its final address.
pub fn attach_thread(thread: &mut JavaThread) {
    let Some(p) = thread.vm.profiler.as_ref() else {
        return;
    };
    let o = &p.options;
    let sampler = Sampler::new(o.sampler, o.samples, o.stride, o.start)
        .expect("validated by Profiler::new")
        .with_stride(o.stride_mode)
        .with_first_skip(o.first_skip)
        .with_backedge_samples(o.backedge_samples)
        .with_count(o.count);
    let hpm = if p.counter_in_use == Some(CallCounterChoice::Hpm) {
        HpmCallCounter::open().ok()
    } else {
        None
    };
    // Before the first count is read: on this thread, its own counters.
    let entry_counts = p
        .options
        .callee_totals
        .then(entry_counts::ThreadCounts::attach)
        .flatten();
    let mut calls_now = thread.calls;
    let mut hpm = hpm;
    if let Some(h) = hpm.as_mut() {
        calls_now = h.read();
    }
    let mailbox = Arc::new(TickMailbox::new(o.missed_ticks));
    thread.yieldpoint.store(sampler.initial_word(), SeqCst);
    thread.poke_checks_if_word_set();
    let profile = ThreadProfile {
        weights: WindowWeights::new(o.weight, calls_now).with_latency_to(o.latency_to),
        sampler,
        buffer: p
            .organizer
            .lock()
            .as_ref()
            .map(Organizer::buffer)
            .expect("organizer runs until finish"),
        mailbox: mailbox.clone(),
        tick_reader: TickReader::default(),
        hpm,
        latencies: Vec::new(),
        window_latency_recorded: true,
        sampled: (p.counter_in_use == Some(CallCounterChoice::Sampled))
            .then(|| SampledDensity::new(thread_cpu_ns())),
        blocked_seen: 0,
        window_density: (p.counter_in_use == Some(CallCounterChoice::Window))
            .then(|| WindowDensity::new(rdtsc())),
        next_interval: (p.counter_in_use == Some(CallCounterChoice::SoftNext))
            .then(|| NextIntervalCalls::new(calls_now)),
        window_calls: None,
        window_latency: None,
        pending: Vec::new(),
        pep: thread
            .vm
            .pep
            .as_ref()
            .and_then(|pep| match pep.options.mode {
                PepMode::Perfect => None,
                mode => {
                    Some(PathSampler::new(mode, o.start).expect("validated by the command line"))
                }
            }),
        pending_path: None,
        perfect_paths: HashMap::default(),
        entry_counts,
    };
    thread.profile = Some(Box::new(profile));
    p.targets.lock().push(TickTarget { thread, mailbox });
}

/// The kind of code a frame record runs (for the diagnosis's split by the
/// caller's tier): interpreted frames keep the interpreter loop's stack
/// pointer in `native_low`, baseline frames their record's own address,
/// optimized and native frames 0 (runtime/thread.rs, `FrameRecord`).
fn frame_tier(record: &FrameRecord) -> CallerTier {
    match record.native_low.get() {
        0 if record.method.is_native() => CallerTier::Native,
        0 => CallerTier::Optimized,
        low if low == record as *const FrameRecord as usize => CallerTier::Baseline,
        _ => CallerTier::Interpreter,
    }
}

/// Unregisters `thread` and folds its counts into the totals (thread end).
pub fn detach_thread(thread: &mut JavaThread) {
    let Some(p) = thread.vm.profiler.as_ref() else {
        return;
    };
    let Some(mut profile) = thread.profile.take() else {
        return;
    };
    if let Some(sd) = profile.sampled.as_mut() {
        let estimate = sd.finish();
        profile.close_sampled_window(Some(estimate));
    }
    if let Some(wd) = profile.window_density.as_mut() {
        let estimate = wd.on_window_end(rdtsc());
        profile.close_sampled_window(estimate);
    }
    let calls = soft_calls(thread.calls, &profile);
    let sampled = !profile.pending.is_empty();
    if let Some(ni) = profile.next_interval.as_mut() {
        let estimate = ni.finish(calls, sampled);
        profile.close_sampled_window(estimate);
    }
    if let Some(c) = profile.entry_counts.take() {
        c.detach();
    }
    p.targets
        .lock()
        .retain(|t| !Arc::ptr_eq(&t.mailbox, &profile.mailbox));
    for (packed, count) in std::mem::take(&mut profile.perfect_paths) {
        profile
            .buffer
            .path((packed >> 32) as u32, packed & 0xffff_ffff, count);
    }
    p.ticks_missed.fetch_add(profile.mailbox.missed(), SeqCst);
    let s = profile.sampler.stats();
    let mut totals = p.totals.lock();
    totals.ticks += s.ticks;
    totals.edge_samples += s.edge_samples;
    totals.method_samples += s.method_samples;
    totals.latencies.extend_from_slice(&profile.latencies);
    // Dropping the profile flushes its buffer to the organizer.
}

/// The thread stops running Java code (it blocks): ticks are no longer
/// delivered to it, only counted as missed.
pub fn thread_blocked(thread: &JavaThread) {
    if let Some(profile) = thread.profile.as_deref() {
        profile.mailbox.block();
    }
}

/// The thread runs again. `--missed-ticks=keep`: a tick missed while blocked
/// is delivered now, with the missed tick's TSC, so the latency of its first
/// sample counts the wait. `drop`: ticks so far are void, and so is a window
/// without a sample yet (one with samples goes on: CBS spaces samples by
/// calls, not time).
pub fn thread_resumed(thread: &JavaThread) {
    let Some(profile) = thread.profile.as_deref() else {
        return;
    };
    if profile.mailbox.resume() {
        thread.request_all_yieldpoints();
    }
}

/// Whether the compile controller should look at the profile again (every 4
/// ticks, after the sample: `compile::reconsider`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReconsiderDue {
    Yes,
    No,
}

/// A yieldpoint was taken with the profiler on (the slow path of every tier):
/// the sample, the word's next state, and whether recompilation is due.
#[cold]
pub fn on_yieldpoint(thread: &mut JavaThread, kind: YieldpointKind) -> ReconsiderDue {
    let vm: &'static Vm = thread.vm;
    let Some(p) = vm.profiler.as_ref() else {
        return ReconsiderDue::No;
    };
    let top = thread.top_frame;
    let calls_field = thread.calls;
    // `--call-counter=window` times the program, not this function.
    let entry = if thread
        .profile
        .as_deref()
        .is_some_and(|pr| pr.window_density.is_some())
    {
        rdtsc()
    } else {
        0
    };
    let Some(profile) = thread.profile.as_deref_mut() else {
        return ReconsiderDue::No;
    };
    let poll = profile.mailbox.poll(&mut profile.tick_reader);
    let seq = poll.seq;
    if let Some(wd) = profile.window_density.as_mut() {
        // Time blocked since the last taken yieldpoint is not the program's.
        let blocked = profile.mailbox.blocked_cycles();
        wd.on_overhead(blocked.saturating_sub(profile.blocked_seen));
        profile.blocked_seen = blocked;
    }
    if poll.resumed {
        profile.sampler.abandon_unsampled_window();
    }
    // Every 4 ticks: recompile optimized methods whose inlining was decided
    // on a much smaller profile (compile::reconsider), after the sample.
    let mut reconsider_now = false;
    if let Some(tsc) = poll.new_tick {
        reconsider_now = seq % 4 == 0;
        profile.sampler.on_tick(tsc);
        if let Some(pep) = profile.pep.as_mut() {
            pep.on_tick(tsc);
        }
        // The tick's first taken yieldpoint (`--latency-to=first-yieldpoint`).
        let taken = if entry != 0 { entry } else { rdtsc() };
        let resumed = profile.mailbox.resumed_at();
        profile.weights.on_tick(tsc, taken, resumed);
        profile.window_latency_recorded = false;
        if let Some(sd) = profile.sampled.as_mut() {
            let cut = sd.on_tick(thread_cpu_ns());
            profile.close_sampled_window(cut);
        }
        if let Some(wd) = profile.window_density.as_mut() {
            let cut = wd.on_tick(tsc, entry, profile.mailbox.blocked_cycles());
            profile.close_sampled_window(cut);
        }
        if profile.next_interval.is_some() {
            let calls_soft = soft_calls(calls_field, profile);
            // The closing window's samples wait in `pending` until now.
            let sampled = !profile.pending.is_empty();
            let ni = profile.next_interval.as_mut().expect("tested above");
            let ended = ni.on_tick(calls_soft, sampled);
            profile.close_sampled_window(ended);
        }
    }
    if kind == YieldpointKind::Prologue {
        if let Some(estimate) = profile
            .sampled
            .as_mut()
            .and_then(|sd| sd.on_prologue_with(thread_cpu_ns))
        {
            profile.window_calls = Some(estimate);
            profile.sampled_window_weight();
        }
        if let Some(wd) = profile.window_density.as_mut() {
            wd.on_prologue();
        }
    }
    let d = profile.sampler.on_yieldpoint(kind);
    if !top.is_null() && (d.take_method_sample || d.take_edge_sample) {
        // SAFETY: the thread's frame records are live while it runs.
        let callee_record: &FrameRecord = unsafe { &*top };
        // A record of optimized code whose bci is an inline site stands for
        // several frames (codemap): the innermost is the executing method,
        // the next one its caller at the call's bci. Inlined methods keep
        // their prologue yieldpoints for this, so the DCG is the same with
        // and without inlining.
        let chain = crate::runtime::codemap::expand(
            thread.vm,
            callee_record.method,
            callee_record.bci.get(),
        );
        let callee_method = chain[0].0;
        let inlined_caller = chain.get(1).copied();
        if d.take_method_sample {
            // At an epilogue the returning method's time is over: what runs
            // until the next yieldpoint is its caller's, so the sample is
            // the caller's, as Jikes RVM's method listener counts it when
            // epilogue yieldpoints are on. Otherwise a method that mostly
            // calls (a dispatcher) gets samples only at its own backedges
            // and epilogue, and the controller sees too little of it.
            let sampled = if kind == YieldpointKind::Epilogue {
                match inlined_caller {
                    Some((caller, _)) => caller,
                    None if !callee_record.prev.is_null() => {
                        // SAFETY: the thread's frame records are live while it runs.
                        let caller_record: &FrameRecord = unsafe { &*callee_record.prev };
                        crate::runtime::codemap::innermost(
                            thread.vm,
                            caller_record.method,
                            caller_record.bci.get(),
                        )
                        .0
                    }
                    None => callee_method,
                }
            } else {
                callee_method
            };
            profile.buffer.method(p.method_id(sampled));
        }
        if d.take_edge_sample && (inlined_caller.is_some() || !callee_record.prev.is_null()) {
            let now = rdtsc();
            // The count matters only to the window's first sample (its weight
            // is then fixed): read the hardware counter (a system call) once.
            // (The soft count's per-method table is summed then too.)
            let calls = match profile.hpm.as_mut() {
                _ if profile.weights.window_weight().is_some() => 0,
                Some(h) => h.read(),
                None => soft_calls(calls_field, profile),
            };
            if !profile.window_latency_recorded {
                profile.window_latency_recorded = true;
                // Lee's Table I: to the first sample, whatever the weight uses.
                let latency = now.saturating_sub(profile.sampler.tick_tsc());
                profile.latencies.push(latency);
                profile.window_latency = Some(profile.weights.latency(now));
            }
            let ((caller_method, caller_bci), caller_tier) = match inlined_caller {
                Some(caller) => (caller, CallerTier::Inlined),
                None => {
                    // SAFETY: as above (checked non-null).
                    let caller_record: &FrameRecord = unsafe { &*callee_record.prev };
                    // Inside inlined code the caller record names an inline
                    // site: the edge belongs to the innermost inlined method.
                    (
                        crate::runtime::codemap::innermost(
                            thread.vm,
                            caller_record.method,
                            caller_record.bci.get(),
                        ),
                        frame_tier(caller_record),
                    )
                }
            };
            let edge = CallEdge {
                caller: p.method_id(caller_method),
                bci: caller_bci,
                callee: p.method_id(callee_method),
            };
            // The sample's place in its CBS window, for `rvm dcg diagnose`.
            let place = matches!(
                profile.sampler.kind(),
                SamplerKind::Cbs | SamplerKind::SimplifiedCbs
            )
            .then_some(SamplePlace {
                position: d.window_position,
                first_skip: d.first_skip,
                caller_tier,
            });
            if (profile.sampled.is_some()
                || profile.window_density.is_some()
                || profile.next_interval.is_some())
                && profile.weights.mode().uses_calls()
            {
                let place = place.unwrap_or(SamplePlace {
                    position: d.window_position,
                    first_skip: d.first_skip,
                    caller_tier,
                });
                match profile.sampled_window_weight() {
                    Some(w) => profile.buffer.edge_placed(edge, w, place),
                    None => profile.pending.push((edge, place)),
                }
            } else {
                let weight = profile.weights.sample_weight(now, calls);
                match place {
                    Some(place) => profile.buffer.edge_placed(edge, weight, place),
                    None => profile.buffer.edge(edge, weight),
                }
            }
        }
    }
    // `--call-counter=window`: the window's last sample ends its measurement.
    if d.take_edge_sample && d.new_word == WORD_NONE {
        if let Some(estimate) = profile
            .window_density
            .as_mut()
            .and_then(|wd| wd.on_window_end(entry))
        {
            profile.window_calls = Some(estimate);
            profile.sampled_window_weight();
        }
    }
    // PEP: a path end of optimized code passes this yieldpoint (§3.3).
    let path = profile.pending_path.take();
    let mut pep_word = WORD_NONE;
    if let Some(pep) = profile.pep.as_mut() {
        if let Some(packed) = path {
            if pep.on_path_end() {
                profile
                    .buffer
                    .path((packed >> 32) as u32, packed & 0xffff_ffff, 1);
            }
        }
        pep_word = pep.word();
    }
    let mut word = if vm.options.yieldpoint_stress != 0 {
        vm.options.yieldpoint_stress
    } else {
        combine_words(d.new_word, pep_word)
    };
    if word == WORD_NONE
        && profile
            .sampled
            .as_ref()
            .is_some_and(SampledDensity::measuring)
    {
        // The density measurement still times prologues.
        word = WORD_PROLOGUE_EPILOGUE;
    }
    thread.yieldpoint.store(word, SeqCst);
    // A tick delivered between reading the mailbox and the store above would
    // be lost: take it at the next yieldpoint.
    // Likewise a request from another thread for the VM lock (threads.rs)
    // or a safepoint (safepoint.rs).
    if thread
        .profile
        .as_deref()
        .is_some_and(|pr| pr.mailbox.has_tick_after(seq))
        || vm.threads.yield_requested.load(SeqCst)
        || vm.threads.safepoints.pending()
    {
        thread.yieldpoint.store(WORD_ALL, SeqCst);
    }
    thread.poke_checks_if_word_set();
    if let Some(wd) = thread
        .profile
        .as_deref_mut()
        .and_then(|pr| pr.window_density.as_mut())
    {
        wd.on_overhead(rdtsc().saturating_sub(entry));
    }
    if reconsider_now && vm.options.controller == crate::compile::Controller::CostBenefit {
        // The cost-benefit controller decides on method samples: send this
        // thread's batch now, not when it fills (256 samples, about 15 ticks
        // with CBS(16,3)); the organizer folds it before the next round.
        if let Some(profile) = thread.profile.as_deref_mut() {
            profile.buffer.flush();
        }
    }
    if reconsider_now {
        ReconsiderDue::Yes
    } else {
        ReconsiderDue::No
    }
}

/// Program end (normal or `System.exit`) on `thread`: stops the timer, builds
/// the DCG, writes `--dcg-out`, and keeps the `--stats` lines. Runs once;
/// later calls do nothing.
pub fn finish(thread: &mut JavaThread) {
    let vm = thread.vm;
    let Some(p) = vm.profiler.as_ref() else {
        return;
    };
    detach_thread(thread);
    let ticks_delivered = p.timer.lock().take().map_or(0, TimerThread::stop);
    let Some(organizer) = p.organizer.lock().take() else {
        return;
    };
    let (mut dcg, paths): (Dcg, _) = organizer.finish_with_paths();
    if let Some(pep) = vm.pep.as_ref() {
        pep.set_final_counts(paths);
    }
    if p.options.callee_totals {
        dcg.rescale_callee_totals(&entry_counts::counted_entries());
    }
    for (i, m) in p.methods.lock().iter().enumerate() {
        dcg.set_method_name(i as MethodId, m.qualified_name());
    }
    let run_time_ms = p
        .started
        .lock()
        .map_or(0.0, |s| s.elapsed().as_secs_f64() * 1e3);
    let totals = p.totals.lock();
    let o = &p.options;
    let (program, arguments) = p.program.lock().clone();
    let cbs = matches!(o.sampler, SamplerKind::Cbs | SamplerKind::SimplifiedCbs);
    let mut lat = totals.latencies.clone();
    lat.sort_unstable();
    let median = lat.get(lat.len() / 2).copied().unwrap_or(0);
    let max = lat.last().copied().unwrap_or(0);
    dcg.config = RunConfig {
        sampler: o.sampler.name().to_string(),
        samples_per_tick: if cbs { o.samples } else { 1 },
        stride: if cbs { o.stride } else { 1 },
        cbs_start: match o.start {
            CbsStart::Random { .. } => "random".to_string(),
            CbsStart::RoundRobin => "round-robin".to_string(),
        },
        cbs_stride: match o.stride_mode {
            CbsStride::Fixed => "fixed".to_string(),
            CbsStride::RandomPerWindow { .. } => "random".to_string(),
        },
        cbs_first_skip: match o.first_skip {
            CbsFirstSkip::Stride => "stride".to_string(),
            CbsFirstSkip::Window => "window".to_string(),
        },
        backedge_samples: match o.backedge_samples {
            BackedgeSamples::Off => "off".to_string(),
            BackedgeSamples::Enclosing => "enclosing".to_string(),
        },
        cbs_count: match o.count {
            CbsCount::Boundaries => "boundaries".to_string(),
            CbsCount::Prologues => "prologues".to_string(),
        },
        weight: o.weight.name().to_string(),
        latency_to: o.latency_to.name().to_string(),
        timer_ms: o.timer_period.as_secs_f64() * 1e3,
        seed: match o.start {
            CbsStart::Random { seed } if cbs => Some(seed),
            _ => None,
        },
        call_counter: p.counter_name().to_string(),
        missed_ticks: o.missed_ticks.name().to_string(),
        callee_totals: if o.callee_totals { "on" } else { "off" }.to_string(),
        ticks_missed: p.ticks_missed.load(SeqCst),
        tier: format!("{:?}", vm.options.tier).to_lowercase(),
        program,
        arguments,
        run_time_ms,
        ticks: totals.ticks,
        edge_samples: totals.edge_samples,
        method_samples: totals.method_samples,
        latency_median_cycles: median,
        latency_max_cycles: max,
    };
    if let Some(path) = &o.dcg_out {
        if let Err(e) = dcg.write(path) {
            eprintln!("rvm: error: --dcg-out: {e}");
        }
    }
    let per_tick = match o.sampler {
        SamplerKind::Exhaustive => "every call".to_string(),
        SamplerKind::Off => "method samples only, for the controller".to_string(),
        _ if cbs => format!("SAMPLES {}, STRIDE {}", o.samples, o.stride),
        _ => "one sample per tick".to_string(),
    };
    let text = format!(
        "  profiler            {} ({}), weight {}, call counter {}\n  timer ticks         {} delivered, {} taken by Java threads, {} missed by blocked threads ({})\n  samples             {} edge, {} method; {} edges in the DCG\n  sampling latency    median {} cycles, max {} cycles ({} windows)\n",
        o.sampler,
        per_tick,
        o.weight,
        p.counter_name(),
        ticks_delivered,
        totals.ticks,
        p.ticks_missed.load(SeqCst),
        o.missed_ticks,
        totals.edge_samples,
        totals.method_samples,
        dcg.len(),
        median,
        max,
        lat.len(),
    );
    *p.stats_text.lock() = Some(text);
}

/// The `--stats` lines of a finished profiler ("" when it is off).
pub fn stats_text(vm: &Vm) -> String {
    vm.profiler
        .as_ref()
        .and_then(|p| p.stats_text.lock().clone())
        .unwrap_or_default()
}

/// The dynamic call graph's view of one call site while the program runs:
/// (callee, weight) of every edge from (`caller`, `bci`), heaviest first, and
/// the whole graph's weight; None when no sampler runs (the inline oracle
/// then has no profile data).
pub fn site_profile(
    vm: &Vm,
    caller: &'static Method,
    bci: u32,
) -> Option<(Vec<(&'static Method, f64)>, f64)> {
    if let Some(saved) = DCG_IN.get() {
        return Some(saved.site(vm, caller, bci));
    }
    let p = vm.profiler.as_ref()?;
    if !p.options.enabled() {
        // Only PEP runs the profiler: the inliner has no call-graph data.
        return None;
    }
    let caller_id = caller.profile_id.load(Relaxed);
    if caller_id == 0 {
        return Some((Vec::new(), 0.0));
    }
    let site = p.organizer.lock().as_ref()?.site(caller_id - 1, bci);
    let methods = p.methods.lock();
    let targets = site
        .targets
        .iter()
        .filter_map(|&(id, w)| methods.get(id as usize).map(|&m| (m, w)))
        .collect();
    Some((targets, site.total_weight))
}

/// Samples folded into the run's DCG so far (0 without a sampler).
pub fn dcg_samples(vm: &Vm) -> u64 {
    vm.profiler
        .as_ref()
        .filter(|p| p.options.enabled())
        .and_then(|p| p.organizer.lock().as_ref().map(Organizer::samples_folded))
        .unwrap_or(0)
}

/// Every method with method samples so far (one per timer tick that found
/// the method executing), with its count, and the timer period: the
/// cost-benefit controller's input (compile/controller.rs). Empty without
/// a sampler, unless the options ask for method samples alone.
pub fn method_samples(vm: &Vm) -> (Vec<(&'static Method, u64)>, Duration) {
    let Some(p) = vm
        .profiler
        .as_ref()
        .filter(|p| p.options.enabled() || p.options.method_samples)
    else {
        return (Vec::new(), Duration::ZERO);
    };
    let counts = p
        .organizer
        .lock()
        .as_ref()
        .map(Organizer::method_samples)
        .unwrap_or_default();
    let methods = p.methods.lock();
    let samples = counts
        .into_iter()
        .filter_map(|(id, n)| methods.get(id as usize).map(|&m| (m, n)))
        .collect();
    (samples, p.options.timer_period)
}

/// The edges out of `caller` in the run's DCG as (bci, callee, weight), and
/// the DCG's whole weight (decayed as the inliner sees them); empty without
/// a sampler or before the caller has an id.
pub fn caller_edges(vm: &Vm, caller: &'static Method) -> (Vec<NamedEdge>, f64) {
    let Some(p) = vm.profiler.as_ref().filter(|p| p.options.enabled()) else {
        return (Vec::new(), 0.0);
    };
    let id = caller.profile_id.load(Relaxed);
    if id == 0 {
        return (Vec::new(), 0.0);
    }
    let Some((edges, total)) = p.organizer.lock().as_ref().map(|o| o.caller_edges(id - 1)) else {
        return (Vec::new(), 0.0);
    };
    let methods = p.methods.lock();
    (with_methods(&methods, edges), total)
}

/// Edges as the organizer keeps them, (bci, callee id, weight), with the
/// callee's method instead of its id.
fn with_methods(methods: &[&'static Method], edges: Vec<(u32, MethodId, f64)>) -> Vec<NamedEdge> {
    edges
        .into_iter()
        .filter_map(|(bci, callee, w)| methods.get(callee as usize).map(|&m| (bci, m, w)))
        .collect()
}

/// A call edge as the controller reads it: (bci, callee, weight).
pub type NamedEdge = (u32, &'static Method, f64);

/// Every caller's edges in the run's DCG, keyed by its profile id (see
/// [`caller_edges`]), and the DCG's whole weight; one pass over the graph.
pub fn edges_by_caller(vm: &Vm) -> (HashMap<MethodId, Vec<NamedEdge>>, f64) {
    let Some(p) = vm.profiler.as_ref().filter(|p| p.options.enabled()) else {
        return (HashMap::new(), 0.0);
    };
    let Some((by_caller, total)) = p.organizer.lock().as_ref().map(Organizer::edges_by_caller)
    else {
        return (HashMap::new(), 0.0);
    };
    let methods = p.methods.lock();
    let by_caller = by_caller
        .into_iter()
        .map(|(caller, edges)| (caller, with_methods(&methods, edges)))
        .collect();
    (by_caller, total)
}

/// `method`'s profile id in the DCG, if it has one.
pub fn profile_id(method: &'static Method) -> Option<MethodId> {
    method.profile_id.load(Relaxed).checked_sub(1)
}

/// The share of the DCG's weight that `method`'s call sites carry, for every
/// method that has an id (0 for the others; empty without a sampler).
pub fn caller_share(
    vm: &Vm,
    method: &'static Method,
    shares: &std::collections::HashMap<MethodId, f64>,
) -> f64 {
    let _ = vm;
    let id = method.profile_id.load(Relaxed);
    if id == 0 {
        return 0.0;
    }
    shares.get(&(id - 1)).copied().unwrap_or(0.0)
}

/// The program's name as the profiler recorded it at start.
pub fn program_name(vm: &Vm) -> Option<String> {
    let p = vm.profiler.as_ref()?;
    let name = p.program.lock().0.clone();
    (!name.is_empty()).then_some(name)
}

/// PEP's path counts folded in so far (empty without a profiler).
pub fn path_counts(vm: &Vm) -> rvm_profiler::PathCounts {
    vm.profiler
        .as_ref()
        .and_then(|p| p.organizer.lock().as_ref().map(Organizer::path_counts))
        .unwrap_or_default()
}

/// A path end of PEP code took its yieldpoint (`kind`: Backedge for a loop
/// header, Epilogue for a method exit): the yieldpoint's usual work, with
/// the path register offered to PEP's sampler.
pub fn path_end(thread: &mut JavaThread, kind: YieldpointKind, packed: u64) {
    if let Some(profile) = thread.profile.as_deref_mut() {
        profile.pending_path = Some(packed);
    }
    crate::runtime::yieldpoint::yieldpoint_taken(thread, kind);
    if let Some(profile) = thread.profile.as_deref_mut() {
        profile.pending_path = None;
    }
}

/// `--pep=perfect`: one more execution of the path `packed`.
pub fn count_path(thread: &mut JavaThread, packed: u64) {
    if let Some(profile) = thread.profile.as_deref_mut() {
        *profile.perfect_paths.entry(packed).or_default() += 1;
    }
}

/// Every caller's share of the DCG's weight (see `Organizer::caller_shares`).
pub fn caller_shares(vm: &Vm) -> std::collections::HashMap<MethodId, f64> {
    vm.profiler
        .as_ref()
        .and_then(|p| p.organizer.lock().as_ref().map(Organizer::caller_shares))
        .unwrap_or_default()
}

/// A DCG read from a file (`--dcg-in`): the inliner's profile instead of
/// the run's own, by method names, so a profile of one run (for example the
/// exhaustive one: the upper bound) drives the inlining of another.
pub struct SavedDcg {
    sites: HashMap<(String, u32), Vec<(String, f64)>>,
    total: f64,
}

// Process-wide, not in `Vm`: read once from `--dcg-in` at start-up and never
// written again, like the advice plans (runtime/advice).
static DCG_IN: std::sync::OnceLock<SavedDcg> = std::sync::OnceLock::new();

/// Whether `--dcg-in` gave the inliner a saved DCG.
pub fn has_dcg_in() -> bool {
    DCG_IN.get().is_some()
}

/// Reads `--dcg-in=FILE` once, before the program runs; errors are the user's.
pub fn load_dcg_in(path: &std::path::Path) -> Result<(), String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--dcg-in={}: {e}", path.display()))?;
    let dcg =
        Dcg::from_json(&text, &path.display().to_string()).map_err(|e| format!("--dcg-in: {e}"))?;
    let mut sites: HashMap<(String, u32), Vec<(String, f64)>> = HashMap::new();
    for (edge, weight) in dcg.named_weights() {
        sites
            .entry((edge.caller, edge.bci))
            .or_default()
            .push((edge.callee, weight));
    }
    for targets in sites.values_mut() {
        targets.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    }
    let _ = DCG_IN.set(SavedDcg {
        sites,
        total: dcg.total_weight(),
    });
    Ok(())
}

impl SavedDcg {
    fn site(
        &self,
        vm: &Vm,
        caller: &'static Method,
        bci: u32,
    ) -> (Vec<(&'static Method, f64)>, f64) {
        let Some(targets) = self.sites.get(&(caller.qualified_name(), bci)) else {
            return (Vec::new(), self.total);
        };
        let resolved = targets
            .iter()
            .filter_map(|(name, w)| loaded_method(vm, name).map(|m| (m, *w)))
            .collect();
        (resolved, self.total)
    }
}

/// The loaded method named `Class.name(desc)` (`Method::qualified_name`).
fn loaded_method(vm: &Vm, name: &str) -> Option<&'static Method> {
    let paren = name.find('(')?;
    let dot = name[..paren].rfind('.')?;
    let class = vm.loaded_class(&name[..dot])?;
    let (method, descriptor) = name[dot + 1..].split_at(paren - dot - 1);
    class
        .methods
        .iter()
        .find(|m| m.name == method && m.descriptor == descriptor)
}
