//! `--profile-out=FILE` at program end: one `rvm_profiler::ProfileFile`
//! (format "rvm-profile-1") holding every profile kind the run collected
//! besides the DCG. Each kind fills its own sections; this module owns only
//! the envelope's configuration and the write.
//!
//! ```text
//!  launcher::shutdown -> profiling::finish (organizer drained)
//!                     -> write_at_exit: config + pep.fill_profile_file(...) -> FILE
//! ```

use crate::runtime::Vm;
use rvm_profiler::ProfileFile;

/// Writes `--profile-out` if it was asked for; errors go to stderr (the
/// program's exit status is the program's).
pub fn write_at_exit(vm: &Vm) {
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
    if let Err(e) = file.write(path) {
        eprintln!("rvm: error: --profile-out: {e}");
    }
}
