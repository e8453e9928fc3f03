//! Background compilation: the adaptive tier's optimizing recompilations run
//! on compiler threads (`--compiler-threads`, one on these 2-core machines),
//! outside the VM lock, while Java code goes on.
//!
//! ```text
//! Java thread (baseline countdown at zero, or the controller) -> compile::recompile
//!    -> request(thread, method): env::prepare (resolution, on the Java thread)
//!    -> compile queue (largest expected benefit first) -------------------.
//! compiler threads "rvm-compiler-N": pop -> translate + Cranelift -> arena|
//!    -> compile::install_recompiled: stats, perf map, --aos-log,         |
//!       Method::compiled_entry = new code (one atomic store) <------------'
//! ```
//!
//! The translator reads only immutable class data and resolved
//! constant-pool entries (env/), so it needs no Java thread and no lock.
//! Installation is a single store that the next call of the method reads:
//! running activations finish in the code they started in. A method is in
//! the queue or being compiled at most once: a second request while it is
//! waits for nothing and is dropped (the compile that runs reads the profile
//! as it is then).

use crate::env::{self, VmEnv};
use parking_lot::{Condvar, Mutex};
use rvm_vm::class::Method;
use rvm_vm::compile::install_recompiled;
use rvm_vm::runtime::JavaThread;
use std::collections::HashSet;
use std::sync::OnceLock;
use std::time::Instant;

struct Job {
    method: &'static Method,
    env: VmEnv,
    keep_clif: bool,
    queued: Instant,
}

/// The jobs waiting for the compiler threads, ordered by the controller's
/// expected benefit (rvm_controller::Queue: largest first, then arrival),
/// and the methods queued or being compiled.
struct Pending {
    jobs: Mutex<(rvm_controller::Queue<Job>, HashSet<usize>)>,
    ready: Condvar,
}

/// The queue, and the compiler threads started with it on first use.
fn queue(threads: usize) -> Result<&'static Pending, String> {
    // Process-wide, not in `Vm`: the compiler threads of the one backend
    // the binary registers (vm compile/backend.rs: BACKEND is per process).
    static QUEUE: OnceLock<Result<&'static Pending, String>> = OnceLock::new();
    QUEUE
        .get_or_init(|| {
            let pending: &'static Pending = Box::leak(Box::new(Pending {
                jobs: Mutex::new((rvm_controller::Queue::default(), HashSet::new())),
                ready: Condvar::new(),
            }));
            for n in 0..threads.max(1) {
                std::thread::Builder::new()
                    .name(format!("rvm-compiler-{n}"))
                    .spawn(move || loop {
                        let job = {
                            let mut jobs = pending.jobs.lock();
                            loop {
                                if let Some(request) = jobs.0.pop() {
                                    break request.item;
                                }
                                pending.ready.wait(&mut jobs);
                            }
                        };
                        let key = job.method as *const Method as usize;
                        compile_job(job);
                        pending.jobs.lock().1.remove(&key);
                    })
                    .map_err(|e| format!("cannot start a compiler thread: {e}"))?;
            }
            Ok(pending)
        })
        .clone()
}

fn compile_job(job: Job) {
    let queued_nanos = job.queued.elapsed().as_nanos() as u64;
    let started = Instant::now();
    let vm = job.env.vm;
    let result = super::compile_and_install(&job.env, job.method, job.keep_clif, None);
    install_recompiled(
        vm,
        job.method,
        result.map_err(rvm_vm::compile::CompileError::unsupported),
        started.elapsed().as_nanos() as u64,
        queued_nanos,
    );
}

/// The background half of `Backend::queue_opt` (`rvm_vm::compile`).
pub fn request(
    thread: &mut JavaThread,
    method: &'static Method,
    benefit_ms: f64,
) -> Result<(), String> {
    if method.code.is_none() {
        return Err("no bytecode".to_string());
    }
    let pending = queue(thread.vm.options.compiler_threads)?;
    let key = method as *const Method as usize;
    if pending.jobs.lock().1.contains(&key) {
        return Ok(());
    }
    let env = env::prepare(thread, method)?;
    let keep_clif = super::wants_clif(thread.vm, method);
    let mut jobs = pending.jobs.lock();
    if !jobs.1.insert(key) {
        return Ok(());
    }
    jobs.0.push(
        Job {
            method,
            env,
            keep_clif,
            queued: Instant::now(),
        },
        0,
        benefit_ms,
    );
    drop(jobs);
    pending.ready.notify_one();
    Ok(())
}
