//! The profiler's error type: every error says what went wrong and where.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum ProfilerError {
    #[error("CBS needs SAMPLES >= 1 and STRIDE >= 1 (got SAMPLES={samples}, STRIDE={stride})")]
    BadCbsParameters { samples: u32, stride: u32 },
    #[error("unknown {what} `{given}` (expected one of: {expected})")]
    UnknownName {
        what: &'static str,
        given: String,
        expected: &'static str,
    },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{origin}: not a DCG file (format is {found:?}, expected \"rvm-dcg-1\")")]
    Format { origin: String, found: String },
    #[error("{origin}: {problem}")]
    BadField { origin: String, problem: String },
    #[error("{origin}: not a profile file (format is {found:?}, expected \"rvm-profile-1\")")]
    ProfileFormat { origin: String, found: String },
    #[error("{origin}: not a profile file: {source}")]
    ProfileJson {
        origin: String,
        source: serde_json::Error,
    },
    #[error("{origin}: not a DCG file: {source}")]
    Json {
        origin: String,
        source: serde_json::Error,
    },
}
