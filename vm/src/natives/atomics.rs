//! `jdk.internal.misc.Unsafe`'s atomic subset: compare-and-set, get-and-add,
//! get-and-set and volatile access on a field or array element, as real
//! atomic instructions (issue 18: `Atomic*` must not be `synchronized`).
//!
//! ```text
//! AtomicInteger.compareAndSet --Unsafe.compareAndSetInt(o, offset, e, x)--> cas_int
//!     offset from Unsafe.objectFieldOffset(Class, "value") (the field's byte offset)
//!     or arrayBaseOffset + i * arrayIndexScale (computed in Java after the index check)
//!   --> checked_address: o non-null, offset aligned and inside o --> lock cmpxchg
//! ```
//!
//! Only the class library calls these (rvm has no module system to hide
//! `jdk.internal.misc`), but every offset is still checked against the
//! object's size and alignment, so a bad offset throws `InternalError`
//! instead of touching memory outside the object. A reference stored (by a
//! successful compare-and-set, a get-and-set or a volatile put) is followed
//! by the plan's write barrier on `o` (heap/mod.rs `write_barrier`); these
//! natives run between safepoints (docs/threads.md).

use super::args::{int, long, object, ret_bool, ret_int};
use super::NativeRegistry;
use crate::heap::ObjRef;
use crate::runtime::strings::to_rust_string;
use crate::runtime::thread::{JResult, JavaThread};
use std::sync::atomic::{AtomicI32, AtomicI64, AtomicU64, Ordering::SeqCst};

const UNSAFE: &str = "jdk/internal/misc/Unsafe";

pub fn register(r: &mut NativeRegistry) {
    r.register(
        UNSAFE,
        "objectFieldOffset0",
        "(Ljava/lang/Class;Ljava/lang/String;)J",
        object_field_offset,
    );
    r.register(
        UNSAFE,
        "arrayBaseOffset0",
        "(Ljava/lang/Class;)I",
        array_base_offset,
    );
    r.register(
        UNSAFE,
        "arrayIndexScale0",
        "(Ljava/lang/Class;)I",
        array_index_scale,
    );
    r.register(
        UNSAFE,
        "compareAndSetInt",
        "(Ljava/lang/Object;JII)Z",
        cas_int,
    );
    r.register(
        UNSAFE,
        "compareAndSetLong",
        "(Ljava/lang/Object;JJJ)Z",
        cas_long,
    );
    r.register(
        UNSAFE,
        "compareAndSetReference",
        "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
        cas_reference,
    );
    r.register(
        UNSAFE,
        "getAndAddInt",
        "(Ljava/lang/Object;JI)I",
        get_and_add_int,
    );
    r.register(
        UNSAFE,
        "getAndAddLong",
        "(Ljava/lang/Object;JJ)J",
        get_and_add_long,
    );
    r.register(
        UNSAFE,
        "getAndSetInt",
        "(Ljava/lang/Object;JI)I",
        get_and_set_int,
    );
    r.register(
        UNSAFE,
        "getAndSetLong",
        "(Ljava/lang/Object;JJ)J",
        get_and_set_long,
    );
    r.register(
        UNSAFE,
        "getAndSetReference",
        "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;",
        get_and_set_reference,
    );
    r.register(
        UNSAFE,
        "getIntVolatile",
        "(Ljava/lang/Object;J)I",
        get_int_volatile,
    );
    r.register(
        UNSAFE,
        "getLongVolatile",
        "(Ljava/lang/Object;J)J",
        get_long_volatile,
    );
    r.register(
        UNSAFE,
        "getReferenceVolatile",
        "(Ljava/lang/Object;J)Ljava/lang/Object;",
        get_reference_volatile,
    );
    r.register(
        UNSAFE,
        "putIntVolatile",
        "(Ljava/lang/Object;JI)V",
        put_int_volatile,
    );
    r.register(
        UNSAFE,
        "putLongVolatile",
        "(Ljava/lang/Object;JJ)V",
        put_long_volatile,
    );
    r.register(
        UNSAFE,
        "putReferenceVolatile",
        "(Ljava/lang/Object;JLjava/lang/Object;)V",
        put_reference_volatile,
    );
}

/// The byte offset of the instance field `name` declared by `c` or a superclass.
fn object_field_offset(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let (mirror, name) = (object(a, 1), object(a, 2));
    if mirror.is_null() || name.is_null() {
        return Err(thread.throw_npe());
    }
    let name = to_rust_string(thread, name);
    let mut class = Some(super::lang::class_of_mirror(thread, mirror));
    while let Some(c) = class {
        if let Some(f) = c.fields.iter().find(|f| f.name == name && !f.is_static()) {
            return Ok(f.offset as u64);
        }
        class = c.super_class;
    }
    let message = format!("no instance field {name}");
    Err(thread.throw_new("java/lang/InternalError", Some(&message)))
}

fn array_element_size(thread: &mut JavaThread, a: &[u64]) -> JResult<usize> {
    let mirror = object(a, 1);
    if mirror.is_null() {
        return Err(thread.throw_npe());
    }
    let class = super::lang::class_of_mirror(thread, mirror);
    if !class.is_array() {
        let message = format!("{} is not an array class", class.name);
        return Err(thread.throw_new("java/lang/InternalError", Some(&message)));
    }
    Ok(class.element_type().map_or(8, |t| t.size()))
}

fn array_base_offset(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    array_element_size(thread, a)?;
    Ok(ret_int(crate::heap::object::ARRAY_DATA_OFFSET as i32))
}

fn array_index_scale(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let size = array_element_size(thread, a)?;
    Ok(ret_int(size as i32))
}

/// The address of `size` bytes at `offset` in `o`, after checking that they
/// lie inside the object's body (past its header) and are naturally aligned.
fn checked_address(thread: &mut JavaThread, o: ObjRef, offset: i64, size: usize) -> JResult<usize> {
    if o.is_null() {
        return Err(thread.throw_npe());
    }
    let header = crate::heap::object::HEADER_SIZE as i64;
    let inside = offset >= header
        && offset % size as i64 == 0
        && (offset as u64).saturating_add(size as u64) <= o.heap_size() as u64;
    if !inside {
        let message = format!("offset {offset} is not a {size}-byte slot of this object");
        return Err(thread.throw_new("java/lang/InternalError", Some(&message)));
    }
    Ok(o.0 + offset as usize)
}

fn int_cell(thread: &mut JavaThread, a: &[u64]) -> JResult<&'static AtomicI32> {
    let address = checked_address(thread, object(a, 1), long(a, 2), 4)?;
    // SAFETY: `checked_address` proved the 4 aligned bytes lie inside a live
    // heap object, which the collector cannot move or free while this thread
    // runs Java code (no safepoint inside a native that does not block).
    Ok(unsafe { &*(address as *const AtomicI32) })
}

fn long_cell(thread: &mut JavaThread, a: &[u64]) -> JResult<&'static AtomicI64> {
    let address = checked_address(thread, object(a, 1), long(a, 2), 8)?;
    // SAFETY: as in `int_cell`, for 8 aligned bytes.
    Ok(unsafe { &*(address as *const AtomicI64) })
}

fn reference_cell(thread: &mut JavaThread, a: &[u64]) -> JResult<&'static AtomicU64> {
    let address = checked_address(thread, object(a, 1), long(a, 2), 8)?;
    // SAFETY: as in `int_cell`; a reference slot is one 8-byte word.
    Ok(unsafe { &*(address as *const AtomicU64) })
}

// Argument slots: the Unsafe receiver is slot 0, `o` slot 1, the long offset
// slots 2-3 (its value in slot 2), so the values start at slot 4; a long
// value takes two slots, so a second long value is at slot 6.
fn cas_int(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = int_cell(thread, a)?;
    Ok(ret_bool(
        cell.compare_exchange(int(a, 4), int(a, 5), SeqCst, SeqCst)
            .is_ok(),
    ))
}

fn cas_long(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = long_cell(thread, a)?;
    Ok(ret_bool(
        cell.compare_exchange(long(a, 4), long(a, 6), SeqCst, SeqCst)
            .is_ok(),
    ))
}

fn cas_reference(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = reference_cell(thread, a)?;
    let stored = cell.compare_exchange(a[4], a[5], SeqCst, SeqCst).is_ok();
    if stored {
        crate::heap::write_barrier(object(a, 1));
    }
    Ok(ret_bool(stored))
}

fn get_and_add_int(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = int_cell(thread, a)?;
    Ok(ret_int(cell.fetch_add(int(a, 4), SeqCst)))
}

fn get_and_add_long(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = long_cell(thread, a)?;
    Ok(cell.fetch_add(long(a, 4), SeqCst) as u64)
}

fn get_and_set_int(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = int_cell(thread, a)?;
    Ok(ret_int(cell.swap(int(a, 4), SeqCst)))
}

fn get_and_set_long(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = long_cell(thread, a)?;
    Ok(cell.swap(long(a, 4), SeqCst) as u64)
}

fn get_and_set_reference(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let cell = reference_cell(thread, a)?;
    let old = cell.swap(a[4], SeqCst);
    crate::heap::write_barrier(object(a, 1));
    Ok(old)
}

fn get_int_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(ret_int(int_cell(thread, a)?.load(SeqCst)))
}

fn get_long_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(long_cell(thread, a)?.load(SeqCst) as u64)
}

fn get_reference_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    Ok(reference_cell(thread, a)?.load(SeqCst))
}

fn put_int_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    int_cell(thread, a)?.store(int(a, 4), SeqCst);
    Ok(0)
}

fn put_long_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    long_cell(thread, a)?.store(long(a, 4), SeqCst);
    Ok(0)
}

fn put_reference_volatile(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    reference_cell(thread, a)?.store(a[4], SeqCst);
    crate::heap::write_barrier(object(a, 1));
    Ok(0)
}
