//! Verification failures, worded like HotSpot's so that a message from rvm
//! reads like the one `java` prints:
//!
//! ```text
//! Bad type on operand stack
//! Exception Details:
//!   Location:
//!     Main.main([Ljava/lang/String;)V @1: iadd
//!   Reason:
//!     Type 'java/lang/String' (current frame, stack[1]) is not assignable to integer
//! ```

use super::env::EnvError;

pub const VERIFY_ERROR: &str = "java/lang/VerifyError";
pub const CLASS_FORMAT_ERROR: &str = "java/lang/ClassFormatError";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyError {
    /// Internal name of the Java error: VerifyError, ClassFormatError, or what
    /// loading another class threw (NoClassDefFoundError, ...).
    pub exception: &'static str,
    /// Internal name of the class being verified.
    pub class: String,
    /// `name(descriptor)` of the method, when the problem is in one.
    pub method: Option<String>,
    /// Bytecode index and opcode mnemonic of the instruction, when there is one.
    pub location: Option<(u32, &'static str)>,
    /// The headline (`Bad type on operand stack`).
    pub message: String,
    /// The detail (`Type 'X' (current frame, stack[0]) is not assignable to integer`).
    pub reason: Option<String>,
}

impl VerifyError {
    pub fn new(message: impl Into<String>) -> VerifyError {
        VerifyError {
            exception: VERIFY_ERROR,
            class: String::new(),
            method: None,
            location: None,
            message: message.into(),
            reason: None,
        }
    }

    pub fn format(message: impl Into<String>) -> VerifyError {
        VerifyError {
            exception: CLASS_FORMAT_ERROR,
            ..VerifyError::new(message)
        }
    }

    pub fn with_reason(mut self, reason: impl Into<String>) -> VerifyError {
        self.reason = Some(reason.into());
        self
    }

    pub fn from_env(e: EnvError) -> VerifyError {
        VerifyError {
            exception: e.exception,
            ..VerifyError::new(e.message)
        }
    }

    /// The exception's message as `java` builds it (multi-line with details).
    pub fn java_message(&self) -> String {
        if self.exception != VERIFY_ERROR {
            return match &self.reason {
                Some(reason) => format!("{}: {reason} in class file {}", self.message, self.class),
                None => self.message.clone(),
            };
        }
        let mut text = self.message.clone();
        if let (Some(method), Some((bci, opcode))) = (&self.method, self.location) {
            text.push_str(&format!(
                "\nException Details:\n  Location:\n    {}.{method} @{bci}: {opcode}",
                self.class
            ));
            if let Some(reason) = &self.reason {
                text.push_str(&format!("\n  Reason:\n    {reason}"));
            }
        } else if let Some(method) = &self.method {
            text.push_str(&format!(" in method {}.{method}", self.class));
            if let Some(reason) = &self.reason {
                text.push_str(&format!(": {reason}"));
            }
        }
        text
    }

    /// One line for `rvm verify`: `Main.main([Ljava/lang/String;)V @1: iadd: VerifyError: ...`.
    pub fn one_line(&self) -> String {
        let mut where_ = self.class.clone();
        if let Some(method) = &self.method {
            where_.push('.');
            where_.push_str(method);
        }
        if let Some((bci, opcode)) = self.location {
            where_.push_str(&format!(" @{bci}: {opcode}"));
        }
        let exception = self.exception.rsplit('/').next().unwrap_or(self.exception);
        let mut line = format!("{where_}: {exception}: {}", self.message.replace('\n', " "));
        if let Some(reason) = &self.reason {
            line.push_str(&format!(" ({reason})"));
        }
        line
    }
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.one_line())
    }
}

pub use crate::bytecode::opcodes::mnemonic;
