//! `ReferenceGlue`: `java.lang.ref.Reference.referent` for MMTk's own
//! reference processor.
//!
//! rvm will not use that processor: weak and phantom references will be
//! handled in `Scanning::process_weak_refs` with today's discovered list
//! (docs/mmtk-plan.md section 5, options `no_reference_types` and
//! `no_finalizer`). The accessors are right anyway, should MMTk call them.

use super::Rvm;
use crate::heap::ObjRef;
use mmtk::util::{Address, ObjectReference, VMWorkerThread};
use mmtk::vm::ReferenceGlue;

pub struct RvmReferenceGlue;

/// The referent's offset in a Reference instance.
fn referent_offset(reference: ObjRef) -> usize {
    reference
        .class()
        .weak_reference_fields
        .expect("MMTk passed a java.lang.ref.Reference")
        .0
}

fn obj(object: ObjectReference) -> ObjRef {
    ObjRef(object.to_raw_address().as_usize())
}

impl ReferenceGlue<Rvm> for RvmReferenceGlue {
    type FinalizableType = ObjectReference;

    fn clear_referent(reference: ObjectReference) {
        let reference = obj(reference);
        reference.write::<usize>(referent_offset(reference), 0);
    }

    fn get_referent(reference: ObjectReference) -> Option<ObjectReference> {
        let reference = obj(reference);
        let referent = reference.read::<usize>(referent_offset(reference));
        // SAFETY: only compared with zero and wrapped; 0 gives None.
        ObjectReference::from_raw_address(unsafe { Address::from_usize(referent) })
    }

    fn set_referent(reference: ObjectReference, referent: ObjectReference) {
        let reference = obj(reference);
        reference.write::<usize>(
            referent_offset(reference),
            referent.to_raw_address().as_usize(),
        );
    }

    fn enqueue_references(_references: &[ObjectReference], _tls: VMWorkerThread) {
        unreachable!("rvm does not use MMTk's reference processor (no_reference_types)")
    }
}
