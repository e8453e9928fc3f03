//! Class-file reading: rvm's wrapper around the `classfile-parser` crate.
//!
//! ```text
//! bytes --precheck (magic, constant-pool walk)--> classfile_parser::class_parser
//!       --convert (attributes by name, Code decoded and checked)--> ClassFile
//! ```
//!
//! The crate parses javac 17 output fully but has holes (see `shared/FACTS.md`): a
//! constant-pool count of 0 panics, tags 17/19/20 fail the whole class with no
//! detail, and an unknown opcode silently stops code decoding. The precheck walks
//! the constant pool itself so those become messages naming the byte offset, and
//! every Code attribute is decoded to the end to make sure no bytes are left over.
//! The result is rvm's own [`ClassFile`]: names resolved to strings where the
//! loader needs them, constant-pool indices kept where resolution is lazy.

mod constants;
mod precheck;
#[cfg(test)]
mod tests;
pub mod writer;

pub use constants::{Constant, ConstantPool};

use classfile_parser::attribute_info::{code_attribute_parser, AttributeInfo};
use classfile_parser::code_attribute::code_parser;

/// A class file that could not be read; `Display` gives `File.class: what is wrong`.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{origin}: {message}")]
pub struct ClassFormatError {
    /// Where the bytes came from (a path, `jar!entry`, or `<classlib>/java/lang/X.class`).
    pub origin: String,
    pub message: String,
}

/// Access flags shared by classes, fields and methods (JVMS 4.1, 4.5, 4.6).
pub mod access {
    pub const PUBLIC: u16 = 0x0001;
    pub const PRIVATE: u16 = 0x0002;
    pub const PROTECTED: u16 = 0x0004;
    pub const STATIC: u16 = 0x0008;
    pub const FINAL: u16 = 0x0010;
    pub const SYNCHRONIZED: u16 = 0x0020;
    pub const NATIVE: u16 = 0x0100;
    pub const INTERFACE: u16 = 0x0200;
    pub const ABSTRACT: u16 = 0x0400;
}

/// One entry of a method's exception table (JVMS 4.7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExceptionHandler {
    pub start_pc: u16,
    pub end_pc: u16,
    pub handler_pc: u16,
    /// Constant-pool index of the caught class; 0 catches everything (`finally`).
    pub catch_type: u16,
}

/// An entry of a LocalVariableTable (JVMS 4.7.13): local `index` is called
/// `name` for bytecode indices `[start_pc, start_pc + length)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalVariable {
    pub start_pc: u16,
    pub length: u16,
    pub name: String,
    pub descriptor: String,
    pub index: u16,
}

/// The Code attribute of a method, with the sub-attributes rvm uses.
#[derive(Debug, Clone)]
pub struct CodeInfo {
    pub max_stack: u16,
    pub max_locals: u16,
    pub bytecode: Vec<u8>,
    pub exception_table: Vec<ExceptionHandler>,
    /// (start bci, source line), sorted by bci, from every LineNumberTable.
    pub line_numbers: Vec<(u16, u16)>,
    /// From LocalVariableTable attributes (present when compiled with `-g`).
    pub local_variables: Vec<LocalVariable>,
}

#[derive(Debug, Clone)]
pub struct FieldInfo {
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    /// Constant-pool index of the ConstantValue attribute, if any.
    pub constant_value: Option<u16>,
    /// Attributes kept for reflection (see [`REFLECTION_ATTRIBUTES`]).
    pub attributes: Vec<RawAttribute>,
}

/// An attribute kept as bytes for reflection to decode when asked
/// (`natives/reflect.rs`): generic signatures, annotations, inner classes...
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawAttribute {
    pub name: String,
    pub info: Box<[u8]>,
}

/// Attributes of classes, fields and methods that only reflection reads; the
/// loader keeps them, everything else it drops after linking.
pub const REFLECTION_ATTRIBUTES: &[&str] = &[
    "Signature",
    "RuntimeVisibleAnnotations",
    "RuntimeVisibleParameterAnnotations",
    "AnnotationDefault",
    "InnerClasses",
    "EnclosingMethod",
    "NestHost",
    "Record",
    "PermittedSubclasses",
    "MethodParameters",
    "Exceptions",
];

fn keep_for_reflection(
    cp: &ConstantPool,
    attribute: &AttributeInfo,
    kept: &mut Vec<RawAttribute>,
) -> Result<(), String> {
    let name = cp.utf8(attribute.attribute_name_index)?;
    if REFLECTION_ATTRIBUTES.contains(&name) {
        kept.push(RawAttribute {
            name: name.to_string(),
            info: attribute.info.clone().into_boxed_slice(),
        });
    }
    Ok(())
}

#[derive(Debug, Clone)]
pub struct MethodInfo {
    pub name: String,
    pub descriptor: String,
    pub access: u16,
    pub code: Option<CodeInfo>,
    /// Attributes kept for reflection (see [`REFLECTION_ATTRIBUTES`]).
    pub attributes: Vec<RawAttribute>,
}

/// An entry of the BootstrapMethods attribute (JVMS 4.7.23).
#[derive(Debug, Clone)]
pub struct BootstrapMethod {
    /// Constant-pool index of a MethodHandle.
    pub method_handle: u16,
    pub arguments: Vec<u16>,
}

/// A parsed and checked class file.
#[derive(Debug, Clone)]
pub struct ClassFile {
    pub major_version: u16,
    pub access: u16,
    /// Internal name, e.g. `java/lang/String`.
    pub this_class: String,
    pub super_class: Option<String>,
    pub interfaces: Vec<String>,
    pub constant_pool: ConstantPool,
    pub fields: Vec<FieldInfo>,
    pub methods: Vec<MethodInfo>,
    pub source_file: Option<String>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    /// Attributes kept for reflection (see [`REFLECTION_ATTRIBUTES`]).
    pub attributes: Vec<RawAttribute>,
}

/// Newest class-file version rvm accepts (Java 17).
pub const MAX_MAJOR_VERSION: u16 = 61;

impl ClassFile {
    /// Parses `bytes`; `origin` names the file in error messages.
    pub fn parse(bytes: &[u8], origin: &str) -> Result<ClassFile, ClassFormatError> {
        let error = |message: String| ClassFormatError {
            origin: origin.to_string(),
            message,
        };
        precheck::check(bytes).map_err(error)?;
        // The precheck rules out the inputs known to panic the crate; the
        // catch_unwind is a last line of defence so that bad input never aborts rvm.
        let parsed = std::panic::catch_unwind(|| classfile_parser::class_parser(bytes))
            .map_err(|_| error("malformed class file (the parser gave up)".to_string()))?;
        let (rest, raw) = parsed.map_err(|_| error(describe_parse_failure(bytes)))?;
        if !rest.is_empty() {
            return Err(error(format!(
                "{} extra bytes at the end of the class file",
                rest.len()
            )));
        }
        if raw.major_version > MAX_MAJOR_VERSION {
            return Err(error(format!(
                "class file version {}.{} is newer than rvm supports (up to {MAX_MAJOR_VERSION}, Java 17)",
                raw.major_version, raw.minor_version
            )));
        }
        let constant_pool = ConstantPool::from_parsed(&raw.const_pool).map_err(error)?;
        convert(raw, constant_pool).map_err(error)
    }
}

/// Best guess at why the crate rejected a class whose constant pool was fine.
fn describe_parse_failure(bytes: &[u8]) -> String {
    format!(
        "malformed class file: fields, methods or attributes are truncated or inconsistent ({} bytes)",
        bytes.len()
    )
}

fn convert(
    raw: classfile_parser::ClassFile,
    constant_pool: ConstantPool,
) -> Result<ClassFile, String> {
    let cp = &constant_pool;
    let this_class = cp.class_name(raw.this_class)?.to_string();
    let super_class = if raw.super_class == 0 {
        None
    } else {
        Some(cp.class_name(raw.super_class)?.to_string())
    };
    let interfaces = raw
        .interfaces
        .iter()
        .map(|&i| cp.class_name(i).map(str::to_string))
        .collect::<Result<Vec<_>, _>>()?;

    let mut fields = Vec::with_capacity(raw.fields.len());
    for f in &raw.fields {
        let name = cp.utf8(f.name_index)?.to_string();
        let descriptor = cp.utf8(f.descriptor_index)?.to_string();
        let mut constant_value = None;
        let mut attributes = Vec::new();
        for a in &f.attributes {
            keep_for_reflection(cp, a, &mut attributes)?;
            if cp.utf8(a.attribute_name_index)? == "ConstantValue" {
                constant_value =
                    Some(read_u16(&a.info, 0).ok_or_else(|| {
                        format!("field {name}: truncated ConstantValue attribute")
                    })?);
            }
        }
        fields.push(FieldInfo {
            name,
            descriptor,
            access: f.access_flags.bits(),
            constant_value,
            attributes,
        });
    }

    let mut methods = Vec::with_capacity(raw.methods.len());
    for m in &raw.methods {
        let name = cp.utf8(m.name_index)?.to_string();
        let descriptor = cp.utf8(m.descriptor_index)?.to_string();
        let mut code = None;
        let mut attributes = Vec::new();
        for a in &m.attributes {
            keep_for_reflection(cp, a, &mut attributes)?;
            if cp.utf8(a.attribute_name_index)? == "Code" {
                code = Some(
                    convert_code(a, cp).map_err(|e| format!("method {name}{descriptor}: {e}"))?,
                );
            }
        }
        let access = m.access_flags.bits();
        let needs_code = access & (access::ABSTRACT | access::NATIVE) == 0;
        if needs_code && code.is_none() {
            return Err(format!("method {name}{descriptor} has no Code attribute"));
        }
        methods.push(MethodInfo {
            name,
            descriptor,
            access,
            code,
            attributes,
        });
    }

    let mut source_file = None;
    let mut bootstrap_methods = Vec::new();
    let mut attributes = Vec::new();
    for a in &raw.attributes {
        keep_for_reflection(cp, a, &mut attributes)?;
        match cp.utf8(a.attribute_name_index)? {
            "SourceFile" => {
                let index = read_u16(&a.info, 0).ok_or("truncated SourceFile attribute")?;
                source_file = Some(cp.utf8(index)?.to_string());
            }
            "BootstrapMethods" => bootstrap_methods = parse_bootstrap_methods(&a.info)?,
            _ => {}
        }
    }

    Ok(ClassFile {
        major_version: raw.major_version,
        access: raw.access_flags.bits(),
        this_class,
        super_class,
        interfaces,
        constant_pool,
        fields,
        methods,
        source_file,
        bootstrap_methods,
        attributes,
    })
}

fn convert_code(attribute: &AttributeInfo, cp: &ConstantPool) -> Result<CodeInfo, String> {
    let (rest, code) = code_attribute_parser(&attribute.info)
        .map_err(|_| "truncated Code attribute".to_string())?;
    if !rest.is_empty() {
        return Err(format!(
            "{} bytes left over after the Code attribute",
            rest.len()
        ));
    }
    if code.code.is_empty() {
        return Err("empty Code attribute".to_string());
    }
    check_bytecode(&code.code)?;
    let mut line_numbers = Vec::new();
    let mut local_variables = Vec::new();
    for sub in &code.attributes {
        if cp.utf8(sub.attribute_name_index)? == "LocalVariableTable" {
            let truncated = || "truncated LocalVariableTable".to_string();
            let count = read_u16(&sub.info, 0).ok_or_else(truncated)? as usize;
            for i in 0..count {
                let at = 2 + 10 * i;
                let field = |k: usize| read_u16(&sub.info, at + 2 * k).ok_or_else(truncated);
                local_variables.push(LocalVariable {
                    start_pc: field(0)?,
                    length: field(1)?,
                    name: cp.utf8(field(2)?)?.to_string(),
                    descriptor: cp.utf8(field(3)?)?.to_string(),
                    index: field(4)?,
                });
            }
        }
        if cp.utf8(sub.attribute_name_index)? == "LineNumberTable" {
            let count = read_u16(&sub.info, 0).ok_or("truncated LineNumberTable")? as usize;
            for i in 0..count {
                let pc = read_u16(&sub.info, 2 + 4 * i).ok_or("truncated LineNumberTable")?;
                let line = read_u16(&sub.info, 4 + 4 * i).ok_or("truncated LineNumberTable")?;
                line_numbers.push((pc, line));
            }
        }
    }
    line_numbers.sort_unstable();
    let code_len = code.code.len();
    let mut exception_table = Vec::with_capacity(code.exception_table.len());
    for e in &code.exception_table {
        if e.start_pc as usize >= code_len
            || e.end_pc as usize > code_len
            || e.handler_pc as usize >= code_len
        {
            return Err(format!(
                "exception table entry [{}, {}) -> {} outside the code ({code_len} bytes)",
                e.start_pc, e.end_pc, e.handler_pc
            ));
        }
        exception_table.push(ExceptionHandler {
            start_pc: e.start_pc,
            end_pc: e.end_pc,
            handler_pc: e.handler_pc,
            catch_type: e.catch_type,
        });
    }
    Ok(CodeInfo {
        max_stack: code.max_stack,
        max_locals: code.max_locals,
        bytecode: code.code,
        exception_table,
        line_numbers,
        local_variables,
    })
}

/// Decodes every instruction; the crate stops silently at an unknown opcode, so
/// anything left over is reported with its bytecode index.
fn check_bytecode(bytecode: &[u8]) -> Result<(), String> {
    let rest = match code_parser(bytecode) {
        Ok((rest, _)) => rest,
        Err(_) => bytecode,
    };
    if !rest.is_empty() {
        let bci = bytecode.len() - rest.len();
        return Err(format!(
            "cannot decode opcode 0x{:02x} at bytecode index {bci} ({} bytes left over)",
            rest[0],
            rest.len()
        ));
    }
    for (bci, &op) in bytecode.iter().enumerate() {
        // jsr, ret and jsr_w never appear in class files of version 51+; the
        // interpreter does not implement them. The crate decoded the stream, so an
        // opcode byte test here is only a cheap pre-filter before an exact walk.
        if matches!(op, 0xa8 | 0xa9 | 0xc9) && opcode_starts_at(bytecode, bci) {
            return Err(format!("jsr/ret at bytecode index {bci} is not supported"));
        }
    }
    Ok(())
}

fn opcode_starts_at(bytecode: &[u8], target: usize) -> bool {
    let mut bci = 0;
    while bci < bytecode.len() {
        if bci == target {
            return true;
        }
        match crate::interp::opcodes::instruction_length(bytecode, bci) {
            Some(len) => bci += len,
            None => return false,
        }
    }
    false
}

fn parse_bootstrap_methods(info: &[u8]) -> Result<Vec<BootstrapMethod>, String> {
    let truncated = || "truncated BootstrapMethods attribute".to_string();
    let count = read_u16(info, 0).ok_or_else(truncated)? as usize;
    let mut at = 2;
    let mut methods = Vec::with_capacity(count);
    for _ in 0..count {
        let method_handle = read_u16(info, at).ok_or_else(truncated)?;
        let argc = read_u16(info, at + 2).ok_or_else(truncated)? as usize;
        at += 4;
        let mut arguments = Vec::with_capacity(argc);
        for _ in 0..argc {
            arguments.push(read_u16(info, at).ok_or_else(truncated)?);
            at += 2;
        }
        methods.push(BootstrapMethod {
            method_handle,
            arguments,
        });
    }
    Ok(methods)
}

pub(crate) fn read_u16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]))
}
