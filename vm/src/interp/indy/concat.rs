//! String concatenation call sites (`StringConcatFactory`): the recipe syntax
//! (`\u{1}` = next argument, `\u{2}` = next constant) parsed once at link time;
//! each execution formats every argument as `String.valueOf` does.

use super::{bootstrap_error, format_error, SiteInfo};
use crate::class::descriptor::{parameter_descriptors, BasicType};
use crate::class::loader::LinkError;
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

#[derive(Debug)]
pub struct ConcatSite {
    parts: Vec<RecipePart>,
    argument_types: Vec<BasicType>,
}

pub(super) fn link(
    class: &'static Class,
    site: &SiteInfo,
    with_constants: bool,
) -> Result<ConcatSite, LinkError> {
    let cp = &class.constant_pool;
    let format = |e: String| format_error(class, e);
    let argument_types = parameter_descriptors(site.descriptor)
        .iter()
        .map(|d| BasicType::from_descriptor_char(d.as_bytes()[0]).unwrap_or(BasicType::Reference))
        .collect::<Vec<_>>();
    if !with_constants {
        let parts = (0..argument_types.len())
            .map(RecipePart::Argument)
            .collect();
        return Ok(ConcatSite {
            parts,
            argument_types,
        });
    }
    let arguments = &site.bootstrap.arguments;
    let recipe_index = *arguments
        .first()
        .ok_or_else(|| bootstrap_error("makeConcatWithConstants without a recipe".into()))?;
    let recipe = match cp.get(recipe_index).map_err(format)? {
        Constant::String { utf8 } => cp.utf16(*utf8).map_err(format)?.to_vec(),
        other => {
            return Err(format(format!(
                "concat recipe is a {} entry",
                other.kind_name()
            )))
        }
    };
    let mut constants = Vec::new();
    for &c in &arguments[1..] {
        constants.push(match cp.get(c).map_err(format)? {
            Constant::String { utf8 } => cp.utf16(*utf8).map_err(format)?.to_vec(),
            Constant::Integer(v) => v.to_string().encode_utf16().collect(),
            Constant::Long(v) => v.to_string().encode_utf16().collect(),
            Constant::Float(v) => float_format::float_to_java_string(*v)
                .encode_utf16()
                .collect(),
            Constant::Double(v) => float_format::double_to_java_string(*v)
                .encode_utf16()
                .collect(),
            other => {
                return Err(bootstrap_error(format!(
                    "unsupported concat constant {}",
                    other.kind_name()
                )))
            }
        });
    }
    let parts = parse_recipe(&recipe, &constants, argument_types.len())?;
    Ok(ConcatSite {
        parts,
        argument_types,
    })
}

fn parse_recipe(
    recipe: &[u16],
    constants: &[Vec<u16>],
    argument_count: usize,
) -> Result<Vec<RecipePart>, LinkError> {
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
                let c = constants.get(next_constant).ok_or_else(|| {
                    bootstrap_error("concat recipe uses more constants than given".into())
                })?;
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

impl ConcatSite {
    pub fn argument_slots(&self) -> usize {
        self.argument_types.iter().map(|t| t.slots()).sum()
    }

    pub fn invoke(&self, thread: &mut JavaThread, base: usize) -> JResult<u64> {
        let mut positions = Vec::with_capacity(self.argument_types.len());
        let mut at = base;
        for t in &self.argument_types {
            positions.push(at);
            at += t.slots();
        }
        let mut out: Vec<u16> = Vec::with_capacity(32);
        for part in &self.parts {
            match part {
                RecipePart::Literal(units) => out.extend_from_slice(units),
                RecipePart::Argument(i) => {
                    let raw = thread.slot(positions[*i]);
                    append_value(thread, &mut out, self.argument_types[*i], raw)?;
                }
            }
        }
        let s = strings::new_string_utf16(thread, &out)?;
        Ok(s.to_slot())
    }
}

/// Appends `String.valueOf(value)` for a value of type `t`.
pub(super) fn append_value(
    thread: &mut JavaThread,
    out: &mut Vec<u16>,
    t: BasicType,
    raw: u64,
) -> JResult<()> {
    let ascii = |out: &mut Vec<u16>, s: &str| out.extend(s.bytes().map(u16::from));
    match t {
        BasicType::Int | BasicType::Short | BasicType::Byte => {
            ascii(out, &(raw as i32).to_string())
        }
        BasicType::Long => ascii(out, &(raw as i64).to_string()),
        BasicType::Char => out.push(raw as u16),
        BasicType::Boolean => ascii(out, if raw as i32 != 0 { "true" } else { "false" }),
        BasicType::Float => ascii(
            out,
            &float_format::float_to_java_string(f32::from_bits(raw as u32)),
        ),
        BasicType::Double => ascii(
            out,
            &float_format::double_to_java_string(f64::from_bits(raw)),
        ),
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
