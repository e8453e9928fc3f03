//! Runtime entry points for compiled code (the `jit` crate embeds their
//! addresses and calls them with `mov rax, imm64; call rax`).
//!
//! ```text
//! compiled code: store bci and operand-stack top into its FrameRecord
//!                -> call helper(thread, ...) -> cmp [thread.pending_exception], 0
//!                                              -> jne exception dispatcher
//! ```
//!
//! Every helper is `extern "sysv64"`, finds the compiled frame as
//! `thread.top_frame`, and reports a Java exception by leaving it in
//! `thread.pending_exception` (never by unwinding: there is no unwind
//! information for compiled frames).

use super::{abstract_method_error, call, find_handler, step_compiled};
use crate::class::{Class, Method, SignatureId};
use crate::compile;
use crate::heap::ObjRef;
use crate::runtime::thread::{FrameRecord, JavaThread, YieldpointKind};
use crate::runtime::Vm;
use std::sync::atomic::AtomicPtr;
use std::sync::atomic::Ordering::{AcqRel, Acquire, Release};

/// Executes the instruction at the frame record's bci with the interpreter's
/// semantics (see `step_compiled`).
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_step(thread: *mut JavaThread) {
    // SAFETY: compiled code passes the thread it runs on (from its first
    // argument, kept in a register), which is not otherwise borrowed while
    // compiled code runs.
    let thread = unsafe { &mut *thread };
    let _ = step_compiled(thread);
}

/// Calls `method` (interpreted, compiled or native) with its arguments at
/// slots `[base, ...)`; the result slot, or 0 with the exception pending.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_call(
    thread: *mut JavaThread,
    method: *const Method,
    base: usize,
) -> u64 {
    // SAFETY: as for `jit_step`; `method` is a `&'static Method` embedded at
    // compile time.
    let (thread, method) = unsafe { (&mut *thread, &*method) };
    call(thread, method, base).unwrap_or(0)
}

/// Looks for a handler of the pending exception at the frame record's bci.
/// Found: clears the exception, stores it as the only operand-stack entry and
/// returns the handler's bci. Not found: -1, the exception stays pending.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_find_handler(thread: *mut JavaThread) -> i64 {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    // SAFETY: the compiled frame's record is linked while it calls helpers.
    let record: &FrameRecord = unsafe { &*thread.top_frame };
    let method = record.method;
    let code = method
        .code
        .as_ref()
        .expect("compiled methods have bytecode");
    match find_handler(thread, method.class(), code, record.bci.get() as usize) {
        Some(handler) => {
            let exception = thread.take_exception();
            let stack_base = record.base + code.max_locals as usize;
            thread.set_slot(stack_base, exception.to_slot());
            record.top.set(stack_base + 1);
            handler as i64
        }
        None => -1,
    }
}

/// A taken yieldpoint; `kind` is a `YieldpointKind` discriminant.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_yieldpoint(thread: *mut JavaThread, kind: u32) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    crate::runtime::yieldpoint::yieldpoint_taken(thread, YieldpointKind::from_discriminant(kind));
}

/// The compiled prologue found the native or slot stack exhausted: throws
/// StackOverflowError (in the caller's frame, as the interpreter does: the
/// compiled frame is not linked yet).
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_stack_overflow(thread: *mut JavaThread) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    thread.stack_overflow();
}

/// `new` of a resolved, initialized class: the object, or 0 with
/// OutOfMemoryError pending.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_new_object(
    thread: *mut JavaThread,
    class: *const Class,
) -> usize {
    // SAFETY: as for `jit_step`; `class` is a `&'static Class` embedded at compile time.
    let (thread, class) = unsafe { (&mut *thread, &*class) };
    thread.new_object(class).map_or(0, |o| o.0)
}

/// `newarray`/`anewarray` of a resolved array class: the array, or 0 with
/// NegativeArraySizeException or OutOfMemoryError pending.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_new_array(
    thread: *mut JavaThread,
    array_class: *const Class,
    length: i32,
) -> usize {
    // SAFETY: as for `jit_new_object`.
    let (thread, array_class) = unsafe { (&mut *thread, &*array_class) };
    thread.new_array(array_class, length).map_or(0, |o| o.0)
}

/// An `invokeinterface` call site's inline cache: the (receiver class,
/// target) pair last seen (compiled code compares the receiver's class with
/// `current.class` and calls `current.target` on a hit), backed by a few
/// more pairs that the miss helper checks before the class's signature map,
/// so polymorphic sites stay cheap.
///
/// Threads may race on a site (docs/threads.md): a pair is an immutable
/// [`InterfaceCacheEntry`] published through one pointer, so a reader never
/// sees one class with another class's target; entries are leaked (at most
/// `INTERFACE_CACHE_ENTRIES` per site, plus the losers of a race to fill a
/// `seen` slot), since compiled code may still hold a pointer to any of them.
#[repr(C)]
pub struct InterfaceCache {
    pub current: AtomicPtr<InterfaceCacheEntry>,
    pub signature: SignatureId,
    pub declared: &'static Method,
    pub seen: [AtomicPtr<InterfaceCacheEntry>; INTERFACE_CACHE_ENTRIES],
}

/// One (receiver class, target method) pair of an [`InterfaceCache`]; never
/// changed once published.
#[repr(C)]
pub struct InterfaceCacheEntry {
    pub class: usize,
    pub target: usize,
}

/// The entry of a cache that saw nothing yet: no receiver has class word 0.
static EMPTY_ENTRY: InterfaceCacheEntry = InterfaceCacheEntry {
    class: 0,
    target: 0,
};

pub const INTERFACE_CACHE_ENTRIES: usize = 8;

/// The baseline tier's interface inline caches by call site (method address,
/// bci): the receiver classes they saw are the optimizing tier's receiver-type
/// profile for guarded inlining of `invokeinterface` (`Vm::site_caches`).
#[derive(Default)]
pub struct SiteCaches(parking_lot::Mutex<Vec<((usize, u32), &'static InterfaceCache)>>);

/// Records the inline cache of the `invokeinterface` at (`method`, `bci`).
pub fn register_site_cache(
    vm: &Vm,
    method: &'static Method,
    bci: u32,
    cache: &'static InterfaceCache,
) {
    vm.site_caches
        .0
        .lock()
        .push(((method as *const Method as usize, bci), cache));
}

/// The receiver classes the baseline inline cache at (`method`, `bci`) has
/// seen, if it exists and saw any (at most `INTERFACE_CACHE_ENTRIES`).
pub fn site_receiver_classes(
    vm: &Vm,
    method: &'static Method,
    bci: u32,
) -> Option<Vec<&'static Class>> {
    let key = (method as *const Method as usize, bci);
    let caches = vm.site_caches.0.lock();
    let (_, cache) = caches.iter().rev().find(|(k, _)| *k == key)?;
    let classes: Vec<&'static Class> = cache
        .seen
        .iter()
        .filter_map(|e| cache_entry(e.load(Acquire)))
        // SAFETY: the cache only ever holds addresses of leaked classes.
        .map(|e| unsafe { &*(e.class as *const Class) })
        .collect();
    (!classes.is_empty()).then_some(classes)
}

/// The entry behind a cache pointer (None for an empty `seen` slot).
fn cache_entry(p: *const InterfaceCacheEntry) -> Option<&'static InterfaceCacheEntry> {
    // SAFETY: cache pointers are null or point to leaked entries (or the
    // static empty one), never freed.
    (!p.is_null()).then(|| unsafe { &*p })
}

impl InterfaceCache {
    pub fn new(signature: SignatureId, declared: &'static Method) -> InterfaceCache {
        InterfaceCache {
            current: AtomicPtr::new(&EMPTY_ENTRY as *const _ as *mut _),
            signature,
            declared,
            seen: Default::default(),
        }
    }

    /// The target cached for `class`, making its pair the current one.
    fn lookup(&self, class_address: usize) -> Option<usize> {
        for slot in &self.seen {
            let entry = slot.load(Acquire);
            match cache_entry(entry) {
                Some(e) if e.class == class_address => {
                    self.current.store(entry, Release);
                    return Some(e.target);
                }
                Some(_) => {}
                None => return None,
            }
        }
        None
    }

    /// Records (class, target): into a free `seen` slot if there is one,
    /// and as the current pair.
    fn record(&self, class_address: usize, target_address: usize) {
        let entry: *mut InterfaceCacheEntry = Box::leak(Box::new(InterfaceCacheEntry {
            class: class_address,
            target: target_address,
        }));
        for slot in &self.seen {
            if slot
                .compare_exchange(std::ptr::null_mut(), entry, AcqRel, Acquire)
                .is_ok()
            {
                break;
            }
        }
        self.current.store(entry, Release);
    }
}

/// Inline-cache miss of `invokeinterface` (the receiver is not null): looks
/// the target up as the interpreter does, refills the cache, and returns the
/// target, or null with IncompatibleClassChangeError or AbstractMethodError
/// pending.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on (see the module doc).
pub unsafe extern "sysv64" fn jit_interface_lookup(
    thread: *mut JavaThread,
    cache: *const InterfaceCache,
    receiver: usize,
) -> *const Method {
    // SAFETY: as for `jit_step`; `cache` is leaked at compile time and lives
    // forever; `receiver` is a non-null reference from a slot.
    let (thread, cache) = unsafe { (&mut *thread, &*cache) };
    let receiver = ObjRef(receiver);
    let receiver_class = receiver.class();
    let class_address = receiver_class as *const Class as usize;
    if let Some(target) = cache.lookup(class_address) {
        return target as *const Method;
    }
    match receiver_class.vtable_slots.get(&cache.signature) {
        Some(&i) => {
            let target = receiver_class.vtable[i as usize];
            if target.is_abstract() {
                abstract_method_error(thread, receiver, cache.declared);
                return std::ptr::null();
            }
            cache.record(class_address, target as *const Method as usize);
            target
        }
        None => {
            let message = format!(
                "Class {} does not implement the requested interface {}",
                receiver_class.java_name(),
                cache.declared.class().java_name()
            );
            thread.throw_new("java/lang/IncompatibleClassChangeError", Some(&message));
            std::ptr::null()
        }
    }
}

/// `class` is `target` or a subtype of it (`checkcast`/`instanceof` after
/// the inline exact-class test failed). Neither allocates nor throws.
///
/// # Safety
/// Called only by compiled code, with two `&'static Class` addresses.
pub unsafe extern "sysv64" fn jit_is_subclass(class: *const Class, target: *const Class) -> u64 {
    // SAFETY: both are leaked classes (a receiver's class word, an embedded class).
    let (class, target) = unsafe { (&*class, &*target) };
    class.is_subclass_of(target) as u64
}

/// `monitorenter` of a non-null reference, and a synchronized method's
/// entry: may block (the VM lock is released meanwhile); never throws.
///
/// # Safety
/// Called only by compiled code, with the thread it runs on and a non-null
/// reference from a slot or the method's class mirror.
pub unsafe extern "sysv64" fn jit_monitor_enter(thread: *mut JavaThread, obj: usize) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    crate::runtime::monitors::enter(thread, ObjRef(obj));
}

/// `monitorexit` of a non-null reference: IllegalMonitorStateException
/// pending if this thread does not own the monitor.
///
/// # Safety
/// As for `jit_monitor_enter`.
pub unsafe extern "sysv64" fn jit_monitor_exit(thread: *mut JavaThread, obj: usize) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    let _ = crate::runtime::monitors::exit(thread, ObjRef(obj));
}

/// A synchronized method's exit, normal or by an exception (which stays
/// the pending one).
///
/// # Safety
/// As for `jit_monitor_enter`.
pub unsafe extern "sysv64" fn jit_monitor_exit_method(thread: *mut JavaThread, obj: usize) {
    // SAFETY: as for `jit_step`.
    let thread = unsafe { &mut *thread };
    let pending = thread.take_exception();
    let _ = crate::runtime::monitors::exit(thread, ObjRef(obj));
    if !pending.is_null() {
        thread.pending_exception = pending;
    }
}

/// `aastore` of a non-null `value` into `array`: whether the value's class is
/// assignable to the array's component type (the optimizing tier's inline
/// check; a failing store runs through the interpreter, which throws
/// ArrayStoreException). Neither allocates nor throws.
///
/// # Safety
/// Called only by compiled code, with a non-null array and a non-null reference.
pub unsafe extern "sysv64" fn jit_array_store_ok(array: usize, value: usize) -> u64 {
    let (array, value) = (ObjRef(array), ObjRef(value));
    match array.class().component() {
        Some(component) => value.class().is_subclass_of(component) as u64,
        None => 0,
    }
}

/// `System.arraycopy` from optimized code when nothing can fail: both
/// arrays non-null, of one element type (references: the source's
/// component a subtype of the destination's, so no element needs a store
/// check), indices and length in bounds. Copies (overlap allowed, as in
/// the native) and returns 1; returns 0 without touching anything
/// otherwise, and the caller calls the native, which throws. Neither
/// allocates nor throws.
///
/// # Safety
/// Called only by compiled code, with references (or 0) from its frame.
pub unsafe extern "sysv64" fn jit_arraycopy_fast(
    src: usize,
    src_pos: i64,
    dst: usize,
    dst_pos: i64,
    length: i64,
) -> u64 {
    if src == 0 || dst == 0 {
        return 0;
    }
    let (src, dst) = (ObjRef(src), ObjRef(dst));
    let (src_class, dst_class) = (src.class(), dst.class());
    let (Some(src_type), Some(dst_type)) = (src_class.element_type(), dst_class.element_type())
    else {
        return 0;
    };
    // The int arguments arrive sign-extended from the operand stack's ints.
    let (src_pos, dst_pos, length) = (
        src_pos as i32 as i64,
        dst_pos as i32 as i64,
        length as i32 as i64,
    );
    if src_type != dst_type
        || src_pos < 0
        || dst_pos < 0
        || length < 0
        || src_pos + length > src.array_length() as i64
        || dst_pos + length > dst.array_length() as i64
    {
        return 0;
    }
    if src_type == crate::class::BasicType::Reference
        && !std::ptr::eq(src_class, dst_class)
        && !matches!(
            (src_class.component(), dst_class.component()),
            (Some(s), Some(d)) if s.is_subclass_of(d)
        )
    {
        return 0;
    }
    let size = src_type.size();
    // SAFETY: both ranges were checked against the arrays' lengths above;
    // `copy` allows the overlap of a copy within one array.
    unsafe {
        std::ptr::copy(
            src.array_data().add(src_pos as usize * size),
            dst.array_data().add(dst_pos as usize * size),
            length as usize * size,
        );
    }
    if src_type == crate::class::BasicType::Reference && length > 0 {
        // The write barrier for the whole destination (natives/lang.rs).
        crate::heap::write_barrier(dst);
    }
    1
}

/// Baseline code's optimizing-compiler countdown reached zero (adaptive tier).
///
/// # Safety
/// Called only by compiled code, with the thread it runs on and a `&'static
/// Method` embedded at compile time.
pub unsafe extern "sysv64" fn jit_promote(thread: *mut JavaThread, method: *const Method) {
    // SAFETY: as for `jit_call`.
    let (thread, method) = unsafe { (&mut *thread, &*method) };
    compile::promote(thread, method);
}

/// Baseline code's countdown reached zero at the backedge of a loop whose
/// header is `header` (operand stack empty, method not synchronized):
/// recompiles the method for later calls and returns an entry into
/// optimized code at the header for this activation, or 0 to go on in
/// baseline code (`compile::promote_at_backedge`).
///
/// # Safety
/// Called only by baseline code, with the thread it runs on and a `&'static
/// Method` embedded at compile time; the activation's frame is synced.
pub unsafe extern "sysv64" fn jit_promote_osr(
    thread: *mut JavaThread,
    method: *const Method,
    header: u32,
) -> usize {
    // SAFETY: as for `jit_call`.
    let (thread, method) = unsafe { (&mut *thread, &*method) };
    compile::promote_at_backedge(thread, method, header)
}

/// Looks for a handler of the pending exception in `method` at `bci` (the
/// optimizing tier knows statically which method and bci, inlined scopes
/// included). Returns the handler's bci or -1; the exception stays pending
/// (the compiled landing code takes it).
///
/// # Safety
/// Called only by compiled code, with the thread it runs on and a `&'static
/// Method` embedded at compile time.
pub unsafe extern "sysv64" fn jit_find_handler_at(
    thread: *mut JavaThread,
    method: *const Method,
    bci: usize,
) -> i64 {
    // SAFETY: as for `jit_call`.
    let (thread, method) = unsafe { (&mut *thread, &*method) };
    let code = method
        .code
        .as_ref()
        .expect("compiled methods have bytecode");
    find_handler(thread, method.class(), code, bci).map_or(-1, |h| h as i64)
}

/// Java's `%` on doubles (JVMS drem: the C fmod, exact); floats are promoted
/// (fmod of two floats is exact, so rounding it back gives frem's result).
pub extern "sysv64" fn jit_fmod(a: f64, b: f64) -> f64 {
    // Rust's `%` on floats is IEEE/C fmod (truncated quotient, exact).
    a % b
}
