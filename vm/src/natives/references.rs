//! `java.lang.ref.Reference.takePending0`: hands Java the references the
//! collector cleared (heap/gc.rs `clear_weak_references`) that have a queue;
//! `Reference.processPending` then puts each on its queue.
//!
//! ```text
//! gc: referent only weakly reachable -> referent = null, queue != null -> vm.pending_references
//! ReferenceQueue.poll/remove -> Reference.processPending -> takePending0 -> queue.enqueue(r)
//! ```

use super::NativeRegistry;
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread};

fn take_pending0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let pending: Vec<ObjRef> = std::mem::take(&mut *thread.vm.pending_references.lock());
    if pending.is_empty() {
        return Ok(ObjRef::NULL.to_slot());
    }
    // While the array is allocated (which may collect) the references are
    // held only here: put them back on the list, which is a root, meanwhile.
    thread
        .vm
        .pending_references
        .lock()
        .extend(pending.iter().copied());
    let built = (|| -> JResult<ObjRef> {
        let reference_class = thread.load_class("java/lang/ref/Reference")?;
        let array_class = thread.array_class_of(reference_class)?;
        thread.new_array(array_class, pending.len() as i32)
    })();
    let mut list = thread.vm.pending_references.lock();
    list.retain(|r| !pending.contains(r));
    drop(list);
    let array = built?;
    for (i, reference) in pending.iter().enumerate() {
        array.write_ref(ARRAY_DATA_OFFSET + 8 * i, *reference);
    }
    Ok(array.to_slot())
}

/// `Reference.reachabilityFence`: nothing to do; being a call that takes the
/// reference keeps it live in the caller until here.
fn reachability_fence(_: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(0)
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/ref/Reference",
        "reachabilityFence",
        "(Ljava/lang/Object;)V",
        reachability_fence,
    );
    r.register(
        "java/lang/ref/Reference",
        "takePending0",
        "()[Ljava/lang/ref/Reference;",
        take_pending0,
    );
}
