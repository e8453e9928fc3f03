//! `java.util.zip.Deflater` / `Inflater` natives: zlib streams through the `flate2`
//! crate, built on the system's C zlib (the library HotSpot's `java.util.zip` uses),
//! so compressed bytes are the ones `java` writes.
//!
//! ```text
//! Deflater.init0(level, nowrap) --> handle (a key into STREAMS)
//! Deflater.deflate0(handle, in[off, len), out[off, len), flush, level)
//!     --> compress once --> read | written << 31 | finished << 62   (JDK's packing)
//! Inflater.inflate0(handle, in[...], out[...])
//!     --> decompress once --> read | written << 31 | finished << 62 | needs-dictionary << 63
//!     a corrupt stream --> DataFormatException(zlib's message)
//! end0(handle) drops the stream; a later call with that handle finds nothing
//! ```
//!
//! The Java classes keep their own input position and byte counts; the natives see one
//! window of input and one of output per call. Streams are owned by a table keyed by
//! handle, so a stale handle is an error, never a dangling pointer.

use super::args::{int, long, object};
use super::NativeRegistry;
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread};
use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};

enum Stream {
    /// A compressor and whether it writes the zlib header and trailer (not `nowrap`).
    Deflate(Compress, bool),
    Inflate(Decompress),
}

// Process-wide, not in `Vm`: as the other natives' handle tables (files,
// sockets, children), a table of native state Java objects name by handle.
static STREAMS: Mutex<Option<HashMap<i64, Stream>>> = Mutex::new(None);
static NEXT_HANDLE: AtomicI64 = AtomicI64::new(1);

/// JDK's `Deflater` flush modes (and `FINISH`, which the Java side passes once `finish()` was called).
const NO_FLUSH: i32 = 0;
const SYNC_FLUSH: i32 = 2;
const FULL_FLUSH: i32 = 3;
const FINISH: i32 = 4;
/// `deflate0`'s level argument when the level is not to change.
const KEEP_LEVEL: i32 = -2;

fn add_stream(stream: Stream) -> i64 {
    let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
    STREAMS
        .lock()
        .get_or_insert_with(HashMap::new)
        .insert(handle, stream);
    handle
}

/// Runs `f` on the stream `handle` names; a closed handle throws as the JDK does.
fn with_stream<R>(
    thread: &mut JavaThread,
    handle: i64,
    f: impl FnOnce(&mut Stream) -> R,
) -> JResult<R> {
    let mut streams = STREAMS.lock();
    match streams.as_mut().and_then(|map| map.get_mut(&handle)) {
        Some(stream) => Ok(f(stream)),
        None => {
            drop(streams);
            Err(thread.throw_new(
                "java/lang/NullPointerException",
                Some("zlib stream has been closed"),
            ))
        }
    }
}

fn level_of(level: i32) -> Compression {
    if level < 0 {
        Compression::default()
    } else {
        Compression::new(level as u32)
    }
}

/// The window `[offset, offset + length)` of a byte array, checked.
fn window(
    thread: &mut JavaThread,
    array: ObjRef,
    offset: i32,
    length: i32,
) -> JResult<(usize, usize)> {
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    let size = array.array_length() as i64;
    let (offset, length) = (offset as i64, length as i64);
    if offset < 0 || length < 0 || offset + length > size {
        return Err(thread.throw_new("java/lang/ArrayIndexOutOfBoundsException", None));
    }
    Ok((offset as usize, length as usize))
}

/// The input window as its own bytes when it shares an array with the output, else borrowed.
fn input_bytes(input: ObjRef, output: ObjRef, offset: usize, length: usize) -> InputBytes {
    let slice = &input.array_slice::<u8>()[offset..offset + length];
    if input == output {
        InputBytes::Copied(slice.to_vec())
    } else {
        InputBytes::Borrowed(slice)
    }
}

enum InputBytes {
    Copied(Vec<u8>),
    Borrowed(&'static [u8]),
}

impl InputBytes {
    fn bytes(&self) -> &[u8] {
        match self {
            InputBytes::Copied(v) => v,
            InputBytes::Borrowed(s) => s,
        }
    }
}

fn pack(read: u64, written: u64, finished: bool, needs_dictionary: bool) -> u64 {
    read | (written << 31) | ((finished as u64) << 62) | ((needs_dictionary as u64) << 63)
}

fn deflater_init(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (level, nowrap) = (int(a, 0), int(a, 1) != 0);
    Ok(add_stream(Stream::Deflate(
        Compress::new(level_of(level), !nowrap),
        !nowrap,
    )) as u64)
}

fn deflater_deflate(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    let (input, in_offset, in_length) = (object(a, 2), int(a, 3), int(a, 4));
    let (output, out_offset, out_length) = (object(a, 5), int(a, 6), int(a, 7));
    let (flush, level) = (int(a, 8), int(a, 9));
    let (in_offset, in_length) = window(thread, input, in_offset, in_length)?;
    let (out_offset, out_length) = window(thread, output, out_offset, out_length)?;
    let flush = match flush {
        NO_FLUSH => FlushCompress::None,
        SYNC_FLUSH => FlushCompress::Sync,
        FULL_FLUSH => FlushCompress::Full,
        FINISH => FlushCompress::Finish,
        _ => return Err(thread.throw_new("java/lang/IllegalArgumentException", None)),
    };
    let source = input_bytes(input, output, in_offset, in_length);
    let target = &mut output.array_slice_mut::<u8>()[out_offset..out_offset + out_length];
    let result = with_stream(thread, handle, |stream| {
        let Stream::Deflate(compress, zlib_header) = stream else {
            return Err("not a Deflater stream".to_string());
        };
        if level != KEEP_LEVEL {
            // As HotSpot's Deflater: a call that changes the level only changes it (zlib's
            // deflateParams), reading and writing nothing at the start of a stream.
            if compress.total_in() == 0 && compress.total_out() == 0 {
                *compress = Compress::new(level_of(level), *zlib_header);
            } else {
                // Mid-stream, zlib would also compress the pending input here (Z_BLOCK);
                // flate2 gives deflateParams no input, so the next call does it instead.
                compress
                    .set_level(level_of(level))
                    .map_err(|e| e.message().unwrap_or("deflateParams failed").to_string())?;
            }
            return Ok(pack(0, 0, false, false));
        }
        let (before_in, before_out) = (compress.total_in(), compress.total_out());
        let status = compress
            .compress(source.bytes(), target, flush)
            .map_err(|e| e.message().unwrap_or("deflate failed").to_string())?;
        let read = compress.total_in() - before_in;
        let written = compress.total_out() - before_out;
        Ok(pack(read, written, status == Status::StreamEnd, false))
    })?;
    result.map_err(|message| thread.throw_new("java/lang/InternalError", Some(&message)))
}

fn deflater_set_dictionary(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    let (array, offset, length) = (object(a, 2), int(a, 3), int(a, 4));
    let (offset, length) = window(thread, array, offset, length)?;
    let bytes = &array.array_slice::<u8>()[offset..offset + length];
    let result = with_stream(thread, handle, |stream| match stream {
        Stream::Deflate(compress, _) => compress.set_dictionary(bytes).is_ok(),
        Stream::Inflate(decompress) => decompress.set_dictionary(bytes).is_ok(),
    })?;
    if result {
        Ok(0)
    } else {
        Err(thread.throw_new("java/lang/IllegalArgumentException", None))
    }
}

fn inflater_init(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let nowrap = int(a, 0) != 0;
    Ok(add_stream(Stream::Inflate(Decompress::new(!nowrap))) as u64)
}

fn inflater_inflate(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    let (input, in_offset, in_length) = (object(a, 2), int(a, 3), int(a, 4));
    let (output, out_offset, out_length) = (object(a, 5), int(a, 6), int(a, 7));
    let (in_offset, in_length) = window(thread, input, in_offset, in_length)?;
    let (out_offset, out_length) = window(thread, output, out_offset, out_length)?;
    let source = input_bytes(input, output, in_offset, in_length);
    let target = &mut output.array_slice_mut::<u8>()[out_offset..out_offset + out_length];
    let result = with_stream(thread, handle, |stream| {
        let Stream::Inflate(decompress) = stream else {
            return Err("not an Inflater stream".to_string());
        };
        let (before_in, before_out) = (decompress.total_in(), decompress.total_out());
        let outcome = decompress.decompress(source.bytes(), target, FlushDecompress::None);
        let read = decompress.total_in() - before_in;
        let written = decompress.total_out() - before_out;
        match outcome {
            Ok(status) => Ok(pack(read, written, status == Status::StreamEnd, false)),
            Err(e) if e.needs_dictionary().is_some() => Ok(pack(read, written, false, true)),
            Err(e) => Err(e.message().unwrap_or("invalid data").to_string()),
        }
    })?;
    result.map_err(|message| thread.throw_new("java/util/zip/DataFormatException", Some(&message)))
}

fn stream_reset(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (handle, nowrap) = (long(a, 0), int(a, 2) != 0);
    with_stream(thread, handle, |stream| match stream {
        Stream::Deflate(compress, _) => compress.reset(),
        Stream::Inflate(decompress) => decompress.reset(!nowrap),
    })?;
    Ok(0)
}

fn stream_end(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let handle = long(a, 0);
    if let Some(map) = STREAMS.lock().as_mut() {
        map.remove(&handle);
    }
    Ok(0)
}

pub fn register(r: &mut NativeRegistry) {
    const DEFLATER: &str = "java/util/zip/Deflater";
    const INFLATER: &str = "java/util/zip/Inflater";
    r.register(DEFLATER, "init0", "(IZ)J", deflater_init);
    r.register(DEFLATER, "deflate0", "(J[BII[BIIII)J", deflater_deflate);
    r.register(
        DEFLATER,
        "setDictionary0",
        "(J[BII)V",
        deflater_set_dictionary,
    );
    r.register(DEFLATER, "reset0", "(JZ)V", stream_reset);
    r.register(DEFLATER, "end0", "(J)V", stream_end);
    r.register(INFLATER, "init0", "(Z)J", inflater_init);
    r.register(INFLATER, "inflate0", "(J[BII[BII)J", inflater_inflate);
    r.register(
        INFLATER,
        "setDictionary0",
        "(J[BII)V",
        deflater_set_dictionary,
    );
    r.register(INFLATER, "reset0", "(JZ)V", stream_reset);
    r.register(INFLATER, "end0", "(J)V", stream_end);
}
