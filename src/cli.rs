//! Command-line definition: every option in one place (STYLE.md "one owner per
//! concept"). Options may come before or after `run`; everything after the main
//! class belongs to the Java program.

use crate::commands::{DcgCommand, InlineCommand, ProfileCommand};
use clap::{Args, Parser, Subcommand, ValueEnum};
use rvm_vm::{MainTarget, VmOptions};
use std::path::{Path, PathBuf};

#[derive(Parser, Debug)]
#[command(
    name = "rvm",
    version,
    about = "rvm: a JVM for studying adaptive runtimes (interpreter, JIT, call-graph profiler, inliner)",
    long_about = None,
    after_help = "Examples:\n  rvm run Hello.class                      class path = the file's package root\n  rvm run -cp out:lib/util.jar app.Main a b c\n  rvm -Xmx256m --stats run Main.class\n\nProfiling (call-graph sampling at yieldpoints; docs/profiler.md):\n  rvm run --sampler=exhaustive --tier=baseline --dcg-out=perfect.json Main.class\n  rvm --cbs=16,3 --weight=density+latency run --tier=baseline --dcg-out=cbs.json Main.class\n  rvm run --sampler=timer --dcg-out=timer.json Main.class\n  rvm dcg overlap cbs.json perfect.json    accuracy in percent (Arnold-Grove 6.2)\n  rvm dcg top cbs.json perfect.json        hottest edges, side by side\n  rvm dcg dot cbs.json > cbs.dot           Graphviz\n\nJava-style spellings are accepted: -cp/-classpath, -Dkey=value, -ea[:NAME]/-da[:NAME], -Xmx<size>, -Xms<size>, -Xss<size>, -verbose:gc."
)]
pub struct Cli {
    #[command(flatten)]
    pub options: VmArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a Java program: `run Main.class [ARGS...]`, `run -cp PATH pkg.Main [ARGS...]` or `run -jar app.jar [ARGS...]`.
    Run {
        #[command(flatten)]
        options: VmArgs,
        /// A `.class` file, a `.java` source file, a class name (dotted) looked up on the class path, or with --jar a jar file.
        target: String,
        /// Arguments passed to `main(String[])`.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Read, compare and draw dynamic call graphs written by `--dcg-out`.
    #[command(subcommand)]
    Dcg(DcgCommand),
    /// Read inline decisions written by `--inline-log`.
    #[command(subcommand)]
    Inline(InlineCommand),
    /// Verify classes without running them (JVMS 4.8-4.10), one line per
    /// problem: `verify -cp DIR [CLASS...]` (no CLASS: every class file under DIR).
    Verify {
        /// Dotted class names; none: every .class file in the class-path folders.
        classes: Vec<String>,
        /// Verify rvm's built-in class library instead.
        #[arg(long)]
        classlib: bool,
    },
    /// Read and compare profiles written by `--profile-out` (paths, edges, ...).
    #[command(subcommand)]
    Profile(ProfileCommand),
}

/// `--sampler` (DESIGN.md "Command line"; docs/profiler.md).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SamplerArg {
    /// No profiling (no timer thread).
    Off,
    /// One call-edge sample at the first prologue/epilogue after each tick (= CBS(1,1)).
    Timer,
    /// Counter-based sampling: SAMPLES samples per tick, STRIDE calls apart (see --cbs).
    Cbs,
    /// CBS with the stride only before a tick's first sample (PEP 2005 4.4).
    SimplifiedCbs,
    /// Every call recorded: the perfect profile.
    Exhaustive,
}

/// `--pep-numbering` (PEP 2005 3.4).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PepNumberingArg {
    /// The hottest outgoing edge of every block gets 0 (no instrumentation), from the branch profile.
    Smart,
    /// Ball-Larus numbering in block order.
    BallLarus,
}

/// `--instr-yieldpoints`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InstrYieldpointsArg {
    /// The checks at entries and backedges of the checking code also serve the yieldpoint word there (Arnold-Ryder 2001 §4.5)
    Merged,
    /// Every yieldpoint stays beside its check (the framework of Arnold-Ryder's Table 2)
    Separate,
}

/// `--edge-profile`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeProfileArg {
    /// No profile-driven branch layout.
    Off,
    /// The baseline tier's one-time taken/not-taken counters.
    Baseline,
    /// PEP's continuous edge profile (needs --pep); the baseline's where PEP has no data yet.
    Pep,
}

/// `--weight` (Lee 2015 3.2).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightArg {
    /// Every sample weighs 1.
    None,
    /// calls / 10,000: calls since the previous window.
    Density,
    /// 10,000 / (10,000 + latency cycles from tick to first sample).
    Latency,
    /// calls / (10,000 + latency).
    #[value(name = "density+latency")]
    DensityLatency,
}

/// `--verify` (docs/verify.md).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyArg {
    /// Format checks and the type checker (JVMS 4.10.1), as `java` does.
    Full,
    /// Format checks only: the code is trusted (for measurements).
    None,
}

/// `--gc` (docs/gc.md): who manages the heap.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcArg {
    /// rvm's own collector: stop-the-world, non-moving mark-sweep.
    Rvm,
    /// MMTk's NoGC: allocates and never collects, OutOfMemoryError at -Xmx (debugging).
    Nogc,
    /// MMTk's MarkSweep: non-moving, parallel GC workers.
    Marksweep,
    /// MMTk's Immix: mark-region with defragmentation (moves objects), parallel GC workers.
    Immix,
    /// MMTk's StickyImmix: Immix with nursery collections (sticky mark bits, a write barrier).
    Stickyimmix,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbsStartArg {
    /// First skip uniform over [1, STRIDE] (seeded by --seed).
    Random,
    /// First skip 1, 2, ..., STRIDE, 1, ... across ticks.
    RoundRobin,
}

/// `--missed-ticks` (docs/profiler.md, "Ticks and blocked threads").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissedTicksArg {
    /// Take it at the first yieldpoint after resuming, as Jikes RVM does (Lee 2015's latency bias).
    Keep,
    /// Never take it; a sampling window the block cut ends there.
    Drop,
}

/// `--cbs-stride` (docs/profiler.md, "Where the accuracy goes").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbsStrideArg {
    /// STRIDE calls between samples (Arnold-Grove 2005).
    Fixed,
    /// Each window draws its stride from [1, 2 STRIDE - 1] (seeded by --seed).
    Random,
}

/// `--cbs-first-skip` (docs/profiler.md, "Where the accuracy goes").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbsFirstSkipArg {
    /// [1, STRIDE] (Arnold-Grove 2005 section 4).
    Stride,
    /// [1, SAMPLES x STRIDE]: a tick in call-free code starts anywhere in the next window of calls.
    Window,
}

/// `--backedge-samples` (docs/profiler.md, "Issue 30, second round").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackedgeSamplesArg {
    /// A tick taken at a backedge starts its window at the next call (Arnold-Grove 2005).
    Off,
    /// A tick taken at a backedge samples the looping method's calling edge first.
    Enclosing,
}

/// `--cbs-count` (docs/profiler.md, "Issue 30, second round").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbsCountArg {
    /// Prologue and epilogue yieldpoints (Arnold-Grove 2005 section 5.1).
    Boundaries,
    /// Prologue yieldpoints only: one chance per call in every tier.
    Prologues,
}

/// `--latency-to` (docs/profiler.md, "Issue 30, third round").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatencyToArg {
    /// To the window's first sample (Lee 2015 section 3.2).
    FirstSample,
    /// To the yieldpoint that takes the tick: the delivery delay only.
    FirstYieldpoint,
    /// As first-yieldpoint for a tick taken after a wait (monitor, sleep, I/O); 0 for others.
    Resume,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallCounterArg {
    /// The hardware counter where the machine has one, else the software count.
    Auto,
    /// Retired near calls counted by the processor (perf_event); an error where unavailable.
    Hpm,
    /// Method entries counted by the interpreter and compiled prologues (exact; one inc per call).
    Soft,
    /// Estimated: 64 calls timed after each tick, times the tick interval (no per-call cost).
    Sampled,
    /// Estimated: the calls from a tick to its window's last sample, over their cycles, times the tick interval (no per-call cost).
    Window,
    /// The exact software count, of the interval after the tick (which holds the window) instead of before it.
    SoftNext,
}

/// `--callee-totals` (docs/profiler.md, "Issue 30, fourth round").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalleeTotalsArg {
    /// Each callee's edge weights rescaled to the entries its baseline prologues counted.
    On,
    /// The weighted samples alone.
    Off,
}

/// Execution tiers (DESIGN.md "Command line").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Interpret every method (never compile).
    Interp,
    /// Compile every method with the baseline JIT on first call.
    Baseline,
    /// Compile every method with the optimizing JIT on first call (the baseline JIT takes what it cannot).
    Opt,
    /// Interpret, compile what gets hot with the baseline JIT, recompile what stays hot with the optimizing JIT (the default).
    Adaptive,
}

/// What the optimizing compiler inlines.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineArg {
    /// No inlining.
    Off,
    /// Size heuristics: small statically bound callees, and virtual ones behind a method-test guard.
    Static,
    /// Directed by the run's dynamic call graph (CBS sampling runs unless --sampler says otherwise).
    Profile,
}

/// The inline oracle's rule set.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OracleArg {
    /// Jikes RVM's DefaultInlineOracle constants (static limit 23, hot limit 119, 40% guard share).
    Jikes,
    /// Lee 2015 section 6.3.2: the static size limit weakened to 17.
    #[value(name = "lee2015")]
    Lee2015,
}

/// The adaptive tier's recompilation policy.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControllerArg {
    /// Baseline code counts calls and backedges; at --opt-threshold the method is recompiled.
    Counters,
    /// Jikes RVM's cost-benefit model (Arnold et al. 2000) on the timer's method samples (taken with every sampler, --sampler=off included).
    CostBenefit,
}

/// What a contended monitor's exit does (docs/threads.md).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandoffArg {
    /// Wake the first waiting thread; whoever enters first owns the monitor.
    Barging,
    /// Make the first waiting thread the owner (FIFO): the lock changes hands at every exit.
    Direct,
}

/// How Java threads share the VM (docs/threads.md).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadsArg {
    /// One VM lock: one Java thread runs at a time, handed over at yieldpoints (the model before issue 18).
    VmLock,
    /// Java threads run in parallel on their own OS threads and stop at safepoints (the default).
    Parallel,
}

/// `--register-calls`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegisterCallsArg {
    /// Every optimized method keeps the System V entry, arguments in slots.
    Off,
    /// Methods without loops get a register entry.
    LoopFree,
    /// Every method gets one (OSR entries excepted).
    All,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    On,
    Off,
}

#[derive(Args, Debug, Clone, Default)]
pub struct VmArgs {
    /// Class path: folders and .jar files separated by ':' (also -cp, -classpath).
    #[arg(long = "class-path", value_name = "PATH", global = true)]
    pub class_path: Option<String>,
    /// Execution tier [default: adaptive].
    #[arg(long, value_enum, global = true)]
    pub tier: Option<Tier>,
    /// Bytecode verification: full, or none to skip the type checker (like -Xverify:none) [default: full].
    #[arg(long, value_enum, value_name = "full|none", global = true)]
    pub verify: Option<VerifyArg>,
    /// Maximum heap size, e.g. 512m, 2g (also -Xmx512m) [default: 1g].
    #[arg(long = "max-heap", value_name = "SIZE", global = true)]
    pub max_heap: Option<String>,
    /// Initial heap limit (also -Xms); the heap grows toward -Xmx as the live set does [default: 32m].
    #[arg(long = "initial-heap", value_name = "SIZE", global = true)]
    pub initial_heap: Option<String>,
    /// Collect garbage at every Nth allocation, to shake out missing roots.
    #[arg(long = "gc-stress", value_name = "N", global = true)]
    pub gc_stress: Option<u32>,
    /// Print one line per garbage collection on stderr (also -verbose:gc).
    #[arg(long = "verbose-gc", global = true)]
    pub verbose_gc: bool,
    /// Memory manager: rvm's collector, or an MMTk plan (needs a build with `--features mmtk`) [default: rvm].
    #[arg(long, value_enum, global = true)]
    pub gc: Option<GcArg>,
    /// Parallel GC threads of an MMTk plan; rvm's collector is single-threaded (N > 1 is refused) [default: one per core].
    #[arg(long = "gc-threads", value_name = "N", global = true, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub gc_threads: Option<u32>,
    /// Native stack size of the main Java thread (also -Xss) [default: 256m].
    #[arg(long = "thread-stack", value_name = "SIZE", global = true)]
    pub thread_stack: Option<String>,
    /// Yieldpoints in prologues, epilogues and backedges: on, or off to measure their cost [default: on].
    #[arg(long, value_enum, value_name = "on|off", global = true)]
    pub yieldpoints: Option<Switch>,
    /// Testing: start the yieldpoint word at -1 or 1 and never reset it, so yieldpoints take their slow path.
    #[arg(
        long = "yieldpoint-stress",
        value_name = "WORD",
        global = true,
        hide = true,
        allow_hyphen_values = true
    )]
    pub yieldpoint_stress: Option<i32>,
    /// Invocations before the adaptive tier compiles a method (backedges: 10x) [default: 1000].
    #[arg(long = "compile-threshold", value_name = "N", global = true)]
    pub compile_threshold: Option<u32>,
    /// Calls plus backedges of baseline code before the adaptive tier recompiles a method with the optimizing JIT (under --controller=cost-benefit: before baseline code first asks the model) [default: 10000].
    #[arg(long = "opt-threshold", value_name = "N", global = true)]
    pub opt_threshold: Option<u32>,
    /// What the optimizing compiler inlines [default: profile].
    #[arg(long, value_enum, global = true, help_heading = "Inliner")]
    pub inline: Option<InlineArg>,
    /// Optimizing recompilations of the adaptive tier on a compiler thread (on), or on the Java thread that asked (off) [default: on].
    #[arg(
        long = "background-compile",
        value_enum,
        value_name = "on|off",
        global = true
    )]
    pub background_compile: Option<Switch>,
    /// Background compiler threads for the adaptive tier's optimizing recompilations [default: 1 up to 3 cores, then half the cores, at most 4].
    #[arg(long = "compiler-threads", value_name = "N", global = true, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub compiler_threads: Option<u32>,
    /// Class-hierarchy speculation in optimized code: a virtual call whose method no loaded class overrides is called directly or inlined without a guard (receivers that are unmodified parameters; code is invalidated when a class overriding it loads). off keeps guarded inlining only, for comparisons [default: on].
    #[arg(long, value_enum, value_name = "on|off", global = true)]
    pub speculate: Option<Switch>,
    /// Register calls between optimized methods: which methods get a register entry (no callee-saved registers, arguments in registers; other tiers call it through an adapter). Measured slower overall than off on the project's benchmarks, faster on call-bound code (docs/jit.md, "Register calls") [default: off].
    #[arg(long = "register-calls", value_enum, global = true)]
    pub register_calls: Option<RegisterCallsArg>,
    /// How Java threads share the VM: in parallel with safepoints at yieldpoints, or one VM lock [default: parallel; vm-lock with --yieldpoints=off].
    #[arg(long, value_enum, global = true)]
    pub threads: Option<ThreadsArg>,
    /// What a contended monitor's exit does: wake the first waiter to compete for it, or hand it over (FIFO) [default: barging].
    #[arg(long = "monitor-handoff", value_enum, global = true)]
    pub monitor_handoff: Option<HandoffArg>,
    /// The inline oracle's rules: Jikes RVM's, or Lee 2015's weakened static heuristic (static limit 17) [default: jikes].
    #[arg(
        long = "inline-oracle",
        value_enum,
        global = true,
        help_heading = "Inliner"
    )]
    pub inline_oracle: Option<OracleArg>,
    /// Override one of the oracle's constants, e.g. max_inline_size=30 (repeatable).
    #[arg(
        long = "inline-param",
        value_name = "NAME=VALUE",
        global = true,
        help_heading = "Inliner"
    )]
    pub inline_param: Vec<String>,
    /// Write every inline decision as a JSON line (for `rvm inline tree`).
    #[arg(
        long = "inline-log",
        value_name = "FILE",
        global = true,
        help_heading = "Inliner"
    )]
    pub inline_log: Option<PathBuf>,
    /// The adaptive tier's recompilation policy [default: counters].
    #[arg(long, value_enum, global = true)]
    pub controller: Option<ControllerArg>,
    /// Under --controller=cost-benefit: baseline code's call and backedge counts are evidence for the model beside its method samples; a method asks the model after --opt-threshold counts, then each time its counts double (off: samples alone, as Arnold et al.'s controller) [default: on].
    #[arg(long = "controller-counts", value_enum, global = true)]
    pub controller_counts: Option<Switch>,
    /// Print the machine code (and the optimizing tier's CLIF) of methods matching Class.method, or '*', when compiled.
    #[arg(long = "print-code", value_name = "METHOD", global = true)]
    pub print_code: Option<String>,
    /// Write /tmp/perf-<pid>.map so that `perf report` names compiled Java methods (both tiers).
    #[arg(long = "perf-map", global = true)]
    pub perf_map: bool,
    /// Write one JSON line per adaptive-system decision (recompilations).
    #[arg(long = "aos-log", value_name = "FILE", global = true)]
    pub aos_log: Option<PathBuf>,
    /// Record what the adaptive system compiled (tiers, inline plans, branch profiles) as an advice file at exit (docs/replay.md).
    #[arg(long = "advice-out", value_name = "FILE", global = true)]
    pub advice_out: Option<PathBuf>,
    /// Replay an advice file: compile exactly what it records, at first invocation, with no profile-driven decisions (docs/replay.md).
    #[arg(long = "advice-in", value_name = "FILE", global = true)]
    pub advice_in: Option<PathBuf>,
    /// Print counters (classes, allocation, compilation per tier, yieldpoints, time) on stderr at exit.
    #[arg(long, global = true)]
    pub stats: bool,
    /// Say on stderr which fallbacks and code paths are in use.
    #[arg(short = 'v', long, global = true)]
    pub verbose: bool,
    /// Call-graph sampler [default: off, or cbs with --cbs].
    #[arg(long, value_enum, global = true, help_heading = "Profiler")]
    pub sampler: Option<SamplerArg>,
    /// CBS(SAMPLES,STRIDE): samples per timer tick and calls between samples; implies --sampler=cbs [default: 16,3].
    #[arg(
        long,
        value_name = "SAMPLES,STRIDE",
        global = true,
        help_heading = "Profiler"
    )]
    pub cbs: Option<String>,
    /// How CBS picks a window's first skip [default: random].
    #[arg(
        long = "cbs-start",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub cbs_start: Option<CbsStartArg>,
    /// How CBS spaces a window's samples [default: fixed].
    #[arg(
        long = "cbs-stride",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub cbs_stride: Option<CbsStrideArg>,
    /// Range of a CBS window's first skip [default: window in the adaptive tier with --weight=density+latency, stride otherwise].
    #[arg(
        long = "cbs-first-skip",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub cbs_first_skip: Option<CbsFirstSkipArg>,
    /// What a tick taken at a loop's backedge samples [default: off].
    #[arg(
        long = "backedge-samples",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub backedge_samples: Option<BackedgeSamplesArg>,
    /// Yieldpoints CBS counts toward the stride and samples at [default: prologues].
    #[arg(
        long = "cbs-count",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub cbs_count: Option<CbsCountArg>,
    /// Seed of --cbs-start=random [default: 24301].
    #[arg(long, value_name = "N", global = true, help_heading = "Profiler")]
    pub seed: Option<u64>,
    /// Lee's antibias weight of each sample [default: none].
    #[arg(long, value_enum, global = true, help_heading = "Profiler")]
    pub weight: Option<WeightArg>,
    /// Where the latency of --weight=latency|density+latency ends [default: resume].
    #[arg(
        long = "latency-to",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub latency_to: Option<LatencyToArg>,
    /// Timer tick period in milliseconds [default: 4, as Jikes RVM].
    #[arg(
        long = "timer-ms",
        value_name = "MS",
        global = true,
        help_heading = "Profiler"
    )]
    pub timer_ms: Option<f64>,
    /// Source of the call counts of --weight=density[+latency] [default: soft-next with --tier=baseline, CBS and density+latency; auto otherwise].
    #[arg(
        long = "call-counter",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub call_counter: Option<CallCounterArg>,
    /// What a thread that was blocked when a tick arrived does with it [default: drop].
    #[arg(
        long = "missed-ticks",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub missed_ticks: Option<MissedTicksArg>,
    /// Rescale each callee's DCG edges to its entries counted in baseline prologues (--tier=baseline) [default: on with --tier=baseline, a CBS sampler and --weight=density+latency on the software call counter; off otherwise].
    #[arg(
        long = "callee-totals",
        value_enum,
        global = true,
        help_heading = "Profiler"
    )]
    pub callee_totals: Option<CalleeTotalsArg>,
    /// Inline from this saved DCG instead of the run's own (e.g. an exhaustive one: the upper bound).
    #[arg(
        long = "dcg-in",
        value_name = "FILE",
        global = true,
        help_heading = "Profiler"
    )]
    pub dcg_in: Option<PathBuf>,
    /// Write the dynamic call graph and the run's configuration as JSON.
    #[arg(
        long = "dcg-out",
        value_name = "FILE",
        global = true,
        help_heading = "Profiler"
    )]
    pub dcg_out: Option<PathBuf>,
    /// PEP path profiling of optimized code: SAMPLES,STRIDE (simplified Arnold-Grove, e.g. 64,17), timer, or perfect.
    #[arg(
        long,
        value_name = "S,T|timer|perfect",
        global = true,
        help_heading = "Path profiling"
    )]
    pub pep: Option<String>,
    /// How PEP numbers paths [default: smart].
    #[arg(
        long = "pep-numbering",
        value_enum,
        global = true,
        help_heading = "Path profiling"
    )]
    pub pep_numbering: Option<PepNumberingArg>,
    /// The branch profile that lays out optimized code (rare sides of branches out of line) [default: off]. `pep` without --pep collects it with --pep=64,17.
    #[arg(
        long = "edge-profile",
        value_enum,
        global = true,
        help_heading = "Path profiling"
    )]
    pub edge_profile: Option<EdgeProfileArg>,
    /// Instrument optimized code: call-edge, field-access, data-refs (comma-separated; docs/instrumentation.md).
    #[arg(
        long = "instrument",
        value_name = "LIST",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instrument: Option<String>,
    /// How instrumentation is sampled: no-dup, partial-dup, full-dup or exhaustive [default: full-dup].
    #[arg(
        long = "instr-sampling",
        value_name = "MODE",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_sampling: Option<String>,
    /// Checks per sample (counter trigger) [default: 1000].
    #[arg(
        long = "instr-interval",
        value_name = "N",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_interval: Option<u32>,
    /// What triggers a sample: counter or timer (one sample per --timer-ms tick) [default: counter].
    #[arg(
        long = "instr-trigger",
        value_name = "KIND",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_trigger: Option<String>,
    /// Check reduction (Hirzel-Chilimbi 2001 §4): none, recursion, k-boring or all [default: none].
    #[arg(
        long = "instr-check-reduction",
        value_name = "WHICH",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_check_reduction: Option<String>,
    /// k of k-boring loops: loops without calls and with at most k instrumentation operations [default: 4].
    #[arg(
        long = "instr-k",
        value_name = "K",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_k: Option<u32>,
    /// Checking code's entry and backedge yieldpoints: merged into the checks (Arnold-Ryder §4.5) or kept separate (their Table 2) [default: merged].
    #[arg(
        long = "instr-yieldpoints",
        value_name = "HOW",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub instr_yieldpoints: Option<InstrYieldpointsArg>,
    /// Bursty tracing: nCheck0:nInstr0 checks in checking and instrumented code (Hirzel-Chilimbi 2001).
    #[arg(
        long = "burst",
        value_name = "NCHECK0:NINSTR0",
        global = true,
        help_heading = "Instrumentation sampling"
    )]
    pub burst: Option<String>,
    /// Write the run's profiles other than the DCG (paths, edges, instrumentation) as one JSON file (rvm-profile-1) at exit.
    #[arg(
        long = "profile-out",
        value_name = "FILE",
        global = true,
        help_heading = "Profiles"
    )]
    pub profile_out: Option<PathBuf>,
    /// TARGET is a jar: run the class its manifest's Main-Class names, on the jar and its Class-Path (also -jar; -cp is then ignored, as by java).
    #[arg(long = "jar", global = true)]
    pub jar: bool,
    /// Set a system property, as `java -Dkey=value` (also -Dkey=value); repeatable, the last value for a key wins.
    #[arg(long = "define", value_name = "KEY=VALUE", global = true)]
    pub define: Vec<String>,
    /// Enable or disable `assert` statements (also -ea[:NAME], -da[:NAME]): on, off, on:NAME or off:NAME, where NAME is a class, `pkg...` (a package and its subpackages) or `...` (the unnamed package); repeatable, applied as java applies -ea/-da. Library classes never assert.
    #[arg(long = "assertions", value_name = "on|off[:NAME]", global = true)]
    pub assertions: Vec<String>,
}

impl VmArgs {
    /// Options given after `run` override those given before it.
    fn merge(self, later: VmArgs) -> VmArgs {
        VmArgs {
            class_path: later.class_path.or(self.class_path),
            tier: later.tier.or(self.tier),
            verify: later.verify.or(self.verify),
            max_heap: later.max_heap.or(self.max_heap),
            initial_heap: later.initial_heap.or(self.initial_heap),
            gc_stress: later.gc_stress.or(self.gc_stress),
            verbose_gc: later.verbose_gc || self.verbose_gc,
            gc: later.gc.or(self.gc),
            gc_threads: later.gc_threads.or(self.gc_threads),
            thread_stack: later.thread_stack.or(self.thread_stack),
            yieldpoints: later.yieldpoints.or(self.yieldpoints),
            compile_threshold: later.compile_threshold.or(self.compile_threshold),
            opt_threshold: later.opt_threshold.or(self.opt_threshold),
            controller: later.controller.or(self.controller),
            controller_counts: later.controller_counts.or(self.controller_counts),
            inline: later.inline.or(self.inline),
            background_compile: later.background_compile.or(self.background_compile),
            compiler_threads: later.compiler_threads.or(self.compiler_threads),
            speculate: later.speculate.or(self.speculate),
            register_calls: later.register_calls.or(self.register_calls),
            threads: later.threads.or(self.threads),
            monitor_handoff: later.monitor_handoff.or(self.monitor_handoff),
            inline_oracle: later.inline_oracle.or(self.inline_oracle),
            inline_param: if later.inline_param.is_empty() {
                self.inline_param
            } else {
                later.inline_param
            },
            inline_log: later.inline_log.or(self.inline_log),
            print_code: later.print_code.or(self.print_code),
            perf_map: later.perf_map || self.perf_map,
            aos_log: later.aos_log.or(self.aos_log),
            advice_out: later.advice_out.or(self.advice_out),
            advice_in: later.advice_in.or(self.advice_in),
            yieldpoint_stress: later.yieldpoint_stress.or(self.yieldpoint_stress),
            stats: later.stats || self.stats,
            verbose: later.verbose || self.verbose,
            sampler: later.sampler.or(self.sampler),
            cbs: later.cbs.or(self.cbs),
            cbs_start: later.cbs_start.or(self.cbs_start),
            cbs_stride: later.cbs_stride.or(self.cbs_stride),
            cbs_first_skip: later.cbs_first_skip.or(self.cbs_first_skip),
            backedge_samples: later.backedge_samples.or(self.backedge_samples),
            cbs_count: later.cbs_count.or(self.cbs_count),
            seed: later.seed.or(self.seed),
            weight: later.weight.or(self.weight),
            latency_to: later.latency_to.or(self.latency_to),
            timer_ms: later.timer_ms.or(self.timer_ms),
            call_counter: later.call_counter.or(self.call_counter),
            missed_ticks: later.missed_ticks.or(self.missed_ticks),
            callee_totals: later.callee_totals.or(self.callee_totals),
            dcg_out: later.dcg_out.or(self.dcg_out),
            dcg_in: later.dcg_in.or(self.dcg_in),
            pep: later.pep.or(self.pep),
            pep_numbering: later.pep_numbering.or(self.pep_numbering),
            edge_profile: later.edge_profile.or(self.edge_profile),
            instrument: later.instrument.or(self.instrument),
            instr_sampling: later.instr_sampling.or(self.instr_sampling),
            instr_interval: later.instr_interval.or(self.instr_interval),
            instr_trigger: later.instr_trigger.or(self.instr_trigger),
            instr_check_reduction: later.instr_check_reduction.or(self.instr_check_reduction),
            instr_k: later.instr_k.or(self.instr_k),
            instr_yieldpoints: later.instr_yieldpoints.or(self.instr_yieldpoints),
            burst: later.burst.or(self.burst),
            profile_out: later.profile_out.or(self.profile_out),
            jar: later.jar || self.jar,
            define: [self.define, later.define].concat(),
            assertions: [self.assertions, later.assertions].concat(),
        }
    }
}

/// `--cbs=16,3` -> (16, 3).
pub fn parse_cbs(text: &str) -> Result<(u32, u32), String> {
    let bad =
        || format!("--cbs={text}: expected SAMPLES,STRIDE with both at least 1, e.g. --cbs=16,3");
    let (s, t) = text.split_once(',').ok_or_else(bad)?;
    let samples: u32 = s.trim().parse().map_err(|_| bad())?;
    let stride: u32 = t.trim().parse().map_err(|_| bad())?;
    if samples == 0 || stride == 0 {
        return Err(bad());
    }
    Ok((samples, stride))
}

/// The profiler's options from the command line, checked for contradictions.
/// `default_cbs`: with no sampler named, run CBS (the DCG that drives
/// `--inline=profile`, the default in the compiling tiers).
fn profiler_options(o: &VmArgs, default_cbs: bool) -> Result<rvm_vm::ProfilerOptions, String> {
    use rvm_profiler::{
        BackedgeSamples, CallCounterChoice, CbsCount, CbsFirstSkip, CbsStart, CbsStride, LatencyTo,
        MissedTicks, SamplerKind, WeightMode,
    };
    let mut p = rvm_vm::ProfilerOptions::default();
    p.sampler = match (o.sampler, &o.cbs) {
        (None, Some(_)) | (Some(SamplerArg::Cbs), _) => SamplerKind::Cbs,
        (Some(SamplerArg::SimplifiedCbs), _) => SamplerKind::SimplifiedCbs,
        (Some(other), Some(_)) => {
            return Err(format!(
                "--cbs sets CBS parameters; it does not go with --sampler={}",
                other
                    .to_possible_value()
                    .map(|v| v.get_name().to_string())
                    .unwrap_or_default()
            ))
        }
        (None, None) if default_cbs => SamplerKind::Cbs,
        (Some(SamplerArg::Off), None) | (None, None) => SamplerKind::Off,
        (Some(SamplerArg::Timer), None) => SamplerKind::Timer,
        (Some(SamplerArg::Exhaustive), None) => SamplerKind::Exhaustive,
    };
    if let Some(text) = &o.cbs {
        (p.samples, p.stride) = parse_cbs(text)?;
    }
    let seed = o.seed.unwrap_or(rvm_vm::runtime::profiling::DEFAULT_SEED);
    p.seed = o.seed;
    p.start = match o.cbs_start {
        Some(CbsStartArg::RoundRobin) => {
            if o.seed.is_some() {
                return Err(
                    "--seed seeds --cbs-start=random; it does not go with --cbs-start=round-robin"
                        .to_string(),
                );
            }
            CbsStart::RoundRobin
        }
        _ => CbsStart::Random { seed },
    };
    p.stride_mode = match o.cbs_stride {
        None | Some(CbsStrideArg::Fixed) => CbsStride::Fixed,
        Some(CbsStrideArg::Random) => CbsStride::RandomPerWindow { seed },
    };
    p.first_skip = match o.cbs_first_skip {
        None | Some(CbsFirstSkipArg::Stride) => CbsFirstSkip::Stride,
        Some(CbsFirstSkipArg::Window) => CbsFirstSkip::Window,
    };
    p.backedge_samples = match o.backedge_samples {
        None | Some(BackedgeSamplesArg::Off) => BackedgeSamples::Off,
        Some(BackedgeSamplesArg::Enclosing) => BackedgeSamples::Enclosing,
    };
    p.count = match o.cbs_count {
        Some(CbsCountArg::Boundaries) => CbsCount::Boundaries,
        Some(CbsCountArg::Prologues) => CbsCount::Prologues,
        // CBS counts prologues only unless told (issue 30, third round:
        // one chance per call in every tier; docs/profiler.md); the timer
        // sampler keeps Arnold-Grove's first prologue or epilogue.
        None if matches!(p.sampler, SamplerKind::Cbs | SamplerKind::SimplifiedCbs) => {
            CbsCount::Prologues
        }
        None => CbsCount::Boundaries,
    };
    p.weight = match o.weight {
        None | Some(WeightArg::None) => WeightMode::None,
        Some(WeightArg::Density) => WeightMode::Density,
        Some(WeightArg::Latency) => WeightMode::Latency,
        Some(WeightArg::DensityLatency) => WeightMode::DensityLatency,
    };
    p.latency_to = match o.latency_to {
        Some(LatencyToArg::FirstSample) => LatencyTo::FirstSample,
        Some(LatencyToArg::FirstYieldpoint) => LatencyTo::FirstYieldpoint,
        None | Some(LatencyToArg::Resume) => LatencyTo::Resume,
    };
    if o.latency_to.is_some()
        && !matches!(p.weight, WeightMode::Latency | WeightMode::DensityLatency)
    {
        return Err("--latency-to says where the latency of --weight=latency|density+latency ends; it needs one of them".to_string());
    }
    if let Some(ms) = o.timer_ms {
        if !(ms.is_finite() && (0.05..=10_000.0).contains(&ms)) {
            return Err(format!(
                "--timer-ms={ms}: expected a period between 0.05 and 10000 milliseconds"
            ));
        }
        p.timer_period = std::time::Duration::from_secs_f64(ms / 1000.0);
    }
    p.call_counter = match o.call_counter {
        None | Some(CallCounterArg::Auto) => CallCounterChoice::Auto,
        Some(CallCounterArg::Hpm) => CallCounterChoice::Hpm,
        Some(CallCounterArg::Soft) => CallCounterChoice::Soft,
        Some(CallCounterArg::Sampled) => CallCounterChoice::Sampled,
        Some(CallCounterArg::Window) => CallCounterChoice::Window,
        Some(CallCounterArg::SoftNext) => CallCounterChoice::SoftNext,
    };
    p.missed_ticks = match o.missed_ticks {
        None => MissedTicks::default(),
        Some(MissedTicksArg::Keep) => MissedTicks::Keep,
        Some(MissedTicksArg::Drop) => MissedTicks::Drop,
    };
    p.dcg_out = o.dcg_out.clone();
    p.callee_totals = o.callee_totals == Some(CalleeTotalsArg::On);
    if p.callee_totals
        && !matches!(
            p.sampler,
            SamplerKind::Cbs | SamplerKind::SimplifiedCbs | SamplerKind::Timer
        )
    {
        return Err("--callee-totals=on rescales a sampled DCG: it needs --sampler=timer|cbs|simplified-cbs or --cbs=S,T".to_string());
    }
    if p.sampler == SamplerKind::Exhaustive && p.weight != WeightMode::None {
        return Err("--weight corrects sampled profiles; --sampler=exhaustive records every call and takes no weight".to_string());
    }
    if p.sampler == SamplerKind::Off {
        // PEP's sampler uses the timer period and the first-skip choice too.
        let pep = o.pep.is_some();
        let given: Vec<&str> = [
            (o.cbs_start.is_some() && !pep, "--cbs-start"),
            (o.cbs_stride.is_some(), "--cbs-stride"),
            (o.cbs_first_skip.is_some(), "--cbs-first-skip"),
            (o.backedge_samples.is_some(), "--backedge-samples"),
            (o.cbs_count.is_some(), "--cbs-count"),
            (o.seed.is_some() && !pep, "--seed"),
            (o.weight.is_some(), "--weight"),
            // --instr-trigger=timer samples once per --timer-ms tick too.
            (
                o.timer_ms.is_some() && !pep && o.instr_trigger.as_deref() != Some("timer"),
                "--timer-ms",
            ),
            (o.call_counter.is_some(), "--call-counter"),
            (o.missed_ticks.is_some() && !pep, "--missed-ticks"),
            (o.callee_totals.is_some(), "--callee-totals"),
            (o.dcg_out.is_some(), "--dcg-out"),
        ]
        .into_iter()
        .filter_map(|(g, name)| g.then_some(name))
        .collect();
        if !given.is_empty() {
            return Err(format!(
                "{} need(s) a sampler: add --sampler=timer|cbs|simplified-cbs|exhaustive or --cbs=S,T",
                given.join(", ")
            ));
        }
    }
    Ok(p)
}

/// `--pep`, `--pep-numbering`, `--edge-profile`, `--profile-out`, checked
/// for contradictions.
fn pep_options(o: &VmArgs, vm: &mut VmOptions) -> Result<(), String> {
    use rvm_vm::runtime::pep::{EdgeProfileSource, PepNumbering, PepOptions};
    // `--edge-profile=pep` alone collects the profile it asks for with the
    // paper's configuration, PEP(64,17).
    let implied = o.pep.is_none() && matches!(o.edge_profile, Some(EdgeProfileArg::Pep));
    let given = if implied {
        Some("64,17")
    } else {
        o.pep.as_deref()
    };
    if let Some(given) = given {
        let mode = rvm_profiler::paths::PepMode::parse(given)?;
        let text = if implied {
            format!("{given} (implied by --edge-profile=pep)")
        } else {
            given.to_string()
        };
        if matches!(vm.tier, rvm_vm::Tier::Interp | rvm_vm::Tier::Baseline) {
            return Err(format!(
                "--pep={text} instruments optimized code: use --tier=opt or --tier=adaptive"
            ));
        }
        if !vm.yieldpoints && mode != rvm_profiler::paths::PepMode::Perfect {
            return Err(format!(
                "--pep={text} samples at yieldpoints: it needs --yieldpoints=on"
            ));
        }
        vm.pep = Some(PepOptions {
            mode,
            numbering: match o.pep_numbering {
                None | Some(PepNumberingArg::Smart) => PepNumbering::Smart,
                Some(PepNumberingArg::BallLarus) => PepNumbering::BallLarus,
            },
        });
    } else if o.pep_numbering.is_some() {
        return Err("--pep-numbering needs --pep=SAMPLES,STRIDE|timer|perfect".to_string());
    }
    vm.edge_profile = match o.edge_profile {
        None | Some(EdgeProfileArg::Off) => EdgeProfileSource::Off,
        Some(EdgeProfileArg::Baseline) => EdgeProfileSource::Baseline,
        // `vm.pep` is set: given, or implied above.
        Some(EdgeProfileArg::Pep) => EdgeProfileSource::Pep,
    };
    if let Some(path) = &o.profile_out {
        if vm.pep.is_none() && !vm.instrumentation.enabled() {
            return Err(
                "--profile-out has no profile to write: add --pep=SAMPLES,STRIDE|timer|perfect or --instrument=LIST"
                    .to_string(),
            );
        }
        // Fail before the program runs, not after.
        std::fs::File::create(path)
            .map_err(|e| format!("--profile-out={}: {e}", path.display()))?;
        vm.profile_out = Some(path.clone());
    }
    Ok(())
}

/// The instrumentation-sampling options, checked for contradictions.
fn instrumentation_options(
    o: &VmArgs,
) -> Result<rvm_vm::runtime::instrumentation::InstrOptions, String> {
    use rvm_profiler::instrumentation::{Kinds, Sampling};
    use rvm_vm::runtime::instrumentation::{InstrOptions, Trigger};
    let mut i = InstrOptions::default();
    let Some(list) = &o.instrument else {
        let given: Vec<&str> = [
            (o.instr_sampling.is_some(), "--instr-sampling"),
            (o.instr_interval.is_some(), "--instr-interval"),
            (o.instr_trigger.is_some(), "--instr-trigger"),
            (o.instr_check_reduction.is_some(), "--instr-check-reduction"),
            (o.instr_k.is_some(), "--instr-k"),
            (o.instr_yieldpoints.is_some(), "--instr-yieldpoints"),
            (o.burst.is_some(), "--burst"),
        ]
        .into_iter()
        .filter_map(|(g, name)| g.then_some(name))
        .collect();
        if !given.is_empty() {
            return Err(format!(
                "{} need(s) --instrument=call-edge|field-access|data-refs",
                given.join(", ")
            ));
        }
        return Ok(i);
    };
    i.kinds = Kinds::parse(list)?;
    if let Some(s) = &o.instr_sampling {
        i.sampling = Sampling::parse(s)?;
    }
    if let Some(n) = o.instr_interval {
        if n == 0 {
            return Err("--instr-interval=0: expected at least 1".into());
        }
        i.interval = n;
    }
    i.trigger = match o.instr_trigger.as_deref() {
        None | Some("counter") => Trigger::Counter,
        Some("timer") => Trigger::Timer,
        Some(other) => {
            return Err(format!(
                "--instr-trigger={other}: expected counter or timer"
            ))
        }
    };
    if let Some(r) = &o.instr_check_reduction {
        i.reduction = rvm_profiler::instrumentation::reduction::CheckReduction::parse(r)?;
    }
    if let Some(k) = o.instr_k {
        if !i.reduction.k_boring() {
            return Err("--instr-k needs --instr-check-reduction=k-boring or all".into());
        }
        i.k = k;
    }
    if let Some(how) = o.instr_yieldpoints {
        i.merge_yieldpoints = how == InstrYieldpointsArg::Merged;
    }
    if let Some(ms) = o.timer_ms {
        i.timer_period = std::time::Duration::from_secs_f64(ms.clamp(0.05, 10_000.0) / 1000.0);
    }
    if let Some(text) = &o.burst {
        let bad = || {
            format!(
                "--burst={text}: expected NCHECK0:NINSTR0, both at least 1, e.g. --burst=1000:50"
            )
        };
        let (c, n) = text.split_once(':').ok_or_else(bad)?;
        let c: u32 = c.trim().parse().map_err(|_| bad())?;
        let n: u32 = n.trim().parse().map_err(|_| bad())?;
        if c == 0 || n == 0 {
            return Err(bad());
        }
        if o.instr_interval.is_some() {
            return Err("--burst sets the sample period (nCheck0 + nInstr0 checks); it does not go with --instr-interval".into());
        }
        i.burst = Some((c, n));
    }
    if i.trigger == Trigger::Timer && o.instr_interval.is_some() {
        return Err(
            "--instr-interval counts checks; with --instr-trigger=timer the period is --timer-ms"
                .into(),
        );
    }
    i.validate()?;
    Ok(i)
}

/// `512m` -> bytes; suffixes k, m, g (either case), none = bytes.
pub fn parse_size(text: &str) -> Result<usize, String> {
    let t = text.trim();
    let (digits, multiplier) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1usize << 10),
        Some('m' | 'M') => (&t[..t.len() - 1], 1 << 20),
        Some('g' | 'G') => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    let n: usize = digits
        .parse()
        .map_err(|_| format!("invalid size {text:?} (expected e.g. 512m, 2g)"))?;
    n.checked_mul(multiplier)
        .filter(|&b| b > 0)
        .ok_or_else(|| format!("invalid size {text:?}"))
}

/// Why java would refuse these heap sizes, in its words ("Error occurred
/// during initialization of VM" comes first): `-Xmx` under 2 MiB, `-Xms`
/// under 1 MiB, or an `-Xms` above an explicit `-Xmx`.
fn heap_size_refusal(
    max_heap: usize,
    initial_heap: Option<usize>,
    explicit_max: bool,
) -> Option<&'static str> {
    if max_heap < rvm_vm::heap::MIN_MAX_HEAP {
        return Some("Too small maximum heap");
    }
    match initial_heap {
        Some(initial) if initial < 1 << 20 => Some("Too small initial heap"),
        Some(initial) if explicit_max && initial > max_heap => {
            Some("Initial heap size set to a larger value than the maximum heap size")
        }
        _ => None,
    }
}

/// Options that take a separate value, for finding where the main class is.
const VALUE_OPTIONS: &[&str] = &[
    "--class-path",
    "--verify",
    "--tier",
    "--max-heap",
    "--initial-heap",
    "--thread-stack",
    "--gc-stress",
    "--gc",
    "--gc-threads",
    "--yieldpoints",
    "--compile-threshold",
    "--opt-threshold",
    "--controller",
    "--controller-counts",
    "--inline",
    "--background-compile",
    "--speculate",
    "--register-calls",
    "--threads",
    "--monitor-handoff",
    "--inline-oracle",
    "--inline-param",
    "--inline-log",
    "--print-code",
    "--aos-log",
    "--yieldpoint-stress",
    "--sampler",
    "--cbs",
    "--cbs-start",
    "--cbs-stride",
    "--cbs-first-skip",
    "--backedge-samples",
    "--cbs-count",
    "--seed",
    "--weight",
    "--latency-to",
    "--timer-ms",
    "--call-counter",
    "--missed-ticks",
    "--dcg-out",
    "--dcg-in",
    "--pep",
    "--pep-numbering",
    "--edge-profile",
    "--instrument",
    "--instr-sampling",
    "--instr-interval",
    "--instr-trigger",
    "--instr-check-reduction",
    "--instr-k",
    "--instr-yieldpoints",
    "--burst",
    "--profile-out",
    "--define",
    "--assertions",
];

/// Rewrites java-style options to rvm's long options, up to the main class:
/// `-cp X`/`-classpath X` -> `--class-path X`, `-Xmx1g` -> `--max-heap=1g`,
/// `-Xms..`, `-Xss..`. Arguments after the main class are left untouched.
pub fn normalize_java_style(argv: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(argv.len());
    let mut iter = argv.into_iter();
    if let Some(program) = iter.next() {
        out.push(program);
    }
    let mut seen_run = false;
    let mut expect_value = false;
    while let Some(arg) = iter.next() {
        if expect_value {
            out.push(arg);
            expect_value = false;
            continue;
        }
        let mapped = match arg.as_str() {
            a if java_assertion_flag(a).is_some() => java_assertion_flag(a).unwrap_or_default(),
            "-cp" | "-classpath" | "--classpath" => "--class-path".to_string(),
            "-jar" => "--jar".to_string(),
            a if a.starts_with("-Xmx") => format!("--max-heap={}", &a[4..]),
            a if a.starts_with("-Xms") => format!("--initial-heap={}", &a[4..]),
            a if a.starts_with("-Xss") => format!("--thread-stack={}", &a[4..]),
            "-verbose:gc" => "--verbose-gc".to_string(),
            "-Xverify:none" => "--verify=none".to_string(),
            a if a.starts_with("-D") && a.len() > 2 => format!("--define={}", &a[2..]),
            a => a.to_string(),
        };
        if VALUE_OPTIONS.contains(&mapped.as_str()) {
            expect_value = true;
        }
        let is_positional = !mapped.starts_with('-');
        out.push(mapped);
        if is_positional {
            if seen_run {
                // The main class: the rest belongs to the Java program.
                out.push("--".to_string());
                out.extend(iter);
                break;
            }
            seen_run = arg == "run";
        }
    }
    // `--` placed before the program's args: move it after the target.
    fix_separator(out)
}

/// `-ea`, `-ea:NAME`, `-enableassertions[:NAME]` and the `-da` forms as
/// `--assertions=on[:NAME]` / `--assertions=off[:NAME]`.
fn java_assertion_flag(arg: &str) -> Option<String> {
    let (flag, name) = match arg.split_once(':') {
        Some((flag, name)) => (flag, Some(name)),
        None => (arg, None),
    };
    let on = match flag {
        "-ea" | "-enableassertions" => "on",
        "-da" | "-disableassertions" => "off",
        _ => return None,
    };
    Some(match name {
        Some(name) => format!("--assertions={on}:{name}"),
        None => format!("--assertions={on}"),
    })
}

/// `--define KEY=VALUE` as java reads `-Dkey=value` (no `=`: the value is empty).
fn parse_define(text: &str) -> Result<(String, String), String> {
    let (key, value) = text.split_once('=').unwrap_or((text, ""));
    if key.is_empty() {
        return Err(format!("-D{text}: the property needs a name (-Dkey=value)"));
    }
    Ok((key.to_string(), value.to_string()))
}

/// `--assertions on|off[:NAME]`.
fn parse_assertion_rule(text: &str) -> Result<(bool, String), String> {
    let (switch, name) = text.split_once(':').unwrap_or((text, ""));
    let on = match switch {
        "on" => true,
        "off" => false,
        _ => {
            return Err(format!(
                "--assertions={text}: expected on, off, on:NAME or off:NAME (NAME: a class, pkg... or ...)"
            ))
        }
    };
    if text.contains(':') && name.is_empty() {
        return Err(format!("--assertions={text}: the name after ':' is empty"));
    }
    Ok((on, name.to_string()))
}

/// clap needs `run [opts] TARGET -- ARGS`; `normalize_java_style` inserted
/// `--` right after TARGET. Nothing to fix beyond dropping a trailing `--`.
fn fix_separator(mut argv: Vec<String>) -> Vec<String> {
    if argv.last().map(String::as_str) == Some("--") {
        argv.pop();
    }
    argv
}

pub fn execute(cli: Cli) -> Result<i32, String> {
    let (options, target, args) = match cli.command {
        Command::Run {
            options,
            target,
            args,
        } => (options, target, args),
        Command::Dcg(command) => return crate::dcg_cmd::execute(command),
        Command::Profile(command) => {
            return match command {
                ProfileCommand::Paths { .. } | ProfileCommand::Accuracy { .. } => {
                    crate::profile_paths_cmd::execute(command)
                }
                _ => crate::profile_instr_cmd::execute(command),
            }
        }
        Command::Inline(InlineCommand::Tree { log, method }) => {
            let text =
                std::fs::read_to_string(&log).map_err(|e| format!("{}: {e}", log.display()))?;
            let tree = rvm_inliner::log::render_tree(&text, &method)
                .map_err(|e| format!("{}: {e}", log.display()))?;
            crate::output::print(&tree);
            return Ok(0);
        }
        Command::Verify { classes, classlib } => {
            return crate::verify_cmd::execute(
                cli.options.class_path.as_deref(),
                &classes,
                classlib,
            )
        }
    };
    let options = cli.options.merge(options);
    let mut vm_options = VmOptions {
        verbose: options.verbose,
        stats: options.stats,
        verbose_gc: options.verbose_gc,
        gc_stress: options.gc_stress.unwrap_or(0),
        gc: match options.gc.unwrap_or(GcArg::Rvm) {
            GcArg::Rvm => rvm_vm::heap::GcPlan::Rvm,
            GcArg::Nogc => rvm_vm::heap::GcPlan::NoGc,
            GcArg::Marksweep => rvm_vm::heap::GcPlan::MarkSweep,
            GcArg::Immix => rvm_vm::heap::GcPlan::Immix,
            GcArg::Stickyimmix => rvm_vm::heap::GcPlan::StickyImmix,
        },
        verify: options.verify != Some(VerifyArg::None),
        // --gc-stress's collections find almost nothing to do, so parallel
        // workers' hand-offs are all of their cost (16-19 ms a collection
        // with 2 workers on a loaded 2-core machine, 0.04-0.09 ms with one:
        // docs/gc.md): one worker unless --gc-threads says otherwise.
        gc_threads: match (options.gc_threads, options.gc_stress) {
            (Some(n), _) => n as usize,
            (None, Some(n)) if n > 0 && options.gc != Some(GcArg::Nogc) => 1,
            (None, _) => 0,
        },
        ..VmOptions::default()
    };
    if let Some(size) = &options.max_heap {
        vm_options.max_heap = parse_size(size)?;
    }
    if let Some(size) = &options.initial_heap {
        vm_options.initial_heap = parse_size(size)?;
    }
    let explicit_initial = options
        .initial_heap
        .is_some()
        .then_some(vm_options.initial_heap);
    let explicit_max = options.max_heap.is_some();
    if let Some(refusal) = heap_size_refusal(vm_options.max_heap, explicit_initial, explicit_max) {
        // java's words (on standard output, as java prints them) and exit
        // status, before anything runs (under every plan).
        outln!("Error occurred during initialization of VM\n{refusal}");
        return Ok(1);
    }
    vm_options.initial_heap = vm_options.initial_heap.min(vm_options.max_heap);
    vm_options.system_properties = options
        .define
        .iter()
        .map(|d| parse_define(d))
        .collect::<Result<_, _>>()?;
    vm_options.assertions = options
        .assertions
        .iter()
        .map(|r| parse_assertion_rule(r))
        .collect::<Result<_, _>>()?;
    if let Some(size) = &options.thread_stack {
        vm_options.thread_stack = parse_size(size)?.max(1 << 20);
    }
    vm_options.tier = match options.tier.unwrap_or(Tier::Adaptive) {
        Tier::Interp => rvm_vm::Tier::Interp,
        Tier::Baseline => rvm_vm::Tier::Baseline,
        Tier::Adaptive => rvm_vm::Tier::Adaptive,
        Tier::Opt => rvm_vm::Tier::Opt,
    };
    if let Some(n) = options.opt_threshold {
        vm_options.opt_threshold = n.clamp(1, i32::MAX as u32);
    }
    if options.controller == Some(ControllerArg::CostBenefit) {
        vm_options.controller = rvm_vm::compile::Controller::CostBenefit;
        vm_options.controller_counts = options.controller_counts != Some(Switch::Off);
        if !vm_options.controller_counts {
            if options.opt_threshold.is_some() {
                return Err("--opt-threshold is the count between baseline code's questions to the model; it does not go with --controller-counts=off (samples alone)".to_string());
            }
            // Baseline code's countdown is parked: the samples decide.
            vm_options.opt_threshold = i32::MAX as u32;
        }
    } else if options.controller_counts.is_some() {
        return Err("--controller-counts is the cost-benefit controller's: it goes with --controller=cost-benefit".to_string());
    }
    vm_options.inline = match options.inline.unwrap_or(InlineArg::Profile) {
        InlineArg::Off => rvm_vm::compile::InlineMode::Off,
        InlineArg::Static => rvm_vm::compile::InlineMode::Static,
        InlineArg::Profile => rvm_vm::compile::InlineMode::Profile,
    };
    vm_options.background_compile = options.background_compile != Some(Switch::Off);
    if let Some(n) = options.compiler_threads {
        if options.background_compile == Some(Switch::Off) {
            return Err("--compiler-threads does not go with --background-compile=off (recompilations then run on the Java thread that asks)".to_string());
        }
        vm_options.compiler_threads = n as usize;
    }
    vm_options.speculate = options.speculate != Some(Switch::Off);
    vm_options.register_calls = match options.register_calls {
        None | Some(RegisterCallsArg::Off) => rvm_vm::runtime::RegisterCalls::Off,
        Some(RegisterCallsArg::LoopFree) => rvm_vm::runtime::RegisterCalls::LoopFree,
        Some(RegisterCallsArg::All) => rvm_vm::runtime::RegisterCalls::All,
    };
    vm_options.monitor_handoff_direct = options.monitor_handoff == Some(HandoffArg::Direct);
    vm_options.inline_lee2015 = options.inline_oracle == Some(OracleArg::Lee2015);
    // Checked here, before the program runs, against the oracle's names.
    let mut check = rvm_inliner::OracleParams::new(rvm_inliner::OracleKind::Jikes);
    for p in &options.inline_param {
        let (name, value) = p
            .split_once('=')
            .ok_or_else(|| format!("--inline-param {p}: expected NAME=VALUE"))?;
        check.set(name.trim(), value.trim())?;
        vm_options
            .inline_params
            .push((name.trim().to_string(), value.trim().to_string()));
    }
    // Created by the VM at start-up (runtime/codemap.rs), with the other logs.
    vm_options.inline_log = options.inline_log.clone();
    vm_options.print_code = options.print_code.clone();
    vm_options.perf_map = options.perf_map;
    vm_options.aos_log = options.aos_log.clone();
    vm_options.yieldpoints = options.yieldpoints != Some(Switch::Off);
    // Parallel threads stop for the collector at yieldpoints, so without
    // yieldpoints the default is the VM lock (an explicit --threads=parallel
    // with --yieldpoints=off is refused by Vm::new).
    vm_options.parallel_threads = match options.threads {
        Some(threads) => threads == ThreadsArg::Parallel,
        None => vm_options.yieldpoints,
    };
    match options.yieldpoint_stress {
        None | Some(0) => {}
        Some(w @ (-1 | 1)) => vm_options.yieldpoint_stress = w,
        Some(w) => return Err(format!("--yieldpoint-stress={w}: expected -1 or 1")),
    }
    if let Some(n) = options.compile_threshold {
        vm_options.compile_threshold = n.max(1);
    }
    if let Some(path) = &options.advice_in {
        if vm_options.tier == rvm_vm::Tier::Interp {
            return Err(
                "--advice-in compiles what the advice says; it does not go with --tier=interp"
                    .into(),
            );
        }
        rvm_vm::runtime::advice::load(path)?;
    }
    if let Some(path) = &options.advice_out {
        rvm_vm::runtime::advice::start_recording(path)?;
    }
    // --inline=profile (the default) in the compiling tiers runs CBS when no
    // sampler is named (not when replaying: the advice decides); with
    // yieldpoints off there is nothing to sample.
    let profile_inlining = options.advice_in.is_none()
        && vm_options.tier != rvm_vm::Tier::Interp
        && vm_options.tier != rvm_vm::Tier::Baseline
        && vm_options.inline == rvm_vm::compile::InlineMode::Profile
        && vm_options.yieldpoints;
    if let Some(path) = &options.dcg_in {
        if vm_options.inline != rvm_vm::compile::InlineMode::Profile {
            return Err(
                "--dcg-in drives --inline=profile; it does not go with --inline=off or static"
                    .to_string(),
            );
        }
        rvm_vm::runtime::profiling::load_dcg_in(path)?;
    }
    // A saved DCG replaces the run's own: no sampler is implied then.
    let profile_inlining = profile_inlining && options.dcg_in.is_none();
    vm_options.profiler = profiler_options(&options, profile_inlining)?;
    if vm_options.profiler.callee_totals && vm_options.tier != rvm_vm::Tier::Baseline {
        // Only baseline prologues count entries: interpreted and optimized
        // code (and inlined calls) would leave the totals short.
        return Err(
            "--callee-totals=on counts entries in baseline prologues: it needs --tier=baseline"
                .to_string(),
        );
    }
    // The issue-30 configuration, CBS weighted by density+latency, whose
    // defaults differ by tier (below).
    let cbs_density_latency = matches!(
        vm_options.profiler.sampler,
        rvm_profiler::SamplerKind::Cbs | rvm_profiler::SamplerKind::SimplifiedCbs
    ) && vm_options.profiler.weight
        == rvm_profiler::WeightMode::DensityLatency;
    if options.callee_totals.is_none()
        && vm_options.tier == rvm_vm::Tier::Baseline
        && cbs_density_latency
        && vm_options.profiler.needs_soft_calls()
    {
        // The default where it is free (issue 30, fifth round): the entry
        // counter replaces the prologue's count of the thread's calls,
        // which density+latency's software call counter emits anyway.
        vm_options.profiler.callee_totals = true;
        if options.call_counter.is_none() {
            // Lee's count of the interval after the tick (sixth round).
            vm_options.profiler.call_counter = rvm_profiler::CallCounterChoice::SoftNext;
        }
    }
    if options.cbs_first_skip.is_none()
        && vm_options.tier == rvm_vm::Tier::Adaptive
        && cbs_density_latency
    {
        // Issue 30 (docs/profiler.md, "Lee's Figure 3 on a quiet machine,
        // and the adaptive tier's first skip"):
        // in optimized code a tick is taken at the same few yieldpoints, so a
        // window's first skip drawn from [1, STRIDE] starts it at the same
        // call site again and again; drawn from the whole window it does not.
        vm_options.profiler.first_skip = rvm_profiler::CbsFirstSkip::Window;
    }
    if vm_options.controller == rvm_vm::compile::Controller::CostBenefit {
        if vm_options.tier != rvm_vm::Tier::Adaptive {
            return Err("--controller decides recompilation in the adaptive tier: it does not go with --tier=interp, baseline or opt".to_string());
        }
        // The timer's method samples arrive with every sampler; with
        // --sampler=off the timer runs for them alone.
        vm_options.profiler.method_samples = true;
    }
    vm_options.instrumentation = instrumentation_options(&options)?;
    if options.pep.is_some() && vm_options.instrumentation.enabled() {
        // Both rewrite the optimizing tier's control-flow edges (opt/pep/ and
        // instrument.rs); their combination is not built or tested yet.
        return Err("--pep and --instrument cannot be used in the same run yet".into());
    }
    if vm_options.instrumentation.enabled()
        && matches!(
            vm_options.tier,
            rvm_vm::Tier::Interp | rvm_vm::Tier::Baseline
        )
    {
        return Err(
            "--instrument instruments optimized code: use --tier=opt or --tier=adaptive".into(),
        );
    }
    if vm_options.instrumentation.reduction.recursion() && vm_options.tier != rvm_vm::Tier::Opt {
        // The cut relies on the checks of other methods of each cycle,
        // which only optimized code has (jit/src/opt/call_graph.rs).
        return Err(format!(
            "--instr-check-reduction={} needs --tier=opt (interpreted and baseline code has no checks to cut recursion with)",
            vm_options.instrumentation.reduction.name()
        ));
    }
    pep_options(&options, &mut vm_options)?;
    if vm_options.tier != rvm_vm::Tier::Interp {
        rvm_vm::compile::register_backend(&rvm_jit::JitBackend);
    }
    // Source-file mode (JEP 330): compile, then run the first type declared.
    let source = if !options.jar && target.ends_with(".java") {
        Some(crate::source_launcher::compile(
            Path::new(&target),
            options.class_path.as_deref(),
        )?)
    } else {
        None
    };
    let main_target = if options.jar {
        match crate::jar_launcher::resolve(&target) {
            Ok(launch) => {
                vm_options.class_path = launch.class_path;
                MainTarget::ClassName(launch.main_class)
            }
            Err(message) => {
                // java's launcher: its words on stderr, exit status 1.
                eprintln!("{message}");
                return Ok(1);
            }
        }
    } else if let Some(compiled) = &source {
        vm_options.class_path = std::iter::once(compiled.folder.clone())
            .chain(
                options
                    .class_path
                    .as_deref()
                    .unwrap_or("")
                    .split(':')
                    .filter(|s| !s.is_empty())
                    .map(PathBuf::from),
            )
            .collect();
        MainTarget::ClassName(compiled.main_class.clone())
    } else if target.ends_with(".class") {
        if options.class_path.is_some() {
            return Err(format!(
                "give either a .class file ({target}) or -cp with a class name, not both"
            ));
        }
        MainTarget::ClassFile(PathBuf::from(&target))
    } else {
        if target.contains('/') {
            return Err(format!(
                "{target:?} is not a class name: give a .class file, a .java source file or a dotted class name such as app.Main"
            ));
        }
        vm_options.class_path = options
            .class_path
            .as_deref()
            .unwrap_or(".")
            .split(':')
            .filter(|s| !s.is_empty())
            .map(PathBuf::from)
            .collect();
        MainTarget::ClassName(target)
    };
    let status = rvm_vm::launch(vm_options, main_target, args).map_err(|e| e.0);
    drop(source);
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        normalize_java_style(args.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn java_style_options_become_long_options() {
        assert_eq!(
            norm(&[
                "rvm",
                "run",
                "-cp",
                "out:lib.jar",
                "-Xmx64m",
                "app.Main",
                "-cp",
                "x"
            ]),
            vec![
                "rvm",
                "run",
                "--class-path",
                "out:lib.jar",
                "--max-heap=64m",
                "app.Main",
                "--",
                "-cp",
                "x"
            ]
        );
    }

    #[test]
    fn java_properties_and_assertion_flags_become_long_options() {
        assert_eq!(
            norm(&["rvm", "-Dk=v=w", "run", "-ea", "-da:p...", "-Dempty", "Main", "-Dx=1", "-ea"]),
            vec![
                "rvm",
                "--define=k=v=w",
                "run",
                "--assertions=on",
                "--assertions=off:p...",
                "--define=empty",
                "Main",
                "--",
                "-Dx=1",
                "-ea"
            ]
        );
        assert_eq!(parse_define("k=v=w").unwrap(), ("k".into(), "v=w".into()));
        assert_eq!(
            parse_define("empty").unwrap(),
            ("empty".into(), String::new())
        );
        assert!(parse_define("=v").is_err());
        assert_eq!(parse_assertion_rule("on").unwrap(), (true, String::new()));
        assert_eq!(
            parse_assertion_rule("off:a.B").unwrap(),
            (false, "a.B".into())
        );
        assert!(parse_assertion_rule("off:").is_err());
        assert!(parse_assertion_rule("yes").is_err());
    }

    #[test]
    fn options_before_run_are_kept() {
        assert_eq!(
            norm(&["rvm", "--stats", "run", "Main.class"]),
            vec!["rvm", "--stats", "run", "Main.class"]
        );
    }

    #[test]
    fn cbs_parameters_parse() {
        assert_eq!(parse_cbs("16,3").unwrap(), (16, 3));
        assert_eq!(parse_cbs(" 8 , 2").unwrap(), (8, 2));
        for bad in ["16", "16,", ",3", "0,3", "16,0", "a,b", "-1,3", "16,3,1"] {
            assert!(parse_cbs(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_parse_with_suffixes() {
        assert_eq!(parse_size("512m").unwrap(), 512 << 20);
        assert_eq!(parse_size("2G").unwrap(), 2 << 30);
        assert_eq!(parse_size("4096").unwrap(), 4096);
        assert!(parse_size("lots").is_err());
        assert!(parse_size("0").is_err());
    }
}
