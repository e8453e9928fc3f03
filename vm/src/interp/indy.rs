//! `invokedynamic` call sites. rvm links the bootstrap methods javac emits
//! itself instead of running `java.lang.invoke`:
//!
//! ```text
//! invokedynamic #n --link (once per site, cached in Class::resolved)-->
//!     StringConcatFactory.makeConcatWithConstants -> CallSite::Concat(recipe)
//!     StringConcatFactory.makeConcat              -> CallSite::Concat(all args)
//!     anything else                               -> BootstrapMethodError naming it
//! CallSite::invoke(args in slots) -> result slot
//! ```
//!
//! String concatenation follows `String.valueOf` for every argument type, the
//! recipe syntax of `StringConcatFactory` (`\u{1}` = next argument, `\u{2}` = next
//! constant).

use crate::class::descriptor::{parameter_descriptors, BasicType};
use crate::class::loader::LinkError;
use crate::class::resolve::{self, Resolved};
use crate::class::Class;
use crate::classfile::Constant;
use crate::heap::ObjRef;
use crate::natives::float_format;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};

#[derive(Debug)]
pub enum RecipePart {
    Literal(Vec<u16>),
    Argument(usize),
}

/// A linked call site.
#[derive(Debug)]
pub enum CallSite {
    Concat { parts: Vec<RecipePart>, argument_types: Vec<BasicType> },
}

impl CallSite {
    /// Operand-stack slots the call consumes.
    pub fn argument_slots(&self) -> usize {
        match self {
            CallSite::Concat { argument_types, .. } => argument_types.iter().map(|t| t.slots()).sum(),
        }
    }

    /// Runs the call site with its arguments in slots `[base, base + argument_slots)`.
    pub fn invoke(&self, thread: &mut JavaThread, base: usize) -> JResult<u64> {
        match self {
            CallSite::Concat { parts, argument_types } => concat(thread, parts, argument_types, base),
        }
    }
}

/// Links (or returns the already linked) call site for constant-pool entry `index`.
pub fn link(thread: &mut JavaThread, class: &'static Class, index: u16) -> JResult<&'static CallSite> {
    let resolved = resolve::cached(thread, class, index, |_| link_site(class, index).map(|s| Resolved::CallSite(Box::new(s))))?;
    match resolved {
        Resolved::CallSite(site) => Ok(site),
        _ => unreachable!("invokedynamic entry resolves to a call site"),
    }
}

fn bootstrap_error(message: String) -> LinkError {
    LinkError::new("java/lang/BootstrapMethodError", message)
}

fn link_site(class: &'static Class, index: u16) -> Result<CallSite, LinkError> {
    let cp = &class.constant_pool;
    let format = |e: String| LinkError::new("java/lang/ClassFormatError", format!("{}: {e}", class.origin));
    let (bootstrap, name_and_type) = match cp.get(index).map_err(format)? {
        Constant::InvokeDynamic { bootstrap, name_and_type } => (*bootstrap, *name_and_type),
        other => return Err(format(format!("invokedynamic refers to a {} entry", other.kind_name()))),
    };
    let (_, descriptor) = cp.name_and_type(name_and_type).map_err(format)?;
    let bsm = class
        .bootstrap_methods
        .get(bootstrap as usize)
        .ok_or_else(|| format(format!("bootstrap method {bootstrap} out of range")))?;
    let handle = match cp.get(bsm.method_handle).map_err(format)? {
        Constant::MethodHandle { reference, .. } => cp.member_ref(*reference).map_err(format)?,
        other => return Err(format(format!("bootstrap method is a {} entry", other.kind_name()))),
    };
    let argument_types = parameter_descriptors(descriptor)
        .iter()
        .map(|d| BasicType::from_descriptor_char(d.as_bytes()[0]).unwrap_or(BasicType::Reference))
        .collect::<Vec<_>>();
    match (handle.class, handle.name) {
        ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => {
            let recipe_index = *bsm.arguments.first().ok_or_else(|| bootstrap_error("makeConcatWithConstants without a recipe".into()))?;
            let recipe = string_constant(class, recipe_index).map_err(format)?;
            let mut constants = Vec::new();
            for &c in &bsm.arguments[1..] {
                constants.push(match cp.get(c).map_err(format)? {
                    Constant::String { utf8 } => cp.utf16(*utf8).map_err(format)?.to_vec(),
                    Constant::Integer(v) => v.to_string().encode_utf16().collect(),
                    Constant::Long(v) => v.to_string().encode_utf16().collect(),
                    Constant::Float(v) => float_format::float_to_java_string(*v).encode_utf16().collect(),
                    Constant::Double(v) => float_format::double_to_java_string(*v).encode_utf16().collect(),
                    other => return Err(bootstrap_error(format!("unsupported concat constant {}", other.kind_name()))),
                });
            }
            let parts = parse_recipe(&recipe, &constants, argument_types.len())?;
            Ok(CallSite::Concat { parts, argument_types })
        }
        ("java/lang/invoke/StringConcatFactory", "makeConcat") => {
            let parts = (0..argument_types.len()).map(RecipePart::Argument).collect();
            Ok(CallSite::Concat { parts, argument_types })
        }
        (owner, name) => Err(bootstrap_error(format!(
            "rvm does not support the bootstrap method {}.{} (call site {descriptor} in {})",
            owner.replace('/', "."),
            name,
            class.java_name()
        ))),
    }
}

fn string_constant(class: &Class, index: u16) -> Result<Vec<u16>, String> {
    match class.constant_pool.get(index)? {
        Constant::String { utf8 } => Ok(class.constant_pool.utf16(*utf8)?.to_vec()),
        other => Err(format!("expected a String constant, found {}", other.kind_name())),
    }
}

fn parse_recipe(recipe: &[u16], constants: &[Vec<u16>], argument_count: usize) -> Result<Vec<RecipePart>, LinkError> {
    let mut parts = Vec::new();
    let mut literal = Vec::new();
    let mut next_argument = 0;
    let mut next_constant = 0;
    for &unit in recipe {
        match unit {
            1 => {
                if !literal.is_empty() {
                    parts.push(RecipePart::Literal(std::mem::take(&mut literal)));
                }
                parts.push(RecipePart::Argument(next_argument));
                next_argument += 1;
            }
            2 => {
                let c = constants
                    .get(next_constant)
                    .ok_or_else(|| bootstrap_error("concat recipe uses more constants than given".into()))?;
                literal.extend_from_slice(c);
                next_constant += 1;
            }
            _ => literal.push(unit),
        }
    }
    if !literal.is_empty() {
        parts.push(RecipePart::Literal(literal));
    }
    if next_argument != argument_count {
        return Err(bootstrap_error(format!(
            "concat recipe has {next_argument} argument slots but the call site passes {argument_count}"
        )));
    }
    Ok(parts)
}

fn concat(thread: &mut JavaThread, parts: &[RecipePart], types: &[BasicType], base: usize) -> JResult<u64> {
    // Slot index of each argument.
    let mut positions = Vec::with_capacity(types.len());
    let mut at = base;
    for t in types {
        positions.push(at);
        at += t.slots();
    }
    let mut out: Vec<u16> = Vec::with_capacity(32);
    for part in parts {
        match part {
            RecipePart::Literal(units) => out.extend_from_slice(units),
            RecipePart::Argument(i) => {
                let raw = thread.slot(positions[*i]);
                append_value(thread, &mut out, types[*i], raw)?;
            }
        }
    }
    let s = strings::new_string_utf16(thread, &out)?;
    Ok(s.to_slot())
}

/// Appends `String.valueOf(value)` for a value of type `t`.
fn append_value(thread: &mut JavaThread, out: &mut Vec<u16>, t: BasicType, raw: u64) -> JResult<()> {
    let ascii = |out: &mut Vec<u16>, s: &str| out.extend(s.bytes().map(u16::from));
    match t {
        BasicType::Int | BasicType::Short | BasicType::Byte => ascii(out, &(raw as i32).to_string()),
        BasicType::Long => ascii(out, &(raw as i64).to_string()),
        BasicType::Char => out.push(raw as u16),
        BasicType::Boolean => ascii(out, if raw as i32 != 0 { "true" } else { "false" }),
        BasicType::Float => ascii(out, &float_format::float_to_java_string(f32::from_bits(raw as u32))),
        BasicType::Double => ascii(out, &float_format::double_to_java_string(f64::from_bits(raw))),
        BasicType::Reference | BasicType::Void => {
            let obj = ObjRef::from_slot(raw);
            let text = crate::natives::lang::string_value_of(thread, obj)?;
            if text.is_null() {
                ascii(out, "null");
            } else {
                out.extend_from_slice(strings::utf16(thread, text));
            }
        }
    }
    Ok(())
}
