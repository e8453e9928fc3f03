//! The type checker of JVMS 4.10.1: one pass over a method's instructions in
//! order, with the frame the `StackMapTable` declares at every branch target
//! and exception handler.
//!
//! ```text
//! initial frame (this, parameters)
//!   for each instruction:
//!     stack-map frame here?  falls through: current must be assignable to it;
//!                            after goto/return/athrow: it replaces current
//!                            (and there must be one: "Expecting a stack map frame")
//!     handlers covering it:  locals + [catch type] assignable to the handler's frame
//!     the instruction's rule (rules.rs): pop/push/locals, branch targets checked
//!   falls off the end?  error
//! ```

use super::code::{targets, Decoded, Insn};
use super::env::ClassEnv;
use super::error::{mnemonic, VerifyError};
use super::frame::Frame;
use super::rules::Rules;
use super::stackmap;
use super::types::{initial_locals, is_assignable, method_types, VType};
use super::{ClassInput, CodeInput, MethodInput};
use crate::classfile::access;

/// What the instruction rules need to know about the method being checked.
pub struct MethodContext<'a> {
    pub class: &'a ClassInput<'a>,
    pub method: &'a MethodInput<'a>,
    pub code: &'a CodeInput<'a>,
    pub decoded: &'a Decoded,
    pub env: &'a dyn ClassEnv,
    pub return_type: Option<VType>,
    frames: Vec<(u32, Frame)>,
}

impl MethodContext<'_> {
    /// The stack-map frame at `bci`, if the table has one.
    pub fn frame_at(&self, bci: u32) -> Option<&Frame> {
        self.frames
            .binary_search_by_key(&bci, |f| f.0)
            .ok()
            .map(|i| &self.frames[i].1)
    }

    /// A branch from the current frame (`frame`) to `target`.
    pub fn check_branch(&self, frame: &Frame, target: i64) -> Result<(), VerifyError> {
        let target_frame = self.frame_at(target as u32).ok_or_else(|| {
            VerifyError::new(format!(
                "Expecting a stackmap frame at branch target {target}"
            ))
        })?;
        if let Some(reason) = frame.is_assignable_to(target_frame, self.env)? {
            return Err(VerifyError::new(format!(
                "Inconsistent stackmap frames at branch target {target}"
            ))
            .with_reason(reason));
        }
        Ok(())
    }

    /// The instruction may throw: every handler covering it must accept the
    /// current locals with the caught exception on the stack.
    fn check_handlers(&self, bci: u32, frame: &Frame) -> Result<(), VerifyError> {
        for h in self.code.handlers {
            if (h.start_pc as u32) <= bci && bci < h.end_pc as u32 {
                let catch = self.catch_type(h.catch_type)?;
                let target = self.frame_at(h.handler_pc as u32).ok_or_else(|| {
                    VerifyError::new(format!(
                        "Expecting a stackmap frame at branch target {}",
                        h.handler_pc
                    ))
                })?;
                let exception_frame = Frame {
                    locals: frame.locals.clone(),
                    stack: vec![catch],
                    this_uninit: frame.this_uninit,
                };
                if let Some(reason) = exception_frame.is_assignable_to(target, self.env)? {
                    return Err(VerifyError::new(format!(
                        "Stack map does not match the one at exception handler {}",
                        h.handler_pc
                    ))
                    .with_reason(reason));
                }
            }
        }
        Ok(())
    }

    fn catch_type(&self, index: u16) -> Result<VType, VerifyError> {
        if index == 0 {
            return Ok(VType::class("java/lang/Throwable"));
        }
        let name = self.class.constant_pool.class_name(index).map_err(|_| {
            VerifyError::format(format!(
                "Catch type in exception table has bad constant type in class file {}",
                self.class.name
            ))
        })?;
        Ok(VType::class(name))
    }
}

/// Checks one method with code. `Ok` means every instruction is type-safe.
pub fn check_method(
    class: &ClassInput,
    method: &MethodInput,
    code: &CodeInput,
    decoded: &Decoded,
    env: &dyn ClassEnv,
    instructions: &dyn Fn() -> Result<(), VerifyError>,
) -> Result<(), VerifyError> {
    let (params, return_type) = method_types(method.descriptor).ok_or_else(|| {
        VerifyError::format(format!(
            "Method \"{}\" in class {} has illegal signature \"{}\"",
            method.name, class.name, method.descriptor
        ))
    })?;
    // The initial frame (JVMS 4.10.1.6 methodInitialStackFrame).
    let declared = initial_locals(
        class.name,
        method.name,
        method.access & access::STATIC != 0,
        params,
    );
    let this_uninit = declared.first() == Some(&VType::UninitializedThis);
    let slots: usize = declared.iter().map(|t| 1 + t.is_category2() as usize).sum();
    if slots > code.max_locals as usize {
        return Err(VerifyError::format(format!(
            "Arguments can't fit into locals in class file {}",
            class.name
        )));
    }
    let mut initial = Frame {
        locals: vec![VType::Top; code.max_locals as usize],
        stack: Vec::new(),
        this_uninit,
    };
    let mut at = 0;
    for t in &declared {
        initial.store(at, t.clone())?;
        at += 1 + t.is_category2() as usize;
    }
    // HotSpot checks the exception table's ranges before it reads the
    // StackMapTable (both are ClassFormatErrors).
    check_handler_ranges(code, decoded, class)?;
    let frames = match code.stack_map_table {
        Some(table) => stackmap::decode(
            table,
            &declared,
            code.max_locals,
            code.max_stack,
            code.bytecode,
            decoded,
            class.constant_pool,
        )?,
        None => Vec::new(),
    };
    let context = MethodContext {
        class,
        method,
        code,
        decoded,
        env,
        return_type,
        frames,
    };
    check_handler_table(&context)?;
    // Operands and branch targets after the exception table and the
    // StackMapTable, as in HotSpot (their format errors come first).
    instructions()?;
    let mut rules = Rules { cx: &context };
    let mut current = initial;
    let mut no_control_flow = false;
    let mut next_frame = 0;
    for insn in &decoded.instructions {
        let located = |e: VerifyError| locate(e, insn);
        if next_frame < context.frames.len() && context.frames[next_frame].0 == insn.bci {
            let declared_frame = &context.frames[next_frame].1;
            if !no_control_flow {
                if let Some(reason) = current
                    .is_assignable_to(declared_frame, env)
                    .map_err(located)?
                {
                    return Err(located(
                        VerifyError::new("Instruction type does not match stack map")
                            .with_reason(reason),
                    ));
                }
            }
            current = declared_frame.clone();
            next_frame += 1;
        } else if no_control_flow {
            return Err(located(VerifyError::new("Expecting a stack map frame")));
        }
        context
            .check_handlers(insn.bci, &current)
            .map_err(located)?;
        no_control_flow = rules.execute(insn, &mut current).map_err(located)?;
        if matches!(insn.opcode, 0x36..=0x3a | 0x3b..=0x4e | 0x84) {
            context
                .check_handlers(insn.bci, &current)
                .map_err(located)?;
        }
        if !no_control_flow || matches!(insn.opcode, 0xa7 | 0xc8 | 0xaa | 0xab) {
            for target in targets(code.bytecode, insn) {
                context.check_branch(&current, target).map_err(located)?;
            }
        }
    }
    if !no_control_flow {
        let last = decoded.instructions.last().expect("code is not empty");
        return Err(locate(
            VerifyError::new("Falling off the end of the code"),
            last,
        ));
    }
    Ok(())
}

fn locate(mut e: VerifyError, insn: &Insn) -> VerifyError {
    if e.location.is_none() {
        e.location = Some((insn.bci, mnemonic(insn.opcode)));
    }
    e
}

/// Exception-table ranges and handlers on instruction boundaries (JVMS 4.7.3).
fn check_handler_ranges(
    code: &CodeInput,
    decoded: &Decoded,
    class: &ClassInput,
) -> Result<(), VerifyError> {
    let code_len = code.bytecode.len() as i64;
    for h in code.handlers {
        let (start, end, handler) = (h.start_pc as i64, h.end_pc as i64, h.handler_pc as i64);
        if start >= end || !decoded.is_start(start) || !(end == code_len || decoded.is_start(end)) {
            return Err(VerifyError::format(format!(
                "Illegal exception table range in class file {}",
                class.name
            )));
        }
        if !decoded.is_start(handler) {
            return Err(VerifyError::format(format!(
                "Illegal exception table handler in class file {}",
                class.name
            )));
        }
    }
    Ok(())
}

/// Exception-table entries (JVMS 4.7.3, 4.10.1.6): ranges on instruction
/// boundaries, handlers at instructions, catch types subclasses of Throwable.
fn check_handler_table(cx: &MethodContext) -> Result<(), VerifyError> {
    let code_len = cx.code.bytecode.len() as i64;
    for h in cx.code.handlers {
        let (start, end, handler) = (h.start_pc as i64, h.end_pc as i64, h.handler_pc as i64);
        if start >= end
            || !cx.decoded.is_start(start)
            || !(end == code_len || cx.decoded.is_start(end))
        {
            return Err(VerifyError::format(format!(
                "Illegal exception table range in class file {}",
                cx.class.name
            )));
        }
        if !cx.decoded.is_start(handler) {
            return Err(VerifyError::format(format!(
                "Illegal exception table handler in class file {}",
                cx.class.name
            )));
        }
        let catch = cx.catch_type(h.catch_type)?;
        let throwable = VType::class("java/lang/Throwable");
        if !is_assignable(&catch, &throwable, cx.env).map_err(VerifyError::from_env)? {
            return Err(VerifyError::new(format!(
                "Catch type is not a subclass of Throwable in exception handler {handler}"
            )));
        }
        if cx.frame_at(h.handler_pc as u32).is_none() {
            return Err(VerifyError::new(format!(
                "Expecting a stackmap frame at branch target {handler}"
            )));
        }
    }
    Ok(())
}
