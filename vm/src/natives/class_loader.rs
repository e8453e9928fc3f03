//! `java.lang.ClassLoader.defineClass0`: a user class loader's bytes become a
//! class (JVMS 5.3.2).
//!
//! ```text
//! ClassLoader.defineClass (Java: bounds, java.* names, this loader's duplicates)
//!     --defineClass0(loader, name, bytes, off, len)--> loader::define_from_bytes
//!     --> the class's mirror; Java then records the loader and protection domain in it
//! ```

use super::args::{int, object};
use super::NativeRegistry;
use crate::class::loader::{define_from_bytes, EXCEPTION_PENDING};
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

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/ClassLoader",
        "defineClass0",
        "(Ljava/lang/ClassLoader;Ljava/lang/String;[BII)Ljava/lang/Class;",
        define_class0,
    );
}
