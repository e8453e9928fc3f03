//! `Collection`: how MMTk stops and resumes Java threads, runs its GC worker
//! threads, and reports running out of memory.
//!
//! ```text
//! allocation slow path --GC needed--> block_for_gc(thread)        (not yet)
//! GC worker: stop_all_mutators --> roots, trace --> resume_mutators (not yet)
//! initialize_collection --> spawn_gc_thread (one OS thread per worker)
//! ```
//!
//! NoGC never collects: the binding never starts collection (no workers),
//! allocation never blocks (`at_safepoint: false`) and stops at `-Xmx` itself
//! (mod.rs). Stopping and resuming through rvm's safepoints is step 3 of
//! docs/mmtk-plan.md section 8 (its section 6 says how).

use super::Rvm;
use mmtk::util::alloc::AllocationError;
use mmtk::util::{VMMutatorThread, VMThread, VMWorkerThread};
use mmtk::vm::{Collection, GCThreadContext};
use mmtk::Mutator;

pub struct RvmCollection;

const NOT_YET: &str = "MMTk collections are not bound yet: only --gc=nogc runs (issue 28, docs/mmtk-plan.md section 8 step 3)";

impl Collection<Rvm> for RvmCollection {
    fn stop_all_mutators<F>(_tls: VMWorkerThread, _mutator_visitor: F)
    where
        F: FnMut(&'static mut Mutator<Rvm>),
    {
        unreachable!("{NOT_YET}")
    }

    fn resume_mutators(_tls: VMWorkerThread) {
        unreachable!("{NOT_YET}")
    }

    fn block_for_gc(_tls: VMMutatorThread) {
        unreachable!("{NOT_YET}")
    }

    fn spawn_gc_thread(_tls: VMThread, context: GCThreadContext<Rvm>) {
        let GCThreadContext::Worker(worker) = context;
        let mmtk = super::binding().mmtk;
        let name = format!("mmtk worker {}", worker.ordinal);
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                // Workers are not Java threads: their handle is null
                // (`ActivePlan::is_mutator`).
                let tls = VMWorkerThread(VMThread::UNINITIALIZED);
                mmtk::memory_manager::start_worker(mmtk, tls, worker);
            })
            .expect("cannot start an MMTk GC worker thread");
    }

    /// rvm allocates with `allow_oom_call: false` and throws
    /// OutOfMemoryError itself when MMTk returns null; nothing to do here.
    fn out_of_memory(_tls: VMThread, _err_kind: AllocationError) {}
}
