//! The bytecode interpreter: one Rust activation of [`interpret`] per Java
//! activation, dispatching on the raw bytecode with a `match`.
//!
//! ```text
//! invoke(method, args) --copy args to the slot stack--> call(method, base)
//!    call: code?   -> interpret: push FrameRecord, run the dispatch loop
//!          native? -> natives::call_native
//!          neither -> AbstractMethodError
//! run loop: op = code[pc] --match--> operate on slots, resolve constant-pool
//!           entries through class::resolve (cached), invoke -> call (recursion)
//!           Err(Thrown) --> find a handler in this method, or return Err
//! ```
//!
//! Slots are `u64`: int/float/reference in one slot, long/double in the lower of
//! two slots (the upper one is unused), so stack-shuffling instructions work on
//! raw slots without knowing types. The caller's outgoing arguments become the
//! callee's first locals. rvm trusts that class files pass verification (there is
//! no bytecode verifier): javac output always does.

pub mod arith;
pub mod compiled;
pub mod indy;
pub mod null_message;

use crate::bytecode::opcodes::*;
use crate::bytecode::{read_i16, read_i32, read_u16, SwitchTable};
use crate::class::init::ensure_initialized;
use crate::class::resolve::{self, InvokeKind, Resolved};
use crate::class::{BasicType, Class, Code, Method};
use crate::classfile::Constant;
use crate::compile;
use crate::heap::ObjRef;
use crate::runtime::strings;
use crate::runtime::thread::{FrameRecord, JResult, JavaThread, Thrown, YieldpointKind};
use std::cell::Cell;

/// Calls `method` from Rust with `args` (one u64 per slot, receiver first).
pub fn invoke(thread: &mut JavaThread, method: &'static Method, args: &[u64]) -> JResult<u64> {
    let base = thread.stack_top;
    thread.check_stack(base + args.len() + 1)?;
    for (i, &a) in args.iter().enumerate() {
        thread.set_slot(base + i, a);
    }
    call(thread, method, base)
}

/// Calls `method` whose arguments are already in slots `[base, base + arg_slots)`.
#[inline]
pub fn call(thread: &mut JavaThread, method: &'static Method, base: usize) -> JResult<u64> {
    if let Some(code) = &method.code {
        if thread.tier != compile::Tier::Interp {
            return call_in_compiling_tier(thread, method, code, base);
        }
        interpret(thread, method, code, base)
    } else if method.is_native() {
        crate::natives::call_native(thread, method, base)
    } else {
        let message = method.java_signature();
        Err(thread.throw_new("java/lang/AbstractMethodError", Some(&message)))
    }
}

/// `call` under `--tier=baseline|adaptive`: compiled code if there is (or
/// now should be) some, else the interpreter. Kept out of line so that
/// `--tier=interp` calls pay one compare.
#[inline(never)]
fn call_in_compiling_tier(
    thread: &mut JavaThread,
    method: &'static Method,
    code: &'static Code,
    base: usize,
) -> JResult<u64> {
    let entry = compile::entry_for_call(thread, method, base);
    if entry != 0 {
        return compile::call_compiled(thread, entry, base);
    }
    interpret(thread, method, code, base)
}

fn interpret(
    thread: &mut JavaThread,
    method: &'static Method,
    code: &'static Code,
    base: usize,
) -> JResult<u64> {
    let max_locals = code.max_locals as usize;
    let frame_end = base + max_locals + code.max_stack as usize;
    thread.check_stack(frame_end + 2)?;
    // Locals beyond the arguments start out as zero (null), so that anything
    // scanning frames never sees stale references.
    for i in base + method.arg_slots as usize..base + max_locals {
        thread.set_slot(i, 0);
    }
    let record = FrameRecord {
        method,
        bci: Cell::new(0),
        base,
        top: Cell::new(base + max_locals),
        native_low: Cell::new(0),
        prev: thread.top_frame,
    };
    thread.top_frame = &record;
    let saved_top = thread.stack_top;
    thread.stack_top = frame_end;
    thread.calls += 1;
    // The interpreter tests the word alone: with --yieldpoints=off nothing
    // ever sets it (runtime::compiler), so the test is never taken.
    if thread.yieldpoint.load(std::sync::atomic::Ordering::Relaxed) != 0 {
        crate::runtime::yieldpoint::yieldpoint_taken(thread, YieldpointKind::Prologue);
    }
    let result = if method.is_synchronized() {
        run_synchronized(thread, method, code, base, &record)
    } else {
        run::<false>(thread, method, code, base, &record, 0, base + max_locals)
    };
    thread.top_frame = record.prev;
    thread.stack_top = saved_top;
    result
}

/// A synchronized method's activation: enters the receiver's monitor (the
/// class's `Class` object for static methods) before the body and exits it
/// however the body ends (JVMS 2.11.10). An exception from the body stays
/// the one that propagates.
#[inline(never)]
fn run_synchronized(
    thread: &mut JavaThread,
    method: &'static Method,
    code: &'static Code,
    base: usize,
    record: &FrameRecord,
) -> JResult<u64> {
    let lock = synchronized_method_lock(thread, method, base)?;
    crate::runtime::monitors::holding(thread, lock, |thread| {
        run::<false>(
            thread,
            method,
            code,
            base,
            record,
            0,
            base + code.max_locals as usize,
        )
    })
}

/// The object a synchronized method locks: the receiver (local 0) or the
/// class's `Class` object.
pub fn synchronized_method_lock(
    thread: &mut JavaThread,
    method: &'static Method,
    base: usize,
) -> JResult<ObjRef> {
    if method.is_static() {
        crate::natives::lang::class_mirror(thread, method.class())
    } else {
        Ok(ObjRef::from_slot(thread.slot(base)))
    }
}

/// Finds the handler for the pending exception at `bci`, resolving catch types
/// as needed. Returns the handler's bci, or `None` to unwind.
#[cold]
#[inline(never)]
fn find_handler(
    thread: &mut JavaThread,
    class: &'static Class,
    code: &Code,
    bci: usize,
) -> Option<usize> {
    for h in code.handlers.iter() {
        if bci < h.start_pc as usize || bci >= h.end_pc as usize {
            continue;
        }
        if h.catch_type == 0 {
            return Some(h.handler_pc as usize);
        }
        let exception = thread.pending_exception;
        let catch_class = match resolve::resolve_class(thread, class, h.catch_type) {
            Ok(c) => c,
            // Resolving the catch type failed: that error replaces the exception
            // and the search continues with it (JVMS 6.5 athrow).
            Err(Thrown) => continue,
        };
        if !exception.is_null() && exception.class().is_subclass_of(catch_class) {
            return Some(h.handler_pc as usize);
        }
    }
    None
}

#[cold]
#[inline(never)]
fn array_index_error(thread: &mut JavaThread, index: i32, length: i32) -> Thrown {
    let message = format!("Index {index} out of bounds for length {length}");
    thread.throw_new("java/lang/ArrayIndexOutOfBoundsException", Some(&message))
}

/// A NullPointerException raised by the instruction at `bci`, with HotSpot's
/// helpful message (JEP 358).
#[cold]
#[inline(never)]
fn null_pointer(thread: &mut JavaThread, method: &'static Method, bci: usize) -> Thrown {
    let message = null_message::helpful_message(method, bci);
    thread.throw_new("java/lang/NullPointerException", message.as_deref())
}

/// HotSpot's AbstractMethodError for a virtual or interface call whose receiver
/// class has no implementation of the resolved method.
#[cold]
#[inline(never)]
fn abstract_method_error(
    thread: &mut JavaThread,
    receiver: ObjRef,
    resolved: &'static Method,
) -> Thrown {
    let params: Vec<String> = crate::class::descriptor::parameter_descriptors(&resolved.descriptor)
        .into_iter()
        .map(crate::class::descriptor::java_type_name)
        .collect();
    let ret = resolved
        .descriptor
        .rfind(')')
        .map_or("V", |i| &resolved.descriptor[i + 1..]);
    let holder = resolved.class();
    let kind = if holder.is_interface() {
        "interface"
    } else {
        "abstract class"
    };
    let message = format!(
        "Receiver class {} does not define or inherit an implementation of the resolved method 'abstract {} {}({})' of {kind} {}.",
        receiver.class().java_name(),
        crate::class::descriptor::java_type_name(ret),
        resolved.name,
        params.join(", "),
        holder.java_name()
    );
    thread.throw_new("java/lang/AbstractMethodError", Some(&message))
}

#[cold]
#[inline(never)]
fn divide_by_zero(thread: &mut JavaThread) -> Thrown {
    thread.throw_new("java/lang/ArithmeticException", Some("/ by zero"))
}

#[cold]
#[inline(never)]
fn class_cast_error(thread: &mut JavaThread, object: ObjRef, target: &'static Class) -> Thrown {
    let from = object.class();
    let message = format!(
        "class {} cannot be cast to class {} ({})",
        from.java_name(),
        target.java_name(),
        module_clause(thread, from, target)
    );
    thread.throw_new("java/lang/ClassCastException", Some(&message))
}

/// HotSpot's "(A and B are in module java.base of loader 'bootstrap')" clause:
/// where each class lives, by its defining loader (class/user_loaders.rs).
fn module_clause(thread: &JavaThread, a: &'static Class, b: &'static Class) -> String {
    let place = |c| crate::class::user_loaders::describe_module_of(thread, c);
    let (place_a, place_b) = (place(a), place(b));
    if place_a == place_b {
        format!("{} and {} are in {place_a}", a.java_name(), b.java_name())
    } else {
        format!(
            "{} is in {place_a}; {} is in {place_b}",
            a.java_name(),
            b.java_name()
        )
    }
}

#[cold]
#[inline(never)]
fn array_store_error(thread: &mut JavaThread, value: ObjRef) -> Thrown {
    let message = value.class().java_name();
    thread.throw_new("java/lang/ArrayStoreException", Some(&message))
}

/// Executes the single instruction at `record.bci` of the compiled frame on
/// top of the thread's frame chain, with its operand stack top at
/// `record.top`: compiled code's slow path for every instruction it does not
/// emit inline (and for the failing case of those it does, so that exceptions
/// and their messages are the interpreter's). Results land in the frame's
/// slots; a Java exception is left pending (no handler search: the compiled
/// code's dispatcher does that).
pub(crate) fn step_compiled(thread: &mut JavaThread) -> JResult<()> {
    // SAFETY: compiled code links its record before calling any helper and
    // unlinks it only after the helper returned.
    let record: &FrameRecord = unsafe { &*thread.top_frame };
    let method = record.method;
    let code = method
        .code
        .as_ref()
        .expect("compiled methods have bytecode");
    run::<true>(
        thread,
        method,
        code,
        record.base,
        record,
        record.bci.get() as usize,
        record.top.get(),
    )
    .map(|_| ())
}

/// The dispatch loop. `base` is the slot index of local 0. With `STEP`, runs
/// exactly one (non-branching) instruction and returns without searching for
/// handlers (see [`step_compiled`]).
#[allow(clippy::cognitive_complexity)]
fn run<const STEP: bool>(
    thread: &mut JavaThread,
    method: &'static Method,
    code: &'static Code,
    base: usize,
    record: &FrameRecord,
    start_pc: usize,
    start_sp: usize,
) -> JResult<u64> {
    // Everything this loop holds in Rust locals across an allocation is also in
    // the frame's slots, so the collector may skip its native frame (see
    // FrameRecord::native_low). A step for compiled code leaves the compiled
    // frame's record alone.
    if !STEP {
        record
            .native_low
            .set(crate::heap::gc::current_stack_pointer());
    }
    let class = method.class();
    let bytecode: &[u8] = &code.bytecode;
    let slots: *mut u64 = thread.slot_base();
    let stack_base = base + code.max_locals as usize;
    let mut sp = start_sp;
    let mut pc = start_pc;
    let mut insn_pc;
    // SAFETY (for every read below): the word lives in `thread`, which
    // outlives this activation; reading it through a pointer held in a
    // register keeps the test to one load and one compare.
    let yieldpoint_word: *const std::sync::atomic::AtomicI32 = &thread.yieldpoint;

    // Slot access. SAFETY (for every macro below): `check_stack` verified that
    // [base, base + max_locals + max_stack] lies inside the slot array, and
    // verified bytecode keeps `sp` and local indices within those bounds.
    macro_rules! slot {
        ($i:expr) => {
            *slots.add($i)
        };
    }
    macro_rules! push {
        ($v:expr) => {{
            let v: u64 = $v;
            unsafe { slot!(sp) = v };
            sp += 1;
        }};
    }
    macro_rules! push2 {
        ($v:expr) => {{
            let v: u64 = $v;
            unsafe { slot!(sp) = v };
            sp += 2;
        }};
    }
    macro_rules! pop {
        () => {{
            sp -= 1;
            unsafe { slot!(sp) }
        }};
    }
    macro_rules! pop2 {
        () => {{
            sp -= 2;
            unsafe { slot!(sp) }
        }};
    }
    macro_rules! peek {
        ($depth:expr) => {
            unsafe { slot!(sp - 1 - $depth) }
        };
    }
    macro_rules! local {
        ($i:expr) => {
            unsafe { slot!(base + $i) }
        };
    }
    macro_rules! set_local {
        ($i:expr, $v:expr) => {{
            let v: u64 = $v;
            unsafe { slot!(base + $i) = v };
        }};
    }
    macro_rules! pop_i {
        () => {
            pop!() as i32
        };
    }
    macro_rules! pop_l {
        () => {
            pop2!() as i64
        };
    }
    macro_rules! pop_f {
        () => {
            f32::from_bits(pop!() as u32)
        };
    }
    macro_rules! pop_d {
        () => {
            f64::from_bits(pop2!())
        };
    }
    macro_rules! push_i {
        ($v:expr) => {
            push!(($v) as i32 as u32 as u64)
        };
    }
    macro_rules! push_l {
        ($v:expr) => {
            push2!(($v) as i64 as u64)
        };
    }
    macro_rules! push_f {
        ($v:expr) => {
            push!((($v) as f32).to_bits() as u64)
        };
    }
    macro_rules! push_d {
        ($v:expr) => {
            push2!((($v) as f64).to_bits())
        };
    }
    // Publishes the current bci to the frame record (before calls and throws,
    // so that stack traces and, later, samplers see where this frame is).
    macro_rules! sync_pc {
        () => {{
            record.bci.set(insn_pc as u32);
            record.top.set(sp);
        }};
    }
    // Evaluates a JResult; on Err, looks for a handler in this method.
    macro_rules! check {
        ($e:expr) => {
            match $e {
                Ok(v) => v,
                Err(Thrown) => {
                    sync_pc!();
                    if STEP {
                        return Err(Thrown);
                    }
                    match find_handler(thread, class, code, insn_pc) {
                        Some(handler) => {
                            let exception = thread.take_exception();
                            sp = stack_base;
                            push!(exception.to_slot());
                            pc = handler;
                            continue;
                        }
                        None => return Err(Thrown),
                    }
                }
            }
        };
    }
    macro_rules! throw {
        ($e:expr) => {{
            sync_pc!();
            let t: Thrown = $e;
            check!(Err::<(), Thrown>(t));
            unreachable!()
        }};
    }
    macro_rules! null_check {
        ($r:expr) => {{
            let r = ObjRef::from_slot($r);
            if r.is_null() {
                throw!(null_pointer(thread, method, insn_pc));
            }
            r
        }};
    }
    // A taken branch to `pc`: backward ones are backedges (yieldpoint, and the
    // adaptive tier's counter).
    macro_rules! jump_to {
        ($target:expr) => {{
            let target: usize = $target;
            if target <= insn_pc {
                if unsafe { (*yieldpoint_word).load(std::sync::atomic::Ordering::Relaxed) } > 0 {
                    sync_pc!();
                    crate::runtime::yieldpoint::yieldpoint_taken(thread, YieldpointKind::Backedge);
                }
                if thread.tier == compile::Tier::Adaptive {
                    let n = method
                        .backedge_count
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if n >= thread.osr_threshold
                        && !STEP
                        && method
                            .compile_state
                            .load(std::sync::atomic::Ordering::Relaxed)
                            != compile::state::LEFT_INTERPRETED
                    {
                        // Hot loop: continue this activation in compiled code
                        // (same slot layout, so nothing is copied). Its result
                        // or exception is this activation's: compiled code has
                        // already searched this method's handlers.
                        sync_pc!();
                        let entry = compile::osr_entry(thread, method, target, base);
                        if entry != 0 {
                            return compile::call_compiled(thread, entry, base);
                        }
                    }
                }
            }
            pc = target;
        }};
    }
    // (A step of `athrow` for compiled code skips it: the compiled code has
    // tested its epilogue yieldpoint already.)
    macro_rules! epilogue_yieldpoint {
        () => {{
            if !STEP
                && unsafe { (*yieldpoint_word).load(std::sync::atomic::Ordering::Relaxed) } != 0
            {
                sync_pc!();
                crate::runtime::yieldpoint::yieldpoint_taken(thread, YieldpointKind::Epilogue);
            }
        }};
    }
    macro_rules! branch {
        ($cond:expr) => {{
            if $cond {
                let offset = read_i16(bytecode, insn_pc + 1) as isize;
                jump_to!((insn_pc as isize + offset) as usize);
            } else {
                pc = insn_pc + 3;
            }
        }};
    }
    // Array element access: pops index and array, checks both, yields (array, index).
    macro_rules! array_index {
        () => {{
            let index = pop_i!();
            let array = null_check!(pop!());
            let length = array.array_length();
            if (index as u32) >= (length as u32) {
                throw!(array_index_error(thread, index, length));
            }
            (array, index as usize)
        }};
    }
    macro_rules! array_load {
        ($t:ty, $push:ident, $conv:expr) => {{
            let (array, index) = array_index!();
            let v: $t = array.read::<$t>(
                crate::heap::object::ARRAY_DATA_OFFSET + index * std::mem::size_of::<$t>(),
            );
            $push!($conv(v));
        }};
    }
    macro_rules! array_store {
        ($t:ty, $value:expr) => {{
            let value: $t = $value;
            let (array, index) = array_index!();
            array.write::<$t>(
                crate::heap::object::ARRAY_DATA_OFFSET + index * std::mem::size_of::<$t>(),
                value,
            );
        }};
    }
    // Pushes a call's return value according to the callee's return type.
    macro_rules! push_result {
        ($m:expr, $v:expr) => {{
            let v: u64 = $v;
            match $m.return_type {
                BasicType::Void => {}
                BasicType::Long | BasicType::Double => push2!(v),
                _ => push!(v),
            }
        }};
    }
    macro_rules! do_call {
        ($target:expr, $args_base:expr) => {{
            let target: &'static Method = $target;
            let args_base: usize = $args_base;
            sync_pc!();
            let v = check!(call(thread, target, args_base));
            sp = args_base;
            push_result!(target, v);
        }};
    }

    // The resolved constant-pool entry `index`: the cached value on the fast
    // path, `$resolve` (which may throw) the first time.
    macro_rules! resolved {
        ($index:expr, $resolve:expr) => {
            match class
                .resolved
                .get($index as usize)
                .and_then(|cell| cell.get())
            {
                Some(r) => r,
                None => {
                    sync_pc!();
                    check!($resolve)
                }
            }
        };
    }

    loop {
        insn_pc = pc;
        let op = bytecode[pc];
        match op {
            NOP => pc += 1,
            ACONST_NULL => {
                push!(0);
                pc += 1;
            }
            ICONST_M1..=ICONST_5 => {
                push_i!(op as i32 - ICONST_0 as i32);
                pc += 1;
            }
            LCONST_0 | LCONST_1 => {
                push_l!((op - LCONST_0) as i64);
                pc += 1;
            }
            FCONST_0 | FCONST_1 | FCONST_2 => {
                push_f!((op - FCONST_0) as f32);
                pc += 1;
            }
            DCONST_0 | DCONST_1 => {
                push_d!((op - DCONST_0) as f64);
                pc += 1;
            }
            BIPUSH => {
                push_i!(bytecode[pc + 1] as i8 as i32);
                pc += 2;
            }
            SIPUSH => {
                push_i!(read_i16(bytecode, pc + 1) as i32);
                pc += 3;
            }
            LDC | LDC_W | LDC2_W => {
                let index = if op == LDC {
                    bytecode[pc + 1] as u16
                } else {
                    read_u16(bytecode, pc + 1)
                };
                pc += if op == LDC { 2 } else { 3 };
                match class.constant_pool.get(index) {
                    Ok(Constant::Integer(v)) => push_i!(*v),
                    Ok(Constant::Float(v)) => push_f!(*v),
                    Ok(Constant::Long(v)) => push_l!(*v),
                    Ok(Constant::Double(v)) => push_d!(*v),
                    Ok(Constant::String { utf8 }) => {
                        let utf8 = *utf8;
                        sync_pc!();
                        let r = check!(resolve::cached(thread, class, index, |t| {
                            let units = class.constant_pool.utf16(utf8).unwrap_or(&[]);
                            strings::intern_utf16(t, units)
                                .map(Resolved::String)
                                .map_err(|_| {
                                    crate::class::loader::LinkError::new(
                                        "java/lang/OutOfMemoryError",
                                        "Java heap space",
                                    )
                                })
                        }));
                        match r {
                            Resolved::String(s) => push!(s.to_slot()),
                            _ => unreachable!("string constant resolved to a string"),
                        }
                    }
                    Ok(Constant::Class { .. }) => {
                        sync_pc!();
                        let c = check!(resolve::resolve_class(thread, class, index));
                        let mirror = check!(crate::natives::lang::class_mirror(thread, c));
                        push!(mirror.to_slot());
                    }
                    _ => {
                        let message = format!(
                            "rvm: ldc of constant-pool entry {index} ({}) is not supported",
                            class
                                .constant_pool
                                .get(index)
                                .map(|c| c.kind_name())
                                .unwrap_or("invalid")
                        );
                        throw!(thread.throw_new("java/lang/InternalError", Some(&message)));
                    }
                }
            }
            ILOAD | FLOAD | ALOAD => {
                push!(local!(bytecode[pc + 1] as usize));
                pc += 2;
            }
            LLOAD | DLOAD => {
                push2!(local!(bytecode[pc + 1] as usize));
                pc += 2;
            }
            0x1a..=0x1d => {
                push!(local!((op - ILOAD_0) as usize));
                pc += 1;
            }
            0x1e..=0x21 => {
                push2!(local!((op - LLOAD_0) as usize));
                pc += 1;
            }
            0x22..=0x25 => {
                push!(local!((op - FLOAD_0) as usize));
                pc += 1;
            }
            0x26..=0x29 => {
                push2!(local!((op - DLOAD_0) as usize));
                pc += 1;
            }
            0x2a..=0x2d => {
                push!(local!((op - ALOAD_0) as usize));
                pc += 1;
            }
            IALOAD => {
                array_load!(i32, push_i, |v| v);
                pc += 1;
            }
            LALOAD => {
                array_load!(i64, push_l, |v| v);
                pc += 1;
            }
            FALOAD => {
                array_load!(f32, push_f, |v| v);
                pc += 1;
            }
            DALOAD => {
                array_load!(f64, push_d, |v| v);
                pc += 1;
            }
            AALOAD => {
                array_load!(u64, push, |v| v);
                pc += 1;
            }
            BALOAD => {
                array_load!(i8, push_i, |v: i8| v as i32);
                pc += 1;
            }
            CALOAD => {
                array_load!(u16, push_i, |v: u16| v as i32);
                pc += 1;
            }
            SALOAD => {
                array_load!(i16, push_i, |v: i16| v as i32);
                pc += 1;
            }
            ISTORE | FSTORE | ASTORE => {
                let v = pop!();
                set_local!(bytecode[pc + 1] as usize, v);
                pc += 2;
            }
            LSTORE | DSTORE => {
                let v = pop2!();
                set_local!(bytecode[pc + 1] as usize, v);
                pc += 2;
            }
            0x3b..=0x3e => {
                let v = pop!();
                set_local!((op - ISTORE_0) as usize, v);
                pc += 1;
            }
            0x3f..=0x42 => {
                let v = pop2!();
                set_local!((op - LSTORE_0) as usize, v);
                pc += 1;
            }
            0x43..=0x46 => {
                let v = pop!();
                set_local!((op - FSTORE_0) as usize, v);
                pc += 1;
            }
            0x47..=0x4a => {
                let v = pop2!();
                set_local!((op - DSTORE_0) as usize, v);
                pc += 1;
            }
            0x4b..=0x4e => {
                let v = pop!();
                set_local!((op - ASTORE_0) as usize, v);
                pc += 1;
            }
            IASTORE => {
                array_store!(i32, pop_i!());
                pc += 1;
            }
            LASTORE => {
                array_store!(i64, pop_l!());
                pc += 1;
            }
            FASTORE => {
                array_store!(f32, pop_f!());
                pc += 1;
            }
            DASTORE => {
                array_store!(f64, pop_d!());
                pc += 1;
            }
            AASTORE => {
                let value = ObjRef::from_slot(pop!());
                let (array, index) = array_index!();
                if !value.is_null() {
                    let component = array
                        .class()
                        .component()
                        .expect("aastore target is an array");
                    if !value.class().is_subclass_of(component) {
                        throw!(array_store_error(thread, value));
                    }
                }
                array.write_ref(crate::heap::object::ARRAY_DATA_OFFSET + index * 8, value);
                pc += 1;
            }
            BASTORE => {
                let v = pop_i!();
                let (array, index) = array_index!();
                let is_boolean = array.class().element_type() == Some(BasicType::Boolean);
                let byte = if is_boolean { (v & 1) as u8 } else { v as u8 };
                array.write::<u8>(crate::heap::object::ARRAY_DATA_OFFSET + index, byte);
                pc += 1;
            }
            CASTORE => {
                array_store!(u16, pop_i!() as u16);
                pc += 1;
            }
            SASTORE => {
                array_store!(i16, pop_i!() as i16);
                pc += 1;
            }
            POP => {
                sp -= 1;
                pc += 1;
            }
            POP2 => {
                sp -= 2;
                pc += 1;
            }
            DUP => {
                let v = peek!(0);
                push!(v);
                pc += 1;
            }
            DUP_X1 => {
                let v1 = pop!();
                let v2 = pop!();
                push!(v1);
                push!(v2);
                push!(v1);
                pc += 1;
            }
            DUP_X2 => {
                let v1 = pop!();
                let v2 = pop!();
                let v3 = pop!();
                push!(v1);
                push!(v3);
                push!(v2);
                push!(v1);
                pc += 1;
            }
            DUP2 => {
                let v1 = peek!(0);
                let v2 = peek!(1);
                push!(v2);
                push!(v1);
                pc += 1;
            }
            DUP2_X1 => {
                let v1 = pop!();
                let v2 = pop!();
                let v3 = pop!();
                push!(v2);
                push!(v1);
                push!(v3);
                push!(v2);
                push!(v1);
                pc += 1;
            }
            DUP2_X2 => {
                let v1 = pop!();
                let v2 = pop!();
                let v3 = pop!();
                let v4 = pop!();
                push!(v2);
                push!(v1);
                push!(v4);
                push!(v3);
                push!(v2);
                push!(v1);
                pc += 1;
            }
            SWAP => {
                let v1 = pop!();
                let v2 = pop!();
                push!(v1);
                push!(v2);
                pc += 1;
            }
            IADD => {
                let b = pop_i!();
                let a = pop_i!();
                push_i!(a.wrapping_add(b));
                pc += 1;
            }
            LADD => {
                let b = pop_l!();
                let a = pop_l!();
                push_l!(a.wrapping_add(b));
                pc += 1;
            }
            FADD => {
                let b = pop_f!();
                let a = pop_f!();
                push_f!(a + b);
                pc += 1;
            }
            DADD => {
                let b = pop_d!();
                let a = pop_d!();
                push_d!(a + b);
                pc += 1;
            }
            ISUB => {
                let b = pop_i!();
                let a = pop_i!();
                push_i!(a.wrapping_sub(b));
                pc += 1;
            }
            LSUB => {
                let b = pop_l!();
                let a = pop_l!();
                push_l!(a.wrapping_sub(b));
                pc += 1;
            }
            FSUB => {
                let b = pop_f!();
                let a = pop_f!();
                push_f!(a - b);
                pc += 1;
            }
            DSUB => {
                let b = pop_d!();
                let a = pop_d!();
                push_d!(a - b);
                pc += 1;
            }
            IMUL => {
                let b = pop_i!();
                let a = pop_i!();
                push_i!(a.wrapping_mul(b));
                pc += 1;
            }
            LMUL => {
                let b = pop_l!();
                let a = pop_l!();
                push_l!(a.wrapping_mul(b));
                pc += 1;
            }
            FMUL => {
                let b = pop_f!();
                let a = pop_f!();
                push_f!(a * b);
                pc += 1;
            }
            DMUL => {
                let b = pop_d!();
                let a = pop_d!();
                push_d!(a * b);
                pc += 1;
            }
            IDIV | IREM => {
                let b = pop_i!();
                let a = pop_i!();
                if b == 0 {
                    throw!(divide_by_zero(thread));
                }
                push_i!(if op == IDIV {
                    arith::idiv(a, b)
                } else {
                    arith::irem(a, b)
                });
                pc += 1;
            }
            LDIV | LREM => {
                let b = pop_l!();
                let a = pop_l!();
                if b == 0 {
                    throw!(divide_by_zero(thread));
                }
                push_l!(if op == LDIV {
                    arith::ldiv(a, b)
                } else {
                    arith::lrem(a, b)
                });
                pc += 1;
            }
            FDIV => {
                let b = pop_f!();
                let a = pop_f!();
                push_f!(a / b);
                pc += 1;
            }
            DDIV => {
                let b = pop_d!();
                let a = pop_d!();
                push_d!(a / b);
                pc += 1;
            }
            FREM => {
                let b = pop_f!();
                let a = pop_f!();
                push_f!(arith::frem(a, b));
                pc += 1;
            }
            DREM => {
                let b = pop_d!();
                let a = pop_d!();
                push_d!(arith::drem(a, b));
                pc += 1;
            }
            INEG => {
                let a = pop_i!();
                push_i!(a.wrapping_neg());
                pc += 1;
            }
            LNEG => {
                let a = pop_l!();
                push_l!(a.wrapping_neg());
                pc += 1;
            }
            FNEG => {
                let a = pop_f!();
                push_f!(-a);
                pc += 1;
            }
            DNEG => {
                let a = pop_d!();
                push_d!(-a);
                pc += 1;
            }
            ISHL | ISHR | IUSHR => {
                let n = pop_i!();
                let a = pop_i!();
                push_i!(match op {
                    ISHL => arith::ishl(a, n),
                    ISHR => arith::ishr(a, n),
                    _ => arith::iushr(a, n),
                });
                pc += 1;
            }
            LSHL | LSHR | LUSHR => {
                let n = pop_i!();
                let a = pop_l!();
                push_l!(match op {
                    LSHL => arith::lshl(a, n),
                    LSHR => arith::lshr(a, n),
                    _ => arith::lushr(a, n),
                });
                pc += 1;
            }
            IAND | IOR | IXOR => {
                let b = pop_i!();
                let a = pop_i!();
                push_i!(match op {
                    IAND => a & b,
                    IOR => a | b,
                    _ => a ^ b,
                });
                pc += 1;
            }
            LAND | LOR | LXOR => {
                let b = pop_l!();
                let a = pop_l!();
                push_l!(match op {
                    LAND => a & b,
                    LOR => a | b,
                    _ => a ^ b,
                });
                pc += 1;
            }
            IINC => {
                let index = bytecode[pc + 1] as usize;
                let delta = bytecode[pc + 2] as i8 as i32;
                let v = (local!(index) as i32).wrapping_add(delta);
                set_local!(index, v as u32 as u64);
                pc += 3;
            }
            I2L => {
                let a = pop_i!();
                push_l!(a as i64);
                pc += 1;
            }
            I2F => {
                let a = pop_i!();
                push_f!(a as f32);
                pc += 1;
            }
            I2D => {
                let a = pop_i!();
                push_d!(a as f64);
                pc += 1;
            }
            L2I => {
                let a = pop_l!();
                push_i!(a as i32);
                pc += 1;
            }
            L2F => {
                let a = pop_l!();
                push_f!(a as f32);
                pc += 1;
            }
            L2D => {
                let a = pop_l!();
                push_d!(a as f64);
                pc += 1;
            }
            F2I => {
                let a = pop_f!();
                push_i!(arith::f2i(a));
                pc += 1;
            }
            F2L => {
                let a = pop_f!();
                push_l!(arith::f2l(a));
                pc += 1;
            }
            F2D => {
                let a = pop_f!();
                push_d!(a as f64);
                pc += 1;
            }
            D2I => {
                let a = pop_d!();
                push_i!(arith::d2i(a));
                pc += 1;
            }
            D2L => {
                let a = pop_d!();
                push_l!(arith::d2l(a));
                pc += 1;
            }
            D2F => {
                let a = pop_d!();
                push_f!(a as f32);
                pc += 1;
            }
            I2B => {
                let a = pop_i!();
                push_i!(a as i8 as i32);
                pc += 1;
            }
            I2C => {
                let a = pop_i!();
                push_i!(a as u16 as i32);
                pc += 1;
            }
            I2S => {
                let a = pop_i!();
                push_i!(a as i16 as i32);
                pc += 1;
            }
            LCMP => {
                let b = pop_l!();
                let a = pop_l!();
                push_i!(arith::lcmp(a, b));
                pc += 1;
            }
            FCMPL | FCMPG => {
                let b = pop_f!();
                let a = pop_f!();
                push_i!(arith::fcmp(
                    a as f64,
                    b as f64,
                    if op == FCMPL { -1 } else { 1 }
                ));
                pc += 1;
            }
            DCMPL | DCMPG => {
                let b = pop_d!();
                let a = pop_d!();
                push_i!(arith::fcmp(a, b, if op == DCMPL { -1 } else { 1 }));
                pc += 1;
            }
            IFEQ => branch!(pop_i!() == 0),
            IFNE => branch!(pop_i!() != 0),
            IFLT => branch!(pop_i!() < 0),
            IFGE => branch!(pop_i!() >= 0),
            IFGT => branch!(pop_i!() > 0),
            IFLE => branch!(pop_i!() <= 0),
            IF_ICMPEQ..=IF_ICMPLE => {
                let b = pop_i!();
                let a = pop_i!();
                branch!(match op {
                    IF_ICMPEQ => a == b,
                    IF_ICMPNE => a != b,
                    IF_ICMPLT => a < b,
                    IF_ICMPGE => a >= b,
                    IF_ICMPGT => a > b,
                    _ => a <= b,
                })
            }
            IF_ACMPEQ => {
                let b = pop!();
                let a = pop!();
                branch!(a == b)
            }
            IF_ACMPNE => {
                let b = pop!();
                let a = pop!();
                branch!(a != b)
            }
            GOTO => branch!(true),
            GOTO_W => {
                jump_to!((insn_pc as isize + read_i32(bytecode, pc + 1) as isize) as usize);
            }
            IFNULL => branch!(pop!() == 0),
            IFNONNULL => branch!(pop!() != 0),
            TABLESWITCH => {
                let key = pop_i!();
                let offset = SwitchTable::tableswitch(bytecode, insn_pc).offset_for(key);
                jump_to!((insn_pc as isize + offset as isize) as usize);
            }
            LOOKUPSWITCH => {
                let key = pop_i!();
                let offset = SwitchTable::lookupswitch(bytecode, insn_pc).offset_for(key);
                jump_to!((insn_pc as isize + offset as isize) as usize);
            }
            IRETURN | FRETURN | ARETURN => {
                epilogue_yieldpoint!();
                let v = pop!();
                return Ok(v);
            }
            LRETURN | DRETURN => {
                epilogue_yieldpoint!();
                let v = pop2!();
                return Ok(v);
            }
            RETURN => {
                epilogue_yieldpoint!();
                return Ok(0);
            }
            GETSTATIC | PUTSTATIC => {
                let index = read_u16(bytecode, pc + 1);
                sync_pc!();
                let resolved = check!(resolve::resolve_field(thread, class, index, true));
                let Resolved::StaticField {
                    class: holder,
                    slot,
                    basic_type,
                    volatile,
                } = *resolved
                else {
                    unreachable!("static field entry")
                };
                check!(ensure_initialized(thread, holder));
                let slot = slot as *mut u64;
                if op == GETSTATIC {
                    // SAFETY: `slot` is a static slot of a leaked class.
                    let v = unsafe { std::ptr::read_volatile(slot) };
                    if volatile {
                        volatile_load_fence();
                    }
                    if basic_type.slots() == 2 {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                } else {
                    let v = if basic_type.slots() == 2 {
                        pop2!()
                    } else {
                        pop!()
                    };
                    let v = normalize_to_type(v, basic_type);
                    // SAFETY: as above.
                    unsafe { std::ptr::write_volatile(slot, v) };
                    if volatile && thread.vm.options.parallel_threads {
                        volatile_store_fence();
                    }
                }
                pc += 3;
            }
            GETFIELD => {
                let index = read_u16(bytecode, pc + 1);
                let resolved =
                    resolved!(index, resolve::resolve_field(thread, class, index, false));
                let Resolved::InstanceField {
                    offset,
                    basic_type,
                    volatile,
                } = *resolved
                else {
                    unreachable!("instance field entry")
                };
                let obj = null_check!(pop!());
                let v = obj.read_typed(offset, basic_type);
                if volatile {
                    volatile_load_fence();
                }
                if basic_type.slots() == 2 {
                    push2!(v)
                } else {
                    push!(v)
                }
                pc += 3;
            }
            PUTFIELD => {
                let index = read_u16(bytecode, pc + 1);
                let resolved =
                    resolved!(index, resolve::resolve_field(thread, class, index, false));
                let Resolved::InstanceField {
                    offset,
                    basic_type,
                    volatile,
                } = *resolved
                else {
                    unreachable!("instance field entry")
                };
                let v = if basic_type.slots() == 2 {
                    pop2!()
                } else {
                    pop!()
                };
                let obj = null_check!(pop!());
                obj.write_typed(offset, basic_type, v);
                if volatile && thread.vm.options.parallel_threads {
                    volatile_store_fence();
                }
                pc += 3;
            }
            INVOKEVIRTUAL => {
                let index = read_u16(bytecode, pc + 1);
                pc += 3;
                let resolved = resolved!(
                    index,
                    resolve::resolve_method(thread, class, index, InvokeKind::Virtual)
                );
                let (target, args_base) = match *resolved {
                    Resolved::Virtual {
                        vtable_index,
                        method: m,
                    } => {
                        let args_base = sp - m.arg_slots as usize;
                        let receiver = null_check!(unsafe { slot!(args_base) });
                        let target = receiver.class().vtable[vtable_index as usize];
                        if target.is_abstract() {
                            throw!(abstract_method_error(thread, receiver, m));
                        }
                        (target, args_base)
                    }
                    Resolved::Method(m) => {
                        let args_base = sp - m.arg_slots as usize;
                        null_check!(unsafe { slot!(args_base) });
                        (m, args_base)
                    }
                    _ => unreachable!("invokevirtual entry"),
                };
                do_call!(target, args_base);
            }
            INVOKESPECIAL | INVOKESTATIC => {
                let index = read_u16(bytecode, pc + 1);
                pc += 3;
                let kind = if op == INVOKESTATIC {
                    InvokeKind::Static
                } else {
                    InvokeKind::Special
                };
                let resolved =
                    resolved!(index, resolve::resolve_method(thread, class, index, kind));
                let Resolved::Method(target) = *resolved else {
                    unreachable!("direct call entry")
                };
                let args_base = sp - target.arg_slots as usize;
                if op == INVOKESTATIC {
                    let holder = target.class();
                    if !holder.is_initialized() {
                        sync_pc!();
                        check!(ensure_initialized(thread, holder));
                    }
                } else {
                    null_check!(unsafe { slot!(args_base) });
                }
                do_call!(target, args_base);
            }
            INVOKEINTERFACE => {
                let index = read_u16(bytecode, pc + 1);
                pc += 5;
                let resolved = resolved!(
                    index,
                    resolve::resolve_method(thread, class, index, InvokeKind::Interface)
                );
                let (target, args_base) = match *resolved {
                    Resolved::Interface {
                        signature,
                        method: m,
                    } => {
                        let args_base = sp - m.arg_slots as usize;
                        let receiver = null_check!(unsafe { slot!(args_base) });
                        let receiver_class = receiver.class();
                        match receiver_class.vtable_slots.get(&signature) {
                            Some(&i) => {
                                let target = receiver_class.vtable[i as usize];
                                if target.is_abstract() {
                                    throw!(abstract_method_error(thread, receiver, m));
                                }
                                (target, args_base)
                            }
                            None => {
                                let message = format!(
                                    "Class {} does not implement the requested interface {}",
                                    receiver_class.java_name(),
                                    m.class().java_name()
                                );
                                throw!(thread.throw_new(
                                    "java/lang/IncompatibleClassChangeError",
                                    Some(&message)
                                ));
                            }
                        }
                    }
                    Resolved::Method(m) => {
                        let args_base = sp - m.arg_slots as usize;
                        null_check!(unsafe { slot!(args_base) });
                        (m, args_base)
                    }
                    _ => unreachable!("invokeinterface entry"),
                };
                do_call!(target, args_base);
            }
            INVOKEDYNAMIC => {
                let index = read_u16(bytecode, pc + 1);
                pc += 5;
                sync_pc!();
                let site = check!(indy::link(thread, class, index));
                let args = site.argument_slots();
                let args_base = sp - args;
                // The call site reads its arguments from the slots and may run
                // Java code (toString), which uses the stack above `sp`.
                let saved_top = thread.stack_top;
                thread.stack_top = thread.stack_top.max(sp + 1);
                let result = site.invoke(thread, args_base);
                thread.stack_top = saved_top;
                let v = check!(result);
                sp = args_base;
                push!(v);
            }
            NEW => {
                let index = read_u16(bytecode, pc + 1);
                sync_pc!();
                let target = check!(resolve::resolve_class(thread, class, index));
                if target.is_interface() || target.is_abstract() {
                    let message = target.java_name();
                    throw!(thread.throw_new("java/lang/InstantiationError", Some(&message)));
                }
                check!(ensure_initialized(thread, target));
                let obj = check!(thread.new_object_for_interpreter(target));
                push!(obj.to_slot());
                pc += 3;
            }
            NEWARRAY => {
                let t = BasicType::from_newarray_code(bytecode[pc + 1]).unwrap_or(BasicType::Int);
                let length = pop_i!();
                sync_pc!();
                let array_class = check!(thread.primitive_array_class(t));
                let array = check!(thread.new_array_for_interpreter(array_class, length));
                push!(array.to_slot());
                pc += 2;
            }
            ANEWARRAY => {
                let index = read_u16(bytecode, pc + 1);
                let length = pop_i!();
                sync_pc!();
                let component = check!(resolve::resolve_class(thread, class, index));
                let array_class = check!(thread.array_class_of(component));
                let array = check!(thread.new_array_for_interpreter(array_class, length));
                push!(array.to_slot());
                pc += 3;
            }
            MULTIANEWARRAY => {
                let index = read_u16(bytecode, pc + 1);
                let dimensions = bytecode[pc + 3] as usize;
                sync_pc!();
                let array_class = check!(resolve::resolve_class(thread, class, index));
                let mut lengths = Vec::with_capacity(dimensions);
                for _ in 0..dimensions {
                    lengths.push(pop_i!());
                }
                lengths.reverse();
                let array = check!(thread.new_multi_array(array_class, &lengths));
                push!(array.to_slot());
                pc += 4;
            }
            ARRAYLENGTH => {
                let array = null_check!(pop!());
                push_i!(array.array_length());
                pc += 1;
            }
            ATHROW => {
                epilogue_yieldpoint!();
                let exception = null_check!(pop!());
                throw!(thread.throw(exception));
            }
            CHECKCAST => {
                let index = read_u16(bytecode, pc + 1);
                let obj = ObjRef::from_slot(peek!(0));
                if !obj.is_null() {
                    sync_pc!();
                    let target = check!(resolve::resolve_class(thread, class, index));
                    if !obj.class().is_subclass_of(target) {
                        throw!(class_cast_error(thread, obj, target));
                    }
                }
                pc += 3;
            }
            INSTANCEOF => {
                let index = read_u16(bytecode, pc + 1);
                let obj = ObjRef::from_slot(pop!());
                let result = if obj.is_null() {
                    false
                } else {
                    sync_pc!();
                    let target = check!(resolve::resolve_class(thread, class, index));
                    obj.class().is_subclass_of(target)
                };
                push_i!(result as i32);
                pc += 3;
            }
            MONITORENTER => {
                // The reference stays on the operand stack (a root) while
                // entering may block and let a collection run.
                let obj = null_check!(peek!(0));
                sync_pc!();
                crate::runtime::monitors::enter(thread, obj);
                sp -= 1;
                pc += 1;
            }
            MONITOREXIT => {
                let obj = null_check!(peek!(0));
                sync_pc!();
                check!(crate::runtime::monitors::exit(thread, obj));
                sp -= 1;
                pc += 1;
            }
            WIDE => {
                let wide_op = bytecode[pc + 1];
                let index = read_u16(bytecode, pc + 2) as usize;
                match wide_op {
                    ILOAD | FLOAD | ALOAD => push!(local!(index)),
                    LLOAD | DLOAD => push2!(local!(index)),
                    ISTORE | FSTORE | ASTORE => {
                        let v = pop!();
                        set_local!(index, v)
                    }
                    LSTORE | DSTORE => {
                        let v = pop2!();
                        set_local!(index, v)
                    }
                    IINC => {
                        let delta = read_i16(bytecode, pc + 4) as i32;
                        let v = (local!(index) as i32).wrapping_add(delta);
                        set_local!(index, v as u32 as u64);
                    }
                    _ => {
                        let message = format!(
                            "wide {wide_op:#x} at bci {insn_pc} in {}",
                            method.qualified_name()
                        );
                        throw!(thread.throw_new("java/lang/VerifyError", Some(&message)));
                    }
                }
                pc += if wide_op == IINC { 6 } else { 4 };
            }
            _ => {
                let message = format!(
                    "opcode {op:#x} at bci {insn_pc} in {}",
                    method.qualified_name()
                );
                throw!(thread.throw_new("java/lang/VerifyError", Some(&message)));
            }
        }
        if STEP {
            return Ok(sp as u64);
        }
    }
}

/// Narrows a value stored into a static field to its declared type, so that a
/// `putstatic` of an int into a byte field stores what Java would read back.
#[inline(always)]
fn normalize_to_type(v: u64, t: BasicType) -> u64 {
    match t {
        BasicType::Boolean => v & 1,
        BasicType::Byte => v as i8 as i64 as u64,
        BasicType::Char => v as u16 as u64,
        BasicType::Short => v as i16 as i64 as u64,
        BasicType::Int | BasicType::Float => v as u32 as u64,
        _ => v,
    }
}

/// After a `volatile` load (JLS 17.4): later accesses must not move above
/// it. x86-64 loads already have acquire order, so this only stops the Rust
/// compiler from reordering.
#[inline(always)]
pub(crate) fn volatile_load_fence() {
    std::sync::atomic::fence(std::sync::atomic::Ordering::Acquire);
}

/// After a `volatile` store: a full fence (`mfence`), the store-load
/// barrier x86-64 needs so that a later volatile load is not satisfied
/// before the store is visible (the JSR-133 cookbook's StoreLoad). Only with
/// `--threads=parallel`: under the VM lock one thread runs at a time and
/// every hand-over goes through the lock's atomic instructions (full
/// barriers), so the fence would only cost time.
#[inline(always)]
pub(crate) fn volatile_store_fence() {
    std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
}
