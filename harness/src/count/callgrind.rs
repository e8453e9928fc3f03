//! Valgrind's side of `count`: finding `valgrind`, wrapping an rvm command
//! line in callgrind, and reading the instruction count (`Ir`) from the
//! output file callgrind writes (not from the program's stdout).
//!
//! ```text
//!  [prefix...] valgrind --tool=callgrind --smc-check=all --callgrind-out-file=F  rvm run ...
//!                                                             │
//!  F: "events: Ir ..." ... "summary: N ..." ... "totals: N ..." ──read_instructions──▶ N
//! ```
//!
//! `--smc-check=all` makes valgrind notice code rvm writes and rewrites (the
//! JIT's code memory); without it the counts of JIT-compiled code are wrong.
//! A configuration's `prefix` (e.g. `setarch -R`) stays outside valgrind, so
//! that callgrind counts rvm and not the prefix command.

use std::io::BufRead;
use std::path::{Path, PathBuf};

/// valgrind's options before the output file, as in the hand-run recipe
/// (docs/experiments.md, "Instruction counts instead of time").
pub const VALGRIND_OPTIONS: [&str; 2] = ["--tool=callgrind", "--smc-check=all"];

/// The message when valgrind is not installed.
pub const MISSING_VALGRIND: &str =
    "rvm-harness count needs valgrind on PATH (Debian: apt-get install valgrind)";

/// The `valgrind` executable on `path` (a `PATH`-style list), if any.
pub fn find_valgrind(path: Option<&std::ffi::OsStr>) -> Result<PathBuf, String> {
    use std::os::unix::fs::PermissionsExt;
    let path = path.ok_or(MISSING_VALGRIND)?;
    std::env::split_paths(path)
        .map(|dir| dir.join("valgrind"))
        .find(|candidate| {
            std::fs::metadata(candidate)
                .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
                .unwrap_or(false)
        })
        .ok_or_else(|| MISSING_VALGRIND.to_string())
}

/// `valgrind --version` (e.g. `valgrind-3.19.0`), for the result file.
pub fn valgrind_version(valgrind: &Path) -> Option<String> {
    let output = std::process::Command::new(valgrind)
        .arg("--version")
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&output.stdout).trim().to_string();
    (!text.is_empty()).then_some(text)
}

/// `rvm_command` (starting with the rvm binary) under callgrind, writing to
/// `out_file`, with `prefix` in front of valgrind.
pub fn wrap(prefix: &[String], out_file: &Path, rvm_command: &[String]) -> Vec<String> {
    let mut command = prefix.to_vec();
    command.push("valgrind".to_string());
    command.extend(VALGRIND_OPTIONS.iter().map(|o| o.to_string()));
    command.push(format!("--callgrind-out-file={}", out_file.display()));
    command.extend(rvm_command.iter().cloned());
    command
}

/// The total `Ir` of a callgrind output file.
pub fn read_instructions(file: &Path) -> Result<u64, String> {
    let opened =
        std::fs::File::open(file).map_err(|error| format!("{}: {error}", file.display()))?;
    parse_instructions(std::io::BufReader::new(opened))
        .map_err(|error| format!("{}: {error}", file.display()))
}

/// The total `Ir` of callgrind output: the `Ir` column (named by the
/// `events:` line) of the last `totals:` line, else of the `summary:` line.
/// Reads line by line: the files of long runs are large, and symbol names
/// need not be UTF-8.
pub fn parse_instructions(mut reader: impl BufRead) -> Result<u64, String> {
    let mut events: Option<Vec<String>> = None;
    let mut summary: Option<String> = None;
    let mut totals: Option<String> = None;
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .map_err(|error| format!("cannot read: {error}"))?;
        if read == 0 {
            break;
        }
        let value = |prefix: &[u8]| {
            line.strip_prefix(prefix)
                .map(|rest| String::from_utf8_lossy(rest).trim().to_string())
        };
        if let Some(names) = value(b"events:") {
            events = Some(names.split_whitespace().map(String::from).collect());
        } else if let Some(figures) = value(b"summary:") {
            summary = Some(figures);
        } else if let Some(figures) = value(b"totals:") {
            totals = Some(figures);
        }
    }
    let (label, figures) = match (totals, summary) {
        (Some(t), _) => ("totals", t),
        (None, Some(s)) => ("summary", s),
        (None, None) => return Err(
            "no totals: or summary: line (not a callgrind output file, or the run was cut short)"
                .to_string(),
        ),
    };
    // Without an events: line callgrind's only event is Ir.
    let column = match &events {
        None => 0,
        Some(names) => names.iter().position(|n| n == "Ir").ok_or_else(|| {
            format!(
                "events: {} has no Ir (callgrind counts Ir unless told not to)",
                names.join(" ")
            )
        })?,
    };
    let field = figures
        .split_whitespace()
        .nth(column)
        .ok_or_else(|| format!("{label}: {figures:?} has no column {}", column + 1))?;
    field
        .parse::<u64>()
        .map_err(|_| format!("{label}: {field:?} is not an instruction count"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of a real callgrind-3.19 file, cut down.
    const SAMPLE: &str = "# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 4242
cmd:  target/release/rvm run --tier=opt -cp classes Fib 20 3
part: 1

desc: I1 cache: 
desc: Timerange: Basic block 0 - 9812345
desc: Trigger: Program termination

positions: line
events: Ir
summary: 846123456


ob=(1) /work/target/release/rvm
fl=(1) ???
fn=(1) 0x000000000004f2a0
0 12
cfn=(2) main
calls=1 0
0 846123444

totals: 846123456
";

    fn write_sample(name: &str, text: &[u8]) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("rvm-harness-callgrind-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn the_totals_line_of_a_callgrind_file_gives_the_instruction_count() {
        let path = write_sample("plain.out", SAMPLE.as_bytes());
        assert_eq!(read_instructions(&path), Ok(846_123_456));
    }

    #[test]
    fn the_ir_column_is_found_by_the_events_line() {
        let text = SAMPLE
            .replace("events: Ir", "events: Bc Bcm Ir")
            .replace("totals: 846123456", "totals: 70 3 846123999");
        let path = write_sample("events.out", text.as_bytes());
        assert_eq!(read_instructions(&path), Ok(846_123_999));
    }

    #[test]
    fn without_totals_the_summary_line_counts() {
        let text = SAMPLE.replace("totals: 846123456\n", "");
        assert_eq!(parse_instructions(text.as_bytes()), Ok(846_123_456));
    }

    #[test]
    fn symbol_names_that_are_not_utf8_do_not_stop_the_reader() {
        let mut bytes = SAMPLE.replace("fn=(1) 0x", "fn=(1) X").into_bytes();
        let at = bytes.iter().position(|b| *b == b'X').unwrap();
        bytes[at] = 0xff;
        let path = write_sample("binary.out", &bytes);
        assert_eq!(read_instructions(&path), Ok(846_123_456));
    }

    #[test]
    fn a_file_without_counts_or_without_ir_is_an_error_naming_it() {
        let cut = "# callgrind format\nversion: 1\nevents: Ir\n";
        let path = write_sample("cut.out", cut.as_bytes());
        let error = read_instructions(&path).unwrap_err();
        assert!(error.starts_with(&path.display().to_string()), "{error}");
        assert!(error.contains("no totals: or summary: line"), "{error}");
        let no_ir = SAMPLE.replace("events: Ir", "events: Dr");
        assert!(parse_instructions(no_ir.as_bytes())
            .unwrap_err()
            .contains("has no Ir"));
        let garbled = SAMPLE.replace("totals: 846123456", "totals: many");
        assert!(parse_instructions(garbled.as_bytes())
            .unwrap_err()
            .contains("\"many\" is not an instruction count"));
        assert!(read_instructions(Path::new("/nonexistent/callgrind.out")).is_err());
    }

    #[test]
    fn valgrind_is_looked_up_on_the_path_and_its_absence_explained() {
        let dir =
            std::env::temp_dir().join(format!("rvm-harness-novalgrind-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(
            find_valgrind(Some(dir.as_os_str())).unwrap_err(),
            MISSING_VALGRIND
        );
        assert_eq!(find_valgrind(None).unwrap_err(), MISSING_VALGRIND);
        // A file named valgrind that is not executable does not count.
        let fake = dir.join("valgrind");
        std::fs::write(&fake, "#!/bin/sh\n").unwrap();
        assert!(find_valgrind(Some(dir.as_os_str())).is_err());
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(find_valgrind(Some(dir.as_os_str())), Ok(fake));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_prefix_stays_outside_valgrind() {
        let rvm = vec!["rvm".to_string(), "run".to_string(), "Fib".to_string()];
        let command = wrap(
            &["setarch".to_string(), "-R".to_string()],
            Path::new("/t/f.out"),
            &rvm,
        );
        assert_eq!(
            command.join(" "),
            "setarch -R valgrind --tool=callgrind --smc-check=all --callgrind-out-file=/t/f.out rvm run Fib"
        );
    }
}
