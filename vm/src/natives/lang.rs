//! Natives of `java.lang`: Object, Class, System, Runtime, String, Float, Double
//! (Object's monitor methods and Thread are in threads.rs).
//! Also the VM-side helpers other modules use to reach these classes
//! (`class_mirror`, `string_value_of`, identity hashes).

use super::args::*;
use super::float_format;
use super::NativeRegistry;
use crate::class::loader::load_class;
use crate::class::{BasicType, Class};
use crate::heap::object::{ARRAY_DATA_OFFSET, HASH_OFFSET};
use crate::heap::ObjRef;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

// ---------------------------------------------------------------------------
// Helpers shared with the rest of the VM

/// The `java.lang.Class` object for `class`, created on first request.
pub fn class_mirror(thread: &mut JavaThread, class: &'static Class) -> JResult<ObjRef> {
    let existing = class.mirror_ref();
    if !existing.is_null() {
        return Ok(existing);
    }
    let wk = thread.well_known();
    let mirror = thread.new_object(wk.class_class)?;
    mirror.write::<usize>(wk.class_vm_class_offset, class as *const Class as usize);
    match class
        .mirror
        .compare_exchange(0, mirror.0, Ordering::AcqRel, Ordering::Acquire)
    {
        Ok(_) => Ok(mirror),
        Err(winner) => Ok(ObjRef(winner)),
    }
}

/// The VM class behind a `java.lang.Class` object.
pub fn class_of_mirror(thread: &JavaThread, mirror: ObjRef) -> &'static Class {
    let address = mirror.read::<usize>(thread.well_known().class_vm_class_offset);
    // SAFETY: `vmClass` is only ever set by `class_mirror` to a leaked Class.
    unsafe { &*(address as *const Class) }
}

/// `String.valueOf(obj)`: null stays null (the caller prints "null"), a String
/// is itself, anything else is `obj.toString()` (whose null result also stays null).
pub fn string_value_of(thread: &mut JavaThread, obj: ObjRef) -> JResult<ObjRef> {
    if obj.is_null() {
        return Ok(ObjRef::NULL);
    }
    let class = obj.class();
    if std::ptr::eq(class, thread.well_known().string) {
        return Ok(obj);
    }
    let to_string = crate::class::resolve::find_virtual(class, "toString", "()Ljava/lang/String;")
        .expect("every class inherits Object.toString");
    let result = interp::invoke(thread, to_string, &[obj.to_slot()])?;
    Ok(ObjRef::from_slot(result))
}

// Process-wide, not in `Vm`: any sequence serves (HotSpot's is per thread);
// only that hashes are nonzero and spread matters.
static HASH_STATE: AtomicU32 = AtomicU32::new(0x2545_F491);

/// The identity hash of an object: assigned on first request from a xorshift
/// sequence (31 bits, never 0), stored in the header.
pub fn identity_hash(obj: ObjRef) -> i32 {
    let existing = obj.read::<u32>(HASH_OFFSET);
    if existing != 0 {
        return existing as i32;
    }
    let mut x = HASH_STATE.load(Ordering::Relaxed);
    let hash = loop {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let h = x & 0x7fff_ffff;
        if h != 0 {
            break h;
        }
    };
    HASH_STATE.store(x, Ordering::Relaxed);
    // Threads may race to hash the same object: the first hash stored wins.
    // SAFETY: every object has the 4-byte, 4-aligned hash word at
    // HASH_OFFSET (heap/object.rs); objects never move.
    let word = unsafe { &*((obj.0 + HASH_OFFSET) as *const AtomicU32) };
    match word.compare_exchange(0, hash, Ordering::Relaxed, Ordering::Relaxed) {
        Ok(_) => hash as i32,
        Err(winner) => winner as i32,
    }
}

fn new_string_or_null(thread: &mut JavaThread, text: Option<&str>) -> JResult<u64> {
    match text {
        Some(t) => Ok(strings::new_string(thread, t)?.to_slot()),
        None => Ok(0),
    }
}

// ---------------------------------------------------------------------------
// java.lang.Object

fn object_get_class(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = object(a, 0).class();
    Ok(class_mirror(thread, class)?.to_slot())
}

fn object_hash_code(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_int(identity_hash(object(a, 0))))
}

fn object_clone(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let obj = object(a, 0);
    let class = obj.class();
    let size = if class.is_array() {
        class.array_size(obj.array_length() as usize)
    } else {
        let cloneable =
            load_class(thread.vm, "java/lang/Cloneable").map_err(|e| thread.throw_link_error(e))?;
        if !class.is_subclass_of(cloneable) {
            let message = class.java_name();
            return Err(thread.throw_new("java/lang/CloneNotSupportedException", Some(&message)));
        }
        class.instance_size
    };
    let copy = thread
        .allocate(class, size)
        .ok_or_else(|| thread.out_of_memory())?;
    // SAFETY: both objects are `size` bytes long and do not overlap (fresh allocation).
    unsafe {
        std::ptr::copy_nonoverlapping(
            (obj.0 + 16) as *const u8,
            (copy.0 + 16) as *mut u8,
            size - 16,
        );
    }
    if class.is_array() {
        copy.write::<i32>(crate::heap::object::ARRAY_LENGTH_OFFSET, obj.array_length());
    }
    Ok(copy.to_slot())
}

// ---------------------------------------------------------------------------
// java.lang.Class

fn mirror_class(thread: &JavaThread, a: &[u64]) -> &'static Class {
    class_of_mirror(thread, object(a, 0))
}

fn class_get_name0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = mirror_class(thread, a);
    let name = class.java_name();
    new_string_or_null(thread, Some(&name))
}

fn class_is_interface(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let c = mirror_class(thread, a);
    Ok(ret_bool(
        c.is_interface() && !c.is_array() && !c.is_primitive(),
    ))
}

fn class_is_array(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_bool(mirror_class(thread, a).is_array()))
}

fn class_is_primitive(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_bool(mirror_class(thread, a).is_primitive()))
}

fn class_get_superclass(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let c = mirror_class(thread, a);
    if c.is_interface() && !c.is_array() {
        return Ok(0);
    }
    match c.super_class {
        Some(s) => Ok(class_mirror(thread, s)?.to_slot()),
        None => Ok(0),
    }
}

fn class_get_component_type(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    match mirror_class(thread, a).component() {
        Some(c) => Ok(class_mirror(thread, c)?.to_slot()),
        None => Ok(0),
    }
}

fn class_is_instance(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let c = mirror_class(thread, a);
    let obj = object(a, 1);
    Ok(ret_bool(!obj.is_null() && obj.class().is_subclass_of(c)))
}

fn class_is_assignable_from(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let c = mirror_class(thread, a);
    let other = object(a, 1);
    if other.is_null() {
        return Err(thread.throw_npe());
    }
    let other = class_of_mirror(thread, other);
    Ok(ret_bool(other.is_subclass_of(c)))
}

fn class_get_primitive_class(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name = object(a, 0);
    if name.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name);
    let t = match name.as_str() {
        "boolean" => BasicType::Boolean,
        "byte" => BasicType::Byte,
        "char" => BasicType::Char,
        "short" => BasicType::Short,
        "int" => BasicType::Int,
        "float" => BasicType::Float,
        "long" => BasicType::Long,
        "double" => BasicType::Double,
        "void" => BasicType::Void,
        _ => return Err(thread.throw_new("java/lang/IllegalArgumentException", Some(&name))),
    };
    let class = thread.vm.primitive_class(t);
    Ok(class_mirror(thread, class)?.to_slot())
}

/// Calls the enum class's static `values()` (which returns a fresh copy).
fn class_get_enum_constants0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let class = mirror_class(thread, a);
    let descriptor = format!("()[L{};", class.name);
    match class
        .declared_method("values", &descriptor)
        .filter(|m| m.is_static())
    {
        Some(values) => {
            crate::class::init::ensure_initialized(thread, class)?;
            interp::invoke(thread, values, &[])
        }
        None => Ok(0),
    }
}

// ---------------------------------------------------------------------------
// java.lang.reflect.Array

fn array_new_array(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let component = object(a, 0);
    if component.is_null() {
        return Err(thread.throw_npe());
    }
    let component = class_of_mirror(thread, component);
    let array_class = thread.array_class_of(component)?;
    Ok(thread.new_array(array_class, int(a, 1))?.to_slot())
}

fn array_get_length(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let array = object(a, 0);
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    if !array.class().is_array() {
        return Err(thread.throw_new(
            "java/lang/IllegalArgumentException",
            Some("Argument is not an array"),
        ));
    }
    Ok(ret_int(array.array_length()))
}

// ---------------------------------------------------------------------------
// java.lang.System and Runtime

fn system_arraycopy(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (src, src_pos, dst, dst_pos, length) =
        (object(a, 0), int(a, 1), object(a, 2), int(a, 3), int(a, 4));
    if src.is_null() || dst.is_null() {
        return Err(thread.throw_npe());
    }
    let (src_class, dst_class) = (src.class(), dst.class());
    let store_error = |thread: &mut JavaThread, message: String| {
        Err(thread.throw_new("java/lang/ArrayStoreException", Some(&message)))
    };
    let (Some(src_type), Some(dst_type)) = (src_class.element_type(), dst_class.element_type())
    else {
        let which = if src_class.is_array() {
            "destination"
        } else {
            "source"
        };
        let class = if src_class.is_array() {
            dst_class
        } else {
            src_class
        };
        return store_error(
            thread,
            format!(
                "arraycopy: {which} type {} is not an array",
                class.java_name()
            ),
        );
    };
    if src_type != dst_type {
        return store_error(
            thread,
            format!(
                "arraycopy: type mismatch: can not copy {} into {}",
                format!("{}[]", elem_name(src_type)),
                format!("{}[]", elem_name(dst_type))
            ),
        );
    }
    let (src_len, dst_len) = (src.array_length(), dst.array_length());
    if src_pos < 0
        || dst_pos < 0
        || length < 0
        || src_pos as i64 + length as i64 > src_len as i64
        || dst_pos as i64 + length as i64 > dst_len as i64
    {
        let message = if length < 0 {
            format!("arraycopy: length {length} is negative")
        } else if src_pos < 0 {
            format!(
                "arraycopy: source index {src_pos} out of bounds for {}[{src_len}]",
                elem_name(src_type)
            )
        } else if dst_pos < 0 {
            format!(
                "arraycopy: destination index {dst_pos} out of bounds for {}[{dst_len}]",
                elem_name(dst_type)
            )
        } else if src_pos as i64 + length as i64 > src_len as i64 {
            format!(
                "arraycopy: last source index {} out of bounds for {}[{src_len}]",
                src_pos as i64 + length as i64,
                elem_name(src_type)
            )
        } else {
            format!(
                "arraycopy: last destination index {} out of bounds for {}[{dst_len}]",
                dst_pos as i64 + length as i64,
                elem_name(dst_type)
            )
        };
        return Err(thread.throw_new("java/lang/ArrayIndexOutOfBoundsException", Some(&message)));
    }
    let size = src_type.size();
    if src_type == BasicType::Reference {
        let dst_component = dst_class.component().expect("array class has a component");
        let src_component = src_class.component().expect("array class has a component");
        if !src_component.is_subclass_of(dst_component)
            && !dst_component.is_subclass_of(src_component)
        {
            // Neither element type can hold the other's elements (HotSpot checks
            // this before copying anything).
            let message = format!(
                "arraycopy: type mismatch: can not copy {}[] into {}[]",
                src_component.java_name(),
                dst_component.java_name()
            );
            return Err(thread.throw_new("java/lang/ArrayStoreException", Some(&message)));
        }
        if !src_component.is_subclass_of(dst_component) {
            // Element-by-element with store checks; copy what fits, then throw.
            for i in 0..length as usize {
                let v = src.read::<u64>(ARRAY_DATA_OFFSET + (src_pos as usize + i) * 8);
                let obj = ObjRef::from_slot(v);
                if !obj.is_null() && !obj.class().is_subclass_of(dst_component) {
                    let message = format!(
                        "arraycopy: element type mismatch: can not cast one of the elements of {}[] to the type of the destination array, {}",
                        src_component.java_name(),
                        dst_component.java_name()
                    );
                    return Err(thread.throw_new("java/lang/ArrayStoreException", Some(&message)));
                }
                dst.write_ref(ARRAY_DATA_OFFSET + (dst_pos as usize + i) * 8, obj);
            }
            return Ok(0);
        }
    }
    // SAFETY: bounds checked above; `copy` handles overlap (same array).
    unsafe {
        std::ptr::copy(
            src.array_data().add(src_pos as usize * size),
            dst.array_data().add(dst_pos as usize * size),
            length as usize * size,
        );
    }
    if src_type == BasicType::Reference && length > 0 {
        // The write barrier for the whole destination: a generational plan
        // rescans all of it if it is old (heap/mmtk/mod.rs).
        crate::heap::write_barrier(dst);
    }
    Ok(0)
}

fn elem_name(t: BasicType) -> &'static str {
    if t == BasicType::Reference {
        "object array"
    } else {
        t.java_name()
    }
}

fn system_current_time_millis(_: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0);
    Ok(ms as u64)
}

fn system_nano_time(_: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    let start = START.get_or_init(Instant::now);
    Ok(start.elapsed().as_nanos() as i64 as u64)
}

fn system_identity_hash_code(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let obj = object(a, 0);
    Ok(if obj.is_null() {
        0
    } else {
        ret_int(identity_hash(obj))
    })
}

/// The keys `System.getProperty0` knows, in the order `System.getProperties()` adds them.
const SYSTEM_PROPERTY_KEYS: &[&str] = &[
    "java.version",
    "java.vm.name",
    "java.vm.version",
    "java.vendor",
    "java.specification.version",
    "java.specification.name",
    "java.specification.vendor",
    "java.vm.specification.version",
    "java.vm.specification.name",
    "java.vm.specification.vendor",
    "java.class.version",
    "java.home",
    "line.separator",
    "file.separator",
    "path.separator",
    "os.name",
    "os.arch",
    "os.version",
    "sun.arch.data.model",
    "sun.cpu.endian",
    "user.dir",
    "user.home",
    "user.name",
    "java.io.tmpdir",
    "file.encoding",
    "native.encoding",
    "stdout.encoding",
    "sun.jnu.encoding",
    "user.language",
    "java.class.path",
];

/// A system property's value: the command line's `-Dkey=value` (the last
/// one given for the key) or else the VM's own, or None.
fn system_property(thread: &JavaThread, key: &str) -> Option<String> {
    let mut defined = thread.vm.options.system_properties.iter().rev();
    match defined.find(|(k, _)| k == key) {
        Some((_, value)) => Some(value.clone()),
        None => vm_system_property(thread, key),
    }
}

/// The VM's value of a system property (one of [`SYSTEM_PROPERTY_KEYS`]), or None.
fn vm_system_property(thread: &JavaThread, key: &str) -> Option<String> {
    match key {
        "java.version" => Some("17".into()),
        "java.vm.name" => Some("rvm".into()),
        "java.vm.version" => Some(env!("CARGO_PKG_VERSION").into()),
        "java.vendor" => Some("rvm".into()),
        "java.specification.version" | "java.vm.specification.version" => Some("17".into()),
        // The Java SE 17 specifications rvm implements (their names and owner, as `java` reports them)
        "java.specification.name" => Some("Java Platform API Specification".into()),
        "java.vm.specification.name" => Some("Java Virtual Machine Specification".into()),
        "java.specification.vendor" | "java.vm.specification.vendor" => {
            Some("Oracle Corporation".into())
        }
        "java.class.version" => Some("61.0".into()),
        // rvm's installation: the folder holding the `rvm` binary (the JDK's holds bin/java)
        "java.home" => std::env::current_exe()
            .ok()
            .and_then(|exe| exe.parent().map(|dir| dir.display().to_string())),
        "sun.arch.data.model" => Some("64".into()),
        // rvm runs on x86-64 only
        "sun.cpu.endian" => Some("little".into()),
        // The kernel release, as HotSpot reads it from uname
        "os.version" => std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .ok()
            .map(|v| v.trim().to_string()),
        "user.language" => Some("en".into()),
        "line.separator" => Some("\n".into()),
        "file.separator" => Some("/".into()),
        "path.separator" => Some(":".into()),
        "os.name" => Some("Linux".into()),
        "os.arch" => Some("amd64".into()),
        "user.dir" => std::env::current_dir()
            .ok()
            .map(|p| p.display().to_string()),
        "user.home" => std::env::var("HOME").ok(),
        "user.name" => std::env::var("USER").ok(),
        "java.io.tmpdir" => Some("/tmp".into()),
        "file.encoding" | "native.encoding" | "stdout.encoding" | "sun.jnu.encoding" => {
            Some("UTF-8".into())
        }
        "java.class.path" => Some(thread.vm.class_path.describe()),
        _ => None,
    }
}

fn system_get_property0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let key = object(a, 0);
    if key.is_null() {
        return Err(thread.throw_npe());
    }
    let key = strings::to_rust_string(thread, key);
    let value = system_property(thread, &key);
    new_string_or_null(thread, value.as_deref())
}

/// `System.propertyKeys0`: the keys of the VM's properties that have a value, for `getProperties()`.
fn system_property_keys0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let mut keys: Vec<&str> = SYSTEM_PROPERTY_KEYS
        .iter()
        .copied()
        .filter(|key| system_property(thread, key).is_some())
        .collect();
    // Then the command line's own keys, once each, in the order given.
    let vm = thread.vm;
    for (key, _) in &vm.options.system_properties {
        if !keys.contains(&key.as_str()) {
            keys.push(key);
        }
    }
    let string_class = thread.load_class("java/lang/String")?;
    let array_class = thread.array_class_of(string_class)?;
    let array = thread.new_array(array_class, keys.len() as i32)?;
    for (i, key) in keys.iter().enumerate() {
        let key = strings::new_string(thread, key)?;
        array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 8 * i, key);
    }
    Ok(array.to_slot())
}

/// `Class.desiredAssertionStatus0(name)`: whether `-ea`/`-da` enable
/// assertions in the application class `name` (binary name, dots). As the
/// JDK's `ClassLoader.desiredAssertionStatus` decides: a rule naming the
/// class, else the rule for its closest enclosing package (`pkg...`; `...`
/// alone is the unnamed package), else the plain `-ea`/`-da`; within each
/// kind the last rule given wins.
fn class_desired_assertion_status0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name = object(a, 0);
    if name.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name);
    Ok(assertion_status(&thread.vm.options.assertions, &name) as u64)
}

/// See [`class_desired_assertion_status0`].
fn assertion_status(rules: &[(bool, String)], class: &str) -> bool {
    let last = |wanted: &str| {
        rules
            .iter()
            .rev()
            .find(|(_, name)| name == wanted)
            .map(|&(on, _)| on)
    };
    if let Some(on) = last(class) {
        return on;
    }
    let mut package = class;
    while let Some(dot) = package.rfind('.') {
        package = &package[..dot];
        if let Some(on) = last(&format!("{package}...")) {
            return on;
        }
    }
    if !class.contains('.') {
        if let Some(on) = last("...") {
            return on;
        }
    }
    last("").unwrap_or(false)
}

/// `System.getenv0`: one variable of the process environment (lossy UTF-8), or null.
fn system_getenv0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name = object(a, 0);
    if name.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name);
    let value = std::env::var_os(&name).map(|v| v.to_string_lossy().into_owned());
    new_string_or_null(thread, value.as_deref())
}

/// `System.environ0`: the process environment as [name0, value0, name1, value1, ...].
fn system_environ0(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    let pairs: Vec<(String, String)> = std::env::vars_os()
        .map(|(k, v)| {
            (
                k.to_string_lossy().into_owned(),
                v.to_string_lossy().into_owned(),
            )
        })
        .collect();
    let string_class = thread.load_class("java/lang/String")?;
    let array_class = thread.array_class_of(string_class)?;
    let array = thread.new_array(array_class, (pairs.len() * 2) as i32)?;
    for (i, (k, v)) in pairs.iter().enumerate() {
        let key = strings::new_string(thread, k)?;
        array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 16 * i, key);
        let value = strings::new_string(thread, v)?;
        array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + 16 * i + 8, value);
    }
    Ok(array.to_slot())
}

fn runtime_exit0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    crate::launcher::shutdown(thread);
    std::process::exit(int(a, 0));
}

fn runtime_available_processors(_: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(ret_int(
        std::thread::available_parallelism()
            .map(|n| n.get() as i32)
            .unwrap_or(1),
    ))
}

fn runtime_free_memory(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(thread.vm.heap.free_bytes() as u64)
}

fn runtime_total_memory(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(thread.vm.heap.capacity_bytes() as u64)
}

fn runtime_max_memory(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    Ok(thread.vm.heap.max_bytes() as u64)
}

fn runtime_gc(thread: &mut JavaThread, _: &[u64]) -> JResult<u64> {
    thread.collect_garbage(crate::heap::gc::Cause::Explicit);
    Ok(0)
}

// ---------------------------------------------------------------------------
// java.lang.String, Float, Double

fn string_intern(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(strings::intern(thread, object(a, 0))?.to_slot())
}

fn float_to_raw_int_bits(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(a[0] as u32 as u64)
}

fn int_bits_to_float(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(a[0] as u32 as u64)
}

fn double_to_raw_long_bits(_: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(a[0])
}

fn float_to_string(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let text = float_format::float_to_java_string(float(a, 0));
    new_string_or_null(thread, Some(&text))
}

fn double_to_string(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let text = float_format::double_to_java_string(double(a, 0));
    new_string_or_null(thread, Some(&text))
}

fn number_format_error(thread: &mut JavaThread, s: ObjRef) -> crate::runtime::Thrown {
    if s.is_null() {
        return thread.throw_npe();
    }
    let text = strings::to_rust_string(thread, s);
    let trimmed = text.trim_matches(|c: char| c <= ' ');
    let message = if trimmed.is_empty() {
        "empty String".to_string()
    } else if float_format::has_multiple_points(trimmed) {
        // FloatingDecimal's digit scan stops at a second point with this message.
        "multiple points".to_string()
    } else {
        format!("For input string: \"{text}\"")
    };
    thread.throw_new("java/lang/NumberFormatException", Some(&message))
}

/// JDK 17's FloatingDecimal dereferences the argument first, so a null input
/// gives its helpful message.
fn parse_null_argument(thread: &mut JavaThread) -> crate::runtime::Thrown {
    thread.throw_new(
        "java/lang/NullPointerException",
        Some("Cannot invoke \"String.trim()\" because \"in\" is null"),
    )
}

/// `Double.parseDouble` / `Float.parseFloat`: `parse` gives the result slot.
fn parse_floating(
    thread: &mut JavaThread,
    a: &[u64],
    parse: fn(&str) -> Option<u64>,
) -> JResult<u64> {
    let s = object(a, 0);
    if s.is_null() {
        return Err(parse_null_argument(thread));
    }
    parse(&strings::to_rust_string(thread, s)).ok_or_else(|| number_format_error(thread, s))
}

fn parse_double(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    parse_floating(thread, a, |text| {
        float_format::parse_java_double(text).map(ret_double)
    })
}

fn parse_float(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    parse_floating(thread, a, |text| {
        float_format::parse_java_float(text).map(ret_float)
    })
}

pub fn register(r: &mut NativeRegistry) {
    const OBJECT: &str = "java/lang/Object";
    r.register(OBJECT, "getClass", "()Ljava/lang/Class;", object_get_class);
    r.register(OBJECT, "hashCode", "()I", object_hash_code);
    r.register(OBJECT, "clone", "()Ljava/lang/Object;", object_clone);

    const CLASS: &str = "java/lang/Class";
    r.register(CLASS, "getName0", "()Ljava/lang/String;", class_get_name0);
    r.register(CLASS, "isInterface", "()Z", class_is_interface);
    r.register(CLASS, "isArray", "()Z", class_is_array);
    r.register(CLASS, "isPrimitive", "()Z", class_is_primitive);
    r.register(
        CLASS,
        "getSuperclass",
        "()Ljava/lang/Class;",
        class_get_superclass,
    );
    r.register(
        CLASS,
        "getComponentType",
        "()Ljava/lang/Class;",
        class_get_component_type,
    );
    r.register(
        CLASS,
        "isInstance",
        "(Ljava/lang/Object;)Z",
        class_is_instance,
    );
    r.register(
        CLASS,
        "isAssignableFrom",
        "(Ljava/lang/Class;)Z",
        class_is_assignable_from,
    );
    r.register(
        CLASS,
        "getPrimitiveClass",
        "(Ljava/lang/String;)Ljava/lang/Class;",
        class_get_primitive_class,
    );
    r.register(
        CLASS,
        "getEnumConstants0",
        "()[Ljava/lang/Object;",
        class_get_enum_constants0,
    );
    r.register(
        "java/lang/reflect/Array",
        "newArray",
        "(Ljava/lang/Class;I)Ljava/lang/Object;",
        array_new_array,
    );
    r.register(
        "java/lang/reflect/Array",
        "getLength",
        "(Ljava/lang/Object;)I",
        array_get_length,
    );

    const SYSTEM: &str = "java/lang/System";
    r.register(
        SYSTEM,
        "arraycopy",
        "(Ljava/lang/Object;ILjava/lang/Object;II)V",
        system_arraycopy,
    );
    r.register(
        SYSTEM,
        "currentTimeMillis",
        "()J",
        system_current_time_millis,
    );
    r.register(SYSTEM, "nanoTime", "()J", system_nano_time);
    r.register(
        SYSTEM,
        "identityHashCode",
        "(Ljava/lang/Object;)I",
        system_identity_hash_code,
    );
    r.register(
        "java/lang/Class",
        "desiredAssertionStatus0",
        "(Ljava/lang/String;)Z",
        class_desired_assertion_status0,
    );
    r.register(
        SYSTEM,
        "getProperty0",
        "(Ljava/lang/String;)Ljava/lang/String;",
        system_get_property0,
    );
    r.register(
        "java/lang/System",
        "propertyKeys0",
        "()[Ljava/lang/String;",
        system_property_keys0,
    );
    r.register(
        SYSTEM,
        "getenv0",
        "(Ljava/lang/String;)Ljava/lang/String;",
        system_getenv0,
    );
    r.register(SYSTEM, "environ0", "()[Ljava/lang/String;", system_environ0);

    const RUNTIME: &str = "java/lang/Runtime";
    r.register(RUNTIME, "exit0", "(I)V", runtime_exit0);
    r.register(RUNTIME, "halt0", "(I)V", runtime_exit0);
    r.register(
        RUNTIME,
        "availableProcessors",
        "()I",
        runtime_available_processors,
    );
    r.register(RUNTIME, "freeMemory", "()J", runtime_free_memory);
    r.register(RUNTIME, "totalMemory", "()J", runtime_total_memory);
    r.register(RUNTIME, "maxMemory", "()J", runtime_max_memory);
    r.register(RUNTIME, "gc", "()V", runtime_gc);

    r.register(
        "java/lang/String",
        "intern",
        "()Ljava/lang/String;",
        string_intern,
    );

    r.register(
        "java/lang/Float",
        "floatToRawIntBits",
        "(F)I",
        float_to_raw_int_bits,
    );
    r.register(
        "java/lang/Float",
        "intBitsToFloat",
        "(I)F",
        int_bits_to_float,
    );
    r.register(
        "java/lang/Float",
        "toString",
        "(F)Ljava/lang/String;",
        float_to_string,
    );
    r.register(
        "java/lang/Float",
        "parseFloat",
        "(Ljava/lang/String;)F",
        parse_float,
    );
    r.register(
        "java/lang/Double",
        "doubleToRawLongBits",
        "(D)J",
        double_to_raw_long_bits,
    );
    r.register(
        "java/lang/Double",
        "longBitsToDouble",
        "(J)D",
        double_to_raw_long_bits,
    );
    r.register(
        "java/lang/Double",
        "toString",
        "(D)Ljava/lang/String;",
        double_to_string,
    );
    r.register(
        "java/lang/Double",
        "parseDouble",
        "(Ljava/lang/String;)D",
        parse_double,
    );
}

#[cfg(test)]
mod assertion_tests {
    use super::assertion_status;

    fn rules(list: &[(bool, &str)]) -> Vec<(bool, String)> {
        list.iter().map(|&(on, n)| (on, n.to_string())).collect()
    }

    #[test]
    fn class_rule_beats_package_rule_beats_default() {
        let r = rules(&[(true, ""), (false, "a.b..."), (true, "a.b.C")]);
        assert!(assertion_status(&r, "a.b.C"));
        assert!(!assertion_status(&r, "a.b.D"));
        assert!(!assertion_status(&r, "a.b.c.E"));
        assert!(assertion_status(&r, "x.Y"));
        assert!(!assertion_status(&[], "x.Y"));
    }

    #[test]
    fn closest_package_and_last_rule_win() {
        let r = rules(&[
            (true, "a..."),
            (false, "a.b..."),
            (false, "..."),
            (true, "..."),
        ]);
        assert!(assertion_status(&r, "a.X"));
        assert!(!assertion_status(&r, "a.b.X"));
        assert!(assertion_status(&r, "Main"));
        assert!(!assertion_status(
            &rules(&[(true, "..."), (false, "")]),
            "p.Main"
        ));
    }
}
