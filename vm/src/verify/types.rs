//! Verification types (JVMS 4.10.1.2) and assignability between them.
//!
//! ```text
//!            top
//!    /    |    |     \           \
//! int  float  long  double   reference ---- uninitialized(this | bci)
//!                             |   \
//!                      class/array  null (assignable to every class/array)
//! ```
//!
//! Locals and the operand stack are kept as *slots*: `long` and `double` take
//! two, the second being [`VType::Top`], so `dup2`/`pop2` can check that they
//! never split a value. Reference assignability follows HotSpot: every class
//! is assignable to `java/lang/Object` and to any interface (interfaces are
//! checked at run time by `invokeinterface`), and other class pairs are
//! decided by walking the superclass chain, loading classes through
//! [`ClassEnv`] as JVMS 4.10.1.2 allows.

use super::env::{ClassEnv, EnvError};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VType {
    Top,
    Integer,
    Float,
    Long,
    Double,
    Null,
    UninitializedThis,
    /// An object made by the `new` at this bytecode index, before `<init>`.
    Uninitialized(u16),
    /// A class (internal name `java/lang/String`) or array (`[I`, `[Ljava/lang/String;`).
    Reference(Rc<str>),
}

impl VType {
    pub fn class(name: &str) -> VType {
        VType::Reference(Rc::from(name))
    }

    /// Two slots (`long`, `double`).
    pub fn is_category2(&self) -> bool {
        matches!(self, VType::Long | VType::Double)
    }

    /// A reference of any kind, including null and uninitialized objects.
    pub fn is_reference_like(&self) -> bool {
        matches!(
            self,
            VType::Null | VType::Reference(_) | VType::UninitializedThis | VType::Uninitialized(_)
        )
    }

    /// An initialized reference (or null).
    pub fn is_initialized_reference(&self) -> bool {
        matches!(self, VType::Null | VType::Reference(_))
    }

    /// The element type of an array reference (`[I` -> int), `None` if not an array.
    pub fn array_component(&self) -> Option<VType> {
        match self {
            VType::Reference(name) if name.starts_with('[') => field_type(&name[1..]),
            _ => None,
        }
    }

    /// HotSpot's spelling in messages: `integer`, `'java/lang/String'`, `uninitializedThis`.
    pub fn describe(&self) -> String {
        match self {
            VType::Top => "top".into(),
            VType::Integer => "integer".into(),
            VType::Float => "float".into(),
            VType::Long => "long".into(),
            VType::Double => "double".into(),
            VType::Null => "null".into(),
            VType::UninitializedThis => "uninitializedThis".into(),
            VType::Uninitialized(bci) => format!("uninitialized({bci})"),
            VType::Reference(name) => format!("'{name}'"),
        }
    }
}

/// The verification type of a field descriptor (`I`, `[J`, `Ljava/lang/Object;`);
/// `None` if it is not a well-formed field descriptor. byte, char, short and
/// boolean are `int` to the verifier.
pub fn field_type(descriptor: &str) -> Option<VType> {
    let end = field_descriptor_end(descriptor.as_bytes(), 0)?;
    if end != descriptor.len() {
        return None;
    }
    Some(type_of_valid_descriptor(descriptor))
}

fn type_of_valid_descriptor(descriptor: &str) -> VType {
    match descriptor.as_bytes()[0] {
        b'B' | b'C' | b'I' | b'S' | b'Z' => VType::Integer,
        b'F' => VType::Float,
        b'J' => VType::Long,
        b'D' => VType::Double,
        b'L' => VType::class(&descriptor[1..descriptor.len() - 1]),
        _ => VType::class(descriptor),
    }
}

/// Where the field descriptor starting at `at` ends, if it is well formed
/// (JVMS 4.3.2; at most 255 array dimensions, class names legal per 4.2.1).
pub fn field_descriptor_end(bytes: &[u8], at: usize) -> Option<usize> {
    let mut i = at;
    while bytes.get(i) == Some(&b'[') {
        i += 1;
    }
    if i - at > 255 {
        return None;
    }
    match *bytes.get(i)? {
        b'B' | b'C' | b'D' | b'F' | b'I' | b'J' | b'S' | b'Z' => Some(i + 1),
        b'L' => {
            let start = i + 1;
            let len = bytes[start..].iter().position(|&b| b == b';')?;
            let name = std::str::from_utf8(&bytes[start..start + len]).ok()?;
            is_legal_class_name(name).then_some(start + len + 1)
        }
        _ => None,
    }
}

/// The types of a method's incoming locals, receiver first (JVMS 4.10.1.6
/// methodInitialStackFrame): `this` is `uninitializedThis` in a constructor
/// of any class but `java/lang/Object`. `params` are the descriptor's
/// (`method_types`).
pub fn initial_locals(class: &str, name: &str, is_static: bool, params: Vec<VType>) -> Vec<VType> {
    let mut declared = Vec::with_capacity(params.len() + 1);
    if !is_static {
        declared.push(if name == "<init>" && class != "java/lang/Object" {
            VType::UninitializedThis
        } else {
            VType::class(class)
        });
    }
    declared.extend(params);
    declared
}

/// Parameter types (in slots order, not expanded) and return type (`None` for
/// void) of a method descriptor, or `None` if it is malformed.
pub fn method_types(descriptor: &str) -> Option<(Vec<VType>, Option<VType>)> {
    let bytes = descriptor.as_bytes();
    if bytes.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut params = Vec::new();
    while *bytes.get(i)? != b')' {
        let end = field_descriptor_end(bytes, i)?;
        params.push(type_of_valid_descriptor(&descriptor[i..end]));
        i = end;
    }
    let ret = &descriptor[i + 1..];
    let ret = if ret == "V" {
        None
    } else {
        Some(field_type(ret)?)
    };
    Some((params, ret))
}

/// JVMS 4.2.1: a class or interface name in internal form (`a/b/C`), or an array
/// descriptor.
pub fn is_legal_class_name(name: &str) -> bool {
    if name.starts_with('[') {
        return field_descriptor_end(name.as_bytes(), 0) == Some(name.len());
    }
    !name.is_empty()
        && name
            .split('/')
            .all(|part| !part.is_empty() && !part.contains(['.', ';', '[']))
}

/// JVMS 4.2.2: a field name, or a method name (`<init>`/`<clinit>` allowed).
pub fn is_legal_member_name(name: &str, method: bool) -> bool {
    if method && (name == "<init>" || name == "<clinit>") {
        return true;
    }
    !name.is_empty()
        && !name.contains(['.', ';', '[', '/'])
        && !(method && name.contains(['<', '>']))
}

const OBJECT: &str = "java/lang/Object";

/// JVMS 4.10.1.2 `isAssignable(from, to)`.
pub fn is_assignable(from: &VType, to: &VType, env: &dyn ClassEnv) -> Result<bool, EnvError> {
    if from == to || *to == VType::Top {
        return Ok(true);
    }
    match (from, to) {
        (VType::Null, VType::Reference(_)) => Ok(true),
        (VType::Reference(f), VType::Reference(t)) => is_reference_assignable(f, t, env),
        _ => Ok(false),
    }
}

/// Is a value of class/array `from` assignable to class/array `to`?
pub fn is_reference_assignable(from: &str, to: &str, env: &dyn ClassEnv) -> Result<bool, EnvError> {
    if from == to || to == OBJECT {
        return Ok(true);
    }
    if let Some(to_component) = to.strip_prefix('[') {
        let Some(from_component) = from.strip_prefix('[') else {
            return Ok(false);
        };
        let is_ref = |c: &str| c.starts_with('L') || c.starts_with('[');
        if !is_ref(to_component) || !is_ref(from_component) {
            return Ok(to_component == from_component);
        }
        let strip = |c: &'_ str| -> String {
            if c.starts_with('L') && c.ends_with(';') {
                c[1..c.len() - 1].to_string()
            } else {
                c.to_string()
            }
        };
        return is_reference_assignable(&strip(from_component), &strip(to_component), env);
    }
    let target = env.summary(to)?;
    if from.starts_with('[') {
        return Ok(to == "java/lang/Cloneable" || to == "java/io/Serializable");
    }
    if target.is_interface() {
        return Ok(true);
    }
    is_subclass(from, to, env)
}

/// Walks the superclass chain of `from` looking for `to`.
pub fn is_subclass(from: &str, to: &str, env: &dyn ClassEnv) -> Result<bool, EnvError> {
    let mut current = env.summary(from)?;
    // A chain longer than this would be circular; the loader rejects those.
    for _ in 0..10_000 {
        if &*current.name == to {
            return Ok(true);
        }
        match &current.super_class {
            Some(s) => current = env.summary(s)?,
            None => return Ok(false),
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_descriptors_map_to_verification_types() {
        assert_eq!(field_type("Z"), Some(VType::Integer));
        assert_eq!(field_type("J"), Some(VType::Long));
        assert_eq!(
            field_type("Ljava/lang/String;"),
            Some(VType::class("java/lang/String"))
        );
        assert_eq!(field_type("[[I"), Some(VType::class("[[I")));
        assert_eq!(field_type("L;"), None);
        assert_eq!(field_type("Ljava.lang.String;"), None);
        assert_eq!(field_type("V"), None);
        assert_eq!(field_type("II"), None);
    }

    #[test]
    fn method_descriptors_parse_and_reject_garbage() {
        let (params, ret) = method_types("(IJ[Ljava/lang/String;)V").unwrap();
        assert_eq!(params.len(), 3);
        assert_eq!(ret, None);
        assert!(method_types("(I").is_none());
        assert!(method_types("()VV").is_none());
        assert!(method_types("I)V").is_none());
        assert!(method_types("(V)V").is_none());
    }

    #[test]
    fn member_names_follow_jvms_4_2_2() {
        assert!(is_legal_member_name("<init>", true));
        assert!(is_legal_member_name("<init>", false)); // fields may use < >
        assert!(!is_legal_member_name("a<b", true));
        assert!(is_legal_member_name("a<b", false));
        assert!(!is_legal_member_name("a.b", false));
        assert!(!is_legal_member_name("", true));
    }
}
