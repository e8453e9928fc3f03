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

/// Mnemonic of `opcode` (JVMS chapter 6), `"<illegal>"` past `jsr_w`.
pub fn mnemonic(opcode: u8) -> &'static str {
    MNEMONICS
        .get(opcode as usize)
        .copied()
        .unwrap_or("<illegal>")
}

const MNEMONICS: [&str; 202] = [
    "nop",
    "aconst_null",
    "iconst_m1",
    "iconst_0",
    "iconst_1",
    "iconst_2",
    "iconst_3",
    "iconst_4",
    "iconst_5",
    "lconst_0",
    "lconst_1",
    "fconst_0",
    "fconst_1",
    "fconst_2",
    "dconst_0",
    "dconst_1",
    "bipush",
    "sipush",
    "ldc",
    "ldc_w",
    "ldc2_w",
    "iload",
    "lload",
    "fload",
    "dload",
    "aload",
    "iload_0",
    "iload_1",
    "iload_2",
    "iload_3",
    "lload_0",
    "lload_1",
    "lload_2",
    "lload_3",
    "fload_0",
    "fload_1",
    "fload_2",
    "fload_3",
    "dload_0",
    "dload_1",
    "dload_2",
    "dload_3",
    "aload_0",
    "aload_1",
    "aload_2",
    "aload_3",
    "iaload",
    "laload",
    "faload",
    "daload",
    "aaload",
    "baload",
    "caload",
    "saload",
    "istore",
    "lstore",
    "fstore",
    "dstore",
    "astore",
    "istore_0",
    "istore_1",
    "istore_2",
    "istore_3",
    "lstore_0",
    "lstore_1",
    "lstore_2",
    "lstore_3",
    "fstore_0",
    "fstore_1",
    "fstore_2",
    "fstore_3",
    "dstore_0",
    "dstore_1",
    "dstore_2",
    "dstore_3",
    "astore_0",
    "astore_1",
    "astore_2",
    "astore_3",
    "iastore",
    "lastore",
    "fastore",
    "dastore",
    "aastore",
    "bastore",
    "castore",
    "sastore",
    "pop",
    "pop2",
    "dup",
    "dup_x1",
    "dup_x2",
    "dup2",
    "dup2_x1",
    "dup2_x2",
    "swap",
    "iadd",
    "ladd",
    "fadd",
    "dadd",
    "isub",
    "lsub",
    "fsub",
    "dsub",
    "imul",
    "lmul",
    "fmul",
    "dmul",
    "idiv",
    "ldiv",
    "fdiv",
    "ddiv",
    "irem",
    "lrem",
    "frem",
    "drem",
    "ineg",
    "lneg",
    "fneg",
    "dneg",
    "ishl",
    "lshl",
    "ishr",
    "lshr",
    "iushr",
    "lushr",
    "iand",
    "land",
    "ior",
    "lor",
    "ixor",
    "lxor",
    "iinc",
    "i2l",
    "i2f",
    "i2d",
    "l2i",
    "l2f",
    "l2d",
    "f2i",
    "f2l",
    "f2d",
    "d2i",
    "d2l",
    "d2f",
    "i2b",
    "i2c",
    "i2s",
    "lcmp",
    "fcmpl",
    "fcmpg",
    "dcmpl",
    "dcmpg",
    "ifeq",
    "ifne",
    "iflt",
    "ifge",
    "ifgt",
    "ifle",
    "if_icmpeq",
    "if_icmpne",
    "if_icmplt",
    "if_icmpge",
    "if_icmpgt",
    "if_icmple",
    "if_acmpeq",
    "if_acmpne",
    "goto",
    "jsr",
    "ret",
    "tableswitch",
    "lookupswitch",
    "ireturn",
    "lreturn",
    "freturn",
    "dreturn",
    "areturn",
    "return",
    "getstatic",
    "putstatic",
    "getfield",
    "putfield",
    "invokevirtual",
    "invokespecial",
    "invokestatic",
    "invokeinterface",
    "invokedynamic",
    "new",
    "newarray",
    "anewarray",
    "arraylength",
    "athrow",
    "checkcast",
    "instanceof",
    "monitorenter",
    "monitorexit",
    "wide",
    "multianewarray",
    "ifnull",
    "ifnonnull",
    "goto_w",
    "jsr_w",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mnemonics_line_up_with_opcodes() {
        assert_eq!(mnemonic(0x60), "iadd");
        assert_eq!(mnemonic(0xb6), "invokevirtual");
        assert_eq!(mnemonic(0xc9), "jsr_w");
        assert_eq!(mnemonic(0xca), "<illegal>");
    }
}
