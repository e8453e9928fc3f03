//! Exceptions raised by the VM itself (NullPointerException, ArithmeticException,
//! linkage errors...) as real Java objects, and the report of an uncaught one.
//!
//! ```text
//! interpreter/natives --thread.throw_new(class, msg)--> load + <init>(String)
//!     --> pending_exception = object, Err(Thrown) --> handler search / unwinding
//! ```

use crate::class::init::ensure_initialized;
use crate::class::loader::{load_class, LinkError};
use crate::heap::ObjRef;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread, Thrown};

/// Allocates and constructs `class_name(message)` without throwing it.
pub fn new_exception(
    thread: &mut JavaThread,
    class_name: &str,
    message: Option<&str>,
) -> JResult<ObjRef> {
    let class = match load_class(thread.vm, class_name) {
        Ok(c) => c,
        Err(e) => library_defect(
            thread,
            &format!("cannot load {class_name} to throw it: {e}"),
        ),
    };
    ensure_initialized(thread, class)?;
    let object = thread.new_object(class)?;
    match message {
        Some(text) => {
            let s = strings::new_string(thread, text)?;
            let init = class.declared_method("<init>", "(Ljava/lang/String;)V");
            match init {
                Some(m) => {
                    interp::invoke(thread, m, &[object.to_slot(), s.to_slot()])?;
                }
                None => {
                    library_defect(thread, &format!("{class_name} has no (String) constructor"))
                }
            }
        }
        None => {
            let init = class
                .declared_method("<init>", "()V")
                .or_else(|| class.declared_method("<init>", "(Ljava/lang/String;)V"));
            match init {
                Some(m) if m.descriptor == "()V" => {
                    interp::invoke(thread, m, &[object.to_slot()])?;
                }
                Some(m) => {
                    interp::invoke(thread, m, &[object.to_slot(), 0])?;
                }
                None => library_defect(thread, &format!("{class_name} has no usable constructor")),
            }
        }
    }
    Ok(object)
}

/// The class library lacks what the VM needs to raise an exception: a build
/// defect, not a Java-level error. Says so and exits (status 70, EX_SOFTWARE).
fn library_defect(thread: &JavaThread, what: &str) -> ! {
    thread.vm.output.flush();
    eprintln!("rvm: internal error: {what}");
    std::process::exit(70);
}

impl JavaThread {
    /// Throws a new `class_name(message)`; returns the marker to propagate.
    #[cold]
    pub fn throw_new(&mut self, class_name: &str, message: Option<&str>) -> Thrown {
        match new_exception(self, class_name, message) {
            Ok(e) => self.throw(e),
            // Constructing the exception threw something else: that one wins.
            Err(Thrown) => Thrown,
        }
    }

    #[inline]
    pub fn throw(&mut self, exception: ObjRef) -> Thrown {
        self.pending_exception = exception;
        Thrown
    }

    #[cold]
    pub fn throw_npe(&mut self) -> Thrown {
        self.throw_new("java/lang/NullPointerException", None)
    }

    /// Throws a linkage error. A class that is not there at all (`NoClassDefFoundError`
    /// whose message is just the class name) gets a `ClassNotFoundException` naming it as
    /// its cause, as HotSpot's class loaders give it, so "Caused by:" names the class.
    #[cold]
    pub fn throw_link_error(&mut self, error: LinkError) -> Thrown {
        let is_bare_class_name = error.exception == "java/lang/NoClassDefFoundError"
            && !error.message.is_empty()
            && !error.message.contains([' ', '(']);
        if !is_bare_class_name {
            return self.throw_new(error.exception, Some(&error.message));
        }
        let attempt = |thread: &mut JavaThread| -> JResult<ObjRef> {
            let no_class = new_exception(thread, error.exception, Some(&error.message))?;
            let dotted = error.message.replace('/', ".");
            let cause = new_exception(thread, "java/lang/ClassNotFoundException", Some(&dotted))?;
            if let Some(init_cause) = crate::class::resolve::find_virtual(
                no_class.class(),
                "initCause",
                "(Ljava/lang/Throwable;)Ljava/lang/Throwable;",
            ) {
                interp::invoke(thread, init_cause, &[no_class.to_slot(), cause.to_slot()])?;
            }
            Ok(no_class)
        };
        match attempt(self) {
            Ok(e) => self.throw(e),
            // Building the error threw something else: that one wins.
            Err(Thrown) => Thrown,
        }
    }
}

/// `java.lang.Foo: message`, read from the object's fields without running Java
/// (used where Java cannot be trusted to run, e.g. while booting).
pub fn describe(thread: &JavaThread, exception: ObjRef) -> String {
    if exception.is_null() {
        return "null exception".to_string();
    }
    let class = exception.class();
    let message = class
        .find_instance_field("detailMessage")
        .map(|f| ObjRef(exception.read::<usize>(f.offset)))
        .filter(|m| !m.is_null())
        .map(|m| strings::to_rust_string(thread, m));
    match message {
        Some(m) => format!("{}: {m}", class.java_name()),
        None => class.java_name(),
    }
}

/// Writes `text` with `System.err.print(String)`, so a stream installed by
/// `System.setErr` receives it; returns false if that could not be done.
fn print_to_system_err(thread: &mut JavaThread, text: &str) -> bool {
    let attempt = |thread: &mut JavaThread| -> JResult<bool> {
        let system = thread.load_class("java/lang/System")?;
        ensure_initialized(thread, system)?;
        let Some(field) = system
            .fields
            .iter()
            .find(|f| f.name == "err" && f.is_static())
        else {
            return Ok(false);
        };
        // SAFETY: static slots of a leaked class live forever.
        let err = ObjRef(unsafe { *system.static_slot(field.offset) } as usize);
        if err.is_null() {
            return Ok(false);
        }
        let Some(print) =
            crate::class::resolve::find_virtual(err.class(), "print", "(Ljava/lang/String;)V")
        else {
            return Ok(false);
        };
        let s = strings::new_string(thread, text)?;
        interp::invoke(thread, print, &[err.to_slot(), s.to_slot()])?;
        Ok(true)
    };
    match attempt(thread) {
        Ok(done) => done,
        Err(Thrown) => {
            thread.take_exception();
            false
        }
    }
}

/// Prints an uncaught exception as `java` does (`ThreadGroup.uncaughtException`):
/// `Exception in thread "main" ` on `System.err`, then the exception's own
/// `printStackTrace()`.
pub fn report_uncaught(thread: &mut JavaThread, exception: ObjRef, thread_name: &str) {
    let prefix = format!("Exception in thread \"{thread_name}\" ");
    if !print_to_system_err(thread, &prefix) {
        thread.vm.output.write(2, prefix.as_bytes());
    }
    let class = exception.class();
    let print = crate::class::resolve::find_virtual(class, "printStackTrace", "()V");
    let printed = match print {
        Some(m) => interp::invoke(thread, m, &[exception.to_slot()]).is_ok(),
        None => false,
    };
    if !printed {
        let inner = thread.take_exception();
        let mut text = describe(thread, exception);
        text.push('\n');
        if !inner.is_null() {
            text.push_str(&format!(
                "(printStackTrace itself threw {})\n",
                describe(thread, inner)
            ));
        }
        thread.vm.output.write(2, text.as_bytes());
    }
    thread.vm.output.flush();
}
