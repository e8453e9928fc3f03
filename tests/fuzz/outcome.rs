//! Running a (possibly mutated) program under `java` or `rvm` with a timeout
//! and sorting the result into the outcome classes issue 16 compares.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Outcome {
    /// Ran (to completion or to an uncaught exception that is not a LinkageError).
    Normal,
    ClassFormatError,
    VerifyError,
    /// Any other LinkageError (NoClassDefFoundError, IncompatibleClassChangeError, ...).
    OtherLinkageError,
    /// The launcher refused the main class (no `main` method, ...).
    LauncherError,
    /// A signal, an abort, a Rust panic or "internal error".
    Crash,
    Hang,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Normal => "normal",
            Outcome::ClassFormatError => "ClassFormatError",
            Outcome::VerifyError => "VerifyError",
            Outcome::OtherLinkageError => "other LinkageError",
            Outcome::LauncherError => "launcher error",
            Outcome::Crash => "crash",
            Outcome::Hang => "hang",
        }
    }

    pub fn parse(name: &str) -> Option<Outcome> {
        [
            Outcome::Normal,
            Outcome::ClassFormatError,
            Outcome::VerifyError,
            Outcome::OtherLinkageError,
            Outcome::LauncherError,
            Outcome::Crash,
            Outcome::Hang,
        ]
        .into_iter()
        .find(|o| o.name() == name.trim())
    }
}

const LINKAGE_ERRORS: [&str; 12] = [
    "LinkageError",
    "NoClassDefFoundError",
    "IncompatibleClassChangeError",
    "NoSuchMethodError",
    "NoSuchFieldError",
    "AbstractMethodError",
    "IllegalAccessError",
    "InstantiationError",
    "ClassCircularityError",
    "UnsatisfiedLinkError",
    "BootstrapMethodError",
    "ExceptionInInitializerError",
];

/// Runs `program args` in `dir`, killing it after `timeout`.
pub fn run(program: &str, args: &[&str], dir: &Path, timeout: Duration) -> (Outcome, String) {
    let Ok(mut child) = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
    else {
        return (Outcome::Crash, format!("cannot start {program}"));
    };
    let mut stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stderr, &mut text);
        text
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let text = String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned();
    let Some(status) = status else {
        return (Outcome::Hang, text);
    };
    (classify(status.code(), &text), text)
}

pub fn classify(code: Option<i32>, stderr: &str) -> Outcome {
    let Some(code) = code else {
        return Outcome::Crash;
    };
    if stderr.contains("internal error") || stderr.contains("panicked") || code > 1 && code != 2 {
        return Outcome::Crash;
    }
    // The first error name the launcher or the uncaught-exception report names.
    let head: String = stderr.lines().take(3).collect::<Vec<_>>().join("\n");
    if head.contains("ClassFormatError") || head.contains("UnsupportedClassVersionError") {
        Outcome::ClassFormatError
    } else if head.contains("VerifyError") {
        Outcome::VerifyError
    } else if LINKAGE_ERRORS.iter().any(|e| head.contains(e)) {
        Outcome::OtherLinkageError
    } else if head.contains("Main method not found")
        || head.contains("no method `public static void main")
        || head.contains("Main method is not static")
    {
        Outcome::LauncherError
    } else {
        Outcome::Normal
    }
}
