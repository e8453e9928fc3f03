//! The `rvm` command line: parses options (clap), turns java-style spellings
//! (`-cp`, `-Xmx512m`) into rvm's, and hands a [`rvm_vm::VmOptions`] and the
//! main class to the launcher. The one place where errors become messages and
//! exit statuses: `rvm: error: ...` and 1 for launch failures, 2 for usage errors.

#[macro_use]
mod output;
mod cli;
mod commands;
mod dcg_cmd;
mod dcg_diagnose;
mod jar_launcher;
mod profile_instr_cmd;
mod profile_paths_cmd;
mod source_launcher;
mod verify_cmd;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        eprintln!("rvm: internal error: {info}");
    }));
    let argv = cli::normalize_java_style(std::env::args().collect());
    let parsed = match cli::Cli::try_parse_from(argv) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cli::execute(parsed) {
        Ok(status) => ExitCode::from(status as u8),
        Err(message) => {
            eprintln!("rvm: error: {message}");
            ExitCode::from(1)
        }
    }
}
