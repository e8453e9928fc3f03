//! Native methods: the parts of the class library that must be written in Rust.
//!
//! ```text
//! loader links a `native` method --NativeRegistry::lookup("cls.name desc")--> NativeFn
//! interpreter calls it --call_native--> push a FrameRecord ("Native Method" in
//!     traces), pass the argument slots, pop the record
//! ```
//!
//! A native gets the thread and its argument slots (receiver first; long and
//! double take two slots, the value in the first) and returns the result slot.
//! A native method with no Rust implementation throws UnsatisfiedLinkError when
//! called, naming it.

pub mod atomics;
pub mod class_loader;
pub mod crypto;
pub mod files;
pub mod float_format;
pub mod invoke;
pub mod io;
pub mod lang;
pub mod math;
pub mod net;
pub mod process;
pub mod proxy;
pub mod references;
pub mod reflect;
pub mod thread_state;
pub mod threads;
pub mod throwable;
pub mod watch;
pub mod zlib;

use crate::class::Method;
use crate::runtime::thread::{FrameRecord, JResult, JavaThread};
use std::cell::Cell;
use std::collections::HashMap;

pub type NativeFn = fn(&mut JavaThread, &[u64]) -> JResult<u64>;

pub struct NativeRegistry {
    functions: HashMap<String, NativeFn>,
}

impl Default for NativeRegistry {
    fn default() -> Self {
        Self::new()
    }
}

impl NativeRegistry {
    pub fn new() -> NativeRegistry {
        let mut registry = NativeRegistry {
            functions: HashMap::new(),
        };
        lang::register(&mut registry);
        atomics::register(&mut registry);
        throwable::register(&mut registry);
        io::register(&mut registry);
        math::register(&mut registry);
        threads::register(&mut registry);
        reflect::register(&mut registry);
        references::register(&mut registry);
        proxy::register(&mut registry);
        files::register(&mut registry);
        invoke::register(&mut registry);
        zlib::register(&mut registry);
        crypto::register(&mut registry);
        watch::register(&mut registry);
        process::register(&mut registry);
        net::register(&mut registry);
        class_loader::register(&mut registry);
        registry
    }

    pub fn register(&mut self, class: &str, name: &str, descriptor: &str, f: NativeFn) {
        self.functions
            .insert(format!("{class}.{name}{descriptor}"), f);
    }

    pub fn lookup(&self, class: &str, name: &str, descriptor: &str) -> Option<NativeFn> {
        self.functions
            .get(&format!("{class}.{name}{descriptor}"))
            .copied()
    }

    /// Every registered native, as `class.name(descriptor)`.
    pub fn names(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.functions.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }
}

/// Calls a native method whose arguments are in slots `[base, base + arg_slots)`.
pub fn call_native(thread: &mut JavaThread, method: &'static Method, base: usize) -> JResult<u64> {
    let Some(f) = method.native else {
        let message = format!(
            "rvm has no implementation of native method {}",
            method.java_signature()
        );
        return Err(thread.throw_new("java/lang/UnsatisfiedLinkError", Some(&message)));
    };
    let count = method.arg_slots as usize;
    let mut buffer = [0u64; 16];
    let mut heap_buffer;
    let args: &mut [u64] = if count <= buffer.len() {
        &mut buffer[..count]
    } else {
        heap_buffer = vec![0u64; count];
        &mut heap_buffer
    };
    for (i, a) in args.iter_mut().enumerate() {
        *a = thread.slot(base + i);
    }
    let record = FrameRecord {
        method,
        bci: Cell::new(0),
        base,
        top: Cell::new(base + count),
        native_low: Cell::new(0),
        prev: thread.top_frame,
    };
    thread.top_frame = &record;
    let saved_top = thread.stack_top;
    thread.stack_top = thread.stack_top.max(base + count);
    let result = if method.is_synchronized() {
        call_synchronized_native(thread, method, base, f, args)
    } else {
        f(thread, args)
    };
    thread.top_frame = record.prev;
    thread.stack_top = saved_top;
    result
}

/// A `synchronized` native: the monitor is held around the Rust function.
#[cold]
fn call_synchronized_native(
    thread: &mut JavaThread,
    method: &'static Method,
    base: usize,
    f: NativeFn,
    args: &[u64],
) -> JResult<u64> {
    let lock = crate::interp::synchronized_method_lock(thread, method, base)?;
    crate::runtime::monitors::holding(thread, lock, |thread| f(thread, args))
}

/// Argument helpers for natives.
pub(crate) mod args {
    use crate::heap::ObjRef;
    #[inline]
    pub fn int(a: &[u64], i: usize) -> i32 {
        a[i] as i32
    }
    #[inline]
    pub fn long(a: &[u64], i: usize) -> i64 {
        a[i] as i64
    }
    #[inline]
    pub fn float(a: &[u64], i: usize) -> f32 {
        f32::from_bits(a[i] as u32)
    }
    #[inline]
    pub fn double(a: &[u64], i: usize) -> f64 {
        f64::from_bits(a[i])
    }
    #[inline]
    pub fn object(a: &[u64], i: usize) -> ObjRef {
        ObjRef::from_slot(a[i])
    }
    pub fn ret_int(v: i32) -> u64 {
        v as u32 as u64
    }
    pub fn ret_bool(v: bool) -> u64 {
        v as u64
    }
    pub fn ret_float(v: f32) -> u64 {
        v.to_bits() as u64
    }
    pub fn ret_double(v: f64) -> u64 {
        v.to_bits()
    }
}
