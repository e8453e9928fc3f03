//! The abstract frame of JVMS 4.10.1: local-variable slots, operand-stack
//! slots and `flagThisUninit`, with the checked operations the instruction
//! rules are written in (pop a value assignable to a type, push with
//! `max_stack` checked, load and store locals).

use super::env::ClassEnv;
use super::error::VerifyError;
use super::types::{is_assignable, VType};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub locals: Vec<VType>,
    pub stack: Vec<VType>,
    /// `flagThisUninit`: `this` is still uninitialized (inside `<init>`).
    pub this_uninit: bool,
}

pub fn bad_stack_type(found: &VType, index: usize, expected: &VType) -> VerifyError {
    VerifyError::new("Bad type on operand stack").with_reason(format!(
        "Type {} (current frame, stack[{index}]) is not assignable to {}",
        found.describe(),
        expected.describe()
    ))
}

pub fn underflow() -> VerifyError {
    VerifyError::new("Operand stack underflow")
}

impl Frame {
    pub fn push(&mut self, t: VType, max_stack: u16) -> Result<(), VerifyError> {
        let size = 1 + t.is_category2() as usize;
        if self.stack.len() + size > max_stack as usize {
            return Err(VerifyError::new("Operand stack overflow")
                .with_reason(format!("Exceeded max stack size {max_stack}")));
        }
        let wide = t.is_category2();
        self.stack.push(t);
        if wide {
            self.stack.push(VType::Top);
        }
        Ok(())
    }

    /// Pops one value (two slots for long/double) that must be assignable to `expected`.
    pub fn pop(&mut self, expected: &VType, env: &dyn ClassEnv) -> Result<VType, VerifyError> {
        if expected.is_category2() {
            let n = self.stack.len();
            if n < 2 {
                return Err(underflow());
            }
            if self.stack[n - 1] != VType::Top || self.stack[n - 2] != *expected {
                return Err(bad_stack_type(&self.stack[n - 2], n - 2, expected));
            }
            self.stack.truncate(n - 2);
            return Ok(expected.clone());
        }
        let found = self.stack.pop().ok_or_else(underflow)?;
        let index = self.stack.len();
        if found == VType::Top
            || !is_assignable(&found, expected, env).map_err(VerifyError::from_env)?
        {
            return Err(bad_stack_type(&found, index, expected));
        }
        Ok(found)
    }

    /// Pops a category-1 value of any type (for `pop`, `monitorenter` checks...).
    pub fn pop_category1(&mut self) -> Result<VType, VerifyError> {
        let found = self.stack.pop().ok_or_else(underflow)?;
        if found == VType::Top || found.is_category2() {
            return Err(
                VerifyError::new("Bad type on operand stack").with_reason(format!(
                    "Type {} (current frame, stack[{}]) is not a category 1 value",
                    found.describe(),
                    self.stack.len()
                )),
            );
        }
        Ok(found)
    }

    /// Pops a reference of any kind (class, array, null, uninitialized).
    pub fn pop_reference(&mut self) -> Result<VType, VerifyError> {
        let found = self.stack.pop().ok_or_else(underflow)?;
        if !found.is_reference_like() {
            return Err(bad_stack_type(
                &found,
                self.stack.len(),
                &VType::class("java/lang/Object"),
            ));
        }
        Ok(found)
    }

    /// Pops an initialized reference (or null).
    pub fn pop_initialized_reference(&mut self) -> Result<VType, VerifyError> {
        let found = self.stack.pop().ok_or_else(underflow)?;
        if !found.is_initialized_reference() {
            return Err(bad_stack_type(
                &found,
                self.stack.len(),
                &VType::class("java/lang/Object"),
            ));
        }
        Ok(found)
    }

    /// Checks that the top `n` slots are whole values (no long split) and
    /// that there are at least `n`.
    pub fn check_whole_top(&self, n: usize) -> Result<(), VerifyError> {
        let len = self.stack.len();
        if len < n {
            return Err(underflow());
        }
        if n > 0 && self.stack[len - n] == VType::Top {
            return Err(
                VerifyError::new("Bad type on operand stack").with_reason(format!(
                    "stack[{}] is the second half of a long or double",
                    len - n
                )),
            );
        }
        Ok(())
    }

    pub fn load(
        &self,
        index: usize,
        expected: &VType,
        env: &dyn ClassEnv,
    ) -> Result<VType, VerifyError> {
        let bad = |found: &VType| {
            VerifyError::new("Bad local variable type").with_reason(format!(
                "Type {} (current frame, locals[{index}]) is not assignable to {}",
                found.describe(),
                expected.describe()
            ))
        };
        let found = self
            .locals
            .get(index)
            .ok_or_else(|| VerifyError::new("Illegal local variable number"))?;
        if expected.is_category2() {
            if found != expected || self.locals.get(index + 1) != Some(&VType::Top) {
                return Err(bad(found));
            }
            return Ok(found.clone());
        }
        if *found == VType::Top
            || !is_assignable(found, expected, env).map_err(VerifyError::from_env)?
        {
            return Err(bad(found));
        }
        Ok(found.clone())
    }

    pub fn store(&mut self, index: usize, t: VType) -> Result<(), VerifyError> {
        let size = 1 + t.is_category2() as usize;
        if index + size > self.locals.len() {
            return Err(VerifyError::new("Illegal local variable number"));
        }
        // Overwriting the second half of a long/double kills the first half.
        if index > 0 && self.locals[index - 1].is_category2() {
            self.locals[index - 1] = VType::Top;
        }
        if size == 2 {
            self.locals[index + 1] = VType::Top;
        } else if index + 1 < self.locals.len() && self.locals[index].is_category2() {
            self.locals[index + 1] = VType::Top;
        }
        self.locals[index] = t;
        Ok(())
    }

    /// Replaces every occurrence of `from` (an uninitialized type) by `to`,
    /// after its `<init>` ran.
    pub fn initialize(&mut self, from: &VType, to: &VType) {
        for slot in self.locals.iter_mut().chain(self.stack.iter_mut()) {
            if slot == from {
                *slot = to.clone();
            }
        }
    }

    /// JVMS 4.10.1.4 `frameIsAssignable`: this frame may flow into `target`.
    /// Returns the HotSpot-style reason when it may not.
    pub fn is_assignable_to(
        &self,
        target: &Frame,
        env: &dyn ClassEnv,
    ) -> Result<Option<String>, VerifyError> {
        if self.stack.len() != target.stack.len() {
            return Ok(Some(format!(
                "Current frame's stack size ({}) doesn't match stackmap ({})",
                self.stack.len(),
                target.stack.len()
            )));
        }
        for (i, (a, b)) in self.locals.iter().zip(&target.locals).enumerate() {
            if !is_assignable(a, b, env).map_err(VerifyError::from_env)? {
                return Ok(Some(format!(
                    "Type {} (current frame, locals[{i}]) is not assignable to {} (stack map, locals[{i}])",
                    a.describe(),
                    b.describe()
                )));
            }
        }
        for (i, (a, b)) in self.stack.iter().zip(&target.stack).enumerate() {
            if !is_assignable(a, b, env).map_err(VerifyError::from_env)? {
                return Ok(Some(format!(
                    "Type {} (current frame, stack[{i}]) is not assignable to {} (stack map, stack[{i}])",
                    a.describe(),
                    b.describe()
                )));
            }
        }
        if self.this_uninit && !target.this_uninit {
            return Ok(Some(
                "Current frame's flags are not assignable to stack map frame's.".into(),
            ));
        }
        Ok(None)
    }
}
