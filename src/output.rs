//! Printing for subcommands: a closed pipe (`rvm dcg top a.json | head`) ends
//! the process quietly with status 0, as ripgrep does, instead of the panic
//! `println!` gives on EPIPE.

use std::io::Write;

/// Writes `text` to stdout; exits quietly if the reader went away.
pub fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("rvm: error: writing to stdout: {e}");
        std::process::exit(1);
    }
}

/// `println!` through [`print`].
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::output::print(&format!("{}\n", format!($($arg)*)))
    };
}
