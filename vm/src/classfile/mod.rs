//! Class-file reading: rvm's wrapper around the `classfile-parser` crate.
//!
//! ```text
//! bytes --precheck (magic, constant-pool walk)--> classfile_parser::class_parser
//!       --convert (attributes by name, Code decoded and checked)--> ClassFile
//!       --checks (flags, duplicates, names, descriptors, line/local tables)--> Ok
//! ```
//!
//! The crate parses javac 17 output fully but has holes (see `shared/FACTS.md`): a
//! constant-pool count of 0 panics, tags 17/19/20 fail the whole class with no
//! detail, and an unknown opcode silently stops code decoding. The precheck walks
//! the constant pool itself so those become messages naming the byte offset, and
//! every Code attribute is decoded to the end to make sure no bytes are left over.
//! The result is rvm's own [`ClassFile`]: names resolved to strings where the
//! loader needs them, constant-pool indices kept where resolution is lazy.

mod checks;
mod constants;
mod precheck;
#[cfg(test)]
mod tests;
pub mod writer;

pub use constants::{Constant, ConstantPool};

use classfile_parser::attribute_info::{code_attribute_parser, AttributeInfo};

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
    /// The raw StackMapTable attribute (JVMS 4.7.4), decoded by the verifier.
    pub stack_map_table: Option<Vec<u8>>,
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
        let file = convert(raw, constant_pool).map_err(error)?;
        checks::check(&file).map_err(error)?;
        Ok(file)
    }
}

/// The class name a class file declares, read from its header and constant
/// pool only (see [`precheck::declared_name`]).
pub fn declared_name(bytes: &[u8]) -> Option<String> {
    precheck::declared_name(bytes)
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
        let mut seen = std::collections::HashSet::new();
        for a in &f.attributes {
            let attribute = cp.utf8(a.attribute_name_index)?;
            checks::check_attribute(checks::Owner::Field, attribute, &a.info, cp, &mut seen)
                .map_err(|e| format!("field {name}: {e}"))?;
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
        let mut seen = std::collections::HashSet::new();
        for a in &m.attributes {
            let attribute = cp.utf8(a.attribute_name_index)?;
            checks::check_attribute(checks::Owner::Method, attribute, &a.info, cp, &mut seen)
                .map_err(|e| format!("method {name}{descriptor}: {e}"))?;
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
    let mut seen = std::collections::HashSet::new();
    for a in &raw.attributes {
        let attribute = cp.utf8(a.attribute_name_index)?;
        checks::check_attribute(checks::Owner::Class, attribute, &a.info, cp, &mut seen)?;
        keep_for_reflection(cp, a, &mut attributes)?;
        match cp.utf8(a.attribute_name_index)? {
            "SourceFile" => {
                let index = read_u16(&a.info, 0).ok_or("truncated SourceFile attribute")?;
                source_file = Some(cp.utf8(index)?.to_string());
            }
            "BootstrapMethods" => {
                bootstrap_methods = parse_bootstrap_methods(&a.info)?;
                check_bootstrap_methods(&bootstrap_methods, cp)?;
            }
            _ => {}
        }
    }

    // HotSpot: every invokedynamic's bootstrap index is below the count of
    // BootstrapMethods, which must be present if one is used.
    let max_bootstrap = (1..cp.len())
        .filter_map(|i| match cp.get(i as u16) {
            Ok(Constant::InvokeDynamic { bootstrap, .. }) => Some(*bootstrap as usize),
            _ => None,
        })
        .max();
    if let Some(max) = max_bootstrap {
        if !seen.contains("BootstrapMethods") {
            return Err("Missing BootstrapMethods attribute".to_string());
        }
        if max >= bootstrap_methods.len() {
            return Err("Short length on BootstrapMethods".to_string());
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
    if code.code.len() > 65535 {
        return Err(format!("Code length {} is over 65535", code.code.len()));
    }
    // Instructions are decoded and checked by the verifier (verify::code) at
    // link time, where a bad one is a VerifyError as in HotSpot.
    let mut line_numbers = Vec::new();
    let mut local_variables = Vec::new();
    let mut stack_map_table = None;
    for sub in &code.attributes {
        if cp.utf8(sub.attribute_name_index)? == "StackMapTable" {
            if stack_map_table.is_some() {
                return Err("Multiple StackMapTable attributes in the same Code attribute".into());
            }
            stack_map_table = Some(sub.info.clone());
        }
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
        stack_map_table,
    })
}

/// HotSpot's parse-time checks of BootstrapMethods (JVMS 4.7.23): each
/// method is a MethodHandle entry, each argument a loadable constant.
fn check_bootstrap_methods(methods: &[BootstrapMethod], cp: &ConstantPool) -> Result<(), String> {
    for m in methods {
        if !matches!(cp.get(m.method_handle), Ok(Constant::MethodHandle { .. })) {
            return Err(format!(
                "bootstrap_method_index {} has bad constant type",
                m.method_handle
            ));
        }
        for &argument in &m.arguments {
            let loadable = matches!(
                cp.get(argument),
                Ok(Constant::Integer(_)
                    | Constant::Float(_)
                    | Constant::Long(_)
                    | Constant::Double(_)
                    | Constant::Class { .. }
                    | Constant::String { .. }
                    | Constant::MethodHandle { .. }
                    | Constant::MethodType { .. })
            );
            if !loadable {
                return Err(format!("argument_index {argument} has bad constant type"));
            }
        }
    }
    Ok(())
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
    if at != info.len() {
        return Err(format!(
            "Bad length on BootstrapMethods in class file ({} bytes, {at} used)",
            info.len()
        ));
    }
    Ok(methods)
}

pub(crate) fn read_u16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]))
}
