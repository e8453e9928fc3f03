//! The result file (`rvm-harness-result-1`, JSON): the experiment as run, the
//! machine and rvm commit it ran on, and every finished invocation's raw
//! figures. `run` rewrites it after every invocation (write to a temporary
//! file, then rename), so an interrupted run keeps what finished and
//! `run --resume` continues from it; `report`, `compare` and `reproduce` only
//! read it.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::experiment::Experiment;

pub const FORMAT: &str = "rvm-harness-result-1";

/// Reads one of the harness's JSON files (`what`: "result", "count") and
/// checks that its `format` field is `expected`.
pub(crate) fn read_versioned<T: serde::de::DeserializeOwned>(
    path: &Path,
    what: &str,
    expected: &str,
    format: impl Fn(&T) -> &str,
) -> Result<T, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("{}: cannot read: {error}", path.display()))?;
    let file: T = serde_json::from_str(&text)
        .map_err(|error| format!("{}: not a {what} file: {error}", path.display()))?;
    if format(&file) != expected {
        return Err(format!(
            "{}: format {:?}, expected {expected:?}",
            path.display(),
            format(&file)
        ));
    }
    Ok(file)
}

/// Writes `text` to `path` through a temporary file and a rename, so a
/// reader (or a crash) never sees half a file.
pub(crate) fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let temporary = path.with_extension("json.partial");
    std::fs::write(&temporary, text)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|error| format!("{}: cannot write: {error}", path.display()))
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ResultFile {
    pub format: String,
    pub experiment: Experiment,
    /// The experiment file as given and its text, so a result explains itself.
    pub experiment_file: String,
    pub experiment_text: String,
    pub rvm_binary: String,
    pub rvm_commit: String,
    pub machine: Machine,
    pub started: String,
    pub finished: Option<String>,
    /// Every planned invocation finished (or failed) and was recorded.
    pub complete: bool,
    pub invocations: Vec<Invocation>,
    /// Per benchmark and `[[dcg_source]]`: the DCG file of its preparatory run,
    /// relative to the result file.
    #[serde(default)]
    pub dcg_sources: Vec<PreparedDcg>,
    /// Replay mode: per benchmark and rvm configuration, the advice file its
    /// recording run wrote (relative to the result file) and that run's figures.
    #[serde(default)]
    pub advice: Vec<RecordedAdvice>,
}

/// The unmeasured recording run of replay mode (docs/replay.md).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RecordedAdvice {
    pub benchmark: String,
    pub configuration: String,
    pub advice: String,
    pub command: Vec<String>,
    pub wall_ms: f64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PreparedDcg {
    pub benchmark: String,
    pub source: String,
    pub dcg: String,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Machine {
    pub cores: usize,
    pub cpu_model: String,
    pub kernel: String,
    /// `/proc/loadavg`'s 1-minute figure when the run started and ended: the
    /// machine is shared, and this says how busy it was.
    pub load_average_start: Option<f64>,
    pub load_average_end: Option<f64>,
    pub java_version: Option<String>,
    /// `run`: the mean over invocations of the harness's own wall and CPU
    /// time around each process (ms), set when the run ends. With the CPU
    /// model, cores, kernel and load, the machine's fingerprint
    /// (`fingerprint.rs`).
    #[serde(default)]
    pub harness_overhead_ms: Option<f64>,
    #[serde(default)]
    pub harness_cpu_ms: Option<f64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Invocation {
    pub benchmark: String,
    pub configuration: String,
    /// 0-based round; the pair's n-th process.
    pub index: usize,
    pub command: Vec<String>,
    /// The exit code; `None` if killed (timeout or signal).
    pub exit_status: Option<i32>,
    pub timed_out: bool,
    /// Whole-process wall time as seen by the harness.
    pub wall_ms: f64,
    /// Whole-process user + system CPU time (getrusage of the reaped child).
    #[serde(default)]
    pub cpu_ms: Option<f64>,
    /// One per `iteration <i> time_ns=<n>` line, in order.
    pub iterations_ns: Vec<f64>,
    /// Why the invocation does not count (bad exit, failed self-check...).
    pub error: Option<String>,
    /// The DCG written by `--dcg-out`, relative to the result file.
    pub dcg: Option<String>,
    /// Replay mode: the advice file (`--advice-in`), relative to the result file.
    #[serde(default)]
    pub advice: Option<String>,
    /// Peak resident set size of the process (KiB; wait4's ru_maxrss).
    #[serde(default)]
    pub max_rss_kib: Option<u64>,
    /// The harness's own wall time around the process (spawn, parse, save);
    /// on a loaded machine it includes waiting for a CPU.
    pub harness_overhead_ms: f64,
    /// The harness's CPU time for the same steps (/proc/self/schedstat).
    #[serde(default)]
    pub harness_cpu_ms: Option<f64>,
}

impl Invocation {
    pub fn ok(&self) -> bool {
        self.error.is_none()
    }
}

impl ResultFile {
    pub fn read(path: &Path) -> Result<ResultFile, String> {
        read_versioned(path, "result", FORMAT, |file: &ResultFile| &file.format)
    }

    /// Writes atomically: a reader (or a crash) never sees half a file.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string(self).map_err(|error| error.to_string())?;
        write_atomically(path, &text)
    }

    /// The folder relative paths in this file (DCGs) are relative to.
    pub fn base_dir(path: &Path) -> PathBuf {
        path.parent()
            .map(Path::to_path_buf)
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| PathBuf::from("."))
    }
}

/// The facts of this machine that bear on a measurement.
pub fn machine_facts() -> Machine {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let cpu_model = cpuinfo
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .and_then(|rest| rest.split_once(':'))
        .map(|(_, model)| model.trim().to_string())
        .unwrap_or_else(|| "unknown".to_string());
    Machine {
        cores: std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1),
        cpu_model,
        kernel: std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .map(|s| s.trim().to_string())
            .unwrap_or_default(),
        load_average_start: load_average(),
        load_average_end: None,
        java_version: None,
        harness_overhead_ms: None,
        harness_cpu_ms: None,
    }
}

pub fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// `java -version`'s first line (it prints on stderr).
pub fn java_version() -> Option<String> {
    let output = std::process::Command::new("java")
        .arg("-version")
        .output()
        .ok()?;
    String::from_utf8_lossy(&output.stderr)
        .lines()
        .next()
        .map(str::to_string)
}

/// The repository's commit, with `-dirty` when the work tree differs.
pub fn rvm_commit(root: &Path) -> String {
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .arg("-C")
            .arg(root)
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(commit) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .map(|s| !s.is_empty())
                .unwrap_or(false);
            if dirty {
                format!("{commit}-dirty")
            } else {
                commit
            }
        }
        None => "unknown".to_string(),
    }
}

/// Now, as `YYYY-MM-DDTHH:MM:SSZ` (UTC), without a date crate.
pub fn now_utc() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + if month <= 2 { 1 } else { 0 };
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}
