//! `--profile-out=FILE` at program end: one `rvm_profiler::ProfileFile`
//! (format "rvm-profile-1") holding every profile kind the run collected
//! besides the DCG. Each collector fills its own sections through its
//! `fill_profile_file(&self, &mut ProfileFile)`; this module owns only the
//! envelope's configuration, the calls and the write.
//!
//! ```text
//!  launcher::shutdown -> profiling::finish (organizer drained)
//!                     -> write_at_exit: config
//!                          + pep.fill_profile_file(...)              (paths, edges)
//!                          + instrumentation.fill_profile_file(...)  (call_edges, field_accesses, data_refs)
//!                          -> FILE
//! ```

use crate::runtime::thread::JavaThread;
use rvm_profiler::ProfileFile;

/// Writes `--profile-out` if it was given (program end, after the profiler
/// finished). Errors go to stderr: the program's own exit status stands.
pub fn write_at_exit(thread: &mut JavaThread) {
    let vm = thread.vm;
    let Some(path) = vm.options.profile_out.as_ref() else {
        return;
    };
    let mut file = ProfileFile::new();
    file.config.insert(
        "tier".into(),
        format!("{:?}", vm.options.tier).to_lowercase().into(),
    );
    file.config
        .insert("edge_profile".into(), vm.options.edge_profile.name().into());
    if let Some(program) = crate::runtime::profiling::program_name(vm) {
        file.config.insert("program".into(), program.into());
    }
    if let Some(pep) = vm.pep.as_ref() {
        pep.fill_profile_file(&mut file);
    }
    if let Some(inst) = vm.instrumentation.as_ref() {
        crate::runtime::instrumentation::detach_thread(thread);
        inst.fill_profile_file(&mut file);
    }
    if let Err(e) = file.write(path) {
        eprintln!("rvm: error: --profile-out: {e}");
    }
}
