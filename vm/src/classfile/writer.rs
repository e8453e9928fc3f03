//! A small class-file writer, for classes the VM makes itself (lambda classes
//! behind `invokedynamic`). The bytes it produces go through the same
//! [`super::ClassFile::parse`] and loader as classes from disk, so generated
//! code is ordinary bytecode to the rest of the VM.
//!
//! ```text
//! ClassWriter::new(name, super, interfaces)
//!   .utf8/.class/.field_ref/.method_ref -> constant-pool indices (deduplicated)
//!   .add_field / .add_method(code)      -> members
//!   .finish()                           -> class-file bytes (version 61)
//! ```

use std::collections::HashMap;

#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Utf8(String),
    Class(String),
    NameAndType(String, String),
    Field(String, String, String),
    Method(String, String, String, bool),
    Integer(i32),
}

pub struct ClassWriter {
    pool: Vec<u8>,
    pool_count: u16,
    keys: HashMap<Key, u16>,
    access: u16,
    this_class: u16,
    super_class: u16,
    interfaces: Vec<u16>,
    fields: Vec<u8>,
    field_count: u16,
    methods: Vec<u8>,
    method_count: u16,
    major_version: u16,
}

/// The optional parts of a method's Code attribute, for [`ClassWriter::add_method_with`].
#[derive(Default)]
pub struct CodeExtras<'a> {
    /// (start_pc, end_pc, handler_pc, catch_type constant-pool index or 0).
    pub exception_table: &'a [(u16, u16, u16, u16)],
    /// The body of a StackMapTable attribute (number_of_entries, then frames).
    pub stack_map_table: Option<&'a [u8]>,
}

/// Encodes text as JVMS 4.4.7 modified UTF-8 (NUL as C0 80, supplementary
/// characters as two 3-byte surrogates).
fn modified_utf8(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for unit in text.encode_utf16() {
        match unit {
            0x0001..=0x007F => out.push(unit as u8),
            0x0000 | 0x0080..=0x07FF => {
                out.push(0xC0 | (unit >> 6) as u8);
                out.push(0x80 | (unit & 0x3F) as u8);
            }
            _ => {
                out.push(0xE0 | (unit >> 12) as u8);
                out.push(0x80 | ((unit >> 6) & 0x3F) as u8);
                out.push(0x80 | (unit & 0x3F) as u8);
            }
        }
    }
    out
}

impl ClassWriter {
    pub fn new(name: &str, super_name: &str, interfaces: &[&str], access: u16) -> ClassWriter {
        let mut w = ClassWriter {
            pool: Vec::new(),
            pool_count: 1,
            keys: HashMap::new(),
            access,
            this_class: 0,
            super_class: 0,
            interfaces: Vec::new(),
            fields: Vec::new(),
            field_count: 0,
            methods: Vec::new(),
            method_count: 0,
            major_version: 61,
        };
        w.this_class = w.class(name);
        w.super_class = w.class(super_name);
        for i in interfaces {
            let index = w.class(i);
            w.interfaces.push(index);
        }
        w
    }

    fn entry(&mut self, key: Key, bytes: impl FnOnce(&mut Self) -> Vec<u8>) -> u16 {
        if let Some(&i) = self.keys.get(&key) {
            return i;
        }
        let encoded = bytes(self);
        self.pool.extend_from_slice(&encoded);
        let index = self.pool_count;
        self.pool_count += 1;
        self.keys.insert(key, index);
        index
    }

    pub fn utf8(&mut self, text: &str) -> u16 {
        self.entry(Key::Utf8(text.to_string()), |_| {
            let encoded = modified_utf8(text);
            let mut b = vec![1];
            b.extend_from_slice(&(encoded.len() as u16).to_be_bytes());
            b.extend_from_slice(&encoded);
            b
        })
    }

    pub fn class(&mut self, name: &str) -> u16 {
        self.entry(Key::Class(name.to_string()), |w| {
            let n = w.utf8(name);
            let mut b = vec![7];
            b.extend_from_slice(&n.to_be_bytes());
            b
        })
    }

    /// Class-file version to write (61, Java 17, unless set).
    pub fn set_major_version(&mut self, version: u16) {
        self.major_version = version;
    }

    pub fn string(&mut self, text: &str) -> u16 {
        let utf8 = self.utf8(text);
        // Not deduplicated by key: tests use each string once.
        let mut b = vec![8];
        b.extend_from_slice(&utf8.to_be_bytes());
        self.pool.extend_from_slice(&b);
        self.pool_count += 1;
        self.pool_count - 1
    }

    pub fn integer(&mut self, value: i32) -> u16 {
        self.entry(Key::Integer(value), |_| {
            let mut b = vec![3];
            b.extend_from_slice(&value.to_be_bytes());
            b
        })
    }

    pub fn name_and_type(&mut self, name: &str, descriptor: &str) -> u16 {
        self.entry(
            Key::NameAndType(name.to_string(), descriptor.to_string()),
            |w| {
                let n = w.utf8(name);
                let d = w.utf8(descriptor);
                let mut b = vec![12];
                b.extend_from_slice(&n.to_be_bytes());
                b.extend_from_slice(&d.to_be_bytes());
                b
            },
        )
    }

    pub fn field_ref(&mut self, class: &str, name: &str, descriptor: &str) -> u16 {
        self.entry(
            Key::Field(class.to_string(), name.to_string(), descriptor.to_string()),
            |w| {
                let c = w.class(class);
                let nt = w.name_and_type(name, descriptor);
                let mut b = vec![9];
                b.extend_from_slice(&c.to_be_bytes());
                b.extend_from_slice(&nt.to_be_bytes());
                b
            },
        )
    }

    /// A Methodref, or an InterfaceMethodref when `interface` is set.
    pub fn method_ref(
        &mut self,
        class: &str,
        name: &str,
        descriptor: &str,
        interface: bool,
    ) -> u16 {
        let key = Key::Method(
            class.to_string(),
            name.to_string(),
            descriptor.to_string(),
            interface,
        );
        self.entry(key, |w| {
            let c = w.class(class);
            let nt = w.name_and_type(name, descriptor);
            let mut b = vec![if interface { 11 } else { 10 }];
            b.extend_from_slice(&c.to_be_bytes());
            b.extend_from_slice(&nt.to_be_bytes());
            b
        })
    }

    pub fn add_field(&mut self, access: u16, name: &str, descriptor: &str) {
        let n = self.utf8(name);
        let d = self.utf8(descriptor);
        self.fields.extend_from_slice(&access.to_be_bytes());
        self.fields.extend_from_slice(&n.to_be_bytes());
        self.fields.extend_from_slice(&d.to_be_bytes());
        self.fields.extend_from_slice(&0u16.to_be_bytes());
        self.field_count += 1;
    }

    /// Adds a method with a Code attribute (no exception table).
    pub fn add_method(
        &mut self,
        access: u16,
        name: &str,
        descriptor: &str,
        max_stack: u16,
        max_locals: u16,
        code: &[u8],
    ) {
        let extras = CodeExtras::default();
        self.add_method_with(
            access, name, descriptor, max_stack, max_locals, code, &extras,
        );
    }

    /// Adds a method with a Code attribute, an exception table and a StackMapTable.
    #[allow(clippy::too_many_arguments)]
    pub fn add_method_with(
        &mut self,
        access: u16,
        name: &str,
        descriptor: &str,
        max_stack: u16,
        max_locals: u16,
        code: &[u8],
        extras: &CodeExtras,
    ) {
        let n = self.utf8(name);
        let d = self.utf8(descriptor);
        let code_name = self.utf8("Code");
        let stack_map_name = extras.stack_map_table.map(|_| self.utf8("StackMapTable"));
        let mut body = Vec::new();
        body.extend_from_slice(&max_stack.to_be_bytes());
        body.extend_from_slice(&max_locals.to_be_bytes());
        body.extend_from_slice(&(code.len() as u32).to_be_bytes());
        body.extend_from_slice(code);
        body.extend_from_slice(&(extras.exception_table.len() as u16).to_be_bytes());
        for &(start, end, handler, catch) in extras.exception_table {
            for v in [start, end, handler, catch] {
                body.extend_from_slice(&v.to_be_bytes());
            }
        }
        match (stack_map_name, extras.stack_map_table) {
            (Some(name), Some(table)) => {
                body.extend_from_slice(&1u16.to_be_bytes());
                body.extend_from_slice(&name.to_be_bytes());
                body.extend_from_slice(&(table.len() as u32).to_be_bytes());
                body.extend_from_slice(table);
            }
            _ => body.extend_from_slice(&0u16.to_be_bytes()),
        }
        self.methods.extend_from_slice(&access.to_be_bytes());
        self.methods.extend_from_slice(&n.to_be_bytes());
        self.methods.extend_from_slice(&d.to_be_bytes());
        self.methods.extend_from_slice(&1u16.to_be_bytes());
        self.methods.extend_from_slice(&code_name.to_be_bytes());
        self.methods
            .extend_from_slice(&(body.len() as u32).to_be_bytes());
        self.methods.extend_from_slice(&body);
        self.method_count += 1;
    }

    pub fn finish(self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.pool.len() + self.methods.len());
        out.extend_from_slice(&[0xCA, 0xFE, 0xBA, 0xBE, 0, 0]);
        out.extend_from_slice(&self.major_version.to_be_bytes());
        out.extend_from_slice(&self.pool_count.to_be_bytes());
        out.extend_from_slice(&self.pool);
        out.extend_from_slice(&self.access.to_be_bytes());
        out.extend_from_slice(&self.this_class.to_be_bytes());
        out.extend_from_slice(&self.super_class.to_be_bytes());
        out.extend_from_slice(&(self.interfaces.len() as u16).to_be_bytes());
        for i in &self.interfaces {
            out.extend_from_slice(&i.to_be_bytes());
        }
        out.extend_from_slice(&self.field_count.to_be_bytes());
        out.extend_from_slice(&self.fields);
        out.extend_from_slice(&self.method_count.to_be_bytes());
        out.extend_from_slice(&self.methods);
        out.extend_from_slice(&0u16.to_be_bytes());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::ClassFile;

    #[test]
    fn written_class_parses_back() {
        let mut w = ClassWriter::new("p/Gen", "java/lang/Object", &["java/lang/Runnable"], 0x1011);
        w.add_field(0x12, "x", "I");
        let init = w.method_ref("java/lang/Object", "<init>", "()V", false);
        let [hi, lo] = init.to_be_bytes();
        w.add_method(0x1, "<init>", "()V", 1, 1, &[0x2a, 0xb7, hi, lo, 0xb1]);
        w.add_method(0x1, "run", "()V", 0, 1, &[0xb1]);
        let bytes = w.finish();
        let class = ClassFile::parse(&bytes, "gen").unwrap();
        assert_eq!(class.this_class, "p/Gen");
        assert_eq!(class.interfaces, vec!["java/lang/Runnable".to_string()]);
        assert_eq!(class.fields[0].name, "x");
        assert_eq!(class.methods.len(), 2);
        assert_eq!(
            class.methods[0].code.as_ref().unwrap().bytecode,
            vec![0x2a, 0xb7, hi, lo, 0xb1]
        );
    }

    #[test]
    fn constant_pool_entries_are_shared() {
        let mut w = ClassWriter::new("A", "java/lang/Object", &[], 0x1);
        let a = w.method_ref("B", "f", "()V", false);
        let b = w.method_ref("B", "f", "()V", false);
        let c = w.method_ref("B", "f", "()V", true);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(w.utf8("f"), w.utf8("f"));
    }

    #[test]
    fn modified_utf8_encodes_nul_and_supplementary_characters() {
        assert_eq!(modified_utf8("a\0"), vec![b'a', 0xC0, 0x80]);
        assert_eq!(
            modified_utf8("\u{1F600}"),
            vec![0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]
        );
    }
}
