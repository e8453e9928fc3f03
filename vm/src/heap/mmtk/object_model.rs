//! `ObjectModel`: how MMTk sees an rvm object (heap/object.rs).
//!
//! ```text
//! ObjectReference = ObjRef = the object's first byte (class word at 0)
//! header [0,8) class | [8,12) hash | [12,16) length / lock   (unchanged)
//! forwarding pointer: over the class word, only while MMTk moves the object
//! every other MMTk bit (forwarding state, mark, pin, LOS, unlog): side tables
//! ```
//!
//! rvm's header has no free word, so MMTk keeps its per-object state on the
//! side (docs/mmtk-plan.md section 1); identity hashes live in the header and
//! do not depend on the address, so moving needs no hash fix-up.

use super::Rvm;
use crate::heap::{ObjRef, OBJECT_ALIGNMENT};
use mmtk::util::copy::{CopySemantics, GCWorkerCopyContext};
use mmtk::util::{Address, ObjectReference};
use mmtk::vm::*;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct RvmObjectModel;

/// Objects copied by the collection in progress (`-verbose:gc` prints and
/// resets it in `resume_mutators`).
pub(super) static MOVED: AtomicU64 = AtomicU64::new(0);

fn obj(object: ObjectReference) -> ObjRef {
    ObjRef(object.to_raw_address().as_usize())
}

impl ObjectModel<Rvm> for RvmObjectModel {
    /// The unlog bit of generational barriers, on the side so that compiled
    /// code can compute its address.
    const GLOBAL_LOG_BIT_SPEC: VMGlobalLogBitSpec = VMGlobalLogBitSpec::side_first();
    const LOCAL_FORWARDING_POINTER_SPEC: VMLocalForwardingPointerSpec =
        VMLocalForwardingPointerSpec::in_header(0);
    const LOCAL_FORWARDING_BITS_SPEC: VMLocalForwardingBitsSpec =
        VMLocalForwardingBitsSpec::side_first();
    const LOCAL_MARK_BIT_SPEC: VMLocalMarkBitSpec =
        VMLocalMarkBitSpec::side_after(Self::LOCAL_FORWARDING_BITS_SPEC.as_spec());
    const LOCAL_PINNING_BIT_SPEC: VMLocalPinningBitSpec =
        VMLocalPinningBitSpec::side_after(Self::LOCAL_MARK_BIT_SPEC.as_spec());
    const LOCAL_LOS_MARK_NURSERY_SPEC: VMLocalLOSMarkNurserySpec =
        VMLocalLOSMarkNurserySpec::side_after(Self::LOCAL_PINNING_BIT_SPEC.as_spec());

    const UNIFIED_OBJECT_REFERENCE_ADDRESS: bool = true;
    const OBJECT_REF_OFFSET_LOWER_BOUND: isize = 0;

    fn copy(
        from: ObjectReference,
        semantics: CopySemantics,
        copy_context: &mut GCWorkerCopyContext<Rvm>,
    ) -> ObjectReference {
        let bytes = obj(from).heap_size();
        let to = copy_context.alloc_copy(from, bytes, OBJECT_ALIGNMENT, 0, semantics);
        // SAFETY: `to` is a fresh allocation of `bytes`, `from` a live
        // object of that size; they do not overlap.
        unsafe {
            std::ptr::copy_nonoverlapping(
                from.to_raw_address().to_ptr::<u8>(),
                to.to_mut_ptr::<u8>(),
                bytes,
            )
        };
        // SAFETY: `to` is non-null and 8-aligned (alloc_copy).
        let copied = unsafe { ObjectReference::from_raw_address_unchecked(to) };
        copy_context.post_copy(copied, bytes, semantics);
        MOVED.fetch_add(1, Ordering::Relaxed);
        copied
    }

    fn copy_to(from: ObjectReference, to: ObjectReference, region: Address) -> Address {
        let bytes = obj(from).heap_size();
        if from != to {
            // SAFETY: as in `copy`; MarkCompact-style sliding may overlap.
            unsafe {
                std::ptr::copy(
                    from.to_raw_address().to_ptr::<u8>(),
                    to.to_raw_address().to_mut_ptr::<u8>(),
                    bytes,
                )
            };
        }
        let end = to.to_raw_address() + bytes;
        if end > region {
            end
        } else {
            region
        }
    }

    fn get_reference_when_copied_to(_from: ObjectReference, to: Address) -> ObjectReference {
        // SAFETY: MMTk passes the non-null start of the copy.
        unsafe { ObjectReference::from_raw_address_unchecked(to) }
    }

    fn get_current_size(object: ObjectReference) -> usize {
        obj(object).heap_size()
    }

    fn get_size_when_copied(object: ObjectReference) -> usize {
        obj(object).heap_size()
    }

    fn get_align_when_copied(_object: ObjectReference) -> usize {
        OBJECT_ALIGNMENT
    }

    fn get_align_offset_when_copied(_object: ObjectReference) -> usize {
        0
    }

    fn get_type_descriptor(_reference: ObjectReference) -> &'static [i8] {
        unimplemented!("MMTk asks for type descriptors only in analysis builds")
    }

    fn ref_to_object_start(object: ObjectReference) -> Address {
        object.to_raw_address()
    }

    fn ref_to_header(object: ObjectReference) -> Address {
        object.to_raw_address()
    }

    fn dump_object(object: ObjectReference) {
        let o = obj(object);
        eprintln!("{:#x}: {} ({} bytes)", o.0, o.class().name, o.heap_size());
    }
}
