//! `java.nio.file.WatchService` natives (class `sun/nio/fs/RvmInotify`): Linux inotify(7).
//!
//! ```text
//! RvmWatchService (Java) --> init0 --> a handle (a key into WATCHERS, never an fd number)
//!     Path.register --> addWatch0(handle, path, mask) --> inotify_add_watch --> watch descriptor
//!     WatchKey.cancel --> rmWatch0(handle, wd)
//!     take/poll --> read0(handle, buf, millis): one poll(2) of at most a slice without the
//!         VM lock, then read(2) of whole `struct inotify_event`s into buf; Java parses them
//!         (wd, mask, cookie, len, name), maps the masks to ENTRY_CREATE/DELETE/MODIFY and
//!         queues the keys
//!     close0(handle) closes the descriptor; a later read0 answers -1
//! ```

use super::args::{int, object, ret_int};
use super::net::{errno, os_error_text};
use super::NativeRegistry;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread, Thrown};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::ffi::CString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;

// Process-wide, as the socket and zlib tables: Java objects hold only the handle.
static WATCHERS: Mutex<Option<HashMap<i32, Arc<OwnedFd>>>> = Mutex::new(None);
static NEXT_HANDLE: AtomicI32 = AtomicI32::new(1);

/// The longest one `read0` waits, so that `close` from another thread ends a `take` soon.
const SLICE_MILLIS: i32 = 20;

fn throw_errno(thread: &mut JavaThread, code: i32, path: Option<&str>) -> Thrown {
    let text = os_error_text(code);
    match (code, path) {
        (libc::ENOENT, Some(p)) => thread.throw_new("java/nio/file/NoSuchFileException", Some(p)),
        (libc::ENOTDIR, Some(p)) => {
            thread.throw_new("java/nio/file/NotDirectoryException", Some(p))
        }
        (libc::EACCES, Some(p)) => thread.throw_new("java/nio/file/AccessDeniedException", Some(p)),
        _ => thread.throw_new("java/io/IOException", Some(&text)),
    }
}

fn watcher(handle: i32) -> Option<Arc<OwnedFd>> {
    WATCHERS
        .lock()
        .as_ref()
        .and_then(|map| map.get(&handle).cloned())
}

/// `static int init0()`: a new inotify instance.
fn init0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    // SAFETY: inotify_init1(2) with valid flags; the result is checked.
    let fd = unsafe { libc::inotify_init1(libc::IN_CLOEXEC | libc::IN_NONBLOCK) };
    if fd < 0 {
        return Err(throw_errno(thread, errno(), None));
    }
    // SAFETY: fd is a descriptor we just opened and own.
    let owned = unsafe { OwnedFd::from_raw_fd(fd) };
    let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
    WATCHERS
        .lock()
        .get_or_insert_with(HashMap::new)
        .insert(handle, Arc::new(owned));
    Ok(ret_int(handle))
}

fn closed(thread: &mut JavaThread) -> Thrown {
    thread.throw_new("java/nio/file/ClosedWatchServiceException", None)
}

/// `static int addWatch0(int handle, String path, int mask)`: the watch descriptor.
fn add_watch0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let Some(fd) = watcher(int(a, 0)) else {
        return Err(closed(thread));
    };
    let path = strings::to_rust_string(thread, object(a, 1));
    let Ok(c_path) = CString::new(path.as_bytes()) else {
        return Err(thread.throw_new("java/nio/file/NoSuchFileException", Some(&path)));
    };
    // SAFETY: inotify_add_watch(2) with a NUL-terminated path; the result is checked.
    let wd = unsafe { libc::inotify_add_watch(fd.as_raw_fd(), c_path.as_ptr(), int(a, 2) as u32) };
    if wd < 0 {
        return Err(throw_errno(thread, errno(), Some(&path)));
    }
    Ok(ret_int(wd))
}

/// `static void rmWatch0(int handle, int wd)`: errors (the watch already gone) are ignored.
fn rm_watch0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    if let Some(fd) = watcher(int(a, 0)) {
        // SAFETY: inotify_rm_watch(2) on our descriptor.
        unsafe { libc::inotify_rm_watch(fd.as_raw_fd(), int(a, 1)) };
    }
    Ok(0)
}

/// `static int read0(int handle, byte[] buf, int millis)`: bytes of events read into buf,
/// 0 if none came within min(millis, a slice), -1 once the service is closed.
fn read0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let Some(fd) = watcher(int(a, 0)) else {
        return Ok(ret_int(-1));
    };
    let buf = object(a, 1);
    let capacity = buf.array_length() as usize;
    let millis = int(a, 2).clamp(0, SLICE_MILLIS);
    let raw = fd.as_raw_fd();
    let mut pfd = libc::pollfd {
        fd: raw,
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: poll(2) on one valid pollfd, without the VM lock (no heap access inside).
    let ready = thread.blocking(|_| unsafe { libc::poll(&mut pfd, 1, millis) });
    if ready <= 0 {
        return Ok(0);
    }
    let mut bytes = vec![0u8; capacity];
    // SAFETY: read(2) into our own vector of `capacity` bytes (non-blocking descriptor).
    let n = unsafe { libc::read(raw, bytes.as_mut_ptr() as *mut libc::c_void, capacity) };
    if n < 0 {
        let code = errno();
        if code == libc::EAGAIN || code == libc::EINTR {
            return Ok(0);
        }
        return Err(throw_errno(thread, code, None));
    }
    let n = n as usize;
    buf.array_slice_mut::<u8>()[..n].copy_from_slice(&bytes[..n]);
    Ok(ret_int(n as i32))
}

/// `static void close0(int handle)`: drops the table's descriptor (closed when the last user ends).
fn close0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    if let Some(map) = WATCHERS.lock().as_mut() {
        map.remove(&int(a, 0));
    }
    Ok(0)
}

pub fn register(r: &mut NativeRegistry) {
    const INOTIFY: &str = "sun/nio/fs/RvmInotify";
    r.register(INOTIFY, "init0", "()I", init0);
    r.register(INOTIFY, "addWatch0", "(ILjava/lang/String;I)I", add_watch0);
    r.register(INOTIFY, "rmWatch0", "(II)V", rm_watch0);
    r.register(INOTIFY, "read0", "(I[BI)I", read0);
    r.register(INOTIFY, "close0", "(I)V", close0);
}
