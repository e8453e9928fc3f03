//! `MethodHandle.invoke` and `invokeExact` call sites. Both are signature
//! polymorphic (JVMS 2.9.3): javac writes the call site's own descriptor, so
//! resolution (class/resolve.rs) asks here for an adapter, a static method
//! generated once per (descriptor, exactness) that takes the handle and the
//! arguments and calls back into Java.
//!
//! ```text
//! invokevirtual MethodHandle.invokeExact:(ILjava/lang/String;)J
//!   --resolve--> MethodHandle$Invoker7.invoke(MethodHandle, int, String) -> long   (static)
//!       = unbox(MethodHandle.rvmInvoke(mh, 7, true, new Object[]{box(a0), a1}))
//!   MethodHandle.rvmInvoke (Java) --callSiteDescriptor0(7)--> "(ILjava/lang/String;)J":
//!       exact type check (WrongMethodTypeException) or conversions, then the handle's target
//! ```
//!
//! `VarHandle`'s access modes (`get`, `compareAndSet`, ...) are signature
//! polymorphic too: their adapters call `VarHandle.rvmAccess(vh, site, mode, args)`.
//!
//! The interpreter and both JITs call the adapter as they call any method
//! resolved to a direct target (its slots are the virtual call's: the handle
//! first).

use super::args::*;
use super::proxy::{boxed_call_code, push_int};
use super::NativeRegistry;
use crate::class::loader::{define_generated_class, LinkError};
use crate::class::Method;
use crate::classfile::writer::ClassWriter;
use crate::runtime::thread::{JResult, JavaThread};
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::collections::HashMap;

const METHOD_HANDLE: &str = "java/lang/invoke/MethodHandle";

struct Adapters {
    by_site: HashMap<(bool, String), &'static Method>,
    /// Call-site descriptors by adapter id.
    descriptors: Vec<String>,
}

// Process-wide, not in `Vm`: a cache of generated, leaked adapter methods
// keyed by descriptor, valid for as long as the process (the rvm binary
// runs one VM per process); moving it would change no behaviour.
fn adapters() -> &'static Mutex<Adapters> {
    static ADAPTERS: std::sync::OnceLock<Mutex<Adapters>> = std::sync::OnceLock::new();
    ADAPTERS.get_or_init(|| {
        Mutex::new(Adapters {
            by_site: HashMap::new(),
            descriptors: Vec::new(),
        })
    })
}

/// The adapter method for a `MethodHandle.invoke` (or, with `exact`,
/// `invokeExact`) call site with `descriptor`.
pub fn call_site_adapter(
    vm: &'static Vm,
    exact: bool,
    descriptor: &str,
) -> Result<&'static Method, LinkError> {
    let target = Target {
        owner: METHOD_HANDLE,
        class_tag: "Invoker",
        name: "rvmInvoke",
        descriptor: "(Ljava/lang/invoke/MethodHandle;IZ[Ljava/lang/Object;)Ljava/lang/Object;",
    };
    adapter(
        vm,
        (exact, descriptor.to_string()),
        &target,
        descriptor,
        |prefix| {
            prefix.push(if exact { 0x04 } else { 0x03 }); // iconst_1 / iconst_0
        },
    )
}

/// The Java method an adapter calls, and the name tag of the adapter classes.
struct Target {
    owner: &'static str,
    class_tag: &'static str,
    name: &'static str,
    descriptor: &'static str,
}

/// The adapter for `key` (made once): class `{owner}${class_tag}{id}` with a
/// static `invoke(owner, <descriptor's parameters>)` that pushes the handle,
/// the site id and what `extra` pushes, boxes the arguments into an array,
/// calls `target` and unboxes its result to the descriptor's return type.
fn adapter(
    vm: &'static Vm,
    key: (bool, String),
    target: &Target,
    descriptor: &str,
    extra: impl FnOnce(&mut Vec<u8>),
) -> Result<&'static Method, LinkError> {
    if let Some(m) = adapters().lock().by_site.get(&key) {
        return Ok(m);
    }
    let id = {
        let mut a = adapters().lock();
        a.descriptors.push(descriptor.to_string());
        a.descriptors.len() - 1
    };
    let simple = target.owner.rsplit('/').next().unwrap_or(target.owner);
    let too_many = || {
        LinkError::new(
            "java/lang/InternalError",
            format!("rvm cannot adapt a {simple} call site with descriptor {descriptor}"),
        )
    };
    let id16 = u16::try_from(id)
        .ok()
        .filter(|&i| i < 0x7fff)
        .ok_or_else(too_many)?;
    let name = format!("{}${}{id}", target.owner, target.class_tag);
    let mut w = ClassWriter::new(&name, "java/lang/Object", &[], 0x1031);
    let target_ref = w.method_ref(target.owner, target.name, target.descriptor, false);
    let mut prefix = vec![0x2a]; // aload_0: the handle
    push_int(&mut prefix, id16);
    extra(&mut prefix);
    let (code, locals) =
        boxed_call_code(&mut w, prefix, 1, target_ref, descriptor).ok_or_else(too_many)?;
    let adapter_descriptor = format!("(L{};{}", target.owner, &descriptor[1..]);
    w.add_method(0x1009, "invoke", &adapter_descriptor, 10, locals, &code);
    let class = define_generated_class(vm, &w.finish(), true, true)?;
    let method = class
        .declared_method("invoke", &adapter_descriptor)
        .ok_or_else(too_many)?;
    adapters().lock().by_site.insert(key, method);
    Ok(method)
}

/// The access modes of `VarHandle` (its signature-polymorphic methods), in the
/// order of `VarHandle.MODES` (Java), which receives the index.
const VAR_HANDLE_MODES: [&str; 31] = [
    "get",
    "set",
    "getVolatile",
    "setVolatile",
    "getAcquire",
    "setRelease",
    "getOpaque",
    "setOpaque",
    "compareAndSet",
    "compareAndExchange",
    "compareAndExchangeAcquire",
    "compareAndExchangeRelease",
    "weakCompareAndSetPlain",
    "weakCompareAndSet",
    "weakCompareAndSetAcquire",
    "weakCompareAndSetRelease",
    "getAndSet",
    "getAndSetAcquire",
    "getAndSetRelease",
    "getAndAdd",
    "getAndAddAcquire",
    "getAndAddRelease",
    "getAndBitwiseOr",
    "getAndBitwiseOrRelease",
    "getAndBitwiseOrAcquire",
    "getAndBitwiseAnd",
    "getAndBitwiseAndRelease",
    "getAndBitwiseAndAcquire",
    "getAndBitwiseXor",
    "getAndBitwiseXorRelease",
    "getAndBitwiseXorAcquire",
];

/// The index of a `VarHandle` access-mode method, if `name` is one.
pub fn var_handle_mode(name: &str) -> Option<usize> {
    VAR_HANDLE_MODES.iter().position(|m| *m == name)
}

/// The adapter for a `VarHandle` access-mode call site (`vh.compareAndSet(o, 1, 2)`
/// with descriptor `(LFoo;II)Z`): like [`call_site_adapter`], a generated static
/// method taking the handle and the arguments, which calls
/// `VarHandle.rvmAccess(vh, site, mode, boxed arguments)` and unboxes its result.
pub fn var_handle_adapter(
    vm: &'static Vm,
    mode: usize,
    descriptor: &str,
) -> Result<&'static Method, LinkError> {
    let target = Target {
        owner: "java/lang/invoke/VarHandle",
        class_tag: "Access",
        name: "rvmAccess",
        descriptor: "(Ljava/lang/invoke/VarHandle;II[Ljava/lang/Object;)Ljava/lang/Object;",
    };
    // Keyed apart from MethodHandle sites by a mode-tagged descriptor.
    let key = (false, format!("{mode}#{descriptor}"));
    adapter(vm, key, &target, descriptor, |prefix| {
        push_int(prefix, mode as u16)
    })
}

/// `MethodHandle.callSiteDescriptor0(id)`: the descriptor of adapter `id`'s call site.
fn call_site_descriptor0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let text = adapters()
        .lock()
        .descriptors
        .get(int(a, 0) as usize)
        .cloned();
    match text {
        Some(t) => Ok(crate::runtime::strings::new_string(thread, &t)?.to_slot()),
        None => Ok(0),
    }
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        METHOD_HANDLE,
        "callSiteDescriptor0",
        "(I)Ljava/lang/String;",
        call_site_descriptor0,
    );
}
