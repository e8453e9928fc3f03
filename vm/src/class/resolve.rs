//! Lazy resolution of constant-pool entries (JVMS 5.4.3), cached per class in
//! `Class::resolved` so each symbolic reference is looked up once.
//!
//! ```text
//! interpreter: getfield #12 --resolve_field--> cache hit? --> Resolved::InstanceField{offset}
//!                                               \- miss: load class, look up, check, cache
//! ```
//!
//! Failures are not cached: they are thrown as LinkageErrors every time, as the
//! JVMS requires the same error on each attempt.

use crate::class::loader::{load_class, load_class_for, LinkError, EXCEPTION_PENDING};
use crate::class::{BasicType, Class, Method, SignatureId};
use crate::classfile::Constant;
use crate::heap::ObjRef;
use crate::runtime::thread::{JResult, JavaThread};

/// What a constant-pool entry resolves to, specialised for the instruction that
/// uses it.
#[derive(Debug)]
pub enum Resolved {
    Class(&'static Class),
    StaticField {
        class: &'static Class,
        slot: usize,
        basic_type: BasicType,
        /// A `volatile` field: stores are followed by a full fence
        /// (x86-64's only reordering is a store with a later load).
        volatile: bool,
    },
    InstanceField {
        offset: usize,
        basic_type: BasicType,
        volatile: bool,
    },
    /// A statically bound target: invokestatic, invokespecial, private or final
    /// invokevirtual, private invokeinterface.
    Method(&'static Method),
    Virtual {
        vtable_index: u32,
        method: &'static Method,
    },
    Interface {
        signature: SignatureId,
        method: &'static Method,
    },
    String(ObjRef),
    /// A linked `invokedynamic` call site (see `interp::indy`).
    CallSite(Box<crate::interp::indy::CallSite>),
}

/// Which invoke instruction a method reference is resolved for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InvokeKind {
    Static,
    Special,
    Virtual,
    Interface,
}

fn format_error(class: &Class, e: String) -> LinkError {
    LinkError::new(
        "java/lang/ClassFormatError",
        format!("{}: {e}", class.origin),
    )
}

/// Returns the cached entry, or resolves it with `f` and caches it.
#[inline(always)]
pub fn cached<'a>(
    thread: &mut JavaThread,
    class: &'a Class,
    index: u16,
    f: impl FnOnce(&mut JavaThread) -> Result<Resolved, LinkError>,
) -> JResult<&'a Resolved> {
    // A constant-pool index taken from bytecode is untrusted (rvm has no verifier
    // yet): out of range is the VerifyError HotSpot's verifier gives, never a panic.
    // It is thrown when the instruction runs, not at linking as HotSpot does.
    let Some(cell) = class.resolved.get(index as usize) else {
        return Err(thread.throw_link_error(LinkError::new(
            "java/lang/VerifyError",
            format!(
                "Illegal constant pool index {index} in class {} ({})",
                class.java_name(),
                class.origin
            ),
        )));
    };
    if let Some(r) = cell.get() {
        return Ok(r);
    }
    match f(thread) {
        Ok(r) => {
            let _ = cell.set(r);
            // A racing resolution may have won; either is equivalent.
            Ok(cell.get().expect("set above"))
        }
        // A user class loader's own exception is already pending.
        Err(e) if e.exception == EXCEPTION_PENDING => Err(crate::runtime::thread::Thrown),
        Err(e) => Err(thread.throw_link_error(e)),
    }
}

pub fn resolve_class(
    thread: &mut JavaThread,
    class: &'static Class,
    index: u16,
) -> JResult<&'static Class> {
    match cached(thread, class, index, |thread| {
        let name = class
            .constant_pool
            .class_name(index)
            .map_err(|e| format_error(class, e))?;
        load_class_for(thread, class, name).map(Resolved::Class)
    })? {
        Resolved::Class(c) => Ok(c),
        // The same index already resolved for another kind of instruction: the
        // bytecode uses one entry with two tags, which javac never writes.
        _ => Err(thread.throw_link_error(LinkError::new(
            "java/lang/VerifyError",
            format!(
                "{}: constant pool entry {index} used as a class but resolved as another kind",
                class.origin
            ),
        ))),
    }
}

/// JVMS 5.4.3.2 field lookup: the class, then its superinterfaces, then its superclass.
pub fn find_field(
    class: &'static Class,
    name: &str,
    descriptor: &str,
) -> Option<(&'static Class, usize)> {
    if let Some(i) = class
        .fields
        .iter()
        .position(|f| f.name == name && f.descriptor == descriptor)
    {
        return Some((class, i));
    }
    for iface in &class.interfaces {
        if let Some(found) = find_field(iface, name, descriptor) {
            return Some(found);
        }
    }
    class
        .super_class
        .and_then(|s| find_field(s, name, descriptor))
}

pub fn resolve_field(
    thread: &mut JavaThread,
    class: &'static Class,
    index: u16,
    want_static: bool,
) -> JResult<&'static Resolved> {
    cached(thread, class, index, |thread| {
        let r = class
            .constant_pool
            .member_ref(index)
            .map_err(|e| format_error(class, e))?;
        let holder = load_class_for(thread, class, r.class)?;
        let (declaring, i) = find_field(holder, r.name, r.descriptor)
            .ok_or_else(|| LinkError::new("java/lang/NoSuchFieldError", r.name))?;
        let field = &declaring.fields[i];
        if field.is_static() != want_static {
            let what = if want_static {
                "Expected static field"
            } else {
                "Expected non-static field"
            };
            return Err(LinkError::new(
                "java/lang/IncompatibleClassChangeError",
                format!("{what} {}.{}", declaring.java_name(), field.name),
            ));
        }
        Ok(Resolved::of_field(declaring, field))
    })
}

impl Resolved {
    /// The resolution of `field`, declared by `declaring` (static or instance
    /// as the field is).
    pub fn of_field(declaring: &'static Class, field: &crate::class::Field) -> Resolved {
        if field.is_static() {
            Resolved::StaticField {
                class: declaring,
                slot: declaring.static_slot(field.offset) as usize,
                basic_type: field.basic_type,
                volatile: field.is_volatile(),
            }
        } else {
            Resolved::InstanceField {
                offset: field.offset,
                basic_type: field.basic_type,
                volatile: field.is_volatile(),
            }
        }
    }
}

/// Looks `name descriptor` up in `class` and its superclasses.
fn lookup_in_superclasses(
    class: &'static Class,
    name: &str,
    descriptor: &str,
) -> Option<&'static Method> {
    let mut c = Some(class);
    while let Some(k) = c {
        if let Some(m) = k.declared_method(name, descriptor) {
            return Some(m);
        }
        c = k.super_class;
    }
    None
}

/// Maximally-specific superinterface method (JVMS 5.4.3.3 step 3): prefer a
/// non-abstract one, else any non-private, non-static declaration.
fn lookup_in_superinterfaces(
    class: &'static Class,
    name: &str,
    descriptor: &str,
) -> Option<&'static Method> {
    let mut fallback = None;
    for iface in &class.all_interfaces {
        if let Some(m) = iface.declared_method(name, descriptor) {
            if m.is_static() || m.is_private() {
                continue;
            }
            if !m.is_abstract() {
                return Some(m);
            }
            fallback.get_or_insert(m);
        }
    }
    fallback
}

/// A missing method. When its descriptor names a `java.*` class that rvm's
/// class library does not have (`List.stream()` returning
/// `java.util.stream.Stream`), the missing class is the real cause, so that is
/// what is thrown: `NoClassDefFoundError: java/util/stream/Stream`.
fn no_such_method(class: &str, name: &str, descriptor: &str) -> LinkError {
    let missing_library_class = descriptor_class_names(descriptor)
        .find(|c| c.starts_with("java/") && crate::class::loader::library_class_bytes(c).is_none());
    if let Some(missing) = missing_library_class {
        return LinkError::new("java/lang/NoClassDefFoundError", missing);
    }
    LinkError::new(
        "java/lang/NoSuchMethodError",
        crate::class::descriptor::java_method_signature(class, name, descriptor),
    )
}

/// The class names a method descriptor mentions, in order: `(Ljava/util/Locale;[I)V`
/// gives `java/util/Locale` (an `L` inside a class name does not start one).
fn descriptor_class_names(descriptor: &str) -> impl Iterator<Item = &str> {
    let mut rest = descriptor;
    std::iter::from_fn(move || {
        let start = rest.find('L')?;
        let after = &rest[start + 1..];
        let end = after.find(';')?;
        rest = &after[end + 1..];
        Some(&after[..end])
    })
}

/// Resolves a Methodref/InterfaceMethodref for the given invoke instruction,
/// with `caller` the class whose code contains the instruction.
pub fn resolve_method(
    thread: &mut JavaThread,
    caller: &'static Class,
    index: u16,
    kind: InvokeKind,
) -> JResult<&'static Resolved> {
    let vm = thread.vm;
    cached(thread, caller, index, |thread| {
        let constant = caller
            .constant_pool
            .get(index)
            .map_err(|e| format_error(caller, e))?;
        let is_interface_ref = matches!(constant, Constant::InterfaceMethodRef { .. });
        let r = caller
            .constant_pool
            .member_ref(index)
            .map_err(|e| format_error(caller, e))?;
        let holder = load_class_for(thread, caller, r.class)?;
        let method = if holder.is_array() {
            // Methods of arrays are Object's (`clone` is public on arrays).
            lookup_in_superclasses(
                holder.super_class.expect("arrays extend Object"),
                r.name,
                r.descriptor,
            )
        } else if is_interface_ref {
            if !holder.is_interface() {
                return Err(LinkError::new(
                    "java/lang/IncompatibleClassChangeError",
                    format!(
                        "Found class {}, but interface was expected",
                        holder.java_name()
                    ),
                ));
            }
            holder
                .declared_method(r.name, r.descriptor)
                .or_else(|| {
                    let object = load_class(vm, "java/lang/Object").ok()?;
                    object.declared_method(r.name, r.descriptor).filter(|m| {
                        !m.is_static() && m.access & crate::classfile::access::PUBLIC != 0
                    })
                })
                .or_else(|| lookup_in_superinterfaces(holder, r.name, r.descriptor))
        } else {
            if holder.is_interface() {
                return Err(LinkError::new(
                    "java/lang/IncompatibleClassChangeError",
                    format!(
                        "Found interface {}, but class was expected",
                        holder.java_name()
                    ),
                ));
            }
            lookup_in_superclasses(holder, r.name, r.descriptor)
                .or_else(|| lookup_in_superinterfaces(holder, r.name, r.descriptor))
        };
        let is_polymorphic_site = matches!(kind, InvokeKind::Virtual)
            && r.class == "java/lang/invoke/MethodHandle"
            && (r.name == "invoke" || r.name == "invokeExact");
        let method = match method {
            Some(m) => m,
            // JVMS 2.9.3: signature-polymorphic methods match any descriptor.
            None if is_polymorphic_site => {
                let exact = r.name == "invokeExact";
                let adapter = crate::natives::invoke::call_site_adapter(vm, exact, r.descriptor)?;
                return Ok(Resolved::Method(adapter));
            }
            // VarHandle's access modes are signature polymorphic too.
            None if matches!(kind, InvokeKind::Virtual)
                && r.class == "java/lang/invoke/VarHandle"
                && crate::natives::invoke::var_handle_mode(r.name).is_some() =>
            {
                let mode = crate::natives::invoke::var_handle_mode(r.name).unwrap_or(0);
                let adapter = crate::natives::invoke::var_handle_adapter(vm, mode, r.descriptor)?;
                return Ok(Resolved::Method(adapter));
            }
            None => return Err(no_such_method(r.class, r.name, r.descriptor)),
        };
        let icce = |text: &str| {
            LinkError::new(
                "java/lang/IncompatibleClassChangeError",
                format!("{text} {}", method.java_signature()),
            )
        };
        match kind {
            InvokeKind::Static => {
                if !method.is_static() {
                    return Err(icce("Expected static method"));
                }
                Ok(Resolved::Method(method))
            }
            InvokeKind::Special => {
                if method.is_static() {
                    return Err(icce("Expecting non-static method"));
                }
                // JVMS 6.5 invokespecial: a non-constructor in a superclass of the
                // caller is looked up again starting at the caller's superclass.
                let is_super_call = method.name != "<init>"
                    && !holder.is_interface()
                    && !std::ptr::eq(holder, caller)
                    && caller.is_subclass_of(holder);
                if is_super_call {
                    let start = caller
                        .super_class
                        .expect("a class with a superclass call has a superclass");
                    let found = lookup_in_superclasses(start, r.name, r.descriptor)
                        .or_else(|| lookup_in_superinterfaces(start, r.name, r.descriptor))
                        .ok_or_else(|| no_such_method(r.class, r.name, r.descriptor))?;
                    return Ok(Resolved::Method(found));
                }
                Ok(Resolved::Method(method))
            }
            InvokeKind::Virtual => {
                if method.is_static() {
                    return Err(icce("Expecting non-static method"));
                }
                if method.is_private() || method.name == "<init>" {
                    return Ok(Resolved::Method(method));
                }
                let dispatch_class = if holder.is_array() {
                    holder.super_class.expect("arrays extend Object")
                } else {
                    holder
                };
                match dispatch_class.vtable_slots.get(&method.signature) {
                    Some(&vtable_index) => Ok(Resolved::Virtual {
                        vtable_index,
                        method,
                    }),
                    None => Ok(Resolved::Method(method)),
                }
            }
            InvokeKind::Interface => {
                if method.is_static() {
                    return Err(icce("Expecting non-static method"));
                }
                if method.is_private() {
                    return Ok(Resolved::Method(method));
                }
                Ok(Resolved::Interface {
                    signature: method.signature,
                    method,
                })
            }
        }
    })
}

/// The implementation of a virtual method `name descriptor` for instances of
/// `class`, by scanning its vtable (used by the VM to call `toString`, etc.).
pub fn find_virtual(
    class: &'static Class,
    name: &str,
    descriptor: &str,
) -> Option<&'static Method> {
    class
        .vtable
        .iter()
        .rev()
        .find(|m| m.name == name && m.descriptor == descriptor)
        .copied()
}
