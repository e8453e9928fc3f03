//! `java.lang.ClassLoader`'s natives for user class loaders (JVMS 5.3):
//! defining a class from bytes, `findLoadedClass` and `Class.forName` with
//! a loader, each in the loader's own namespace (`class/user_loaders.rs`).
//!
//! ```text
//! ClassLoader.defineClass (Java: bounds, java.* names)
//!     --defineClass0(loader, name, bytes, off, len)--> user_loaders::define_from_bytes
//!     --> the class's mirror (its classLoader already set); Java records the protection domain
//! ClassLoader.findLoadedClass --findLoadedClass0--> the loader's namespace (defined or initiated)
//! Class.forName(name, init, loader) --forName0(name, init, loader)--> user_loaders::load_through
//! ClassLoader.findBootstrapClassOrNull --isLibraryClass0--> the built-in library's names
//! ```

use super::args::{int, object};
use super::NativeRegistry;
use crate::class::loader::EXCEPTION_PENDING;
use crate::class::user_loaders::{define_from_bytes, find_loaded, load_through, NotFound};
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread, Thrown};

/// `static native Class<?> defineClass0(ClassLoader loader, String name, byte[] b, int off, int len)`;
/// `name` is a binary name (`a.b.C`) or null; Java checked the bounds.
fn define_class0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let loader = object(a, 0);
    let name_ref = object(a, 1);
    let array = object(a, 2);
    if array.is_null() {
        return Err(thread.throw_npe());
    }
    let (offset, length) = (int(a, 3) as usize, int(a, 4) as usize);
    let bytes = array.array_slice::<u8>()[offset..offset + length].to_vec();
    let name =
        (!name_ref.is_null()).then(|| strings::to_rust_string(thread, name_ref).replace('.', "/"));
    match define_from_bytes(thread, loader, name.as_deref(), &bytes) {
        Ok(class) => Ok(super::lang::class_mirror(thread, class)?.to_slot()),
        Err(e) if e.exception == EXCEPTION_PENDING => Err(Thrown),
        Err(e) => Err(thread.throw_link_error(e)),
    }
}

/// `static native Class<?> findLoadedClass0(ClassLoader loader, String name)`:
/// the class of binary name `name` that `loader` defined or initiated, or null.
fn find_loaded_class0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (loader, name_ref) = (object(a, 0), object(a, 1));
    if name_ref.is_null() {
        return Ok(0);
    }
    let name = strings::to_rust_string(thread, name_ref);
    if name.contains('/') {
        return Ok(0);
    }
    match find_loaded(thread.vm, loader, &name.replace('.', "/")) {
        Some(class) => Ok(super::lang::class_mirror(thread, class)?.to_slot()),
        None => Ok(0),
    }
}

/// `static native Class<?> forName0(String name, boolean initialize, ClassLoader loader)`
/// for a user loader: the loader's class of that name (its `loadClass`
/// asked unless the loader already has one; an array's element through the
/// loader), `ClassNotFoundException` as the loader threw it.
fn for_name_with_loader0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (name_ref, initialize, loader) = (object(a, 0), int(a, 1) != 0, object(a, 2));
    if name_ref.is_null() || loader.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name_ref);
    let not_found =
        |thread: &mut JavaThread| thread.throw_new("java/lang/ClassNotFoundException", Some(&name));
    if name.is_empty() || name.contains('/') {
        return Err(not_found(thread));
    }
    let class = match load_through(thread, loader, &name.replace('.', "/"), NotFound::Rethrow) {
        Ok(class) if class.is_primitive() => return Err(not_found(thread)),
        Ok(class) => class,
        Err(e) if e.exception == EXCEPTION_PENDING => return Err(Thrown),
        Err(e)
            if e.exception == "java/lang/NoClassDefFoundError"
                && !e.message.contains("wrong name") =>
        {
            return Err(not_found(thread))
        }
        Err(e) => return Err(thread.throw_link_error(e)),
    };
    if initialize {
        crate::class::init::ensure_initialized(thread, class)?;
    }
    Ok(super::lang::class_mirror(thread, class)?.to_slot())
}

/// `static native boolean isLibraryClass0(String name)`: whether the boot
/// loader (the built-in library) defines binary name `name`.
fn is_library_class0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let name_ref = object(a, 0);
    if name_ref.is_null() {
        return Err(thread.throw_npe());
    }
    let name = strings::to_rust_string(thread, name_ref);
    let known = !name.contains('/')
        && crate::class::loader::library_class_bytes(&name.replace('.', "/")).is_some();
    Ok(u64::from(known))
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/ClassLoader",
        "isLibraryClass0",
        "(Ljava/lang/String;)Z",
        is_library_class0,
    );
    r.register(
        "java/lang/ClassLoader",
        "defineClass0",
        "(Ljava/lang/ClassLoader;Ljava/lang/String;[BII)Ljava/lang/Class;",
        define_class0,
    );
    r.register(
        "java/lang/ClassLoader",
        "findLoadedClass0",
        "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/lang/Class;",
        find_loaded_class0,
    );
    r.register(
        "java/lang/ClassLoader",
        "forName0",
        "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;",
        for_name_with_loader0,
    );
}
