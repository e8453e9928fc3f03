//! Natives of `java.lang.Thread` and the monitor methods of `java.lang.Object`
//! (wait, notify, notifyAll): thin shims over runtime/threads.rs (the VM
//! lock, thread start, parking) and runtime/monitors.rs.

use super::args::*;
use super::NativeRegistry;
use crate::runtime::monitors;
use crate::runtime::thread::{JResult, JavaThread};
use crate::runtime::threads::{self, Parker};
use std::time::{Duration, Instant};

fn object_notify(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    monitors::notify(thread, object(a, 0), false)?;
    Ok(0)
}

fn object_notify_all(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    monitors::notify(thread, object(a, 0), true)?;
    Ok(0)
}

fn object_wait(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let millis = long(a, 1);
    let status = if millis > 0 {
        super::thread_state::TIMED_WAITING
    } else {
        super::thread_state::WAITING
    };
    super::thread_state::while_blocked(thread, status, |thread| {
        monitors::wait(thread, object(a, 0), millis)
    })?;
    Ok(0)
}

fn current_thread(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(thread.thread_object.to_slot())
}

fn sleep(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let millis = long(a, 0);
    if millis < 0 {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("timeout value is negative"),
        ));
    }
    if thread.is_interrupted(true) {
        return Err(thread.throw_new("java/lang/InterruptedException", Some("sleep interrupted")));
    }
    if millis == 0 {
        thread.yield_now();
        return Ok(0);
    }
    let deadline = Instant::now().checked_add(Duration::from_millis(millis as u64));
    let woken =
        super::thread_state::while_blocked(thread, super::thread_state::TIMED_WAITING, |thread| {
            thread.sleep_until(deadline)
        });
    if woken && thread.is_interrupted(true) {
        return Err(thread.throw_new("java/lang/InterruptedException", Some("sleep interrupted")));
    }
    Ok(0)
}

fn yield_(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    thread.yield_now();
    Ok(0)
}

fn holds_lock(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let obj = object(a, 0);
    if obj.is_null() {
        return Err(thread.throw_npe());
    }
    Ok(ret_bool(monitors::holds_lock(thread, obj)))
}

fn start0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    match threads::start_thread(thread, object(a, 0)) {
        Ok(()) => Ok(0),
        Err(message) => Err(thread.throw_new("java/lang/OutOfMemoryError", Some(&message))),
    }
}

/// Wakes the thread if it is alive (its parker is in `eetop`); the caller
/// has set the `interrupted` field already.
fn interrupt0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let target = object(a, 0);
    if let Some(fields) = thread.vm.threads.fields() {
        let parker = target.read::<u64>(fields.eetop);
        if parker != 0 {
            // SAFETY: eetop holds a leaked `&'static Parker` (threads.rs).
            unsafe { &*(parker as *const Parker) }.unpark();
        }
    }
    Ok(0)
}

pub fn register(r: &mut NativeRegistry) {
    const OBJECT: &str = "java/lang/Object";
    r.register(OBJECT, "notify", "()V", object_notify);
    r.register(OBJECT, "notifyAll", "()V", object_notify_all);
    r.register(OBJECT, "wait", "(J)V", object_wait);

    const THREAD: &str = "java/lang/Thread";
    r.register(
        THREAD,
        "currentThread",
        "()Ljava/lang/Thread;",
        current_thread,
    );
    r.register(THREAD, "sleep", "(J)V", sleep);
    r.register(THREAD, "yield", "()V", yield_);
    r.register(THREAD, "holdsLock", "(Ljava/lang/Object;)Z", holds_lock);
    r.register(THREAD, "start0", "()V", start0);
    r.register(THREAD, "interrupt0", "()V", interrupt0);
}
