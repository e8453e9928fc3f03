//! `Collection`: how MMTk stops and resumes Java threads, runs its GC worker
//! threads, and reports running out of memory.
//!
//! ```text
//! mutator: allocation slow path (heap full) or collect (System.gc, stress)
//!   --> block_for_gc: read the epoch, go safe (registers + sp saved),
//!       count itself blocked, wait for the epoch to advance, re-enter Java
//! GC worker: stop_all_mutators: safepoint::stop_the_world_from_gc_worker,
//!            wait until the requester is blocked, hand every TLAB back to
//!            its allocator (mod.rs detach_tlab), visit every mutator
//!   --> roots, trace, weak references (scanning.rs)
//! GC worker: resume_mutators: restart the world, advance the epoch,
//!            --stats / -verbose:gc
//! initialize_collection (first thread registered) --> spawn_gc_thread
//! ```
//!
//! The pause is the time from the start of `stop_all_mutators` to the
//! restart. NoGC never collects: the binding never starts its workers and
//! never lets an allocation block (mod.rs).

use super::{Pause, Rvm, EPOCH, EPOCH_ADVANCED, NEXT_CAUSE, PAUSE};
use crate::heap::gc::Cause;
use crate::runtime::safepoint;
use mmtk::util::alloc::AllocationError;
use mmtk::util::heap::GCTriggerPolicy;
use mmtk::util::{VMMutatorThread, VMThread, VMWorkerThread};
use mmtk::vm::{Collection, GCThreadContext};
use mmtk::Mutator;
use std::time::Instant;

pub struct RvmCollection;

impl Collection<Rvm> for RvmCollection {
    fn stop_all_mutators<F>(_tls: VMWorkerThread, mut mutator_visitor: F)
    where
        F: FnMut(&'static mut Mutator<Rvm>),
    {
        let vm = super::vm();
        let started = Instant::now();
        let used_before = super::used_bytes();
        let world = safepoint::stop_the_world_from_gc_worker(vm);
        // Under the VM lock the stop above takes nothing from the thread that
        // asked for this collection (it holds the lock): wait until it has
        // saved its registers in block_for_gc. Every collection has such a
        // thread (an allocation or a user request, both block).
        {
            let mut sync = EPOCH.lock();
            while sync.blocked == 0 {
                EPOCH_ADVANCED.wait(&mut sync);
            }
        }
        let threads = world.threads.clone();
        // What the write barrier remembered goes to MMTk through the first
        // stopped mutator, before MMTk flushes it (its root scan).
        let remembered = threads
            .iter()
            // SAFETY: as for the visits below.
            .find_map(|&thread| unsafe { super::thread_mutator(thread) })
            .map_or(0, super::hand_over_remembered);
        let cause = NEXT_CAUSE.lock().take().unwrap_or(Cause::HeapFull);
        // Before the visits: MMTk may ask for `mutators()` as soon as the
        // first one is visited (active_plan.rs reads the threads from here).
        *PAUSE.lock() = Some(Pause {
            world,
            started,
            used_before,
            cause,
            remembered,
        });
        for thread in threads {
            // SAFETY: the world is stopped and the registry locked (or
            // stopped for good): registered threads stay allocated and do
            // not touch their TLABs or mutators until `resume_mutators`.
            // The TLAB goes back to the allocator before MMTk resets it.
            unsafe { (*thread).retire_tlab() };
            // SAFETY: as above.
            if let Some(mutator) = unsafe { super::thread_mutator(thread) } {
                mutator_visitor(mutator);
            }
        }
    }

    fn resume_mutators(_tls: VMWorkerThread) {
        let vm = super::vm();
        let pause = PAUSE
            .lock()
            .take()
            .expect("resume_mutators follows stop_all_mutators");
        let used_after = super::used_bytes();
        let moved = super::object_model::MOVED.swap(0, std::sync::atomic::Ordering::Relaxed);
        let Pause {
            world,
            started,
            used_before,
            cause,
            remembered,
        } = pause;
        let nursery = super::is_nursery_collection();
        safepoint::restart_world_from_gc_worker(vm, world);
        let elapsed = started.elapsed();
        // The figures and the -verbose:gc line come before the epoch
        // advances (at the end): the thread that asked for this collection
        // waits for the epoch in block_for_gc, so it cannot print --stats
        // and exit with this collection counted but its line not written.
        let heap = &vm.heap;
        let mut stats = heap.stats.lock();
        stats.collections += 1;
        stats.total_pause += elapsed;
        stats.pauses.push(elapsed);
        stats.bytes_reclaimed += used_before.saturating_sub(used_after) as u64;
        stats.nursery_collections += nursery as u64;
        stats.barrier_slow_paths += remembered as u64;
        if vm.options.verbose_gc {
            // One line: number, kind (nursery: StickyImmix's generational
            // collections; full: the whole heap), cause, plan, used before
            // -> after (pages MMTk holds), heap size, pause. Only a moving
            // plan says how many objects it moved.
            let moving = matches!(
                heap.plan,
                crate::heap::GcPlan::Immix | crate::heap::GcPlan::StickyImmix
            );
            let moved = if moving {
                format!(", {moved} objects moved")
            } else {
                String::new()
            };
            let text = format!(
                "[gc #{} {}, {} (MMTk {}): {}K->{}K ({}K), {:.3} ms{moved}]\n",
                stats.collections,
                if nursery { "nursery" } else { "full" },
                cause_name(cause),
                heap.plan.name(),
                used_before >> 10,
                used_after >> 10,
                heap.capacity_bytes() >> 10,
                elapsed.as_secs_f64() * 1000.0
            );
            drop(stats);
            vm.output.write(2, text.as_bytes());
        } else {
            drop(stats);
        }
        let mut sync = EPOCH.lock();
        sync.epoch += 1;
        EPOCH_ADVANCED.notify_all();
    }

    fn block_for_gc(tls: VMMutatorThread) {
        // SAFETY: MMTk calls this on the mutator's own thread, whose
        // JavaThread is registered (mod.rs, thread_tls).
        let thread = unsafe { &mut *super::tls_thread(tls) };
        let vm = thread.vm;
        // Read before going safe: the collection cannot finish (it cannot
        // even stop the world) before this thread is safe and counted, so
        // the epoch read here is the one before it.
        let epoch = EPOCH.lock().epoch;
        // With --threads=parallel the thread leaves Java like a blocking
        // call; under the VM lock it keeps the lock (nobody else runs Java)
        // and only saves its registers. A thread that stopped the world for
        // good (program end) must not wait for a restart in enter_java.
        let leave =
            vm.options.parallel_threads && !safepoint::stopped_for_good_by(vm, thread.lock_id);
        if leave {
            thread.leave_java();
        } else {
            thread.save_native_state();
        }
        {
            let mut sync = EPOCH.lock();
            sync.blocked += 1;
            EPOCH_ADVANCED.notify_all();
            while sync.epoch == epoch {
                EPOCH_ADVANCED.wait(&mut sync);
            }
            sync.blocked -= 1;
        }
        if leave {
            thread.enter_java();
        }
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

    /// `gc_trigger=Delegated` (mod.rs `init`): rvm's heap-growth policy.
    fn create_gc_trigger() -> Box<dyn GCTriggerPolicy<Rvm>> {
        super::trigger::create()
    }
}

/// The cause as `-verbose:gc` prints it (as rvm's collector does, gc.rs).
fn cause_name(cause: Cause) -> &'static str {
    match cause {
        Cause::HeapFull => "Allocation Failure",
        Cause::Stress => "GC Stress",
        Cause::Explicit => "System.gc()",
    }
}
