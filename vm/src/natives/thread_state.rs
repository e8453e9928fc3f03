//! `Thread.getState`'s view of a blocked thread: while a thread waits in
//! `Object.wait` or `Thread.sleep`, its `java.lang.Thread`'s `waitStatus`
//! field says WAITING or TIMED_WAITING, and BLOCKED while it waits to enter a
//! monitor another thread owns (the Java side turns started/alive and this
//! field into a `Thread.State`).
//!
//! ```text
//! natives/threads.rs: wait, sleep --while_blocked(thread, status, f)--> Thread.waitStatus = status;
//! runtime/monitors.rs: contended enter ---------------------------->    f(); waitStatus = 0
//! ```
//!
//! Only the thread itself writes its field (a plain int store, read racily by
//! `getState` as the JDK's status word is).

use crate::runtime::thread::JavaThread;
use std::sync::OnceLock;

/// Values of `Thread.waitStatus` (constants of Thread.java).
pub const WAITING: i32 = 1;
pub const TIMED_WAITING: i32 = 2;
pub const BLOCKED: i32 = 3;

/// Byte offset of `java.lang.Thread.waitStatus`, found once (process-wide:
/// the class comes from rvm's own library, the same in every VM).
fn status_offset(thread: &JavaThread) -> Option<usize> {
    static OFFSET: OnceLock<Option<usize>> = OnceLock::new();
    *OFFSET.get_or_init(|| {
        let class = thread.vm.loaded_class("java/lang/Thread")?;
        class.find_instance_field("waitStatus").map(|f| f.offset)
    })
}

/// Runs `f` (a blocking wait or sleep) with this thread's `waitStatus` set to `status`.
pub fn while_blocked<R>(
    thread: &mut JavaThread,
    status: i32,
    f: impl FnOnce(&mut JavaThread) -> R,
) -> R {
    let object = thread.thread_object;
    let offset = if object.is_null() {
        None
    } else {
        status_offset(thread)
    };
    if let Some(offset) = offset {
        object.write::<i32>(offset, status);
    }
    let result = f(thread);
    if let Some(offset) = offset {
        // The object does not move (non-moving collector), so the same address is still it.
        object.write::<i32>(offset, 0);
    }
    result
}
