//! `--profile-out=FILE`: at the end of the run, one `rvm-profile-1` file
//! (rvm_profiler::profile_file) with a section per profile kind the run
//! collected. Each collector fills its own sections through its
//! `fill_profile_file(&self, &mut ProfileFile)`; this module only creates
//! the envelope, calls them, and writes the file.

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
    if let Some(inst) = vm.instrumentation.as_ref() {
        crate::runtime::instrumentation::detach_thread(thread);
        inst.fill_profile_file(&mut file);
    }
    if let Err(e) = file.write(path) {
        eprintln!("rvm: error: --profile-out: {e}");
    }
}
