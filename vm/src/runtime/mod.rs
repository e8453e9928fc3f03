//! The running VM: global state shared by every Java thread.
//!
//! ```text
//! VmOptions --Vm::new--> Vm { class path, loaded classes (the builtin loaders'
//!                             table + one namespace per user loader), heap,
//!                             interned strings, natives, console output }
//!                          |
//!             JavaThread (thread.rs): slot stack, frame records, pending exception
//!             threads.rs: the VM lock, thread start/exit, parking; monitors.rs
//! ```
//!
//! `Vm` is created once per process and leaked (`&'static Vm`) because classes,
//! methods and compiled code refer to it for the life of the process.

pub mod advice;
pub mod alloc;
pub mod codemap;
pub mod exceptions;
pub mod instrumentation;
pub mod monitors;
pub mod output;
pub mod pep;
pub mod profile_out;
pub mod profiling;
pub mod safepoint;
pub mod strings;
pub mod thread;
pub mod threads;
pub mod yieldpoint;

use crate::class::loader::ClassPath;
use crate::class::{BasicType, Class, SignatureId};
use crate::heap::{Heap, ObjRef};
use crate::natives::NativeRegistry;
use parking_lot::Mutex;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::OnceLock;

pub use crate::compile::Tier;
pub use thread::{JResult, JavaThread, Thrown};

/// Background compiler threads when `--compiler-threads` is not given: one
/// on machines of up to 3 cores (these 2-core machines: a second compiler
/// would take the Java thread's core), then half the cores, at most 4
/// (recompilations are few; HotSpot also grows its compiler count slowly
/// with the core count).
pub fn default_compiler_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores <= 3 {
        1
    } else {
        (cores / 2).min(4)
    }
}

/// What the command line decides about a VM instance.
#[derive(Clone, Debug)]
pub struct VmOptions {
    pub class_path: Vec<PathBuf>,
    /// `-Xmx`: the most heap the program may use, in bytes.
    pub max_heap: usize,
    /// `-Xms`: the heap's first soft limit; it grows as the live set does.
    pub initial_heap: usize,
    /// `--gc-stress=N`: collect at every Nth allocation (0 = off).
    pub gc_stress: u32,
    /// `-verbose:gc`: one line per collection on stderr.
    pub verbose_gc: bool,
    /// `--gc`: rvm's collector or an MMTk plan (heap/mod.rs).
    pub gc: crate::heap::GcPlan,
    /// `--gc-threads=N`: MMTk's parallel GC workers (0: one per core).
    pub gc_threads: usize,
    /// `-Xss`: native stack of the main Java thread, in bytes.
    pub thread_stack: usize,
    /// `-v`: say on stderr which fallbacks and paths are in use.
    pub verbose: bool,
    /// `--stats`: print counters at exit.
    pub stats: bool,
    /// `--tier`.
    pub tier: crate::compile::Tier,
    /// `--yieldpoints=on|off`: whether code checks the yieldpoint word.
    pub yieldpoints: bool,
    /// `--compile-threshold=N`: invocations before the adaptive tier compiles
    /// a method (backedges: N x `compile::BACKEDGE_FACTOR`).
    pub compile_threshold: u32,
    /// `--yieldpoint-stress=-1|1` (testing): the yieldpoint word starts at this
    /// value and is never reset, so every prologue/epilogue (-1) or every
    /// yieldpoint (1) takes its slow path. 0 = off.
    pub yieldpoint_stress: i32,
    /// `--sampler`, `--cbs`, `--weight`, ... (runtime/profiling.rs).
    pub profiler: profiling::ProfilerOptions,
    /// `--opt-threshold=N`: calls plus backedges in baseline code before the
    /// adaptive tier recompiles a method with the optimizing compiler.
    pub opt_threshold: u32,
    /// `--print-code=PATTERN`: methods whose code is disassembled when compiled.
    pub print_code: Option<String>,
    /// `--perf-map`: write /tmp/perf-<pid>.map for `perf report`.
    pub perf_map: bool,
    /// `--aos-log=FILE`: one JSON line per adaptive-system decision.
    pub aos_log: Option<PathBuf>,
    /// `--inline`: what the optimizing compiler inlines.
    pub inline: crate::compile::InlineMode,
    /// `--controller`: counters or the cost-benefit model.
    pub controller: crate::compile::Controller,
    /// `--controller-counts=on|off`: under cost-benefit, baseline code's
    /// countdown asks the model each time it has counted `opt_threshold`
    /// more calls and backedges (on), or the model sees samples alone
    /// (off, Arnold et al.'s controller; the countdown stays parked).
    pub controller_counts: bool,
    /// `--inline-oracle=jikes|lee2015` (true: lee2015) and `--inline-param
    /// NAME=VALUE` (checked by the binary against rvm-inliner's names).
    pub inline_lee2015: bool,
    pub inline_params: Vec<(String, String)>,
    /// `--inline-log=FILE`: one JSON line per inline decision.
    pub inline_log: Option<PathBuf>,
    /// `--background-compile=on|off`: the adaptive tier's optimizing
    /// recompilations run on a compiler thread while Java code goes on.
    pub background_compile: bool,
    /// `--compiler-threads=N`: background compiler threads (see
    /// [`default_compiler_threads`]).
    pub compiler_threads: usize,
    /// `--speculate=on|off`: the optimizing tier's class-hierarchy
    /// speculation (compile/cha.rs); off keeps guarded inlining only.
    pub speculate: bool,
    /// `--register-calls`: which optimized methods get a register entry
    /// (`Method::register_entry`, jit opt/adapter.rs).
    pub register_calls: RegisterCalls,
    /// `--verify=none` makes this false: class files get the format checks
    /// only, not the type checker (docs/verify.md).
    pub verify: bool,
    /// `--threads=parallel` (the default): Java threads run concurrently,
    /// without the VM lock, and stop at safepoints (runtime/safepoint.rs);
    /// false is `--threads=vm-lock`.
    pub parallel_threads: bool,
    /// `--monitor-handoff=direct`: a contended monitor's exit makes its
    /// first entrant the owner (FIFO, no barging); default `barging`: the
    /// entrant is woken and competes for it (runtime/monitors.rs).
    pub monitor_handoff_direct: bool,
    /// `--pep=...`, `--pep-numbering` (runtime/pep.rs).
    pub pep: Option<pep::PepOptions>,
    /// `-Dkey=value` (`--define`), in command-line order: system properties
    /// that add to or override the VM's own (natives/lang.rs).
    pub system_properties: Vec<(String, String)>,
    /// `-ea[:NAME]`/`-da[:NAME]` (`--assertions`), in command-line order:
    /// (enabled, NAME) where NAME is empty (every application class),
    /// `pkg...` (a package and its subpackages; `...` alone: the unnamed
    /// package) or a class name.
    pub assertions: Vec<(bool, String)>,
    /// `--edge-profile`: the branch profile that lays out optimized code.
    pub edge_profile: pep::EdgeProfileSource,
    /// `--profile-out=FILE`: profiles other than the DCG (profile_out.rs).
    pub profile_out: Option<PathBuf>,
    /// `--instrument`, `--instr-sampling`, ... (runtime/instrumentation.rs).
    pub instrumentation: instrumentation::InstrOptions,
}

impl VmOptions {
    /// Whether baseline code counts taken/not-taken per branch (the
    /// one-time edge profile of PEP 2005 §4.2): for smart numbering and
    /// profile-driven layout.
    pub fn branch_counters(&self) -> bool {
        self.pep.is_some() || self.edge_profile != pep::EdgeProfileSource::Off
    }
}

impl Default for VmOptions {
    fn default() -> Self {
        VmOptions {
            class_path: vec![PathBuf::from(".")],
            max_heap: 1 << 30,
            initial_heap: 32 << 20,
            gc_stress: 0,
            verbose_gc: false,
            gc: crate::heap::GcPlan::Rvm,
            gc_threads: 0,
            thread_stack: 256 << 20,
            verbose: false,
            stats: false,
            tier: crate::compile::Tier::Interp,
            yieldpoints: true,
            compile_threshold: 1000,
            yieldpoint_stress: 0,
            profiler: profiling::ProfilerOptions::default(),
            opt_threshold: 10_000,
            print_code: None,
            perf_map: false,
            aos_log: None,
            inline: crate::compile::InlineMode::Static,
            controller: crate::compile::Controller::Counters,
            controller_counts: true,
            background_compile: true,
            compiler_threads: default_compiler_threads(),
            speculate: true,
            register_calls: RegisterCalls::Off,
            inline_lee2015: false,
            inline_params: Vec::new(),
            inline_log: None,
            verify: true,
            parallel_threads: true,
            monitor_handoff_direct: false,
            pep: None,
            edge_profile: pep::EdgeProfileSource::Off,
            system_properties: Vec::new(),
            assertions: Vec::new(),
            instrumentation: instrumentation::InstrOptions::default(),
            profile_out: None,
        }
    }
}

/// Classes and field offsets the VM itself needs, looked up once at start-up.
pub struct WellKnown {
    pub object: &'static Class,
    pub string: &'static Class,
    pub string_value_offset: usize,
    pub class_class: &'static Class,
    pub class_vm_class_offset: usize,
    pub char_array: &'static Class,
    pub throwable: &'static Class,
    pub throwable_backtrace_offset: usize,
}

pub struct Vm {
    pub options: VmOptions,
    pub class_path: ClassPath,
    /// The classes of the boot, platform and application loaders, by name.
    classes: Mutex<HashMap<String, &'static Class>>,
    /// One namespace per user class loader (class/namespaces.rs).
    pub namespaces: crate::class::namespaces::Namespaces,
    /// Classes whose loading is under way, by namespace and loading thread,
    /// to detect circular superclasses.
    pub(crate) loading: Mutex<
        HashSet<(
            crate::class::namespaces::LoaderId,
            String,
            std::thread::ThreadId,
        )>,
    >,
    signatures: Mutex<HashMap<(String, String), SignatureId>>,
    pub heap: Heap,
    interned: Mutex<HashMap<Vec<u16>, ObjRef>>,
    pub natives: NativeRegistry,
    well_known: OnceLock<WellKnown>,
    pub output: output::Output,
    /// A pre-built OutOfMemoryError thrown when even the error cannot be allocated.
    pub(crate) preallocated_oom: OnceLock<ObjRef>,
    /// References the collector cleared whose queue is not null, until
    /// `Reference.takePending0` hands them to Java (precise GC roots).
    pub pending_references: Mutex<Vec<ObjRef>>,
    /// Threads, the VM lock and monitors (threads.rs, monitors.rs).
    pub threads: threads::Threads,
    /// The call-graph profiler, when `--sampler` is not `off` or PEP needs
    /// its timer, buffers and organizer.
    pub profiler: Option<profiling::Profiler>,
    /// PEP's path tables and profiles, with `--pep`.
    pub pep: Option<pep::Pep>,
    /// Instrumentation sampling, when `--instrument` names something.
    pub instrumentation: Option<instrumentation::Instrumentation>,
    /// The compile pipeline's counters and bookkeeping (compile/).
    pub compile: crate::compile::CompileState,
    /// Installed code ranges, inline sites, `--perf-map`, `--aos-log`.
    pub codemap: codemap::CodeMap,
    /// The baseline tier's interface inline caches by call site.
    pub site_caches: crate::interp::compiled::SiteCaches,
}

impl Vm {
    pub fn new(options: VmOptions) -> Result<&'static Vm, String> {
        if options.parallel_threads && !options.yieldpoints {
            // A thread looping in compiled code would never stop for the
            // collector (runtime/safepoint.rs).
            return Err(
                "--threads=parallel stops threads at yieldpoints: it needs --yieldpoints=on"
                    .to_string(),
            );
        }
        let class_path = ClassPath::new(&options.class_path)?;
        options
            .gc
            .check_available(options.gc_stress, options.gc_threads)?;
        let heap = Heap::new(
            options.max_heap,
            options.initial_heap,
            options.gc,
            options.gc_threads,
        )?;
        let profiler = if options.profiler.enabled()
            || options.pep.is_some()
            || options.profiler.method_samples
        {
            if !options.yieldpoints {
                return Err(
                    "the profiler samples at yieldpoints: --sampler, --pep and --controller=cost-benefit need --yieldpoints=on"
                        .to_string(),
                );
            }
            Some(profiling::Profiler::new(
                options.profiler.clone(),
                options.verbose,
            )?)
        } else {
            None
        };
        let instrumentation = if options.instrumentation.enabled() {
            Some(instrumentation::Instrumentation::new(
                options.instrumentation.clone(),
                // The exhaustive sampler keeps the word set: every
                // prologue is a sample, so checks cannot stand for them.
                options.yieldpoints
                    && options.yieldpoint_stress == 0
                    && options.pep.is_none()
                    && options.profiler.sampler != rvm_profiler::SamplerKind::Exhaustive,
            )?)
        } else {
            None
        };
        if let Some(path) = &options.profile_out {
            // Fail before the program runs, not after.
            std::fs::File::create(path)
                .map_err(|e| format!("--profile-out={}: {e}", path.display()))?;
        }
        let vm = Vm {
            class_path,
            classes: Mutex::new(HashMap::new()),
            namespaces: Default::default(),
            loading: Mutex::new(HashSet::new()),
            signatures: Mutex::new(HashMap::new()),
            heap,
            interned: Mutex::new(HashMap::new()),
            natives: NativeRegistry::new(),
            well_known: OnceLock::new(),
            output: output::Output::new(),
            preallocated_oom: OnceLock::new(),
            pending_references: Mutex::new(Vec::new()),
            threads: threads::Threads::new(),
            profiler,
            pep: options.pep.clone().map(pep::Pep::new),
            instrumentation,
            compile: Default::default(),
            codemap: Default::default(),
            site_caches: Default::default(),
            options,
        };
        Ok(Box::leak(Box::new(vm)))
    }

    pub fn signature_id(&self, name: &str, descriptor: &str) -> SignatureId {
        let mut map = self.signatures.lock();
        let next = SignatureId(map.len() as u32);
        *map.entry((name.to_string(), descriptor.to_string()))
            .or_insert(next)
    }

    /// A class of the boot, platform or application loader by name (a user
    /// loader's classes are in `namespaces`).
    pub fn loaded_class(&self, name: &str) -> Option<&'static Class> {
        self.classes.lock().get(name).copied()
    }

    /// Records a newly defined class; if another definition won a race, returns it.
    pub(crate) fn register_class(&self, class: &'static Class) -> &'static Class {
        *self
            .classes
            .lock()
            .entry(class.name.clone())
            .or_insert(class)
    }

    /// Every loaded class, of every loader (a snapshot).
    pub fn all_classes(&self) -> Vec<&'static Class> {
        let mut all: Vec<&'static Class> = self.classes.lock().values().copied().collect();
        all.extend(self.namespaces.defined_classes());
        all
    }

    pub fn loaded_class_count(&self) -> usize {
        self.classes.lock().len() + self.namespaces.defined_count()
    }

    pub fn well_known(&self) -> &WellKnown {
        self.well_known
            .get()
            .expect("well-known classes are set up by JavaThread::boot before any Java code runs")
    }

    pub(crate) fn set_well_known(&self, wk: WellKnown) {
        let _ = self.well_known.set(wk);
    }

    pub(crate) fn interned(&self) -> parking_lot::MutexGuard<'_, HashMap<Vec<u16>, ObjRef>> {
        self.interned.lock()
    }

    /// The primitive class for `int.class` etc.
    pub fn primitive_class(&'static self, t: BasicType) -> &'static Class {
        crate::class::loader::primitive_class(self, t)
    }
}

/// `--register-calls`: which optimized methods are compiled with a register
/// entry (Cranelift's `winch` convention: no callee-saved registers, the
/// arguments in registers) behind a System V adapter, so that optimized
/// callers call them without callee-saved saves and slot traffic
/// (docs/jit.md, "Register calls").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegisterCalls {
    /// None: every method keeps the System V entry with its arguments in
    /// the slots (the default: measured faster, docs/jit.md).
    Off,
    /// Methods without loops whose arguments fit in registers.
    LoopFree,
    /// Every method whose arguments fit in registers (OSR entries excepted).
    All,
}
