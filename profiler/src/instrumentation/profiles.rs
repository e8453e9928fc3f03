//! The profiles that instrumentation collects (Arnold-Ryder 2001 §4.1,
//! Hirzel-Chilimbi 2001 §5.2), as the sections of the `--profile-out` file,
//! and the overlap of two profiles of each kind.
//!
//! ```text
//! "call_edges":     { "edges":  [ { "caller", "bci", "callee", "count" } ] }      keyed like the DCG
//! "field_accesses": { "sites":  [ { "field", "method", "bci", "count" } ] }       per field and access site
//! "data_refs":      { "sites":  [ { "method", "bci" } ],                           access sites
//!                     "threads": [ { "thread", "bursts": [ [ [site, object], ... ], ... ] } ],
//!                     "references", "dropped" }
//! ```
//!
//! Methods are named (`pkg/Class.name(descriptor)`) inside the sections, so
//! files of different runs compare by name and the sections do not depend on
//! the envelope's method table. Overlap is the metric of Arnold-Grove §6.2
//! (the one `rvm dcg overlap` uses): both profiles normalized to percent, the
//! sum of the smaller share of every key.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::accuracy::overlap_of_weights;
use crate::profile_file::{
    ProfileFile, SECTION_CALL_EDGES, SECTION_DATA_REFS, SECTION_FIELD_ACCESSES,
};
use crate::ProfilerError;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallEdgeCount {
    pub caller: String,
    pub bci: u32,
    pub callee: String,
    pub count: u64,
}

/// Call-edge instrumentation: (caller, call-site bci, callee) -> calls.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallEdgeProfile {
    pub edges: Vec<CallEdgeCount>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldAccessCount {
    /// `pkg/Class.name` of the field as resolved.
    pub field: String,
    pub method: String,
    pub bci: u32,
    pub count: u64,
}

/// Field-access instrumentation: accesses per field and access site.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldAccessProfile {
    pub sites: Vec<FieldAccessCount>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct AccessSite {
    pub method: String,
    pub bci: u32,
}

/// One thread's data-reference trace: bursts of (site index, object identity).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadTrace {
    pub thread: u32,
    pub bursts: Vec<Vec<(u32, u64)>>,
}

/// Data-reference traces (Hirzel-Chilimbi §5.2): per thread, the sampled
/// bursts of references; object identity is the object's address (objects
/// never move in rvm).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataRefProfile {
    pub sites: Vec<AccessSite>,
    pub threads: Vec<ThreadTrace>,
    /// References recorded, and dropped once the trace limit was reached.
    pub references: u64,
    pub dropped: u64,
}

impl DataRefProfile {
    /// The hot data streams of every thread's trace (hot_streams.rs).
    pub fn hot_streams(
        &self,
        params: &crate::instrumentation::hot_streams::StreamParams,
    ) -> crate::instrumentation::hot_streams::HotStreamProfile {
        crate::instrumentation::hot_streams::hot_streams(
            self.threads.iter().flat_map(|t| t.bursts.iter()),
            |s| match self.sites.get(s as usize) {
                Some(site) => format!("{}@{}", site.method, site.bci),
                None => format!("site{s}"),
            },
            params,
        )
    }
}

impl CallEdgeProfile {
    pub fn weights(&self) -> HashMap<(String, u32, String), f64> {
        let mut m = HashMap::new();
        for e in &self.edges {
            *m.entry((e.caller.clone(), e.bci, e.callee.clone()))
                .or_insert(0.0) += e.count as f64;
        }
        m
    }

    pub fn total(&self) -> u64 {
        self.edges.iter().map(|e| e.count).sum()
    }
}

impl FieldAccessProfile {
    pub fn per_site(&self) -> HashMap<(String, String, u32), f64> {
        let mut m = HashMap::new();
        for s in &self.sites {
            *m.entry((s.field.clone(), s.method.clone(), s.bci))
                .or_insert(0.0) += s.count as f64;
        }
        m
    }

    /// Arnold-Ryder's field-access profile: a counter per field.
    pub fn per_field(&self) -> HashMap<String, f64> {
        let mut m = HashMap::new();
        for s in &self.sites {
            *m.entry(s.field.clone()).or_insert(0.0) += s.count as f64;
        }
        m
    }

    pub fn total(&self) -> u64 {
        self.sites.iter().map(|s| s.count).sum()
    }
}

/// One line of `rvm profile overlap`: a profile kind and its overlap.
#[derive(Clone, Debug, PartialEq)]
pub struct KindOverlap {
    pub kind: &'static str,
    pub percent: f64,
    /// Events in each profile (calls, accesses, references).
    pub events: (u64, u64),
}

/// The overlap of every instrumentation profile kind present in both files.
/// Hot data streams are computed with `streams` (hot_streams.rs).
pub fn overlaps(
    a: &ProfileFile,
    b: &ProfileFile,
    origin: (&str, &str),
    streams: &crate::instrumentation::hot_streams::StreamParams,
) -> Result<Vec<KindOverlap>, ProfilerError> {
    let mut out = Vec::new();
    if let (Some(x), Some(y)) = (
        a.section::<CallEdgeProfile>(SECTION_CALL_EDGES, origin.0)?,
        b.section::<CallEdgeProfile>(SECTION_CALL_EDGES, origin.1)?,
    ) {
        out.push(KindOverlap {
            kind: "call edges",
            percent: overlap_of_weights(&x.weights(), &y.weights()),
            events: (x.total(), y.total()),
        });
    }
    if let (Some(x), Some(y)) = (
        a.section::<FieldAccessProfile>(SECTION_FIELD_ACCESSES, origin.0)?,
        b.section::<FieldAccessProfile>(SECTION_FIELD_ACCESSES, origin.1)?,
    ) {
        out.push(KindOverlap {
            kind: "field accesses (per field)",
            percent: overlap_of_weights(&x.per_field(), &y.per_field()),
            events: (x.total(), y.total()),
        });
        out.push(KindOverlap {
            kind: "field accesses (per field and site)",
            percent: overlap_of_weights(&x.per_site(), &y.per_site()),
            events: (x.total(), y.total()),
        });
    }
    if let (Some(x), Some(y)) = (
        a.section::<DataRefProfile>(SECTION_DATA_REFS, origin.0)?,
        b.section::<DataRefProfile>(SECTION_DATA_REFS, origin.1)?,
    ) {
        let hx = x.hot_streams(streams);
        let hy = y.hot_streams(streams);
        out.push(KindOverlap {
            kind: "hot data streams",
            percent: crate::instrumentation::hot_streams::stream_overlap(&hx, &hy),
            events: (x.references, y.references),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges(list: &[(&str, u32, &str, u64)]) -> CallEdgeProfile {
        CallEdgeProfile {
            edges: list
                .iter()
                .map(|&(a, bci, b, count)| CallEdgeCount {
                    caller: a.into(),
                    bci,
                    callee: b.into(),
                    count,
                })
                .collect(),
        }
    }

    #[test]
    fn call_edge_overlap_is_scale_invariant_and_matches_by_name() {
        let mut a = ProfileFile::new();
        a.set_section(
            SECTION_CALL_EDGES,
            &edges(&[("A.m()V", 3, "B.n()V", 30), ("A.m()V", 7, "B.o()V", 10)]),
        );
        let mut b = ProfileFile::new();
        b.set_section(
            SECTION_CALL_EDGES,
            &edges(&[("A.m()V", 3, "B.n()V", 3), ("A.m()V", 7, "B.o()V", 1)]),
        );
        let o = overlaps(&a, &b, ("a", "b"), &Default::default()).unwrap();
        assert_eq!(o.len(), 1);
        // 75/25 against 75/25 (3:1 rounded to ratios) -> 100%.
        assert!((o[0].percent - 100.0).abs() < 1e-9, "{o:?}");
    }

    #[test]
    fn field_overlap_per_field_ignores_sites() {
        let p = FieldAccessProfile {
            sites: vec![
                FieldAccessCount {
                    field: "C.x".into(),
                    method: "C.a()V".into(),
                    bci: 1,
                    count: 5,
                },
                FieldAccessCount {
                    field: "C.x".into(),
                    method: "C.b()V".into(),
                    bci: 2,
                    count: 5,
                },
            ],
        };
        let q = FieldAccessProfile {
            sites: vec![FieldAccessCount {
                field: "C.x".into(),
                method: "C.a()V".into(),
                bci: 1,
                count: 1,
            }],
        };
        let (mut a, mut b) = (ProfileFile::new(), ProfileFile::new());
        a.set_section(SECTION_FIELD_ACCESSES, &p);
        b.set_section(SECTION_FIELD_ACCESSES, &q);
        let o = overlaps(&a, &b, ("a", "b"), &Default::default()).unwrap();
        assert!((o[0].percent - 100.0).abs() < 1e-9);
        assert!((o[1].percent - 50.0).abs() < 1e-9);
    }
}
