//! `invokedynamic` call sites. rvm links the bootstrap methods javac emits
//! itself instead of running `java.lang.invoke`:
//!
//! ```text
//! invokedynamic #n --link (once per site, cached in Class::resolved)-->
//!     StringConcatFactory.makeConcatWithConstants / makeConcat -> concat.rs
//!     LambdaMetafactory.metafactory / altMetafactory          -> lambda.rs
//!     anything else -> BootstrapMethodError naming it
//! CallSite::invoke(arguments in slots) -> result slot
//! ```

mod concat;
mod lambda;
mod records;

use crate::class::loader::LinkError;
use crate::class::resolve::{self, Resolved};
use crate::class::Class;
use crate::classfile::{BootstrapMethod, Constant};
use crate::runtime::thread::{JResult, JavaThread};

pub use concat::RecipePart;

/// A linked call site.
#[derive(Debug)]
pub enum CallSite {
    Concat(concat::ConcatSite),
    Lambda(lambda::LambdaSite),
    Record(records::RecordSite),
}

impl CallSite {
    /// Operand-stack slots the call consumes.
    pub fn argument_slots(&self) -> usize {
        match self {
            CallSite::Concat(site) => site.argument_slots(),
            CallSite::Lambda(site) => site.argument_slots(),
            CallSite::Record(site) => site.argument_slots(),
        }
    }

    /// Heap references the call site holds (for the collector).
    pub fn for_each_root(&self, f: &mut dyn FnMut(crate::heap::ObjRef)) {
        if let CallSite::Lambda(site) = self {
            site.for_each_root(f);
        }
    }

    /// Runs the call site with its arguments in slots `[base, base + argument_slots)`.
    pub fn invoke(&self, thread: &mut JavaThread, base: usize) -> JResult<u64> {
        match self {
            CallSite::Concat(site) => site.invoke(thread, base),
            CallSite::Lambda(site) => site.invoke(thread, base),
            CallSite::Record(site) => site.invoke(thread, base),
        }
    }
}

/// Links (or returns the already linked) call site for constant-pool entry `index`.
pub fn link(
    thread: &mut JavaThread,
    class: &'static Class,
    index: u16,
) -> JResult<&'static CallSite> {
    let resolved = resolve::cached(thread, class, index, |t| {
        link_site(t, class, index).map(|s| Resolved::CallSite(Box::new(s)))
    })?;
    match resolved {
        Resolved::CallSite(site) => Ok(site),
        _ => unreachable!("invokedynamic entry resolves to a call site"),
    }
}

pub(super) fn bootstrap_error(message: String) -> LinkError {
    LinkError::new("java/lang/BootstrapMethodError", message)
}

pub(super) fn format_error(class: &Class, e: String) -> LinkError {
    LinkError::new(
        "java/lang/ClassFormatError",
        format!("{}: {e}", class.origin),
    )
}

/// What a call site's constant-pool entry and bootstrap specifier say.
pub(super) struct SiteInfo<'a> {
    pub name: &'a str,
    pub descriptor: &'a str,
    pub bootstrap: &'a BootstrapMethod,
}

fn link_site(
    thread: &mut JavaThread,
    class: &'static Class,
    index: u16,
) -> Result<CallSite, LinkError> {
    let cp = &class.constant_pool;
    let (bootstrap, name_and_type) = match cp.get(index).map_err(|e| format_error(class, e))? {
        Constant::InvokeDynamic {
            bootstrap,
            name_and_type,
        } => (*bootstrap, *name_and_type),
        other => {
            return Err(format_error(
                class,
                format!("invokedynamic refers to a {} entry", other.kind_name()),
            ))
        }
    };
    let (name, descriptor) = cp
        .name_and_type(name_and_type)
        .map_err(|e| format_error(class, e))?;
    let bsm = class
        .bootstrap_methods
        .get(bootstrap as usize)
        .ok_or_else(|| format_error(class, format!("bootstrap method {bootstrap} out of range")))?;
    let handle = match cp
        .get(bsm.method_handle)
        .map_err(|e| format_error(class, e))?
    {
        Constant::MethodHandle { reference, .. } => cp
            .member_ref(*reference)
            .map_err(|e| format_error(class, e))?,
        other => {
            return Err(format_error(
                class,
                format!("bootstrap method is a {} entry", other.kind_name()),
            ))
        }
    };
    let site = SiteInfo {
        name,
        descriptor,
        bootstrap: bsm,
    };
    // The bootstrap methods rvm implements exist only with these descriptors:
    // another one does not resolve (NoSuchMethodError, as in HotSpot).
    if let Some(expected) = known_bootstrap_descriptor(handle.class, handle.name) {
        if handle.descriptor != expected {
            return Err(LinkError::new(
                "java/lang/NoSuchMethodError",
                format!(
                    "'{}.{}{}'",
                    handle.class.replace('/', "."),
                    handle.name,
                    handle.descriptor
                ),
            ));
        }
    }
    match (handle.class, handle.name) {
        ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => {
            concat::link(class, &site, true).map(CallSite::Concat)
        }
        ("java/lang/invoke/StringConcatFactory", "makeConcat") => concat::link(class, &site, false).map(CallSite::Concat),
        ("java/lang/invoke/LambdaMetafactory", "metafactory") => {
            lambda::link(thread, class, &site, false).map(CallSite::Lambda)
        }
        ("java/lang/invoke/LambdaMetafactory", "altMetafactory") => {
            lambda::link(thread, class, &site, true).map(CallSite::Lambda)
        }
        ("java/lang/runtime/ObjectMethods", "bootstrap") => records::link(thread, class, &site).map(CallSite::Record),
        (owner, bsm_name) => Err(bootstrap_error(format!(
            "rvm does not support the bootstrap method {}.{bsm_name} (call site {name}{descriptor} in {})",
            owner.replace('/', "."),
            class.java_name()
        ))),
    }
}

/// The descriptor of a bootstrap method rvm implements, if it is one.
fn known_bootstrap_descriptor(class: &str, name: &str) -> Option<&'static str> {
    Some(match (class, name) {
        ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
        ("java/lang/invoke/StringConcatFactory", "makeConcat") => "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
        ("java/lang/invoke/LambdaMetafactory", "metafactory") => "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
        ("java/lang/invoke/LambdaMetafactory", "altMetafactory") => "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
        ("java/lang/runtime/ObjectMethods", "bootstrap") => "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;",
        _ => return None,
    })
}
