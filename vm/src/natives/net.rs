//! `java.net.RvmNet` natives: TCP and UDP sockets on the OS's socket calls.
//!
//! ```text
//! Socket / ServerSocket / DatagramSocket (Java)
//!     --> RvmNet.socket0 --> a handle (a key into SOCKETS, never an fd number)
//!     --> bind0 / listen0 / connect0 / accept0 / read0 / write0 / sendTo0 / receive0
//!         on the handle's descriptor; close0 marks it closed and drops it from the table
//! ```
//!
//! A `Pipe` is a Unix-domain socket pair (`socketPair0`), two handles like any other.
//!
//! Non-blocking channels use the same calls with a negative timeout (look once, never
//! wait), plus `connectNow0`/`finishConnect0`/`writeSome0`; a `Selector` is `poll0`, one
//! poll(2) over many handles for at most a slice, without the VM lock.
//!
//! Sockets are IPv6 with `IPV6_V6ONLY` off (dual stack, as the JDK makes them), or IPv4
//! when the OS has no IPv6; Java passes addresses as 4 or 16 bytes and gets IPv4-mapped
//! addresses back as 4 bytes. Every wait (accept, connect, read, receive) is a `poll`
//! run without the VM lock, in slices, so a `close` from another thread ends it with
//! `SocketException: Socket closed` as in the JDK. Errors become the JDK's exception
//! classes with the OS's text (`ConnectException: Connection refused`).

use super::args::{int, object, ret_int};
use super::NativeRegistry;
use crate::class::BasicType;
use crate::heap::ObjRef;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Sock {
    fd: OwnedFd,
    ipv6: bool,
    closed: AtomicBool,
}

// Process-wide, not in `Vm`: the handles name OS sockets, which belong to
// the process; Java objects hold only the integer handle.
static SOCKETS: Mutex<Option<HashMap<i32, Arc<Sock>>>> = Mutex::new(None);
static NEXT_HANDLE: AtomicI32 = AtomicI32::new(1);

/// How long one `poll` waits before looking whether the socket was closed.
const SLICE: Duration = Duration::from_millis(20);

pub(super) fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// The OS's text for an error code, without Rust's " (os error N)" suffix.
pub(super) fn os_error_text(code: i32) -> String {
    let text = std::io::Error::from_raw_os_error(code).to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// The JDK's exception class for a failed socket call (its `Net.c` mapping).
fn throw_errno(thread: &mut JavaThread, code: i32) -> crate::runtime::thread::Thrown {
    let class = match code {
        libc::ECONNREFUSED | libc::ETIMEDOUT | libc::ENOTCONN => "java/net/ConnectException",
        libc::EHOSTUNREACH => "java/net/NoRouteToHostException",
        libc::EADDRINUSE | libc::EADDRNOTAVAIL | libc::EACCES => "java/net/BindException",
        libc::EPROTO => "java/net/ProtocolException",
        _ => "java/net/SocketException",
    };
    let message = os_error_text(code);
    thread.throw_new(class, Some(&message))
}

fn socket_closed(thread: &mut JavaThread) -> crate::runtime::thread::Thrown {
    thread.throw_new("java/net/SocketException", Some("Socket closed"))
}

fn sock_of(thread: &mut JavaThread, handle: i32) -> JResult<Arc<Sock>> {
    let sock = SOCKETS
        .lock()
        .as_ref()
        .and_then(|map| map.get(&handle).cloned());
    match sock {
        Some(sock) if !sock.closed.load(Ordering::Acquire) => Ok(sock),
        _ => Err(socket_closed(thread)),
    }
}

fn set_int_option(fd: RawFd, level: i32, name: i32, value: i32) -> i32 {
    // SAFETY: setsockopt reads one c_int through a valid pointer.
    unsafe {
        libc::setsockopt(
            fd,
            level,
            name,
            &value as *const i32 as *const libc::c_void,
            std::mem::size_of::<i32>() as libc::socklen_t,
        )
    }
}

/// `socket0(stream)`: a new socket, IPv6 dual stack if the OS allows, else IPv4.
fn socket0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let kind = if int(a, 0) != 0 {
        libc::SOCK_STREAM
    } else {
        libc::SOCK_DGRAM
    } | libc::SOCK_CLOEXEC;
    // SAFETY: plain socket(2) calls; the result is checked.
    let mut fd = unsafe { libc::socket(libc::AF_INET6, kind, 0) };
    let mut ipv6 = true;
    if fd >= 0 {
        set_int_option(fd, libc::IPPROTO_IPV6, libc::IPV6_V6ONLY, 0);
    } else {
        // SAFETY: as above.
        fd = unsafe { libc::socket(libc::AF_INET, kind, 0) };
        ipv6 = false;
    }
    if fd < 0 {
        return Err(throw_errno(thread, errno()));
    }
    // SAFETY: fd is a fresh descriptor we own.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    Ok(ret_int(insert_sock(fd, ipv6)))
}

/// A socket address for `sock`'s family from 4 or 16 address bytes.
fn sockaddr(
    thread: &mut JavaThread,
    sock: &Sock,
    address: &[u8],
    port: i32,
) -> JResult<(libc::sockaddr_storage, libc::socklen_t)> {
    // SAFETY: sockaddr_storage is plain data; all zeroes is a valid value.
    let mut storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let port = (port as u16).to_be();
    let mapped_v4 = |a: &[u8]| {
        a.len() == 16 && a[..10].iter().all(|&b| b == 0) && a[10] == 0xff && a[11] == 0xff
    };
    if sock.ipv6 {
        let mut bytes = [0u8; 16];
        match address.len() {
            // The IPv4 wildcard binds the dual-stack wildcard `::`, as the JDK does.
            4 if address == [0, 0, 0, 0] => {}
            4 => {
                bytes[10] = 0xff;
                bytes[11] = 0xff;
                bytes[12..].copy_from_slice(address);
            }
            _ => bytes.copy_from_slice(&address[..16]),
        }
        // SAFETY: sockaddr_storage is large enough and aligned for sockaddr_in6.
        let sin6 = unsafe { &mut *(&mut storage as *mut _ as *mut libc::sockaddr_in6) };
        sin6.sin6_family = libc::AF_INET6 as libc::sa_family_t;
        sin6.sin6_port = port;
        sin6.sin6_addr.s6_addr = bytes;
        Ok((
            storage,
            std::mem::size_of::<libc::sockaddr_in6>() as libc::socklen_t,
        ))
    } else {
        let v4: [u8; 4] = match address.len() {
            4 => address.try_into().unwrap(),
            16 if mapped_v4(address) => address[12..].try_into().unwrap(),
            _ => {
                return Err(thread.throw_new(
                    "java/net/SocketException",
                    Some("Protocol family unavailable"),
                ))
            }
        };
        // SAFETY: as above, for sockaddr_in.
        let sin = unsafe { &mut *(&mut storage as *mut _ as *mut libc::sockaddr_in) };
        sin.sin_family = libc::AF_INET as libc::sa_family_t;
        sin.sin_port = port;
        sin.sin_addr.s_addr = u32::from_ne_bytes(v4);
        Ok((
            storage,
            std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t,
        ))
    }
}

/// Address bytes (4 for IPv4 and IPv4-mapped, else 16) and port of a socket address.
fn decode(storage: &libc::sockaddr_storage) -> (Vec<u8>, i32) {
    if storage.ss_family as i32 == libc::AF_INET6 {
        // SAFETY: the family says this is a sockaddr_in6.
        let sin6 = unsafe { &*(storage as *const _ as *const libc::sockaddr_in6) };
        let bytes = sin6.sin6_addr.s6_addr;
        let port = u16::from_be(sin6.sin6_port) as i32;
        if bytes[..10].iter().all(|&b| b == 0) && bytes[10] == 0xff && bytes[11] == 0xff {
            (bytes[12..].to_vec(), port)
        } else {
            (bytes.to_vec(), port)
        }
    } else {
        // SAFETY: the family says this is a sockaddr_in.
        let sin = unsafe { &*(storage as *const _ as *const libc::sockaddr_in) };
        (
            sin.sin_addr.s_addr.to_ne_bytes().to_vec(),
            u16::from_be(sin.sin_port) as i32,
        )
    }
}

fn byte_array(thread: &mut JavaThread, bytes: &[u8]) -> JResult<ObjRef> {
    let array_class = thread.primitive_array_class(BasicType::Byte)?;
    let array = thread.new_array(array_class, bytes.len() as i32)?;
    array.array_slice_mut::<u8>().copy_from_slice(bytes);
    Ok(array)
}

fn bind0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let address = object(a, 1).array_slice::<u8>().to_vec();
    let (storage, len) = sockaddr(thread, &sock, &address, int(a, 2))?;
    // SAFETY: bind(2) with a socket address of the given length.
    let status = unsafe {
        libc::bind(
            sock.fd.as_raw_fd(),
            &storage as *const _ as *const libc::sockaddr,
            len,
        )
    };
    if status < 0 {
        return Err(throw_errno(thread, errno()));
    }
    Ok(0)
}

fn listen0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let backlog = int(a, 1);
    // SAFETY: listen(2) on our descriptor.
    if unsafe { libc::listen(sock.fd.as_raw_fd(), if backlog < 1 { 50 } else { backlog }) } < 0 {
        return Err(throw_errno(thread, errno()));
    }
    Ok(0)
}

/// Puts a descriptor we own into the handle table; its new handle.
fn insert_sock(fd: OwnedFd, ipv6: bool) -> i32 {
    let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
    let sock = Arc::new(Sock {
        fd,
        ipv6,
        closed: AtomicBool::new(false),
    });
    SOCKETS
        .lock()
        .get_or_insert_with(HashMap::new)
        .insert(handle, sock);
    handle
}

/// `socketPair0(handles)`: a connected pair of Unix-domain stream sockets, the channels of a
/// `java.nio.channels.Pipe` (rvm's pipe is a socket pair so that `read0`/`write0`/`poll0`
/// serve it as they serve TCP); fills `handles` with the source's and the sink's handles.
fn socket_pair0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let mut fds = [0 as RawFd; 2];
    // SAFETY: socketpair(2) writes two descriptors into our array; the result is checked.
    let status = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_STREAM | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if status < 0 {
        return Err(throw_errno(thread, errno()));
    }
    // SAFETY: both are fresh descriptors we own.
    let (source, sink) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // The source only reads and the sink only writes, as with pipe(2).
    // SAFETY: shutdown(2) on descriptors we own.
    unsafe {
        libc::shutdown(source.as_raw_fd(), libc::SHUT_WR);
        libc::shutdown(sink.as_raw_fd(), libc::SHUT_RD);
    }
    let out = object(a, 0).array_slice_mut::<i32>();
    out[0] = insert_sock(source, false);
    out[1] = insert_sock(sink, false);
    Ok(0)
}

enum Wait {
    Ready,
    TimedOut,
    Closed,
}

/// Waits without the VM lock until `events` are ready on `sock`, `timeout` (0: none)
/// passes or another thread closes the socket.
fn wait_for(thread: &mut JavaThread, sock: &Sock, events: i16, timeout: i32) -> Wait {
    if timeout < 0 {
        // Non-blocking: look once.
        if sock.closed.load(Ordering::Acquire) {
            return Wait::Closed;
        }
        let mut pfd = libc::pollfd {
            fd: sock.fd.as_raw_fd(),
            events,
            revents: 0,
        };
        // SAFETY: poll(2) on one valid pollfd, without waiting.
        let ready = unsafe { libc::poll(&mut pfd, 1, 0) };
        return if ready > 0 {
            Wait::Ready
        } else {
            Wait::TimedOut
        };
    }
    let deadline = (timeout > 0).then(|| Instant::now() + Duration::from_millis(timeout as u64));
    loop {
        if sock.closed.load(Ordering::Acquire) {
            return Wait::Closed;
        }
        let now = Instant::now();
        let slice = match deadline {
            Some(d) if now >= d => return Wait::TimedOut,
            Some(d) => SLICE.min(d - now),
            None => SLICE,
        };
        let mut pfd = libc::pollfd {
            fd: sock.fd.as_raw_fd(),
            events,
            revents: 0,
        };
        let millis = slice.as_millis().max(1) as i32;
        // SAFETY: poll(2) on one valid pollfd.
        let ready = thread.blocking(|_| unsafe { libc::poll(&mut pfd, 1, millis) });
        if ready > 0 {
            return if sock.closed.load(Ordering::Acquire) {
                Wait::Closed
            } else {
                Wait::Ready
            };
        }
    }
}

/// `connect0(handle, address, port, timeout)`.
fn connect0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let address = object(a, 1).array_slice::<u8>().to_vec();
    let (storage, len) = sockaddr(thread, &sock, &address, int(a, 2))?;
    let timeout = int(a, 3);
    let fd = sock.fd.as_raw_fd();
    // SAFETY: fcntl on our descriptor.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    // SAFETY: as above.
    unsafe { libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK) };
    // SAFETY: connect(2) with a socket address of the given length.
    let status = unsafe { libc::connect(fd, &storage as *const _ as *const libc::sockaddr, len) };
    let mut code = if status < 0 { errno() } else { 0 };
    if code == libc::EINPROGRESS {
        match wait_for(thread, &sock, libc::POLLOUT, timeout) {
            Wait::Ready => {
                let mut error: i32 = 0;
                let mut size = std::mem::size_of::<i32>() as libc::socklen_t;
                // SAFETY: getsockopt writes one c_int.
                unsafe {
                    libc::getsockopt(
                        fd,
                        libc::SOL_SOCKET,
                        libc::SO_ERROR,
                        &mut error as *mut i32 as *mut libc::c_void,
                        &mut size,
                    )
                };
                code = error;
            }
            Wait::TimedOut => {
                return Err(
                    thread.throw_new("java/net/SocketTimeoutException", Some("Connect timed out"))
                )
            }
            Wait::Closed => return Err(socket_closed(thread)),
        }
    }
    // SAFETY: fcntl on our descriptor.
    unsafe { libc::fcntl(fd, libc::F_SETFL, flags) };
    if code != 0 {
        return Err(throw_errno(thread, code));
    }
    Ok(0)
}

/// `setBlocking0(handle, blocking)`: clears or sets O_NONBLOCK (a channel's mode).
fn set_blocking0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let fd = sock.fd.as_raw_fd();
    // SAFETY: fcntl on our descriptor.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        let flags = if int(a, 1) != 0 {
            flags & !libc::O_NONBLOCK
        } else {
            flags | libc::O_NONBLOCK
        };
        libc::fcntl(fd, libc::F_SETFL, flags);
    }
    Ok(0)
}

/// `connectNow0(handle, address, port)`: starts a connection without waiting: 1 if it is
/// made, 0 if it is in progress (finishConnect0 completes it).
fn connect_now0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let address = object(a, 1).array_slice::<u8>().to_vec();
    let (storage, len) = sockaddr(thread, &sock, &address, int(a, 2))?;
    // SAFETY: connect(2) with a socket address of the given length (the fd is non-blocking).
    let status = unsafe {
        libc::connect(
            sock.fd.as_raw_fd(),
            &storage as *const _ as *const libc::sockaddr,
            len,
        )
    };
    if status == 0 {
        return Ok(ret_int(1));
    }
    match errno() {
        libc::EINPROGRESS => Ok(ret_int(0)),
        code => Err(throw_errno(thread, code)),
    }
}

/// `finishConnect0(handle, wait)`: 1 when the pending connection is made, 0 if it is still
/// in progress (only without `wait`); a failed connection throws.
fn finish_connect0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let timeout = if int(a, 1) != 0 { 0 } else { -1 };
    match wait_for(thread, &sock, libc::POLLOUT, timeout) {
        Wait::Ready => {}
        Wait::TimedOut => return Ok(ret_int(0)),
        Wait::Closed => return Err(socket_closed(thread)),
    }
    let mut error: i32 = 0;
    let mut size = std::mem::size_of::<i32>() as libc::socklen_t;
    // SAFETY: getsockopt writes one c_int.
    unsafe {
        libc::getsockopt(
            sock.fd.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_ERROR,
            &mut error as *mut i32 as *mut libc::c_void,
            &mut size,
        )
    };
    if error != 0 {
        return Err(throw_errno(thread, error));
    }
    Ok(ret_int(1))
}

/// `writeSome0(handle, buffer, offset, length)`: one send without waiting; the bytes sent
/// (0 when the socket's buffer is full).
fn write_some0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let (array, offset, length) = (object(a, 1), int(a, 2) as usize, int(a, 3) as usize);
    let bytes = &array.array_slice::<u8>()[offset..offset + length];
    // SAFETY: send(2) from the array's bytes; MSG_DONTWAIT keeps it from blocking, so the
    // VM lock is held and the array cannot change under it.
    let n = unsafe {
        libc::send(
            sock.fd.as_raw_fd(),
            bytes.as_ptr() as *const libc::c_void,
            length,
            libc::MSG_NOSIGNAL | libc::MSG_DONTWAIT,
        )
    };
    if n < 0 {
        let code = errno();
        if code == libc::EAGAIN || code == libc::EINTR {
            return Ok(0);
        }
        return Err(throw_errno(thread, code));
    }
    Ok(ret_int(n as i32))
}

/// `poll0(handles, events, revents, millis)`: one poll(2) over the sockets (POLLIN/POLLOUT
/// masks in `events`), at most `millis` ms, without the VM lock; fills `revents` (a closed
/// handle gets POLLNVAL) and returns how many have events.
fn poll0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handles = object(a, 0).array_slice::<i32>().to_vec();
    let events = object(a, 1).array_slice::<i32>().to_vec();
    let millis = int(a, 3).max(0);
    let socks: Vec<Option<Arc<Sock>>> = {
        let table = SOCKETS.lock();
        handles
            .iter()
            .map(|h| table.as_ref().and_then(|map| map.get(h).cloned()))
            .collect()
    };
    let mut fds: Vec<libc::pollfd> = socks
        .iter()
        .zip(&events)
        .map(|(sock, &ev)| libc::pollfd {
            fd: sock.as_ref().map_or(-1, |s| s.fd.as_raw_fd()),
            events: ev as i16,
            revents: 0,
        })
        .collect();
    let timeout = if socks.iter().any(|s| s.is_none()) {
        0
    } else {
        millis
    };
    let count = fds.len() as libc::nfds_t;
    let pointer = fds.as_mut_ptr() as usize;
    // SAFETY: poll(2) over our vector of pollfds, which outlives the call (negative fds are
    // ignored by the OS).
    thread.blocking(|_| unsafe { libc::poll(pointer as *mut libc::pollfd, count, timeout) });
    let out = object(a, 2).array_slice_mut::<i32>();
    let mut ready = 0;
    for (i, pfd) in fds.iter().enumerate() {
        out[i] = if socks[i].is_none() {
            libc::POLLNVAL as i32
        } else {
            pfd.revents as i32
        };
        if out[i] != 0 {
            ready += 1;
        }
    }
    Ok(ret_int(ready))
}

/// `disconnect0(handle)`: dissolves a datagram socket's association (connect to AF_UNSPEC).
fn disconnect0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    // SAFETY: plain data, zero is valid; AF_UNSPEC is 0.
    let storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    // SAFETY: connect(2) with a zeroed address of the storage's size.
    unsafe {
        libc::connect(
            sock.fd.as_raw_fd(),
            &storage as *const _ as *const libc::sockaddr,
            std::mem::size_of::<libc::sockaddr_in6>() as libc::socklen_t,
        )
    };
    Ok(0)
}

/// `accept0(handle, timeout)`: the new connection's handle.
fn accept0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    loop {
        match wait_for(thread, &sock, libc::POLLIN, int(a, 1)) {
            Wait::Ready => {}
            Wait::TimedOut if int(a, 1) < 0 => return Ok(ret_int(-1)),
            Wait::TimedOut => {
                return Err(
                    thread.throw_new("java/net/SocketTimeoutException", Some("Accept timed out"))
                )
            }
            Wait::Closed => return Err(socket_closed(thread)),
        }
        // SAFETY: accept4(2) without an address; the result is checked.
        let fd = unsafe {
            libc::accept4(
                sock.fd.as_raw_fd(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                libc::SOCK_CLOEXEC | libc::SOCK_NONBLOCK,
            )
        };
        if fd < 0 {
            let code = errno();
            if code == libc::EAGAIN && int(a, 1) < 0 {
                return Ok(ret_int(-1));
            }
            if code == libc::EAGAIN || code == libc::EINTR || code == libc::ECONNABORTED {
                continue;
            }
            return Err(throw_errno(thread, code));
        }
        // Blocking like the JDK's (timeouts are polls).
        // SAFETY: fcntl on the fresh descriptor.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFL);
            libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
        // SAFETY: fd is a fresh descriptor we own.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        return Ok(ret_int(insert_sock(fd, sock.ipv6)));
    }
}

/// `address0(handle, peer)`: the local (or peer) address bytes, null if none.
fn address0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    match name_of(&sock, int(a, 1) != 0) {
        Some((bytes, _)) => Ok(byte_array(thread, &bytes)?.to_slot()),
        None => Ok(0),
    }
}

/// `port0(handle, peer)`: the local (or peer) port, -1 if none.
fn port0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    Ok(ret_int(
        name_of(&sock, int(a, 1) != 0).map_or(-1, |(_, port)| port),
    ))
}

fn name_of(sock: &Sock, peer: bool) -> Option<(Vec<u8>, i32)> {
    // SAFETY: plain data, zero is valid.
    let mut storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let mut len = std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t;
    let target = &mut storage as *mut _ as *mut libc::sockaddr;
    // SAFETY: getsockname/getpeername write at most `len` bytes into storage.
    let status = unsafe {
        if peer {
            libc::getpeername(sock.fd.as_raw_fd(), target, &mut len)
        } else {
            libc::getsockname(sock.fd.as_raw_fd(), target, &mut len)
        }
    };
    (status == 0).then(|| decode(&storage))
}

/// `read0(handle, buffer, offset, length, timeout)`: bytes read, -1 at the end.
fn read0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let (array, offset, length) = (object(a, 1), int(a, 2) as usize, int(a, 3) as usize);
    match wait_for(thread, &sock, libc::POLLIN, int(a, 4)) {
        Wait::Ready => {}
        Wait::TimedOut if int(a, 4) < 0 => return Ok(0),
        Wait::TimedOut => {
            return Err(thread.throw_new("java/net/SocketTimeoutException", Some("Read timed out")))
        }
        Wait::Closed => return Err(socket_closed(thread)),
    }
    let mut buffer = vec![0u8; length];
    // SAFETY: recv(2) into a buffer of `length` bytes; poll said it will not block long.
    let n = thread.blocking(|_| unsafe {
        libc::recv(
            sock.fd.as_raw_fd(),
            buffer.as_mut_ptr() as *mut libc::c_void,
            length,
            libc::MSG_DONTWAIT,
        )
    });
    if n < 0 {
        let code = errno();
        if code == libc::EAGAIN {
            return Ok(0);
        }
        if code == libc::ECONNRESET {
            return Err(thread.throw_new("java/net/SocketException", Some("Connection reset")));
        }
        return Err(throw_errno(thread, code));
    }
    if n == 0 {
        return Ok(ret_int(-1));
    }
    let n = n as usize;
    array.array_slice_mut::<u8>()[offset..offset + n].copy_from_slice(&buffer[..n]);
    Ok(n as u64)
}

/// `write0(handle, buffer, offset, length)`: writes all the bytes.
fn write0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let (array, offset, length) = (object(a, 1), int(a, 2) as usize, int(a, 3) as usize);
    let bytes = array.array_slice::<u8>()[offset..offset + length].to_vec();
    let fd = sock.fd.as_raw_fd();
    let result = thread.blocking(|_| {
        let mut done = 0;
        while done < bytes.len() {
            // SAFETY: send(2) from our buffer; MSG_NOSIGNAL turns SIGPIPE into EPIPE.
            let n = unsafe {
                libc::send(
                    fd,
                    bytes[done..].as_ptr() as *const libc::c_void,
                    bytes.len() - done,
                    libc::MSG_NOSIGNAL,
                )
            };
            if n < 0 {
                let code = errno();
                if code == libc::EINTR {
                    continue;
                }
                return Err(code);
            }
            done += n as usize;
        }
        Ok(())
    });
    match result {
        Ok(()) => Ok(0),
        Err(code) => Err(throw_errno(thread, code)),
    }
}

fn available0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let mut count: libc::c_int = 0;
    // SAFETY: FIONREAD writes one c_int.
    let status = unsafe { libc::ioctl(sock.fd.as_raw_fd(), libc::FIONREAD, &mut count) };
    Ok(ret_int(if status < 0 { 0 } else { count.max(0) }))
}

/// `shutdown0(handle, how)`: 0 input, 1 output.
fn shutdown0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let how = if int(a, 1) == 0 {
        libc::SHUT_RD
    } else {
        libc::SHUT_WR
    };
    // SAFETY: shutdown(2) on our descriptor; ENOTCONN is ignored as the JDK does.
    unsafe { libc::shutdown(sock.fd.as_raw_fd(), how) };
    Ok(0)
}

/// `close0(handle)`: marks the socket closed (waiting threads see it within a slice)
/// and drops it; the descriptor closes when the last user lets go.
fn close0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    if let Some(sock) = SOCKETS
        .lock()
        .as_mut()
        .and_then(|map| map.remove(&int(a, 0)))
    {
        sock.closed.store(true, Ordering::Release);
    }
    Ok(0)
}

/// Option numbers `RvmNet` passes: (level, name) of each.
fn option(code: i32) -> Option<(i32, i32)> {
    Some(match code {
        1 => (libc::IPPROTO_TCP, libc::TCP_NODELAY),
        2 => (libc::SOL_SOCKET, libc::SO_REUSEADDR),
        3 => (libc::SOL_SOCKET, libc::SO_KEEPALIVE),
        4 => (libc::SOL_SOCKET, libc::SO_RCVBUF),
        5 => (libc::SOL_SOCKET, libc::SO_SNDBUF),
        6 => (libc::SOL_SOCKET, libc::SO_LINGER),
        7 => (libc::SOL_SOCKET, libc::SO_BROADCAST),
        8 => (libc::IPPROTO_IP, libc::IP_TOS),
        9 => (libc::SOL_SOCKET, libc::SO_OOBINLINE),
        10 => (libc::SOL_SOCKET, libc::SO_REUSEPORT),
        _ => return None,
    })
}

/// `setOption0(handle, option, value)`; for SO_LINGER a negative value turns it off.
fn set_option0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let Some((level, name)) = option(int(a, 1)) else {
        return Err(thread.throw_new("java/net/SocketException", Some("Unsupported option")));
    };
    let value = int(a, 2);
    let fd = sock.fd.as_raw_fd();
    let status = if name == libc::SO_LINGER && level == libc::SOL_SOCKET {
        let linger = libc::linger {
            l_onoff: (value >= 0) as i32,
            l_linger: value.max(0),
        };
        // SAFETY: setsockopt reads one linger struct.
        unsafe {
            libc::setsockopt(
                fd,
                level,
                name,
                &linger as *const _ as *const libc::c_void,
                std::mem::size_of::<libc::linger>() as libc::socklen_t,
            )
        }
    } else if level == libc::IPPROTO_IP && sock.ipv6 {
        set_int_option(fd, libc::IPPROTO_IPV6, libc::IPV6_TCLASS, value);
        set_int_option(fd, level, name, value)
    } else {
        set_int_option(fd, level, name, value)
    };
    if status < 0 {
        return Err(throw_errno(thread, errno()));
    }
    Ok(0)
}

/// `getOption0(handle, option)`; SO_LINGER gives -1 when off.
fn get_option0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let Some((level, name)) = option(int(a, 1)) else {
        return Err(thread.throw_new("java/net/SocketException", Some("Unsupported option")));
    };
    let fd = sock.fd.as_raw_fd();
    if name == libc::SO_LINGER && level == libc::SOL_SOCKET {
        let mut linger = libc::linger {
            l_onoff: 0,
            l_linger: 0,
        };
        let mut size = std::mem::size_of::<libc::linger>() as libc::socklen_t;
        // SAFETY: getsockopt writes one linger struct.
        unsafe {
            libc::getsockopt(
                fd,
                level,
                name,
                &mut linger as *mut _ as *mut libc::c_void,
                &mut size,
            )
        };
        return Ok(ret_int(if linger.l_onoff != 0 {
            linger.l_linger
        } else {
            -1
        }));
    }
    let mut value: i32 = 0;
    let mut size = std::mem::size_of::<i32>() as libc::socklen_t;
    // SAFETY: getsockopt writes one c_int.
    let status = unsafe {
        libc::getsockopt(
            fd,
            level,
            name,
            &mut value as *mut i32 as *mut libc::c_void,
            &mut size,
        )
    };
    if status < 0 {
        return Err(throw_errno(thread, errno()));
    }
    Ok(ret_int(value))
}

/// `sendTo0(handle, buffer, offset, length, address, port)`; a null address sends on
/// a connected socket.
fn send_to0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let (array, offset, length) = (object(a, 1), int(a, 2) as usize, int(a, 3) as usize);
    let bytes = array.array_slice::<u8>()[offset..offset + length].to_vec();
    let target = if object(a, 4).is_null() {
        None
    } else {
        let address = object(a, 4).array_slice::<u8>().to_vec();
        Some(sockaddr(thread, &sock, &address, int(a, 5))?)
    };
    let fd = sock.fd.as_raw_fd();
    let n = thread.blocking(|_| match &target {
        // SAFETY: sendto(2) from our buffer to a socket address of the given length.
        Some((storage, len)) => unsafe {
            libc::sendto(
                fd,
                bytes.as_ptr() as *const libc::c_void,
                bytes.len(),
                libc::MSG_NOSIGNAL,
                storage as *const _ as *const libc::sockaddr,
                *len,
            )
        },
        // SAFETY: send(2) from our buffer.
        None => unsafe {
            libc::send(
                fd,
                bytes.as_ptr() as *const libc::c_void,
                bytes.len(),
                libc::MSG_NOSIGNAL,
            )
        },
    });
    if n < 0 {
        let code = errno();
        if code == libc::ECONNREFUSED {
            return Err(thread.throw_new(
                "java/net/PortUnreachableException",
                Some("ICMP Port Unreachable"),
            ));
        }
        return Err(throw_errno(thread, code));
    }
    Ok(0)
}

/// `receive0(handle, buffer, offset, length, timeout, sender)`: the datagram's length
/// (the part that fit); `sender` (byte[18]) gets the address length, the address and the
/// port's two bytes.
fn receive0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let sock = sock_of(thread, int(a, 0))?;
    let (array, offset, length) = (object(a, 1), int(a, 2) as usize, int(a, 3) as usize);
    loop {
        match wait_for(thread, &sock, libc::POLLIN, int(a, 4)) {
            Wait::Ready => {}
            Wait::TimedOut => {
                return Err(
                    thread.throw_new("java/net/SocketTimeoutException", Some("Receive timed out"))
                )
            }
            Wait::Closed => return Err(socket_closed(thread)),
        }
        let mut buffer = vec![0u8; length.max(1)];
        // SAFETY: plain data, zero is valid.
        let mut storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
        let mut len = std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t;
        let fd = sock.fd.as_raw_fd();
        // SAFETY: recvfrom(2) into our buffer and address storage.
        let n = thread.blocking(|_| unsafe {
            libc::recvfrom(
                fd,
                buffer.as_mut_ptr() as *mut libc::c_void,
                length,
                libc::MSG_DONTWAIT,
                &mut storage as *mut _ as *mut libc::sockaddr,
                &mut len,
            )
        });
        if n < 0 {
            let code = errno();
            if code == libc::EAGAIN || code == libc::EINTR {
                continue;
            }
            if code == libc::ECONNREFUSED {
                return Err(thread.throw_new(
                    "java/net/PortUnreachableException",
                    Some("ICMP Port Unreachable"),
                ));
            }
            return Err(throw_errno(thread, code));
        }
        let n = (n as usize).min(length);
        array.array_slice_mut::<u8>()[offset..offset + n].copy_from_slice(&buffer[..n]);
        let (address, port) = decode(&storage);
        let sender = object(a, 5).array_slice_mut::<u8>();
        sender[0] = address.len() as u8;
        sender[1..1 + address.len()].copy_from_slice(&address);
        sender[17] = port as u8;
        sender[16] = (port >> 8) as u8;
        return Ok(n as u64);
    }
}

/// `lookup0(host)`: the host's addresses, each as a length byte then the bytes, IPv4
/// first (the JDK's default order); null if the name does not resolve, with the
/// resolver's reason in `lookupError0`.
fn lookup0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::net::ToSocketAddrs;
    let host = strings::to_rust_string(thread, object(a, 0));
    let result = thread.blocking(|_| (host.as_str(), 0u16).to_socket_addrs());
    let addresses: Vec<std::net::IpAddr> = match result {
        Ok(list) => list.map(|s| s.ip()).collect(),
        Err(e) => {
            let text = e.to_string();
            let reason = text
                .strip_prefix("failed to lookup address information: ")
                .unwrap_or(&text)
                .to_string();
            let message = format!("{host}: {reason}");
            return Err(thread.throw_new("java/net/UnknownHostException", Some(&message)));
        }
    };
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for v6 in [false, true] {
        for ip in &addresses {
            let bytes = match ip {
                std::net::IpAddr::V4(v4) if !v6 => v4.octets().to_vec(),
                std::net::IpAddr::V6(a6) if v6 => a6.octets().to_vec(),
                _ => continue,
            };
            if seen.contains(&bytes) {
                continue;
            }
            out.push(bytes.len() as u8);
            out.extend_from_slice(&bytes);
            seen.push(bytes);
        }
    }
    Ok(byte_array(thread, &out)?.to_slot())
}

/// `hostName0()`: gethostname(2).
fn host_name0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let mut buffer = [0u8; 256];
    // SAFETY: gethostname writes at most the buffer's length.
    unsafe { libc::gethostname(buffer.as_mut_ptr() as *mut libc::c_char, buffer.len()) };
    let end = buffer.iter().position(|&b| b == 0).unwrap_or(buffer.len());
    let name = String::from_utf8_lossy(&buffer[..end]).into_owned();
    Ok(strings::new_string(thread, &name)?.to_slot())
}

/// `reverse0(address)`: the host name of an address, or null (getnameinfo).
fn reverse0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let address = object(a, 0).array_slice::<u8>().to_vec();
    let ip: std::net::IpAddr = match address.len() {
        4 => std::net::Ipv4Addr::from(<[u8; 4]>::try_from(&address[..]).unwrap()).into(),
        16 => std::net::Ipv6Addr::from(<[u8; 16]>::try_from(&address[..]).unwrap()).into(),
        _ => return Ok(0),
    };
    let name = thread.blocking(|_| reverse_lookup(ip));
    match name {
        Some(name) => Ok(strings::new_string(thread, &name)?.to_slot()),
        None => Ok(0),
    }
}

fn reverse_lookup(ip: std::net::IpAddr) -> Option<String> {
    // SAFETY: plain data, zero is valid.
    let mut storage: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let len = match ip {
        std::net::IpAddr::V4(v4) => {
            // SAFETY: storage is large enough and aligned for sockaddr_in.
            let sin = unsafe { &mut *(&mut storage as *mut _ as *mut libc::sockaddr_in) };
            sin.sin_family = libc::AF_INET as libc::sa_family_t;
            sin.sin_addr.s_addr = u32::from_ne_bytes(v4.octets());
            std::mem::size_of::<libc::sockaddr_in>()
        }
        std::net::IpAddr::V6(v6) => {
            // SAFETY: as above, for sockaddr_in6.
            let sin6 = unsafe { &mut *(&mut storage as *mut _ as *mut libc::sockaddr_in6) };
            sin6.sin6_family = libc::AF_INET6 as libc::sa_family_t;
            sin6.sin6_addr.s6_addr = v6.octets();
            std::mem::size_of::<libc::sockaddr_in6>()
        }
    };
    let mut host = [0u8; 1025];
    // SAFETY: getnameinfo writes a NUL-terminated name of at most host.len() bytes.
    let status = unsafe {
        libc::getnameinfo(
            &storage as *const _ as *const libc::sockaddr,
            len as libc::socklen_t,
            host.as_mut_ptr() as *mut libc::c_char,
            host.len() as libc::socklen_t,
            std::ptr::null_mut(),
            0,
            libc::NI_NAMEREQD,
        )
    };
    if status != 0 {
        return None;
    }
    let end = host.iter().position(|&b| b == 0).unwrap_or(host.len());
    Some(String::from_utf8_lossy(&host[..end]).into_owned())
}

pub fn register(r: &mut NativeRegistry) {
    const NET: &str = "java/net/RvmNet";
    r.register(NET, "socket0", "(Z)I", socket0);
    r.register(NET, "socketPair0", "([I)V", socket_pair0);
    r.register(NET, "bind0", "(I[BI)V", bind0);
    r.register(NET, "listen0", "(II)V", listen0);
    r.register(NET, "connect0", "(I[BII)V", connect0);
    r.register(NET, "accept0", "(II)I", accept0);
    r.register(NET, "disconnect0", "(I)V", disconnect0);
    r.register(NET, "setBlocking0", "(IZ)V", set_blocking0);
    r.register(NET, "connectNow0", "(I[BI)I", connect_now0);
    r.register(NET, "finishConnect0", "(IZ)I", finish_connect0);
    r.register(NET, "writeSome0", "(I[BII)I", write_some0);
    r.register(NET, "poll0", "([I[I[II)I", poll0);
    r.register(NET, "address0", "(IZ)[B", address0);
    r.register(NET, "port0", "(IZ)I", port0);
    r.register(NET, "read0", "(I[BIII)I", read0);
    r.register(NET, "write0", "(I[BII)V", write0);
    r.register(NET, "available0", "(I)I", available0);
    r.register(NET, "shutdown0", "(II)V", shutdown0);
    r.register(NET, "close0", "(I)V", close0);
    r.register(NET, "setOption0", "(III)V", set_option0);
    r.register(NET, "getOption0", "(II)I", get_option0);
    r.register(NET, "sendTo0", "(I[BII[BI)V", send_to0);
    r.register(NET, "receive0", "(I[BIII[B)I", receive0);
    r.register(NET, "lookup0", "(Ljava/lang/String;)[B", lookup0);
    r.register(NET, "hostName0", "()Ljava/lang/String;", host_name0);
    r.register(NET, "reverse0", "([B)Ljava/lang/String;", reverse0);
}
