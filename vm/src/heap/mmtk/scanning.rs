//! `Scanning`: an object's reference slots, and (not yet) the roots.
//!
//! ```text
//! scan_object(obj): reference array -> one slot per element
//!                   instance        -> one slot per class.reference_offsets
//!                   (Reference.referent is not among them: weak, gc.rs)
//! roots: statics, mirrors, strings, threads' stacks (conservative, pinning)
//!        -- come with the first collecting plan (docs/mmtk-plan.md 1, 2)
//! ```
//!
//! NoGC never scans: MMTk calls these only during a collection.

use super::Rvm;
use crate::class::BasicType;
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::heap::ObjRef;
use mmtk::util::{Address, ObjectReference, VMWorkerThread};
use mmtk::vm::slot::SimpleSlot;
use mmtk::vm::{RootsWorkFactory, Scanning, SlotVisitor};
use mmtk::Mutator;

pub struct RvmScanning;

/// The slot at `offset` bytes into `object`.
fn slot(object: ObjRef, offset: usize) -> SimpleSlot {
    // SAFETY: `object + offset` is a reference field or element inside a
    // live object (offsets from its class layout).
    SimpleSlot::from_address(unsafe { Address::from_usize(object.0 + offset) })
}

const NOT_YET: &str = "MMTk roots and collections are not bound yet: only --gc=nogc runs (issue 28, docs/mmtk-plan.md section 8 step 3)";

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
        }
    }

    fn notify_initial_thread_scan_complete(_partial_scan: bool, _tls: VMWorkerThread) {}

    fn scan_roots_in_mutator_thread(
        _tls: VMWorkerThread,
        _mutator: &'static mut Mutator<Rvm>,
        _factory: impl RootsWorkFactory<SimpleSlot>,
    ) {
        unreachable!("{NOT_YET}")
    }

    fn scan_vm_specific_roots(_tls: VMWorkerThread, _factory: impl RootsWorkFactory<SimpleSlot>) {
        unreachable!("{NOT_YET}")
    }

    fn supports_return_barrier() -> bool {
        false
    }

    fn prepare_for_roots_re_scanning() {}
}
