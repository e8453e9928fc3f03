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

/// `StandardInput.read0`: reads what is available from stdin (blocking until
/// at least one byte or end of input); stdout is flushed first so prompts show.
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
    let read = thread.blocking(|_| std::io::stdin().lock().read(&mut buffer));
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

pub fn register(r: &mut NativeRegistry) {
    r.register("java/io/StandardInput", "read0", "([BII)I", read_stdin);
    r.register(
        "java/io/PrintStream",
        "writeString",
        "(ILjava/lang/String;)V",
        write_string,
    );
    r.register("java/io/PrintStream", "writeBytes", "(I[BII)V", write_bytes);
    r.register("java/io/PrintStream", "flush0", "(I)V", flush0);
}
