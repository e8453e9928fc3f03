//! Java threads: one OS thread per `java.lang.Thread`, and one VM lock (a
//! "GIL") so that exactly one of them runs Java code at a time. This module
//! owns the lock, the registry of threads the collector scans, thread start
//! and exit, parking (sleep, wait, contended monitors), and the hand-over of
//! the lock at yieldpoints. The reasons for this model are in docs/threads.md.
//!
//! ```text
//!            acquire (try; else wait QUANTUM, then request_yield(holder), repeat)
//!   thread ------------------------------------------------> holds the VM lock: runs Java,
//!     ^                                                        allocates, collects, compiles
//!     |  blocking(f): spill callee-saved registers + rsp         |
//!     |  into the JavaThread, release the lock, run f           | yieldpoint taken and a waiter
//!     |  (park: sleep / wait / monitor / join / stdin),         | asked: unlock_fair (the waiter
//!     +--reacquire <--------------------------------------------+ gets the lock), then acquire
//!
//! registry: every started, not yet exited JavaThread. The collector (run by the
//! lock holder) scans the others' slots, frame records, saved registers and
//! native stacks [saved rsp, stack base), and retires their TLABs.
//! ```
//!
//! Invariant: a thread that does not hold the VM lock never touches the Java
//! heap, its own `JavaThread` (except its parker), or any monitor; so whoever
//! holds the lock sees every other thread stopped at a known point with its
//! registers saved.
//!
//! `--threads=parallel` (experimental, docs/threads.md) has no VM lock:
//! "holding the lock" becomes "being in Java" (`JavaThread::state`), releasing
//! it becomes entering a safe state, and a thread that must see the others
//! stopped (the collector) stops them at their next yieldpoint
//! (runtime/safepoint.rs). The same invariant then holds for safe threads.

use crate::heap::ObjRef;
use crate::runtime::thread::JavaThread;
use parking_lot::lock_api::{RawMutex as _, RawMutexFair as _, RawMutexTimed as _};
use parking_lot::{Condvar, Mutex, RawMutex};
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long a thread that wants the VM lock lets the holder run before it
/// asks it (through its yieldpoint word) to hand the lock over.
pub const QUANTUM: Duration = Duration::from_millis(2);

/// Native stack of threads other than main (main has `-Xss`).
pub const THREAD_STACK_BYTES: usize = 64 << 20;

/// A thread's parking spot: the permit and condition variable it sleeps on
/// while blocked (contended monitor, wait, sleep), and whether a `notify`
/// chose it. Leaked (one per started thread), so a waker may keep a
/// reference after the thread ended.
pub struct Parker {
    permit: Mutex<bool>,
    condvar: Condvar,
    /// Set by notify/notifyAll when they remove this thread from a wait set.
    pub notified: AtomicBool,
}

impl Parker {
    fn new() -> &'static Parker {
        Box::leak(Box::new(Parker {
            permit: Mutex::new(false),
            condvar: Condvar::new(),
            notified: AtomicBool::new(false),
        }))
    }

    /// Sleeps until `unpark` (or a permit left by an earlier one) or the
    /// deadline; may also return spuriously, so callers loop on their condition.
    pub fn park(&self, deadline: Option<Instant>) {
        let mut permit = self.permit.lock();
        if !*permit {
            match deadline {
                Some(d) => {
                    self.condvar.wait_until(&mut permit, d);
                }
                None => self.condvar.wait(&mut permit),
            }
        }
        *permit = false;
    }

    pub fn unpark(&self) {
        *self.permit.lock() = true;
        self.condvar.notify_one();
    }
}

/// `*mut JavaThread` that may sit in the shared registry (see the module
/// invariant for who may dereference it).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct ThreadPtr(pub(crate) *mut JavaThread);
// SAFETY: the pointer is only dereferenced by the VM-lock holder or a thread
// that stopped the world (the thread it points to is then stopped), or under
// the registry lock (yield requests, safepoint requests).
unsafe impl Send for ThreadPtr {}

/// Field offsets of `java.lang.Thread` the VM reads and writes.
#[derive(Clone, Copy)]
pub struct ThreadFields {
    pub name: usize,
    pub daemon: usize,
    pub interrupted: usize,
    pub alive: usize,
    pub eetop: usize,
}

pub struct Threads {
    gil: RawMutex,
    /// The lock holder (null while nobody holds it or it is handing over).
    holder: AtomicPtr<JavaThread>,
    /// Threads waiting for the lock.
    wanting: AtomicUsize,
    /// A waiter has waited a quantum and asks the holder to hand over.
    pub(crate) yield_requested: AtomicBool,
    pub(crate) registry: Mutex<Vec<ThreadPtr>>,
    /// Started non-daemon threads that have not ended (main included).
    non_daemon: Mutex<usize>,
    non_daemon_ended: Condvar,
    next_lock_id: AtomicU32,
    /// Bumped when a class initialization ends (JLS 12.4.2 step 2 waiters).
    init_generation: Mutex<u64>,
    init_done: Condvar,
    fields: std::sync::OnceLock<ThreadFields>,
    pub monitors: crate::runtime::monitors::MonitorTable,
    /// Stopping the world (runtime/safepoint.rs).
    pub safepoints: crate::runtime::safepoint::Safepoints,
    /// Blocks and contended monitor enters of ended threads (`--stats`).
    pub(crate) blocks_total: std::sync::atomic::AtomicU64,
    pub(crate) contended_enters_total: std::sync::atomic::AtomicU64,
}

impl Default for Threads {
    fn default() -> Self {
        Self::new()
    }
}

impl Threads {
    pub fn new() -> Threads {
        Threads {
            gil: RawMutex::INIT,
            holder: AtomicPtr::new(std::ptr::null_mut()),
            wanting: AtomicUsize::new(0),
            yield_requested: AtomicBool::new(false),
            registry: Mutex::new(Vec::new()),
            non_daemon: Mutex::new(0),
            non_daemon_ended: Condvar::new(),
            next_lock_id: AtomicU32::new(1),
            init_generation: Mutex::new(0),
            init_done: Condvar::new(),
            fields: std::sync::OnceLock::new(),
            monitors: Default::default(),
            safepoints: Default::default(),
            blocks_total: Default::default(),
            contended_enters_total: Default::default(),
        }
    }

    /// A fresh parker and monitor-owner id for a new thread.
    pub(crate) fn new_identity(&self) -> (&'static Parker, u32) {
        (
            Parker::new(),
            self.next_lock_id.fetch_add(1, Ordering::Relaxed),
        )
    }

    pub fn fields(&self) -> Option<ThreadFields> {
        self.fields.get().copied()
    }

    /// Makes `thread` known to the collector (and, under MMTk, gives it a
    /// mutator). `thread` must stay at this address until `unregister`.
    pub(crate) fn register(&self, thread: *mut JavaThread) {
        let mut registry = self.registry.lock();
        crate::heap::bind_mutator(thread);
        registry.push(ThreadPtr(thread));
    }

    fn unregister(&self, thread: *mut JavaThread) {
        let mut registry = self.registry.lock();
        crate::heap::destroy_mutator(thread);
        registry.retain(|p| p.0 != thread);
        // Under the registry lock, so that a yield request never writes to a
        // thread that is being freed (see request_yield_of_holder).
        let _ = self.holder.compare_exchange(
            thread,
            std::ptr::null_mut(),
            Ordering::AcqRel,
            Ordering::Relaxed,
        );
    }

    fn request_yield_of_holder(&self) {
        let _registry = self.registry.lock();
        let holder = self.holder.load(Ordering::Acquire);
        if !holder.is_null() {
            self.yield_requested.store(true, Ordering::Release);
            // SAFETY: the holder is registered (it unregisters, clearing
            // `holder`, under the registry lock we hold), so it is alive.
            request_yield(unsafe { &*holder });
        }
    }
}

/// Asks `thread` to take its next yieldpoint: the one place where threading
/// writes the yieldpoint word (+1: every yieldpoint is taken).
pub fn request_yield(thread: &JavaThread) {
    thread.request_all_yieldpoints();
}

/// Called first thing when a yieldpoint is taken: hands the VM lock over if
/// another thread has been waiting for it for a quantum; with
/// `--threads=parallel`, stops here while a safepoint is pending.
#[inline]
pub fn yieldpoint(thread: &mut JavaThread) {
    if thread.vm.options.parallel_threads {
        crate::runtime::safepoint::poll(thread);
        return;
    }
    let threads = &thread.vm.threads;
    if threads.yield_requested.load(Ordering::Acquire)
        && threads.wanting.load(Ordering::Acquire) > 0
    {
        threads.yield_requested.store(false, Ordering::Release);
        thread.hand_over();
    }
}

impl JavaThread {
    /// Takes the VM lock (blocking). Waits a quantum at a time, asking the
    /// holder to hand over after each. With `--threads=parallel`: enters
    /// Java (waiting while a safepoint is pending).
    pub fn acquire_vm_lock(&mut self) {
        if self.vm.options.parallel_threads {
            self.enter_java();
            return;
        }
        let threads = &self.vm.threads;
        if !threads.gil.try_lock() {
            threads.wanting.fetch_add(1, Ordering::AcqRel);
            while !threads.gil.try_lock_for(QUANTUM) {
                threads.request_yield_of_holder();
            }
            threads.wanting.fetch_sub(1, Ordering::AcqRel);
        }
        threads
            .holder
            .store(self as *mut JavaThread, Ordering::Release);
    }

    /// Records where this thread stops (registers, stack pointer) so the
    /// collector can scan it while it does not hold the VM lock.
    #[inline(never)]
    pub(crate) fn save_native_state(&mut self) {
        self.parked_registers = crate::heap::gc::spill_registers();
        self.parked_sp = crate::heap::gc::current_stack_pointer();
    }

    /// Runs `f` without the VM lock (a blocking operation: `f` must not touch
    /// the Java heap or this thread's state), then takes the lock back.
    /// Counts the block and records its start time for the profiler.
    #[inline(never)]
    pub fn blocking<R>(&mut self, f: impl FnOnce(&'static Parker) -> R) -> R {
        self.save_native_state();
        self.blocked_count += 1;
        self.blocked_since_tsc = rvm_profiler::rdtsc();
        // Not a running thread for the timer any more (Lee 2015 §2.3).
        crate::runtime::profiling::thread_blocked(self);
        let parker = self.parker;
        if self.vm.options.parallel_threads {
            self.leave_java();
        } else {
            let threads = &self.vm.threads;
            threads
                .holder
                .store(std::ptr::null_mut(), Ordering::Release);
            // SAFETY: this thread holds the lock (every caller runs Java code).
            unsafe { threads.gil.unlock() };
        }
        let result = f(parker);
        self.acquire_vm_lock();
        self.blocked_since_tsc = 0;
        // A tick missed while blocked is taken now, its latency counting the wait.
        crate::runtime::profiling::thread_resumed(self);
        result
    }

    /// Runs `f`, which must not touch the Java heap or this thread's state
    /// (a long runtime job: an optimizing compilation), in a safe state
    /// with `--threads=parallel`, so that safepoints need not wait for it.
    /// Under the VM lock it runs holding the lock, as before. Unlike
    /// [`JavaThread::blocking`], the profiler still counts the thread as
    /// running.
    pub fn outside_java<R>(&mut self, f: impl FnOnce() -> R) -> R {
        if !self.vm.options.parallel_threads {
            return f();
        }
        self.leave_java();
        let result = f();
        self.enter_java();
        result
    }

    /// Gives the lock to a thread waiting for it (fair hand-over), then waits
    /// for it again.
    #[inline(never)]
    pub fn hand_over(&mut self) {
        self.save_native_state();
        let threads = &self.vm.threads;
        threads
            .holder
            .store(std::ptr::null_mut(), Ordering::Release);
        // SAFETY: this thread holds the lock.
        unsafe { threads.gil.unlock_fair() };
        // unlock_fair hands the lock to a parked waiter; a waiter that is
        // between two timed attempts is not parked, so the lock is simply
        // free: do not take it back before it had its chance.
        let give_up = Instant::now() + QUANTUM;
        while threads.wanting.load(Ordering::Acquire) > 0
            && !threads.gil.is_locked()
            && Instant::now() < give_up
        {
            std::thread::yield_now();
        }
        self.acquire_vm_lock();
    }

    /// `Thread.yield()`: hand over if anybody waits.
    pub fn yield_now(&mut self) {
        if self.vm.options.parallel_threads {
            self.leave_java();
            std::thread::yield_now();
            self.enter_java();
            return;
        }
        if self.vm.threads.wanting.load(Ordering::Acquire) > 0 {
            self.hand_over();
        }
    }

    /// Parks until `deadline` (None: forever) or until interrupted; returns
    /// true if interrupted (the flag is left set). `Thread.sleep`.
    pub fn sleep_until(&mut self, deadline: Option<Instant>) -> bool {
        let object = self.thread_object;
        let Some(fields) = self.vm.threads.fields() else {
            self.blocking(|_| {
                if let Some(d) = deadline {
                    std::thread::sleep(d.saturating_duration_since(Instant::now()))
                }
            });
            return false;
        };
        self.blocking(|parker| loop {
            if read_interrupted(object, fields) {
                return true;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return false;
            }
            parker.park(deadline);
        })
    }

    /// The `interrupted` field of this thread's `java.lang.Thread`; with
    /// `clear`, resets it (what sleep and wait do before throwing).
    pub fn is_interrupted(&self, clear: bool) -> bool {
        let Some(fields) = self.vm.threads.fields() else {
            return false;
        };
        if self.thread_object.is_null() {
            return false;
        }
        let set = read_interrupted(self.thread_object, fields);
        if set && clear {
            self.thread_object.write::<u8>(fields.interrupted, 0);
        }
        set
    }

    /// Waits (without the VM lock) until `class` is no longer being
    /// initialized by another thread (JLS 12.4.2 step 2); the caller
    /// rechecks the state. The state is read under the generation lock that
    /// [`class_initialization_ended`] takes after the initializer stored the
    /// final state, so the wake-up cannot be missed.
    pub(crate) fn wait_for_class_initialization(&mut self, class: &'static crate::class::Class) {
        let threads = &self.vm.threads;
        self.blocking(|_| {
            let mut generation = threads.init_generation.lock();
            while class.init_state.load(Ordering::Acquire) == crate::class::init_state::IN_PROGRESS
            {
                threads.init_done.wait(&mut generation);
            }
        });
    }
}

/// Wakes the threads waiting for some class initialization to end (called
/// after the class's final state is stored).
pub(crate) fn class_initialization_ended(vm: &crate::runtime::Vm) {
    let threads = &vm.threads;
    *threads.init_generation.lock() += 1;
    threads.init_done.notify_all();
}

/// Reads `Thread.interrupted` (a Java boolean) without the VM lock: a byte
/// written under the lock by `interrupt()`, which then unparks the thread
/// (the parker's mutex orders the two).
fn read_interrupted(object: ObjRef, fields: ThreadFields) -> bool {
    // SAFETY: the Thread object is reachable from its JavaThread (a root) and
    // never moves; a volatile byte read of one of its fields.
    unsafe { std::ptr::read_volatile((object.0 + fields.interrupted) as *const u8) != 0 }
}

// ---------------------------------------------------------------------------
// Start and exit

/// Records the layout of `java.lang.Thread` (once, at boot).
pub(crate) fn record_thread_fields(
    vm: &crate::runtime::Vm,
    class: &'static crate::class::Class,
) -> Result<(), String> {
    let field = |name: &str| {
        class
            .find_instance_field(name)
            .map(|f| f.offset)
            .ok_or_else(|| format!("class library: java.lang.Thread.{name} is missing"))
    };
    let fields = ThreadFields {
        name: field("name")?,
        daemon: field("daemon")?,
        interrupted: field("interrupted")?,
        alive: field("alive")?,
        eetop: field("eetop")?,
    };
    let _ = vm.threads.fields.set(fields);
    Ok(())
}

/// Creates main's `java.lang.Thread` (named "main") at boot, after the VM
/// lock is held, and counts main as a running non-daemon thread.
pub(crate) fn attach_main_thread_object(thread: &mut JavaThread) -> Result<(), String> {
    let vm = thread.vm;
    let class = crate::class::loader::load_class(vm, "java/lang/Thread")
        .map_err(|e| format!("cannot boot threads: {e}"))?;
    record_thread_fields(vm, class)?;
    let fields = vm.threads.fields().ok_or("java.lang.Thread fields")?;
    let constructor = class
        .declared_method("<init>", "(Ljava/lang/String;Z)V")
        .ok_or("class library: java.lang.Thread(String, boolean) is missing")?;
    let build = |thread: &mut JavaThread| -> crate::runtime::JResult<ObjRef> {
        crate::class::init::ensure_initialized(thread, class)?;
        let object = thread.new_object(class)?;
        let name = crate::runtime::strings::new_string(thread, "main")?;
        crate::interp::invoke(thread, constructor, &[object.to_slot(), name.to_slot(), 1])?;
        Ok(object)
    };
    let object = build(thread).map_err(|_| {
        let e = thread.take_exception();
        format!(
            "cannot create the main thread: {}",
            crate::runtime::exceptions::describe(thread, e)
        )
    })?;
    object.write::<u64>(fields.eetop, thread.parker as *const Parker as u64);
    thread.thread_object = object;
    non_daemon_started(vm);
    Ok(())
}

/// Counts a non-daemon thread that starts (main at boot, others in `start0`).
pub(crate) fn non_daemon_started(vm: &crate::runtime::Vm) {
    *vm.threads.non_daemon.lock() += 1;
}

fn non_daemon_ended(vm: &crate::runtime::Vm) {
    let mut count = vm.threads.non_daemon.lock();
    *count = count.saturating_sub(1);
    vm.threads.non_daemon_ended.notify_all();
}

impl JavaThread {
    /// The end of a thread's Java life (main or started): marks its Thread
    /// object dead and wakes joiners (`notifyAll` under its monitor, as
    /// HotSpot's `ensure_join`), and stops counting it as a non-daemon.
    pub fn end_java_thread(&mut self) {
        let threads = &self.vm.threads;
        threads
            .blocks_total
            .fetch_add(self.blocked_count, Ordering::Relaxed);
        threads
            .contended_enters_total
            .fetch_add(self.contended_enters, Ordering::Relaxed);
        let object = self.thread_object;
        if let (false, Some(fields)) = (object.is_null(), self.vm.threads.fields()) {
            let daemon = object.read::<u8>(fields.daemon) != 0;
            // Entering our own Thread's monitor may block (a joiner holding it
            // in join's synchronized prologue); it cannot fail.
            crate::runtime::monitors::enter(self, object);
            object.write::<u8>(fields.alive, 0);
            object.write::<u64>(fields.eetop, 0);
            let _ = crate::runtime::monitors::notify(self, object, true);
            let _ = crate::runtime::monitors::exit(self, object);
            if !daemon {
                non_daemon_ended(self.vm);
            }
        }
    }

    /// Main, at the end of `main`: waits until every non-daemon thread ended
    /// (the VM lock is released meanwhile and taken back at the end, and kept:
    /// daemon threads never run again).
    pub fn wait_for_non_daemon_threads(&mut self) {
        let threads = &self.vm.threads;
        self.blocking(|_| {
            let mut count = threads.non_daemon.lock();
            while *count > 0 {
                threads.non_daemon_ended.wait(&mut count);
            }
        });
    }
}

/// Starts the OS thread for a `java.lang.Thread` (`Thread.start0`). The new
/// thread's JavaThread is created and registered here, with the Thread object
/// as a root, so that the object stays alive before the thread first runs.
pub(crate) fn start_thread(starter: &mut JavaThread, object: ObjRef) -> Result<(), String> {
    let vm = starter.vm;
    let fields = vm
        .threads
        .fields()
        .ok_or("java.lang.Thread is not booted")?;
    let mut thread = Box::new(JavaThread::attach(vm, THREAD_STACK_BYTES, 0));
    thread.thread_object = object;
    let daemon = object.read::<u8>(fields.daemon) != 0;
    object.write::<u64>(fields.eetop, thread.parker as *const Parker as u64);
    object.write::<u8>(fields.alive, 1);
    if !daemon {
        non_daemon_started(vm);
    }
    let raw = Box::into_raw(thread);
    if vm.options.parallel_threads {
        // A thread stopping the world holds the registry: wait for it safely.
        starter.leave_java();
        vm.threads.register(raw);
        starter.enter_java();
    } else {
        vm.threads.register(raw);
    }
    let pointer = ThreadPtr(raw);
    let name = format!(
        "java-{}",
        starter.vm.threads.next_lock_id.load(Ordering::Relaxed)
    );
    let spawned = std::thread::Builder::new()
        .name(name)
        .stack_size(THREAD_STACK_BYTES)
        .spawn(move || {
            let pointer = pointer;
            let stack_base = crate::heap::gc::current_stack_pointer();
            run_started_thread(pointer.0, stack_base);
        });
    if let Err(e) = spawned {
        vm.threads.unregister(raw);
        // SAFETY: `raw` came from Box::into_raw above and no thread uses it.
        drop(unsafe { Box::from_raw(raw) });
        object.write::<u8>(fields.alive, 0);
        object.write::<u64>(fields.eetop, 0);
        if !daemon {
            non_daemon_ended(vm);
        }
        return Err(format!("unable to create native thread: {e}"));
    }
    Ok(())
}

#[inline(never)]
fn run_started_thread(raw: *mut JavaThread, stack_base: usize) {
    // SAFETY: the JavaThread was leaked for this OS thread in start_thread;
    // only this thread uses it mutably (others read it under the VM lock
    // while this one is blocked).
    let thread = unsafe { &mut *raw };
    thread.set_native_stack(stack_base, THREAD_STACK_BYTES);
    thread.acquire_vm_lock();
    // On this OS thread, so that a hardware call counter counts this thread.
    crate::runtime::profiling::attach_thread(thread);
    let object = thread.thread_object;
    let run = crate::class::resolve::find_virtual(object.class(), "run", "()V");
    if let Some(run) = run {
        if crate::interp::invoke(thread, run, &[object.to_slot()]).is_err() {
            let exception = thread.take_exception();
            dispatch_uncaught(thread, object, exception);
        }
    }
    // Flush this thread's samples before main can see it end and finish the
    // profile.
    crate::runtime::profiling::detach_thread(thread);
    crate::runtime::instrumentation::detach_thread(thread);
    thread.end_java_thread();
    thread.flush_allocation_counts();
    thread.retire_tlab();
    let vm = thread.vm;
    if vm.options.parallel_threads {
        // Safe from here on: unregistering waits while the world is stopped.
        thread.leave_java();
        vm.threads.unregister(raw);
    } else {
        vm.threads.unregister(raw);
        // SAFETY: this thread holds the lock.
        unsafe { vm.threads.gil.unlock() };
    }
    // SAFETY: unregistered, so no other thread reaches it any more.
    drop(unsafe { Box::from_raw(raw) });
}

/// An exception ended a thread's `run`: the Thread's handler, if the program
/// set one (`Thread.dispatchUncaughtException` returns true), else
/// `Exception in thread "NAME" ` and the stack trace, as ThreadGroup does.
pub(crate) fn dispatch_uncaught(thread: &mut JavaThread, object: ObjRef, exception: ObjRef) {
    let thread_class = crate::class::loader::load_class(thread.vm, "java/lang/Thread").ok();
    if let Some(dispatch) = thread_class
        .and_then(|c| c.declared_method("dispatchUncaughtException", "(Ljava/lang/Throwable;)Z"))
    {
        match crate::interp::invoke(thread, dispatch, &[object.to_slot(), exception.to_slot()]) {
            Ok(1) => return,
            Ok(_) => {}
            // The handler threw: HotSpot ignores that exception.
            Err(_) => {
                thread.take_exception();
                return;
            }
        }
    }
    let name = thread_name(thread, object);
    crate::runtime::exceptions::report_uncaught(thread, exception, &name);
}

/// The `name` field of a Thread object as a Rust string.
pub fn thread_name(thread: &JavaThread, object: ObjRef) -> String {
    let Some(fields) = thread.vm.threads.fields() else {
        return "main".to_string();
    };
    let name = ObjRef(object.read::<usize>(fields.name));
    if name.is_null() {
        return "null".to_string();
    }
    crate::runtime::strings::to_rust_string(thread, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unpark_before_park_leaves_a_permit() {
        let parker = Parker::new();
        parker.unpark();
        let started = Instant::now();
        parker.park(Some(Instant::now() + Duration::from_secs(5)));
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "the permit should make park return at once"
        );
    }

    #[test]
    fn park_returns_at_its_deadline() {
        let parker = Parker::new();
        let started = Instant::now();
        parker.park(Some(Instant::now() + Duration::from_millis(20)));
        assert!(started.elapsed() >= Duration::from_millis(20));
    }

    #[test]
    fn unpark_from_another_thread_wakes_a_parked_thread() {
        let parker = Parker::new();
        let waker = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(10));
            parker.unpark();
        });
        let started = Instant::now();
        parker.park(None);
        assert!(started.elapsed() < Duration::from_secs(5));
        waker.join().expect("waker thread");
    }
}
