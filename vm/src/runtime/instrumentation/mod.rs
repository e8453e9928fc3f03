//! Instrumentation sampling inside the VM (Arnold-Ryder 2001, Hirzel-Chilimbi
//! 2001): the options, the per-thread state the optimizing compiler's checks
//! and instrumentation operations update, the runtime helpers they call, and
//! the profiles at the end of the run. The pure logic (checks, duplication
//! plan, profiles, hot streams) is `rvm_profiler::instrumentation`; the code
//! generation is `rvm_jit::opt::instrument`.
//!
//! ```text
//! optimized code, at a check:  dec [thread.instr_counter]; < 0? -> instr_check(thread, site)
//!        (timer trigger:       cmp [TICK], [thread.instr_seen_tick]; jne -> instr_check)
//!    instr_check ── CounterCheck / BurstyCheck slow path ──▶ 1: duplicated code, 0: checking code
//! duplicated code (or an op guarded by a check, or every op when exhaustive):
//!    instr_entry_edge(thread, callee)      caller and call site from the frame below
//!    instr_count(thread, site)             inlined call edge, or field access at a site
//!    instr_data_ref(thread, site, object)  appended to the thread's current burst
//! thread end / program end: per-thread counts and traces ──▶ totals
//!    ──▶ fill_profile_file: "call_edges", "field_accesses", "data_refs"
//! ```
//!
//! Sites (an inlined call edge, a field access, a data reference) are
//! registered by the compiler and numbered once per run; compiled code passes
//! the number. Helpers never allocate, throw or run Java.
//!
//! Files: this one holds the options, the registered sites, the per-thread
//! state and the profile file; `helpers.rs` the functions compiled code
//! calls (the checks' slow path, the operations).

use crate::class::Method;
use crate::runtime::thread::JavaThread;
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use rvm_profiler::instrumentation::check::{self, BurstState, BurstyCheck, CounterCheck};
use rvm_profiler::instrumentation::profiles::{
    AccessSite, CallEdgeCount, CallEdgeProfile, DataRefProfile, FieldAccessCount,
    FieldAccessProfile, ThreadTrace,
};
use rvm_profiler::instrumentation::reduction::CheckReduction;
use rvm_profiler::instrumentation::{Kinds, Sampling};
use rvm_profiler::profile_file::{
    ProfileFile, SECTION_CALL_EDGES, SECTION_DATA_REFS, SECTION_FIELD_ACCESSES,
};
use rvm_profiler::TimerThread;

mod helpers;
pub use helpers::*;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering::*};
use std::time::Duration;

/// What triggers a sample at a check (Arnold-Ryder §2.1-2.2, Table 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The compiler-inserted per-thread counter (Figure 3).
    Counter,
    /// A timer tick since the thread's last sample.
    Timer,
}

/// `--instrument`, `--instr-sampling`, `--instr-interval`, `--instr-trigger`, `--burst`.
#[derive(Clone, Debug)]
pub struct InstrOptions {
    /// Nothing selected: instrumentation is off.
    pub kinds: Kinds,
    pub sampling: Sampling,
    /// Checks per sample (counter trigger, no burst).
    pub interval: u32,
    pub trigger: Trigger,
    /// nCheck0:nInstr0 (bursty tracing).
    pub burst: Option<(u32, u32)>,
    /// Timer trigger period.
    pub timer_period: Duration,
    /// `--instr-check-reduction` (Hirzel-Chilimbi §4).
    pub reduction: CheckReduction,
    /// `--instr-k`: k of k-boring loops.
    pub k: u32,
    /// `--instr-yieldpoints=merged`: checks take the place of the checking
    /// code's entry and backedge yieldpoints (Arnold-Ryder §4.5);
    /// `separate` keeps both (the paper's Table 2 framework).
    pub merge_yieldpoints: bool,
}

impl Default for InstrOptions {
    fn default() -> Self {
        InstrOptions {
            kinds: Kinds::default(),
            sampling: Sampling::FullDuplication,
            interval: 1000,
            trigger: Trigger::Counter,
            burst: None,
            timer_period: Duration::from_millis(4),
            reduction: CheckReduction::None,
            // The paper's preferred setting (Figure 6, EC+L4).
            k: 4,
            merge_yieldpoints: true,
        }
    }
}

impl InstrOptions {
    pub fn enabled(&self) -> bool {
        self.kinds.any()
    }

    /// The value a thread's counter starts at.
    pub fn initial_counter(&self) -> i64 {
        match (self.burst, self.trigger) {
            (_, Trigger::Timer) => 0,
            (Some((n_check0, n_instr0)), _) => BurstyCheck { n_check0, n_instr0 }.initial_counter(),
            (None, _) => CounterCheck::new(self.interval).initial_counter(),
        }
    }

    /// Combinations that make no sense, with the user's wording.
    pub fn validate(&self) -> Result<(), String> {
        if let Some((c, i)) = self.burst {
            BurstyCheck::new(c, i)?;
            if self.trigger == Trigger::Timer {
                return Err(
                    "--burst needs --instr-trigger=counter (bursts are counted in checks)".into(),
                );
            }
            if self.sampling == Sampling::Exhaustive {
                return Err("--burst samples bursts: it cannot be combined with --instr-sampling=exhaustive".into());
            }
        }
        if self.interval == 0 {
            return Err("--instr-interval must be at least 1".into());
        }
        if self.interval > check::MAX_INTERVAL {
            return Err(format!(
                "--instr-interval={}: at most {} (2^30: counts live in 30 bits of the counter)",
                self.interval,
                check::MAX_INTERVAL
            ));
        }
        if let Some((c, _)) = self.burst {
            if c > check::MAX_INTERVAL {
                return Err(format!(
                    "--burst: nCheck0 {c} is above {} (2^30: counts live in 30 bits of the counter)",
                    check::MAX_INTERVAL
                ));
            }
        }
        if self.reduction.recursion() {
            if !self.sampling.duplicates() {
                return Err(format!(
                    "--instr-check-reduction={} removes entry checks of duplicated code: it needs --instr-sampling=full-dup or partial-dup",
                    self.reduction.name()
                ));
            }
            if self.trigger == Trigger::Timer {
                return Err(format!(
                    "--instr-check-reduction={} needs --instr-trigger=counter (unchecked entries read the counter)",
                    self.reduction.name()
                ));
            }
        }
        Ok(())
    }
}

/// References kept in data-reference traces per run (later ones are counted
/// as dropped): the profile file stays below ~50 MB.
pub const MAX_TRACED_REFERENCES: u64 = 2_000_000;

#[derive(Clone, Copy, Debug)]
enum Site {
    InlinedEdge {
        caller: &'static Method,
        bci: u32,
        callee: &'static Method,
    },
    Field {
        field: &'static str,
        method: &'static Method,
        bci: u32,
    },
    Reference {
        method: &'static Method,
        bci: u32,
    },
}

type EdgeKey = (usize, u32, usize);

/// One thread's profiles and burst state.
#[derive(Default)]
pub struct ThreadInstr {
    burst: BurstState,
    edges: FxHashMap<EdgeKey, u64>,
    site_counts: Vec<u64>,
    bursts: Vec<Vec<(u32, u64)>>,
    /// The next data reference starts a new burst.
    new_burst: bool,
    samples: u64,
    slow_checks: u64,
}

#[derive(Default)]
struct Totals {
    edges: HashMap<EdgeKey, u64>,
    site_counts: Vec<u64>,
    traces: Vec<ThreadTrace>,
    samples: u64,
    slow_checks: u64,
    threads: u32,
}

/// The run's instrumentation: options, registered sites, totals.
pub struct Instrumentation {
    pub options: InstrOptions,
    /// The checks at method entries and backedges of the checking code stand
    /// in for the yieldpoints there (Arnold-Ryder 2001 §4.5, the
    /// "Jalapeño-specific" framework): `--instr-yieldpoints=merged` with a
    /// duplicating framework, the counter trigger, yieldpoints on and no
    /// PEP. Setting a thread's yieldpoint word then pokes its counter.
    pub checks_take_yieldpoints: bool,
    sites: Mutex<Vec<Site>>,
    field_names: Mutex<HashMap<String, &'static str>>,
    methods: Mutex<HashMap<usize, &'static Method>>,
    totals: Mutex<Totals>,
    traced: AtomicU64,
    dropped: AtomicU64,
    timer: Mutex<Option<TimerThread>>,
    program: Mutex<(String, Vec<String>)>,
    /// Set when the program starts: what the VM's boot runs in Java is not
    /// part of the profile (as with the call-graph profiler).
    started: AtomicBool,
}

/// The bits of `JavaThread::instr_counter` above the count: set by a poke
/// (`JavaThread::poke_checks`) so that the next check takes its slow path;
/// the slow path clears them, and the count goes on where it was
/// (`rvm_profiler::instrumentation::check::unpoke`).
pub const CHECK_POKE: i64 = check::POKE;

/// What a check's slow path passes besides the thread (the low bits of its
/// second argument): which yieldpoint the check stands for, if any.
pub mod check_site {
    /// A check that is not a yieldpoint (an exception landing, an operation
    /// of No-Duplication).
    pub const PLAIN: u64 = 0;
    /// A method entry's check that replaces the prologue yieldpoint.
    pub const PROLOGUE: u64 = 1;
    /// A backedge's check that replaces the backedge yieldpoint.
    pub const BACKEDGE: u64 = 2;
}

/// Timer ticks so far (timer trigger); optimized code compares it with the
/// thread's `instr_seen_tick`.
pub static TICK: AtomicU32 = AtomicU32::new(0);

impl Instrumentation {
    /// `yieldpoints_free`: yieldpoints are on, without stress mode, PEP
    /// (which moves the backedge yieldpoints to its path ends) or the
    /// exhaustive sampler (which takes every prologue), so checks may take
    /// their place.
    pub fn new(options: InstrOptions, yieldpoints_free: bool) -> Result<Instrumentation, String> {
        options.validate()?;
        Ok(Instrumentation {
            checks_take_yieldpoints: yieldpoints_free
                && options.merge_yieldpoints
                && options.sampling.duplicates()
                && options.trigger == Trigger::Counter,
            options,
            sites: Mutex::new(Vec::new()),
            field_names: Mutex::new(HashMap::new()),
            methods: Mutex::new(HashMap::new()),
            totals: Mutex::new(Totals::default()),
            traced: AtomicU64::new(0),
            dropped: AtomicU64::new(0),
            timer: Mutex::new(None),
            program: Mutex::new((String::new(), Vec::new())),
            started: AtomicBool::new(false),
        })
    }

    /// At the program's start: the timer of `--instr-trigger=timer`.
    pub fn start(&self, program: &str, arguments: &[String]) -> Result<(), String> {
        *self.program.lock() = (program.to_string(), arguments.to_vec());
        self.started.store(true, SeqCst);
        if self.options.trigger == Trigger::Timer {
            let timer = TimerThread::start(self.options.timer_period, |_tsc| {
                TICK.fetch_add(1, SeqCst);
            })
            .map_err(|e| format!("cannot start the instrumentation timer: {e}"))?;
            *self.timer.lock() = Some(timer);
        }
        Ok(())
    }

    fn register(&self, site: Site) -> u32 {
        let mut sites = self.sites.lock();
        sites.push(site);
        (sites.len() - 1) as u32
    }

    fn remember(&self, m: &'static Method) {
        self.methods.lock().insert(m as *const Method as usize, m);
    }

    /// A call edge that inlining turned into straight-line code.
    pub fn inlined_edge_site(
        &self,
        caller: &'static Method,
        bci: usize,
        callee: &'static Method,
    ) -> u32 {
        self.remember(caller);
        self.remember(callee);
        self.register(Site::InlinedEdge {
            caller,
            bci: bci as u32,
            callee,
        })
    }

    /// A `getfield`/`putfield` of `field` (`pkg/Class.name`) at (method, bci).
    pub fn field_site(&self, field: &str, method: &'static Method, bci: usize) -> u32 {
        let name = {
            let mut names = self.field_names.lock();
            match names.get(field) {
                Some(n) => *n,
                None => {
                    let leaked: &'static str = Box::leak(field.to_string().into_boxed_str());
                    names.insert(field.to_string(), leaked);
                    leaked
                }
            }
        };
        self.register(Site::Field {
            field: name,
            method,
            bci: bci as u32,
        })
    }

    /// A data reference (field or array element load or store) at (method, bci).
    pub fn reference_site(&self, method: &'static Method, bci: usize) -> u32 {
        self.register(Site::Reference {
            method,
            bci: bci as u32,
        })
    }

    fn fold(&self, thread_id: u32, t: ThreadInstr) {
        // The methods of the thread's edges get their names at the end (not
        // on every sample: that would take a lock in the duplicated code).
        for &(caller, _, callee) in t.edges.keys() {
            for m in [caller, callee] {
                // SAFETY: edge keys are addresses of `&'static Method`s
                // (instr_entry_edge).
                self.remember(unsafe { &*(m as *const Method) });
            }
        }
        let mut totals = self.totals.lock();
        for (k, v) in t.edges {
            *totals.edges.entry(k).or_insert(0) += v;
        }
        if totals.site_counts.len() < t.site_counts.len() {
            totals.site_counts.resize(t.site_counts.len(), 0);
        }
        for (i, v) in t.site_counts.into_iter().enumerate() {
            totals.site_counts[i] += v;
        }
        let bursts: Vec<Vec<(u32, u64)>> = t.bursts.into_iter().filter(|b| !b.is_empty()).collect();
        if !bursts.is_empty() {
            totals.traces.push(ThreadTrace {
                thread: thread_id,
                bursts,
            });
        }
        totals.samples += t.samples;
        totals.slow_checks += t.slow_checks;
        totals.threads += 1;
    }

    /// Writes the instrumentation sections and configuration into `file`
    /// (called by the `--profile-out` writer, runtime/profile_out.rs).
    pub fn fill_profile_file(&self, file: &mut ProfileFile) {
        if let Some(timer) = self.timer.lock().take() {
            timer.stop();
        }
        let o = &self.options;
        let config = &mut file.config;
        let (program, arguments) = self.program.lock().clone();
        config.insert("program".into(), program.into());
        config.insert("arguments".into(), arguments.into());
        config.insert("instrument".into(), o.kinds.names().into());
        config.insert("instr_sampling".into(), o.sampling.name().into());
        config.insert("instr_interval".into(), o.interval.into());
        config.insert("instr_check_reduction".into(), o.reduction.name().into());
        if o.reduction.k_boring() {
            config.insert("instr_k".into(), o.k.into());
        }
        config.insert(
            "instr_trigger".into(),
            match o.trigger {
                Trigger::Counter => "counter",
                Trigger::Timer => "timer",
            }
            .into(),
        );
        if o.trigger == Trigger::Timer {
            config.insert(
                "instr_timer_ms".into(),
                (o.timer_period.as_secs_f64() * 1e3).into(),
            );
        }
        if let Some((c, i)) = o.burst {
            config.insert("burst".into(), format!("{c}:{i}").into());
        }
        let totals = self.totals.lock();
        config.insert("instr_samples".into(), totals.samples.into());
        let sites = self.sites.lock();
        let methods = self.methods.lock();
        let name = |ptr: usize| -> String {
            methods
                .get(&ptr)
                .map(|m| m.qualified_name())
                .unwrap_or_else(|| format!("<method {ptr:#x}>"))
        };
        let count = |i: usize| totals.site_counts.get(i).copied().unwrap_or(0);
        if o.kinds.call_edges {
            let mut edges: HashMap<(String, u32, String), u64> = HashMap::new();
            for (&(caller, bci, callee), &n) in &totals.edges {
                *edges.entry((name(caller), bci, name(callee))).or_insert(0) += n;
            }
            for (i, site) in sites.iter().enumerate() {
                if let Site::InlinedEdge {
                    caller,
                    bci,
                    callee,
                } = *site
                {
                    if count(i) > 0 {
                        *edges
                            .entry((caller.qualified_name(), bci, callee.qualified_name()))
                            .or_insert(0) += count(i);
                    }
                }
            }
            let mut list: Vec<CallEdgeCount> = edges
                .into_iter()
                .map(|((caller, bci, callee), count)| CallEdgeCount {
                    caller,
                    bci,
                    callee,
                    count,
                })
                .collect();
            list.sort_by(|a, b| {
                b.count
                    .cmp(&a.count)
                    .then_with(|| a.caller.cmp(&b.caller))
                    .then(a.bci.cmp(&b.bci))
                    .then_with(|| a.callee.cmp(&b.callee))
            });
            file.set_section(SECTION_CALL_EDGES, &CallEdgeProfile { edges: list });
        }
        if o.kinds.field_accesses {
            let mut per: HashMap<(&str, String, u32), u64> = HashMap::new();
            for (i, site) in sites.iter().enumerate() {
                if let Site::Field { field, method, bci } = *site {
                    if count(i) > 0 {
                        *per.entry((field, method.qualified_name(), bci))
                            .or_insert(0) += count(i);
                    }
                }
            }
            let mut list: Vec<FieldAccessCount> = per
                .into_iter()
                .map(|((field, method, bci), count)| FieldAccessCount {
                    field: field.to_string(),
                    method,
                    bci,
                    count,
                })
                .collect();
            list.sort_by(|a, b| {
                b.count
                    .cmp(&a.count)
                    .then_with(|| a.field.cmp(&b.field))
                    .then_with(|| a.method.cmp(&b.method))
                    .then(a.bci.cmp(&b.bci))
            });
            file.set_section(SECTION_FIELD_ACCESSES, &FieldAccessProfile { sites: list });
        }
        if o.kinds.data_refs {
            // Renumber the reference sites by (method, bci), so that the
            // same site compiled twice (recompilation, inlining) is one site.
            let mut index: HashMap<AccessSite, u32> = HashMap::new();
            let mut access_sites: Vec<AccessSite> = Vec::new();
            let mut renumber: HashMap<u32, u32> = HashMap::new();
            for (i, site) in sites.iter().enumerate() {
                if let Site::Reference { method, bci } = *site {
                    let key = AccessSite {
                        method: method.qualified_name(),
                        bci,
                    };
                    let n = *index.entry(key.clone()).or_insert_with(|| {
                        access_sites.push(key);
                        (access_sites.len() - 1) as u32
                    });
                    renumber.insert(i as u32, n);
                }
            }
            let threads: Vec<ThreadTrace> = totals
                .traces
                .iter()
                .map(|t| ThreadTrace {
                    thread: t.thread,
                    bursts: t
                        .bursts
                        .iter()
                        .map(|b| {
                            b.iter()
                                .map(|&(s, o)| (renumber.get(&s).copied().unwrap_or(u32::MAX), o))
                                .collect()
                        })
                        .collect(),
                })
                .collect();
            file.set_section(
                SECTION_DATA_REFS,
                &DataRefProfile {
                    sites: access_sites,
                    threads,
                    references: self.traced.load(SeqCst),
                    dropped: self.dropped.load(SeqCst),
                },
            );
        }
    }

    /// The `--stats` line.
    pub fn stats_text(&self) -> String {
        let t = self.totals.lock();
        format!(
            "  instrumentation     {} ({}), {} samples, {} slow-path checks, {} sites\n",
            self.options.kinds.names(),
            self.options.sampling,
            t.samples,
            t.slow_checks,
            self.sites.lock().len()
        )
    }
}

/// Whether profiles are being recorded (the program has started).
fn recording(thread: &JavaThread) -> bool {
    thread
        .vm
        .instrumentation
        .as_ref()
        .is_some_and(|i| i.started.load(Relaxed))
}

fn state(thread: &mut JavaThread) -> &mut ThreadInstr {
    thread.instr.get_or_insert_with(|| {
        Box::new(ThreadInstr {
            new_burst: true,
            ..Default::default()
        })
    })
}

/// Folds the thread's profiles into the run's totals (thread end, program end).
pub fn detach_thread(thread: &mut JavaThread) {
    let Some(inst) = thread.vm.instrumentation.as_ref() else {
        return;
    };
    thread.instr_site_counts = std::ptr::null_mut();
    thread.instr_site_capacity = 0;
    if let Some(t) = thread.instr.take() {
        inst.fold(thread.lock_id, *t);
    }
}
