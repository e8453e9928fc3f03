//! Class initialization, JLS 12.4.2 / JVMS 5.5: `<clinit>` runs exactly once,
//! superclass first, triggered by `new`, `getstatic`/`putstatic`, `invokestatic`
//! and subclass initialization (callers decide when; this module decides how).
//!
//! ```text
//! UNINITIALIZED --ensure_initialized--> IN_PROGRESS --<clinit> ok--> INITIALIZED
//!                                            \--exception--> ERRONEOUS (later uses
//!                                                 throw NoClassDefFoundError)
//! ```
//!
//! A request for a class that is IN_PROGRESS returns at once if it comes
//! from the initializing thread itself (step 3 of JLS 12.4.2, a recursive
//! request); another thread waits, without the VM lock, until the
//! initialization ends (step 2), then looks again.

use crate::class::{init_state, BasicType, Class};
use crate::classfile::{access, Constant};
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};
use std::sync::atomic::Ordering;

#[inline(always)]
pub fn ensure_initialized(thread: &mut JavaThread, class: &'static Class) -> JResult<()> {
    if class.is_initialized() {
        return Ok(());
    }
    initialize(thread, class)
}

#[cold]
fn initialize(thread: &mut JavaThread, class: &'static Class) -> JResult<()> {
    // JVMS 5.5 step 1 needs the class linked: verified before any of its code runs.
    if let Err(e) = crate::class::link::ensure_linked(thread.vm, class) {
        return Err(thread.throw_link_error(e));
    }
    loop {
        match class.init_state.load(Ordering::Acquire) {
            init_state::INITIALIZED => return Ok(()),
            // Step 3: a recursive request by the initializing thread.
            init_state::IN_PROGRESS
                if class.init_thread.load(Ordering::Relaxed) == thread.lock_id =>
            {
                return Ok(())
            }
            // Step 2: another thread initializes it; wait until it is done.
            init_state::IN_PROGRESS => thread.wait_for_class_initialization(),
            init_state::ERRONEOUS => {
                let message = format!("Could not initialize class {}", class.java_name());
                return Err(thread.throw_new("java/lang/NoClassDefFoundError", Some(&message)));
            }
            _ => break,
        }
    }
    class.init_thread.store(thread.lock_id, Ordering::Relaxed);
    class
        .init_state
        .store(init_state::IN_PROGRESS, Ordering::Release);
    let result = run_initialization(thread, class);
    crate::runtime::threads::class_initialization_ended(thread.vm);
    result
}

fn run_initialization(thread: &mut JavaThread, class: &'static Class) -> JResult<()> {
    if let Err(thrown) = set_constant_values(thread, class) {
        class
            .init_state
            .store(init_state::ERRONEOUS, Ordering::Release);
        return Err(thrown);
    }
    if !class.is_interface() {
        if let Some(sup) = class.super_class {
            if let Err(thrown) = ensure_initialized(thread, sup) {
                class
                    .init_state
                    .store(init_state::ERRONEOUS, Ordering::Release);
                return Err(thrown);
            }
        }
        // JVMS 5.5 step 7: superinterfaces that declare default methods.
        for iface in &class.interfaces {
            let has_defaults = iface
                .methods
                .iter()
                .any(|m| !m.is_static() && !m.is_abstract());
            if has_defaults {
                if let Err(thrown) = ensure_initialized(thread, iface) {
                    class
                        .init_state
                        .store(init_state::ERRONEOUS, Ordering::Release);
                    return Err(thrown);
                }
            }
        }
    }
    if let Some(clinit) = class.declared_method("<clinit>", "()V") {
        if interp::invoke(thread, clinit, &[]).is_err() {
            class
                .init_state
                .store(init_state::ERRONEOUS, Ordering::Release);
            return Err(wrap_in_initializer_error(thread));
        }
    }
    class
        .init_state
        .store(init_state::INITIALIZED, Ordering::Release);
    Ok(())
}

/// JLS 12.4.2 step 11: an exception that is not an Error is wrapped in
/// ExceptionInInitializerError.
fn wrap_in_initializer_error(thread: &mut JavaThread) -> crate::runtime::Thrown {
    let exception = thread.take_exception();
    let error_class = crate::class::loader::load_class(thread.vm, "java/lang/Error").ok();
    let is_error = match error_class {
        Some(e) => exception.is_null() || exception.class().is_subclass_of(e),
        None => true,
    };
    if is_error {
        return thread.throw(exception);
    }
    let eiie = match crate::class::loader::load_class(
        thread.vm,
        "java/lang/ExceptionInInitializerError",
    ) {
        Ok(c) => c,
        Err(e) => return thread.throw_link_error(e),
    };
    let build = |thread: &mut JavaThread| -> JResult<crate::heap::ObjRef> {
        ensure_initialized(thread, eiie)?;
        let object = thread.new_object(eiie)?;
        let init = eiie
            .declared_method("<init>", "(Ljava/lang/Throwable;)V")
            .expect("class library: ExceptionInInitializerError(Throwable) exists");
        interp::invoke(thread, init, &[object.to_slot(), exception.to_slot()])?;
        Ok(object)
    };
    match build(thread) {
        Ok(object) => thread.throw(object),
        Err(thrown) => thrown,
    }
}

/// JVMS 5.5 step 6: static fields with a ConstantValue attribute get their value.
fn set_constant_values(thread: &mut JavaThread, class: &'static Class) -> JResult<()> {
    for field in class
        .fields
        .iter()
        .filter(|f| f.access & access::STATIC != 0)
    {
        let Some(index) = field.constant_value else {
            continue;
        };
        let slot = class.static_slot(field.offset);
        let value: u64 = match (class.constant_pool.get(index), field.basic_type) {
            (Ok(Constant::Integer(v)), _) => *v as i64 as u64,
            (Ok(Constant::Float(v)), BasicType::Float) => v.to_bits() as u64,
            (Ok(Constant::Long(v)), BasicType::Long) => *v as u64,
            (Ok(Constant::Double(v)), BasicType::Double) => v.to_bits(),
            (Ok(Constant::String { utf8 }), BasicType::Reference) => {
                let units = class.constant_pool.utf16(*utf8).unwrap_or(&[]).to_vec();
                strings::intern_utf16(thread, &units)?.to_slot()
            }
            _ => {
                let message = format!(
                    "{}: bad ConstantValue for field {}",
                    class.origin, field.name
                );
                return Err(thread.throw_new("java/lang/ClassFormatError", Some(&message)));
            }
        };
        // SAFETY: the slot belongs to this class's statics, which live forever.
        unsafe { *slot = value };
    }
    Ok(())
}
