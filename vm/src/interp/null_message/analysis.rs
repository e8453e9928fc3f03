//! The abstract interpretation behind the messages: for each bci, the operand
//! stack on entry, each slot remembering the bci of the instruction that pushed
//! it. A port of HotSpot's `ExceptionMessageBuilder` constructor and
//! `do_instruction`, including its iteration order and early stop, since both
//! decide what a merge point (and so a message) looks like:
//!
//! * passes walk the code from bci 0 to the end; an instruction is simulated only
//!   once its entry stack is known, and its result is merged into the entry stack
//!   of each successor (fall-through first, then branch targets in order). The
//!   merge happens in place on the working stack, so a branch target receives the
//!   fall-through's merged stack, exactly as HotSpot does;
//! * a pass stops as soon as the failing bci has an entry stack; passes repeat
//!   while some instruction still lacks one and the last pass reached a new one;
//! * `tableswitch`/`lookupswitch` also flow into the next instruction, `iinc`
//!   does not count as a store, a handler starts with only the exception on the
//!   stack and no locals marked as stored, and `ldc` of a MethodHandle or
//!   MethodType pushes nothing: all as in HotSpot 17.
//!
//! Anything malformed (operands past the end, unknown opcodes, stack underflow,
//! mismatched depths at a merge, targets outside the code) ends the analysis
//! with `None`.

use super::stacks::{EntryStacks, Merge, SimulatedStack, ValueType};
use super::{Bytecode, Instruction};
use crate::bytecode::opcodes::*;
use crate::bytecode::{instruction_length, switch_base};
use crate::classfile::{Constant, ConstantPool, ExceptionHandler};

/// HotSpot's `_max_entries`: the analysis gives up (keeping what it has) once
/// the entry stacks hold this many slots in all, to bound the work on huge methods.
const MAX_ENTRIES: usize = 1_000_000;

/// Runs the analysis far enough to know the entry stack at `target_bci`.
pub(super) fn analyse(
    bytecode: &[u8],
    handlers: &[ExceptionHandler],
    pool: &ConstantPool,
    target_bci: usize,
) -> Option<EntryStacks> {
    let mut analysis = Analysis {
        code: Bytecode(bytecode),
        pool,
        stacks: EntryStacks::new(bytecode.len() + 1),
        entries: 0,
        reached_new: true,
        all_processed: false,
        working_stack: SimulatedStack::default(),
        branch_targets: Vec::new(),
    };
    analysis.stacks.insert(0, &SimulatedStack::default());
    for handler in handlers {
        let start = handler.handler_pc as usize;
        if start >= bytecode.len() {
            return None;
        }
        if !analysis.stacks.is_known(start) {
            let mut stack = SimulatedStack::default();
            stack.push(start, ValueType::Object);
            analysis.stacks.insert(start, &stack);
        }
    }

    'passes: while !analysis.all_processed && analysis.reached_new {
        analysis.all_processed = true;
        analysis.reached_new = false;
        let mut bci = 0;
        while bci < bytecode.len() {
            bci += analysis.step(bci)?;
            if bci == target_bci && analysis.stacks.is_known(bci) {
                break 'passes;
            }
            if analysis.entries > MAX_ENTRIES {
                break 'passes;
            }
        }
    }
    Some(analysis.stacks)
}

struct Analysis<'a> {
    code: Bytecode<'a>,
    pool: &'a ConstantPool,
    stacks: EntryStacks,
    /// Slots in all entry stacks created so far (HotSpot's `_nr_of_entries`).
    entries: usize,
    /// This pass gave some bci its first entry stack (`_added_one`).
    reached_new: bool,
    /// This pass simulated every instruction (`_all_processed`).
    all_processed: bool,
    /// Scratch space for [`Analysis::step`], reused from step to step.
    working_stack: SimulatedStack,
    branch_targets: Vec<usize>,
}

impl Analysis<'_> {
    /// Simulates the instruction at `bci` if its entry stack is known, and
    /// returns the instruction's length.
    fn step(&mut self, bci: usize) -> Option<usize> {
        let length = instruction_length(self.code.0, bci).ok()?;
        let mut stack = std::mem::take(&mut self.working_stack);
        if !self.stacks.load(bci, &mut stack) {
            self.all_processed = false;
            self.working_stack = stack;
            return Some(length);
        }
        let mut targets = std::mem::take(&mut self.branch_targets);
        targets.clear();
        if self.simulate(bci, &mut stack, &mut targets)? == Next::FallsThrough {
            self.merge_into(bci + length, &mut stack)?;
        }
        for &target in &targets {
            self.merge_into(target, &mut stack)?;
        }
        self.working_stack = stack;
        self.branch_targets = targets;
        Some(length)
    }

    /// Merges `stack` into the entry stack at `bci` (see [`EntryStacks::merge`]).
    fn merge_into(&mut self, bci: usize, stack: &mut SimulatedStack) -> Option<()> {
        if self.stacks.merge(bci, stack)? == Merge::First {
            self.entries += stack.len();
            self.reached_new = true;
        }
        Some(())
    }

    /// `bci + offset` if that lies inside the stacks table.
    fn target(&self, bci: usize, offset: i64) -> Option<usize> {
        let target = usize::try_from(bci as i64 + offset).ok()?;
        (target < self.stacks.len()).then_some(target)
    }

    fn field_type(&self, index: u16) -> Option<ValueType> {
        ValueType::of_descriptor(self.pool.member_ref(index).ok()?.descriptor)
    }

    /// Applies the instruction at `bci` to `stack`, appends its branch targets
    /// to `targets` in the order HotSpot merges into them, and says whether
    /// control can also fall through to the next instruction.
    fn simulate(
        &self,
        bci: usize,
        stack: &mut SimulatedStack,
        targets: &mut Vec<usize>,
    ) -> Option<Next> {
        use ValueType::*;
        let code = self.code;
        let instruction @ Instruction {
            opcode, operands, ..
        } = code.instruction(bci)?;
        let mut next = Next::FallsThrough;
        match opcode {
            NOP | IINC => {}
            ACONST_NULL | NEW => stack.push(bci, Object),
            ICONST_M1..=ICONST_5 | BIPUSH | SIPUSH => stack.push(bci, Int),
            LCONST_0 | LCONST_1 => stack.push(bci, Long),
            FCONST_0..=FCONST_2 => stack.push(bci, Float),
            DCONST_0 | DCONST_1 => stack.push(bci, Double),
            LDC | LDC_W | LDC2_W => {
                let index = if opcode == LDC {
                    u16::from(code.u8(operands)?)
                } else {
                    code.u16(operands)?
                };
                match self.pool.get(index).ok()? {
                    Constant::Class { .. }
                    | Constant::String { .. }
                    | Constant::MethodRef { .. }
                    | Constant::InterfaceMethodRef { .. }
                    | Constant::FieldRef { .. } => stack.push(bci, Object),
                    Constant::Integer(_) => stack.push(bci, Int),
                    Constant::Float(_) => stack.push(bci, Float),
                    Constant::Long(_) => stack.push(bci, Long),
                    Constant::Double(_) => stack.push(bci, Double),
                    // HotSpot 17 has no case for these and pushes nothing.
                    _ => {}
                }
            }
            ILOAD | 0x1a..=0x1d => stack.push(bci, Int),
            LLOAD | 0x1e..=0x21 => stack.push(bci, Long),
            FLOAD | 0x22..=0x25 => stack.push(bci, Float),
            DLOAD | 0x26..=0x29 => stack.push(bci, Double),
            ALOAD | 0x2a..=0x2d => stack.push(bci, Object),
            IALOAD..=SALOAD => {
                stack.pop(2)?;
                let element = [Int, Long, Float, Double, Object, Byte, Char, Short]
                    [usize::from(opcode - IALOAD)];
                stack.push(bci, element);
            }
            ISTORE..=ASTORE => {
                stack.mark_local_stored(code.local_index(instruction)?);
                stack.pop([1, 2, 1, 2, 1][usize::from(opcode - ISTORE)])?;
            }
            ISTORE_0..=0x4e => {
                let kind = usize::from(opcode - ISTORE_0) / 4;
                stack.mark_local_stored(usize::from(opcode - ISTORE_0) % 4);
                stack.pop([1, 2, 1, 2, 1][kind])?;
            }
            IASTORE | FASTORE | AASTORE | BASTORE | CASTORE | SASTORE => stack.pop(3)?,
            LASTORE | DASTORE => stack.pop(4)?,
            POP | MONITORENTER | MONITOREXIT => stack.pop(1)?,
            POP2 => stack.pop(2)?,
            DUP => stack.push_slot(stack.slot(0)?),
            DUP_X1 => {
                let [top1, top2] = stack.take()?;
                for slot in [top1, top2, top1] {
                    stack.push_slot(slot);
                }
            }
            DUP_X2 => {
                let [top1, top2, top3] = stack.take()?;
                for slot in [top1, top3, top2, top1] {
                    stack.push_slot(slot);
                }
            }
            DUP2 => {
                let [top1, top2] = [stack.slot(0)?, stack.slot(1)?];
                for slot in [top2, top1] {
                    stack.push_slot(slot);
                }
            }
            DUP2_X1 => {
                let [top1, top2, top3] = stack.take()?;
                for slot in [top2, top1, top3, top2, top1] {
                    stack.push_slot(slot);
                }
            }
            DUP2_X2 => {
                let [top1, top2, top3, top4] = stack.take()?;
                for slot in [top2, top1, top4, top3, top2, top1] {
                    stack.push_slot(slot);
                }
            }
            SWAP => {
                let [top1, top2] = stack.take()?;
                stack.push_value(top1);
                stack.push_value(top2);
            }
            IADD..=DREM | IAND..=LXOR | INEG..=DNEG | ISHL..=LUSHR => {
                let result = arithmetic_result(opcode);
                let operand_slots = match opcode {
                    INEG..=DNEG => result.size(),
                    ISHL..=LUSHR => 1 + result.size(),
                    _ => 2 * result.size(),
                };
                stack.pop(operand_slots)?;
                stack.push(bci, result);
            }
            I2L..=I2S => {
                let (operand_slots, result) = match opcode {
                    I2L => (1, Long),
                    I2F => (1, Float),
                    I2D => (1, Double),
                    L2I => (2, Int),
                    L2F => (2, Float),
                    L2D => (2, Double),
                    F2I => (1, Int),
                    F2L => (1, Long),
                    F2D => (1, Double),
                    D2I => (2, Int),
                    D2L => (2, Long),
                    D2F => (2, Float),
                    I2B => (1, Byte),
                    I2C => (1, Char),
                    _ => (1, Short),
                };
                stack.pop(operand_slots)?;
                stack.push(bci, result);
            }
            LCMP | DCMPL | DCMPG => {
                stack.pop(4)?;
                stack.push(bci, Int);
            }
            FCMPL | FCMPG => {
                stack.pop(2)?;
                stack.push(bci, Int);
            }
            IFEQ..=IFLE | IFNULL | IFNONNULL => {
                stack.pop(1)?;
                targets.push(self.target(bci, code.i16(operands)?.into())?);
            }
            IF_ICMPEQ..=IF_ACMPNE => {
                stack.pop(2)?;
                targets.push(self.target(bci, code.i16(operands)?.into())?);
            }
            GOTO | GOTO_W => {
                let offset = if opcode == GOTO {
                    code.i16(operands)?.into()
                } else {
                    code.i32(operands)?.into()
                };
                targets.push(self.target(bci, offset)?);
                next = Next::Stops;
            }
            JSR | JSR_W => {
                let offset = if opcode == JSR {
                    code.i16(operands)?.into()
                } else {
                    code.i32(operands)?.into()
                };
                stack.push(bci, Address);
                targets.push(self.target(bci, offset)?);
                next = Next::Stops;
            }
            // Where `ret` goes is unknown without tracking locals; HotSpot lets it go nowhere.
            RET => next = Next::Stops,
            TABLESWITCH | LOOKUPSWITCH => {
                stack.pop(1)?;
                let table = switch_base(bci);
                targets.push(self.target(bci, code.i32(table)?.into())?);
                if opcode == TABLESWITCH {
                    let (low, high) = (
                        i64::from(code.i32(table + 4)?),
                        i64::from(code.i32(table + 8)?),
                    );
                    for case in 0..(high - low + 1).max(0) as usize {
                        targets.push(self.target(bci, code.i32(table + 12 + 4 * case)?.into())?);
                    }
                } else {
                    let pairs = usize::try_from(code.i32(table + 4)?).ok()?;
                    for pair in 0..pairs {
                        targets.push(self.target(bci, code.i32(table + 12 + 8 * pair)?.into())?);
                    }
                }
            }
            IRETURN..=RETURN | ATHROW => {
                let popped = match opcode {
                    LRETURN | DRETURN => 2,
                    RETURN => 0,
                    _ => 1,
                };
                stack.pop(popped)?;
                next = Next::Stops;
            }
            GETSTATIC => stack.push(bci, self.field_type(code.u16(operands)?)?),
            GETFIELD => {
                let field = self.field_type(code.u16(operands)?)?;
                stack.pop(1)?;
                stack.push(bci, field);
            }
            PUTSTATIC | PUTFIELD => {
                let field = self.field_type(code.u16(operands)?)?;
                stack.pop(field.size() + usize::from(opcode == PUTFIELD))?;
            }
            INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE | INVOKEDYNAMIC => {
                let index = code.u16(operands)?;
                let descriptor = if opcode == INVOKEDYNAMIC {
                    match self.pool.get(index).ok()? {
                        Constant::InvokeDynamic { name_and_type, .. } => {
                            self.pool.name_and_type(*name_and_type).ok()?.1
                        }
                        _ => return None,
                    }
                } else {
                    self.pool.member_ref(index).ok()?.descriptor
                };
                if opcode != INVOKESTATIC && opcode != INVOKEDYNAMIC {
                    stack.pop(1)?;
                }
                stack.pop(argument_slots(descriptor)?)?;
                let returned = descriptor
                    .rfind(')')
                    .map(|close| &descriptor[close + 1..])?;
                stack.push(bci, ValueType::of_descriptor(returned)?);
            }
            NEWARRAY | ANEWARRAY => {
                stack.pop(1)?;
                stack.push(bci, Object);
            }
            INSTANCEOF | ARRAYLENGTH => {
                stack.pop(1)?;
                stack.push(bci, Int);
            }
            CHECKCAST => {}
            MULTIANEWARRAY => {
                stack.pop(usize::from(code.u8(operands + 2)?))?;
                stack.push(bci, Object);
            }
            _ => return None,
        }
        Some(next)
    }
}

/// Whether control can go on to the next instruction after a simulated one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    FallsThrough,
    /// `goto`, `return`, `athrow`, `jsr`, `ret`.
    Stops,
}

/// Result type of the two-operand and negation instructions `iadd` ... `lxor`.
fn arithmetic_result(opcode: u8) -> ValueType {
    let kinds = [
        ValueType::Int,
        ValueType::Long,
        ValueType::Float,
        ValueType::Double,
    ];
    match opcode {
        IAND..=LXOR => kinds[usize::from(opcode - IAND) % 2],
        ISHL..=LUSHR => kinds[usize::from(opcode - ISHL) % 2],
        _ => kinds[usize::from(opcode - IADD) % 4],
    }
}

/// Operand-stack slots taken by a method descriptor's parameters.
pub(super) fn argument_slots(descriptor: &str) -> Option<usize> {
    let bytes = descriptor.as_bytes();
    if bytes.first() != Some(&b'(') {
        return None;
    }
    let mut slots = 0;
    let mut at = 1;
    loop {
        match *bytes.get(at)? {
            b')' => return Some(slots),
            b'J' | b'D' => {
                slots += 2;
                at += 1;
            }
            b'Z' | b'B' | b'C' | b'S' | b'I' | b'F' => {
                slots += 1;
                at += 1;
            }
            b'L' | b'[' => {
                while bytes[at] == b'[' {
                    at += 1;
                    if at >= bytes.len() {
                        return None;
                    }
                }
                if bytes[at] == b'L' {
                    at += bytes[at..].iter().position(|&b| b == b';')?;
                }
                at += 1;
                slots += 1;
            }
            _ => return None,
        }
    }
}
