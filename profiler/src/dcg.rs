//! The dynamic call graph (DCG): context-insensitive edges keyed by
//! (caller method, call-site bytecode index, callee method), each with a
//! weight (sum of sample weights, Lee 2015 §3.2) and a sample count
//! (DESIGN.md decision 6; Arnold-Grove 2005 §2, Jikes RVM's keying in
//! FACTS.md).
//!
//! Method ids are the VM's plain integers, valid within one run; the method
//! table maps them to `pkg/Class.name(descriptor)`. Comparing DCGs of two runs
//! goes through names ([`Dcg::named_weights`]), never ids.
//!
//! The JSON file (`--dcg-out`) holds the run's configuration, the method table
//! and the edges, hottest first:
//!
//! ```text
//! { "format": "rvm-dcg-1",
//!   "config":  { "sampler": "cbs", "samples_per_tick": 16, "stride": 3, ... },
//!   "methods": { "0": "Main.main([Ljava/lang/String;)V", "1": "Main.call_1()V" },
//!   "edges":   [ { "caller": 0, "bci": 12, "callee": 1, "weight": 8.5, "samples": 17,
//!                  "by_position": [2, 1, 1, ...], "by_first_skip": [0, 1, 2, 1],
//!                  "by_caller_tier": { "baseline": 4 } } ] }
//! ```
//!
//! `by_position` (sampled runs only) counts the edge's samples by their place
//! in their CBS window (0: the window's first sample), `by_first_skip` by
//! their window's first skip (the stride's phase; 0: taken at a backedge),
//! `by_caller_tier` by the kind of the caller's frame, for `rvm dcg
//! diagnose` ([`crate::sample_place`]).

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::sample_place::{CallerTier, PlaceCounts, SamplePlace};
use crate::ProfilerError;

/// The VM's id of a method (an index into its method table).
pub type MethodId = u32;

/// The format tag written into every DCG file.
pub const DCG_FORMAT: &str = "rvm-dcg-1";

/// One call edge: `caller` calls `callee` at bytecode index `bci`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CallEdge {
    pub caller: MethodId,
    pub bci: u32,
    pub callee: MethodId,
}

/// A call edge by method names: comparable across runs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NamedEdge {
    pub caller: String,
    pub bci: u32,
    pub callee: String,
}

/// What the profile knows about one edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EdgeStats {
    pub weight: f64,
    pub samples: u64,
}

/// The run that produced a DCG, stored with it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RunConfig {
    /// `off`, `timer`, `cbs`, `simplified-cbs` or `exhaustive`.
    pub sampler: String,
    /// SAMPLES (Arnold-Grove's samples per timer interrupt).
    pub samples_per_tick: u32,
    /// STRIDE.
    pub stride: u32,
    /// `random` or `round-robin`.
    pub cbs_start: String,
    /// `fixed` or `random` (`--cbs-stride`); empty in files older than it.
    pub cbs_stride: String,
    /// `stride` or `window` (`--cbs-first-skip`); empty in files older than it.
    pub cbs_first_skip: String,
    /// `off` or `enclosing` (`--backedge-samples`); empty in files older than it.
    pub backedge_samples: String,
    /// `boundaries` or `prologues` (`--cbs-count`); empty in files older than it.
    pub cbs_count: String,
    /// `none`, `density`, `latency` or `density+latency`.
    pub weight: String,
    /// `first-sample` or `first-yieldpoint` (`--latency-to`); empty in files older than it.
    pub latency_to: String,
    pub timer_ms: f64,
    pub seed: Option<u64>,
    /// `hpm` or `soft`: where Lee's call counts came from.
    pub call_counter: String,
    /// `keep` or `drop` (`--missed-ticks`); empty in files older than it.
    pub missed_ticks: String,
    /// `on` when each callee's weights were rescaled to its counted entries
    /// (`--callee-totals`); `off` or empty (files older than it) otherwise.
    pub callee_totals: String,
    /// Ticks that found a thread blocked (kept or dropped by `missed_ticks`).
    pub ticks_missed: u64,
    pub tier: String,
    pub program: String,
    pub arguments: Vec<String>,
    pub run_time_ms: f64,
    pub ticks: u64,
    pub edge_samples: u64,
    pub method_samples: u64,
    /// Sampling latency (cycles from a tick to its window's first sample),
    /// median and maximum over all windows of all threads (Lee 2015 Table I).
    pub latency_median_cycles: u64,
    pub latency_max_cycles: u64,
}

/// One row of [`Dcg::top`].
#[derive(Clone, Debug, PartialEq)]
pub struct TopEdge {
    pub edge: CallEdge,
    pub stats: EdgeStats,
    /// Percent of the DCG's total weight.
    pub share: f64,
}

/// A dynamic call graph.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dcg {
    pub config: RunConfig,
    methods: BTreeMap<MethodId, String>,
    edges: HashMap<CallEdge, EdgeStats>,
    /// Method samples (the executing method at a taken yieldpoint after a
    /// tick), kept apart from the edges for the adaptive controller.
    method_samples: BTreeMap<MethodId, u64>,
    /// Per edge: samples by their place (window position, first skip,
    /// caller tier; see the module comment); empty for exhaustive profiles.
    places: HashMap<CallEdge, PlaceCounts>,
}

pub use crate::sample_place::MAX_WINDOW_POSITIONS;

#[derive(Serialize, Deserialize)]
struct EdgeRecord {
    caller: MethodId,
    bci: u32,
    callee: MethodId,
    weight: f64,
    samples: u64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    by_position: Vec<u64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    by_first_skip: Vec<u64>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    by_caller_tier: BTreeMap<String, u64>,
}

#[derive(Serialize, Deserialize)]
struct DcgFile {
    format: String,
    config: RunConfig,
    methods: BTreeMap<MethodId, String>,
    edges: Vec<EdgeRecord>,
    #[serde(default)]
    method_samples: BTreeMap<MethodId, u64>,
}

impl Dcg {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one sample of weight `weight` to `edge`.
    pub fn record(&mut self, edge: CallEdge, weight: f64) {
        let stats = self.edges.entry(edge).or_default();
        stats.weight += weight;
        stats.samples += 1;
    }

    /// Adds one sample of weight `weight` to `edge`, taken at `position`
    /// in its window (0: the window's first sample).
    pub fn record_at(&mut self, edge: CallEdge, weight: f64, position: u32) {
        self.record_placed(edge, weight, SamplePlace::at_position(position));
    }

    /// Adds one sample of weight `weight` to `edge`, taken at `place`.
    pub fn record_placed(&mut self, edge: CallEdge, weight: f64, place: SamplePlace) {
        self.record(edge, weight);
        self.places.entry(edge).or_default().add(place);
    }

    /// `edge`'s samples by window position (empty when not recorded).
    pub fn position_counts(&self, edge: CallEdge) -> &[u64] {
        self.places
            .get(&edge)
            .map_or(&[], |c| c.by_position.as_slice())
    }

    /// `edge`'s samples by place (None when not recorded).
    pub fn place_counts(&self, edge: CallEdge) -> Option<&PlaceCounts> {
        self.places.get(&edge)
    }

    /// Counts one method sample of `method`.
    pub fn record_method_sample(&mut self, method: MethodId) {
        *self.method_samples.entry(method).or_default() += 1;
    }

    /// Method samples of `method`.
    pub fn method_samples(&self, method: MethodId) -> u64 {
        self.method_samples.get(&method).copied().unwrap_or(0)
    }

    /// Every method with samples, with its count.
    pub fn method_sample_counts(&self) -> impl Iterator<Item = (MethodId, u64)> + '_ {
        self.method_samples.iter().map(|(m, n)| (*m, *n))
    }

    /// Adds another profile's edges and method names (e.g. another thread's).
    pub fn merge(&mut self, other: &Dcg) {
        for (edge, s) in &other.edges {
            let stats = self.edges.entry(*edge).or_default();
            stats.weight += s.weight;
            stats.samples += s.samples;
        }
        for (edge, counts) in &other.places {
            self.places.entry(*edge).or_default().merge(counts);
        }
        for (m, n) in &other.method_samples {
            *self.method_samples.entry(*m).or_default() += n;
        }
        for (id, name) in &other.methods {
            self.methods.entry(*id).or_insert_with(|| name.clone());
        }
    }

    /// Names method `id` as `pkg/Class.name(descriptor)`.
    pub fn set_method_name(&mut self, id: MethodId, name: impl Into<String>) {
        self.methods.insert(id, name.into());
    }

    /// The method's name, or `#id` if the table lacks it.
    pub fn method_name(&self, id: MethodId) -> String {
        self.methods
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("#{id}"))
    }

    pub fn edge(&self, edge: CallEdge) -> Option<EdgeStats> {
        self.edges.get(&edge).copied()
    }

    pub fn edges(&self) -> impl Iterator<Item = (CallEdge, EdgeStats)> + '_ {
        self.edges.iter().map(|(e, s)| (*e, *s))
    }

    pub fn len(&self) -> usize {
        self.edges.len()
    }

    pub fn is_empty(&self) -> bool {
        self.edges.is_empty()
    }

    pub fn total_weight(&self) -> f64 {
        self.edges.values().map(|s| s.weight).sum()
    }

    /// `--callee-totals=on`: rescales each counted callee's edge weights so
    /// that they sum to its counted entries (`counts`, from the per-method
    /// entry counters of baseline prologues), keeping how its weight splits
    /// among its callers. This is the "exact callee totals" counterfactual of
    /// `rvm dcg diagnose` (issue 30, second round) made real: the samples
    /// then decide only *which caller* calls a method, Lee 2015 §3.2's
    /// weights only within a callee, and the counter how often it runs.
    ///
    /// Callees without a count (natives, intrinsics, code of other tiers)
    /// keep their weights times the mean factor of the counted callees, so
    /// that both are in the same unit; callees with a count of 0 keep theirs
    /// unscaled likewise. Returns the number of callees rescaled.
    pub fn rescale_callee_totals(&mut self, counts: &HashMap<MethodId, u64>) -> usize {
        let mut sampled: HashMap<MethodId, f64> = HashMap::new();
        for (e, s) in &self.edges {
            *sampled.entry(e.callee).or_default() += s.weight;
        }
        let (mut counted, mut counted_weight) = (0.0, 0.0);
        for (m, &w) in &sampled {
            if let Some(&n) = counts.get(m).filter(|&&n| n > 0) {
                if w > 0.0 {
                    counted += n as f64;
                    counted_weight += w;
                }
            }
        }
        if counted_weight <= 0.0 {
            return 0;
        }
        let mean_factor = counted / counted_weight;
        let mut rescaled = 0;
        let factors: HashMap<MethodId, f64> = sampled
            .iter()
            .map(|(m, &w)| match counts.get(m) {
                Some(&n) if n > 0 && w > 0.0 => {
                    rescaled += 1;
                    (*m, n as f64 / w)
                }
                _ => (*m, mean_factor),
            })
            .collect();
        for (e, s) in self.edges.iter_mut() {
            s.weight *= factors[&e.callee];
        }
        rescaled
    }

    pub fn total_samples(&self) -> u64 {
        self.edges.values().map(|s| s.samples).sum()
    }

    /// Edge weights keyed by method names, for comparing runs.
    pub fn named_weights(&self) -> HashMap<NamedEdge, f64> {
        let mut out = HashMap::new();
        for (e, s) in &self.edges {
            let key = NamedEdge {
                caller: self.method_name(e.caller),
                bci: e.bci,
                callee: self.method_name(e.callee),
            };
            *out.entry(key).or_insert(0.0) += s.weight;
        }
        out
    }

    /// All edges, hottest first (ties by key, so the order is deterministic).
    fn sorted_edges(&self) -> Vec<(CallEdge, EdgeStats)> {
        let mut v: Vec<_> = self.edges().collect();
        v.sort_by(|a, b| b.1.weight.total_cmp(&a.1.weight).then(a.0.cmp(&b.0)));
        v
    }

    /// The `n` hottest edges with their share (percent) of the total weight.
    pub fn top(&self, n: usize) -> Vec<TopEdge> {
        let total = self.total_weight();
        self.sorted_edges()
            .into_iter()
            .take(n)
            .map(|(edge, stats)| TopEdge {
                edge,
                stats,
                share: if total > 0.0 {
                    stats.weight * 100.0 / total
                } else {
                    0.0
                },
            })
            .collect()
    }

    /// A Graphviz digraph: one node per method, one edge per call edge,
    /// labelled with the call-site bci and the edge's share of the weight.
    pub fn to_dot(&self) -> String {
        let total = self.total_weight();
        let mut used: Vec<MethodId> = self
            .edges
            .keys()
            .flat_map(|e| [e.caller, e.callee])
            .collect();
        used.sort_unstable();
        used.dedup();
        let mut out = String::from("digraph dcg {\n  node [shape=box, fontname=\"monospace\"];\n");
        for id in used {
            let _ = writeln!(
                out,
                "  m{id} [label=\"{}\"];",
                dot_escape(&self.method_name(id))
            );
        }
        for (e, s) in self.sorted_edges() {
            let share = if total > 0.0 {
                s.weight * 100.0 / total
            } else {
                0.0
            };
            let pen = 1.0 + share / 10.0;
            let _ = writeln!(
                out,
                "  m{} -> m{} [label=\"@{} {:.1}%\", penwidth={:.2}];",
                e.caller, e.callee, e.bci, share, pen
            );
        }
        out.push_str("}\n");
        out
    }

    /// The JSON text of the file format above.
    pub fn to_json(&self) -> String {
        let file = DcgFile {
            format: DCG_FORMAT.to_string(),
            config: self.config.clone(),
            methods: self.methods.clone(),
            edges: self
                .sorted_edges()
                .into_iter()
                .map(|(e, s)| {
                    let places = self.places.get(&e).cloned().unwrap_or_default();
                    EdgeRecord {
                        caller: e.caller,
                        bci: e.bci,
                        callee: e.callee,
                        weight: s.weight,
                        samples: s.samples,
                        by_position: places.by_position,
                        by_first_skip: places.by_first_skip,
                        by_caller_tier: places
                            .by_caller_tier
                            .iter()
                            .enumerate()
                            .filter(|(_, &n)| n > 0)
                            .map(|(i, &n)| (CallerTier::ALL[i].name().to_string(), n))
                            .collect(),
                    }
                })
                .collect(),
            method_samples: self.method_samples.clone(),
        };
        // Serializing plain structs with string map keys cannot fail.
        serde_json::to_string_pretty(&file).expect("DCG serializes")
    }

    /// Parses a DCG file's text; `origin` (a path) names it in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<Dcg, ProfilerError> {
        let file: DcgFile = serde_json::from_str(text).map_err(|source| ProfilerError::Json {
            origin: origin.to_string(),
            source,
        })?;
        if file.format != DCG_FORMAT {
            return Err(ProfilerError::Format {
                origin: origin.to_string(),
                found: file.format,
            });
        }
        let mut dcg = Dcg {
            config: file.config,
            methods: file.methods,
            edges: HashMap::new(),
            method_samples: file.method_samples,
            places: HashMap::new(),
        };
        for r in file.edges {
            let edge = CallEdge {
                caller: r.caller,
                bci: r.bci,
                callee: r.callee,
            };
            let stats = dcg.edges.entry(edge).or_default();
            stats.weight += r.weight;
            stats.samples += r.samples;
            if !r.by_position.is_empty() {
                let mut by_caller_tier = Vec::new();
                for (name, &n) in &r.by_caller_tier {
                    let tier =
                        CallerTier::from_name(name).ok_or_else(|| ProfilerError::BadField {
                            origin: origin.to_string(),
                            problem: format!(
                            "unknown caller tier {name:?} in by_caller_tier (edge {} @{} -> {})",
                            r.caller, r.bci, r.callee
                        ),
                        })?;
                    if by_caller_tier.len() <= tier as usize {
                        by_caller_tier.resize(tier as usize + 1, 0);
                    }
                    by_caller_tier[tier as usize] += n;
                }
                dcg.places.entry(edge).or_default().merge(&PlaceCounts {
                    by_position: r.by_position,
                    by_first_skip: r.by_first_skip,
                    by_caller_tier,
                });
            }
        }
        Ok(dcg)
    }

    pub fn write(&self, path: &Path) -> Result<(), ProfilerError> {
        std::fs::write(path, self.to_json() + "\n").map_err(|source| ProfilerError::Io {
            path: path.to_path_buf(),
            source,
        })
    }

    pub fn read(path: &Path) -> Result<Dcg, ProfilerError> {
        let text = std::fs::read_to_string(path).map_err(|source| ProfilerError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Self::from_json(&text, &path.display().to_string())
    }
}

fn dot_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
#[path = "dcg_tests.rs"]
mod tests;
