//! Instrumentation sampling, the pure logic: Arnold-Ryder 2001's framework
//! (checking code, duplicated code, counter-based checks) and Hirzel-Chilimbi
//! 2001's bursty tracing. Nothing here knows the VM or the compiler.
//!
//! ```text
//!  optimizing compiler (jit/src/opt/instrument.rs)
//!     CFG of each scope ──▶ partial_dup::Plan ──▶ which blocks are duplicated,
//!                                                 which edges carry a check
//!  optimized code, at every check: counter -= 1; <= 0 ? ──▶ check::{CounterCheck,
//!                                                 BurstyCheck}::slow_path ──▶ which copy
//!  duplicated code ──▶ instrumentation ops ──▶ per-thread counts and traces (VM)
//!  program end ──▶ profiles::{CallEdgeProfile, FieldAccessProfile, DataRefProfile}
//!              ──▶ --profile-out sections ──▶ profiles::overlaps, hot_streams
//! ```
//!
//! * [`check`]: the two checks as exact state machines.
//! * [`partial_dup`]: Full- and Partial-Duplication on a CFG (§3.1), with
//!   property tests of Property 1.
//! * [`profiles`]: the call-edge, field-access and data-reference profiles
//!   and their overlap.
//! * [`hot_streams`]: hot data streams of a trace and their overlap (§5.2).
//! * [`reduction`]: check reduction (Hirzel-Chilimbi §4): recursion-cutting
//!   entry checks and k-boring loops.

pub mod check;
pub mod hot_streams;
pub mod partial_dup;
pub mod profiles;
pub mod reduction;

use std::fmt;

/// `--instr-sampling`: how instrumentation is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sampling {
    /// Every instrumentation operation runs, no checks (the perfect profile).
    Exhaustive,
    /// Checks on method entries and backedges; all code duplicated (§2).
    FullDuplication,
    /// Top and bottom nodes removed from the duplicated code (§3.1).
    PartialDuplication,
    /// No duplicated code; a check guards every operation (§3.2).
    NoDuplication,
}

impl Sampling {
    pub fn parse(s: &str) -> Result<Sampling, String> {
        Ok(match s {
            "exhaustive" => Sampling::Exhaustive,
            "full-dup" => Sampling::FullDuplication,
            "partial-dup" => Sampling::PartialDuplication,
            "no-dup" => Sampling::NoDuplication,
            _ => {
                return Err(format!(
                    "--instr-sampling={s}: expected no-dup, partial-dup, full-dup or exhaustive"
                ))
            }
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Sampling::Exhaustive => "exhaustive",
            Sampling::FullDuplication => "full-dup",
            Sampling::PartialDuplication => "partial-dup",
            Sampling::NoDuplication => "no-dup",
        }
    }

    /// Whether the method gets a duplicated copy.
    pub fn duplicates(self) -> bool {
        matches!(
            self,
            Sampling::FullDuplication | Sampling::PartialDuplication
        )
    }
}

impl fmt::Display for Sampling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `--instrument`: which instrumentations the duplicated code carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kinds {
    pub call_edges: bool,
    pub field_accesses: bool,
    pub data_refs: bool,
}

impl Kinds {
    pub fn parse(list: &str) -> Result<Kinds, String> {
        let mut k = Kinds::default();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item {
                "call-edge" | "call-edges" => k.call_edges = true,
                "field-access" | "field-accesses" => k.field_accesses = true,
                "data-refs" => k.data_refs = true,
                _ => {
                    return Err(format!(
                    "--instrument: unknown instrumentation `{item}` (expected call-edge, field-access, data-refs)"
                ))
                }
            }
        }
        if !k.any() {
            return Err("--instrument: name at least one instrumentation".into());
        }
        Ok(k)
    }

    pub fn any(self) -> bool {
        self.call_edges || self.field_accesses || self.data_refs
    }

    pub fn names(self) -> String {
        let mut v = Vec::new();
        if self.call_edges {
            v.push("call-edge");
        }
        if self.field_accesses {
            v.push("field-access");
        }
        if self.data_refs {
            v.push("data-refs");
        }
        v.join(",")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instrument_lists_parse_and_unknown_names_are_refused() {
        let k = Kinds::parse("call-edge,field-access").unwrap();
        assert!(k.call_edges && k.field_accesses && !k.data_refs);
        assert_eq!(k.names(), "call-edge,field-access");
        assert!(Kinds::parse("paths").unwrap_err().contains("paths"));
        assert!(Kinds::parse("").is_err());
        assert!(Sampling::parse("half-dup").is_err());
        assert_eq!(
            Sampling::parse("partial-dup").unwrap(),
            Sampling::PartialDuplication
        );
    }
}
