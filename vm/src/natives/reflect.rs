//! Natives of reflection: what `java.lang.Class`, `java.lang.reflect.Field`,
//! `Method` and `Constructor` need from the class model. The Java side
//! (vm/classlib/java/lang/reflect/) builds the member objects, checks access and
//! arguments and converts values; these functions only read the VM's tables.
//!
//! ```text
//! Class.getDeclaredFields() --fieldCount0/fieldName0/fieldType0/...--> Field(clazz, slot, ...)
//! Field.get(obj)     --getObject0/getBits0(decl, slot, obj)--> raw value --Java--> boxed
//! Method.invoke(...) --invokeObject0/invokeBits0(decl, slot, receiver, args, virtual)
//!                    --unbox args, vtable dispatch, interp::invoke--> result
//! annotations, generic signatures, records, inner classes
//!                    --classAttribute0/fieldAttribute0/methodAttribute0 + cp*0--> parsed in Java
//! ```
//!
//! A member is named by its declaring class and its index in `Class::fields` or
//! `Class::methods` (the class file's order), which never changes: classes are
//! never unloaded.

use super::args::*;
use super::lang::{class_mirror, class_of_mirror};
use super::NativeRegistry;
use crate::class::descriptor::parameter_descriptors;
use crate::class::loader::load_class;
use crate::class::{BasicType, Class, Field, Method, ReflectionData};
use crate::classfile::Constant;
use crate::heap::ObjRef;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread, Thrown};

const CLASS: &str = "java/lang/Class";
const FIELD: &str = "java/lang/reflect/Field";
const METHOD: &str = "java/lang/reflect/Method";
const ACCESSIBLE: &str = "java/lang/reflect/AccessibleObject";

fn receiver_class(thread: &JavaThread, a: &[u64]) -> &'static Class {
    class_of_mirror(thread, object(a, 0))
}

fn string_or_null(thread: &mut JavaThread, text: Option<&str>) -> JResult<u64> {
    match text {
        Some(t) => Ok(strings::new_string(thread, t)?.to_slot()),
        None => Ok(0),
    }
}

/// The class a field or method descriptor names (loaded, not initialized),
/// as `context` resolves it (through its loader, JVMS 5.3); library code
/// passes the library's `Object`.
pub fn class_for_descriptor(
    thread: &mut JavaThread,
    context: &'static Class,
    descriptor: &str,
) -> JResult<&'static Class> {
    let bytes = descriptor.as_bytes();
    let load = |thread: &mut JavaThread, name: &str| {
        crate::class::loader::load_class_for(thread, context, name).map_err(|e| {
            if e.exception == crate::class::loader::EXCEPTION_PENDING {
                Thrown
            } else {
                thread.throw_link_error(e)
            }
        })
    };
    match bytes.first() {
        Some(b'L') if descriptor.ends_with(';') => {
            load(thread, &descriptor[1..descriptor.len() - 1])
        }
        Some(b'[') => load(thread, descriptor),
        Some(&c) => match BasicType::from_descriptor_char(c).filter(|_| bytes.len() == 1) {
            Some(t) => Ok(thread.vm.primitive_class(t)),
            None => Err(thread.throw_new(
                "java/lang/ClassFormatError",
                Some(&format!("malformed type descriptor {descriptor:?}")),
            )),
        },
        None => Err(thread.throw_new("java/lang/ClassFormatError", Some("empty type descriptor"))),
    }
}

fn mirror_slot(thread: &mut JavaThread, class: &'static Class) -> JResult<u64> {
    Ok(class_mirror(thread, class)?.to_slot())
}

/// A `Class[]` holding `classes`.
fn class_array(thread: &mut JavaThread, classes: &[&'static Class]) -> JResult<u64> {
    let class_class = thread.well_known().class_class;
    let array_class = thread.array_class_of(class_class)?;
    let array = thread.new_array(array_class, classes.len() as i32)?;
    for (i, c) in classes.iter().enumerate() {
        let mirror = class_mirror(thread, c)?;
        array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 8 * i, mirror);
    }
    Ok(array.to_slot())
}

fn byte_array(thread: &mut JavaThread, bytes: Option<&[u8]>) -> JResult<u64> {
    let Some(bytes) = bytes else { return Ok(0) };
    let array_class = thread.primitive_array_class(BasicType::Byte)?;
    let array = thread.new_array(array_class, bytes.len() as i32)?;
    array.array_slice_mut::<u8>().copy_from_slice(bytes);
    Ok(array.to_slot())
}

fn string_arg(thread: &JavaThread, a: &[u64], i: usize) -> String {
    strings::to_rust_string(thread, object(a, i))
}

fn field_at(thread: &mut JavaThread, class: &'static Class, index: i32) -> JResult<&'static Field> {
    match class.fields.get(index as usize) {
        // SAFETY: classes are leaked, so their fields live for 'static.
        Some(f) => Ok(unsafe { &*(f as *const Field) }),
        None => Err(thread.throw_new(
            "java/lang/InternalError",
            Some(&format!("no field {index} in {}", class.name)),
        )),
    }
}

fn method_at(
    thread: &mut JavaThread,
    class: &'static Class,
    index: i32,
) -> JResult<&'static Method> {
    match class.methods.get(index as usize) {
        // SAFETY: classes are leaked, so their methods live for 'static.
        Some(m) => Ok(unsafe { &*(m as *const Method) }),
        None => Err(thread.throw_new(
            "java/lang/InternalError",
            Some(&format!("no method {index} in {}", class.name)),
        )),
    }
}

// ---------------------------------------------------------------------------
// java.lang.Class: loading and class-level facts

/// `Class.forName0(name, initialize)`: `name` in `Class.getName` form.
fn class_for_name0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name_ref = object(a, 0);
    if name_ref.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name_ref);
    let not_found =
        |thread: &mut JavaThread| thread.throw_new("java/lang/ClassNotFoundException", Some(&name));
    if name.is_empty() || name.contains('/') || name.ends_with('.') {
        return Err(not_found(thread));
    }
    let internal = name.replace('.', "/");
    // A primitive's name is not a class name for forName; neither is a bare
    // descriptor that is not an array.
    if !internal.starts_with('[')
        && BasicType::from_descriptor_char(internal.as_bytes()[0])
            .is_some_and(|_| internal.len() == 1)
    {
        return Err(not_found(thread));
    }
    if internal.starts_with('[') {
        let dims = internal.bytes().take_while(|&b| b == b'[').count();
        let element = &internal[dims..];
        let ok = match element.as_bytes().first() {
            Some(b'L') => element.len() > 2 && element.ends_with(';'),
            Some(&c) => {
                element.len() == 1
                    && BasicType::from_descriptor_char(c).is_some_and(|t| t != BasicType::Void)
            }
            None => false,
        };
        if !ok {
            return Err(not_found(thread));
        }
    }
    let class = match load_class(thread.vm, &internal) {
        // `int` and friends are registered under their names but are not classes to forName.
        Ok(c) if c.is_primitive() => return Err(not_found(thread)),
        Ok(c) => c,
        Err(e)
            if e.exception == "java/lang/NoClassDefFoundError"
                && !e.message.contains("wrong name") =>
        {
            return Err(not_found(thread));
        }
        Err(e) => return Err(thread.throw_link_error(e)),
    };
    if bool_arg(a, 1) {
        crate::class::init::ensure_initialized(thread, class)?;
    }
    mirror_slot(thread, class)
}

fn bool_arg(a: &[u64], i: usize) -> bool {
    a[i] as u32 != 0
}

fn class_get_interfaces0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let interfaces = if class.is_array() {
        let cloneable = thread.load_class("java/lang/Cloneable")?;
        let serializable = thread.load_class("java/io/Serializable")?;
        vec![cloneable, serializable]
    } else {
        class.interfaces.clone()
    };
    class_array(thread, &interfaces)
}

fn class_ensure_initialized0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    crate::class::init::ensure_initialized(thread, class)?;
    Ok(0)
}

/// A new, zeroed instance (no constructor run): Constructor.newInstance runs `<init>` next.
fn class_allocate_instance0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    crate::class::init::ensure_initialized(thread, class)?;
    Ok(thread.new_object(class)?.to_slot())
}

fn class_is_library0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_bool(receiver_class(thread, a).is_library))
}

fn class_raw_access_flags0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_int(receiver_class(thread, a).access as i32))
}

fn class_attribute0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let name = string_arg(thread, a, 1);
    byte_array(thread, ReflectionData::find(&class.reflection.class, &name))
}

fn field_attribute0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let name = string_arg(thread, a, 2);
    let list = class.reflection.fields.get(int(a, 1) as usize);
    byte_array(thread, list.and_then(|l| ReflectionData::find(l, &name)))
}

fn method_attribute0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let name = string_arg(thread, a, 2);
    let list = class.reflection.methods.get(int(a, 1) as usize);
    byte_array(thread, list.and_then(|l| ReflectionData::find(l, &name)))
}

// Constant-pool reads for the Java-side attribute parsers.

fn constant<'a>(thread: &mut JavaThread, class: &'a Class, index: i32) -> JResult<&'a Constant> {
    let found = u16::try_from(index)
        .map_err(|_| format!("constant pool index {index} out of range"))
        .and_then(|i| class.constant_pool.get(i));
    found.map_err(|e| {
        thread.throw_new(
            "java/lang/reflect/GenericSignatureFormatError",
            Some(&format!("{}: {e}", class.name)),
        )
    })
}

fn cp_utf8(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let text = match constant(thread, class, int(a, 1))? {
        Constant::Utf8 { utf16, .. } => utf16.clone(),
        Constant::Class { name } | Constant::String { utf8: name } => class
            .constant_pool
            .utf16(*name)
            .unwrap_or_default()
            .to_vec(),
        _ => return Ok(0),
    };
    Ok(strings::new_string_utf16(thread, &text)?.to_slot())
}

fn cp_bits(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    Ok(match constant(thread, class, int(a, 1))? {
        Constant::Integer(v) => *v as i64 as u64,
        Constant::Float(v) => v.to_bits() as u64,
        Constant::Long(v) => *v as u64,
        Constant::Double(v) => v.to_bits(),
        // The two indices of a NameAndType (an EnclosingMethod attribute's method):
        // name in the high half, descriptor in the low.
        Constant::NameAndType { name, descriptor } => ((*name as u64) << 32) | *descriptor as u64,
        _ => 0,
    })
}

/// `Class.forDescriptor0(descriptor)`: the class a type descriptor names,
/// as the library resolves it.
fn class_for_descriptor0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let descriptor = string_arg(thread, a, 0);
    let library = thread.well_known().object;
    let class = class_for_descriptor(thread, library, &descriptor)?;
    mirror_slot(thread, class)
}

/// `Class.forDescriptor1(descriptor, context)`: the class a type descriptor
/// names, as class `context` resolves it (through its loader).
fn class_for_descriptor1(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let descriptor = string_arg(thread, a, 0);
    let context = object(a, 1);
    if context.is_null() {
        return Err(thread.throw_npe());
    }
    let context = class_of_mirror(thread, context);
    let class = class_for_descriptor(thread, context, &descriptor)?;
    mirror_slot(thread, class)
}

// ---------------------------------------------------------------------------
// java.lang.Class: members

fn field_count0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_int(receiver_class(thread, a).fields.len() as i32))
}

fn field_name0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let field = field_at(thread, class, int(a, 1))?;
    string_or_null(thread, Some(&field.name))
}

fn field_modifiers0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let field = field_at(thread, class, int(a, 1))?;
    Ok(ret_int(field.access as i32))
}

fn field_type0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let field = field_at(thread, class, int(a, 1))?;
    let t = class_for_descriptor(thread, class, &field.descriptor)?;
    mirror_slot(thread, t)
}

fn method_count0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_int(receiver_class(thread, a).methods.len() as i32))
}

fn method_name0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let method = method_at(thread, class, int(a, 1))?;
    string_or_null(thread, Some(&method.name))
}

fn method_descriptor0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let method = method_at(thread, class, int(a, 1))?;
    string_or_null(thread, Some(&method.descriptor))
}

fn method_modifiers0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let method = method_at(thread, class, int(a, 1))?;
    Ok(ret_int(method.access as i32))
}

fn method_parameter_types0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let method = method_at(thread, class, int(a, 1))?;
    let mut types = Vec::new();
    for d in parameter_descriptors(&method.descriptor) {
        types.push(class_for_descriptor(thread, class, d)?);
    }
    class_array(thread, &types)
}

fn method_return_type0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = receiver_class(thread, a);
    let method = method_at(thread, class, int(a, 1))?;
    let ret = method.descriptor.rsplit_once(')').map_or("V", |(_, r)| r);
    let t = class_for_descriptor(thread, class, ret)?;
    mirror_slot(thread, t)
}

// ---------------------------------------------------------------------------
// java.lang.reflect.Field: raw reads and writes

/// Where a field's value lives: a static slot (class initialized first) or an
/// object's field at its offset (the Java side checked the receiver's class).
enum FieldPlace {
    Static(*mut u64),
    Instance(ObjRef, usize),
}

fn field_place(thread: &mut JavaThread, a: &[u64]) -> JResult<(FieldPlace, BasicType)> {
    let class = class_of_mirror(thread, object(a, 0));
    let field = field_at(thread, class, int(a, 1))?;
    if field.is_static() {
        crate::class::init::ensure_initialized(thread, class)?;
        Ok((
            FieldPlace::Static(class.static_slot(field.offset)),
            field.basic_type,
        ))
    } else {
        let obj = object(a, 2);
        if obj.is_null() {
            return Err(thread.throw_npe());
        }
        Ok((FieldPlace::Instance(obj, field.offset), field.basic_type))
    }
}

fn read_field(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (place, t) = field_place(thread, a)?;
    Ok(match place {
        // SAFETY: a static slot of a leaked class.
        FieldPlace::Static(slot) => unsafe { *slot },
        FieldPlace::Instance(obj, offset) => obj.read_typed(offset, t),
    })
}

fn write_field(thread: &mut JavaThread, a: &[u64], value: u64) -> JResult<u64> {
    let (place, t) = field_place(thread, a)?;
    match place {
        // SAFETY: a static slot of a leaked class.
        FieldPlace::Static(slot) => unsafe { *slot = normalize(value, t) },
        FieldPlace::Instance(obj, offset) => obj.write_typed(offset, t, value),
    }
    Ok(0)
}

/// A value narrowed to its type as the interpreter keeps it in a static slot.
fn normalize(v: u64, t: BasicType) -> u64 {
    match t {
        BasicType::Boolean => v & 1,
        BasicType::Byte => v as i8 as i64 as u64,
        BasicType::Char => v as u16 as u64,
        BasicType::Short => v as i16 as i64 as u64,
        BasicType::Int | BasicType::Float => v as u32 as u64,
        _ => v,
    }
}

/// `getObject0(decl, slot, obj)` and `getBits0(...)`: the raw value.
fn field_get0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    read_field(thread, a)
}

/// `setObject0(decl, slot, obj, value)`.
fn field_set_object0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    write_field(thread, a, a[3])
}

/// `setBits0(decl, slot, obj, long bits)`.
fn field_set_bits0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    write_field(thread, a, a[3])
}

// ---------------------------------------------------------------------------
// java.lang.reflect.Method and Constructor: calls

/// The primitive value inside a wrapper object (the Java side passes exactly
/// the wrapper of the parameter's type).
fn unbox(thread: &mut JavaThread, value: ObjRef, t: BasicType) -> JResult<u64> {
    if value.is_null() {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("argument type mismatch"),
        ));
    }
    let Some(field) = value.class().find_instance_field("value") else {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("argument type mismatch"),
        ));
    };
    if field.basic_type != t {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("argument type mismatch"),
        ));
    }
    Ok(value.read_typed(field.offset, t))
}

/// `invoke0(decl, slot, receiver, args, virtual)`: calls the method, choosing
/// the receiver's override when `virtual`; the result as a raw slot (an object
/// reference for reference returns).
fn method_invoke0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = class_of_mirror(thread, object(a, 0));
    let declared = method_at(thread, class, int(a, 1))?;
    let receiver = object(a, 2);
    let arguments = object(a, 3);
    let mut target = declared;
    if !declared.is_static() {
        if receiver.is_null() {
            return Err(thread.throw_npe());
        }
        let is_virtual = bool_arg(a, 4) && !declared.is_private() && declared.name != "<init>";
        if is_virtual {
            if let Some(m) = crate::class::resolve::find_virtual(
                receiver.class(),
                &declared.name,
                &declared.descriptor,
            ) {
                target = m;
            }
        }
    } else {
        crate::class::init::ensure_initialized(thread, class)?;
    }
    if target.is_abstract() {
        let message = target.java_signature();
        return Err(thread.throw_new("java/lang/AbstractMethodError", Some(&message)));
    }
    let count = if arguments.is_null() {
        0
    } else {
        arguments.array_length() as usize
    };
    if count != declared.parameter_types.len() {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("wrong number of arguments"),
        ));
    }
    let mut slots = Vec::with_capacity(declared.arg_slots as usize);
    if !declared.is_static() {
        slots.push(receiver.to_slot());
    }
    for (i, &t) in declared.parameter_types.iter().enumerate() {
        let value = ObjRef::from_slot(arguments.array_slice::<u64>()[i]);
        if t.is_reference() {
            slots.push(value.to_slot());
        } else {
            slots.push(unbox(thread, value, t)?);
            if t.slots() == 2 {
                slots.push(0);
            }
        }
    }
    interp::invoke(thread, target, &slots)
}

// ---------------------------------------------------------------------------
// java.lang.reflect.AccessibleObject: the caller for access checks

fn is_reflection_frame(class: &Class) -> bool {
    class.is_library
        && (class.name.starts_with("java/lang/reflect/")
            || class.name.starts_with("java/lang/invoke/")
            || class.name == "java/lang/Class"
            || class.name == "java/lang/ClassLoader")
}

/// The class of the nearest frame that is not reflection's own: the code that
/// asked for the access (Reflection.getCallerClass in the JDK).
fn accessible_caller_class0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let vm = thread.vm;
    let caller = thread
        .frames()
        .flat_map(|r| crate::runtime::codemap::expand(vm, r.method, r.bci.get()))
        .map(|(m, _)| m.class())
        .find(|c| !is_reflection_frame(c));
    match caller {
        Some(c) => mirror_slot(thread, c),
        None => Ok(0),
    }
}

// ---------------------------------------------------------------------------
// java.lang.ClassLoader: class-path resources

fn class_path_resource(thread: &mut JavaThread, a: &[u64]) -> JResult<Option<(Vec<u8>, String)>> {
    let name_ref = object(a, 0);
    if name_ref.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name_ref);
    match thread.vm.class_path.find_resource(&name) {
        Ok(found) => Ok(found.map(|(bytes, _, url)| (bytes, url))),
        Err(message) => Err(thread.throw_new("java/io/UncheckedIOException", Some(&message))),
    }
}

fn loader_find_resource0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let url = class_path_resource(thread, a)?.map(|(_, url)| url);
    string_or_null(thread, url.as_deref())
}

fn loader_resource_bytes0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let bytes = class_path_resource(thread, a)?.map(|(bytes, _)| bytes);
    byte_array(thread, bytes.as_deref())
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/ClassLoader",
        "findResource0",
        "(Ljava/lang/String;)Ljava/lang/String;",
        loader_find_resource0,
    );
    r.register(
        "java/lang/ClassLoader",
        "resourceBytes0",
        "(Ljava/lang/String;)[B",
        loader_resource_bytes0,
    );
    const CLASS_ARRAY: &str = "[Ljava/lang/Class;";
    r.register(
        CLASS,
        "forName0",
        "(Ljava/lang/String;Z)Ljava/lang/Class;",
        class_for_name0,
    );
    r.register(
        CLASS,
        "getInterfaces0",
        &format!("(){CLASS_ARRAY}"),
        class_get_interfaces0,
    );
    r.register(
        CLASS,
        "ensureInitialized0",
        "()V",
        class_ensure_initialized0,
    );
    r.register(
        CLASS,
        "allocateInstance0",
        "()Ljava/lang/Object;",
        class_allocate_instance0,
    );
    r.register(CLASS, "isLibrary0", "()Z", class_is_library0);
    r.register(CLASS, "rawAccessFlags0", "()I", class_raw_access_flags0);
    r.register(
        CLASS,
        "classAttribute0",
        "(Ljava/lang/String;)[B",
        class_attribute0,
    );
    r.register(
        CLASS,
        "fieldAttribute0",
        "(ILjava/lang/String;)[B",
        field_attribute0,
    );
    r.register(
        CLASS,
        "methodAttribute0",
        "(ILjava/lang/String;)[B",
        method_attribute0,
    );
    r.register(CLASS, "cpUtf8_0", "(I)Ljava/lang/String;", cp_utf8);
    r.register(CLASS, "cpBits0", "(I)J", cp_bits);
    r.register(
        CLASS,
        "forDescriptor0",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        class_for_descriptor0,
    );
    r.register(
        CLASS,
        "forDescriptor1",
        "(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Class;",
        class_for_descriptor1,
    );
    r.register(CLASS, "fieldCount0", "()I", field_count0);
    r.register(CLASS, "fieldName0", "(I)Ljava/lang/String;", field_name0);
    r.register(CLASS, "fieldModifiers0", "(I)I", field_modifiers0);
    r.register(CLASS, "fieldType0", "(I)Ljava/lang/Class;", field_type0);
    r.register(CLASS, "methodCount0", "()I", method_count0);
    r.register(CLASS, "methodName0", "(I)Ljava/lang/String;", method_name0);
    r.register(
        CLASS,
        "methodDescriptor0",
        "(I)Ljava/lang/String;",
        method_descriptor0,
    );
    r.register(CLASS, "methodModifiers0", "(I)I", method_modifiers0);
    r.register(
        CLASS,
        "methodParameterTypes0",
        &format!("(I){CLASS_ARRAY}"),
        method_parameter_types0,
    );
    r.register(
        CLASS,
        "methodReturnType0",
        "(I)Ljava/lang/Class;",
        method_return_type0,
    );

    const FIELD_ARGS: &str = "(Ljava/lang/Class;ILjava/lang/Object;";
    r.register(
        FIELD,
        "getObject0",
        &format!("{FIELD_ARGS})Ljava/lang/Object;"),
        field_get0,
    );
    r.register(FIELD, "getBits0", &format!("{FIELD_ARGS})J"), field_get0);
    r.register(
        FIELD,
        "setObject0",
        &format!("{FIELD_ARGS}Ljava/lang/Object;)V"),
        field_set_object0,
    );
    r.register(
        FIELD,
        "setBits0",
        &format!("{FIELD_ARGS}J)V"),
        field_set_bits0,
    );

    const INVOKE_ARGS: &str = "(Ljava/lang/Class;ILjava/lang/Object;[Ljava/lang/Object;Z)";
    r.register(
        METHOD,
        "invokeObject0",
        &format!("{INVOKE_ARGS}Ljava/lang/Object;"),
        method_invoke0,
    );
    r.register(
        METHOD,
        "invokeBits0",
        &format!("{INVOKE_ARGS}J"),
        method_invoke0,
    );
    r.register(
        ACCESSIBLE,
        "callerClass0",
        "()Ljava/lang/Class;",
        accessible_caller_class0,
    );
}

#[cfg(test)]
mod tests {
    use super::normalize;
    use crate::class::BasicType;

    #[test]
    fn normalize_narrows_like_the_interpreter_static_slots() {
        assert_eq!(normalize(0x1_ff, BasicType::Byte), u64::MAX);
        assert_eq!(normalize(3, BasicType::Boolean), 1);
        assert_eq!(normalize(u64::MAX, BasicType::Char), 0xffff);
        assert_eq!(normalize(u64::MAX, BasicType::Int), 0xffff_ffff);
        assert_eq!(normalize(u64::MAX, BasicType::Long), u64::MAX);
    }
}
