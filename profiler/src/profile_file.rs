//! The `--profile-out` file: one JSON document holding every profile kind a run
//! collected besides the DCG (DESIGN.md decision 6, "profiles are data").
//!
//! Each kind owns one section, keyed by a fixed name, and defines the section's
//! own shape in its own module; this module only owns the envelope, so a run
//! that collects paths (PEP) and instrumentation profiles (Arnold-Ryder,
//! bursty tracing) at once writes one file, and `rvm profile ...` reads any of
//! them without knowing the others.
//!
//! ```text
//! { "format":   "rvm-profile-1",
//!   "config":   { "program": "Main", "pep": "64,17", "instr_sampling": "full-dup", ... },
//!   "methods":  { "0": "Main.main([Ljava/lang/String;)V", ... },
//!   "sections": { "paths": { ... }, "call_edges": { ... }, "field_accesses": { ... } } }
//! ```
//!
//! Section names in use: [`SECTION_PATHS`], [`SECTION_EDGES`] (PEP 2005);
//! [`SECTION_CALL_EDGES`], [`SECTION_FIELD_ACCESSES`], [`SECTION_DATA_REFS`]
//! (Arnold-Ryder 2001, Hirzel-Chilimbi 2001).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ProfilerError;

/// The format tag written into every profile file.
pub const PROFILE_FORMAT: &str = "rvm-profile-1";

/// Sampled or perfect path profile (PEP 2005 §3).
pub const SECTION_PATHS: &str = "paths";
/// Edge (branch) profile derived from paths (PEP 2005 §3.3).
pub const SECTION_EDGES: &str = "edges";
/// Call-edge instrumentation profile (Arnold-Ryder 2001 §4.1).
pub const SECTION_CALL_EDGES: &str = "call_edges";
/// Field-access instrumentation profile (Arnold-Ryder 2001 §4.1).
pub const SECTION_FIELD_ACCESSES: &str = "field_accesses";
/// Data-reference traces (Hirzel-Chilimbi 2001 §4).
pub const SECTION_DATA_REFS: &str = "data_refs";

/// The whole file. Sections stay as JSON values here; the module that owns a
/// kind converts its section to and from its own types.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ProfileFile {
    pub format: String,
    /// The run's configuration: option names to values, free-form.
    #[serde(default)]
    pub config: BTreeMap<String, Value>,
    /// Method id (as text) to `pkg/Class.name(descriptor)`, valid within this file.
    #[serde(default)]
    pub methods: BTreeMap<String, String>,
    #[serde(default)]
    pub sections: BTreeMap<String, Value>,
}

impl ProfileFile {
    /// An empty file with the format tag set.
    pub fn new() -> ProfileFile {
        ProfileFile {
            format: PROFILE_FORMAT.to_string(),
            ..ProfileFile::default()
        }
    }

    /// Stores `section` under `name`, replacing an earlier one.
    pub fn set_section<T: Serialize>(&mut self, name: &str, section: &T) {
        // Serializing plain data structs (maps with string keys, numbers) cannot fail.
        let value = serde_json::to_value(section).expect("profile section serializes");
        self.sections.insert(name.to_string(), value);
    }

    /// The section `name` decoded as `T`; `Ok(None)` when the file has no such section.
    pub fn section<T: for<'de> Deserialize<'de>>(
        &self,
        name: &str,
        origin: &str,
    ) -> Result<Option<T>, ProfilerError> {
        match self.sections.get(name) {
            None => Ok(None),
            Some(value) => {
                T::deserialize(value)
                    .map(Some)
                    .map_err(|source| ProfilerError::ProfileJson {
                        origin: format!("{origin}: section \"{name}\""),
                        source,
                    })
            }
        }
    }

    /// The JSON text of the file.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("profile file serializes")
    }

    /// Parses a profile file; `origin` names it in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<ProfileFile, ProfilerError> {
        let file: ProfileFile =
            serde_json::from_str(text).map_err(|source| ProfilerError::ProfileJson {
                origin: origin.to_string(),
                source,
            })?;
        if file.format != PROFILE_FORMAT {
            return Err(ProfilerError::ProfileFormat {
                origin: origin.to_string(),
                found: file.format,
            });
        }
        Ok(file)
    }

    pub fn write(&self, path: &Path) -> Result<(), ProfilerError> {
        std::fs::write(path, self.to_json()).map_err(|source| ProfilerError::Io {
            path: path.to_path_buf(),
            source,
        })
    }

    pub fn read(path: &Path) -> Result<ProfileFile, ProfilerError> {
        let text = std::fs::read_to_string(path).map_err(|source| ProfilerError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        ProfileFile::from_json(&text, &path.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_round_trip_through_json() {
        let mut file = ProfileFile::new();
        file.config.insert("pep".into(), Value::from("64,17"));
        file.methods
            .insert("0".into(), "Main.main([Ljava/lang/String;)V".into());
        let counts: BTreeMap<String, u64> = [("a".to_string(), 3u64)].into_iter().collect();
        file.set_section(SECTION_PATHS, &counts);
        let back = ProfileFile::from_json(&file.to_json(), "test").unwrap();
        assert_eq!(back, file);
        let read: BTreeMap<String, u64> = back.section(SECTION_PATHS, "test").unwrap().unwrap();
        assert_eq!(read, counts);
        assert!(back
            .section::<BTreeMap<String, u64>>(SECTION_DATA_REFS, "test")
            .unwrap()
            .is_none());
    }

    #[test]
    fn a_dcg_file_is_refused_with_its_format_named() {
        let err = ProfileFile::from_json(r#"{"format":"rvm-dcg-1"}"#, "x.json").unwrap_err();
        assert!(err.to_string().contains("rvm-dcg-1"), "{err}");
        assert!(err.to_string().contains("rvm-profile-1"), "{err}");
    }
}
