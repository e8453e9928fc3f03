//! Linking (JVMS 5.4): the hook that verifies a class once, before it is
//! initialized and so before any tier runs its code.
//!
//! ```text
//! init::initialize(C) --ensure_linked(C)--> link super chain and interfaces first
//!                                       --> verify::verify_class(C, VmEnv)
//!                                       --> Class.linked = Ok | Err(VerifyError...)
//! ```
//!
//! rvm's own class library and the classes the VM generates (lambda
//! classes) are not verified here: the library is compiled by javac at build
//! time and checked once by the test `every_library_class_verifies`, and the
//! generated classes come from `classfile::writer`. Everything else gets the
//! format checks always and the type checker unless `--verify=none`.
//!
//! A class a user class loader defined loads the classes its verification
//! needs through that loader (`loader::load_class_for`), which runs Java: so
//! linking from `init` passes the thread along (`ensure_linked_for`).

use crate::class::loader::{load_class, load_class_for, LinkError, EXCEPTION_PENDING};
use crate::class::{Class, ClassKind};
use crate::runtime::thread::JavaThread;
use crate::runtime::Vm;
use crate::verify::{self, ClassEnv, ClassInput, ClassSummary, CodeInput, EnvError, MethodInput};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Links `class` if that has not happened yet; the result is kept, so a class
/// that failed verification throws the same error at every use.
pub fn ensure_linked(vm: &'static Vm, class: &'static Class) -> Result<(), LinkError> {
    ensure_linked_with(vm, class, None)
}

/// `ensure_linked` on a Java thread, so that classes defined by a user class
/// loader can load what verification needs through that loader.
pub fn ensure_linked_for(thread: &mut JavaThread, class: &'static Class) -> Result<(), LinkError> {
    ensure_linked_with(thread.vm, class, Some(thread))
}

fn ensure_linked_with(
    vm: &'static Vm,
    class: &'static Class,
    thread: Option<&mut JavaThread>,
) -> Result<(), LinkError> {
    if let Some(result) = class.linked.get() {
        return result.clone();
    }
    class.linked.get_or_init(|| link(vm, class, thread)).clone()
}

fn link(
    vm: &'static Vm,
    class: &'static Class,
    mut thread: Option<&mut JavaThread>,
) -> Result<(), LinkError> {
    if let Some(sup) = class.super_class {
        ensure_linked_with(vm, sup, thread.as_deref_mut())?;
    }
    for iface in &class.interfaces {
        ensure_linked_with(vm, iface, thread.as_deref_mut())?;
    }
    if class.is_library
        || class.origin.starts_with("<generated>")
        || !matches!(class.kind, ClassKind::Instance)
    {
        return Ok(());
    }
    let level = if vm.options.verify {
        verify::Level::Full
    } else {
        verify::Level::Format
    };
    let input = class_input(class);
    let env = VmEnv {
        vm,
        referrer: class,
        thread: RefCell::new(thread),
        cache: RefCell::default(),
    };
    match verify::verify_class(&input, &env, level, false)
        .into_iter()
        .next()
    {
        Some(e) => Err(LinkError::new(e.exception, e.java_message())),
        None => Ok(()),
    }
}

/// The verifier's view of a loaded class.
pub fn class_input(class: &'static Class) -> ClassInput<'static> {
    ClassInput {
        name: &class.name,
        super_class: class.super_class.map(|s| s.name.as_str()),
        major_version: class.major_version,
        constant_pool: &class.constant_pool,
        bootstrap_count: class.bootstrap_methods.len(),
        fields: class
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.descriptor.as_str()))
            .collect(),
        methods: class
            .methods
            .iter()
            .map(|m| MethodInput {
                name: &m.name,
                descriptor: &m.descriptor,
                access: m.access,
                code: m.code.as_ref().map(|c| CodeInput {
                    max_stack: c.max_stack,
                    max_locals: c.declared_max_locals,
                    bytecode: &c.bytecode,
                    handlers: &c.handlers,
                    stack_map_table: c.stack_map_table.as_deref(),
                }),
            })
            .collect(),
    }
}

/// Classes as the running VM loads them (JVMS 4.10.1.2 allows the verifier
/// to load classes to decide assignability).
struct VmEnv<'t> {
    vm: &'static Vm,
    /// The class being verified: names are loaded as its references.
    referrer: &'static Class,
    thread: RefCell<Option<&'t mut JavaThread>>,
    cache: RefCell<HashMap<String, Rc<ClassSummary>>>,
}

impl ClassEnv for VmEnv<'_> {
    fn summary(&self, name: &str) -> Result<Rc<ClassSummary>, EnvError> {
        if let Some(s) = self.cache.borrow().get(name) {
            return Ok(s.clone());
        }
        let loaded = match self.thread.borrow_mut().as_deref_mut() {
            Some(thread) => load_class_for(thread, self.referrer, name).map_err(|e| {
                if e.exception == EXCEPTION_PENDING {
                    // The loader threw something other than ClassNotFoundException:
                    // verification reports the class as not found.
                    thread.take_exception();
                    LinkError::new("java/lang/NoClassDefFoundError", name)
                } else {
                    e
                }
            }),
            None => load_class(self.vm, name),
        };
        let class = loaded.map_err(|e| EnvError {
            exception: e.exception,
            message: e.message,
        })?;
        let fields = class
            .fields
            .iter()
            .map(|f| (f.name.clone(), f.descriptor.clone(), f.access));
        let methods = class
            .methods
            .iter()
            .map(|m| (m.name.clone(), m.descriptor.clone(), m.access));
        let summary = Rc::new(ClassSummary {
            name: class.name.clone(),
            access: class.access,
            super_class: class.super_class.map(|s| s.name.clone()),
            members: fields.chain(methods).collect(),
        });
        self.cache
            .borrow_mut()
            .insert(name.to_string(), summary.clone());
        Ok(summary)
    }
}
