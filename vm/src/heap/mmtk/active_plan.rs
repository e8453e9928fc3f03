//! `ActivePlan`: which threads are mutators, and their `Mutator`s.
//!
//! ```text
//! VMMutatorThread = the JavaThread's address (mod.rs: thread_tls)
//!   --> JavaThread::mmtk_mutator, bound in Threads::register,
//!       destroyed in Threads::unregister
//! GC workers' handle: null (collection.rs), so they are not mutators
//! ```
//!
//! The list of all mutators is the thread registry, which MMTk walks only
//! during a pause (with the world stopped): it comes with the first
//! collecting plan (docs/mmtk-plan.md section 8, step 3).

use super::Rvm;
use mmtk::util::{VMMutatorThread, VMThread};
use mmtk::vm::ActivePlan;
use mmtk::Mutator;

pub struct RvmActivePlan;

const NOT_YET: &str = "MMTk walks the mutators only during a collection, which is not bound yet: only --gc=nogc runs (issue 28, docs/mmtk-plan.md section 8 step 3)";

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
        unreachable!("{NOT_YET}")
    }

    fn number_of_mutators() -> usize {
        unreachable!("{NOT_YET}")
    }
}
