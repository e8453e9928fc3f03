//! Format checks HotSpot makes while it parses a class file (JVMS 4.8), on
//! the already converted [`ClassFile`]: legal access-flag combinations (JVMS
//! 4.1, 4.5, 4.6), no duplicate fields, methods or interfaces, legal names
//! and descriptors (JVMS 4.2, 4.3) of the class's members and of every
//! constant-pool Class, NameAndType, member reference and MethodType, the
//! superclass rules of 4.1, and LineNumberTable / LocalVariableTable entries
//! inside the code (4.7.12, 4.7.13).
//!
//! ```text
//! ClassFile::parse --convert--> ClassFile --checks::check--> Ok | ClassFormatError
//! ```
//!
//! Each failure is a ClassFormatError with HotSpot's wording, so a broken
//! class file ends the same way under `rvm` as under `java`. Class files older
//! than version 49 use older name rules in HotSpot (Java identifiers); rvm
//! checks names and descriptors only from version 49 on.

use super::{access, ClassFile, Constant};
use std::collections::HashSet;

const SUPER: u16 = 0x0020;
const VOLATILE: u16 = 0x0040;
const TRANSIENT: u16 = 0x0080;
const BRIDGE: u16 = 0x0040;
const STRICT: u16 = 0x0800;
const ANNOTATION: u16 = 0x2000;
const ENUM: u16 = 0x4000;

const JAVA_5: u16 = 49;
const JAVA_7: u16 = 51;
const JAVA_8: u16 = 52;
const JAVA_17: u16 = 61;

/// Runs every check; the first failure is the error message.
pub fn check(file: &ClassFile) -> Result<(), String> {
    let class = file.this_class.as_str();
    let version = file.major_version;
    if version >= JAVA_5 {
        check_constant_pool(file)?;
    }
    check_class_modifiers(file)?;
    check_super(file)?;
    let mut seen = HashSet::new();
    for i in &file.interfaces {
        if !seen.insert(i.as_str()) {
            return Err(format!(
                "Duplicate interface name \"{i}\" in class file {class}"
            ));
        }
    }
    let is_interface = file.access & access::INTERFACE != 0;
    let mut seen = HashSet::new();
    for f in &file.fields {
        if version >= JAVA_5 {
            if !is_unqualified(&f.name, Kind::Field) {
                return Err(format!(
                    "Illegal field name \"{}\" in class {class}",
                    f.name
                ));
            }
            if !is_field_descriptor(&f.descriptor) {
                return Err(format!(
                    "Field \"{}\" in class {class} has illegal signature \"{}\"",
                    f.name, f.descriptor
                ));
            }
        }
        check_field_modifiers(f.access, is_interface, version)
            .map_err(|flags| format!("Illegal field modifiers in class {class}: 0x{flags:X}"))?;
        if !seen.insert((f.name.as_str(), f.descriptor.as_str())) {
            return Err(format!(
                "Duplicate field name \"{}\" with signature \"{}\" in class file {class}",
                f.name, f.descriptor
            ));
        }
    }
    let mut seen = HashSet::new();
    for m in &file.methods {
        if version >= JAVA_5 {
            check_method_name_and_descriptor(&m.name, &m.descriptor, version, class)?;
        }
        if m.name == "<init>" && is_interface {
            return Err(format!(
                "Interface cannot have a method named <init>, class file {class}"
            ));
        }
        if m.name == "<clinit>" {
            if version >= JAVA_7 && m.access & access::STATIC == 0 {
                return Err(format!(
                    "Method <clinit> is not static in class file {class}"
                ));
            }
        } else {
            check_method_modifiers(m.access, &m.name, is_interface, version).map_err(|flags| {
                format!(
                    "Method {} in class {class} has illegal modifiers: 0x{flags:X}",
                    m.name
                )
            })?;
        }
        let no_code = m.access & (access::ABSTRACT | access::NATIVE) != 0;
        if no_code && m.code.is_some() && m.name != "<clinit>" {
            return Err(format!(
                "Code attribute in native or abstract methods in class file {class}"
            ));
        }
        if version >= JAVA_5 && args_size(&m.descriptor, m.access) > 255 {
            return Err(format!(
                "Too many arguments in method signature in class file {class}"
            ));
        }
        if !seen.insert((m.name.as_str(), m.descriptor.as_str())) {
            return Err(format!(
                "Duplicate method name \"{}\" with signature \"{}\" in class file {class}",
                m.name, m.descriptor
            ));
        }
        if let Some(code) = &m.code {
            let len = code.bytecode.len();
            if code.line_numbers.iter().any(|&(pc, _)| pc as usize >= len) {
                return Err(format!(
                    "Invalid pc in LineNumberTable in class file {class}"
                ));
            }
            let mut seen_locals = HashSet::new();
            for v in &code.local_variables {
                if v.start_pc as usize >= len {
                    return Err(format!(
                        "Invalid start_pc {} in LocalVariableTable in class file {class}",
                        v.start_pc
                    ));
                }
                if v.start_pc as usize + v.length as usize > len {
                    return Err(format!(
                        "Invalid length {} in LocalVariableTable in class file {class}",
                        v.length
                    ));
                }
                if version >= JAVA_5 {
                    if !is_unqualified(&v.name, Kind::Field) {
                        return Err(format!(
                            "Illegal field name \"{}\" in class {class}",
                            v.name
                        ));
                    }
                    if !is_field_descriptor(&v.descriptor) {
                        return Err(format!(
                            "Field \"{}\" in class {class} has illegal signature \"{}\"",
                            v.name, v.descriptor
                        ));
                    }
                }
                if !seen_locals.insert((v.start_pc, v.length, v.name.as_str(), v.index)) {
                    return Err(format!(
                        "Duplicated LocalVariableTable attribute entry for '{}' in class file {class}",
                        v.name
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Where an attribute sits, for the attributes whose layout depends on it.
#[derive(Clone, Copy, PartialEq)]
pub enum Owner {
    Class,
    Field,
    Method,
}

/// Length and constant-pool references of the attributes HotSpot parses
/// (JVMS 4.7): a count that does not match the length, or a reference to
/// the wrong kind of entry, is a ClassFormatError there too. `seen` collects
/// the names of the attributes met so far on the same owner (at most one of
/// each of these is allowed).
pub fn check_attribute(
    owner: Owner,
    name: &str,
    info: &[u8],
    cp: &super::ConstantPool,
    seen: &mut HashSet<String>,
) -> Result<(), String> {
    let u16_at = |at: usize| super::read_u16(info, at);
    let class_or_zero = |i: u16| i == 0 || cp.class_name(i).is_ok();
    let exact = |expected: usize, what: &str| {
        if info.len() == expected {
            Ok(())
        } else {
            Err(format!("Wrong {what} attribute length {}", info.len()))
        }
    };
    let unique = |seen: &mut HashSet<String>| {
        if seen.insert(name.to_string()) {
            Ok(())
        } else {
            Err(format!("Multiple {name} attributes"))
        }
    };
    let counted = |entry: usize| -> Result<usize, String> {
        let n = u16_at(0).ok_or_else(|| format!("Truncated {name} attribute"))? as usize;
        if info.len() != 2 + entry * n {
            return Err(format!("Wrong {name} attribute length {}", info.len()));
        }
        Ok(n)
    };
    match (owner, name) {
        (_, "Synthetic") | (_, "Deprecated") => {
            if !info.is_empty() {
                return Err(format!("Invalid {name} attribute length {}", info.len()));
            }
        }
        (_, "Signature") => {
            unique(seen)?;
            exact(2, name)?;
            cp.utf8(u16_at(0).unwrap_or(0))
                .map_err(|_| "Invalid Signature attribute at constant pool index".to_string())?;
        }
        (Owner::Class, "SourceFile") => {
            unique(seen)?;
            exact(2, name)?;
        }
        (Owner::Class, "InnerClasses") => {
            unique(seen)?;
            let n = counted(8)?;
            for i in 0..n {
                let at = 2 + 8 * i;
                let (inner, outer, inner_name) = (
                    u16_at(at).unwrap_or(0),
                    u16_at(at + 2).unwrap_or(0),
                    u16_at(at + 4).unwrap_or(0),
                );
                if inner == 0 || !class_or_zero(inner) || !class_or_zero(outer) {
                    return Err("Bad inner class info in InnerClasses attribute".to_string());
                }
                if inner_name != 0 && cp.utf8(inner_name).is_err() {
                    return Err("Bad inner class name in InnerClasses attribute".to_string());
                }
                if inner == outer {
                    return Err("Class is both outer and inner class".to_string());
                }
            }
        }
        (Owner::Class, "EnclosingMethod") => {
            unique(seen)?;
            exact(4, name)?;
            let class = u16_at(0).unwrap_or(0);
            let method = u16_at(2).unwrap_or(0);
            if class == 0 || !class_or_zero(class) {
                return Err(
                    "Invalid or out-of-bounds class index in EnclosingMethod attribute".into(),
                );
            }
            if method != 0 && cp.name_and_type(method).is_err() {
                return Err(
                    "Invalid or out-of-bounds method index in EnclosingMethod attribute".into(),
                );
            }
        }
        (Owner::Class, "NestHost") => {
            unique(seen)?;
            exact(2, name)?;
            if cp.class_name(u16_at(0).unwrap_or(0)).is_err() {
                return Err("Nest-host class_info_index is not a class".to_string());
            }
        }
        (Owner::Class, "NestMembers") | (Owner::Class, "PermittedSubclasses") => {
            unique(seen)?;
            let n = counted(2)?;
            if (0..n).any(|i| cp.class_name(u16_at(2 + 2 * i).unwrap_or(0)).is_err()) {
                return Err(format!("{name} entry is not a class"));
            }
        }
        (Owner::Class, "BootstrapMethods") => unique(seen)?,
        (Owner::Field, "ConstantValue") => {
            unique(seen)?;
            exact(2, name)?;
        }
        (Owner::Method, "Code") => unique(seen)?,
        (Owner::Method, "Exceptions") => {
            unique(seen)?;
            let n = counted(2)?;
            if (0..n).any(|i| cp.class_name(u16_at(2 + 2 * i).unwrap_or(0)).is_err()) {
                return Err("Exception name has bad type".to_string());
            }
        }
        (Owner::Method, "MethodParameters") => {
            unique(seen)?;
            let n = *info.first().ok_or("Truncated MethodParameters attribute")? as usize;
            if info.len() != 1 + 4 * n {
                return Err(format!(
                    "Invalid MethodParameters method attribute length {}",
                    info.len()
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

/// JVMS 4.1: `super_class` is 0 only for `java/lang/Object`, an interface's
/// superclass is `java/lang/Object`, and a superclass is not an array.
fn check_super(file: &ClassFile) -> Result<(), String> {
    let class = file.this_class.as_str();
    match &file.super_class {
        None if class != "java/lang/Object" => {
            Err(format!("Invalid superclass index 0 in class file {class}"))
        }
        Some(s) if s.starts_with('[') => Err(format!("Bad superclass name in class file {class}")),
        Some(s) if file.access & access::INTERFACE != 0 && s != "java/lang/Object" => Err(format!(
            "Interfaces must have java.lang.Object as superclass in class file {class}"
        )),
        _ => Ok(()),
    }
}

/// HotSpot's `verify_legal_class_modifiers` (JVMS 4.1, table 4.1-B).
fn check_class_modifiers(file: &ClassFile) -> Result<(), String> {
    let flags = file.access;
    let version = file.major_version;
    let is_interface = flags & access::INTERFACE != 0;
    let is_abstract = flags & access::ABSTRACT != 0 || is_interface && version < 50;
    let is_final = flags & access::FINAL != 0;
    let gte_5 = version >= JAVA_5;
    let illegal = is_abstract && is_final
        || is_interface && !is_abstract
        || is_interface && gte_5 && flags & (SUPER | ENUM) != 0
        || !is_interface && gte_5 && flags & ANNOTATION != 0;
    if illegal {
        return Err(format!(
            "Illegal class modifiers in class {}: 0x{flags:X}",
            file.this_class
        ));
    }
    Ok(())
}

/// More than one of public, protected and private.
fn illegal_visibility(flags: u16) -> bool {
    (flags & (access::PUBLIC | access::PROTECTED | access::PRIVATE)).count_ones() > 1
}

/// HotSpot's `verify_legal_field_modifiers` (JVMS 4.5); `Err(flags)` if illegal.
fn check_field_modifiers(flags: u16, is_interface: bool, version: u16) -> Result<(), u16> {
    let has = |f: u16| flags & f != 0;
    let illegal = if is_interface {
        !has(access::PUBLIC)
            || !has(access::STATIC)
            || !has(access::FINAL)
            || has(access::PRIVATE | access::PROTECTED | VOLATILE | TRANSIENT)
            || version >= JAVA_5 && has(ENUM)
    } else {
        illegal_visibility(flags) || has(access::FINAL) && has(VOLATILE)
    };
    if illegal {
        Err(flags)
    } else {
        Ok(())
    }
}

/// HotSpot's `verify_legal_method_modifiers` (JVMS 4.6); `Err(flags)` if illegal.
fn check_method_modifiers(
    flags: u16,
    name: &str,
    is_interface: bool,
    version: u16,
) -> Result<(), u16> {
    let has = |f: u16| flags & f != 0;
    let (public, private) = (has(access::PUBLIC), has(access::PRIVATE));
    let strict_matters = version < JAVA_17;
    let illegal = if is_interface {
        if version >= JAVA_8 {
            public == private
                || has(access::NATIVE | access::PROTECTED | access::FINAL | access::SYNCHRONIZED)
                || has(access::ABSTRACT)
                    && (private || has(access::STATIC) || strict_matters && has(STRICT))
        } else if version >= JAVA_5 {
            !public
                || has(access::PRIVATE
                    | access::PROTECTED
                    | access::STATIC
                    | access::FINAL
                    | access::SYNCHRONIZED
                    | access::NATIVE
                    | STRICT)
                || !has(access::ABSTRACT)
        } else {
            !public
                || has(access::STATIC | access::FINAL | access::NATIVE)
                || !has(access::ABSTRACT)
        }
    } else if illegal_visibility(flags) {
        true
    } else if name == "<init>" {
        has(access::STATIC
            | access::FINAL
            | access::SYNCHRONIZED
            | access::NATIVE
            | access::ABSTRACT)
            || version >= JAVA_5 && has(BRIDGE)
    } else {
        has(access::ABSTRACT)
            && (has(access::FINAL | access::NATIVE | access::PRIVATE | access::STATIC)
                || version >= JAVA_5
                    && (has(access::SYNCHRONIZED) || strict_matters && has(STRICT)))
    };
    if illegal {
        Err(flags)
    } else {
        Ok(())
    }
}

/// HotSpot's constant-pool pass: class names, NameAndType names and
/// descriptors, member references and method types.
fn check_constant_pool(file: &ClassFile) -> Result<(), String> {
    let cp = &file.constant_pool;
    let class = file.this_class.as_str();
    for index in 1..cp.len() {
        let index = index as u16;
        let Ok(entry) = cp.get(index) else { continue };
        match *entry {
            Constant::Class { name } => {
                let name = cp.utf8(name)?;
                if !is_class_name(name) {
                    return Err(format!(
                        "Illegal class name \"{name}\" in class file {class}"
                    ));
                }
            }
            Constant::NameAndType { name, descriptor } => {
                let (n, d) = (cp.utf8(name)?, cp.utf8(descriptor)?);
                for (i, s) in [(descriptor, d), (name, n)] {
                    if s.is_empty() {
                        return Err(format!(
                            "Illegal zero length constant pool entry at {i} in class {class}"
                        ));
                    }
                }
                if d.starts_with('(') {
                    check_method_name_and_descriptor(n, d, file.major_version, class)?;
                } else {
                    if !is_unqualified(n, Kind::Field) {
                        return Err(format!("Illegal field name \"{n}\" in class {class}"));
                    }
                    if !is_field_descriptor(d) {
                        return Err(format!(
                            "Field \"{n}\" in class {class} has illegal signature \"{d}\""
                        ));
                    }
                }
            }
            Constant::FieldRef { name_and_type, .. } => {
                let (n, d) = cp.name_and_type(name_and_type)?;
                if d.starts_with('(') {
                    return Err(format!(
                        "Field \"{n}\" in class {class} has illegal signature \"{d}\""
                    ));
                }
            }
            Constant::MethodRef { name_and_type, .. }
            | Constant::InterfaceMethodRef { name_and_type, .. } => {
                let (n, d) = cp.name_and_type(name_and_type)?;
                if !d.starts_with('(') {
                    return Err(format!(
                        "Method \"{n}\" in class {class} has illegal signature \"{d}\""
                    ));
                }
                if matches!(entry, Constant::MethodRef { .. }) && n.starts_with('<') {
                    if n != "<init>" {
                        return Err(format!(
                            "Bad method name at constant pool index {index} in class file {class}"
                        ));
                    }
                    if !d.ends_with(")V") {
                        return Err(format!(
                            "Method \"{n}\" in class {class} has illegal signature \"{d}\""
                        ));
                    }
                }
            }
            Constant::InvokeDynamic { name_and_type, .. } => {
                let (n, d) = cp.name_and_type(name_and_type)?;
                if !d.starts_with('(') {
                    return Err(format!(
                        "Method \"{n}\" in class {class} has illegal signature \"{d}\""
                    ));
                }
            }
            Constant::MethodType { descriptor } => {
                let d = cp.utf8(descriptor)?;
                if method_descriptor_parts(d).is_none() {
                    return Err(format!(
                        "Method \"\" in class {class} has illegal signature \"{d}\""
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// A method's name (JVMS 4.2.2) and descriptor (4.3.3), with the special
/// rules for `<init>` and `<clinit>` (return `V`, `<clinit>` takes nothing).
fn check_method_name_and_descriptor(
    name: &str,
    descriptor: &str,
    version: u16,
    class: &str,
) -> Result<(), String> {
    let legal_name = if name.starts_with('<') {
        name == "<init>" || name == "<clinit>"
    } else {
        is_unqualified(name, Kind::Method)
    };
    if !legal_name {
        return Err(format!("Illegal method name \"{name}\" in class {class}"));
    }
    let bad =
        || format!("Method \"{name}\" in class {class} has illegal signature \"{descriptor}\"");
    let Some(ret) = method_descriptor_parts(descriptor) else {
        return Err(bad());
    };
    if name == "<clinit>" && version >= JAVA_7 && descriptor != "()V" {
        return Err(bad());
    }
    if name == "<init>" && ret != "V" {
        return Err(bad());
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Class,
    Field,
    Method,
}

/// JVMS 4.2.2 unqualified names (for a class: `/`-separated, none empty).
fn is_unqualified(name: &str, kind: Kind) -> bool {
    if name.is_empty() {
        return false;
    }
    let bytes = name.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'.' | b';' | b'[' => return false,
            b'/' => {
                if kind != Kind::Class || i == 0 || i + 1 >= bytes.len() || bytes[i + 1] == b'/' {
                    return false;
                }
            }
            b'<' | b'>' if kind == Kind::Method => return false,
            _ => {}
        }
    }
    true
}

/// A CONSTANT_Class name: an internal binary name or an array descriptor.
pub(super) fn is_class_name(name: &str) -> bool {
    if name.starts_with('[') {
        is_field_descriptor(name)
    } else {
        is_unqualified(name, Kind::Class)
    }
}

/// Length of the field type at the start of `s` (JVMS 4.3.2), or None.
fn field_type_len(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    let dims = bytes.iter().take_while(|&&b| b == b'[').count();
    if dims > 255 {
        return None;
    }
    let rest = &s[dims..];
    match rest.as_bytes().first()? {
        b'B' | b'C' | b'D' | b'F' | b'I' | b'J' | b'S' | b'Z' => Some(dims + 1),
        b'L' => {
            let end = rest.find(';')?;
            is_unqualified(&rest[1..end], Kind::Class).then_some(dims + end + 1)
        }
        _ => None,
    }
}

fn is_field_descriptor(s: &str) -> bool {
    field_type_len(s) == Some(s.len())
}

/// Checks a method descriptor (JVMS 4.3.3); returns its return type.
fn method_descriptor_parts(d: &str) -> Option<&str> {
    let mut rest = d.strip_prefix('(')?;
    while !rest.starts_with(')') {
        let n = field_type_len(rest)?;
        rest = &rest[n..];
    }
    let ret = &rest[1..];
    (ret == "V" || is_field_descriptor(ret)).then_some(ret)
}

/// Argument slots of a method (`this` included unless static), as HotSpot
/// counts them for the 255 limit; 0 for a descriptor that is not legal.
fn args_size(descriptor: &str, flags: u16) -> usize {
    let mut size = usize::from(flags & access::STATIC == 0);
    let Some(mut rest) = descriptor.strip_prefix('(') else {
        return 0;
    };
    while !rest.starts_with(')') {
        let Some(n) = field_type_len(rest) else {
            return 0;
        };
        size += if n == 1 && (rest.starts_with('J') || rest.starts_with('D')) {
            2
        } else {
            1
        };
        rest = &rest[n..];
    }
    size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_descriptors_follow_jvms_4_2_and_4_3() {
        assert!(is_class_name("java/lang/Object"));
        assert!(is_class_name("[[I"));
        assert!(!is_class_name("java//Object"));
        assert!(!is_class_name("/a"));
        assert!(!is_class_name("a;"));
        assert!(!is_class_name(""));
        assert!(is_unqualified("<x>", Kind::Field));
        assert!(!is_unqualified("<x>", Kind::Method));
        assert!(is_field_descriptor("[Ljava/lang/String;"));
        assert!(!is_field_descriptor("V"));
        assert!(!is_field_descriptor("Ljava/lang/String"));
        assert!(!is_field_descriptor("L;"));
        assert!(!is_field_descriptor("II"));
        assert_eq!(method_descriptor_parts("(IJ[D)V"), Some("V"));
        assert_eq!(method_descriptor_parts("(V)V"), None);
        assert_eq!(method_descriptor_parts("()"), None);
        assert_eq!(method_descriptor_parts("(I)VV"), None);
        assert_eq!(args_size("(IJD)V", 0), 6);
        assert_eq!(args_size("(IJD)V", access::STATIC), 5);
    }

    #[test]
    fn modifier_combinations_follow_hotspot() {
        assert!(check_field_modifiers(access::FINAL | VOLATILE, false, 61).is_err());
        assert!(check_field_modifiers(access::PUBLIC | access::PRIVATE, false, 61).is_err());
        assert!(check_field_modifiers(access::PUBLIC, true, 61).is_err());
        assert!(
            check_field_modifiers(access::PUBLIC | access::STATIC | access::FINAL, true, 61)
                .is_ok()
        );
        assert!(check_method_modifiers(access::ABSTRACT | access::FINAL, "f", false, 61).is_err());
        assert!(check_method_modifiers(access::STATIC, "<init>", false, 61).is_err());
        assert!(check_method_modifiers(access::PUBLIC | access::STATIC, "main", false, 61).is_ok());
        assert!(check_method_modifiers(access::ABSTRACT, "f", true, 61).is_err());
        assert!(check_method_modifiers(access::PUBLIC | access::ABSTRACT, "f", true, 61).is_ok());
    }
}
