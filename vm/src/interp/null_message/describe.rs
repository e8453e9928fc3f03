//! The words of the message: the failed action from the failing instruction
//! (HotSpot's `get_NPE_null_slot` and `print_NPE_failed_action`), and the cause,
//! described backwards from the instruction that pushed the null
//! (`print_NPE_cause0`).

use super::analysis::argument_slots;
use super::stacks::{EntryStacks, ValueType};
use super::{Bytecode, MethodShape};
use crate::bytecode::opcodes::*;
use crate::class::descriptor::{java_type_name, parameter_descriptors};
use crate::classfile::ConstantPool;

/// How many instructions deep a cause is described (`_max_cause_detail`).
const MAX_DETAIL: usize = 5;

/// What the failing instruction could not do, and which operand-stack slot
/// (0 = top) held the null.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct FailedAction {
    pub text: String,
    pub null_slot: usize,
}

/// The failed action of the instruction at `bci`, or `None` where HotSpot gives
/// no message: constructor calls (a `new NullPointerException()` written in
/// Java is "raised" there) and instructions that never dereference.
pub(super) fn failed_action(
    bytecode: &[u8],
    pool: &ConstantPool,
    bci: usize,
) -> Option<FailedAction> {
    let code = Bytecode(bytecode);
    let instruction = code.instruction(bci)?;
    let fixed = |text: &str, null_slot| {
        Some(FailedAction {
            text: text.to_string(),
            null_slot,
        })
    };
    match instruction.opcode {
        IALOAD..=SALOAD => fixed(
            &format!(
                "Cannot load from {} array",
                element_kind(instruction.opcode - IALOAD)
            ),
            1,
        ),
        IASTORE..=SASTORE => {
            let null_slot = if matches!(instruction.opcode, LASTORE | DASTORE) {
                3
            } else {
                2
            };
            fixed(
                &format!(
                    "Cannot store to {} array",
                    element_kind(instruction.opcode - IASTORE)
                ),
                null_slot,
            )
        }
        ARRAYLENGTH => fixed("Cannot read the array length", 0),
        ATHROW => fixed("Cannot throw exception", 0),
        MONITORENTER => fixed("Cannot enter synchronized block", 0),
        MONITOREXIT => fixed("Cannot exit synchronized block", 0),
        GETFIELD => {
            let field = pool.member_ref(code.u16(instruction.operands)?).ok()?;
            fixed(&format!("Cannot read field \"{}\"", field.name), 0)
        }
        PUTFIELD => {
            let field = pool.member_ref(code.u16(instruction.operands)?).ok()?;
            let value_slots = match ValueType::of_descriptor(field.descriptor)? {
                ValueType::Long | ValueType::Double => 2,
                _ => 1,
            };
            fixed(
                &format!("Cannot assign field \"{}\"", field.name),
                value_slots,
            )
        }
        INVOKEVIRTUAL | INVOKESPECIAL | INVOKEINTERFACE => {
            let index = code.u16(instruction.operands)?;
            let target = pool.member_ref(index).ok()?;
            if target.name == "<init>" {
                return None;
            }
            let null_slot = argument_slots(target.descriptor)?;
            fixed(
                &format!("Cannot invoke \"{}\"", method_name(pool, index)?),
                null_slot,
            )
        }
        _ => None,
    }
}

/// The element names HotSpot uses, in `iaload` ... `saload` order.
fn element_kind(offset: u8) -> &'static str {
    [
        "int",
        "long",
        "float",
        "double",
        "object",
        "byte/boolean",
        "char",
        "short",
    ][usize::from(offset % 8)]
}

/// Describes where operand-stack values came from.
pub(super) struct Describer<'a> {
    pub bytecode: &'a [u8],
    pub pool: &'a ConstantPool,
    pub shape: &'a MethodShape,
    pub stacks: &'a EntryStacks,
}

impl Describer<'_> {
    /// Appends ` because "<what>" is null` for the slot `null_slot` of the
    /// entry stack at `bci`, or nothing when its source cannot be described.
    pub(super) fn append_cause(&self, message: &mut String, bci: usize, null_slot: usize) {
        if self.describe(
            message,
            bci,
            null_slot,
            MAX_DETAIL,
            false,
            Some(" because \""),
        ) {
            message.push_str("\" is null");
        }
    }

    /// HotSpot's `print_NPE_cause0`: appends a Java-like expression for the
    /// value in slot `slot` (0 = top) on entry to `bci`, recursing at most
    /// `detail` instructions back. `inner` is set inside an array index, where
    /// calls are named without "the return value of". `prefix` is written
    /// first, at the top level, unless the value is a call's result; like
    /// HotSpot, it stays written even if nothing else can be said. Returns
    /// whether a description was written.
    fn describe(
        &self,
        out: &mut String,
        bci: usize,
        slot: usize,
        detail: usize,
        inner: bool,
        prefix: Option<&str>,
    ) -> bool {
        if detail == 0 {
            return false;
        }
        let Some(stack) = self.stacks.at(bci) else {
            return false;
        };
        let Some(source) = stack.slot(slot).and_then(|data| data.source) else {
            return false;
        };
        let code = Bytecode(self.bytecode);
        let Some(instruction) = code.instruction(source) else {
            return false;
        };
        let opcode = instruction.opcode;
        let is_call = matches!(
            opcode,
            INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE
        );
        if let Some(prefix) = prefix {
            if detail == MAX_DETAIL && !is_call {
                out.push_str(prefix);
            }
        }
        match opcode {
            ILOAD | ALOAD | 0x1a..=0x1d | 0x2a..=0x2d => {
                let local = match opcode {
                    0x1a..=0x1d => usize::from(opcode - 0x1a),
                    0x2a..=0x2d => usize::from(opcode - ALOAD_0),
                    _ => match code.local_index(instruction) {
                        Some(local) => local,
                        None => return false,
                    },
                };
                out.push_str(&self.local_name(source, local, !stack.local_was_stored(local)));
                true
            }
            ACONST_NULL => {
                out.push_str("null");
                true
            }
            ICONST_M1..=ICONST_5 => {
                out.push_str(&(i32::from(opcode) - i32::from(ICONST_0)).to_string());
                true
            }
            BIPUSH => match code.u8(instruction.operands) {
                Some(value) => {
                    out.push_str(&(value as i8).to_string());
                    true
                }
                None => false,
            },
            // HotSpot reads the operand as unsigned: `sipush -1` shows as 65535.
            SIPUSH => match code.u16(instruction.operands) {
                Some(value) => {
                    out.push_str(&value.to_string());
                    true
                }
                None => false,
            },
            IALOAD | AALOAD => {
                if !self.describe(out, source, 1, detail - 1, inner, None) {
                    out.push_str("<array>");
                }
                out.push('[');
                // The index keeps the full detail so it is always named if simple.
                if !self.describe(out, source, 0, detail, true, None) {
                    out.push_str("...");
                }
                out.push(']');
                true
            }
            GETSTATIC => match code
                .u16(instruction.operands)
                .and_then(|index| self.pool.member_ref(index).ok())
            {
                Some(field) => {
                    out.push_str(&format!(
                        "{}.{}",
                        external_class_name(field.class),
                        field.name
                    ));
                    true
                }
                None => false,
            },
            GETFIELD => match code
                .u16(instruction.operands)
                .and_then(|index| self.pool.member_ref(index).ok())
            {
                Some(field) => {
                    if self.describe(out, source, 0, detail - 1, inner, None) {
                        out.push('.');
                    }
                    out.push_str(field.name);
                    true
                }
                None => false,
            },
            INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE => {
                match code
                    .u16(instruction.operands)
                    .and_then(|index| method_name(self.pool, index))
                {
                    Some(name) => {
                        if detail == MAX_DETAIL && !inner {
                            out.push_str(" because the return value of \"");
                        }
                        out.push_str(&name);
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        }
    }

    /// The name of `local` as loaded at `bci`: from the LocalVariableTable (the
    /// first entry covering `bci`), else `this`, `<parameterN>` (1-based, while
    /// the local was never stored to on a path here) or `<localN>`.
    fn local_name(&self, bci: usize, local: usize, unchanged: bool) -> String {
        let named = self.shape.local_variables.iter().find(|variable| {
            let start = usize::from(variable.start_pc);
            usize::from(variable.slot) == local
                && (start..start + usize::from(variable.length)).contains(&bci)
        });
        if let Some(variable) = named {
            return variable.name.clone();
        }
        if !self.shape.is_static && local == 0 && unchanged {
            return "this".to_string();
        }
        let mut first_slot = usize::from(!self.shape.is_static);
        for (number, &slots) in self.shape.parameter_slots.iter().enumerate() {
            if (first_slot..first_slot + slots).contains(&local) {
                if unchanged {
                    return format!("<parameter{}>", number + 1);
                }
                break;
            }
            first_slot += slots;
        }
        format!("<local{local}>")
    }
}

/// `Main.f(int, String)` for the method reference at `index`: the class as
/// written in the reference, parameters in Java spelling, with a leading
/// `java.lang.` dropped from names starting `java.lang.Object` or
/// `java.lang.String` (HotSpot compares only that prefix, so
/// `java.lang.StringBuilder` becomes `StringBuilder` too).
fn method_name(pool: &ConstantPool, index: u16) -> Option<String> {
    let method = pool.member_ref(index).ok()?;
    let parameters: Vec<String> = parameter_descriptors(method.descriptor)
        .into_iter()
        .map(|descriptor| {
            let name = java_type_name(descriptor);
            match name.strip_prefix("java.lang.") {
                Some(rest) if rest.starts_with("Object") || rest.starts_with("String") => {
                    rest.to_string()
                }
                _ => name,
            }
        })
        .collect();
    Some(format!(
        "{}.{}({})",
        external_class_name(method.class),
        method.name,
        parameters.join(", ")
    ))
}

/// An internal class name with dots, `java.lang.Object` and `java.lang.String`
/// shortened (only those exact names).
fn external_class_name(internal: &str) -> String {
    match internal {
        "java/lang/Object" => "Object".to_string(),
        "java/lang/String" => "String".to_string(),
        _ => internal.replace('/', "."),
    }
}
