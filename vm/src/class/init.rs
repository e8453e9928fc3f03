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
//! initialization ends (step 2), then looks again. The step from
//! UNINITIALIZED to IN_PROGRESS is a compare-and-swap, so of threads racing
//! to initialize a class (`--threads=parallel`) exactly one runs `<clinit>`.

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
    if let Err(e) = crate::class::link::ensure_linked_for(thread, class) {
        return Err(thread.throw_link_error(e));
    }
    loop {
        match class.init_state.load(Ordering::Acquire) {
            init_state::INITIALIZED => return Ok(()),
            // Step 3: a recursive request by the initializing thread.
            init_state::IN_PROGRESS
                if class.init_thread.load(Ordering::Acquire) == thread.lock_id =>
            {
                return Ok(())
            }
            // Step 2: another thread initializes it; wait until it is done.
            init_state::IN_PROGRESS => thread.wait_for_class_initialization(class),
            init_state::ERRONEOUS => return Err(throw_could_not_initialize(thread, class)),
            // Step 6: claim the initialization; of racing threads exactly
            // one wins, the others wait for it (step 2).
            _ => {
                if class
                    .init_state
                    .compare_exchange(
                        init_state::UNINITIALIZED,
                        init_state::IN_PROGRESS,
                        Ordering::AcqRel,
                        Ordering::Acquire,
                    )
                    .is_ok()
                {
                    break;
                }
            }
        }
    }
    // Lock ids start at 1, so a waiter never mistakes the 0 it may read
    // before this store for its own id.
    class.init_thread.store(thread.lock_id, Ordering::Release);
    let result = run_initialization(thread, class);
    crate::runtime::threads::class_initialization_ended(thread.vm);
    result
}

fn run_initialization(thread: &mut JavaThread, class: &'static Class) -> JResult<()> {
    if set_constant_values(thread, class).is_err() {
        return Err(mark_erroneous(thread, class));
    }
    if !class.is_interface() {
        if let Some(sup) = class.super_class {
            if ensure_initialized(thread, sup).is_err() {
                return Err(mark_erroneous(thread, class));
            }
        }
        // JVMS 5.5 step 7: superinterfaces that declare default methods.
        for iface in &class.interfaces {
            let has_defaults = iface
                .methods
                .iter()
                .any(|m| !m.is_static() && !m.is_abstract());
            if has_defaults {
                if ensure_initialized(thread, iface).is_err() {
                    return Err(mark_erroneous(thread, class));
                }
            }
        }
    }
    if let Some(clinit) = class.declared_method("<clinit>", "()V") {
        if interp::invoke(thread, clinit, &[]).is_err() {
            mark_erroneous(thread, class);
            return Err(wrap_in_initializer_error(thread));
        }
    }
    class
        .init_state
        .store(init_state::INITIALIZED, Ordering::Release);
    Ok(())
}

/// JLS 12.4.2 steps 7 and 10: initialization failed with the pending
/// exception. Records HotSpot's initialization error for it (JDK-8048190: an
/// `ExceptionInInitializerError` "Exception <class>: <message> [in thread
/// "<name>"]" carrying the exception's stack trace, made by
/// `Throwable.initializationError`), then marks the class ERRONEOUS and leaves
/// the exception pending.
fn mark_erroneous(thread: &mut JavaThread, class: &'static Class) -> crate::runtime::Thrown {
    let exception = thread.take_exception();
    let made = crate::class::loader::load_class(thread.vm, "java/lang/Throwable")
        .ok()
        .and_then(|throwable| {
            throwable.declared_method(
                "initializationError",
                "(Ljava/lang/Throwable;)Ljava/lang/Throwable;",
            )
        })
        .map(|helper| interp::invoke(thread, helper, &[exception.to_slot()]));
    match made {
        Some(Ok(error)) => class
            .initialization_error
            .store(error as usize, Ordering::Release),
        // As HotSpot: a failure to build the record leaves the class without
        // one (later NoClassDefFoundErrors have no cause).
        Some(Err(_)) => {
            thread.take_exception();
        }
        None => {}
    }
    class
        .init_state
        .store(init_state::ERRONEOUS, Ordering::Release);
    thread.throw(exception)
}

/// JVMS 5.5 step 5: `NoClassDefFoundError: Could not initialize class X`,
/// caused by the recorded initialization error (see `mark_erroneous`).
#[cold]
fn throw_could_not_initialize(
    thread: &mut JavaThread,
    class: &'static Class,
) -> crate::runtime::Thrown {
    let message = format!("Could not initialize class {}", class.java_name());
    let error = match crate::runtime::exceptions::new_exception(
        thread,
        "java/lang/NoClassDefFoundError",
        Some(&message),
    ) {
        Ok(error) => error,
        Err(thrown) => return thrown,
    };
    let cause = class.initialization_error_ref();
    if !cause.is_null() {
        // NoClassDefFoundError does not override Throwable.initCause.
        let init_cause = crate::class::loader::load_class(thread.vm, "java/lang/Throwable")
            .ok()
            .and_then(|throwable| {
                throwable
                    .declared_method("initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;")
            });
        if let Some(init_cause) = init_cause {
            if let Err(thrown) =
                interp::invoke(thread, init_cause, &[error.to_slot(), cause.to_slot()])
            {
                return thrown;
            }
        }
    }
    thread.throw(error)
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
