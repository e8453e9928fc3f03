//! A Java thread's state: the slot stack that holds interpreter locals and
//! operand stacks, the chain of frame records that makes every frame walkable,
//! and the pending exception.
//!
//! ```text
//! slot stack  [ frame 0: locals | operands ][ frame 1: locals | operands ] ... free
//!                                    ^ the caller's outgoing arguments become the
//!                                      callee's first locals (no copying)
//! frame records  top_frame -> FrameRecord{method, bci} -> prev -> ... -> null
//! ```
//!
//! Java exceptions travel through Rust as `Err(Thrown)`: the exception object is
//! in `pending_exception`, `Thrown` is only the marker, so `?` propagates them.

use crate::class::{Class, Method};
use crate::heap::ObjRef;
use crate::runtime::{Vm, WellKnown};
use std::cell::Cell;

/// Marker for "a Java exception is pending in the thread".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thrown;

pub type JResult<T> = Result<T, Thrown>;

/// One activation, interpreted, compiled or native; linked from the thread's
/// top frame. `#[repr(C)]` because compiled code builds and updates records in
/// its own native frame (offsets below).
#[repr(C)]
pub struct FrameRecord {
    pub method: &'static Method,
    /// Bytecode index of the current instruction, updated by the interpreter
    /// before calls, allocations and raising exceptions.
    pub bci: Cell<u32>,
    /// Slot index of local 0.
    pub base: usize,
    /// One past the frame's last live slot (its operand-stack top), updated
    /// with `bci`; the collector scans `[base, top)`.
    pub top: Cell<usize>,
    /// For interpreted frames: the native stack pointer of the interpreter loop
    /// running this frame. The native stack from there up to this record holds
    /// only copies of values that are also in the slots (or are dead), so the
    /// collector does not scan it conservatively. 0 for native frames.
    /// Compiled frames set it to the record's own address (an empty range): the
    /// record sits at the bottom of the compiled frame, compiled code keeps
    /// every Java value live across a call in the slots (registers are scratch),
    /// and the words above the record are the caller's callee-saved registers,
    /// which must still be scanned. Optimized frames set 0 (nothing skipped):
    /// they keep references in registers and spill slots (jit/src/opt).
    pub native_low: Cell<usize>,
    pub prev: *const FrameRecord,
}

/// The per-thread yieldpoint word's states and the yieldpoint kinds have one
/// definition, the profiler's (Arnold-Grove 2005 §5.1, Jikes RVM's encoding):
/// prologue and epilogue yieldpoints are taken when the word is non-zero,
/// backedge yieldpoints when it is greater than zero.
pub mod yieldpoint {
    pub use rvm_profiler::yieldpoint::{
        WORD_ALL as ALL, WORD_NONE as NONE, WORD_PROLOGUE_EPILOGUE as PROLOGUE_EPILOGUE,
    };
}
pub use rvm_profiler::yieldpoint::YieldpointKind;

/// Slots in a thread's stack (8 bytes each).
const SLOT_STACK_SLOTS: usize = 4 << 20;
/// Slots kept free above the overflow check, for building the
/// StackOverflowError (compiled frames are small, so deep recursion in
/// compiled code can exhaust the slot stack before the native stack).
const SLOT_STACK_RESERVE: usize = 64 << 10;
/// Native stack kept free below the overflow check, for building the
/// StackOverflowError and unwinding.
const NATIVE_STACK_RESERVE: usize = 512 << 10;

/// `repr(C)`: compiled code reads the hot words (yieldpoint, pending exception)
/// with disp8 offsets, so they stay near the start whatever fields follow.
#[repr(C)]
pub struct JavaThread {
    pub vm: &'static Vm,
    /// Copies of `vm.options.tier` and of the adaptive tier's backedge
    /// threshold (compile threshold x `compiler::BACKEDGE_FACTOR`), read on
    /// every interpreted call and taken backward branch: one load from the
    /// thread instead of two through the VM.
    pub tier: crate::compile::Tier,
    /// Copy of `vm.options.parallel_threads`, read on every monitor exit.
    pub(crate) parallel: bool,
    pub osr_threshold: u32,
    /// The yieldpoint word (see [`yieldpoint`]): every tier tests it in method
    /// prologues, epilogues and on backedges.
    pub yieldpoint: std::sync::atomic::AtomicI32,
    /// Method entries of this thread: the software call counter of Lee's
    /// density weight (interpreted entries always; compiled prologues when a
    /// weight needs it: runtime/profiling.rs). Next to the yieldpoint word so
    /// that compiled code reaches both with 8-bit displacements.
    pub calls: u64,
    /// Instrumentation sampling's per-thread counter (Arnold-Ryder 2001
    /// Figure 3; nCheck of Hirzel-Chilimbi 2001): every check in optimized
    /// code decrements it and takes the slow path when it is no longer
    /// positive (runtime/instrumentation.rs). Only this thread counts;
    /// other threads may set its sign bit, a *poke*
    /// ([`JavaThread::poke_checks`]), so that the next check also serves
    /// as a yieldpoint (Arnold-Ryder §4.5). Compiled code reads and writes
    /// it with plain loads and stores.
    pub instr_counter: std::sync::atomic::AtomicI64,
    pub instr_seen_tick: u32,
    /// The decision of the last check's slow path (1: duplicated code), read
    /// by optimized code after the register-preserving call.
    pub instr_take: u32,
    /// This thread's count per registered instrumentation site (field
    /// access, inlined call edge), incremented in line by optimized code
    /// while `site < instr_site_capacity`; beyond, `instr_count` grows it.
    /// The buffer belongs to `instr` (runtime/instrumentation.rs).
    pub instr_site_counts: *mut u64,
    pub instr_site_capacity: u32,
    /// The slot stack: a leaked `Box<[u64]>` (freed in `Drop`), addressed through
    /// this pointer so that interpreter frames can hold it across calls that
    /// borrow the thread.
    pub(crate) slots: *mut u64,
    slot_count: usize,
    /// Frames must end below this slot; `SLOT_STACK_RESERVE` under `slot_count`
    /// except while a StackOverflowError is being built.
    pub(crate) slot_limit: usize,
    /// First free slot: where a Rust-to-Java call places its arguments.
    pub stack_top: usize,
    pub top_frame: *const FrameRecord,
    pub pending_exception: ObjRef,
    /// Lowest native stack address a Java call may reach before StackOverflowError.
    pub(crate) native_stack_limit: usize,
    /// Set while the VM builds a StackOverflowError, to grant it the reserve.
    in_overflow: bool,
    /// Set while the VM builds an OutOfMemoryError, so that failing again falls
    /// back to the pre-built one instead of recursing.
    pub(crate) in_out_of_memory: bool,
    /// This thread's allocation buffer (heap/mod.rs).
    pub tlab: crate::heap::Tlab,
    /// `--gc-stress=N`: collect at every Nth allocation (0 = off).
    pub(crate) gc_stress_every: u32,
    pub(crate) gc_stress_countdown: u32,
    /// Allocation counters, added to the heap's by `flush_allocation_counts`:
    /// TLAB allocations are counted when the TLAB is (`count_tlab`), MMTk's
    /// one by one.
    pub(crate) allocated_objects: u64,
    pub(crate) allocated_bytes: u64,
    /// Highest address of this thread's native stack that can hold references
    /// (the collector scans from its own frame up to here).
    pub(crate) native_stack_base: usize,
    /// Set while the interpreter's own `new`/`newarray`/`anewarray` allocate
    /// (see the collector's native stack scan).
    pub(crate) interpreter_allocation: bool,
    /// Threads (runtime/threads.rs): this thread's `java.lang.Thread` (a
    /// root; null until boot creates main's), its monitor-owner id (1, 2, ...)
    /// and the parker it blocks on.
    pub thread_object: ObjRef,
    pub lock_id: u32,
    pub parker: &'static crate::runtime::threads::Parker,
    /// Callee-saved registers and stack pointer saved when this thread last
    /// released the VM lock; the collector scans them while it is blocked
    /// (`parked_sp` 0: no Java frames yet).
    pub(crate) parked_registers: [usize; 6],
    pub(crate) parked_sp: usize,
    /// For the profiler: times this thread blocked (released the VM lock to
    /// wait: monitor, wait, sleep, join, input), the time-stamp counter when
    /// the current block began (0 while running), and contended monitor
    /// enters among those blocks.
    pub blocked_count: u64,
    pub blocked_since_tsc: u64,
    pub contended_enters: u64,
    /// Sampler, weights and sample buffer when the profiler is on.
    pub(crate) profile: Option<Box<crate::runtime::profiling::ThreadProfile>>,
    /// `safepoint::state`: whether this thread runs Java code or is in a
    /// safe state (blocked, at a safepoint, not started). Read by a thread
    /// that stops the world (runtime/safepoint.rs).
    pub(crate) state: std::sync::atomic::AtomicU8,
    /// This thread's instrumentation profiles (runtime/instrumentation.rs).
    pub(crate) instr: Option<Box<crate::runtime::instrumentation::ThreadInstr>>,
    /// Under an MMTk plan: this thread's mutator, bound while the thread is
    /// registered (runtime/threads.rs, heap/mmtk/).
    pub(crate) mmtk_mutator: crate::heap::ThreadMutator,
}

impl JavaThread {
    /// Creates the state of the thread that is running this function.
    /// `stack_base` is an address in the thread's outermost frame that matters
    /// (frames below it are scanned for references); the overflow limit is
    /// measured from it and `stack_size`.
    pub fn attach(vm: &'static Vm, stack_size: usize, stack_base: usize) -> JavaThread {
        let base = stack_base;
        let limit = base.saturating_sub(stack_size.saturating_sub(NATIVE_STACK_RESERVE * 2));
        let (parker, lock_id) = vm.threads.new_identity();
        JavaThread {
            vm,
            tier: crate::runtime::advice::effective_tier(vm.options.tier),
            parallel: vm.options.parallel_threads,
            osr_threshold: vm
                .options
                .compile_threshold
                .saturating_mul(crate::compile::BACKEDGE_FACTOR),
            // --yieldpoints=off: nothing ever sets the word (the interpreter
            // tests it without looking at the option).
            yieldpoint: std::sync::atomic::AtomicI32::new(if vm.options.yieldpoints {
                vm.options.yieldpoint_stress
            } else {
                yieldpoint::NONE
            }),
            slots: Box::into_raw(vec![0u64; SLOT_STACK_SLOTS].into_boxed_slice()) as *mut u64,
            slot_count: SLOT_STACK_SLOTS,
            slot_limit: SLOT_STACK_SLOTS - SLOT_STACK_RESERVE,
            stack_top: 0,
            top_frame: std::ptr::null(),
            pending_exception: ObjRef::NULL,
            native_stack_limit: limit,
            in_overflow: false,
            in_out_of_memory: false,
            tlab: crate::heap::Tlab::default(),
            gc_stress_every: vm.options.gc_stress,
            gc_stress_countdown: vm.options.gc_stress,
            allocated_objects: 0,
            allocated_bytes: 0,
            native_stack_base: base,
            interpreter_allocation: false,
            thread_object: ObjRef::NULL,
            lock_id,
            parker,
            parked_registers: [0; 6],
            parked_sp: 0,
            blocked_count: 0,
            blocked_since_tsc: 0,
            contended_enters: 0,
            calls: 0,
            instr_counter: std::sync::atomic::AtomicI64::new(
                vm.options.instrumentation.initial_counter(),
            ),
            instr_seen_tick: 0,
            instr_take: 0,
            instr_site_counts: std::ptr::null_mut(),
            instr_site_capacity: 0,
            profile: None,
            state: std::sync::atomic::AtomicU8::new(crate::runtime::safepoint::state::SAFE),
            instr: None,
            mmtk_mutator: Default::default(),
        }
    }

    /// Asks this thread, from any thread, to take its next yieldpoint: the
    /// word goes to +1 (every yieldpoint is taken) and the instrumentation
    /// checks are poked ([`JavaThread::poke_checks`]).
    pub fn request_all_yieldpoints(&self) {
        self.yieldpoint
            .store(yieldpoint::ALL, std::sync::atomic::Ordering::SeqCst);
        self.poke_checks();
    }

    /// Makes this thread's next instrumentation check take its slow path,
    /// which serves the yieldpoint word there: where the run's checks take
    /// the place of the checking code's entry and backedge yieldpoints
    /// (Arnold-Ryder 2001 §4.5, runtime/instrumentation.rs), whoever sets
    /// the word non-zero calls this. A no-op otherwise.
    ///
    /// The owner decrements the counter with a plain load and store, so a
    /// poke landing between the two is lost; the delay is then bounded by
    /// the sample interval (the next natural slow path serves the word), and
    /// requesters that wait for an answer poke again (safepoint.rs).
    pub fn poke_checks(&self) {
        if self
            .vm
            .instrumentation
            .as_ref()
            .is_some_and(|i| i.checks_take_yieldpoints)
        {
            self.instr_counter.fetch_or(
                crate::runtime::instrumentation::CHECK_POKE,
                std::sync::atomic::Ordering::SeqCst,
            );
        }
    }

    /// Sets the sign bit of this thread's own counter if the word asks for
    /// something at once, like [`JavaThread::poke_checks`] (the owner after
    /// changing its own word).
    pub fn poke_checks_if_word_set(&self) {
        if self.yieldpoint.load(std::sync::atomic::Ordering::Relaxed) != yieldpoint::NONE {
            self.poke_checks();
        }
    }

    /// Sets the native stack of a thread created before its OS thread ran
    /// (`Thread.start`): `stack_base` as in `attach`.
    pub fn set_native_stack(&mut self, stack_base: usize, stack_size: usize) {
        self.native_stack_base = stack_base;
        self.native_stack_limit =
            stack_base.saturating_sub(stack_size.saturating_sub(NATIVE_STACK_RESERVE * 2));
    }

    /// Address of slot 0; the interpreter indexes from here.
    #[inline(always)]
    pub fn slot_base(&self) -> *mut u64 {
        self.slots
    }

    #[inline(always)]
    pub fn slot(&self, index: usize) -> u64 {
        assert!(index < self.slot_count);
        // SAFETY: bounds checked above; the allocation lives as long as self.
        unsafe { *self.slots.add(index) }
    }

    #[inline(always)]
    pub fn set_slot(&mut self, index: usize, value: u64) {
        assert!(index < self.slot_count);
        // SAFETY: as for `slot`.
        unsafe { *self.slots.add(index) = value }
    }

    pub fn slot_capacity(&self) -> usize {
        self.slot_count
    }

    /// Checks that a frame needing slots `[base, end)` fits and that the native
    /// stack has room for another activation; throws StackOverflowError if not.
    #[inline(always)]
    pub fn check_stack(&mut self, end: usize) -> JResult<()> {
        let probe = 0u8;
        let sp = &probe as *const u8 as usize;
        if sp < self.native_stack_limit || end > self.slot_limit {
            return Err(self.stack_overflow());
        }
        Ok(())
    }

    #[cold]
    pub fn stack_overflow(&mut self) -> Thrown {
        if self.in_overflow {
            // Building the error itself overflowed: give up on a fresh object.
            return self.throw_preallocated_oom_or_null();
        }
        self.in_overflow = true;
        self.native_stack_limit -= NATIVE_STACK_RESERVE;
        self.slot_limit = self.slot_count;
        let saved_top = self.stack_top;
        let thrown = self.throw_new("java/lang/StackOverflowError", None);
        self.stack_top = saved_top;
        self.native_stack_limit += NATIVE_STACK_RESERVE;
        self.slot_limit = self.slot_count - SLOT_STACK_RESERVE;
        self.in_overflow = false;
        thrown
    }

    fn throw_preallocated_oom_or_null(&mut self) -> Thrown {
        self.pending_exception = self
            .vm
            .preallocated_oom
            .get()
            .copied()
            .unwrap_or(ObjRef::NULL);
        Thrown
    }

    /// Takes the pending exception (after a `Thrown`).
    pub fn take_exception(&mut self) -> ObjRef {
        std::mem::take(&mut self.pending_exception)
    }

    /// For compilers, which never throw: the value of a resolution (or any
    /// VM call) that succeeded, or `None` with the exception it raised taken
    /// and dropped (the compiled code raises it again when the instruction
    /// executes, as the JVMS requires).
    pub fn compile_time<T>(&mut self, result: JResult<T>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(Thrown) => {
                self.take_exception();
                None
            }
        }
    }

    pub fn well_known(&self) -> &'static WellKnown {
        self.vm.well_known()
    }

    /// Iterates over the frames from the innermost outwards.
    pub fn frames(&self) -> FrameIter {
        FrameIter {
            next: self.top_frame,
        }
    }

    /// Loads the classes the VM cannot run without and records their layout.
    pub fn boot(&mut self) -> Result<(), String> {
        let vm = self.vm;
        let load = |name: &str| {
            crate::class::loader::load_class(vm, name)
                .map_err(|e| format!("cannot boot the class library: {e}"))
        };
        let object = load("java/lang/Object")?;
        let string = load("java/lang/String")?;
        let class_class = load("java/lang/Class")?;
        let char_array = load("[C")?;
        let throwable = load("java/lang/Throwable")?;
        let field = |class: &'static Class, name: &str| {
            class
                .find_instance_field(name)
                .map(|f| f.offset)
                .ok_or_else(|| format!("class library: {}.{name} is missing", class.name))
        };
        let wk = WellKnown {
            object,
            string,
            string_value_offset: field(string, "value")?,
            class_class,
            class_vm_class_offset: field(class_class, "vmClass")?,
            char_array,
            throwable,
            throwable_backtrace_offset: field(throwable, "backtrace")?,
        };
        vm.set_well_known(wk);
        // Pre-build the error used when the heap cannot even hold an exception.
        match crate::runtime::exceptions::new_exception(
            self,
            "java/lang/OutOfMemoryError",
            Some("Java heap space"),
        ) {
            Ok(oom) => {
                let _ = vm.preallocated_oom.set(oom);
            }
            Err(Thrown) => {
                let e = self.take_exception();
                return Err(format!(
                    "class library failed while booting: {}",
                    crate::runtime::exceptions::describe(self, e)
                ));
            }
        }
        Ok(())
    }
}

impl Drop for JavaThread {
    fn drop(&mut self) {
        // The timer must stop seeing this thread's word before it is freed.
        crate::runtime::profiling::detach_thread(self);
        crate::runtime::instrumentation::detach_thread(self);
        // SAFETY: `slots` came from Box::into_raw of a boxed slice of this length.
        unsafe {
            drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                self.slots,
                self.slot_count,
            )))
        }
    }
}

pub struct FrameIter {
    next: *const FrameRecord,
}

impl Iterator for FrameIter {
    type Item = &'static FrameRecord;
    fn next(&mut self) -> Option<Self::Item> {
        if self.next.is_null() {
            return None;
        }
        // SAFETY: frame records live on the native stack of activations that are
        // still running (they unlink themselves before returning); the iterator
        // is used while those activations are suspended below the caller.
        let record = unsafe { &*self.next };
        self.next = record.prev;
        Some(record)
    }
}
