//! rvm as an MMTk binding (issue 28; the design is docs/mmtk-plan.md, the
//! user's view docs/gc.md). Only in a build with the `mmtk` feature.
//!
//! ```text
//! Vm::new --Heap::new(--gc=nogc|marksweep|immix)--> init: MMTKBuilder{plan, heap size} -> MMTK<Rvm>
//! Threads::register   --> bind_mutator:    Mutator<Rvm> boxed in JavaThread::mmtk_mutator
//!                         (the first one also starts the GC workers: initialize_collection)
//! Threads::unregister --> destroy_mutator
//! JavaThread::allocate, compiled code: bump the TLAB, a cached copy of the
//!     allocator's BumpPointer (Immix, NoGC; MarkSweep: {0,0}, always full),
//!     and set the VO bit (heap/mod.rs `mark_start`: MMTk's table)
//!     TLAB full --> allocate_slow --> allocate: TLAB cursor -> BumpPointer,
//!             alloc_with_options (a new line/block, or a collection),
//!             post_alloc (VO bit), BumpPointer -> TLAB
//!             heap full --> block_for_gc: the thread waits, registers saved
//! stop_all_mutators --> detach_tlab: every TLAB's cursor -> BumpPointer, TLAB {0,0}
//! System.gc(), --gc-stress=N --> collect --> handle_user_collection_request --> block_for_gc
//! GC worker: stop_all_mutators (safepoint::stop_the_world_from_gc_worker)
//!            --> roots (scanning.rs: stacks pinning, VM tables as slots)
//!            --> trace (Immix may move objects) --> process_weak_refs
//!            --> resume_mutators: restart the world, advance the epoch, -verbose:gc
//! ```
//!
//! MMTk calls back into rvm through the traits of `Rvm`, one file per trait:
//! `object_model.rs` (header and metadata), `scanning.rs` (an object's
//! reference slots, the roots, weak references), `collection.rs` (stopping
//! and resuming threads, GC workers), `active_plan.rs` (threads' mutators),
//! `reference_glue.rs` (`Reference.referent`); `trigger.rs` is the heap-growth
//! policy (between -Xms and -Xmx) that `Collection::create_gc_trigger` gives
//! MMTk's collecting plans. Everything else in rvm calls
//! the non-generic functions below, so that MMTk's generic code is
//! instantiated here only.
//!
//! Bound so far: NoGC (never collects), MarkSweep (non-moving; step 3 of
//! docs/mmtk-plan.md section 8), Immix with defragmentation (step 4:
//! objects move unless a conservative root or an address kept outside the
//! heap pins them, scanning.rs) and StickyImmix (step 5: nursery
//! collections trace only young objects and the old objects the write
//! barrier remembered; young objects are evacuated unless pinned, as Immix's
//! defragmentation moves them).
//!
//! The write barrier (MMTk's object barrier, `plan/barriers.rs`): its fast
//! path is rvm's (heap/mod.rs `write_barrier`, and inline in compiled
//! code); its slow path, `remember`, needs no thread:
//!
//! ```text
//! remember(obj): clear obj's unlog bit (atomically: one thread wins)
//!     --> the winner pushes obj on REMEMBERED
//! stop_all_mutators --> hand_over_remembered: for each obj, set the bit
//!     again and call MMTk's object_reference_write_slow on a stopped
//!     thread's mutator: MMTk logs it into that mutator's modified-objects
//!     buffer, which the root scan of the thread flushes, and a nursery
//!     collection traces obj's fields (ProcessModBuf)
//! ```
//!
//! Native code and runtime paths that store references then need no
//! thread or mutator (`ObjRef::write_ref`), and compiled code calls
//! `jit_write_barrier_slow(obj)` with the object only. MMTk's own debugging options can be given
//! as `MMTK_<OPTION>` environment variables (e.g.
//! `MMTK_IMMIX_ALWAYS_DEFRAG=true`); rvm's choices (plan, heap size,
//! reference processing, `--gc-threads`) override them; without
//! `--gc-threads`, `MMTK_THREADS` sets the number of GC workers.
//!
//! The allocation fast path is rvm's TLAB kept equal to MMTk's bump pointer
//! (docs/mmtk-plan.md section 3, "embed only the fast-path struct"; MMTk's
//! porting guide, performance tuning, allocation): `AllocatorInfo` gives the
//! offset of the default allocator's `BumpPointer` in the `Mutator`, which
//! the slow path and `detach_tlab` read and write. Objects bumped there get
//! their VO bit from the fast path itself (a plain store into MMTk's VO-bit
//! table, valid because one thread owns every 512-byte span of a bump
//! region: heap/mod.rs `mark_start`), so conservative root scanning finds
//! them as it finds objects allocated by MMTk's `post_alloc`.

mod active_plan;
mod collection;
mod object_model;
mod reference_glue;
mod scanning;
mod trigger;

use super::{GcPlan, ObjRef, OBJECT_ALIGNMENT};
use crate::runtime::JavaThread;
use mmtk::plan::{BarrierSelector, MutatorContext};
use mmtk::util::alloc::{
    AllocationOptions, AllocatorInfo, AllocatorSelector, BumpAllocator, BumpPointer,
};
use mmtk::util::{Address, ObjectReference, OpaquePointer, VMMutatorThread, VMThread};
use mmtk::vm::slot::{SimpleSlot, UnimplementedMemorySlice};
use mmtk::vm::ObjectModel;
use mmtk::vm::VMBinding;
use mmtk::{memory_manager, AllocationSemantics, MMTKBuilder, Mutator, MMTK};
use parking_lot::{Condvar, Mutex};
use std::sync::OnceLock;
use std::time::Instant;

/// The binding: MMTk's view of rvm.
#[derive(Default)]
pub struct Rvm;

impl VMBinding for Rvm {
    type VMObjectModel = object_model::RvmObjectModel;
    type VMScanning = scanning::RvmScanning;
    type VMCollection = collection::RvmCollection;
    type VMActivePlan = active_plan::RvmActivePlan;
    type VMReferenceGlue = reference_glue::RvmReferenceGlue;
    /// Reference fields and reference-array elements are plain 64-bit
    /// addresses, 0 for null: what `SimpleSlot` loads and stores.
    type VMSlot = SimpleSlot;
    /// For `memory_region_copy_post`, which rvm does not call: a reference
    /// `System.arraycopy` remembers the whole destination array through the
    /// object barrier instead (natives/lang.rs).
    type VMMemorySlice = UnimplementedMemorySlice;
    const MIN_ALIGNMENT: usize = OBJECT_ALIGNMENT;
    const MAX_ALIGNMENT: usize = OBJECT_ALIGNMENT;
}

/// A thread's mutator (`JavaThread::mmtk_mutator`): `None` until the thread
/// is registered, and under rvm's own collector.
pub type ThreadMutator = Option<Box<Mutator<Rvm>>>;

/// What the binding keeps for the life of the process.
struct Binding {
    mmtk: &'static MMTK<Rvm>,
    plan: GcPlan,
    /// `-Xmx`: NoGC never collects, so rvm refuses allocations beyond it
    /// itself (see `allocate`).
    max_heap: usize,
    /// The allocator of `AllocationSemantics::Default` (NoGC: a bump
    /// allocator) and the largest object it takes (beyond: the large-object
    /// space).
    default_allocator: AllocatorSelector,
    max_non_los_bytes: usize,
    /// Where the default allocator's `BumpPointer` is in a `Mutator<Rvm>`,
    /// if it has one (Immix, NoGC; not MarkSweep's free lists): the TLAB
    /// mirrors it. None also with `RVM_MMTK_FAST_PATH=off` (every
    /// allocation takes MMTk's slow path, as before the fast path: for
    /// measuring it).
    bump_pointer_offset: Option<usize>,
}

static BINDING: OnceLock<Binding> = OnceLock::new();

/// The VM, for GC workers (which have no `JavaThread`): set when the first
/// thread is registered.
static VM: OnceLock<&'static crate::runtime::Vm> = OnceLock::new();

fn vm() -> &'static crate::runtime::Vm {
    VM.get()
        .expect("a collection is requested by a registered thread, which set the VM")
}

/// The collection in progress, from `stop_all_mutators` to `resume_mutators`
/// (collection.rs), which MMTk may run on different worker threads.
struct Pause {
    world: crate::runtime::safepoint::GcWorkerStop,
    started: Instant,
    used_before: usize,
    cause: super::gc::Cause,
    /// Objects the write barrier remembered since the last collection.
    remembered: usize,
}

static PAUSE: Mutex<Option<Pause>> = Mutex::new(None);

/// Why the next collection runs: set by `collect` (System.gc(), stress),
/// taken by `stop_all_mutators`; none means the heap was full.
static NEXT_CAUSE: Mutex<Option<super::gc::Cause>> = Mutex::new(None);

/// Completed collections: `block_for_gc` waits for this to advance (it is
/// read before the thread goes safe, so a wake-up cannot be lost:
/// docs/mmtk-plan.md section 1, Collection).
static EPOCH: Mutex<GcSync> = Mutex::new(GcSync {
    epoch: 0,
    blocked: 0,
});
static EPOCH_ADVANCED: Condvar = Condvar::new();

struct GcSync {
    /// Collections completed.
    epoch: u64,
    /// Threads waiting in `block_for_gc`, their registers saved.
    blocked: usize,
}

fn binding() -> &'static Binding {
    BINDING
        .get()
        .expect("MMTk is started by Heap::new before any thread is registered")
}

/// Starts MMTk with `plan`, a heap that starts at `initial_heap` bytes
/// (`-Xms`) and grows up to `max_heap` (`-Xmx`; trigger.rs), and
/// `gc_threads` parallel GC workers (`--gc-threads`; 0: `MMTK_THREADS` if
/// set, else one per core). Once per process.
pub(crate) fn init(
    plan: GcPlan,
    initial_heap: usize,
    max_heap: usize,
    gc_threads: usize,
) -> Result<(), String> {
    let (plan_name, trigger, threads) = match plan {
        // NoGC never collects, and MMTk's heap-size trigger would request a
        // collection (which NoGC answers with a panic) when its heap is full:
        // MMTk's limit is set well above -Xmx, and `allocate` stops at -Xmx.
        GcPlan::NoGc => {
            let mmtk_heap = max_heap.saturating_add(max_heap.max(64 << 20));
            ("NoGC", format!("FixedHeapSize:{mmtk_heap}"), 1)
        }
        // rvm's heap-growth policy between -Xms and -Xmx (trigger.rs,
        // through `Collection::create_gc_trigger`).
        // --gc-threads workers, else one GC worker per core (MMTk's default).
        GcPlan::MarkSweep | GcPlan::Immix | GcPlan::StickyImmix => {
            trigger::set_limits(initial_heap, max_heap);
            (
                match plan {
                    GcPlan::Immix => "Immix",
                    GcPlan::StickyImmix => "StickyImmix",
                    _ => "MarkSweep",
                },
                "Delegated".to_string(),
                if gc_threads != 0 {
                    gc_threads
                } else {
                    std::thread::available_parallelism().map_or(1, |n| n.get())
                },
            )
        }
        other => return Err(format!("--gc={}: not bound to MMTk yet", other.name())),
    };
    // MMTK_* environment variables give MMTk's debugging options (such as
    // immix_always_defrag); the options below are rvm's and win over them,
    // except the number of GC workers, which MMTK_THREADS may set.
    let mut builder = MMTKBuilder::new();
    let mut options = vec![
        ("plan", plan_name.to_string()),
        ("gc_trigger", trigger),
        // Weak and phantom references are rvm's (scanning.rs,
        // process_weak_refs); rvm runs no finalizers.
        ("no_reference_types", "true".to_string()),
        ("no_finalizer", "true".to_string()),
        // System.gc() collects the whole heap (StickyImmix; the other plans
        // always do): programs call it to reclaim everything.
        ("full_heap_system_gc", "true".to_string()),
    ];
    if plan == GcPlan::NoGc || gc_threads != 0 || std::env::var_os("MMTK_THREADS").is_none() {
        options.push(("threads", threads.to_string()));
    }
    for (name, value) in &options {
        if !builder.set_option(name, value) {
            return Err(format!("MMTk rejected its option {name}={value}"));
        }
    }
    if BINDING.get().is_some() {
        return Err("MMTk can be started only once per process".to_string());
    }
    let mmtk: &'static MMTK<Rvm> = Box::leak(memory_manager::mmtk_init::<Rvm>(&builder));
    let default_allocator =
        memory_manager::get_allocator_mapping(mmtk, AllocationSemantics::Default);
    let max_non_los_bytes = mmtk
        .get_plan()
        .constraints()
        .max_non_los_default_alloc_bytes;
    let bump_pointer_offset = match AllocatorInfo::new::<Rvm>(default_allocator) {
        AllocatorInfo::BumpPointer {
            bump_pointer_offset,
        } if std::env::var("RVM_MMTK_FAST_PATH").as_deref() != Ok("off") => {
            Some(bump_pointer_offset)
        }
        _ => None,
    };
    if mmtk.get_plan().constraints().barrier != BarrierSelector::NoBarrier {
        assert!(
            plan.needs_write_barrier(),
            "MMTk's {plan_name} has a write barrier that rvm does not emit"
        );
        let unlog_bits = <Rvm as VMBinding>::VMObjectModel::GLOBAL_LOG_BIT_SPEC
            .as_spec()
            .extract_side_spec()
            .get_starting_address()
            .as_usize();
        super::BARRIER_BASE.store(unlog_bits, std::sync::atomic::Ordering::Relaxed);
    }
    let _ = BINDING.set(Binding {
        mmtk,
        plan,
        max_heap,
        default_allocator,
        max_non_los_bytes,
        bump_pointer_offset,
    });
    Ok(())
}

/// The address of MMTk's valid-object (VO) bit table: the bit of the 8 bytes
/// at `a` is bit `(a >> 3) & 7` of the byte at `base + (a >> 6)` (MMTk's
/// contiguous side metadata, one bit per 8 bytes), which is bit
/// `(a >> 3) & 63` of the little-endian word at `base + 8 * (a >> 9)`: rvm's
/// start-bit geometry with origin 0 (heap/mod.rs). After `init`.
pub(crate) fn vo_bit_base() -> usize {
    let base = mmtk::util::metadata::vo_bit::vo_bit_side_metadata_addr().as_usize();
    assert!(
        base.is_multiple_of(8),
        "MMTk's VO-bit table at {base:#x} is not word-aligned"
    );
    base
}

/// Old objects whose unlog bit the barrier's slow path cleared since the last
/// collection, for `hand_over_remembered`.
static REMEMBERED: Mutex<Vec<ObjRef>> = Mutex::new(Vec::new());

/// The unlog bit of `obj` as an atomic byte and its mask.
fn unlog_bit(obj: ObjRef) -> (&'static std::sync::atomic::AtomicU8, u8) {
    let base = super::BARRIER_BASE.load(std::sync::atomic::Ordering::Relaxed);
    // SAFETY: a plan with a barrier set the base (init); `obj` is in an MMTk
    // space, whose side metadata is mapped with it.
    let byte = unsafe { &*((base + (obj.0 >> 6)) as *const std::sync::atomic::AtomicU8) };
    (byte, 1 << ((obj.0 >> 3) & 7))
}

/// The write barrier's slow path: `obj`, old, had a reference stored into it
/// and its unlog bit is set. Clears the bit (the next stores take the fast
/// path) and remembers `obj` until the next collection. Any thread, no
/// mutator needed (see the module comment).
#[cold]
#[inline(never)]
pub(crate) fn remember(obj: ObjRef) {
    let (byte, bit) = unlog_bit(obj);
    if byte.fetch_and(!bit, std::sync::atomic::Ordering::SeqCst) & bit != 0 {
        REMEMBERED.lock().push(obj);
    }
}

/// At the start of a collection (`stop_all_mutators`, every thread stopped):
/// gives the objects `remember` collected to MMTk, through `mutator`'s
/// object barrier, which logs each into the modified-objects buffer that the
/// mutator's root scan flushes. Returns how many.
fn hand_over_remembered(mutator: &mut Mutator<Rvm>) -> usize {
    let remembered = std::mem::take(&mut *REMEMBERED.lock());
    let barrier = mutator.barrier();
    for &obj in &remembered {
        let (byte, bit) = unlog_bit(obj);
        // Unlogged again, so that MMTk's slow path logs it (and clears it).
        byte.fetch_or(bit, std::sync::atomic::Ordering::SeqCst);
        // SAFETY: a heap object's address is non-null.
        let object =
            unsafe { ObjectReference::from_raw_address_unchecked(Address::from_usize(obj.0)) };
        // The slot is not used by the generational barrier's semantics (it
        // rescans the whole object); the object's class word stands in.
        let slot = SimpleSlot::from_address(object.to_raw_address());
        barrier.object_reference_write_slow(object, slot, None);
    }
    remembered.len()
}

/// Whether the collection in progress is a nursery one (StickyImmix).
fn is_nursery_collection() -> bool {
    binding()
        .mmtk
        .get_plan()
        .generational()
        .is_some_and(|g| g.is_current_gc_nursery())
}

/// The default allocator's bump pointer inside `mutator`, if it has one.
fn bump_pointer(mutator: &mut Mutator<Rvm>) -> Option<&mut BumpPointer> {
    let offset = binding().bump_pointer_offset?;
    // SAFETY: MMTk's `AllocatorInfo` gave the offset of a `BumpPointer`
    // (`#[repr(C)]`) inside `Mutator<Rvm>` for this plan's default allocator;
    // the borrow is `mutator`'s.
    Some(unsafe { &mut *((mutator as *mut Mutator<Rvm>).byte_add(offset) as *mut BumpPointer) })
}

/// Hands `thread`'s TLAB back to its allocator: the cursor (how far the fast
/// path bumped) goes to the `BumpPointer`, and the TLAB becomes {0,0}, so
/// that nothing allocates from a copy MMTk no longer knows about. At every
/// collection (`stop_all_mutators`: MMTk then resets the allocators and
/// reclaims lines) and at the thread's end. The objects in it were counted
/// by the caller.
pub(crate) fn detach_tlab(thread: &mut JavaThread) {
    let tlab = std::mem::take(&mut thread.tlab);
    if tlab.end == 0 {
        return;
    }
    if let Some(bump) = thread.mmtk_mutator.as_deref_mut().and_then(bump_pointer) {
        debug_assert_eq!(
            bump.limit.as_usize(),
            tlab.end,
            "the TLAB mirrors the bump pointer"
        );
        // SAFETY: a cursor inside the allocator's own buffer.
        bump.cursor = unsafe { Address::from_usize(tlab.cursor) };
    }
}

/// MMTk's name for a thread: its `JavaThread`'s address.
fn thread_tls(thread: *mut JavaThread) -> VMMutatorThread {
    VMMutatorThread(VMThread(OpaquePointer::from_address(
        Address::from_mut_ptr(thread),
    )))
}

/// The `JavaThread` behind a mutator's thread handle.
fn tls_thread(tls: VMMutatorThread) -> *mut JavaThread {
    tls.0 .0.to_address().to_mut_ptr()
}

/// The mutator of a stopped thread, for MMTk during a pause.
///
/// # Safety
/// `thread` is registered and stopped until the pause ends
/// (`stop_all_mutators` to `resume_mutators`), and MMTk does not keep the
/// mutator beyond it.
unsafe fn thread_mutator(thread: *mut JavaThread) -> Option<&'static mut Mutator<Rvm>> {
    // SAFETY: see the function's contract.
    unsafe { (*thread).mmtk_mutator.as_deref_mut() }
        .map(|mutator| unsafe { &mut *(mutator as *mut Mutator<Rvm>) })
}

/// The threads stopped by the collection in progress.
fn paused_threads() -> Vec<*mut JavaThread> {
    PAUSE
        .lock()
        .as_ref()
        .expect("MMTk walks the mutators only while the world is stopped")
        .world
        .threads
        .clone()
}

/// `Threads::register`: a new mutator for `thread` (none under rvm's
/// collector).
pub(crate) fn bind_mutator(thread: *mut JavaThread) {
    let Some(binding) = BINDING.get() else {
        return;
    };
    let mutator = memory_manager::bind_mutator(binding.mmtk, thread_tls(thread));
    // SAFETY: the registering thread owns `thread` (it is not running yet,
    // or it is the caller itself) and it stays at this address until it
    // unregisters (Threads::register).
    let vm = unsafe {
        (*thread).mmtk_mutator = Some(mutator);
        (*thread).vm
    };
    if VM.set(vm).is_ok() && binding.plan != GcPlan::NoGc {
        // The first thread (main): collections may happen from now on, so
        // the GC workers start (collection.rs, spawn_gc_thread).
        memory_manager::initialize_collection(binding.mmtk, thread_tls(thread).0);
    }
}

/// `Threads::unregister`: the thread's allocators hand back what they hold.
pub(crate) fn destroy_mutator(thread: *mut JavaThread) {
    // SAFETY: called by the ending thread on itself (or by `start_thread`
    // on a thread that never ran), under the registry lock.
    let thread = unsafe { &mut *thread };
    if let Some(mut mutator) = thread.mmtk_mutator.take() {
        memory_manager::destroy_mutator(&mut mutator);
    }
}

/// Allocates `size` bytes (a multiple of 8) for `thread`: the address, or
/// `None` at `-Xmx` (the caller throws OutOfMemoryError). Memory is zero.
///
/// The fast path failed: the TLAB's cursor goes back to the allocator,
/// MMTk allocates (bumping the same buffer, or taking new lines, a new
/// block, or a collection first), and the TLAB takes the allocator's bump
/// pointer as it is now. The objects before the old cursor were counted by
/// the caller; this one is counted by the caller too (`counted` moves past it).
pub(crate) fn allocate(thread: &mut JavaThread, size: usize) -> Option<usize> {
    let tlab = thread.tlab;
    let mutator = thread
        .mmtk_mutator
        .as_deref_mut()
        .expect("a thread allocates only while registered, with a mutator");
    if tlab.end != 0 {
        if let Some(bump) = bump_pointer(mutator) {
            // SAFETY: a cursor inside the allocator's own buffer.
            bump.cursor = unsafe { Address::from_usize(tlab.cursor) };
        }
    }
    let address = allocate_with(mutator, size);
    // A collection during the call detached the TLAB and MMTk reset the
    // allocator; either way the bump pointer is the truth now.
    thread.tlab = match bump_pointer(mutator) {
        // NoGC: rvm stops at -Xmx in the slow path only (`allocate_with`),
        // so the fast path gets no more than the current buffer.
        Some(bump) => crate::heap::Tlab {
            cursor: bump.cursor.as_usize(),
            end: bump.limit.as_usize(),
            counted: bump.cursor.as_usize(),
        },
        None => crate::heap::Tlab::default(),
    };
    address
}

fn allocate_with(mutator: &mut Mutator<Rvm>, size: usize) -> Option<usize> {
    let binding = binding();
    let semantics = if size > binding.max_non_los_bytes {
        AllocationSemantics::Los
    } else {
        AllocationSemantics::Default
    };
    let nogc = binding.plan == GcPlan::NoGc;
    // NoGC: new pages are taken only when the bump region is used up; that is
    // where the heap can pass -Xmx.
    let needs_pages = nogc
        && (semantics == AllocationSemantics::Los || {
            // SAFETY: NoGC's default allocator is a BumpAllocator (init).
            let bump = unsafe {
                &mutator
                    .allocator_impl::<BumpAllocator<Rvm>>(binding.default_allocator)
                    .bump_pointer
            };
            bump.cursor + size > bump.limit
        });
    if needs_pages && used_bytes().saturating_add(size) > binding.max_heap {
        return None;
    }
    // Larger than the whole heap: MMTk's large-object allocator would retry
    // such a request forever without an out-of-memory call.
    if size > binding.max_heap {
        return None;
    }
    let address = memory_manager::alloc_with_options(
        mutator,
        size,
        OBJECT_ALIGNMENT,
        0,
        semantics,
        AllocationOptions {
            // A collecting plan may stop this thread for a collection
            // (`block_for_gc`); NoGC must never try. Out of memory after a
            // collection, MMTk calls `Collection::out_of_memory` (which only
            // returns) and gives null; NoGC gives null at once.
            at_safepoint: !nogc,
            allow_oom_call: !nogc,
            ..AllocationOptions::default()
        },
    );
    let object = ObjectReference::from_raw_address(address)?;
    // Sets the object's valid-object (VO) bit: conservative roots are
    // checked against these bits (`object_containing`).
    memory_manager::post_alloc(mutator, object, size, semantics);
    Some(address.as_usize())
}

/// Bytes in MMTk's spaces (pages taken, not objects).
pub(crate) fn used_bytes() -> usize {
    memory_manager::used_bytes(binding().mmtk)
}

/// The current heap limit: between -Xms and -Xmx as the heap grows
/// (trigger.rs); -Xmx plus a margin under NoGC (`init`).
pub(crate) fn capacity_bytes() -> usize {
    memory_manager::total_bytes(binding().mmtk)
}

/// `System.gc()`, `--gc-stress`: a collection, which this thread waits for
/// in `block_for_gc`. NoGC ignores them (as MMTk does).
pub(crate) fn collect(thread: &mut JavaThread, cause: super::gc::Cause) {
    let binding = binding();
    if binding.plan == GcPlan::NoGc {
        return;
    }
    *NEXT_CAUSE.lock() = Some(cause);
    memory_manager::handle_user_collection_request(binding.mmtk, thread_tls(thread));
}

/// The object that contains `address`, found through the VO bits: what a
/// conservative scan of stacks and registers asks of every word (the
/// collecting plans' root scan, step 3 of docs/mmtk-plan.md section 8).
/// Objects larger than `MAX_INTERIOR_SEARCH` are found only from a pointer
/// into their first `MAX_INTERIOR_SEARCH` bytes (docs/gc.md).
pub(crate) fn object_containing(address: usize) -> Option<ObjRef> {
    const MAX_INTERIOR_SEARCH: usize = 16 << 10;
    if address < OBJECT_ALIGNMENT {
        return None;
    }
    // SAFETY: the address is only looked up (MMTk's space map answers "no
    // space" for addresses outside its spaces), never dereferenced here.
    let address = unsafe { Address::from_usize(address) };
    memory_manager::find_object_from_internal_pointer(address, MAX_INTERIOR_SEARCH)
        .map(|object| ObjRef(object.to_raw_address().as_usize()))
}

/// Whether an object starts exactly at `address` (its VO bit is set): the
/// check for words of interpreter slots, which hold object starts only.
pub(crate) fn is_object_start(address: usize) -> bool {
    if address == 0 || !address.is_multiple_of(OBJECT_ALIGNMENT) {
        return false;
    }
    // SAFETY: non-zero and aligned; only looked up, never dereferenced.
    memory_manager::is_mmtk_object(unsafe { Address::from_usize(address) }).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One test (MMTk starts once per process): NoGC through the binding's
    /// own allocation path, without a VM.
    #[test]
    fn nogc_allocates_finds_objects_by_vo_bits_and_stops_at_the_limit() {
        const LIMIT: usize = 8 << 20;
        init(GcPlan::NoGc, LIMIT, LIMIT, 0).expect("MMTk starts");
        // Any non-null handle will do: NoGC never asks for the thread.
        let mut anchor = 0u64;
        let tls = VMMutatorThread(VMThread(OpaquePointer::from_address(
            Address::from_mut_ptr(&mut anchor),
        )));
        let mut mutator = memory_manager::bind_mutator(binding().mmtk, tls);
        let first = allocate_with(&mut mutator, 48).expect("room for 48 bytes");
        let second = allocate_with(&mut mutator, 64).expect("room for 64 bytes");
        assert_eq!(first % OBJECT_ALIGNMENT, 0);
        assert!(second >= first + 48, "objects overlap");
        // SAFETY: 48 bytes were just allocated at `first`.
        let zero = unsafe { std::slice::from_raw_parts(first as *const u8, 48) };
        assert!(zero.iter().all(|&b| b == 0), "memory is not zero");
        // VO bits mark object starts (interior lookups, `object_containing`,
        // read the class word for the size: they need real objects).
        assert!(is_object_start(first) && is_object_start(second));
        assert!(!is_object_start(first + 8) && !is_object_start(first + 40));
        // The TLAB fast path's start-bit geometry with origin 0 at
        // `vo_bit_base()` (heap/mod.rs `start_bit_cell`) is MMTk's VO bit:
        // reading it sees post_alloc's bits, and setting it makes MMTk see
        // an object start.
        let word_and_bit = |address: usize| {
            let word = (vo_bit_base() + (address >> 9) * 8) as *mut u64;
            (word, 1u64 << ((address >> 3) & 63))
        };
        for (address, expected) in [(first, true), (second, true), (first + 16, false)] {
            let (word, bit) = word_and_bit(address);
            // SAFETY: the VO-bit word of an allocated object's bytes, mapped
            // by MMTk with its space.
            assert_eq!(unsafe { *word } & bit != 0, expected, "{address:#x}");
        }
        let (word, bit) = word_and_bit(first + 16);
        // SAFETY: as above; this thread is the only one using the table.
        unsafe { *word |= bit };
        assert!(
            is_object_start(first + 16),
            "a fast-path start bit is not a VO bit"
        );
        // SAFETY: as above (restores the bit).
        unsafe { *word &= !bit };
        assert!(!is_object_start(first + 16));
        let stack_word = &anchor as *const u64 as usize;
        assert!(!is_object_start(stack_word) && !is_object_start(8));
        assert_eq!(object_containing(8), None);
        assert_eq!(object_containing(stack_word), None);
        // A large object goes to the large-object space when the plan has one.
        let big = allocate_with(&mut mutator, 1 << 20).expect("room for 1 MiB");
        assert!(is_object_start(big) && !is_object_start(big + 4096));
        // Fill to -Xmx: the binding says no before MMTk would ask for a GC.
        let mut allocated = 0usize;
        while allocate_with(&mut mutator, 4096).is_some() {
            allocated += 4096;
            assert!(allocated <= LIMIT, "allocation went past the limit");
        }
        assert!(
            used_bytes() <= LIMIT + (64 << 10),
            "{} bytes used",
            used_bytes()
        );
        assert!(allocate_with(&mut mutator, 1 << 20).is_none());
        memory_manager::destroy_mutator(&mut mutator);
    }
}
