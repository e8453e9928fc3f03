//! `java.io.PrintStream` natives: console output through the VM's buffered
//! [`crate::runtime::output::Output`], UTF-16 encoded to UTF-8 as `java` does.

use super::args::{int, object};
use super::NativeRegistry;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};

fn write_string(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    let s = object(a, 1);
    let mut bytes = Vec::new();
    if s.is_null() {
        bytes.extend_from_slice(b"null");
    } else {
        strings::utf16_to_utf8_lossy(strings::utf16(thread, s), &mut bytes);
    }
    thread.vm.output.write(fd, &bytes);
    Ok(0)
}

fn write_bytes(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (fd, array, offset, length) = (int(a, 0), object(a, 1), int(a, 2), int(a, 3));
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    let bytes = array.array_slice::<u8>();
    if offset < 0 || length < 0 || offset as usize + length as usize > bytes.len() {
        let message = format!(
            "Range [{offset}, {offset} + {length}) out of bounds for length {}",
            bytes.len()
        );
        return Err(thread.throw_new("java/lang/IndexOutOfBoundsException", Some(&message)));
    }
    thread
        .vm
        .output
        .write(fd, &bytes[offset as usize..(offset + length) as usize]);
    Ok(0)
}

fn flush0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    thread.vm.output.flush();
    Ok(0)
}

/// Standard input as a `File` that is never closed (fd 0 belongs to the process).
fn stdin_file() -> std::mem::ManuallyDrop<std::fs::File> {
    use std::os::fd::FromRawFd;
    // SAFETY: fd 0 stays open for the life of the process and ManuallyDrop
    // never closes it; the File is only a handle for read(2), fstat and lseek.
    std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(0) })
}

/// `StandardInput.read0`: one read(2) on fd 0, as HotSpot's FileInputStream
/// does (no buffering here, so the bytes a program's readers take from stdin
/// are the bytes they take under `java`), blocking until at least one byte or
/// end of input; stdout is flushed first so prompts show.
fn read_stdin(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    use std::io::Read;
    let (array, offset, length) = (object(a, 0), int(a, 1), int(a, 2));
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    thread.vm.output.flush();
    let (offset, length) = (offset as usize, length as usize);
    if offset + length > array.array_length() as usize {
        return Err(thread.throw_new("java/lang/IndexOutOfBoundsException", None));
    }
    // Reading blocks: release the VM lock meanwhile (other threads run) and
    // read into a buffer of our own, copied into the array once the lock is back.
    let mut buffer = vec![0u8; length];
    let read = thread.blocking(|_| loop {
        match stdin_file().read(&mut buffer) {
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
        Err(e) => {
            let message = format!("stdin: {e}");
            Err(thread.throw_new("java/io/IOException", Some(&message)))
        }
    }
}

/// `StandardInput.available0`, as HotSpot's FileInputStream.available on fd 0:
/// the bytes left in a regular file, FIONREAD for a pipe, socket or terminal.
fn available_stdin(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    use std::io::Seek;
    let mut file = stdin_file();
    let regular_size = file
        .metadata()
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.len());
    let available: i64 = if let Some(size) = regular_size {
        let size = size as i64;
        let position = file.stream_position().map(|p| p as i64).unwrap_or(size);
        (size - position).max(0)
    } else {
        let mut count: libc::c_int = 0;
        // SAFETY: FIONREAD writes one c_int through the pointer, which is valid.
        let status = unsafe { libc::ioctl(0, libc::FIONREAD, &mut count as *mut libc::c_int) };
        if status < 0 {
            let error = std::io::Error::last_os_error();
            // /dev/null and other devices without FIONREAD have nothing buffered.
            if error.raw_os_error() == Some(libc::ENOTTY)
                || error.raw_os_error() == Some(libc::EINVAL)
            {
                0
            } else {
                let message = format!("stdin: {error}");
                return Err(thread.throw_new("java/io/IOException", Some(&message)));
            }
        } else {
            count as i64
        }
    };
    Ok(available.min(i32::MAX as i64) as i32 as u32 as u64)
}

pub fn register(r: &mut NativeRegistry) {
    r.register("java/io/StandardInput", "read0", "([BII)I", read_stdin);
    r.register(
        "java/io/StandardInput",
        "available0",
        "()I",
        available_stdin,
    );
    r.register(
        "java/io/PrintStream",
        "writeString",
        "(ILjava/lang/String;)V",
        write_string,
    );
    r.register("java/io/PrintStream", "writeBytes", "(I[BII)V", write_bytes);
    r.register("java/io/PrintStream", "flush0", "(I)V", flush0);
}
