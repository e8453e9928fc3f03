//! Bytecode verification (JVMS 4.8-4.10): the check that lets rvm run class
//! files from anywhere without crashing on them.
//!
//! ```text
//! ClassInput (from a ClassFile, or from a loaded class::Class)
//!   for each method with code:
//!     code::decode      format checks: opcodes, wide, switches, branch targets,
//!                       local indices, constant-pool indices and tags  (always)
//!     typecheck         the type checker of JVMS 4.10.1 with StackMapTable
//!       ├─ stackmap     StackMapTable -> one full Frame per declared offset
//!       ├─ frame        locals/stack slots, checked push/pop/load/store
//!       ├─ rules        one rule per instruction (<init>, protected, returns)
//!       └─ types        verification types and assignability, classes
//!                       loaded through env::ClassEnv
//!   -> Vec<VerifyError> (java.lang.VerifyError / ClassFormatError, class,
//!      method, bci, HotSpot's wording)
//! ```
//!
//! Class files older than version 50 have no StackMapTable: rvm does not
//! implement the inference verifier (JVMS 4.10.2); their code gets the format
//! checks, and the type check is refused with a VerifyError that says so
//! (`--verify=none` runs them unchecked). javac 17 cannot emit such files.
//!
//! Where it runs: `class::link` calls [`verify_class`] once per class, before
//! the class is initialized (so before any tier runs its code); rvm's own
//! class library is checked by a test instead (`every_library_class_verifies`).

pub mod code;
pub mod env;
pub mod error;
pub mod frame;
mod rules;
pub mod stackmap;
mod typecheck;
pub mod types;

pub use env::{ClassEnv, ClassSummary, EnvError, FileEnv};
pub use error::VerifyError;

use crate::classfile::{ClassFile, ConstantPool, ExceptionHandler};

/// The first class-file version whose methods carry StackMapTable (JVMS 4.10.1).
pub const TYPE_CHECKING_VERSION: u16 = 50;

/// How much to check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// Format checks only (`--verify=none`): enough that the VM's decoders
    /// never read past the code or the constant pool.
    Format,
    /// Format checks and the type checker.
    Full,
}

/// The parts of a class the verifier reads.
pub struct ClassInput<'a> {
    pub name: &'a str,
    pub super_class: Option<&'a str>,
    pub major_version: u16,
    pub constant_pool: &'a ConstantPool,
    pub bootstrap_count: usize,
    /// (name, descriptor) of the fields the class declares.
    pub fields: Vec<(&'a str, &'a str)>,
    pub methods: Vec<MethodInput<'a>>,
}

pub struct MethodInput<'a> {
    pub name: &'a str,
    pub descriptor: &'a str,
    pub access: u16,
    pub code: Option<CodeInput<'a>>,
}

pub struct CodeInput<'a> {
    pub max_stack: u16,
    pub max_locals: u16,
    pub bytecode: &'a [u8],
    pub handlers: &'a [ExceptionHandler],
    pub stack_map_table: Option<&'a [u8]>,
}

impl ClassInput<'_> {
    pub fn declares_field(&self, name: &str, descriptor: &str) -> bool {
        self.fields
            .iter()
            .any(|&(n, d)| n == name && d == descriptor)
    }
}

impl<'a> ClassInput<'a> {
    pub fn from_file(file: &'a ClassFile) -> ClassInput<'a> {
        ClassInput {
            name: &file.this_class,
            super_class: file.super_class.as_deref(),
            major_version: file.major_version,
            constant_pool: &file.constant_pool,
            bootstrap_count: file.bootstrap_methods.len(),
            fields: file
                .fields
                .iter()
                .map(|f| (f.name.as_str(), f.descriptor.as_str()))
                .collect(),
            methods: file
                .methods
                .iter()
                .map(|m| MethodInput {
                    name: &m.name,
                    descriptor: &m.descriptor,
                    access: m.access,
                    code: m.code.as_ref().map(|c| CodeInput {
                        max_stack: c.max_stack,
                        max_locals: c.max_locals,
                        bytecode: &c.bytecode,
                        handlers: &c.exception_table,
                        stack_map_table: c.stack_map_table.as_deref(),
                    }),
                })
                .collect(),
        }
    }
}

/// Verifies every method of `class`; returns one error per failing method
/// (its first problem), or stops at the first when `all` is false.
pub fn verify_class(
    class: &ClassInput,
    env: &dyn ClassEnv,
    level: Level,
    all: bool,
) -> Vec<VerifyError> {
    let mut errors = Vec::new();
    let dotted = class.name.replace('/', ".");
    for method in &class.methods {
        let Some(code) = &method.code else { continue };
        if let Err(mut e) = verify_method(class, method, code, env, level, &dotted) {
            e.class = class.name.to_string();
            e.method = Some(format!("{}{}", method.name, method.descriptor));
            errors.push(e);
            if !all {
                break;
            }
        }
    }
    errors
}

fn verify_method(
    class: &ClassInput,
    method: &MethodInput,
    code: &CodeInput,
    env: &dyn ClassEnv,
    level: Level,
    dotted: &str,
) -> Result<(), VerifyError> {
    if code.bytecode.is_empty() || code.bytecode.len() > 65535 {
        return Err(VerifyError::format(format!(
            "Invalid method Code length {} in class file {}",
            code.bytecode.len(),
            class.name
        )));
    }
    let decoded = code::decode_structure(code.bytecode, class.major_version)?;
    let instructions = || {
        code::check_instructions(
            code.bytecode,
            &decoded,
            code.max_locals,
            class.constant_pool,
            class.bootstrap_count,
            class.major_version,
            dotted,
        )
    };
    if level == Level::Format {
        return instructions();
    }
    if class.major_version < TYPE_CHECKING_VERSION {
        instructions()?;
        return Err(VerifyError::new(format!(
            "class file version {} has no StackMapTable: rvm implements only the type-checking \
             verifier (JVMS 4.10.1, version 50 and later), not the inference verifier; run \
             with --verify=none to skip verification",
            class.major_version
        )));
    }
    typecheck::check_method(class, method, code, &decoded, env, &instructions)
}

#[cfg(test)]
mod tests;
