//! Java monitors (`synchronized`, `Object.wait`/`notify`): a thin lock in the
//! object header, inflated into a side table when it is contended, waited on,
//! nested too deeply, or belongs to an array (whose header word at 12 is the
//! length).
//!
//! ```text
//! instance header [12..16): lock word
//!    0                      unlocked
//!    id << 8 | count        thin: owned by the thread with lock id `id`, count 1..=255
//!    INFLATED               the monitor is in MonitorTable (keyed by address)
//!
//! enter: CAS 0 -> id<<8|1 | same owner: count+1 | else inflate and, if owned,
//!        queue as an entrant and park (without the VM lock) until exit wakes it
//! exit:  thin: count-1 (0 -> word 0) | inflated: count-1; at 0 wake one entrant,
//!        and deflate (word 0, entry removed) when nobody waits or enters
//! wait:  inflate, release fully, join the wait set, park; notify moves waiters
//!        out of the set and unparks them; they re-enter, then restore the count
//! ```
//!
//! Threads may run these concurrently (`--threads=parallel`), so every change
//! of the header word is a compare-and-swap: the owner's thin re-entry and
//! exit, and inflation by a contender (under the table's mutex), can race,
//! and whichever loses sees the other's word and takes the slow path. Under
//! the VM lock (default) the owner's re-entry and exit stay plain stores: no
//! contender runs between their load and store. A word
//! is INFLATED exactly while the table holds the monitor (both change under
//! the table's mutex). The blocking parts release the VM lock (or leave
//! Java). Inflated entries' objects are GC roots (an owned or waited-on
//! monitor's object stays alive); idle monitors deflate, so the table holds
//! only busy ones.

use crate::heap::object::LOCK_OFFSET;
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread};
use crate::runtime::threads::Parker;
use parking_lot::Mutex;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

/// Lock-word value of an inflated monitor.
pub const INFLATED: u32 = 1 << 31;
const COUNT_MASK: u32 = 0xff;
/// Largest lock id a thin lock can hold; later threads always inflate.
const MAX_THIN_ID: u32 = (INFLATED >> 8) - 1;

/// HotSpot's message for wait/notify/exit by a thread that does not own the monitor.
pub const NOT_OWNER: &str = "current thread is not owner";

struct Waiter {
    lock_id: u32,
    parker: &'static Parker,
}

#[derive(Default)]
struct Monitor {
    /// Lock id of the owner, 0 if none.
    owner: u32,
    count: u32,
    /// Threads parked in `enter`.
    entrants: VecDeque<Waiter>,
    /// Threads in `wait`, in arrival order (notify wakes the first).
    waiters: VecDeque<Waiter>,
}

#[derive(Default)]
pub struct MonitorTable {
    inflated: Mutex<HashMap<usize, Monitor>>,
}

impl MonitorTable {
    /// Objects with an inflated monitor (collector roots).
    pub fn for_each_object(&self, f: &mut dyn FnMut(ObjRef)) {
        for &address in self.inflated.lock().keys() {
            f(ObjRef(address));
        }
    }
}

fn lock_word(obj: ObjRef) -> Option<&'static AtomicU32> {
    if obj.class().is_array() {
        None
    } else {
        // SAFETY: every instance has the 4-byte lock word at LOCK_OFFSET
        // (object.rs), 4-aligned; objects never move.
        Some(unsafe { &*((obj.0 + LOCK_OFFSET) as *const AtomicU32) })
    }
}

fn thin_id(thread: &JavaThread) -> Option<u32> {
    (thread.lock_id <= MAX_THIN_ID).then_some(thread.lock_id << 8)
}

/// Enters `obj`'s monitor (not null), blocking while another thread owns it.
#[inline]
pub fn enter(thread: &mut JavaThread, obj: ObjRef) {
    if let (Some(word), Some(me)) = (lock_word(obj), thin_id(thread)) {
        match word.compare_exchange(0, me | 1, Ordering::Acquire, Ordering::Relaxed) {
            Ok(_) => return,
            Err(w) if w & !COUNT_MASK == me && w & COUNT_MASK < COUNT_MASK => {
                if !thread.parallel {
                    // Under the VM lock no contender runs between the load
                    // and this store (no yieldpoint in between).
                    word.store(w + 1, Ordering::Relaxed);
                    return;
                }
                // A contender may inflate it meanwhile: then the slow path.
                if word
                    .compare_exchange(w, w + 1, Ordering::Relaxed, Ordering::Relaxed)
                    .is_ok()
                {
                    return;
                }
            }
            Err(_) => {}
        }
    }
    enter_slow(thread, obj);
}

/// Moves the monitor of `obj` into the table (a thin lock keeps its owner and count).
fn inflate(table: &mut HashMap<usize, Monitor>, obj: ObjRef) {
    if table.contains_key(&obj.0) {
        return;
    }
    let mut monitor = Monitor::default();
    if let Some(word) = lock_word(obj) {
        // The thin owner may change the count (or release) concurrently:
        // swap in INFLATED only over the word we read.
        loop {
            let w = word.load(Ordering::Acquire);
            if word
                .compare_exchange(w, INFLATED, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
            {
                if w != 0 && w != INFLATED {
                    monitor.owner = w >> 8;
                    monitor.count = w & COUNT_MASK;
                }
                break;
            }
        }
    }
    table.insert(obj.0, monitor);
}

#[cold]
#[inline(never)]
fn enter_slow(thread: &mut JavaThread, obj: ObjRef) {
    let vm = thread.vm;
    let me = thread.lock_id;
    loop {
        {
            let mut table = vm.threads.monitors.inflated.lock();
            // A thin lock that is free again (deflated meanwhile): take it thin.
            if let (Some(word), Some(thin)) = (lock_word(obj), thin_id(thread)) {
                if word
                    .compare_exchange(0, thin | 1, Ordering::Acquire, Ordering::Relaxed)
                    .is_ok()
                {
                    return;
                }
            }
            inflate(&mut table, obj);
            let monitor = table.get_mut(&obj.0).expect("inflated above");
            if monitor.owner == 0 {
                monitor.owner = me;
                monitor.count = 1;
                return;
            }
            if monitor.owner == me {
                monitor.count += 1;
                return;
            }
            monitor.entrants.push_back(Waiter {
                lock_id: me,
                parker: thread.parker,
            });
        }
        thread.contended_enters += 1;
        // Thread.getState says BLOCKED while the thread waits to enter.
        crate::natives::thread_state::while_blocked(
            thread,
            crate::natives::thread_state::BLOCKED,
            |thread| thread.blocking(|parker| parker.park(None)),
        );
        let mut table = vm.threads.monitors.inflated.lock();
        if let Some(monitor) = table.get_mut(&obj.0) {
            monitor.entrants.retain(|w| w.lock_id != me);
            // `--monitor-handoff=direct`: the exiting owner made us the
            // owner (count 1) before waking us. A queued thread never owned
            // the monitor otherwise (recursive enters return above).
            if monitor.owner == me {
                return;
            }
        }
    }
}

/// Runs `body` holding `obj`'s monitor (a synchronized method): enters,
/// runs, and exits on every outcome; an exception from `body` wins over a
/// failure to exit.
pub fn holding<R>(
    thread: &mut JavaThread,
    obj: ObjRef,
    body: impl FnOnce(&mut JavaThread) -> JResult<R>,
) -> JResult<R> {
    enter(thread, obj);
    let result = body(thread);
    let pending = thread.take_exception();
    let exited = exit(thread, obj);
    if !pending.is_null() {
        thread.pending_exception = pending;
        return result;
    }
    exited?;
    result
}

/// Exits `obj`'s monitor; IllegalMonitorStateException if this thread does not own it.
#[inline]
pub fn exit(thread: &mut JavaThread, obj: ObjRef) -> JResult<()> {
    if let (Some(word), Some(me)) = (lock_word(obj), thin_id(thread)) {
        let w = word.load(Ordering::Relaxed);
        if w & !COUNT_MASK == me && w != INFLATED {
            let next = if w & COUNT_MASK == 1 { 0 } else { w - 1 };
            if !thread.parallel {
                // As in `enter`: a plain store under the VM lock (an
                // uncontended exit costs no locked instruction).
                word.store(next, Ordering::Release);
                return Ok(());
            }
            // Fails only if a contender inflated it: then the slow path.
            if word
                .compare_exchange(w, next, Ordering::Release, Ordering::Relaxed)
                .is_ok()
            {
                return Ok(());
            }
        }
    }
    exit_slow(thread, obj)
}

#[cold]
#[inline(never)]
fn exit_slow(thread: &mut JavaThread, obj: ObjRef) -> JResult<()> {
    let mut table = thread.vm.threads.monitors.inflated.lock();
    let Some(monitor) = table.get_mut(&obj.0).filter(|m| m.owner == thread.lock_id) else {
        drop(table);
        return Err(thread.throw_new("java/lang/IllegalMonitorStateException", Some(NOT_OWNER)));
    };
    monitor.count -= 1;
    if monitor.count == 0 {
        monitor.owner = 0;
        if let Some(next) = monitor.entrants.pop_front() {
            if thread.vm.options.monitor_handoff_direct {
                // The first entrant owns it now: the exiting thread cannot
                // take it straight back (no barging), so a contended lock
                // changes hands at every exit, as in Lee 2015 Figure 3.
                monitor.owner = next.lock_id;
                monitor.count = 1;
            }
            next.parker.unpark();
        } else if monitor.waiters.is_empty() {
            table.remove(&obj.0);
            if let Some(word) = lock_word(obj) {
                word.store(0, Ordering::Release);
            }
        }
    }
    Ok(())
}

/// Whether the current thread owns `obj`'s monitor (`Thread.holdsLock`).
pub fn holds_lock(thread: &JavaThread, obj: ObjRef) -> bool {
    if let Some(word) = lock_word(obj) {
        let w = word.load(Ordering::Relaxed);
        if w != INFLATED {
            return w != 0 && Some(w & !COUNT_MASK) == thin_id(thread);
        }
    }
    thread
        .vm
        .threads
        .monitors
        .inflated
        .lock()
        .get(&obj.0)
        .is_some_and(|m| m.owner == thread.lock_id)
}

/// `notify` (`all` = false) or `notifyAll`: IllegalMonitorStateException
/// unless the current thread owns the monitor.
pub fn notify(thread: &mut JavaThread, obj: ObjRef, all: bool) -> JResult<()> {
    if !holds_lock(thread, obj) {
        return Err(thread.throw_new("java/lang/IllegalMonitorStateException", Some(NOT_OWNER)));
    }
    let mut table = thread.vm.threads.monitors.inflated.lock();
    if let Some(monitor) = table.get_mut(&obj.0) {
        let count = if all {
            monitor.waiters.len()
        } else {
            monitor.waiters.len().min(1)
        };
        for waiter in monitor.waiters.drain(..count) {
            waiter.parker.notified.store(true, Ordering::Release);
            waiter.parker.unpark();
        }
    }
    Ok(())
}

/// `Object.wait(millis)` (0 = no timeout): releases the monitor, waits for a
/// notify, the timeout or an interrupt, and re-enters the monitor with its
/// previous count. InterruptedException if interrupted (and not notified).
pub fn wait(thread: &mut JavaThread, obj: ObjRef, millis: i64) -> JResult<()> {
    if millis < 0 {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("timeout value is negative"),
        ));
    }
    if !holds_lock(thread, obj) {
        return Err(thread.throw_new("java/lang/IllegalMonitorStateException", Some(NOT_OWNER)));
    }
    if thread.is_interrupted(true) {
        return Err(thread.throw_new("java/lang/InterruptedException", None));
    }
    let deadline =
        (millis > 0).then(|| Instant::now() + std::time::Duration::from_millis(millis as u64));
    let me = thread.lock_id;
    let parker = thread.parker;
    let saved_count;
    {
        let mut table = thread.vm.threads.monitors.inflated.lock();
        inflate(&mut table, obj);
        let monitor = table.get_mut(&obj.0).expect("inflated above");
        saved_count = monitor.count;
        monitor.owner = 0;
        monitor.count = 0;
        parker.notified.store(false, Ordering::Release);
        monitor.waiters.push_back(Waiter {
            lock_id: me,
            parker,
        });
        if let Some(next) = monitor.entrants.pop_front() {
            next.parker.unpark();
        }
    }
    let object = thread.thread_object;
    let fields = thread.vm.threads.fields();
    thread.blocking(|parker| loop {
        if parker.notified.load(Ordering::Acquire) {
            break;
        }
        if let Some(fields) = fields {
            if !object.is_null() {
                // SAFETY: as in threads::read_interrupted.
                let interrupted = unsafe {
                    std::ptr::read_volatile((object.0 + fields.interrupted) as *const u8)
                } != 0;
                if interrupted {
                    break;
                }
            }
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        parker.park(deadline);
    });
    // Leave the wait set if no notify took us out (timeout, interrupt).
    let notified = {
        let mut table = thread.vm.threads.monitors.inflated.lock();
        match table.get_mut(&obj.0) {
            Some(monitor) => {
                let before = monitor.waiters.len();
                monitor.waiters.retain(|w| w.lock_id != me);
                before == monitor.waiters.len()
            }
            // Deflated: a notify took us out and the monitor went idle.
            None => true,
        }
    };
    // Re-enter, inflated or (if the monitor deflated meanwhile) thin.
    enter_slow(thread, obj);
    {
        let mut table = thread.vm.threads.monitors.inflated.lock();
        if let Some(monitor) = table.get_mut(&obj.0) {
            monitor.count = saved_count;
        } else if let Some(word) = lock_word(obj) {
            // Re-entered thin (the monitor deflated meanwhile).
            if saved_count <= COUNT_MASK {
                word.store((me << 8) | saved_count, Ordering::Relaxed);
            } else {
                table.insert(
                    obj.0,
                    Monitor {
                        owner: me,
                        count: saved_count,
                        ..Default::default()
                    },
                );
                word.store(INFLATED, Ordering::Relaxed);
            }
        }
    }
    if !notified && thread.is_interrupted(true) {
        return Err(thread.throw_new("java/lang/InterruptedException", None));
    }
    Ok(())
}
