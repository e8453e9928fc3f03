//! Background compilation: the adaptive tier's optimizing recompilations run
//! on one compiler thread, outside the VM lock, while Java code goes on.
//!
//! ```text
//! Java thread (baseline countdown at zero) -> compiler::promote
//!    -> request(thread, method): env::prepare (resolution, on the Java thread)
//!    -> compile queue (largest expected benefit first) -------------------.
//! compiler thread "rvm-compiler": recv -> translate + Cranelift -> arena  |
//!    -> compile::install_recompiled: stats, perf map, --aos-log,         |
//!       Method::compiled_entry = new code (one atomic store) <------------'
//! ```
//!
//! The translator reads only immutable class data and resolved
//! constant-pool entries (env/), so it needs no Java thread and no lock.
//! Installation is a single store that the next call of the method reads:
//! running activations finish in the code they started in.

use crate::env::{self, VmEnv};
use parking_lot::{Condvar, Mutex};
use rvm_vm::class::Method;
use rvm_vm::compile::install_recompiled;
use rvm_vm::runtime::JavaThread;
use std::sync::OnceLock;
use std::time::Instant;

struct Job {
    method: &'static Method,
    env: VmEnv,
    keep_clif: bool,
    queued: Instant,
}

/// The jobs waiting for the compiler thread, ordered by the controller's
/// expected benefit (rvm_controller::Queue: largest first, then arrival).
struct Pending {
    jobs: Mutex<rvm_controller::Queue<Job>>,
    ready: Condvar,
}

/// The queue, and the compiler thread started with it on first use.
fn queue() -> Result<&'static Pending, String> {
    // Process-wide, not in `Vm`: the one compiler thread of the one backend
    // the binary registers (vm compile/backend.rs: BACKEND is per process).
    static QUEUE: OnceLock<Result<&'static Pending, String>> = OnceLock::new();
    QUEUE
        .get_or_init(|| {
            let pending: &'static Pending = Box::leak(Box::new(Pending {
                jobs: Mutex::new(rvm_controller::Queue::default()),
                ready: Condvar::new(),
            }));
            std::thread::Builder::new()
                .name("rvm-compiler".to_string())
                .spawn(move || loop {
                    let job = {
                        let mut jobs = pending.jobs.lock();
                        loop {
                            if let Some(request) = jobs.pop() {
                                break request.item;
                            }
                            pending.ready.wait(&mut jobs);
                        }
                    };
                    compile_job(job);
                })
                .map_err(|e| format!("cannot start the compiler thread: {e}"))?;
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
    let env = env::prepare(thread, method)?;
    let keep_clif = super::wants_clif(thread.vm, method);
    let pending = queue()?;
    pending.jobs.lock().push(
        Job {
            method,
            env,
            keep_clif,
            queued: Instant::now(),
        },
        0,
        benefit_ms,
    );
    pending.ready.notify_one();
    Ok(())
}
