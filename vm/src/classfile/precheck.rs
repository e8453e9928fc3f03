//! Structural checks run before the bytes reach `classfile-parser`: the magic
//! number, the header, and a walk over the constant pool that reports truncation,
//! unknown tags and the tags the crate cannot parse (17 Dynamic, 19 Module,
//! 20 Package) with the byte offset, instead of a bare "failed to parse".

/// Checks the header and the constant pool of `bytes`.
pub fn check(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() < 4 {
        return Err(format!(
            "not a class file ({} bytes, too short for the magic number)",
            bytes.len()
        ));
    }
    let magic = u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    if magic != 0xCAFE_BABE {
        return Err(format!(
            "not a class file (magic number 0x{magic:08x}, expected 0xcafebabe)"
        ));
    }
    if bytes.len() < 10 {
        return Err("truncated class file header".to_string());
    }
    let count = u16::from_be_bytes([bytes[8], bytes[9]]);
    if count == 0 {
        return Err("constant pool count is 0 (must be at least 1)".to_string());
    }
    let mut at = 10usize;
    let mut index = 1u16;
    while index < count {
        let tag = *bytes.get(at).ok_or_else(|| {
            format!(
                "truncated constant pool at byte {at} (entry {index} of {})",
                count - 1
            )
        })?;
        let size = match tag {
            1 => {
                let len = bytes
                    .get(at + 1..at + 3)
                    .map(|b| u16::from_be_bytes([b[0], b[1]]) as usize)
                    .ok_or_else(|| format!("truncated constant pool at byte {}", at + 1))?;
                3 + len
            }
            3 | 4 => 5,
            5 | 6 => 9,
            7 | 8 | 16 => 3,
            9 | 10 | 11 | 12 | 18 => 5,
            15 => 4,
            17 => return Err(unsupported(tag, "Dynamic", index, at)),
            19 => return Err(unsupported(tag, "Module", index, at)),
            20 => return Err(unsupported(tag, "Package", index, at)),
            _ => {
                return Err(format!(
                    "unknown constant-pool tag {tag} at byte {at} (entry {index})"
                ))
            }
        };
        if at + size > bytes.len() {
            return Err(format!(
                "truncated constant pool at byte {} (entry {index} of {})",
                bytes.len(),
                count - 1
            ));
        }
        at += size;
        index += if tag == 5 || tag == 6 { 2 } else { 1 };
    }
    if index != count {
        return Err(format!(
            "constant pool: a long/double entry overruns the count {count}"
        ));
    }
    // access_flags, this_class, super_class, interfaces_count must follow.
    if at + 8 > bytes.len() {
        return Err(format!(
            "truncated class file after the constant pool at byte {at}"
        ));
    }
    Ok(())
}

fn unsupported(tag: u8, name: &str, index: u16, at: usize) -> String {
    format!(
        "constant-pool tag {tag} ({name}) at entry {index}, byte {at}, is not supported by rvm \
         (module-info and dynamic constants are outside Java SE 17 application code)"
    )
}

/// The name the class file declares (`this_class`), read straight from the
/// bytes as HotSpot does before it parses fields, methods and attributes, so
/// a file under the wrong name is a NoClassDefFoundError even if its later
/// parts are broken. None if the header or the pool is malformed.
pub fn declared_name(bytes: &[u8]) -> Option<String> {
    check(bytes).ok()?;
    let u16_at = |at: usize| Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]));
    let count = u16_at(8)?;
    let mut offsets = vec![0usize; count as usize];
    let mut at = 10usize;
    let mut index = 1u16;
    while index < count {
        offsets[index as usize] = at;
        let tag = *bytes.get(at)?;
        at += match tag {
            1 => 3 + u16_at(at + 1)? as usize,
            3 | 4 => 5,
            5 | 6 => 9,
            7 | 8 | 16 => 3,
            15 => 4,
            _ => 5,
        };
        index += if tag == 5 || tag == 6 { 2 } else { 1 };
    }
    let entry = |i: u16, tag: u8| -> Option<usize> {
        let at = *offsets.get(i as usize).filter(|&&o| o != 0)?;
        (*bytes.get(at)? == tag).then_some(at)
    };
    let class = entry(u16_at(at + 2)?, 7)?;
    let utf8 = entry(u16_at(class + 1)?, 1)?;
    let len = u16_at(utf8 + 1)? as usize;
    let name = bytes.get(utf8 + 3..utf8 + 3 + len)?;
    // An illegal name is a ClassFormatError of the pool in HotSpot, which
    // comes before the name comparison.
    if !super::constants::is_legal_modified_utf8(name) {
        return None;
    }
    let name = String::from_utf8_lossy(name).into_owned();
    super::checks::is_class_name(&name).then_some(name)
}
