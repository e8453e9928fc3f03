//! Safepoints: stopping every Java thread at a known point, through the
//! yieldpoint word (Arnold-Grove 2005 §5.1; Jikes RVM does the same), so
//! that one thread may collect garbage (or end the program) while the
//! others cannot touch the heap.
//!
//! ```text
//! requester (stop_the_world)                 every other Java thread
//!   leave_java; take the requester lock        IN_JAVA: runs Java code
//!   take the registry lock                     |  yieldpoint taken, safepoint pending?
//!   pending := true                            |    save registers + sp, state := SAFE,
//!   every other thread's word := +1  ------->  |    wait until pending is false,
//!   wait until no thread is IN_JAVA            |    state := IN_JAVA (and look again)
//!   ... collect ...                            SAFE: blocked, parked, not started,
//!   pending := false, wake the waiters            exiting: re-entering Java (enter_java)
//! ```                                             waits while a safepoint is pending
//!
//! The handshake is Dekker's: a thread stores its state and then loads
//! `pending`, the requester stores `pending` and then loads the states, all
//! sequentially consistent, so at least one of the two sees the other.
//! A thread in a safe state has its callee-saved registers and stack pointer
//! saved in its `JavaThread` (the collector scans them) and does not touch
//! the Java heap until it re-enters Java.
//!
//! Under the VM lock (`--threads=vm-lock`, the default) the thread that
//! holds the lock already sees every other thread stopped (threads.rs): a
//! stop only takes the registry and is counted. With `--threads=parallel`
//! Java threads run concurrently and the handshake above does the stopping;
//! `--stats` shows how many stops there were and how long the requester
//! waited for the last thread (time to safepoint).

use crate::runtime::thread::JavaThread;
use crate::runtime::threads::ThreadPtr;
use parking_lot::{Condvar, Mutex, MutexGuard};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering::*};
use std::time::{Duration, Instant};

/// `JavaThread::state` values.
pub mod state {
    /// Blocked, parked, at a safepoint, not started yet or exiting: the
    /// thread's registers are saved and it does not touch the Java heap.
    pub const SAFE: u8 = 0;
    /// Running Java code (or the VM on its behalf).
    pub const IN_JAVA: u8 = 1;
}

#[derive(Default)]
pub struct SafepointStats {
    pub count: u64,
    /// Time from the request to the moment every other thread was safe.
    pub time_to_safepoint: Vec<Duration>,
    /// Time the world stayed stopped (request to restart).
    pub stopped: Duration,
}

impl SafepointStats {
    fn quantile(&self, q: f64) -> Duration {
        let mut v = self.time_to_safepoint.clone();
        if v.is_empty() {
            return Duration::ZERO;
        }
        v.sort();
        v[((v.len() - 1) as f64 * q).round() as usize]
    }
    pub fn median(&self) -> Duration {
        self.quantile(0.5)
    }
    pub fn max(&self) -> Duration {
        self.time_to_safepoint
            .iter()
            .copied()
            .max()
            .unwrap_or_default()
    }
}

#[derive(Default)]
pub struct Safepoints {
    /// One stop at a time.
    requester: Mutex<()>,
    /// A stop is requested or in progress (read at every taken yieldpoint).
    pending: AtomicBool,
    /// Guards the end of a stop (`pending` going false) for the waiters.
    ended_lock: Mutex<()>,
    ended: Condvar,
    /// Lock id of the thread that stopped the world for good (program end),
    /// 0 if none: its later stops (a collection during shutdown) are nested.
    stopped_for_good_by: AtomicU32,
    for_good_threads: Mutex<Vec<ThreadPtr>>,
    pub stats: Mutex<SafepointStats>,
}

impl Safepoints {
    #[inline(always)]
    pub fn pending(&self) -> bool {
        self.pending.load(SeqCst)
    }

    fn wait_until_over(&self) {
        let mut guard = self.ended_lock.lock();
        while self.pending.load(SeqCst) {
            self.ended.wait(&mut guard);
        }
    }
}

/// The world stopped by [`stop_the_world`]: every other registered thread is
/// in a safe state until this is dropped.
pub struct StoppedWorld<'a> {
    others: Vec<*mut JavaThread>,
    _registry: Option<MutexGuard<'a, Vec<ThreadPtr>>>,
    _requester: Option<MutexGuard<'a, ()>>,
    safepoints: &'a Safepoints,
    /// Parallel mode and not nested: restart the others on drop.
    restart: bool,
    started: Instant,
}

impl StoppedWorld<'_> {
    /// The other threads; they stay allocated and stopped while `self` lives
    /// (threads register and unregister under the registry lock it holds).
    pub fn others(&self) -> &[*mut JavaThread] {
        &self.others
    }
}

impl Drop for StoppedWorld<'_> {
    fn drop(&mut self) {
        if !self.restart {
            return;
        }
        {
            let _guard = self.safepoints.ended_lock.lock();
            self.safepoints.pending.store(false, SeqCst);
            self.safepoints.ended.notify_all();
        }
        self.safepoints.stats.lock().stopped += self.started.elapsed();
    }
}

/// Stops every other Java thread at a yieldpoint or in a safe state and
/// returns once they all are (see the module doc). Must not be called while
/// holding a VM mutex that running threads may wait for.
pub fn stop_the_world(thread: &mut JavaThread) -> StoppedWorld<'static> {
    let vm: &'static crate::runtime::Vm = thread.vm;
    let safepoints = &vm.threads.safepoints;
    let me = thread as *mut JavaThread;
    let started = Instant::now();
    if safepoints.stopped_for_good_by.load(SeqCst) == thread.lock_id {
        // A collection during shutdown: the world is already stopped.
        let others = safepoints
            .for_good_threads
            .lock()
            .iter()
            .map(|p| p.0)
            .filter(|&p| p != me)
            .collect();
        return StoppedWorld {
            others,
            _registry: None,
            _requester: None,
            safepoints,
            restart: false,
            started,
        };
    }
    if !vm.options.parallel_threads {
        // The VM-lock holder: every other thread is already stopped.
        let registry = vm.threads.registry.lock();
        let others = registry.iter().map(|p| p.0).filter(|&p| p != me).collect();
        let mut stats = safepoints.stats.lock();
        stats.count += 1;
        stats.time_to_safepoint.push(started.elapsed());
        drop(stats);
        return StoppedWorld {
            others,
            _registry: Some(registry),
            _requester: None,
            safepoints,
            restart: false,
            started,
        };
    }
    // Another thread may be stopping the world: wait for it in a safe state.
    thread.leave_java();
    let requester = safepoints.requester.lock();
    let registry = vm.threads.registry.lock();
    // No stop is pending now (we hold the requester lock).
    thread.state.store(state::IN_JAVA, SeqCst);
    let requested = Instant::now();
    {
        let _guard = safepoints.ended_lock.lock();
        safepoints.pending.store(true, SeqCst);
    }
    let others: Vec<*mut JavaThread> = registry.iter().map(|p| p.0).filter(|&p| p != me).collect();
    wait_until_stopped(&others);
    let time_to_safepoint = requested.elapsed();
    {
        let mut stats = safepoints.stats.lock();
        stats.count += 1;
        stats.time_to_safepoint.push(time_to_safepoint);
    }
    StoppedWorld {
        others,
        _registry: Some(registry),
        _requester: Some(requester),
        safepoints,
        restart: true,
        started: requested,
    }
}

/// The world stopped by a thread that is not a Java thread (an MMTk GC
/// worker, heap/mmtk/collection.rs): unlike [`StoppedWorld`], it is not a
/// guard, because MMTk stops the world in one work packet and restarts it in
/// another, possibly on another worker thread. The locks it holds are
/// released by [`restart_world_from_gc_worker`].
#[cfg(feature = "mmtk")]
pub struct GcWorkerStop {
    /// Every registered Java thread (all of them are stopped: the one that
    /// asked for the collection waits in `block_for_gc`).
    pub threads: Vec<*mut JavaThread>,
    /// The registry lock is held (released at the restart).
    registry_locked: bool,
    /// Parallel mode: the requester lock is held and `pending` is set.
    restart: bool,
    started: Instant,
}

// SAFETY: the thread pointers are only dereferenced by GC workers while the
// world stays stopped (see `GcWorkerStop::threads`).
#[cfg(feature = "mmtk")]
unsafe impl Send for GcWorkerStop {}

/// Stops every Java thread for a collection run by an MMTk GC worker, which
/// has no `JavaThread` (docs/mmtk-plan.md section 6, item 1). The thread that
/// triggered the collection is in a safe state already (`block_for_gc`).
/// - `--threads=vm-lock`: only a thread holding the VM lock allocates, so the
///   collection was triggered by the holder, which keeps the lock while it
///   waits in `block_for_gc` with its registers saved: every Java thread is
///   stopped already. The registry lock keeps threads from starting or
///   ending meanwhile.
/// - `--threads=parallel`: the handshake of [`stop_the_world`], with no
///   requesting thread to leave out.
/// - After [`stop_for_good`] (a collection while the program ends): the world
///   is stopped and the registry locked for good; nothing is taken.
#[cfg(feature = "mmtk")]
pub fn stop_the_world_from_gc_worker(vm: &'static crate::runtime::Vm) -> GcWorkerStop {
    let safepoints = &vm.threads.safepoints;
    let started = Instant::now();
    let snapshot = |registry: &Vec<ThreadPtr>| registry.iter().map(|p| p.0).collect::<Vec<_>>();
    if vm.options.parallel_threads && safepoints.stopped_for_good_by.load(SeqCst) != 0 {
        // SAFETY: `stop_for_good` keeps the registry locked forever, so it no
        // longer changes; reading it without the lock races with nobody.
        let threads = snapshot(unsafe { &*vm.threads.registry.data_ptr() });
        return GcWorkerStop {
            threads,
            registry_locked: false,
            restart: false,
            started,
        };
    }
    if !vm.options.parallel_threads {
        let registry = MutexGuard::leak(vm.threads.registry.lock());
        let threads = snapshot(registry);
        let mut stats = safepoints.stats.lock();
        stats.count += 1;
        stats.time_to_safepoint.push(started.elapsed());
        return GcWorkerStop {
            threads,
            registry_locked: true,
            restart: false,
            started,
        };
    }
    MutexGuard::leak(safepoints.requester.lock());
    let registry = MutexGuard::leak(vm.threads.registry.lock());
    {
        let _guard = safepoints.ended_lock.lock();
        safepoints.pending.store(true, SeqCst);
    }
    let threads = snapshot(registry);
    wait_until_stopped(&threads);
    {
        let mut stats = safepoints.stats.lock();
        stats.count += 1;
        stats.time_to_safepoint.push(started.elapsed());
    }
    GcWorkerStop {
        threads,
        registry_locked: true,
        restart: true,
        started,
    }
}

/// Ends a stop made by [`stop_the_world_from_gc_worker`] (on any thread).
#[cfg(feature = "mmtk")]
pub fn restart_world_from_gc_worker(vm: &'static crate::runtime::Vm, stop: GcWorkerStop) {
    let safepoints = &vm.threads.safepoints;
    if stop.restart {
        let _guard = safepoints.ended_lock.lock();
        safepoints.pending.store(false, SeqCst);
        safepoints.ended.notify_all();
    }
    if stop.registry_locked {
        // SAFETY: locked (and its guard leaked) by the matching stop; parking_lot
        // mutexes may be released by another thread than the one that locked them.
        unsafe { vm.threads.registry.force_unlock() };
    }
    if stop.restart {
        // SAFETY: as above, the requester lock of the matching stop.
        unsafe { safepoints.requester.force_unlock() };
    }
    safepoints.stats.lock().stopped += stop.started.elapsed();
}

/// Asks `threads` to take a yieldpoint and waits until none is `IN_JAVA`.
fn wait_until_stopped(threads: &[*mut JavaThread]) {
    for &other in threads {
        // SAFETY: registered threads stay allocated while the caller holds
        // the registry lock (they unregister under it).
        unsafe { &*other }.request_all_yieldpoints();
    }
    for &other in threads {
        // SAFETY: as above.
        let other = unsafe { &*other };
        let mut spins = 0u32;
        while other.state.load(SeqCst) == state::IN_JAVA {
            spins += 1;
            if spins < 64 {
                std::hint::spin_loop();
            } else if spins < 4096 {
                std::thread::yield_now();
            } else {
                std::thread::sleep(Duration::from_micros(20));
                if spins % 64 == 0 {
                    // A poke of the instrumentation checks can be lost
                    // (JavaThread::poke_checks): repeat it every ~1.5 ms.
                    other.poke_checks();
                }
            }
        }
    }
}

/// Whether the thread with monitor-owner id `lock_id` stopped the world for
/// good ([`stop_for_good`], parallel mode): it must not wait for a restart.
#[cfg(feature = "mmtk")]
pub(crate) fn stopped_for_good_by(vm: &crate::runtime::Vm, lock_id: u32) -> bool {
    vm.threads.safepoints.stopped_for_good_by.load(SeqCst) == lock_id
}

/// Stops the world and never restarts it (the program ends: `System.exit`,
/// or main after the last non-daemon thread). Later stops by the same
/// thread (a collection while shutting down) are no-ops.
pub fn stop_for_good(thread: &mut JavaThread) {
    let vm = thread.vm;
    if !vm.options.parallel_threads {
        // The VM-lock holder keeps the lock: nothing else runs.
        return;
    }
    let safepoints = &vm.threads.safepoints;
    if safepoints.stopped_for_good_by.load(SeqCst) == thread.lock_id {
        return;
    }
    let world = stop_the_world(thread);
    *safepoints.for_good_threads.lock() = world.others().iter().map(|&p| ThreadPtr(p)).collect();
    safepoints.stopped_for_good_by.store(thread.lock_id, SeqCst);
    std::mem::forget(world);
}

/// Called when a yieldpoint is taken (parallel mode): stops here while a
/// safepoint is pending.
#[inline]
pub fn poll(thread: &mut JavaThread) {
    if thread.vm.threads.safepoints.pending() {
        thread.leave_java();
        thread.enter_java();
    }
}

impl JavaThread {
    /// Enters a safe state (parallel mode): registers and stack pointer
    /// saved for the collector; the thread must not touch the Java heap
    /// until `enter_java`.
    #[inline(never)]
    pub(crate) fn leave_java(&mut self) {
        self.save_native_state();
        self.state.store(state::SAFE, SeqCst);
    }

    /// Leaves the safe state (parallel mode), waiting while a safepoint is
    /// pending.
    #[inline(never)]
    pub(crate) fn enter_java(&mut self) {
        let safepoints = &self.vm.threads.safepoints;
        loop {
            self.state.store(state::IN_JAVA, SeqCst);
            if !safepoints.pending() {
                return;
            }
            self.state.store(state::SAFE, SeqCst);
            safepoints.wait_until_over();
        }
    }
}

/// The `--stats` lines about threads and safepoints.
pub fn stats_text(vm: &crate::runtime::Vm) -> String {
    let stats = vm.threads.safepoints.stats.lock();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    format!(
        "  thread blocks       {} ({} contended monitor enters; threads that ended)\n  safepoints          {} ({}), time to safepoint median {:.1} us, max {:.1} us, world stopped {:.2} ms\n",
        vm.threads.blocks_total.load(Relaxed),
        vm.threads.contended_enters_total.load(Relaxed),
        stats.count,
        if vm.options.parallel_threads {
            "--threads=parallel"
        } else {
            "--threads=vm-lock: the VM-lock holder finds the others stopped"
        },
        micros(stats.median()),
        micros(stats.max()),
        stats.stopped.as_secs_f64() * 1e3,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(micros: &[u64]) -> SafepointStats {
        SafepointStats {
            count: micros.len() as u64,
            time_to_safepoint: micros.iter().map(|&m| Duration::from_micros(m)).collect(),
            stopped: Duration::ZERO,
        }
    }

    #[test]
    fn time_to_safepoint_median_and_max_ignore_the_order_of_stops() {
        let s = stats(&[900, 10, 30, 20, 40]);
        assert_eq!(s.median(), Duration::from_micros(30));
        assert_eq!(s.max(), Duration::from_micros(900));
    }

    #[test]
    fn no_stops_report_zero() {
        let s = stats(&[]);
        assert_eq!(s.median(), Duration::ZERO);
        assert_eq!(s.max(), Duration::ZERO);
    }

    #[test]
    fn a_pending_safepoint_keeps_waiters_until_it_ends() {
        let safepoints: &'static Safepoints = Box::leak(Box::default());
        safepoints.pending.store(true, SeqCst);
        let waiter = std::thread::spawn(move || {
            safepoints.wait_until_over();
            assert!(!safepoints.pending());
        });
        std::thread::sleep(Duration::from_millis(20));
        assert!(!waiter.is_finished(), "the waiter must wait while pending");
        {
            let _guard = safepoints.ended_lock.lock();
            safepoints.pending.store(false, SeqCst);
            safepoints.ended.notify_all();
        }
        waiter.join().expect("waiter");
    }
}
