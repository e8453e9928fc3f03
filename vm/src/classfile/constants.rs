//! The constant pool as rvm keeps it: one [`Constant`] per JVMS index (index 0 and
//! the second slot of a long/double are [`Constant::Unused`]), with checked
//! accessors that turn a bad index into a message instead of a panic.

use classfile_parser::constant_info::ConstantInfo;

#[derive(Debug, Clone)]
pub enum Constant {
    Unused,
    /// The text (decoded from modified UTF-8) and the UTF-16 units Java sees.
    Utf8 {
        text: String,
        utf16: Vec<u16>,
    },
    Integer(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    Class {
        name: u16,
    },
    String {
        utf8: u16,
    },
    FieldRef {
        class: u16,
        name_and_type: u16,
    },
    MethodRef {
        class: u16,
        name_and_type: u16,
    },
    InterfaceMethodRef {
        class: u16,
        name_and_type: u16,
    },
    NameAndType {
        name: u16,
        descriptor: u16,
    },
    MethodHandle {
        kind: u8,
        reference: u16,
    },
    MethodType {
        descriptor: u16,
    },
    InvokeDynamic {
        bootstrap: u16,
        name_and_type: u16,
    },
}

#[derive(Debug, Clone, Default)]
pub struct ConstantPool {
    entries: Vec<Constant>,
}

/// A field or method reference with its names resolved to text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberRef<'a> {
    pub class: &'a str,
    pub name: &'a str,
    pub descriptor: &'a str,
}

impl ConstantPool {
    pub(super) fn from_parsed(parsed: &[ConstantInfo]) -> Result<ConstantPool, String> {
        let mut entries = Vec::with_capacity(parsed.len() + 1);
        entries.push(Constant::Unused);
        for info in parsed {
            if let ConstantInfo::Utf8(u) = info {
                if !is_legal_modified_utf8(&u.bytes) {
                    return Err(format!(
                        "Illegal UTF8 string in constant pool at entry {}",
                        entries.len()
                    ));
                }
            }
            entries.push(match info {
                ConstantInfo::Utf8(u) => Constant::Utf8 {
                    text: u.utf8_string.clone(),
                    utf16: decode_modified_utf8(&u.bytes),
                },
                ConstantInfo::Integer(c) => Constant::Integer(c.value),
                ConstantInfo::Float(c) => Constant::Float(c.value),
                ConstantInfo::Long(c) => Constant::Long(c.value),
                ConstantInfo::Double(c) => Constant::Double(c.value),
                ConstantInfo::Class(c) => Constant::Class { name: c.name_index },
                ConstantInfo::String(c) => Constant::String {
                    utf8: c.string_index,
                },
                ConstantInfo::FieldRef(c) => Constant::FieldRef {
                    class: c.class_index,
                    name_and_type: c.name_and_type_index,
                },
                ConstantInfo::MethodRef(c) => Constant::MethodRef {
                    class: c.class_index,
                    name_and_type: c.name_and_type_index,
                },
                ConstantInfo::InterfaceMethodRef(c) => Constant::InterfaceMethodRef {
                    class: c.class_index,
                    name_and_type: c.name_and_type_index,
                },
                ConstantInfo::NameAndType(c) => Constant::NameAndType {
                    name: c.name_index,
                    descriptor: c.descriptor_index,
                },
                ConstantInfo::MethodHandle(c) => Constant::MethodHandle {
                    kind: c.reference_kind,
                    reference: c.reference_index,
                },
                ConstantInfo::MethodType(c) => Constant::MethodType {
                    descriptor: c.descriptor_index,
                },
                ConstantInfo::InvokeDynamic(c) => Constant::InvokeDynamic {
                    bootstrap: c.bootstrap_method_attr_index,
                    name_and_type: c.name_and_type_index,
                },
                ConstantInfo::Unusable => Constant::Unused,
            });
        }
        let pool = ConstantPool { entries };
        pool.check_references()?;
        Ok(pool)
    }

    /// Checks that every index stored inside an entry points at the right kind of
    /// entry, so later accessors can only fail on indices taken from bytecode.
    fn check_references(&self) -> Result<(), String> {
        for (index, entry) in self.entries.iter().enumerate() {
            let index = index as u16;
            let ok = match *entry {
                Constant::Class { name } => self.utf8(name).is_ok(),
                Constant::String { utf8 } => self.utf8(utf8).is_ok(),
                Constant::FieldRef {
                    class,
                    name_and_type,
                }
                | Constant::MethodRef {
                    class,
                    name_and_type,
                }
                | Constant::InterfaceMethodRef {
                    class,
                    name_and_type,
                } => self.class_name(class).is_ok() && self.name_and_type(name_and_type).is_ok(),
                Constant::NameAndType { name, descriptor } => {
                    self.utf8(name).is_ok() && self.utf8(descriptor).is_ok()
                }
                Constant::MethodType { descriptor } => self.utf8(descriptor).is_ok(),
                Constant::InvokeDynamic { name_and_type, .. } => {
                    self.name_and_type(name_and_type).is_ok()
                }
                Constant::MethodHandle { kind, reference } => {
                    (1..=9).contains(&kind) && self.member_ref(reference).is_ok()
                }
                _ => true,
            };
            if !ok {
                return Err(format!(
                    "constant pool entry {index} ({}) refers to a missing or wrong-kind entry",
                    entry.kind_name()
                ));
            }
        }
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.len() <= 1
    }

    pub fn get(&self, index: u16) -> Result<&Constant, String> {
        match self.entries.get(index as usize) {
            Some(Constant::Unused) | None => Err(format!(
                "constant pool index {index} out of range or unusable (count {})",
                self.entries.len()
            )),
            Some(c) => Ok(c),
        }
    }

    pub fn utf8(&self, index: u16) -> Result<&str, String> {
        match self.get(index)? {
            Constant::Utf8 { text, .. } => Ok(text),
            other => Err(format!(
                "constant pool index {index} is {}, expected Utf8",
                other.kind_name()
            )),
        }
    }

    pub fn utf16(&self, index: u16) -> Result<&[u16], String> {
        match self.get(index)? {
            Constant::Utf8 { utf16, .. } => Ok(utf16),
            other => Err(format!(
                "constant pool index {index} is {}, expected Utf8",
                other.kind_name()
            )),
        }
    }

    pub fn class_name(&self, index: u16) -> Result<&str, String> {
        match self.get(index)? {
            Constant::Class { name } => self.utf8(*name),
            other => Err(format!(
                "constant pool index {index} is {}, expected Class",
                other.kind_name()
            )),
        }
    }

    pub fn name_and_type(&self, index: u16) -> Result<(&str, &str), String> {
        match self.get(index)? {
            Constant::NameAndType { name, descriptor } => {
                Ok((self.utf8(*name)?, self.utf8(*descriptor)?))
            }
            other => Err(format!(
                "constant pool index {index} is {}, expected NameAndType",
                other.kind_name()
            )),
        }
    }

    /// A FieldRef, MethodRef or InterfaceMethodRef with its names.
    pub fn member_ref(&self, index: u16) -> Result<MemberRef<'_>, String> {
        match self.get(index)? {
            Constant::FieldRef {
                class,
                name_and_type,
            }
            | Constant::MethodRef {
                class,
                name_and_type,
            }
            | Constant::InterfaceMethodRef {
                class,
                name_and_type,
            } => {
                let (name, descriptor) = self.name_and_type(*name_and_type)?;
                Ok(MemberRef {
                    class: self.class_name(*class)?,
                    name,
                    descriptor,
                })
            }
            other => Err(format!(
                "constant pool index {index} is {}, expected a field or method reference",
                other.kind_name()
            )),
        }
    }
}

impl Constant {
    pub fn kind_name(&self) -> &'static str {
        match self {
            Constant::Unused => "unused",
            Constant::Utf8 { .. } => "Utf8",
            Constant::Integer(_) => "Integer",
            Constant::Float(_) => "Float",
            Constant::Long(_) => "Long",
            Constant::Double(_) => "Double",
            Constant::Class { .. } => "Class",
            Constant::String { .. } => "String",
            Constant::FieldRef { .. } => "Fieldref",
            Constant::MethodRef { .. } => "Methodref",
            Constant::InterfaceMethodRef { .. } => "InterfaceMethodref",
            Constant::NameAndType { .. } => "NameAndType",
            Constant::MethodHandle { .. } => "MethodHandle",
            Constant::MethodType { .. } => "MethodType",
            Constant::InvokeDynamic { .. } => "InvokeDynamic",
        }
    }
}

/// JVMS 4.4.7: no byte is 0 or in 0xf0-0xff, and every lead byte has its
/// continuation bytes (HotSpot rejects anything else with ClassFormatError).
pub fn is_legal_modified_utf8(bytes: &[u8]) -> bool {
    let mut i = 0;
    let continuation = |b: Option<&u8>| b.is_some_and(|b| b & 0xC0 == 0x80);
    while i < bytes.len() {
        let b = bytes[i];
        i += match b {
            0x01..=0x7F => 1,
            0xC0..=0xDF if continuation(bytes.get(i + 1)) => 2,
            0xE0..=0xEF if continuation(bytes.get(i + 1)) && continuation(bytes.get(i + 2)) => 3,
            _ => return false,
        };
    }
    true
}

/// Decodes JVMS 4.4.7 "modified UTF-8" into UTF-16 code units (surrogates are
/// encoded as two 3-byte sequences, NUL as `C0 80`). Malformed bytes become U+FFFD.
pub fn decode_modified_utf8(bytes: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b & 0x80 == 0 {
            out.push(b as u16);
            i += 1;
        } else if b & 0xE0 == 0xC0 && i + 1 < bytes.len() {
            out.push((((b & 0x1F) as u16) << 6) | (bytes[i + 1] & 0x3F) as u16);
            i += 2;
        } else if b & 0xF0 == 0xE0 && i + 2 < bytes.len() {
            out.push(
                (((b & 0x0F) as u16) << 12)
                    | (((bytes[i + 1] & 0x3F) as u16) << 6)
                    | (bytes[i + 2] & 0x3F) as u16,
            );
            i += 3;
        } else {
            out.push(0xFFFD);
            i += 1;
        }
    }
    out
}
