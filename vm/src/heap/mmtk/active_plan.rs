//! `ActivePlan`: which threads are mutators, and their `Mutator`s.
//!
//! ```text
//! VMMutatorThread = the JavaThread's address (mod.rs: thread_tls)
//!   --> JavaThread::mmtk_mutator, bound in Threads::register,
//!       destroyed in Threads::unregister
//! GC workers' handle: null (collection.rs), so they are not mutators
//! ```
//!
//! The list of all mutators is the thread registry as the stop found it
//! (`Pause::world`, mod.rs): MMTk walks it only during a pause, while the
//! registry stays locked.

use super::Rvm;
use mmtk::util::{VMMutatorThread, VMThread};
use mmtk::vm::ActivePlan;
use mmtk::Mutator;

pub struct RvmActivePlan;

impl ActivePlan<Rvm> for RvmActivePlan {
    fn is_mutator(tls: VMThread) -> bool {
        !tls.0.is_null()
    }

    fn mutator(tls: VMMutatorThread) -> &'static mut Mutator<Rvm> {
        let thread = super::tls_thread(tls);
        // SAFETY: a mutator's handle is the address of a registered
        // JavaThread (thread_tls), which lives until it unregisters; MMTk
        // asks for it on that thread or while the thread is stopped.
        unsafe { &mut *thread }
            .mmtk_mutator
            .as_deref_mut()
            .expect("a registered thread has a mutator")
    }

    fn mutators<'a>() -> Box<dyn Iterator<Item = &'a mut Mutator<Rvm>> + 'a> {
        Box::new(
            super::paused_threads()
                .into_iter()
                // SAFETY: the threads of the pause in progress are stopped.
                .filter_map(|thread| unsafe { super::thread_mutator(thread) })
                .map(|mutator| -> &'a mut Mutator<Rvm> { mutator }),
        )
    }

    fn number_of_mutators() -> usize {
        super::paused_threads()
            .into_iter()
            // SAFETY: as above.
            .filter(|&thread| unsafe { (*thread).mmtk_mutator.is_some() })
            .count()
    }
}
