//! Where a sampled DCG loses overlap against the perfect one (`rvm dcg
//! diagnose`).
//!
//! With both profiles normalized to shares `s(e)` and `p(e)` (percent of
//! each one's total weight), the missing overlap splits exactly twice:
//!
//! ```text
//!   100 - overlap = Σ_e max(0, p(e) - s(e))      weight the sample did not give
//!                 = never sampled  (s = 0)        edges of the perfect DCG
//!                 + under-sampled  (0 < s < p)
//!
//!                 = Σ_e max(0, s(e) - p(e))      weight it gave elsewhere
//!                 = over-sampled   (s > p > 0)
//!                 + not in perfect (p = 0)        e.g. start-up code the
//!                                                 perfect run named otherwise
//! ```
//!
//! because both sides sum to 100 (Arnold-Grove 2005 §6.2's overlap is
//! `Σ min(s, p)`). The same split grouped by caller method says which
//! callers' sites the sampler misjudges, and [`Diagnosis::by_sample_count`]
//! separates noise from bias: an edge whose perfect share predicts `n`
//! samples and that got none is noise when `n` is small, bias when large.
//! Where the DCG file records each sample's position in its CBS window,
//! [`Diagnosis::positions`] gives the overlap of the samples taken at each
//! position alone (by count): a first sample placed by a biased tick shows
//! as a low overlap at position 0 and better ones after it;
//! [`Diagnosis::first_skips`] does the same per window first skip (the
//! stride's phase), and [`Diagnosis::tiers`] splits the over- and
//! under-sampled weight by the kind of the caller's frame (interpreter,
//! baseline, optimized, inlined), each edge's gap in proportion to its
//! samples per tier.
//!
//! [`Diagnosis::exact_callee_totals`] is a counterfactual: the overlap the
//! run would have if each callee's total weight were exact (as a per-method
//! entry counter in compiled code would make it: "weighting by the baseline
//! tier's call counts", issue 30) and only its division among call sites
//! came from the samples. What it recovers is the part of the loss that
//! is about *which methods* run, not *from where* they are called.

use std::collections::HashMap;

use crate::accuracy::overlap_of_weights;
use crate::dcg::{Dcg, NamedEdge};
use crate::sample_place::CallerTier;

/// One edge's shares in both profiles.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeDiff {
    pub edge: NamedEdge,
    /// Percent of the sampled DCG's weight.
    pub sampled: f64,
    /// Percent of the perfect DCG's weight.
    pub perfect: f64,
    /// Samples the sampled DCG holds for the edge.
    pub samples: u64,
    /// Samples the edge would have had if the sampler gave it exactly its
    /// perfect share: `perfect / 100 × total samples`.
    pub expected_samples: f64,
}

impl EdgeDiff {
    /// `sampled - perfect` in percentage points.
    pub fn difference(&self) -> f64 {
        self.sampled - self.perfect
    }
}

/// The four causes of missing overlap, in percentage points.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Causes {
    /// Perfect share of edges the sampler never saw.
    pub never_sampled: f64,
    /// Perfect share minus sampled share of edges seen too little.
    pub under_sampled: f64,
    /// Sampled share minus perfect share of edges seen too much.
    pub over_sampled: f64,
    /// Sampled share of edges the perfect DCG does not have.
    pub not_in_perfect: f64,
}

impl Causes {
    /// The missing overlap counted from the perfect side.
    pub fn missing_from_perfect(&self) -> f64 {
        self.never_sampled + self.under_sampled
    }

    /// The missing overlap counted from the sampled side (equal to the other).
    pub fn missing_from_sampled(&self) -> f64 {
        self.over_sampled + self.not_in_perfect
    }

    fn add(&mut self, d: &EdgeDiff) {
        let gap = d.perfect - d.sampled;
        if d.perfect > 0.0 && d.sampled == 0.0 {
            self.never_sampled += d.perfect;
        } else if d.perfect == 0.0 {
            self.not_in_perfect += d.sampled;
        } else if gap > 0.0 {
            self.under_sampled += gap;
        } else {
            self.over_sampled -= gap;
        }
    }
}

/// The causes for one caller method's call sites.
#[derive(Clone, Debug, PartialEq)]
pub struct CallerRow {
    pub caller: String,
    /// The caller's edges' total share in each profile.
    pub sampled: f64,
    pub perfect: f64,
    pub causes: Causes,
    pub edges: usize,
}

/// Never-sampled and under-sampled weight by how many samples the edge
/// should have had: `[lo, hi)` expected samples.
#[derive(Clone, Debug, PartialEq)]
pub struct SampleCountRow {
    pub lo: f64,
    pub hi: f64,
    pub edges: usize,
    pub never_sampled: f64,
    pub under_sampled: f64,
    pub over_sampled: f64,
}

/// The samples taken at one position of their windows, as a profile of
/// their own (sample counts, not weights).
#[derive(Clone, Debug, PartialEq)]
pub struct PositionRow {
    /// 0: the window's first sample.
    pub position: usize,
    pub samples: u64,
    /// Overlap of these samples alone with the perfect DCG, percent.
    pub overlap: f64,
}

/// The samples whose caller ran in one tier, with their edges' gaps
/// (percentage points) attributed in proportion to the edge's samples per
/// tier.
#[derive(Clone, Debug, PartialEq)]
pub struct TierRow {
    pub tier: CallerTier,
    pub samples: u64,
    /// Percent of the sampled DCG's weight (edge shares split by samples).
    pub sampled: f64,
    pub under_sampled: f64,
    pub over_sampled: f64,
    pub not_in_perfect: f64,
}

/// The whole diagnosis of a sampled DCG against the perfect one.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnosis {
    pub overlap: f64,
    pub causes: Causes,
    pub total_samples: u64,
    /// Every edge of either profile, largest |difference| first.
    pub edges: Vec<EdgeDiff>,
    /// Per window position (empty when the file does not record them).
    pub positions: Vec<PositionRow>,
    /// Per window first skip (`position` holds the first skip; 0: samples
    /// taken at a backedge); empty when not recorded.
    pub first_skips: Vec<PositionRow>,
    /// Per caller tier (empty when not recorded).
    pub tiers: Vec<TierRow>,
    /// Overlap with each callee's total weight made exact (see the module
    /// comment).
    pub exact_callee_totals: f64,
}

impl Diagnosis {
    /// Compares `sampled` with `perfect` (edges matched by method names).
    pub fn new(sampled: &Dcg, perfect: &Dcg) -> Diagnosis {
        let s = shares(&sampled.named_weights());
        let p = shares(&perfect.named_weights());
        let mut samples: HashMap<NamedEdge, u64> = HashMap::new();
        let mut by_position: Vec<HashMap<NamedEdge, f64>> = Vec::new();
        let mut by_first_skip: Vec<HashMap<NamedEdge, f64>> = Vec::new();
        let mut tier_samples: HashMap<NamedEdge, Vec<u64>> = HashMap::new();
        for (edge, stats) in sampled.edges() {
            let name = NamedEdge {
                caller: sampled.method_name(edge.caller),
                bci: edge.bci,
                callee: sampled.method_name(edge.callee),
            };
            if let Some(places) = sampled.place_counts(edge) {
                tally(&mut by_position, &name, &places.by_position);
                tally(&mut by_first_skip, &name, &places.by_first_skip);
                if !places.by_caller_tier.is_empty() {
                    let t = tier_samples.entry(name.clone()).or_default();
                    crate::sample_place::add_counts(t, &places.by_caller_tier);
                }
            }
            *samples.entry(name).or_default() += stats.samples;
        }
        let rows = |by: &[HashMap<NamedEdge, f64>]| -> Vec<PositionRow> {
            by.iter()
                .enumerate()
                .map(|(position, counts)| PositionRow {
                    position,
                    samples: counts.values().sum::<f64>() as u64,
                    overlap: overlap_of_weights(counts, &p),
                })
                .collect()
        };
        let positions = rows(&by_position);
        let mut first_skips = rows(&by_first_skip);
        // Index 0 holds samples taken at a backedge: drop it when empty.
        first_skips.retain(|r| r.position > 0 || r.samples > 0);
        let total_samples = sampled.total_samples();
        let mut names: Vec<&NamedEdge> = s.keys().chain(p.keys()).collect();
        names.sort();
        names.dedup();
        let mut edges: Vec<EdgeDiff> = names
            .into_iter()
            .map(|name| {
                let perfect = p.get(name).copied().unwrap_or(0.0);
                EdgeDiff {
                    edge: name.clone(),
                    sampled: s.get(name).copied().unwrap_or(0.0),
                    perfect,
                    samples: samples.get(name).copied().unwrap_or(0),
                    expected_samples: perfect / 100.0 * total_samples as f64,
                }
            })
            .collect();
        edges.sort_by(|a, b| {
            b.difference()
                .abs()
                .total_cmp(&a.difference().abs())
                .then_with(|| a.edge.cmp(&b.edge))
        });
        let mut causes = Causes::default();
        for d in &edges {
            causes.add(d);
        }
        let tiers = tier_rows(&edges, &tier_samples);
        Diagnosis {
            overlap: overlap_of_weights(&s, &p),
            causes,
            total_samples,
            edges,
            positions,
            first_skips,
            tiers,
            exact_callee_totals: overlap_of_weights(&exact_callee_totals(&s, &p), &p),
        }
    }

    /// The causes per caller method, largest missing overlap first.
    pub fn by_caller(&self) -> Vec<CallerRow> {
        let mut rows: HashMap<&str, CallerRow> = HashMap::new();
        for d in &self.edges {
            let row = rows
                .entry(d.edge.caller.as_str())
                .or_insert_with(|| CallerRow {
                    caller: d.edge.caller.clone(),
                    sampled: 0.0,
                    perfect: 0.0,
                    causes: Causes::default(),
                    edges: 0,
                });
            row.sampled += d.sampled;
            row.perfect += d.perfect;
            row.causes.add(d);
            row.edges += 1;
        }
        let mut rows: Vec<CallerRow> = rows.into_values().collect();
        let size =
            |r: &CallerRow| r.causes.missing_from_perfect() + r.causes.missing_from_sampled();
        rows.sort_by(|a, b| size(b).total_cmp(&size(a)).then(a.caller.cmp(&b.caller)));
        rows
    }

    /// The causes by expected sample count, in powers-of-four buckets
    /// `[0, 1), [1, 4), [4, 16), ...` up to the largest edge. Edges of the
    /// perfect DCG only (`not in perfect` has no expectation).
    pub fn by_sample_count(&self) -> Vec<SampleCountRow> {
        let mut rows: Vec<SampleCountRow> = Vec::new();
        let mut lo = 0.0;
        let mut hi = 1.0;
        let max = self
            .edges
            .iter()
            .map(|d| d.expected_samples)
            .fold(0.0, f64::max);
        loop {
            let mut row = SampleCountRow {
                lo,
                hi,
                edges: 0,
                never_sampled: 0.0,
                under_sampled: 0.0,
                over_sampled: 0.0,
            };
            for d in &self.edges {
                if d.perfect > 0.0 && d.expected_samples >= lo && d.expected_samples < hi {
                    let mut c = Causes::default();
                    c.add(d);
                    row.edges += 1;
                    row.never_sampled += c.never_sampled;
                    row.under_sampled += c.under_sampled;
                    row.over_sampled += c.over_sampled;
                }
            }
            if row.edges > 0 {
                rows.push(row);
            }
            if hi > max {
                break;
            }
            lo = hi;
            hi *= 4.0;
        }
        rows
    }
}

/// Adds `counts[i]` samples of `name` to `by[i]`.
fn tally(by: &mut Vec<HashMap<NamedEdge, f64>>, name: &NamedEdge, counts: &[u64]) {
    for (i, &n) in counts.iter().enumerate() {
        if by.len() <= i {
            by.resize_with(i + 1, HashMap::new);
        }
        if n > 0 {
            *by[i].entry(name.clone()).or_default() += n as f64;
        }
    }
}

/// Each edge's share and gap divided among the tiers its samples came from.
fn tier_rows(edges: &[EdgeDiff], tier_samples: &HashMap<NamedEdge, Vec<u64>>) -> Vec<TierRow> {
    let mut rows: Vec<TierRow> = CallerTier::ALL
        .iter()
        .map(|&tier| TierRow {
            tier,
            samples: 0,
            sampled: 0.0,
            under_sampled: 0.0,
            over_sampled: 0.0,
            not_in_perfect: 0.0,
        })
        .collect();
    for d in edges {
        let Some(counts) = tier_samples.get(&d.edge) else {
            continue;
        };
        let total: u64 = counts.iter().sum();
        if total == 0 {
            continue;
        }
        let mut c = Causes::default();
        c.add(d);
        for (i, &n) in counts.iter().enumerate() {
            let f = n as f64 / total as f64;
            let row = &mut rows[i];
            row.samples += n;
            row.sampled += d.sampled * f;
            row.under_sampled += c.under_sampled * f;
            row.over_sampled += c.over_sampled * f;
            row.not_in_perfect += c.not_in_perfect * f;
        }
    }
    rows.retain(|r| r.samples > 0);
    rows
}

/// `sampled`'s shares rescaled so that each callee's total equals its total
/// in `perfect` (callees the sampler never saw stay at 0; edges of callees
/// the perfect profile lacks are dropped).
fn exact_callee_totals(
    sampled: &HashMap<NamedEdge, f64>,
    perfect: &HashMap<NamedEdge, f64>,
) -> HashMap<NamedEdge, f64> {
    fn by_callee(shares: &HashMap<NamedEdge, f64>) -> HashMap<&str, f64> {
        let mut totals: HashMap<&str, f64> = HashMap::new();
        for (e, &w) in shares {
            *totals.entry(e.callee.as_str()).or_default() += w;
        }
        totals
    }
    let s_totals = by_callee(sampled);
    let p_totals = by_callee(perfect);
    sampled
        .iter()
        .filter_map(|(e, &w)| {
            let target = p_totals.get(e.callee.as_str()).copied().unwrap_or(0.0);
            let have = s_totals[e.callee.as_str()];
            (target > 0.0 && have > 0.0).then(|| (e.clone(), w / have * target))
        })
        .collect()
}

/// Weights to percentages of their total (all 0 when the total is 0).
fn shares(weights: &HashMap<NamedEdge, f64>) -> HashMap<NamedEdge, f64> {
    let total: f64 = weights.values().sum();
    weights
        .iter()
        .map(|(e, &w)| {
            let share = if total > 0.0 { w * 100.0 / total } else { 0.0 };
            (e.clone(), share)
        })
        .collect()
}

#[cfg(test)]
#[path = "diagnosis_tests.rs"]
mod tests;
