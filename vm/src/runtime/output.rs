//! Console output for `System.out`/`System.err`: stdout is buffered (a program
//! printing a million lines must not make a million system calls) and flushed
//! before anything goes to stderr, at `System.exit`, and when the VM ends, so the
//! order a user sees in a terminal matches the order of the program's writes.

use parking_lot::Mutex;
use std::io::{BufWriter, Stderr, Stdout, Write};

pub struct Output {
    stdout: Mutex<BufWriter<Stdout>>,
    stderr: Mutex<Stderr>,
    /// Interactive use: a terminal sees each write at once, as with `java`.
    stdout_is_terminal: bool,
}

impl Default for Output {
    fn default() -> Self {
        Self::new()
    }
}

impl Output {
    pub fn new() -> Output {
        Output {
            stdout: Mutex::new(BufWriter::with_capacity(1 << 16, std::io::stdout())),
            stderr: Mutex::new(std::io::stderr()),
            stdout_is_terminal: std::io::IsTerminal::is_terminal(&std::io::stdout()),
        }
    }

    /// Writes bytes to file descriptor 1 or 2 (other values go to stdout).
    /// Errors (a closed pipe) are ignored, as `PrintStream` does.
    pub fn write(&self, fd: i32, bytes: &[u8]) {
        if fd == 2 {
            let _ = self.stdout.lock().flush();
            let _ = self.stderr.lock().write_all(bytes);
        } else {
            let mut out = self.stdout.lock();
            let _ = out.write_all(bytes);
            if self.stdout_is_terminal {
                let _ = out.flush();
            }
        }
    }

    pub fn flush(&self) {
        let _ = self.stdout.lock().flush();
        let _ = self.stderr.lock().flush();
    }
}
