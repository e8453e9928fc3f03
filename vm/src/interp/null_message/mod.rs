//! Helpful NullPointerException messages (JEP 358), spelled exactly as HotSpot 17
//! spells them: `Cannot invoke "String.length()" because "<local1>" is null`.
//!
//! A message has two halves. The *failed action* comes from the instruction that
//! met the null (`getfield` -> `Cannot read field "next"`); it also says which
//! operand-stack slot held the null. The *cause* names the expression that pushed
//! that null, which needs to know, for every slot of the operand stack at the
//! failing instruction, which instruction pushed it. HotSpot finds out by abstract
//! interpretation of the method's bytecode, and so does this module, step for step
//! (`bytecodeUtils.cpp`, `ExceptionMessageBuilder`), quirks included, because the
//! quirks show in the messages:
//!
//! ```text
//!  bytecode, exception table, constant pool
//!      |
//!      | analysis::analyse: linear passes over the code; each instruction with a
//!      |   known entry stack is simulated on a copy of it: a slot records the bci
//!      |   that pushed it (or "ambiguous" after a merge of different pushers),
//!      |   plus a bit set of locals stored to so far; the result is merged into
//!      |   the entry stack of every successor; handlers start with [exception];
//!      |   passes repeat until nothing new is reached, or stop as soon as the
//!      |   failing bci has an entry stack
//!      v
//!  EntryStacks: the entry stack of each bci reached (one arena, no allocation
//!      |        per instruction)
//!      |
//!      | describe::failed_action(failing bci) -> "Cannot load from int array", slot 1
//!      | Describer::append_cause(bci, slot)   -> go to the bci that pushed the slot:
//!      |     aload 2        -> "<local2>" (the LocalVariableTable name if there is
//!      |                       one, else "this" / "<parameterN>" while never stored to)
//!      |     getstatic      -> "Main.table"
//!      |     getfield       -> cause(its receiver) + ".next"
//!      |     aaload, iaload -> cause(array) + "[" + cause(index) + "]"
//!      |     invoke*        -> the return value of "Main.make()"
//!      |     iconst, bipush, sipush, aconst_null -> the constant
//!      |     anything else (or ambiguous, or 5 levels deep) -> no description
//!      v
//!  "Cannot load from int array" + " because \"" + "<local2>[3]" + "\" is null"
//! ```
//!
//! When the source cannot be described, the message is the failed action alone
//! (`Cannot invoke "Object.hashCode()"`). A constructor call (`invokespecial
//! <init>`) and instructions that cannot dereference anything give no message at
//! all, as in HotSpot. Malformed bytecode never panics: it gives `None` (or, if
//! only the analysis fails, the failed action alone).
//!
//! rvm builds the message when it creates the exception (HotSpot waits for
//! `getMessage`), so [`helpful_message`] remembers each site's message: a site
//! that throws in a loop pays for the analysis once.

mod analysis;
mod describe;
mod stacks;
#[cfg(test)]
mod tests;

use crate::bytecode::{read_i16, read_i32, read_u16, read_u8};
use crate::class::Method;
use crate::classfile::{ConstantPool, ExceptionHandler};
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::LazyLock;

/// Messages already computed, by (method address, bci). The analysis is linear
/// in the method's size and runs when the exception is created (HotSpot waits
/// for `getMessage`), so a site that throws in a loop must not redo it. Methods
/// are `'static` (classes are never unloaded), so an address names one method
/// for the whole run; the table is bounded by the number of throwing sites.
/// Process-wide rather than in `Vm`: a pure cache of a function of the
/// method's bytecode, which no VM state changes.
static MESSAGES: LazyLock<Mutex<HashMap<Site, Option<String>>>> = LazyLock::new(Default::default);

/// A throwing instruction: (address of its `'static` method, bci).
type Site = (usize, usize);

/// The message HotSpot 17 gives a NullPointerException raised by the
/// instruction at `bci` of `method`, or `None` where it gives none.
pub fn helpful_message(method: &'static Method, bci: usize) -> Option<String> {
    let key = (std::ptr::from_ref(method) as usize, bci);
    if let Some(message) = MESSAGES.lock().get(&key) {
        return message.clone();
    }
    let message = compute_message(method, bci);
    MESSAGES.lock().insert(key, message.clone());
    message
}

fn compute_message(method: &Method, bci: usize) -> Option<String> {
    let code = method.code.as_ref()?;
    let shape = MethodShape {
        is_static: method.is_static(),
        parameter_slots: method.parameter_types.iter().map(|t| t.slots()).collect(),
        // Present for classes compiled with -g (the class library is).
        local_variables: code
            .local_variables
            .iter()
            .map(|v| LocalVariable {
                start_pc: v.start_pc,
                length: v.length,
                slot: v.index,
                name: v.name.clone(),
            })
            .collect(),
    };
    message_at(
        &code.bytecode,
        &code.handlers,
        &method.class().constant_pool,
        &shape,
        bci,
    )
}

/// What the message needs to know of the method besides its code: how locals
/// map to `this` and parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
struct MethodShape {
    pub is_static: bool,
    /// Slots taken by each declared parameter, in order (2 for long and double).
    pub parameter_slots: Vec<usize>,
    /// The LocalVariableTable (JVMS 4.7.13), if the class file has one.
    pub local_variables: Vec<LocalVariable>,
}

/// One LocalVariableTable entry: local `slot` is called `name` for the bcis
/// `start_pc .. start_pc + length`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct LocalVariable {
    pub start_pc: u16,
    pub length: u16,
    pub slot: u16,
    pub name: String,
}

/// [`helpful_message`] on the parts of a method; the seam the unit tests use.
fn message_at(
    bytecode: &[u8],
    handlers: &[ExceptionHandler],
    pool: &ConstantPool,
    shape: &MethodShape,
    bci: usize,
) -> Option<String> {
    if bci >= bytecode.len() {
        return None;
    }
    let action = describe::failed_action(bytecode, pool, bci)?;
    let mut message = action.text;
    if let Some(stacks) = analysis::analyse(bytecode, handlers, pool, bci) {
        let describer = describe::Describer {
            bytecode,
            pool,
            shape,
            stacks: &stacks,
        };
        describer.append_cause(&mut message, bci, action.null_slot);
    }
    Some(message)
}

/// Checked reads of instruction operands; `None` past the end of the code.
#[derive(Clone, Copy)]
pub(super) struct Bytecode<'a>(pub &'a [u8]);

impl Bytecode<'_> {
    /// `Some(read(at))` when `width` bytes from `at` are inside the code.
    fn checked<T>(self, at: usize, width: usize, read: fn(&[u8], usize) -> T) -> Option<T> {
        (at + width <= self.0.len()).then(|| read(self.0, at))
    }
    fn u8(self, at: usize) -> Option<u8> {
        self.checked(at, 1, read_u8)
    }
    fn u16(self, at: usize) -> Option<u16> {
        self.checked(at, 2, read_u16)
    }
    fn i16(self, at: usize) -> Option<i16> {
        self.checked(at, 2, read_i16)
    }
    fn i32(self, at: usize) -> Option<i32> {
        self.checked(at, 4, read_i32)
    }

    /// The instruction at `bci` with a `wide` prefix looked through: (opcode,
    /// index of its first operand byte, whether it was wide).
    fn instruction(self, bci: usize) -> Option<Instruction> {
        let opcode = self.u8(bci)?;
        if opcode == crate::bytecode::opcodes::WIDE {
            Some(Instruction {
                opcode: self.u8(bci + 1)?,
                operands: bci + 2,
                wide: true,
            })
        } else {
            Some(Instruction {
                opcode,
                operands: bci + 1,
                wide: false,
            })
        }
    }

    /// The local-variable index operand of a load or store (`u2` after `wide`).
    fn local_index(self, instruction: Instruction) -> Option<usize> {
        if instruction.wide {
            self.u16(instruction.operands).map(usize::from)
        } else {
            self.u8(instruction.operands).map(usize::from)
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Instruction {
    opcode: u8,
    operands: usize,
    wide: bool,
}
