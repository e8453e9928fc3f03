//! Field and method descriptors (JVMS 4.3): parsing into basic types and slot
//! counts, and the Java-source spelling used in error messages.

/// The JVM's value kinds as they are stored in fields, arrays and slots.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum BasicType {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Float,
    Long,
    Double,
    Reference,
    Void,
}

impl BasicType {
    /// From the first character of a field descriptor.
    pub fn from_descriptor_char(c: u8) -> Option<BasicType> {
        Some(match c {
            b'Z' => BasicType::Boolean,
            b'B' => BasicType::Byte,
            b'C' => BasicType::Char,
            b'S' => BasicType::Short,
            b'I' => BasicType::Int,
            b'F' => BasicType::Float,
            b'J' => BasicType::Long,
            b'D' => BasicType::Double,
            b'L' | b'[' => BasicType::Reference,
            b'V' => BasicType::Void,
            _ => return None,
        })
    }

    /// Bytes in an object field or array element.
    pub fn size(self) -> usize {
        match self {
            BasicType::Boolean | BasicType::Byte => 1,
            BasicType::Char | BasicType::Short => 2,
            BasicType::Int | BasicType::Float => 4,
            BasicType::Long | BasicType::Double | BasicType::Reference => 8,
            BasicType::Void => 0,
        }
    }

    /// Local-variable / operand-stack slots (JVMS 2.6.1: long and double take two).
    pub fn slots(self) -> usize {
        match self {
            BasicType::Long | BasicType::Double => 2,
            BasicType::Void => 0,
            _ => 1,
        }
    }

    pub fn is_reference(self) -> bool {
        self == BasicType::Reference
    }

    /// The primitive's Java name (`int`), as in `int.class.getName()`.
    pub fn java_name(self) -> &'static str {
        match self {
            BasicType::Boolean => "boolean",
            BasicType::Byte => "byte",
            BasicType::Char => "char",
            BasicType::Short => "short",
            BasicType::Int => "int",
            BasicType::Float => "float",
            BasicType::Long => "long",
            BasicType::Double => "double",
            BasicType::Reference => "reference",
            BasicType::Void => "void",
        }
    }

    /// `newarray` type codes (JVMS 6.5 newarray).
    pub fn from_newarray_code(code: u8) -> Option<BasicType> {
        Some(match code {
            4 => BasicType::Boolean,
            5 => BasicType::Char,
            6 => BasicType::Float,
            7 => BasicType::Double,
            8 => BasicType::Byte,
            9 => BasicType::Short,
            10 => BasicType::Int,
            11 => BasicType::Long,
            _ => return None,
        })
    }

    pub fn descriptor_char(self) -> char {
        match self {
            BasicType::Boolean => 'Z',
            BasicType::Byte => 'B',
            BasicType::Char => 'C',
            BasicType::Short => 'S',
            BasicType::Int => 'I',
            BasicType::Float => 'F',
            BasicType::Long => 'J',
            BasicType::Double => 'D',
            BasicType::Reference => 'L',
            BasicType::Void => 'V',
        }
    }
}

/// Parameter types and return type of a method descriptor `(IJLjava/lang/String;)V`.
pub fn parse_method_descriptor(descriptor: &str) -> Result<(Vec<BasicType>, BasicType), String> {
    let bad = || format!("malformed method descriptor {descriptor:?}");
    let bytes = descriptor.as_bytes();
    if bytes.first() != Some(&b'(') {
        return Err(bad());
    }
    let mut params = Vec::new();
    let mut i = 1;
    while i < bytes.len() && bytes[i] != b')' {
        let end = field_descriptor_end(bytes, i).ok_or_else(bad)?;
        let t = BasicType::from_descriptor_char(bytes[i]).ok_or_else(bad)?;
        if t == BasicType::Void {
            return Err(bad());
        }
        params.push(t);
        i = end;
    }
    if i >= bytes.len() {
        return Err(bad());
    }
    let ret_start = i + 1;
    let ret = if bytes.get(ret_start) == Some(&b'V') && ret_start + 1 == bytes.len() {
        BasicType::Void
    } else {
        let end = field_descriptor_end(bytes, ret_start).ok_or_else(bad)?;
        if end != bytes.len() {
            return Err(bad());
        }
        BasicType::from_descriptor_char(bytes[ret_start]).ok_or_else(bad)?
    };
    Ok((params, ret))
}

/// End (exclusive) of the field descriptor starting at `start`.
fn field_descriptor_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    while bytes.get(i) == Some(&b'[') {
        i += 1;
    }
    match bytes.get(i)? {
        b'L' => {
            let semi = bytes[i..].iter().position(|&b| b == b';')?;
            Some(i + semi + 1)
        }
        b'Z' | b'B' | b'C' | b'S' | b'I' | b'F' | b'J' | b'D' => Some(i + 1),
        _ => None,
    }
}

/// The descriptors of each parameter, e.g. `["I", "Ljava/lang/String;"]`.
pub fn parameter_descriptors(descriptor: &str) -> Vec<&str> {
    let bytes = descriptor.as_bytes();
    let mut out = Vec::new();
    let mut i = 1;
    while i < bytes.len() && bytes[i] != b')' {
        match field_descriptor_end(bytes, i) {
            Some(end) => {
                out.push(&descriptor[i..end]);
                i = end;
            }
            None => break,
        }
    }
    out
}

/// `I` -> `int`, `[Ljava/lang/String;` -> `java.lang.String[]`.
pub fn java_type_name(descriptor: &str) -> String {
    let dims = descriptor.bytes().take_while(|&b| b == b'[').count();
    let base = &descriptor[dims..];
    let mut name = match base.as_bytes().first() {
        Some(b'L') => base[1..base.len().saturating_sub(1)].replace('/', "."),
        Some(&c) => BasicType::from_descriptor_char(c)
            .map(|t| t.java_name().to_string())
            .unwrap_or_else(|| base.to_string()),
        None => String::new(),
    };
    for _ in 0..dims {
        name.push_str("[]");
    }
    name
}

/// `'void pkg.Class.name(int, java.lang.String)'`, HotSpot's spelling in
/// NoSuchMethodError and AbstractMethodError messages.
pub fn java_method_signature(class: &str, name: &str, descriptor: &str) -> String {
    let params: Vec<String> = parameter_descriptors(descriptor)
        .into_iter()
        .map(java_type_name)
        .collect();
    let ret = descriptor
        .rfind(')')
        .map(|i| &descriptor[i + 1..])
        .unwrap_or("V");
    format!(
        "'{} {}.{}({})'",
        java_type_name(ret),
        class.replace('/', "."),
        name,
        params.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_descriptor_gives_parameters_and_return() {
        let (p, r) = parse_method_descriptor("(IJ[Ljava/lang/String;D)V").unwrap();
        assert_eq!(
            p,
            vec![
                BasicType::Int,
                BasicType::Long,
                BasicType::Reference,
                BasicType::Double
            ]
        );
        assert_eq!(r, BasicType::Void);
        let (p, r) = parse_method_descriptor("()[[I").unwrap();
        assert!(p.is_empty());
        assert_eq!(r, BasicType::Reference);
    }

    #[test]
    fn malformed_descriptors_are_errors() {
        for d in [
            "",
            "I",
            "(I",
            "(Ljava/lang/String)V",
            "(V)V",
            "()",
            "()VV",
            "(Q)V",
        ] {
            assert!(parse_method_descriptor(d).is_err(), "{d}");
        }
    }

    #[test]
    fn java_signature_matches_hotspot_spelling() {
        assert_eq!(
            java_method_signature("a/B", "f", "(I[Ljava/lang/String;)J"),
            "'long a.B.f(int, java.lang.String[])'"
        );
    }
}
