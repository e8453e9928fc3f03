//! Stack traces: `Throwable.fillInStackTrace` records (method, bci) pairs by
//! walking the thread's frame records; `getStackTrace0` turns them into
//! `StackTraceElement`s with line numbers from the LineNumberTable.
//!
//! ```text
//! new Foo() -> Throwable.<init> -> fillInStackTrace(0) [native]
//!    walk frames: skip fillInStackTrace and the exception's own <init> frames,
//!    keep up to MAX_DEPTH (method address, bci) pairs in a long[] `backtrace`
//! getStackTrace0 -> StackTraceElement(class, method, file, line) per pair
//! ```

use super::args::{object, ret_bool};
use super::NativeRegistry;
use crate::class::Method;
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::heap::ObjRef;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::thread::{JResult, JavaThread};

/// The `monitorenter` opcode (JVMS §6.5).
const MONITORENTER: u8 = 0xc2;

/// HotSpot's default MaxJavaStackTraceDepth.
const MAX_DEPTH: usize = 1024;

fn fill_in_stack_trace(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let exception = object(a, 0);
    let exception_class = exception.class();
    let mut frames: Vec<(usize, u32)> = Vec::new();
    let mut skipping_fill = true;
    let mut skipping_init = true;
    // A record of optimized code may stand for several frames (inlining).
    let vm = thread.vm;
    let expanded = thread
        .frames()
        .flat_map(|r| crate::runtime::codemap::expand(vm, r.method, r.bci.get()));
    for (m, bci) in expanded {
        if skipping_fill {
            if m.name == "fillInStackTrace" {
                continue;
            }
            skipping_fill = false;
        }
        if skipping_init {
            if m.name == "<init>" && exception_class.is_subclass_of(m.class()) {
                continue;
            }
            skipping_init = false;
        }
        // HotSpot leaves out frames of hidden classes (lambda proxies, ...).
        if m.class().is_hidden {
            continue;
        }
        // A proxy method calls its handler directly in HotSpot; rvm's proxies go
        // through one library helper, which a trace therefore leaves out.
        if m.name == "rvmInvoke" && m.class().name == "java/lang/reflect/Proxy" {
            continue;
        }
        frames.push((m as *const Method as usize, bci));
        if frames.len() == MAX_DEPTH {
            break;
        }
    }
    store_backtrace(thread, exception, &frames)?;
    Ok(exception.to_slot())
}

/// Writes (method address, bci) pairs into a new `long[]` and makes it the
/// throwable's `backtrace`.
fn store_backtrace(
    thread: &mut JavaThread,
    exception: ObjRef,
    frames: &[(usize, u32)],
) -> JResult<()> {
    let long_array = thread.primitive_array_class(crate::class::BasicType::Long)?;
    let backtrace = thread.new_array(long_array, (frames.len() * 2) as i32)?;
    for (i, (method, bci)) in frames.iter().enumerate() {
        backtrace.write::<u64>(ARRAY_DATA_OFFSET + 16 * i, *method as u64);
        backtrace.write::<u64>(ARRAY_DATA_OFFSET + 16 * i + 8, *bci as u64);
    }
    let offset = thread.well_known().throwable_backtrace_offset;
    exception.write_ref(offset, backtrace);
    Ok(())
}

/// `Thread.stackTrace0(Thread target, Throwable holder)`: another thread's
/// stack, for `Thread.getStackTrace` and `getAllStackTraces`. The world is
/// stopped (runtime/safepoint.rs) only while the target's frame records are
/// copied out as (method, bci) pairs: every other thread is then at a
/// yieldpoint or blocked, so its record chain does not change under us. The
/// pairs are expanded through the code map (inlined frames) and stored in
/// `holder`'s backtrace after the world restarts. Returns false when the
/// target is not a running thread (not started yet, or ended).
fn thread_stack_trace0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let target = object(a, 0);
    let holder = object(a, 1);
    let records: Option<Vec<(&'static Method, u32)>> = {
        let world = crate::runtime::safepoint::stop_the_world(thread);
        world
            .others()
            .iter()
            // SAFETY: the stopped world keeps every other registered thread
            // allocated and stopped until it is dropped.
            .map(|&p| unsafe { &*p })
            .find(|other| other.thread_object == target)
            .map(|other| {
                other
                    .frames()
                    .take(MAX_DEPTH)
                    .map(|r| (r.method, r.bci.get()))
                    .collect()
            })
    };
    let Some(records) = records else {
        return Ok(ret_bool(false));
    };
    let mut expanded: Vec<(&'static Method, u32)> = records
        .into_iter()
        .flat_map(|(m, bci)| crate::runtime::codemap::expand(thread.vm, m, bci))
        // Unlike a throwable's, HotSpot keeps the frames of hidden classes
        // (lambda proxies) in another thread's stack.
        .take(MAX_DEPTH)
        .collect();
    // A thread blocked entering a `synchronized` block: HotSpot's interpreter
    // steps past `monitorenter` (one byte) before it blocks, so the frame
    // reports the next instruction's line.
    if let Some((method, bci)) = expanded.first_mut() {
        let at_monitorenter = method
            .code
            .as_ref()
            .is_some_and(|c| c.bytecode.get(*bci as usize) == Some(&MONITORENTER));
        if at_monitorenter {
            *bci += 1;
        }
    }
    let frames: Vec<(usize, u32)> = expanded
        .into_iter()
        .map(|(m, bci)| (m as *const Method as usize, bci))
        .collect();
    store_backtrace(thread, holder, &frames)?;
    Ok(ret_bool(true))
}

/// The frames recorded in a throwable: (method, bci), innermost first.
pub fn backtrace(thread: &JavaThread, exception: ObjRef) -> Vec<(&'static Method, u32)> {
    let offset = thread.well_known().throwable_backtrace_offset;
    let array = ObjRef(exception.read::<usize>(offset));
    if array.is_null() {
        return Vec::new();
    }
    array
        .array_slice::<u64>()
        .chunks_exact(2)
        // SAFETY: the pairs were written by fill_in_stack_trace with addresses of
        // leaked (never freed) Methods; Java code cannot reach the hidden field.
        .map(|pair| {
            (
                unsafe { &*(pair[0] as usize as *const Method) },
                pair[1] as u32,
            )
        })
        .collect()
}

fn get_stack_trace0(thread: &mut JavaThread, a: &[u64]) -> JResult<u64> {
    let exception = object(a, 0);
    let frames = backtrace(thread, exception);
    let element_class = thread.load_class("java/lang/StackTraceElement")?;
    crate::class::init::ensure_initialized(thread, element_class)?;
    let constructor = element_class
        .declared_method(
            "<init>",
            "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V",
        )
        .expect("class library: StackTraceElement(String, String, String, int) exists");
    let module_offset = element_class
        .find_instance_field("moduleName")
        .map(|f| f.offset);
    let user_loader_fields = element_class
        .find_instance_field("classLoaderName")
        .zip(element_class.find_instance_field("rvmUserLoader"))
        .map(|(name, flag)| (name.offset, flag.offset));
    let array_class = thread.array_class_of(element_class)?;
    let array = thread.new_array(array_class, frames.len() as i32)?;
    for (i, (method, bci)) in frames.iter().enumerate() {
        let class = method.class();
        let declaring = strings::new_string(thread, &class.java_name())?;
        let name = strings::new_string(thread, &method.name)?;
        let file = match &class.source_file {
            Some(f) => strings::new_string(thread, f)?,
            None => ObjRef::NULL,
        };
        let line: i32 = if method.is_native() {
            -2
        } else {
            method
                .code
                .as_ref()
                .and_then(|c| c.line_of(*bci as usize))
                .map_or(-1, |l| l as i32)
        };
        let element = thread.new_object(element_class)?;
        interp::invoke(
            thread,
            constructor,
            &[
                element.to_slot(),
                declaring.to_slot(),
                name.to_slot(),
                file.to_slot(),
                line as u32 as u64,
            ],
        )?;
        if let (Some(offset), true) = (module_offset, class.is_library) {
            let module =
                strings::intern_utf16(thread, &"java.base".encode_utf16().collect::<Vec<_>>())?;
            element.write_ref(offset, module);
        }
        if let (Some((name_offset, flag_offset)), true) =
            (user_loader_fields, class.has_user_loader())
        {
            // A user loader's frame names its loader (StackTraceElement.rvmFromVm).
            let loader = crate::class::user_loaders::defining_loader(thread, class);
            let name = crate::class::user_loaders::loader_name(loader);
            element.write_ref(name_offset, name);
            element.write::<u8>(flag_offset, 1);
        }
        array.write_ref(ARRAY_DATA_OFFSET + 8 * i, element);
    }
    Ok(array.to_slot())
}

pub fn register(r: &mut NativeRegistry) {
    r.register(
        "java/lang/Throwable",
        "fillInStackTrace",
        "(I)Ljava/lang/Throwable;",
        fill_in_stack_trace,
    );
    r.register(
        "java/lang/Throwable",
        "getStackTrace0",
        "()[Ljava/lang/StackTraceElement;",
        get_stack_trace0,
    );
    r.register(
        "java/lang/Thread",
        "stackTrace0",
        "(Ljava/lang/Thread;Ljava/lang/Throwable;)Z",
        thread_stack_trace0,
    );
}
