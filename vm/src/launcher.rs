//! Starting a Java program: find the main class, boot the VM on a thread with a
//! large native stack, run `main(String[])`, and turn the outcome into an exit
//! status the way the `java` launcher does.
//!
//! ```text
//! MainTarget::ClassFile(path) --read its name--> class path = its root folder
//! MainTarget::ClassName(name) --class path from -cp-->
//!     Vm::new -> JavaThread::boot -> load main class -> find main -> <clinit>
//!     -> main(args) -> exit 0 | uncaught exception: trace on stderr, exit 1
//!     (after every non-daemon thread has ended, runtime/threads.rs)
//! ```
//! `System.exit(n)` leaves from inside (natives/lang.rs) after flushing output.

use crate::class::init::ensure_initialized;
use crate::class::loader::{load_class, parse_class_file};
use crate::heap::object::ARRAY_DATA_OFFSET;
use crate::interp;
use crate::runtime::strings;
use crate::runtime::{JavaThread, Thrown, Vm, VmOptions};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Instant;

/// What to run.
#[derive(Debug, Clone)]
pub enum MainTarget {
    /// `rvm run path/to/Main.class`: the class path is the folder that holds the
    /// class's package root.
    ClassFile(PathBuf),
    /// `rvm run -cp DIR pkg.Main`.
    ClassName(String),
}

/// A failure before the program's own code runs, reported as `rvm: error: ...`.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct LaunchError(pub String);

// Process-wide, not in `Vm`: the process's start time (before the VM exists).
static START: OnceLock<Instant> = OnceLock::new();

/// Runs the program and returns its exit status.
pub fn launch(
    mut options: VmOptions,
    target: MainTarget,
    args: Vec<String>,
) -> Result<i32, LaunchError> {
    START.get_or_init(Instant::now);
    let class_name = match &target {
        MainTarget::ClassFile(path) => {
            let (name, root) = class_file_root(path)?;
            options.class_path = vec![root];
            name
        }
        MainTarget::ClassName(name) => name.replace('.', "/"),
    };
    let stack = options.thread_stack;
    let vm = Vm::new(options).map_err(LaunchError)?;
    crate::runtime::codemap::open(vm).map_err(LaunchError)?;
    let main_thread = std::thread::Builder::new()
        .name("main".to_string())
        .stack_size(stack)
        .spawn(move || {
            // The collector scans the native stack up to this point: run_main
            // is never inlined, so its frame (and everything it calls) lies
            // entirely below this closure's stack pointer.
            let stack_base = crate::heap::gc::current_stack_pointer();
            run_main(vm, &class_name, args, stack_base)
        })
        .map_err(|e| LaunchError(format!("cannot start the main thread: {e}")))?;
    match main_thread.join() {
        Ok(result) => result,
        Err(_) => Err(LaunchError(
            "the VM crashed (internal error; see the message above)".to_string(),
        )),
    }
}

/// Reads the class name from a class file and derives the class-path root:
/// `out/app/Main.class` declaring `app/Main` gives root `out`.
fn class_file_root(path: &Path) -> Result<(String, PathBuf), LaunchError> {
    if !path.exists() {
        return Err(LaunchError(format!("{}: no such file", path.display())));
    }
    let file = parse_class_file(path).map_err(LaunchError)?;
    let name = file.this_class;
    let absolute = path
        .canonicalize()
        .map_err(|e| LaunchError(format!("{}: {e}", path.display())))?;
    let mut root = absolute.parent().map(Path::to_path_buf).unwrap_or_default();
    let package_depth = name.matches('/').count();
    let expected_suffix: PathBuf = name.split('/').take(package_depth).collect();
    if !root.ends_with(&expected_suffix) {
        return Err(LaunchError(format!(
            "{} declares class {}, so it must sit at {}.class under a class-path folder; use -cp ROOT {}",
            path.display(),
            name.replace('/', "."),
            name,
            name.replace('/', ".")
        )));
    }
    for _ in 0..package_depth {
        root.pop();
    }
    Ok((name, root))
}

#[inline(never)]
fn run_main(
    vm: &'static Vm,
    class_name: &str,
    args: Vec<String>,
    stack_base: usize,
) -> Result<i32, LaunchError> {
    let mut thread = JavaThread::attach(vm, vm.options.thread_stack, stack_base);
    // `thread` stays at this address until the process ends (other threads'
    // yield requests and the collector reach it through the registry).
    vm.threads.register(&mut thread);
    thread.acquire_vm_lock();
    thread.boot().map_err(LaunchError)?;
    crate::runtime::threads::attach_main_thread_object(&mut thread).map_err(LaunchError)?;
    crate::runtime::profiling::attach_thread(&mut thread);
    let dotted = class_name.replace('/', ".");
    let main_class = match load_class(vm, class_name) {
        Ok(class) => class,
        // A main class that exists but cannot be loaded (a ClassFormatError,
        // a missing superclass, ...) is reported as java's launcher does.
        Err(e) if e.exception != "java/lang/NoClassDefFoundError" => {
            let text =
                format!("Error: LinkageError occurred while loading main class {dotted}\n\t{e}\n");
            return Ok(launcher_failure(vm, &text));
        }
        Err(e) if e.message != class_name => {
            let text =
                format!("Error: Could not find or load main class {dotted}\nCaused by: {e}\n");
            return Ok(launcher_failure(vm, &text));
        }
        Err(_) => return Err(not_found(vm, class_name)),
    };
    // java's launcher links (verifies) the main class when it looks up `main`.
    if let Err(e) = crate::class::link::ensure_linked(vm, main_class) {
        let text = format!("Error: Unable to initialize main class {dotted}\nCaused by: {e}\n");
        return Ok(launcher_failure(vm, &text));
    }
    let main = main_class
        .declared_method("main", "([Ljava/lang/String;)V")
        .filter(|m| m.is_static() && m.access & crate::classfile::access::PUBLIC != 0)
        .ok_or_else(|| {
            LaunchError(format!(
                "no method `public static void main(String[] args)` in class {}",
                main_class.java_name()
            ))
        })?;
    run_loaded_main(&mut thread, main_class, main, class_name, args)
}

/// Prints a launcher failure on stderr (java's wording) and gives exit status 1.
fn launcher_failure(vm: &Vm, text: &str) -> i32 {
    vm.output.write(2, text.as_bytes());
    vm.output.flush();
    1
}

/// The main class is not on the class path at all: rvm's own message, which
/// names the class path.
fn not_found(vm: &Vm, class_name: &str) -> LaunchError {
    let dotted = class_name.replace('/', ".");
    let mut message = format!(
        "could not find or load main class {dotted} (class path: {})",
        vm.class_path.describe()
    );
    let missing = vm.class_path.missing_entries();
    if !missing.is_empty() {
        let list: Vec<String> = missing.iter().map(|p| p.display().to_string()).collect();
        message.push_str(&format!(
            "\n  class-path entries that do not exist: {}",
            list.join(", ")
        ));
    }
    LaunchError(message)
}

/// Runs `main` of the linked main class, then shuts the VM down.
fn run_loaded_main(
    thread: &mut JavaThread,
    main_class: &'static crate::class::Class,
    main: &'static crate::class::Method,
    class_name: &str,
    args: Vec<String>,
) -> Result<i32, LaunchError> {
    let vm = thread.vm;

    if let Some(profiler) = vm.profiler.as_ref() {
        profiler
            .start(&class_name.replace('/', "."), &args)
            .map_err(LaunchError)?;
    }
    if let Some(inst) = vm.instrumentation.as_ref() {
        inst.start(&class_name.replace('/', "."), &args)
            .map_err(LaunchError)?;
    }
    let outcome = (|| -> Result<(), Thrown> {
        let string_array = thread.load_class("[Ljava/lang/String;")?;
        let array = thread.new_array(string_array, args.len() as i32)?;
        for (i, a) in args.iter().enumerate() {
            let s = strings::new_string(thread, a)?;
            array.write_ref(ARRAY_DATA_OFFSET + 8 * i, s);
        }
        ensure_initialized(thread, main_class)?;
        interp::invoke(thread, main, &[array.to_slot()])?;
        Ok(())
    })();
    let status = match outcome {
        Ok(()) => 0,
        Err(Thrown) => {
            let exception = thread.take_exception();
            let object = thread.thread_object;
            crate::runtime::threads::dispatch_uncaught(thread, object, exception);
            1
        }
    };
    // As java's DestroyJavaVM: main's Thread ends (joiners wake), then the
    // VM waits for every non-daemon thread; daemon threads stop with the
    // process (this thread keeps the VM lock from here on).
    thread.end_java_thread();
    thread.wait_for_non_daemon_threads();
    run_shutdown_hooks(thread);
    shutdown(thread);
    Ok(status)
}

/// Runs `Runtime.addShutdownHook` hooks, if the program registered any (the
/// class that keeps them is loaded only then). An exception in a hook is
/// reported like any uncaught one and does not change the exit status.
fn run_shutdown_hooks(thread: &mut JavaThread) {
    let Some(hooks) = thread.vm.loaded_class("java/lang/ApplicationShutdownHooks") else {
        return;
    };
    if !hooks.is_initialized() {
        return;
    }
    let Some(run) = hooks.declared_method("runHooks", "()V") else {
        return;
    };
    if interp::invoke(thread, run, &[]).is_err() {
        let exception = thread.take_exception();
        let object = thread.thread_object;
        crate::runtime::threads::dispatch_uncaught(thread, object, exception);
    }
    thread.wait_for_non_daemon_threads();
}

/// The end of the program (its main returned or threw, or `System.exit`):
/// flushes console output, finishes the profiler (`--dcg-out`), prints
/// `--stats`.
pub fn shutdown(thread: &mut JavaThread) {
    // Nothing else runs Java code from here on (with the VM lock, its
    // holder already has the world to itself).
    crate::runtime::safepoint::stop_for_good(thread);
    thread.vm.output.flush();
    thread.flush_allocation_counts();
    crate::compile::at_exit(thread.vm);
    crate::runtime::profiling::finish(thread);
    crate::runtime::profile_out::write_at_exit(thread);
    crate::runtime::advice::write_at_exit(thread.vm);
    crate::runtime::advice::check_unused_at_exit(thread.vm);
    // The main thread's instrumentation counts reach the totals here when
    // no --profile-out folded them (--stats showed 0 samples).
    crate::runtime::instrumentation::detach_thread(thread);
    print_stats_if_requested(thread.vm);
}

/// `--stats`: counters on stderr at exit.
pub fn print_stats_if_requested(vm: &Vm) {
    if !vm.options.stats {
        return;
    }
    let elapsed = START
        .get()
        .map(|s| s.elapsed().as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    let heap = &vm.heap;
    let gc = heap.stats.lock().clone();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    let text = format!(
        "rvm stats:\n  wall time           {elapsed:.1} ms\n  classes loaded      {}\n  objects allocated   {}\n  bytes allocated     {}\n  heap limit          {} MiB of {} MiB (-Xmx)\n  collections         {}\n  GC pause total      {:.2} ms (median {:.3} ms, max {:.3} ms)\n",
        vm.loaded_class_count(),
        heap.allocated_objects.load(std::sync::atomic::Ordering::Relaxed),
        heap.allocated_bytes.load(std::sync::atomic::Ordering::Relaxed),
        heap.capacity_bytes() >> 20,
        heap.max_bytes() >> 20,
        gc.collections,
        ms(gc.total_pause),
        ms(gc.median_pause()),
        ms(gc.max_pause()),
    );
    let text = text
        + &heap.stats_text()
        + &crate::runtime::safepoint::stats_text(vm)
        + &crate::compile::stats_text(vm)
        + &crate::runtime::profiling::stats_text(vm)
        + &vm.pep.as_ref().map_or(String::new(), |p| p.stats_text())
        + &vm
            .instrumentation
            .as_ref()
            .map_or(String::new(), |i| i.stats_text());
    vm.output.write(2, text.as_bytes());
    vm.output.flush();
}
