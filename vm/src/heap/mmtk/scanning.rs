//! `Scanning`: an object's reference slots, the roots, and weak references.
//!
//! ```text
//! scan_object(obj): reference array -> one slot per element
//!                   instance        -> one slot per class.reference_offsets
//!                   (Reference.referent is not among them: weak, gc.rs);
//!                   a weak/phantom Reference -> DISCOVERED
//! roots, per mutator thread:
//!   pinning (never moved): its frames' live slots (exact object starts, VO
//!     bits), its saved registers and native stack (any interior pointer)
//!     -- heap/stack.rs scan_thread_stack, shared with heap/gc.rs
//!   slots (updated when the object moves): its Thread object, its pending
//!     exception (fields of the JavaThread)
//! roots, VM:
//!   slots: static fields, class initialization errors, interned strings,
//!     pending references
//!   pinning: class mirrors and constant-pool strings (their addresses are
//!     baked into compiled code), lambda singletons, the pre-built OOM,
//!     objects with an inflated monitor (the monitor table is keyed by address)
//! process_weak_refs (after the closure): DISCOVERED references whose
//!   referent was not reached are cleared and, with a queue, become pending;
//!   those whose referent was reached get its new address if it moved
//! ```
//!
//! Conservative roots must be pinning roots: a word that only looks like a
//! reference cannot be updated. Precise roots held in Rust structures that
//! nothing reads by address are slots, so that a moving plan (Immix with
//! defragmentation) can move their objects; an object whose address is
//! kept where it cannot be updated (machine code, a hash key) is a pinning
//! root in every collection (docs/mmtk-plan.md section 2). MMTk traces the
//! pinning roots first (its `PinningRootsTrace` stage), so an object that is
//! both stays in place and its slots keep their value. Non-moving plans
//! (MarkSweep) treat both kinds alike.

use super::Rvm;
use crate::class::{BasicType, Resolved};
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::heap::stack::{interpreter_allocation_skip, scan_thread_stack, StackRoots};
use crate::heap::ObjRef;
use crate::runtime::JavaThread;
use mmtk::scheduler::GCWorker;
use mmtk::util::{Address, ObjectReference, VMWorkerThread};
use mmtk::vm::slot::SimpleSlot;
use mmtk::vm::{ObjectTracerContext, RootsWorkFactory, Scanning, SlotVisitor};
use mmtk::Mutator;
use parking_lot::Mutex;

pub struct RvmScanning;

/// The slot at `offset` bytes into `object`.
fn slot(object: ObjRef, offset: usize) -> SimpleSlot {
    // SAFETY: `object + offset` is a reference field or element inside a
    // live object (offsets from its class layout).
    SimpleSlot::from_address(unsafe { Address::from_usize(object.0 + offset) })
}

/// Weak and phantom references scanned in this collection (their referents
/// were not traced through them): `process_weak_refs` decides their fate.
static DISCOVERED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// Roots per work packet (as Ruby's binding batches its object roots).
const ROOTS_PER_PACKET: usize = 4096;

/// Collects roots and hands them to MMTk: objects that must stay where they
/// are as pinning roots, updatable slots as ordinary roots.
struct Roots<F: RootsWorkFactory<SimpleSlot>> {
    objects: Vec<ObjectReference>,
    slots: Vec<SimpleSlot>,
    factory: F,
}

impl<F: RootsWorkFactory<SimpleSlot>> Roots<F> {
    fn new(factory: F) -> Self {
        Roots {
            objects: Vec::new(),
            slots: Vec::new(),
            factory,
        }
    }

    /// A root slot holding null or an object start, which MMTk updates if
    /// the object moves.
    ///
    /// # Safety
    /// `slot` is valid for 8-byte reads and writes, nothing else reads or
    /// writes it until the collection ends (the world is stopped, and the
    /// structure holding it is locked or belongs to a stopped thread), and
    /// it stays at this address until then.
    unsafe fn slot(&mut self, slot: *mut usize) {
        // SAFETY: see the function's contract; a null value is skipped.
        if unsafe { *slot } == 0 {
            return;
        }
        self.slots
            .push(SimpleSlot::from_address(Address::from_mut_ptr(slot)));
        if self.slots.len() >= ROOTS_PER_PACKET {
            self.flush_slots();
        }
    }

    fn flush_slots(&mut self) {
        if !self.slots.is_empty() {
            let slots = std::mem::take(&mut self.slots);
            self.factory.create_process_roots_work(slots);
        }
    }

    /// A precise reference: null or an object start.
    fn precise(&mut self, object: ObjRef) {
        // SAFETY: only wrapped; 0 gives None.
        if let Some(object) =
            ObjectReference::from_raw_address(unsafe { Address::from_usize(object.0) })
        {
            self.objects.push(object);
            if self.objects.len() >= ROOTS_PER_PACKET {
                self.flush();
            }
        }
    }

    fn flush(&mut self) {
        if !self.objects.is_empty() {
            self.objects.sort_unstable();
            self.objects.dedup();
            let objects = std::mem::take(&mut self.objects);
            self.factory.create_process_pinning_roots_work(objects);
        }
    }
}

/// Conservative candidates, checked against MMTk's VO bits, become pinning
/// roots.
impl<F: RootsWorkFactory<SimpleSlot>> StackRoots for Roots<F> {
    /// A frame slot's word: an object only if one starts exactly there (its
    /// VO bit is set).
    fn exact_candidate(&mut self, word: usize) {
        if super::is_object_start(word) {
            self.precise(ObjRef(word));
        }
    }

    /// A native stack or register word: the object it points into, if any.
    fn native_candidate(&mut self, word: usize) {
        if let Some(object) = super::object_containing(word) {
            self.precise(object);
        }
    }
}

impl<F: RootsWorkFactory<SimpleSlot>> Drop for Roots<F> {
    fn drop(&mut self) {
        self.flush();
        self.flush_slots();
    }
}

/// The roots of one stopped thread (heap/gc.rs `scan_thread`, with VO bits in
/// place of rvm's start bits): its Thread object and pending exception (as
/// slots), the live slots of every frame, the callee-saved registers and the
/// native stack `[parked_sp, base)` saved when it stopped (all pinning),
/// minus the interpreter loops' own frames and, when it stopped in an
/// interpreter allocation, the frames between the stop and the innermost
/// interpreter loop (docs/gc.md).
fn scan_thread<F: RootsWorkFactory<SimpleSlot>>(roots: &mut Roots<F>, thread: *mut JavaThread) {
    // SAFETY: the thread is stopped for this pause: its own fields are not
    // touched until it resumes, and it stays registered (allocated) until
    // then; ObjRef is a transparent usize.
    unsafe {
        roots.slot(std::ptr::addr_of_mut!((*thread).thread_object).cast());
        roots.slot(std::ptr::addr_of_mut!((*thread).pending_exception).cast());
    }
    // SAFETY: as above; the rest is only read.
    let thread = unsafe { &*thread };
    let stack_pointer = thread.parked_sp;
    let skip = interpreter_allocation_skip(thread, stack_pointer);
    scan_thread_stack(thread, &thread.parked_registers, stack_pointer, skip, roots);
}

impl Scanning<Rvm> for RvmScanning {
    fn scan_object<SV: SlotVisitor<SimpleSlot>>(
        _tls: VMWorkerThread,
        object: ObjectReference,
        slot_visitor: &mut SV,
    ) {
        let object = ObjRef(object.to_raw_address().as_usize());
        let class = object.class();
        if class.is_array() {
            if class.element_type() == Some(BasicType::Reference) {
                for i in 0..object.array_length() as usize {
                    slot_visitor.visit_slot(slot(object, ARRAY_DATA_OFFSET + 8 * i));
                }
            }
        } else {
            for &offset in &class.reference_offsets {
                slot_visitor.visit_slot(slot(object, offset));
            }
            if class.weak_reference_fields.is_some() {
                DISCOVERED.lock().push(object.0);
            }
        }
    }

    fn notify_initial_thread_scan_complete(_partial_scan: bool, _tls: VMWorkerThread) {}

    fn scan_roots_in_mutator_thread(
        _tls: VMWorkerThread,
        mutator: &'static mut Mutator<Rvm>,
        factory: impl RootsWorkFactory<SimpleSlot>,
    ) {
        // SAFETY: the mutator's thread is registered and stopped for this
        // pause (collection.rs), its registers and stack pointer saved.
        let thread = super::tls_thread(mutator.mutator_tls);
        let mut roots = Roots::new(factory);
        scan_thread(&mut roots, thread);
    }

    fn scan_vm_specific_roots(_tls: VMWorkerThread, factory: impl RootsWorkFactory<SimpleSlot>) {
        let vm = super::vm();
        let mut roots = Roots::new(factory);
        for class in vm.all_classes() {
            // Pinned: the baseline and optimizing tiers bake a mirror's
            // address into code (static synchronized methods).
            roots.precise(class.mirror_ref());
            // SAFETY: a leaked class's atomic word; Java threads are stopped.
            unsafe { roots.slot(class.initialization_error.as_ptr()) };
            for field in class
                .fields
                .iter()
                .filter(|f| f.is_static() && f.basic_type.is_reference())
            {
                // SAFETY: static slots of leaked classes live forever, and
                // only Java threads (stopped) write them.
                unsafe { roots.slot(class.static_slot(field.offset).cast()) };
            }
            for entry in class.resolved.iter() {
                match entry.get() {
                    // Pinned: compiled code holds their addresses (ldc).
                    Some(Resolved::String(s)) => roots.precise(*s),
                    Some(Resolved::CallSite(site)) => site.for_each_root(&mut |r| roots.precise(r)),
                    _ => {}
                }
            }
        }
        // The tables are locked while their slots are collected: no Java
        // thread runs now, and a stopped one never holds these locks across a
        // safepoint (they are taken only around map and vector operations).
        {
            let mut interned = vm.interned();
            for s in interned.values_mut() {
                // SAFETY: the map is locked until the end of this block, and
                // MMTk processes the slot before the collection ends; no Java
                // thread can change the map before then.
                unsafe { roots.slot(std::ptr::from_mut(s).cast()) };
            }
        }
        {
            let mut pending = vm.pending_references.lock();
            for reference in pending.iter_mut() {
                // SAFETY: as for the interned strings: the vector grows only
                // in process_weak_refs, after every root slot is processed.
                unsafe { roots.slot(std::ptr::from_mut(reference).cast()) };
            }
        }
        if let Some(oom) = vm.preallocated_oom.get() {
            roots.precise(*oom);
        }
        // Pinned: the monitor table is keyed by the object's address.
        vm.threads
            .monitors
            .for_each_object(&mut |object| roots.precise(object));
    }

    fn supports_return_barrier() -> bool {
        false
    }

    fn prepare_for_roots_re_scanning() {}

    /// After the transitive closure: every discovered weak or phantom
    /// reference whose referent was not reached loses it and, if it has a
    /// queue, goes on `Vm::pending_references` for Java to enqueue (as
    /// heap/gc.rs `clear_weak_references`); a reached referent that moved is
    /// replaced by its new address. Nothing is resurrected. The discovered
    /// references are the scanned (so already moved) copies.
    fn process_weak_refs(
        _worker: &mut GCWorker<Rvm>,
        _tracer_context: impl ObjectTracerContext<Rvm>,
    ) -> bool {
        let discovered = std::mem::take(&mut *DISCOVERED.lock());
        let mut to_enqueue = Vec::new();
        for address in discovered {
            let reference = ObjRef(address);
            let Some((referent_offset, queue_offset)) = reference.class().weak_reference_fields
            else {
                continue;
            };
            let referent = reference.read::<usize>(referent_offset);
            // SAFETY: only wrapped; 0 gives None.
            let Some(referent) =
                ObjectReference::from_raw_address(unsafe { Address::from_usize(referent) })
            else {
                continue;
            };
            if referent.is_reachable() {
                // A moving plan may have moved it: the new address.
                if let Some(moved) = referent.get_forwarded_object() {
                    reference.write::<usize>(referent_offset, moved.to_raw_address().as_usize());
                }
                continue;
            }
            reference.write::<usize>(referent_offset, 0);
            if reference.read::<usize>(queue_offset) != 0 {
                to_enqueue.push(reference);
            }
        }
        if !to_enqueue.is_empty() {
            super::vm().pending_references.lock().extend(to_enqueue);
        }
        false
    }
}
