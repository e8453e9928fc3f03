//! Java strings seen from Rust: creating `java.lang.String` objects (a `char[]`
//! in the `value` field, see the class library's String.java), reading them
//! back, and the intern table that makes equal literals the same object.

use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread};

/// A new (not interned) Java string holding `text`.
pub fn new_string(thread: &mut JavaThread, text: &str) -> JResult<ObjRef> {
    let units: Vec<u16> = text.encode_utf16().collect();
    new_string_utf16(thread, &units)
}

pub fn new_string_utf16(thread: &mut JavaThread, units: &[u16]) -> JResult<ObjRef> {
    let wk = thread.well_known();
    let chars = thread.new_array(wk.char_array, units.len() as i32)?;
    chars.array_slice_mut::<u16>().copy_from_slice(units);
    let string = thread.new_object(wk.string)?;
    string.write::<usize>(wk.string_value_offset, chars.0);
    Ok(string)
}

/// The UTF-16 contents of a non-null string.
pub fn utf16(thread: &JavaThread, string: ObjRef) -> &'static [u16] {
    let chars = ObjRef(string.read::<usize>(thread.well_known().string_value_offset));
    if chars.is_null() {
        return &[];
    }
    chars.array_slice::<u16>()
}

/// The contents of a non-null string as Rust text (lone surrogates become U+FFFD).
pub fn to_rust_string(thread: &JavaThread, string: ObjRef) -> String {
    String::from_utf16_lossy(utf16(thread, string))
}

/// The canonical string with these contents (JLS 3.10.5: literals are interned).
pub fn intern_utf16(thread: &mut JavaThread, units: &[u16]) -> JResult<ObjRef> {
    if let Some(&s) = thread.vm.interned().get(units) {
        return Ok(s);
    }
    let s = new_string_utf16(thread, units)?;
    Ok(*thread.vm.interned().entry(units.to_vec()).or_insert(s))
}

pub fn intern(thread: &mut JavaThread, string: ObjRef) -> JResult<ObjRef> {
    let units = utf16(thread, string);
    if let Some(&s) = thread.vm.interned().get(units) {
        return Ok(s);
    }
    Ok(*thread.vm.interned().entry(units.to_vec()).or_insert(string))
}

/// Encodes UTF-16 as UTF-8 the way Java's encoder does for console output:
/// unpaired surrogates become `?`.
pub fn utf16_to_utf8_lossy(units: &[u16], out: &mut Vec<u8>) {
    for r in char::decode_utf16(units.iter().copied()) {
        match r {
            Ok(c) if (c as u32) < 0x80 => out.push(c as u8),
            Ok(c) => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            Err(_) => out.push(b'?'),
        }
    }
}
