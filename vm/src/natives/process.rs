//! `java.lang.ProcessImpl` natives: child processes through `std::process`.
//!
//! ```text
//! ProcessBuilder.start --> ProcessImpl.start0(command, environment, directory,
//!                              redirect kinds, redirect files, merge stderr)
//!     --> Command::spawn --> handle (a key into CHILDREN)
//! ProcessImpl streams --> read0 / write0 / available0 / closeStream0 on the
//!     child's pipes (stdin = 0, stdout = 1, stderr = 2)
//! waitFor0 / exitValue0 / destroy0 / pid0 --> the Child
//! ```
//!
//! Reads, writes and waits block: they run without the VM lock (other Java
//! threads go on) on a pipe cloned out of the table, so closing a stream or
//! another call on the same process never waits for them. Exit codes are
//! `java`'s: the status, or 128 + the signal that ended the process.

use super::args::{int, long, object};
use super::NativeRegistry;
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::heap::ObjRef;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::fd::AsFd;
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

struct ChildEntry {
    child: Child,
    /// The pipes to the child's stdin, stdout and stderr, while open.
    pipes: [Option<Arc<File>>; 3],
}

// Process-wide, not in `Vm`: child processes belong to the OS process that
// spawned them (and are reaped by it); Java objects hold only the handle.
static CHILDREN: Mutex<Option<HashMap<i64, ChildEntry>>> = Mutex::new(None);
static NEXT_HANDLE: AtomicI64 = AtomicI64::new(1);

/// `ProcessBuilder.Redirect` kinds as `ProcessImpl` passes them.
const PIPE: i32 = 0;
const INHERIT: i32 = 1;
const READ: i32 = 2;
const WRITE: i32 = 3;
const APPEND: i32 = 4;
const DISCARD: i32 = 5;

fn string_array(thread: &JavaThread, array: ObjRef) -> Vec<String> {
    if array.is_null() {
        return Vec::new();
    }
    (0..array.array_length() as usize)
        .map(|i| {
            let s = ObjRef::from_slot(array.read::<u64>(ARRAY_DATA_OFFSET + 8 * i));
            if s.is_null() {
                String::new()
            } else {
                strings::to_rust_string(thread, s)
            }
        })
        .collect()
}

fn optional_string(thread: &JavaThread, s: ObjRef) -> Option<String> {
    (!s.is_null()).then(|| strings::to_rust_string(thread, s))
}

/// Why a program could not be started, as HotSpot's native code says it
/// (`error=2, No such file or directory`); `ProcessBuilder.start` puts
/// `Cannot run program "..."` in front.
fn start_failure(error: &std::io::Error) -> String {
    match error.raw_os_error() {
        Some(code) => format!("error={code}, {}", os_error_text(code)),
        None => error.to_string(),
    }
}

fn os_error_text(code: i32) -> String {
    let text = std::io::Error::from_raw_os_error(code).to_string();
    // Rust appends " (os error N)" to strerror's text.
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

fn redirect(kind: i32, file: Option<&str>, input: bool) -> std::io::Result<Stdio> {
    Ok(match kind {
        INHERIT => Stdio::inherit(),
        DISCARD => Stdio::null(),
        READ | WRITE | APPEND => {
            let path = file.unwrap_or_default();
            let file = if input {
                File::open(path)?
            } else {
                OpenOptions::new()
                    .write(true)
                    .create(true)
                    .truncate(kind == WRITE)
                    .append(kind == APPEND)
                    .open(path)?
            };
            Stdio::from(file)
        }
        _ => Stdio::piped(),
    })
}

fn start0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let command = string_array(thread, object(a, 0));
    let environment = (!object(a, 1).is_null()).then(|| string_array(thread, object(a, 1)));
    let directory = optional_string(thread, object(a, 2));
    let kinds = object(a, 3).array_slice::<i32>().to_vec();
    let files: Vec<Option<String>> = {
        let array = object(a, 4);
        (0..3)
            .map(|i| {
                let s = ObjRef::from_slot(array.read::<u64>(ARRAY_DATA_OFFSET + 8 * i));
                optional_string(thread, s)
            })
            .collect()
    };
    let merge_stderr = int(a, 5) != 0;
    let Some(program) = command.first() else {
        return Err(thread.throw_new("java/lang/IndexOutOfBoundsException", None));
    };
    // Flush what Java wrote to our stdout/stderr, so an inheriting child prints after it.
    thread.vm.output.flush();
    let mut builder = Command::new(program);
    builder.args(&command[1..]);
    if let Some(pairs) = &environment {
        builder.env_clear();
        for pair in pairs.chunks(2) {
            if let [name, value] = pair {
                builder.env(name, value);
            }
        }
    }
    if let Some(dir) = &directory {
        builder.current_dir(dir);
    }
    let redirect_error = |thread: &mut JavaThread, file: &Option<String>, e: std::io::Error| {
        let message = format!(
            "{} ({})",
            file.as_deref().unwrap_or_default(),
            os_error_text(e.raw_os_error().unwrap_or(0))
        );
        thread.throw_new("java/io/FileNotFoundException", Some(&message))
    };
    let stdin = redirect(kinds[0], files[0].as_deref(), true)
        .map_err(|e| redirect_error(thread, &files[0], e))?;
    let stdout = redirect(kinds[1], files[1].as_deref(), false)
        .map_err(|e| redirect_error(thread, &files[1], e))?;
    builder.stdin(stdin).stdout(stdout);
    if merge_stderr {
        // stderr goes where stdout goes: a pipe merged at the OS level through dup.
        builder.stderr(Stdio::piped());
    } else {
        let stderr = redirect(kinds[2], files[2].as_deref(), false)
            .map_err(|e| redirect_error(thread, &files[2], e))?;
        builder.stderr(stderr);
    }
    let spawned = if merge_stderr {
        spawn_merged(&mut builder, kinds[1], files[1].as_deref())
    } else {
        builder.spawn().map(|child| (child, None))
    };
    let (mut child, merged_pipe) = match spawned {
        Ok(spawned) => spawned,
        Err(e) => {
            let message = start_failure(&e);
            return Err(thread.throw_new("java/io/IOException", Some(&message)));
        }
    };
    let pipes = [
        child
            .stdin
            .take()
            .map(|p| Arc::new(File::from(std::os::fd::OwnedFd::from(p)))),
        merged_pipe.or_else(|| {
            child
                .stdout
                .take()
                .map(|p| Arc::new(File::from(std::os::fd::OwnedFd::from(p))))
        }),
        child
            .stderr
            .take()
            .map(|p| Arc::new(File::from(std::os::fd::OwnedFd::from(p)))),
    ];
    let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
    CHILDREN
        .lock()
        .get_or_insert_with(HashMap::new)
        .insert(handle, ChildEntry { child, pipes });
    Ok(handle as u64)
}

/// Spawns with stderr joined to stdout (`redirectErrorStream(true)`): one pipe both write
/// to, or, when stdout is redirected, stderr sent to the same file or descriptor.
fn spawn_merged(
    builder: &mut Command,
    stdout_kind: i32,
    stdout_file: Option<&str>,
) -> std::io::Result<(Child, Option<Arc<File>>)> {
    if stdout_kind != PIPE {
        let target: File = match stdout_kind {
            INHERIT => std::io::stdout().as_fd().try_clone_to_owned()?.into(),
            DISCARD => File::options().write(true).open("/dev/null")?,
            _ => OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(stdout_kind == WRITE)
                .append(stdout_kind == APPEND)
                .open(stdout_file.unwrap_or_default())?,
        };
        builder
            .stdout(Stdio::from(target.try_clone()?))
            .stderr(Stdio::from(target));
        return builder.spawn().map(|child| (child, None));
    }
    let (reader, writer) = std::io::pipe()?;
    let writer_for_stderr = writer.try_clone()?;
    builder
        .stdout(Stdio::from(writer))
        .stderr(Stdio::from(writer_for_stderr));
    let child = builder.spawn()?;
    // The builder still holds the write ends; drop them so EOF arrives when the child exits.
    builder.stdout(Stdio::null()).stderr(Stdio::null());
    Ok((
        child,
        Some(Arc::new(File::from(std::os::fd::OwnedFd::from(reader)))),
    ))
}

fn pipe_of(thread: &mut JavaThread, handle: i64, which: usize) -> JResult<Option<Arc<File>>> {
    let children = CHILDREN.lock();
    match children.as_ref().and_then(|map| map.get(&handle)) {
        Some(entry) => Ok(entry.pipes[which].clone()),
        None => {
            drop(children);
            Err(thread.throw_new("java/lang/IllegalStateException", Some("no such process")))
        }
    }
}

fn read0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, which) = (long(a, 0), int(a, 2) as usize);
    let (array, offset, length) = (object(a, 3), int(a, 4) as usize, int(a, 5) as usize);
    let Some(pipe) = pipe_of(thread, handle, which)? else {
        return Err(thread.throw_new("java/io/IOException", Some("Stream closed")));
    };
    let mut buffer = vec![0u8; length];
    let read = thread.blocking(|_| loop {
        match (&*pipe).read(&mut buffer) {
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            other => break other,
        }
    });
    match read {
        Ok(0) => Ok((-1i32) as u32 as u64),
        Ok(n) => {
            array.array_slice_mut::<u8>()[offset..offset + n].copy_from_slice(&buffer[..n]);
            Ok(n as u64)
        }
        Err(e) => Err(thread.throw_new("java/io/IOException", Some(&e.to_string()))),
    }
}

fn available0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::os::fd::AsRawFd;
    let (handle, which) = (long(a, 0), int(a, 2) as usize);
    let Some(pipe) = pipe_of(thread, handle, which)? else {
        return Ok(0);
    };
    let mut count: libc::c_int = 0;
    // SAFETY: FIONREAD writes one c_int through the pointer, which is valid; the fd is open
    // while `pipe` (an Arc of its File) lives.
    let status = unsafe { libc::ioctl(pipe.as_raw_fd(), libc::FIONREAD, &mut count) };
    Ok(if status < 0 { 0 } else { count.max(0) as u64 })
}

fn write0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    let (array, offset, length) = (object(a, 2), int(a, 3) as usize, int(a, 4) as usize);
    let Some(pipe) = pipe_of(thread, handle, 0)? else {
        return Err(thread.throw_new("java/io/IOException", Some("Stream closed")));
    };
    let bytes = array.array_slice::<u8>()[offset..offset + length].to_vec();
    let written = thread.blocking(|_| (&*pipe).write_all(&bytes));
    match written {
        Ok(()) => Ok(0),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            Err(thread.throw_new("java/io/IOException", Some("Broken pipe")))
        }
        Err(e) => Err(thread.throw_new("java/io/IOException", Some(&e.to_string()))),
    }
}

fn close_stream0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, which) = (long(a, 0), int(a, 2) as usize);
    if let Some(entry) = CHILDREN
        .lock()
        .as_mut()
        .and_then(|map| map.get_mut(&handle))
    {
        entry.pipes[which] = None;
    }
    Ok(0)
}

fn exit_code(status: std::process::ExitStatus) -> i32 {
    status
        .code()
        .unwrap_or_else(|| 0x80 + status.signal().unwrap_or(0))
}

/// The exit code if the process has ended, else None.
fn try_exit_code(handle: i64) -> Option<i32> {
    let mut children = CHILDREN.lock();
    let entry = children.as_mut()?.get_mut(&handle)?;
    entry.child.try_wait().ok().flatten().map(exit_code)
}

/// `exitValue0`: the exit code, or -1 << 32 style marker (as a long) while running.
fn exit_value0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(match try_exit_code(long(a, 0)) {
        Some(code) => code as i64 as u64,
        None => i64::MIN as u64,
    })
}

/// `waitFor0(handle, millis)`: waits up to `millis` (forever if negative); the exit code
/// as a long, or Long.MIN_VALUE if the time ran out. Interrupting the thread ends the wait.
fn wait_for0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, millis) = (long(a, 0), long(a, 2));
    let deadline =
        (millis >= 0).then(|| std::time::Instant::now() + Duration::from_millis(millis as u64));
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(code) = try_exit_code(handle) {
            return Ok(code as i64 as u64);
        }
        if thread.is_interrupted(true) {
            return Err(thread.throw_new("java/lang/InterruptedException", None));
        }
        let now = std::time::Instant::now();
        if deadline.is_some_and(|d| now >= d) {
            return Ok(i64::MIN as u64);
        }
        let nap = deadline.map_or(pause, |d| pause.min(d - now));
        thread.blocking(|_| std::thread::sleep(nap));
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

fn destroy0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, force) = (long(a, 0), int(a, 2) != 0);
    if let Some(entry) = CHILDREN
        .lock()
        .as_mut()
        .and_then(|map| map.get_mut(&handle))
    {
        if entry.child.try_wait().ok().flatten().is_none() {
            let signal = if force { libc::SIGKILL } else { libc::SIGTERM };
            // SAFETY: kill(2) on the pid of a child we have not reaped (try_wait saw it running).
            unsafe { libc::kill(entry.child.id() as libc::pid_t, signal) };
        }
    }
    Ok(0)
}

fn pid0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    let children = CHILDREN.lock();
    let pid = children
        .as_ref()
        .and_then(|map| map.get(&handle))
        .map_or(-1, |entry| entry.child.id() as i64);
    Ok(pid as u64)
}

/// `ProcessHandleImpl.getCurrentPid0()`: this process's id.
fn current_pid0(_: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(std::process::id() as u64)
}

/// `ProcessHandleImpl.kill0(pid, force)`: SIGKILL or SIGTERM; whether it was sent.
fn kill0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let pid = long(a, 0);
    let force = int(a, 2) != 0;
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return Ok(0);
    };
    if pid <= 0 {
        return Ok(0);
    }
    let signal = if force { libc::SIGKILL } else { libc::SIGTERM };
    // SAFETY: kill(2) only takes integers; pid > 0 names one process.
    let sent = unsafe { libc::kill(pid, signal) } == 0;
    Ok(sent as u64)
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/ProcessHandleImpl",
        "getCurrentPid0",
        "()J",
        current_pid0,
    );
    r.register("java/lang/ProcessHandleImpl", "kill0", "(JZ)Z", kill0);
    const PROCESS: &str = "java/lang/ProcessImpl";
    r.register(
        PROCESS,
        "start0",
        "([Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[I[Ljava/lang/String;Z)J",
        start0,
    );
    r.register(PROCESS, "read0", "(JI[BII)I", read0);
    r.register(PROCESS, "available0", "(JI)I", available0);
    r.register(PROCESS, "write0", "(J[BII)V", write0);
    r.register(PROCESS, "closeStream0", "(JI)V", close_stream0);
    r.register(PROCESS, "exitValue0", "(J)J", exit_value0);
    r.register(PROCESS, "waitFor0", "(JJ)J", wait_for0);
    r.register(PROCESS, "destroy0", "(JZ)V", destroy0);
    r.register(PROCESS, "pid0", "(J)J", pid0);
}
