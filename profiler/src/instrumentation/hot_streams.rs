//! Hot data streams of a data-reference trace and the overlap of two
//! hot-stream profiles (Hirzel-Chilimbi 2001 §5.2, after Chilimbi 2001).
//!
//! A data stream is a repeated subsequence of the reference trace; its heat
//! is `length x frequency`, the frequency counting non-overlapping
//! occurrences; the hot streams are the hottest ones that together account
//! for 90% of the heat. Two profiles compare by *access signature* (the
//! sequence of access sites, since object addresses differ between runs):
//!
//! ```text
//! overlap(P, Q) = Σ_{v ∈ P ∪ Q} min(v.heat_P, v.heat_Q)     heats in percent of each profile (eq. 5)
//! ```
//!
//! **Finding the streams (departure from the papers, which use Sequitur).**
//! Sequitur's grammar is a compact way to enumerate repeated subsequences;
//! Chilimbi then keeps the rules whose expansion length lies in a window
//! (Hirzel-Chilimbi measure streams of length 10-40). We enumerate the
//! repeated subsequences of one fixed length `L` (default 10, `--length`)
//! directly: a census of every window of L references inside each burst,
//! counting non-overlapping occurrences greedily from the left. For the
//! question the overlap asks (do two traces repeat the same reference
//! sequences, in the same proportions?) this gives the same answer for
//! every stream of length >= L (each of its L-windows is itself hot), is
//! exact and deterministic (no grammar heuristics), and takes one hash-map
//! pass. What it does not give is the maximal length of each stream. Windows
//! never cross burst boundaries: a sampled trace is a set of separate bursts.
//! Windows are keyed by a 64-bit hash of their references (a collision
//! would merge two streams; at 2^-64 per pair it is ignored).

use std::collections::HashMap;

/// Parameters of the stream search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StreamParams {
    /// Stream length in references.
    pub length: usize,
    /// Share of the total heat the hot streams account for (0.9 in §5.2).
    pub coverage: f64,
}

impl Default for StreamParams {
    fn default() -> Self {
        StreamParams {
            length: 10,
            coverage: 0.9,
        }
    }
}

/// One hot data stream.
#[derive(Clone, Debug, PartialEq)]
pub struct HotStream {
    /// Access sites (indices into the profile's `sites`) of the references.
    pub signature: Vec<u32>,
    /// Non-overlapping occurrences.
    pub frequency: u64,
    pub heat: u64,
}

/// A hot-stream profile: the hot streams, and their heat summed by access
/// signature (names of sites: `method@bci`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HotStreamProfile {
    pub streams: Vec<HotStream>,
    pub by_signature: HashMap<Vec<String>, f64>,
    /// References in the trace.
    pub references: u64,
}

fn mix(h: u64, x: u64) -> u64 {
    // splitmix64-style mixing of the running hash with the next word.
    let mut z = h ^ x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

struct Census {
    frequency: u64,
    /// (burst, end) of the last counted occurrence, for non-overlap.
    last: (usize, usize),
    /// Where the first occurrence starts (burst, offset).
    first: (usize, usize),
}

/// The hot streams of the traced bursts of (site, object) references, every
/// thread's in order, with `site_name` naming a site index in signatures
/// (`DataRefProfile::hot_streams` passes a profile's).
pub fn hot_streams<'a>(
    bursts: impl IntoIterator<Item = &'a Vec<(u32, u64)>>,
    site_name: impl Fn(u32) -> String,
    params: &StreamParams,
) -> HotStreamProfile {
    let len = params.length.max(1);
    let bursts: Vec<&Vec<(u32, u64)>> = bursts.into_iter().collect();
    let references: u64 = bursts.iter().map(|b| b.len() as u64).sum();
    let mut census: HashMap<u64, Census> = HashMap::new();
    for (bi, burst) in bursts.iter().enumerate() {
        if burst.len() < len {
            continue;
        }
        for start in 0..=burst.len() - len {
            let key = burst[start..start + len]
                .iter()
                .fold(len as u64, |h, &(site, obj)| mix(mix(h, site as u64), obj));
            let c = census.entry(key).or_insert(Census {
                frequency: 0,
                last: (usize::MAX, 0),
                first: (bi, start),
            });
            if c.last.0 != bi || start >= c.last.1 {
                c.frequency += 1;
                c.last = (bi, start + len);
            }
        }
    }
    let mut candidates: Vec<&Census> = census.values().filter(|c| c.frequency >= 2).collect();
    // Hottest first; ties by first occurrence, so the result is deterministic.
    candidates.sort_by(|a, b| b.frequency.cmp(&a.frequency).then(a.first.cmp(&b.first)));
    let total: u64 = candidates.iter().map(|c| c.frequency * len as u64).sum();
    let goal = (total as f64 * params.coverage).ceil() as u64;
    let mut out = HotStreamProfile {
        references,
        ..Default::default()
    };
    let mut covered = 0u64;
    for c in candidates {
        if covered >= goal {
            break;
        }
        let heat = c.frequency * len as u64;
        covered += heat;
        let (bi, start) = c.first;
        let signature: Vec<u32> = bursts[bi][start..start + len]
            .iter()
            .map(|&(s, _)| s)
            .collect();
        let names: Vec<String> = signature.iter().map(|&s| site_name(s)).collect();
        *out.by_signature.entry(names).or_insert(0.0) += heat as f64;
        out.streams.push(HotStream {
            signature,
            frequency: c.frequency,
            heat,
        });
    }
    out
}

/// Equation 5: the overlap of two hot-stream profiles in percent.
pub fn stream_overlap(a: &HotStreamProfile, b: &HotStreamProfile) -> f64 {
    crate::accuracy::overlap_of_weights(&a.by_signature, &b.by_signature)
}

#[cfg(test)]
mod tests {
    use super::*;
    /// One thread's bursts, as `hot_streams` takes them.
    fn profile(bursts: Vec<Vec<(u32, u64)>>) -> Vec<Vec<(u32, u64)>> {
        bursts
    }

    fn name(site: u32) -> String {
        format!("M.m{site}()V@{site}")
    }

    fn repeat(pattern: &[(u32, u64)], times: usize) -> Vec<(u32, u64)> {
        pattern
            .iter()
            .copied()
            .cycle()
            .take(pattern.len() * times)
            .collect()
    }

    #[test]
    fn a_repeated_sequence_is_a_hot_stream_with_its_non_overlapping_frequency() {
        let pattern: Vec<(u32, u64)> = (0..4).map(|i| (i, 100 + i as u64)).collect();
        let p = profile(vec![repeat(&pattern, 10)]);
        let h = hot_streams(
            &p,
            name,
            &StreamParams {
                length: 4,
                coverage: 0.9,
            },
        );
        // Four rotations of the pattern, each occurring 10 (or 9) times.
        assert!(!h.streams.is_empty());
        assert_eq!(h.streams[0].frequency, 10);
        assert_eq!(h.streams[0].signature, vec![0, 1, 2, 3]);
    }

    #[test]
    fn overlapping_occurrences_count_once() {
        // a a a a a: windows "a a" at 0,1,2,3 -> non-overlapping 0 and 2 only.
        let p = profile(vec![vec![(1, 7); 5]]);
        let h = hot_streams(
            &p,
            name,
            &StreamParams {
                length: 2,
                coverage: 1.0,
            },
        );
        assert_eq!(h.streams.len(), 1);
        assert_eq!(h.streams[0].frequency, 2);
    }

    #[test]
    fn streams_do_not_cross_burst_boundaries() {
        let p = profile(vec![vec![(1, 1), (2, 2)], vec![(3, 3), (1, 1), (2, 2)]]);
        let h = hot_streams(
            &p,
            name,
            &StreamParams {
                length: 2,
                coverage: 1.0,
            },
        );
        // (1,2) twice; (2,3) never forms across the boundary.
        assert_eq!(h.streams.len(), 1);
        assert_eq!(h.streams[0].signature, vec![1, 2]);
    }

    #[test]
    fn identical_traces_overlap_fully_and_disjoint_ones_not_at_all() {
        let a: Vec<(u32, u64)> = (0..5).map(|i| (i, i as u64)).collect();
        let b: Vec<(u32, u64)> = (5..10).map(|i| (i, i as u64)).collect();
        let params = StreamParams {
            length: 3,
            coverage: 0.9,
        };
        let pa = hot_streams(&profile(vec![repeat(&a, 20)]), name, &params);
        let pb = hot_streams(&profile(vec![repeat(&b, 20)]), name, &params);
        assert!((stream_overlap(&pa, &pa) - 100.0).abs() < 1e-9);
        assert_eq!(stream_overlap(&pa, &pb), 0.0);
    }

    #[test]
    fn same_sites_on_other_objects_match_by_access_signature() {
        let a: Vec<(u32, u64)> = (0..5).map(|i| (i, i as u64)).collect();
        let b: Vec<(u32, u64)> = (0..5).map(|i| (i, 1000 + i as u64)).collect();
        let params = StreamParams {
            length: 5,
            coverage: 0.9,
        };
        let pa = hot_streams(&profile(vec![repeat(&a, 20)]), name, &params);
        let pb = hot_streams(&profile(vec![repeat(&b, 20)]), name, &params);
        assert!((stream_overlap(&pa, &pb) - 100.0).abs() < 1e-9);
    }
}
