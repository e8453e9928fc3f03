//! `java.lang.reflect.Proxy` classes: the VM writes one class per interface
//! list, whose every method boxes its arguments and calls back into Java.
//!
//! ```text
//! Proxy.newProxyInstance(loader, interfaces, h)  (Java: method table, cache)
//!   --defineProxy0(name, interfaces, names[], descriptors[])-->
//!   ClassWriter: final class NAME extends java.lang.reflect.Proxy implements interfaces
//!       <init>(InvocationHandler) { super(h); }
//!       m_k(args) { return unbox(Proxy.rvmInvoke(this, k, new Object[]{box(args)...})); }
//!   --define_generated_class--> an ordinary class to the rest of the VM (in the
//!       namespace of the first interface's user class loader, if one has one)
//! ```
//!
//! `rvmInvoke` (Java) looks up method `k` in the class's table and calls the
//! handler, so the generated code has no constants beyond its own index.

use super::args::*;
use super::lang::{class_mirror, class_of_mirror};
use super::NativeRegistry;
use crate::class::descriptor::parameter_descriptors;
use crate::class::loader::define_generated_class;
use crate::classfile::writer::ClassWriter;
use crate::heap::ObjRef;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};

const PROXY: &str = "java/lang/reflect/Proxy";

/// The wrapper class of a primitive descriptor character and its unboxing method.
fn wrapper(c: u8) -> Option<(&'static str, &'static str)> {
    Some(match c {
        b'Z' => ("java/lang/Boolean", "booleanValue"),
        b'B' => ("java/lang/Byte", "byteValue"),
        b'C' => ("java/lang/Character", "charValue"),
        b'S' => ("java/lang/Short", "shortValue"),
        b'I' => ("java/lang/Integer", "intValue"),
        b'J' => ("java/lang/Long", "longValue"),
        b'F' => ("java/lang/Float", "floatValue"),
        b'D' => ("java/lang/Double", "doubleValue"),
        _ => return None,
    })
}

/// Pushes a small non-negative int (sipush covers every index a class file allows).
pub(crate) fn push_int(code: &mut Vec<u8>, value: u16) {
    code.push(0x11); // sipush
    code.extend_from_slice(&value.to_be_bytes());
}

/// The body of proxy method `index` with `descriptor`; None if a parameter's
/// local index would not fit the one-byte load forms.
fn proxy_method_code(w: &mut ClassWriter, index: u16, descriptor: &str) -> Option<(Vec<u8>, u16)> {
    let mut prefix = vec![0x2a]; // aload_0
    push_int(&mut prefix, index);
    let invoke = w.method_ref(
        PROXY,
        "rvmInvoke",
        "(Ljava/lang/reflect/Proxy;I[Ljava/lang/Object;)Ljava/lang/Object;",
        false,
    );
    boxed_call_code(w, prefix, 1, invoke, descriptor)
}

/// Code that runs `prefix`, boxes the parameters of `descriptor` (starting at
/// local `first_local`) into an `Object[]`, calls the static method `target`
/// (which takes what `prefix` pushed, then the array, and returns an Object),
/// and returns its result converted to the descriptor's return type (a cast,
/// or unboxing from the exact wrapper). Also gives max_locals. Used by proxy
/// methods and by `MethodHandle.invoke`/`invokeExact` call sites (invoke.rs).
pub(crate) fn boxed_call_code(
    w: &mut ClassWriter,
    prefix: Vec<u8>,
    first_local: usize,
    target: u16,
    descriptor: &str,
) -> Option<(Vec<u8>, u16)> {
    let params = parameter_descriptors(descriptor);
    let ret = descriptor.rsplit_once(')')?.1;
    let mut code = prefix;
    push_int(&mut code, params.len() as u16);
    let object = w.class("java/lang/Object");
    code.push(0xbd); // anewarray
    code.extend_from_slice(&object.to_be_bytes());
    let mut local: usize = first_local;
    for (i, p) in params.iter().enumerate() {
        code.push(0x59); // dup
        push_int(&mut code, i as u16);
        let c = p.as_bytes()[0];
        let load = match c {
            b'Z' | b'B' | b'C' | b'S' | b'I' => 0x15,
            b'J' => 0x16,
            b'F' => 0x17,
            b'D' => 0x18,
            _ => 0x19,
        };
        code.push(load);
        code.push(u8::try_from(local).ok()?);
        if let Some((class, _)) = wrapper(c) {
            let value_of = w.method_ref(
                class,
                "valueOf",
                &format!("({})L{class};", c as char),
                false,
            );
            code.push(0xb8); // invokestatic
            code.extend_from_slice(&value_of.to_be_bytes());
        }
        code.push(0x53); // aastore
        local += if c == b'J' || c == b'D' { 2 } else { 1 };
    }
    code.push(0xb8);
    code.extend_from_slice(&target.to_be_bytes());
    let c = ret.as_bytes()[0];
    match c {
        b'V' => code.extend_from_slice(&[0x57, 0xb1]), // pop; return
        b'L' | b'[' => {
            let name = if c == b'L' {
                &ret[1..ret.len() - 1]
            } else {
                ret
            };
            let class = w.class(name);
            code.push(0xc0); // checkcast
            code.extend_from_slice(&class.to_be_bytes());
            code.push(0xb0); // areturn
        }
        _ => {
            let (class, unbox) = wrapper(c)?;
            let class_index = w.class(class);
            code.push(0xc0);
            code.extend_from_slice(&class_index.to_be_bytes());
            let m = w.method_ref(class, unbox, &format!("(){}", c as char), false);
            code.push(0xb6); // invokevirtual
            code.extend_from_slice(&m.to_be_bytes());
            code.push(match c {
                b'J' => 0xad,
                b'F' => 0xae,
                b'D' => 0xaf,
                _ => 0xac,
            });
        }
    }
    Some((code, local as u16))
}

fn string_array(thread: &JavaThread, array: ObjRef) -> Vec<String> {
    array
        .array_slice::<u64>()
        .iter()
        .map(|&s| strings::to_rust_string(thread, ObjRef::from_slot(s)))
        .collect()
}

/// `Proxy.defineProxy0(name, interfaces, names, descriptors)`.
fn proxy_define0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name = strings::to_rust_string(thread, object(a, 0));
    let interface_classes: Vec<&'static crate::class::Class> = object(a, 1)
        .array_slice::<u64>()
        .iter()
        .map(|&m| class_of_mirror(thread, ObjRef::from_slot(m)))
        .collect();
    let interfaces: Vec<String> = interface_classes.iter().map(|c| c.name.clone()).collect();
    let names = string_array(thread, object(a, 2));
    let descriptors = string_array(thread, object(a, 3));
    let interface_refs: Vec<&str> = interfaces.iter().map(String::as_str).collect();
    // public final synthetic (ACC_SUPER set, as javac does)
    let mut w = ClassWriter::new(&name, PROXY, &interface_refs, 0x1031);
    let super_init = w.method_ref(
        PROXY,
        "<init>",
        "(Ljava/lang/reflect/InvocationHandler;)V",
        false,
    );
    let [hi, lo] = super_init.to_be_bytes();
    w.add_method(
        0x1,
        "<init>",
        "(Ljava/lang/reflect/InvocationHandler;)V",
        2,
        2,
        &[0x2a, 0x2b, 0xb7, hi, lo, 0xb1],
    );
    for (k, (method_name, descriptor)) in names.iter().zip(&descriptors).enumerate() {
        let Some((code, locals)) = proxy_method_code(&mut w, k as u16, descriptor) else {
            let message = format!("rvm cannot make a proxy method {method_name}{descriptor}");
            return Err(thread.throw_new("java/lang/IllegalArgumentException", Some(&message)));
        };
        w.add_method(0x11, method_name, descriptor, 8, locals, &code);
    }
    // A proxy of a user loader's interface lives in that loader's namespace,
    // so the names in its methods resolve as the interface's do.
    let defined = match interface_classes.iter().find(|c| c.has_user_loader()) {
        Some(host) => {
            crate::class::user_loaders::define_generated_class_for(thread, host, &w.finish(), false)
        }
        None => define_generated_class(thread.vm, &w.finish(), false, false),
    };
    let class = defined.map_err(|e| {
        if e.exception == crate::class::loader::EXCEPTION_PENDING {
            crate::runtime::thread::Thrown
        } else {
            thread.throw_link_error(e)
        }
    })?;
    Ok(class_mirror(thread, class)?.to_slot())
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        PROXY,
        "defineProxy0",
        "(Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/Class;",
        proxy_define0,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::ClassFile;

    #[test]
    fn proxy_methods_box_every_parameter_kind_and_parse_back() {
        let descriptor = "(IJLjava/lang/String;[D)D";
        let mut w = ClassWriter::new("p/P", PROXY, &["java/lang/Runnable"], 0x1031);
        let (code, locals) = proxy_method_code(&mut w, 3, descriptor).expect("small descriptor");
        // this + int + long (2) + String + double[]
        assert_eq!(locals, 6);
        w.add_method(0x11, "m", descriptor, 8, locals, &code);
        let class = ClassFile::parse(&w.finish(), "gen").expect("generated class parses");
        let method = &class.methods[0];
        assert_eq!(method.descriptor, descriptor);
        // ends with checkcast Double, invokevirtual doubleValue, dreturn
        let bytecode = &method.code.as_ref().unwrap().bytecode;
        assert_eq!(*bytecode.last().unwrap(), 0xaf);
    }

    #[test]
    fn too_many_parameter_slots_are_refused_not_miscompiled() {
        let descriptor = format!("({})V", "J".repeat(130));
        let mut w = ClassWriter::new("p/P", PROXY, &[], 0x1031);
        assert!(proxy_method_code(&mut w, 0, &descriptor).is_none());
    }
}
