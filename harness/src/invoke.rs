//! One invocation: start a process, wait for it at most the timeout, and read
//! its output against the steady-state convention of benchmarks/README.md
//! (`iteration <i> time_ns=<n>` lines, every other line an `... OK`
//! self-check).
//!
//! The child's stdout and stderr go to files, not pipes, so a chatty program
//! cannot block on a full pipe while the harness waits, and the harness does
//! no work while the benchmark runs.
//!
//! ```text
//! spawn ─▶ waiter thread: waitid(WNOWAIT) blocks until the child exits
//!                         (not reaped: its pid cannot be reused yet)
//!                         ─▶ "exited" ─▶ wait4: status + this child's rusage
//!          harness thread: recv_timeout ─▶ on timeout, kill unless "exited"
//! ```
//!
//! `wait4` gives this child's own CPU time and peak RSS (`ru_maxrss`);
//! `getrusage(RUSAGE_CHILDREN)` would give the largest child so far.

use std::fs::File;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// What a finished (or killed) process left.
#[derive(Debug)]
pub struct Outcome {
    pub exit_status: Option<i32>,
    pub timed_out: bool,
    pub wall_ms: f64,
    /// The child's user + system CPU time: on a machine shared with other
    /// jobs it moves far less than wall time (no waiting for a CPU counted).
    pub cpu_ms: Option<f64>,
    /// The child's peak resident set size (KiB, `ru_maxrss` of wait4).
    pub max_rss_kib: Option<u64>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `command` with its output in `scratch/stdout` and `scratch/stderr`.
pub fn run_process(
    command: &[String],
    timeout: Duration,
    scratch: &Path,
) -> Result<Outcome, String> {
    let (program, arguments) = command.split_first().ok_or("empty command")?;
    let stdout_path = scratch.join("stdout");
    let stderr_path = scratch.join("stderr");
    let stdout = File::create(&stdout_path)
        .map_err(|error| format!("{}: {error}", stdout_path.display()))?;
    let stderr = File::create(&stderr_path)
        .map_err(|error| format!("{}: {error}", stderr_path.display()))?;
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(arguments)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .map_err(|error| format!("cannot run {program}: {error}"))?;
    let (ended, timed_out) = wait_with_usage(&mut child, timeout)
        .map_err(|error| format!("waiting for {program}: {error}"))?;
    let wall_ms = start.elapsed().as_secs_f64() * 1e3;
    Ok(Outcome {
        exit_status: ended.exit_status,
        timed_out,
        wall_ms,
        cpu_ms: Some(ended.cpu_ms),
        max_rss_kib: Some(ended.max_rss_kib),
        stdout: std::fs::read_to_string(&stdout_path).unwrap_or_default(),
        stderr: std::fs::read_to_string(&stderr_path).unwrap_or_default(),
    })
}

/// How a reaped child ended.
struct Ended {
    exit_status: Option<i32>,
    cpu_ms: f64,
    max_rss_kib: u64,
}

/// Waits for `child` at most `timeout` (then kills it, by its own handle,
/// and waits for it); returns how it ended and whether it was killed.
fn wait_with_usage(child: &mut Child, timeout: Duration) -> Result<(Ended, bool), String> {
    let pid = child.id() as libc::pid_t;
    let exited = Arc::new(Mutex::new(false));
    let (sender, receiver) = mpsc::channel();
    let waiter_exited = exited.clone();
    std::thread::Builder::new()
        .name("rvm-harness-wait".into())
        .spawn(move || {
            let _ = sender.send(wait_child(pid, &waiter_exited));
        })
        .map_err(|error| format!("cannot start a waiter thread: {error}"))?;
    match receiver.recv_timeout(timeout) {
        Ok(ended) => Ok((ended?, false)),
        Err(mpsc::RecvTimeoutError::Timeout) => {
            {
                // Not reaped while we hold the lock: the pid is still ours.
                let exited = exited.lock().map_err(|_| "waiter thread panicked")?;
                if !*exited {
                    let _ = child.kill();
                }
            }
            let ended = receiver
                .recv()
                .map_err(|_| "the waiter thread stopped".to_string())??;
            Ok((ended, true))
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => Err("the waiter thread stopped".into()),
    }
}

/// Blocks until `pid` exits, marks `exited`, then reaps it with its rusage.
fn wait_child(pid: libc::pid_t, exited: &Mutex<bool>) -> Result<Ended, String> {
    loop {
        // SAFETY: siginfo_t is plain data; waitid writes one into the
        // pointer, which points to a zeroed siginfo_t that outlives the call.
        let status = unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        if status == 0 {
            break;
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("waitid: {error}"));
        }
    }
    *exited.lock().map_err(|_| "lock poisoned")? = true;
    let mut status: libc::c_int = 0;
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    loop {
        // SAFETY: wait4 writes the status and one rusage into pointers to
        // live, correctly sized values owned by this frame.
        let reaped = unsafe { libc::wait4(pid, &mut status, 0, usage.as_mut_ptr()) };
        if reaped == pid {
            break;
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(format!("wait4: {error}"));
        }
    }
    // SAFETY: wait4 returned the pid, so it filled the struct (and it was zeroed).
    let usage = unsafe { usage.assume_init() };
    let ms = |t: libc::timeval| t.tv_sec as f64 * 1e3 + t.tv_usec as f64 / 1e3;
    Ok(Ended {
        exit_status: libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status)),
        cpu_ms: ms(usage.ru_utime) + ms(usage.ru_stime),
        // Linux reports ru_maxrss in KiB.
        max_rss_kib: usage.ru_maxrss.max(0) as u64,
    })
}

/// The iteration times (ns) of one run's stdout. Every other line must be a
/// self-check ending in `OK`, and with `iterations` given there must be
/// exactly that many times; without it (whole-process timing) none.
pub fn parse_iterations(stdout: &str, iterations: Option<usize>) -> Result<Vec<f64>, String> {
    let mut times = Vec::new();
    let mut checks = 0;
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("iteration ") {
            let nanos = rest
                .split_once(" time_ns=")
                .and_then(|(_, n)| n.trim().parse::<f64>().ok())
                .filter(|n| n.is_finite() && *n >= 0.0)
                .ok_or_else(|| format!("malformed line {line:?}"))?;
            times.push(nanos);
        } else if line.ends_with(" OK") || line == "OK" {
            checks += 1;
        } else {
            return Err(format!("self-check failed: {line}"));
        }
    }
    if checks == 0 {
        return Err("no OK self-check line".to_string());
    }
    let expected = iterations.unwrap_or(0);
    if times.len() != expected {
        return Err(format!(
            "{} iteration lines, expected {expected}",
            times.len()
        ));
    }
    Ok(times)
}

/// Why an outcome does not count, if it does not: the exit, then the output.
pub fn judge(outcome: &Outcome, iterations: Option<usize>) -> Result<Vec<f64>, String> {
    if outcome.timed_out {
        return Err(format!("timed out after {:.1} s", outcome.wall_ms / 1e3));
    }
    match outcome.exit_status {
        Some(0) => {}
        status => {
            // The line that says what went wrong: rvm's or clap's `error:`,
            // or an uncaught Java exception; else the last line written.
            let last = outcome
                .stderr
                .lines()
                .find(|l| l.contains("error") || l.starts_with("Exception in thread"))
                .or_else(|| outcome.stderr.lines().rev().find(|l| !l.trim().is_empty()))
                .unwrap_or("");
            return Err(match status {
                Some(code) => format!("exit status {code}: {last}"),
                None => format!("killed by a signal: {last}"),
            });
        }
    }
    parse_iterations(&outcome.stdout, iterations)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iteration_lines_are_parsed_and_checked() {
        let good = "Fib OK\niteration 0 time_ns=10\nFib OK\niteration 1 time_ns=7\n";
        assert_eq!(parse_iterations(good, Some(2)), Ok(vec![10.0, 7.0]));
        assert!(parse_iterations(good, Some(3))
            .unwrap_err()
            .contains("2 iteration lines"));
        let failed = "Fib FAIL expected 3\niteration 0 time_ns=10\n";
        assert!(parse_iterations(failed, Some(1))
            .unwrap_err()
            .contains("self-check failed"));
        let malformed = "Fib OK\niteration 0 time=10\n";
        assert!(parse_iterations(malformed, Some(1))
            .unwrap_err()
            .contains("malformed"));
    }

    #[test]
    fn whole_process_runs_need_one_ok_line_and_no_iterations() {
        assert_eq!(parse_iterations("Sieve 78498 OK\n", None), Ok(vec![]));
        assert!(parse_iterations("", None).unwrap_err().contains("no OK"));
    }

    #[test]
    fn a_process_over_its_timeout_is_killed_and_reported() {
        let scratch = std::env::temp_dir().join(format!("rvm-harness-t-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).unwrap();
        let command = vec!["sleep".to_string(), "5".to_string()];
        let outcome = run_process(&command, Duration::from_millis(100), &scratch).unwrap();
        assert!(outcome.timed_out && outcome.exit_status.is_none());
        assert!(outcome.wall_ms < 3000.0);
        // sleep uses almost no CPU, and the measurement says so.
        assert!(outcome.cpu_ms.unwrap() < 50.0, "{:?}", outcome.cpu_ms);
        assert!(judge(&outcome, None).unwrap_err().starts_with("timed out"));
        let _ = std::fs::remove_dir_all(&scratch);
    }

    #[test]
    fn peak_rss_is_the_childs_own() {
        let scratch = std::env::temp_dir().join(format!("rvm-harness-rss-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).unwrap();
        // A child that touches 64 MiB, then one that touches almost nothing:
        // the second's peak is its own, not the largest child's so far.
        let big = vec![
            "python3".to_string(),
            "-c".to_string(),
            "b = b'x' * (64 << 20); print('OK')".to_string(),
        ];
        let outcome = run_process(&big, Duration::from_secs(30), &scratch).unwrap();
        assert_eq!(outcome.exit_status, Some(0));
        let big_rss = outcome.max_rss_kib.unwrap();
        assert!(big_rss > 64 << 10, "{big_rss} KiB");
        let small = vec!["true".to_string()];
        let outcome = run_process(&small, Duration::from_secs(30), &scratch).unwrap();
        let small_rss = outcome.max_rss_kib.unwrap();
        assert!(small_rss > 0 && small_rss < 32 << 10, "{small_rss} KiB");
        let _ = std::fs::remove_dir_all(&scratch);
    }

    #[test]
    fn a_failing_exit_is_reported_with_the_last_stderr_line() {
        let outcome = Outcome {
            exit_status: Some(1),
            timed_out: false,
            wall_ms: 1.0,
            cpu_ms: None,
            max_rss_kib: None,
            stdout: String::new(),
            stderr: "rvm: error: unknown option --frob\n\nFor more information, try '--help'.\n"
                .to_string(),
        };
        assert_eq!(
            judge(&outcome, None).unwrap_err(),
            "exit status 1: rvm: error: unknown option --frob"
        );
    }
}
