//! `Scanning`: an object's reference slots, the roots, and weak references.
//!
//! ```text
//! scan_object(obj): reference array -> one slot per element
//!                   instance        -> one slot per class.reference_offsets
//!                   (Reference.referent is not among them: weak, gc.rs);
//!                   a weak/phantom Reference -> DISCOVERED
//! roots, every one a pinning root (never moved; docs/mmtk-plan.md 2):
//!   per mutator thread: its frames' live slots (exact object starts, VO bits),
//!     its saved registers and native stack (any interior pointer), its
//!     Thread object and pending exception        -- as heap/gc.rs scan_thread
//!   VM: statics, mirrors, init errors, constant-pool strings, call sites,
//!     interned strings, pending references, the pre-built OOM, monitors
//! process_weak_refs (after the closure): DISCOVERED references whose
//!   referent was not reached are cleared and, with a queue, become pending
//! ```
//!
//! The roots are today's (heap/gc.rs), all reported as pinning roots: the
//! stack scan is conservative, so its objects cannot move, and MarkSweep
//! never moves anything anyway. Precise roots become updatable slots when a
//! moving plan is bound (step 4).

use super::Rvm;
use crate::class::{BasicType, Resolved};
use crate::heap::object::ARRAY_DATA_OFFSET;
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

/// Collects root objects and hands them to MMTk as pinning roots.
struct Roots<F: RootsWorkFactory<SimpleSlot>> {
    objects: Vec<ObjectReference>,
    factory: F,
}

impl<F: RootsWorkFactory<SimpleSlot>> Roots<F> {
    fn new(factory: F) -> Self {
        Roots {
            objects: Vec::new(),
            factory,
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

    /// A word from a frame's slots: a reference only if an object starts
    /// exactly there (its VO bit is set).
    fn exact_candidate(&mut self, word: usize) {
        if super::is_object_start(word) {
            self.precise(ObjRef(word));
        }
    }

    /// A word from a native stack or a register: keeps alive the object it
    /// points into, if any (compiled Rust code may hold only an element
    /// address across an allocation).
    fn native_candidate(&mut self, word: usize) {
        if let Some(object) = super::object_containing(word) {
            self.precise(object);
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

impl<F: RootsWorkFactory<SimpleSlot>> Drop for Roots<F> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// The roots of one stopped thread (heap/gc.rs `scan_thread`, with VO bits in
/// place of rvm's start bits): its Thread object and pending exception, the
/// live slots of every frame, the callee-saved registers and the native stack
/// `[parked_sp, base)` saved when it stopped, minus the interpreter loops'
/// own frames and, when it stopped in an interpreter allocation, the frames
/// between the stop and the innermost interpreter loop (docs/gc.md).
fn scan_thread<F: RootsWorkFactory<SimpleSlot>>(roots: &mut Roots<F>, thread: &JavaThread) {
    roots.precise(thread.thread_object);
    roots.precise(thread.pending_exception);
    for frame in thread.frames() {
        for i in frame.base..frame.top.get().min(thread.slot_capacity()) {
            roots.exact_candidate(thread.slot(i) as usize);
        }
    }
    let stack_pointer = thread.parked_sp;
    if stack_pointer == 0 {
        return;
    }
    for &r in &thread.parked_registers {
        roots.native_candidate(r);
    }
    let mut skipped: Vec<(usize, usize)> = thread
        .frames()
        .filter(|f| f.native_low.get() != 0)
        .map(|f| (f.native_low.get(), f as *const _ as usize))
        .collect();
    if thread.interpreter_allocation {
        if let Some(innermost) = thread.frames().next().filter(|f| f.native_low.get() != 0) {
            skipped.push((stack_pointer, innermost.native_low.get()));
        }
    }
    skipped.sort_unstable();
    let mut skip = skipped.iter().peekable();
    let mut at = stack_pointer & !(std::mem::size_of::<usize>() - 1);
    while at < thread.native_stack_base {
        while let Some(&&(_, high)) = skip.peek() {
            if at >= high {
                skip.next();
            } else {
                break;
            }
        }
        if let Some(&&(low, high)) = skip.peek() {
            if at >= low && at < high {
                at = high;
                continue;
            }
        }
        // SAFETY: [parked_sp, base) is the stopped thread's own mapped stack
        // below the point where it saved its state; the words are only looked
        // up, never dereferenced unless they are in an object (heap/gc.rs).
        let word = unsafe { std::ptr::read_volatile(at as *const usize) };
        roots.native_candidate(word);
        at += std::mem::size_of::<usize>();
    }
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
        let thread = unsafe { &*super::tls_thread(mutator.mutator_tls) };
        let mut roots = Roots::new(factory);
        scan_thread(&mut roots, thread);
    }

    fn scan_vm_specific_roots(_tls: VMWorkerThread, factory: impl RootsWorkFactory<SimpleSlot>) {
        let vm = super::vm();
        let mut roots = Roots::new(factory);
        for class in vm.all_classes() {
            roots.precise(class.mirror_ref());
            roots.precise(class.initialization_error_ref());
            for field in class
                .fields
                .iter()
                .filter(|f| f.is_static() && f.basic_type.is_reference())
            {
                // SAFETY: static slots of leaked classes live forever.
                let value = unsafe { *class.static_slot(field.offset) };
                roots.precise(ObjRef(value as usize));
            }
            for entry in class.resolved.iter() {
                match entry.get() {
                    Some(Resolved::String(s)) => roots.precise(*s),
                    Some(Resolved::CallSite(site)) => site.for_each_root(&mut |r| roots.precise(r)),
                    _ => {}
                }
            }
        }
        for s in vm.interned().values() {
            roots.precise(*s);
        }
        for pending in vm.pending_references.lock().iter() {
            roots.precise(*pending);
        }
        if let Some(oom) = vm.preallocated_oom.get() {
            roots.precise(*oom);
        }
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
    /// heap/gc.rs `clear_weak_references`). Nothing is resurrected.
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
