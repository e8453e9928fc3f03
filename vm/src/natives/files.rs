//! File-system natives behind `java.io.File`, the file streams,
//! `RandomAccessFile` and `java.nio.file.Files` (all through the Java class
//! `java.io.RvmFileSystem`). Open files live in a table of handles (small
//! ints, like file descriptors); errors become `IOException`s whose messages
//! follow the JDK's (`FileNotFoundException: path (No such file or directory)`).
//!
//! ```text
//! FileInputStream(path) --open0(path, READ)--> handle --read0/write0/seek0/close0--> std::fs::File
//! File.exists()         --stat0(path)--> bits (EXISTS | FILE | DIRECTORY | ...)
//! ```
//!
//! Reads and writes do not release the VM lock: local file I/O is short.

use super::args::*;
use super::NativeRegistry;
use crate::heap::ObjRef;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::OnceLock;

const SYSTEM: &str = "java/io/RvmFileSystem";

/// Open modes of `open0` (constants of RvmFileSystem.java).
const MODE_READ: i32 = 0;
const MODE_WRITE: i32 = 1;
const MODE_APPEND: i32 = 2;
const MODE_READ_WRITE: i32 = 3;
const MODE_CREATE_NEW: i32 = 4;

/// Bits of `stat0`.
const EXISTS: i32 = 1;
const IS_FILE: i32 = 2;
const IS_DIRECTORY: i32 = 4;
const READABLE: i32 = 8;
const WRITABLE: i32 = 16;
const EXECUTABLE: i32 = 32;

// Process-wide, not in `Vm`: the handles name OS file descriptors, which
// belong to the process; Java objects hold only the integer handle.
fn open_files() -> &'static Mutex<HashMap<i32, File>> {
    static FILES: OnceLock<Mutex<HashMap<i32, File>>> = OnceLock::new();
    FILES.get_or_init(|| Mutex::new(HashMap::new()))
}

static NEXT_HANDLE: AtomicI32 = AtomicI32::new(3);

/// The JDK's spelling of an OS error in file messages (`strerror` text).
fn reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => "No such file or directory".into(),
        ErrorKind::PermissionDenied => "Permission denied".into(),
        ErrorKind::AlreadyExists => "File exists".into(),
        _ => match e.raw_os_error() {
            Some(21) => "Is a directory".into(),
            Some(20) => "Not a directory".into(),
            Some(39) => "Directory not empty".into(),
            _ => {
                let text = e.to_string();
                text.split(" (os error").next().unwrap_or(&text).to_string()
            }
        },
    }
}

fn path_arg(thread: &mut JavaThread, a: &[u64], i: usize) -> JResult<String> {
    let s = object(a, i);
    if s.is_null() {
        return Err(thread.throw_npe());
    }
    Ok(strings::to_rust_string(thread, s))
}

fn io_error(thread: &mut JavaThread, message: &str) -> crate::runtime::Thrown {
    thread.throw_new("java/io/IOException", Some(message))
}

/// `open0(path, mode)`: a handle, or FileNotFoundException("path (reason)").
fn open0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    let mode = int(a, 1);
    let mut options = OpenOptions::new();
    match mode {
        MODE_READ => options.read(true),
        MODE_WRITE => options.write(true).create(true).truncate(true),
        MODE_APPEND => options.append(true).create(true),
        MODE_READ_WRITE => options.read(true).write(true).create(true),
        MODE_CREATE_NEW => options.write(true).create_new(true),
        _ => return Err(io_error(thread, "bad open mode")),
    };
    let opened = if std::path::Path::new(&path).is_dir() {
        Err(std::io::Error::from_raw_os_error(21))
    } else {
        options.open(&path)
    };
    match opened {
        Ok(file) => {
            let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
            open_files().lock().insert(handle, file);
            Ok(ret_int(handle))
        }
        Err(e) => {
            let message = format!("{path} ({})", reason(&e));
            Err(thread.throw_new("java/io/FileNotFoundException", Some(&message)))
        }
    }
}

/// Runs `f` on the open file `handle`, or throws IOException("Stream Closed").
fn with_file<R>(
    thread: &mut JavaThread,
    handle: i32,
    f: impl FnOnce(&mut File) -> std::io::Result<R>,
) -> JResult<R> {
    let result = {
        let mut files = open_files().lock();
        files.get_mut(&handle).map(f)
    };
    match result {
        Some(Ok(r)) => Ok(r),
        Some(Err(e)) => Err(io_error(thread, &reason(&e))),
        None => Err(io_error(thread, "Stream Closed")),
    }
}

fn checked_range(thread: &mut JavaThread, array: ObjRef, offset: i32, length: i32) -> JResult<()> {
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    let size = array.array_length();
    if offset < 0 || length < 0 || offset as i64 + length as i64 > size as i64 {
        let message =
            format!("Range [{offset}, {offset} + {length}) out of bounds for length {size}");
        return Err(thread.throw_new("java/lang/IndexOutOfBoundsException", Some(&message)));
    }
    Ok(())
}

/// `read0(handle, bytes, offset, length)`: bytes read, -1 at the end.
fn read0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, array, offset, length) = (int(a, 0), object(a, 1), int(a, 2), int(a, 3));
    checked_range(thread, array, offset, length)?;
    if length == 0 {
        return Ok(0);
    }
    let buffer = &mut array.array_slice_mut::<u8>()[offset as usize..(offset + length) as usize];
    let n = with_file(thread, handle, |f| f.read(buffer))?;
    Ok(ret_int(if n == 0 { -1 } else { n as i32 }))
}

fn write0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, array, offset, length) = (int(a, 0), object(a, 1), int(a, 2), int(a, 3));
    checked_range(thread, array, offset, length)?;
    let bytes = &array.array_slice::<u8>()[offset as usize..(offset + length) as usize];
    with_file(thread, handle, |f| f.write_all(bytes))?;
    Ok(0)
}

fn close0(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    open_files().lock().remove(&int(a, 0));
    Ok(0)
}

fn seek0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let position = long(a, 1);
    if position < 0 {
        return Err(io_error(thread, "Negative seek offset"));
    }
    with_file(thread, int(a, 0), |f| {
        f.seek(SeekFrom::Start(position as u64))
    })?;
    Ok(0)
}

fn position0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let p = with_file(thread, int(a, 0), |f| f.stream_position())?;
    Ok(p)
}

fn size0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let len = with_file(thread, int(a, 0), |f| f.metadata().map(|m| m.len()))?;
    Ok(len)
}

fn set_length0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let length = long(a, 1);
    if length < 0 {
        return Err(io_error(thread, "Negative length"));
    }
    with_file(thread, int(a, 0), |f| {
        let position = f.stream_position()?;
        f.set_len(length as u64)?;
        if position > length as u64 {
            f.seek(SeekFrom::Start(length as u64))?;
        }
        Ok(())
    })?;
    Ok(0)
}

fn available0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let left = with_file(thread, int(a, 0), |f| {
        let len = f.metadata()?.len();
        let position = f.stream_position()?;
        Ok(len.saturating_sub(position))
    })?;
    Ok(ret_int(left.min(i32::MAX as u64) as i32))
}

// ---------------------------------------------------------------------------
// Paths

fn stat0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::os::unix::fs::PermissionsExt;
    let path = path_arg(thread, a, 0)?;
    let Ok(meta) = std::fs::metadata(&path) else {
        return Ok(0);
    };
    let mut bits = EXISTS;
    if meta.is_file() {
        bits |= IS_FILE;
    }
    if meta.is_dir() {
        bits |= IS_DIRECTORY;
    }
    let mode = meta.permissions().mode();
    // Access as the OS decides it (root may read and write anything): try it,
    // without changing the file (opening for writing does not truncate).
    let readable = if meta.is_dir() {
        std::fs::read_dir(&path).is_ok()
    } else {
        File::open(&path).is_ok()
    };
    let writable = if meta.is_dir() {
        mode & 0o200 != 0
    } else {
        OpenOptions::new().write(true).open(&path).is_ok()
    };
    if readable {
        bits |= READABLE;
    }
    if writable {
        bits |= WRITABLE;
    }
    if mode & 0o111 != 0 {
        bits |= EXECUTABLE;
    }
    Ok(ret_int(bits))
}

fn length_of0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    Ok(std::fs::metadata(&path).map_or(0, |m| m.len()))
}

fn last_modified0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    let millis = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_millis() as u64);
    Ok(millis)
}

fn set_last_modified0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    let time = std::time::UNIX_EPOCH + std::time::Duration::from_millis(long(a, 1).max(0) as u64);
    // Read-only opens work for directories too (futimens needs no write access for the owner).
    let ok = File::open(&path)
        .or_else(|_| File::options().write(true).open(&path))
        .and_then(|f| f.set_modified(time))
        .is_ok();
    Ok(ret_bool(ok))
}

fn list0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    let Ok(entries) = std::fs::read_dir(&path) else {
        return Ok(0);
    };
    let mut names: Vec<String> = entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let string_class = thread.well_known().string;
    let array_class = thread.array_class_of(string_class)?;
    let array = thread.new_array(array_class, names.len() as i32)?;
    for (i, name) in names.iter().enumerate() {
        let s = strings::new_string(thread, name)?;
        array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 8 * i, s);
    }
    Ok(array.to_slot())
}

/// `attributes0(path, follow)`: {kind (1 file, 2 directory, 3 link, 4 other), size,
/// mtime, atime, ctime (nanoseconds since the epoch), dev, ino, mode, uid, gid}, or null if the path
/// does not exist (`lstat` when not following links).
fn attributes0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::os::unix::fs::MetadataExt;
    let path = path_arg(thread, a, 0)?;
    let meta = if int(a, 1) != 0 {
        std::fs::metadata(&path)
    } else {
        std::fs::symlink_metadata(&path)
    };
    let Ok(meta) = meta else { return Ok(0) };
    let kind = meta.file_type();
    let kind = if kind.is_symlink() {
        3
    } else if kind.is_dir() {
        2
    } else if kind.is_file() {
        1
    } else {
        4
    };
    let nanos = |secs: i64, ns: i64| secs.wrapping_mul(1_000_000_000).wrapping_add(ns);
    let values = [
        kind,
        meta.size() as i64,
        nanos(meta.mtime(), meta.mtime_nsec()),
        nanos(meta.atime(), meta.atime_nsec()),
        nanos(meta.ctime(), meta.ctime_nsec()),
        meta.dev() as i64,
        meta.ino() as i64,
        (meta.mode() & 0o7777) as i64,
        meta.uid() as i64,
        meta.gid() as i64,
    ];
    let array_class = thread.primitive_array_class(crate::class::BasicType::Long)?;
    let array = thread.new_array(array_class, values.len() as i32)?;
    array.array_slice_mut::<i64>().copy_from_slice(&values);
    Ok(array.to_slot())
}

/// `chmod0(path, mode)`: 0, or the errno.
fn chmod0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::os::unix::fs::PermissionsExt;
    let path = path_arg(thread, a, 0)?;
    let mode = int(a, 1) as u32 & 0o7777;
    Ok(ret_int(
        match std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)) {
            Ok(()) => 0,
            Err(e) => e.raw_os_error().unwrap_or(5),
        },
    ))
}

/// `principalName0(id, group)`: the user's (or group's) name from the system databases, or
/// null (getpwuid_r / getgrgid_r).
fn principal_name0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (id, group) = (int(a, 0) as u32, int(a, 1) != 0);
    let mut buffer = vec![0u8; 16384];
    let name_ptr: *const libc::c_char = if group {
        // SAFETY: plain data; getgrgid_r fills `entry` with pointers into `buffer`.
        let mut entry: libc::group = unsafe { std::mem::zeroed() };
        let mut found: *mut libc::group = std::ptr::null_mut();
        // SAFETY: every pointer is valid for the call; the buffer's length is given.
        let status = unsafe {
            libc::getgrgid_r(
                id,
                &mut entry,
                buffer.as_mut_ptr() as *mut libc::c_char,
                buffer.len(),
                &mut found,
            )
        };
        if status != 0 || found.is_null() {
            return Ok(0);
        }
        entry.gr_name
    } else {
        // SAFETY: as above, for getpwuid_r.
        let mut entry: libc::passwd = unsafe { std::mem::zeroed() };
        let mut found: *mut libc::passwd = std::ptr::null_mut();
        // SAFETY: as above.
        let status = unsafe {
            libc::getpwuid_r(
                id,
                &mut entry,
                buffer.as_mut_ptr() as *mut libc::c_char,
                buffer.len(),
                &mut found,
            )
        };
        if status != 0 || found.is_null() {
            return Ok(0);
        }
        entry.pw_name
    };
    // SAFETY: the name is a NUL-terminated string inside `buffer`, which is still alive.
    let name = unsafe { std::ffi::CStr::from_ptr(name_ptr) }
        .to_string_lossy()
        .into_owned();
    Ok(strings::new_string(thread, &name)?.to_slot())
}

/// `delete0(path)`: 0 on success, else the reason (1 missing, 2 not empty, 3 other).
fn delete0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    let result = match std::fs::symlink_metadata(&path) {
        Ok(m) if m.is_dir() => std::fs::remove_dir(&path),
        Ok(_) => std::fs::remove_file(&path),
        Err(e) => Err(e),
    };
    Ok(ret_int(match result {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 1,
        Err(e) if e.raw_os_error() == Some(39) => 2,
        Err(_) => 3,
    }))
}

fn mkdir0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    Ok(ret_bool(std::fs::create_dir(&path).is_ok()))
}

fn rename0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let from = path_arg(thread, a, 0)?;
    let to = path_arg(thread, a, 1)?;
    Ok(ret_bool(std::fs::rename(&from, &to).is_ok()))
}

/// `link0(target, link, symbolic)`: makes `link` a symbolic (or hard) link to
/// `target`. 0 on success, 1 if `link` exists, 2 if a hard link's target does
/// not exist, 3 on any other error.
fn link0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let target = path_arg(thread, a, 0)?;
    let link = path_arg(thread, a, 1)?;
    let result = if int(a, 2) != 0 {
        std::os::unix::fs::symlink(&target, &link)
    } else {
        std::fs::hard_link(&target, &link)
    };
    Ok(ret_int(match result {
        Ok(()) => 0,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => 1,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 2,
        Err(_) => 3,
    }))
}

/// `readLink0(path)`: the target a symbolic link names, or null when `path`
/// is not a symbolic link (or cannot be read).
fn read_link0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    match std::fs::read_link(&path) {
        Ok(t) => Ok(strings::new_string(thread, &t.to_string_lossy())?.to_slot()),
        Err(_) => Ok(0),
    }
}

/// `createNew0(path)`: true if created, false if it existed; IOException otherwise.
fn create_new0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    match OpenOptions::new().write(true).create_new(true).open(&path) {
        Ok(_) => Ok(ret_bool(true)),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(ret_bool(false)),
        Err(e) => Err(io_error(thread, &reason(&e))),
    }
}

fn canonicalize0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let path = path_arg(thread, a, 0)?;
    // Resolve the longest existing prefix, then append the rest (as the JDK does
    // for files that do not exist yet).
    let p = std::path::Path::new(&path);
    let mut existing = p.to_path_buf();
    let mut rest = Vec::new();
    let resolved = loop {
        if let Ok(c) = std::fs::canonicalize(&existing) {
            break c;
        }
        match (existing.file_name(), existing.parent()) {
            (Some(name), Some(parent)) => {
                rest.push(name.to_os_string());
                existing = parent.to_path_buf();
            }
            _ => break existing.clone(),
        }
    };
    let mut result = resolved;
    for name in rest.iter().rev() {
        result.push(name);
    }
    let text = result.display().to_string();
    Ok(strings::new_string(thread, &text)?.to_slot())
}

/// `setPermission0(path, bit (0o4 read, 0o2 write, 0o1 execute), enable, ownerOnly)`.
fn set_permission0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::os::unix::fs::PermissionsExt;
    let path = path_arg(thread, a, 0)?;
    let bit = int(a, 1) as u32 & 0o7;
    let enable = a[2] as u32 != 0;
    let owner_only = a[3] as u32 != 0;
    let Ok(meta) = std::fs::metadata(&path) else {
        return Ok(ret_bool(false));
    };
    let mask = if owner_only {
        bit << 6
    } else {
        bit << 6 | bit << 3 | bit
    };
    let mut mode = meta.permissions().mode();
    if enable {
        mode |= mask;
    } else {
        mode &= !mask;
    }
    let ok = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).is_ok();
    Ok(ret_bool(ok))
}

pub fn register(r: &mut NativeRegistry) {
    const S: &str = "Ljava/lang/String;";
    r.register(SYSTEM, "open0", &format!("({S}I)I"), open0);
    r.register(SYSTEM, "read0", "(I[BII)I", read0);
    r.register(SYSTEM, "write0", "(I[BII)V", write0);
    r.register(SYSTEM, "close0", "(I)V", close0);
    r.register(SYSTEM, "seek0", "(IJ)V", seek0);
    r.register(SYSTEM, "position0", "(I)J", position0);
    r.register(SYSTEM, "size0", "(I)J", size0);
    r.register(SYSTEM, "setLength0", "(IJ)V", set_length0);
    r.register(SYSTEM, "available0", "(I)I", available0);
    r.register(SYSTEM, "stat0", &format!("({S})I"), stat0);
    r.register(SYSTEM, "lengthOf0", &format!("({S})J"), length_of0);
    r.register(SYSTEM, "lastModified0", &format!("({S})J"), last_modified0);
    r.register(
        SYSTEM,
        "setLastModified0",
        &format!("({S}J)Z"),
        set_last_modified0,
    );
    r.register(SYSTEM, "list0", &format!("({S})[{S}"), list0);
    r.register(SYSTEM, "attributes0", &format!("({S}Z)[J"), attributes0);
    r.register(SYSTEM, "chmod0", &format!("({S}I)I"), chmod0);
    r.register(
        SYSTEM,
        "principalName0",
        "(IZ)Ljava/lang/String;",
        principal_name0,
    );
    r.register(SYSTEM, "delete0", &format!("({S})I"), delete0);
    r.register(SYSTEM, "mkdir0", &format!("({S})Z"), mkdir0);
    r.register(SYSTEM, "rename0", &format!("({S}{S})Z"), rename0);
    r.register(SYSTEM, "link0", &format!("({S}{S}Z)I"), link0);
    r.register(SYSTEM, "readLink0", &format!("({S}){S}"), read_link0);
    r.register(SYSTEM, "createNew0", &format!("({S})Z"), create_new0);
    r.register(SYSTEM, "canonicalize0", &format!("({S}){S}"), canonicalize0);
    r.register(
        SYSTEM,
        "setPermission0",
        &format!("({S}IZZ)Z"),
        set_permission0,
    );
}

#[cfg(test)]
mod tests {
    use super::reason;

    #[test]
    fn reasons_use_the_jdk_spelling_of_os_errors() {
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert_eq!(reason(&missing), "No such file or directory");
        assert_eq!(
            reason(&std::io::Error::from_raw_os_error(21)),
            "Is a directory"
        );
        assert_eq!(
            reason(&std::io::Error::from_raw_os_error(39)),
            "Directory not empty"
        );
    }
}
