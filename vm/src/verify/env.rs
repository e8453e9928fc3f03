//! What the verifier may ask about other classes: their superclass, whether
//! they are interfaces, and the access of their members (for `protected`
//! checks, JVMS 4.10.1.8). Two environments answer:
//!
//! ```text
//! ClassEnv ──┬── class::link::VmEnv   loads through the running VM (rvm run)
//!            └── FileEnv              reads class files from directories and the
//!                                     built-in library, no VM needed (rvm verify,
//!                                     the fuzz target, the class-library test)
//! ```
//!
//! A class that cannot be loaded is an [`EnvError`] naming the Java error
//! (`NoClassDefFoundError`, `ClassFormatError`, ...), as HotSpot's verifier
//! throws what loading threw.

use crate::classfile::{access, ClassFile};
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;

/// The facts about a class the verifier uses.
#[derive(Debug, Clone)]
pub struct ClassSummary {
    pub name: String,
    pub access: u16,
    pub super_class: Option<String>,
    /// (name, descriptor, access) of declared fields and methods.
    pub members: Vec<(String, String, u16)>,
}

impl ClassSummary {
    pub fn is_interface(&self) -> bool {
        self.access & access::INTERFACE != 0
    }

    pub fn from_file(file: &ClassFile) -> ClassSummary {
        let fields = file
            .fields
            .iter()
            .map(|f| (f.name.clone(), f.descriptor.clone(), f.access));
        let methods = file
            .methods
            .iter()
            .map(|m| (m.name.clone(), m.descriptor.clone(), m.access));
        ClassSummary {
            name: file.this_class.clone(),
            access: file.access,
            super_class: file.super_class.clone(),
            members: fields.chain(methods).collect(),
        }
    }

    pub fn member_access(&self, name: &str, descriptor: &str) -> Option<u16> {
        self.members
            .iter()
            .find(|(n, d, _)| n == name && d == descriptor)
            .map(|m| m.2)
    }
}

/// A class could not be loaded while verifying: the Java error to throw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnvError {
    /// Internal name of the error class, e.g. `java/lang/NoClassDefFoundError`.
    pub exception: &'static str,
    pub message: String,
}

pub trait ClassEnv {
    /// The class or interface `name` (never an array), loading it if needed.
    fn summary(&self, name: &str) -> Result<Rc<ClassSummary>, EnvError>;
}

/// Classes from class files: ones added in memory first, then directories of
/// the class path, then rvm's built-in class library.
#[derive(Default)]
pub struct FileEnv {
    directories: Vec<PathBuf>,
    cache: RefCell<HashMap<String, Result<Rc<ClassSummary>, EnvError>>>,
}

impl FileEnv {
    pub fn new(directories: Vec<PathBuf>) -> FileEnv {
        FileEnv {
            directories,
            cache: RefCell::default(),
        }
    }

    /// Makes `file` known under its own name (it wins over the class path).
    pub fn add(&self, file: &ClassFile) {
        self.cache.borrow_mut().insert(
            file.this_class.clone(),
            Ok(Rc::new(ClassSummary::from_file(file))),
        );
    }

    fn load(&self, name: &str) -> Result<Rc<ClassSummary>, EnvError> {
        let not_found = || EnvError {
            exception: "java/lang/NoClassDefFoundError",
            message: name.to_string(),
        };
        let (bytes, origin) = if let Some(bytes) = crate::class::loader::library_class_bytes(name) {
            (bytes.to_vec(), format!("<classlib>/{name}.class"))
        } else if name.starts_with("java/") {
            return Err(not_found());
        } else {
            let path = self
                .directories
                .iter()
                .map(|d| d.join(format!("{name}.class")))
                .find(|p| p.is_file())
                .ok_or_else(not_found)?;
            let bytes = std::fs::read(&path).map_err(|_| not_found())?;
            (bytes, path.display().to_string())
        };
        let file = ClassFile::parse(&bytes, &origin).map_err(|e| EnvError {
            exception: "java/lang/ClassFormatError",
            message: e.to_string(),
        })?;
        if file.this_class != name {
            return Err(EnvError {
                exception: "java/lang/NoClassDefFoundError",
                message: format!("{name} (wrong name: {})", file.this_class),
            });
        }
        Ok(Rc::new(ClassSummary::from_file(&file)))
    }
}

impl ClassEnv for FileEnv {
    fn summary(&self, name: &str) -> Result<Rc<ClassSummary>, EnvError> {
        if let Some(found) = self.cache.borrow().get(name) {
            return found.clone();
        }
        let loaded = self.load(name);
        self.cache
            .borrow_mut()
            .insert(name.to_string(), loaded.clone());
        loaded
    }
}
