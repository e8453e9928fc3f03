//! Moving samples off the hot path: each Java thread appends its samples to
//! a [`SampleBuffer`]; a full buffer goes as one batch over a
//! `crossbeam-channel` to the organizer thread, which folds the batches into
//! the [`Dcg`] (Jikes RVM's `DynamicCallGraphOrganizer`, Lee 2015 §3.3).
//! The DCG is shared (`Organizer::site`), so the optimizing compiler's
//! inline oracle reads the weights of a call site while the program runs.
//!
//! ```text
//!  Java thread: SampleBuffer::edge/method ──(batch of BATCH)──▶ channel
//!                                                                  │
//!  organizer thread: for each batch: Dcg::record / method counts ◀─┘
//!  Organizer::finish(): all senders dropped ──▶ join ──▶ Dcg
//! ```
//!
//! A thread's buffer is flushed when it fills and when the thread ends
//! (drop). `finish` sends a stop message after everything already sent: a
//! buffer still alive then (a thread running when the program called
//! `System.exit`) keeps its last, unsent samples (fewer than `BATCH`).

use crossbeam_channel::{unbounded, Receiver, Sender};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::dcg::{CallEdge, Dcg, MethodId};
use crate::sample_place::SamplePlace;

/// Samples per batch sent to the organizer: small enough that the DCG the
/// inliner reads is at most a few timer ticks old (CBS(16,3): 16 ticks).
pub const BATCH: usize = 256;

/// One sample as the Java thread records it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sample {
    /// A call-edge sample with its Lee weight.
    Edge { edge: CallEdge, weight: f64 },
    /// A call-edge sample, with its place (position in its CBS window,
    /// first skip, caller tier: `sample_place`).
    EdgeAt {
        edge: CallEdge,
        weight: f64,
        place: SamplePlace,
    },
    /// The method executing at a taken yieldpoint after a tick.
    Method(MethodId),
    /// PEP (paths/): `count` executions of path number `path` of the
    /// instrumented compilation `compilation`.
    Path {
        compilation: u32,
        path: u64,
        count: u64,
    },
}

/// PEP's path counts: (compilation, path number) -> count.
pub type PathCounts = std::collections::HashMap<(u32, u64), u64, PathKeys>;

/// Hashing of path keys (a compilation id and a path number, or both packed
/// in one word): multiply-rotate, as rustc's FxHash. Keys come from compiled
/// code, not from an adversary, so SipHash's protection buys nothing, and it
/// cost about 100 instructions per sampled path in the organizer and per
/// path end with `--pep=perfect` (callgrind).
pub type PathKeys = std::hash::BuildHasherDefault<PathKeyHasher>;

/// See [`PathKeys`].
#[derive(Clone, Copy, Default)]
pub struct PathKeyHasher(u64);

impl PathKeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl std::hash::Hasher for PathKeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn finish(&self) -> u64 {
        // The table takes its bucket from the low bits: fold the high ones
        // in (a packed key's compilation id sits in the high half).
        self.0 ^ (self.0 >> 29)
    }
}

enum Message {
    Batch(Vec<Sample>),
    Finish,
}

/// A Java thread's sample buffer (single owner, no locking).
pub struct SampleBuffer {
    samples: Vec<Sample>,
    to_organizer: Sender<Message>,
}

impl SampleBuffer {
    pub fn edge(&mut self, edge: CallEdge, weight: f64) {
        self.push(Sample::Edge { edge, weight });
    }

    /// A call-edge sample taken at `position` in its window.
    pub fn edge_at(&mut self, edge: CallEdge, weight: f64, position: u32) {
        self.edge_placed(edge, weight, SamplePlace::at_position(position));
    }

    /// A call-edge sample taken at `place`.
    pub fn edge_placed(&mut self, edge: CallEdge, weight: f64, place: SamplePlace) {
        self.push(Sample::EdgeAt {
            edge,
            weight,
            place,
        });
    }

    pub fn method(&mut self, method: MethodId) {
        self.push(Sample::Method(method));
    }

    /// A sampled (or, with `count` > 1, pre-counted) path of PEP.
    pub fn path(&mut self, compilation: u32, path: u64, count: u64) {
        self.push(Sample::Path {
            compilation,
            path,
            count,
        });
    }

    #[inline]
    fn push(&mut self, s: Sample) {
        self.samples.push(s);
        if self.samples.len() >= BATCH {
            self.flush();
        }
    }

    /// Sends what is buffered to the organizer.
    pub fn flush(&mut self) {
        if !self.samples.is_empty() {
            let batch = std::mem::replace(&mut self.samples, Vec::with_capacity(BATCH));
            // The organizer outlives every buffer (it waits for all senders),
            // so the send cannot fail; if it did, the samples are lost, which
            // only makes the profile smaller.
            let _ = self.to_organizer.send(Message::Batch(batch));
        }
    }
}

impl Drop for SampleBuffer {
    fn drop(&mut self) {
        self.flush();
    }
}

/// The organizer thread and the source of new buffers.
pub struct Organizer {
    to_organizer: Option<Sender<Message>>,
    handle: Option<JoinHandle<()>>,
    dcg: Arc<Mutex<Live>>,
    /// Samples folded into the DCG so far (read without the lock).
    folded: Arc<AtomicU64>,
}

/// What the DCG knows of one call site so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SiteWeights {
    /// (callee, weight) of every edge from the site, heaviest first.
    pub targets: Vec<(MethodId, f64)>,
    /// The whole graph's weight.
    pub total_weight: f64,
}

impl Organizer {
    pub fn start() -> std::io::Result<Organizer> {
        let (tx, rx) = unbounded();
        let dcg = Arc::new(Mutex::new(Live::default()));
        let folded = Arc::new(AtomicU64::new(0));
        let (shared, count) = (dcg.clone(), folded.clone());
        let handle = std::thread::Builder::new()
            .name("rvm-dcg-organizer".to_string())
            .spawn(move || organize(rx, &shared, &count))?;
        Ok(Organizer {
            to_organizer: Some(tx),
            handle: Some(handle),
            dcg,
            folded,
        })
    }

    /// Each caller's share of the DCG's (decayed) weight: its outgoing edges'
    /// weight over the total: the methods whose call sites matter.
    pub fn caller_shares(&self) -> std::collections::HashMap<MethodId, f64> {
        let live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        let mut shares = std::collections::HashMap::new();
        if live.recent_total > 0.0 {
            for (e, w) in &live.recent {
                *shares.entry(e.caller).or_insert(0.0) += w / live.recent_total;
            }
        }
        shares
    }

    /// Every method with method samples folded in so far, with its count
    /// (the cost-benefit controller's input).
    pub fn method_samples(&self) -> Vec<(MethodId, u64)> {
        let live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        live.dcg.method_sample_counts().collect()
    }

    /// Samples folded into the DCG so far.
    pub fn samples_folded(&self) -> u64 {
        self.folded.load(Ordering::Relaxed)
    }

    /// The weights of the edges from (`caller`, `bci`) folded in so far,
    /// decayed (`DECAY_FACTOR` every `DECAY_INTERVAL` samples).
    pub fn site(&self, caller: MethodId, bci: u32) -> SiteWeights {
        let live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        let mut targets: Vec<(MethodId, f64)> = live
            .recent
            .iter()
            .filter(|(e, _)| e.caller == caller && e.bci == bci)
            .map(|(e, &w)| (e.callee, w))
            .collect();
        targets.sort_by(|a, b| {
            b.1.partial_cmp(&a.1)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.0.cmp(&b.0))
        });
        SiteWeights {
            targets,
            total_weight: live.recent_total,
        }
    }

    /// Every edge out of `caller` folded in so far, as (bci, callee,
    /// decayed weight), and the DCG's whole decayed weight: what the
    /// adaptive inlining organizer compares with the edges that were hot
    /// when the caller was compiled (vm/src/compile/controller.rs).
    pub fn caller_edges(&self, caller: MethodId) -> (Vec<(u32, MethodId, f64)>, f64) {
        let live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        let edges = live
            .recent
            .iter()
            .filter(|(e, _)| e.caller == caller)
            .map(|(e, &w)| (e.bci, e.callee, w))
            .collect();
        (edges, live.recent_total)
    }

    /// Every edge folded in so far, grouped by caller, as in
    /// [`Organizer::caller_edges`], in one pass over the DCG.
    pub fn edges_by_caller(
        &self,
    ) -> (
        std::collections::HashMap<MethodId, Vec<(u32, MethodId, f64)>>,
        f64,
    ) {
        let live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        let mut by_caller: std::collections::HashMap<MethodId, Vec<(u32, MethodId, f64)>> =
            std::collections::HashMap::new();
        for (e, &w) in &live.recent {
            by_caller
                .entry(e.caller)
                .or_default()
                .push((e.bci, e.callee, w));
        }
        (by_caller, live.recent_total)
    }

    /// A new buffer for a Java thread.
    pub fn buffer(&self) -> SampleBuffer {
        SampleBuffer {
            samples: Vec::with_capacity(BATCH),
            to_organizer: self
                .to_organizer
                .clone()
                .expect("the organizer runs until finish"),
        }
    }

    /// Folds in every batch sent so far and returns the DCG. Drop (flush) the
    /// buffers of finished threads first.
    pub fn finish(self) -> Dcg {
        self.finish_with_paths().0
    }

    /// `finish`, with PEP's path counts.
    pub fn finish_with_paths(mut self) -> (Dcg, PathCounts) {
        if let Some(tx) = self.to_organizer.take() {
            let _ = tx.send(Message::Finish);
        }
        let _ = self.handle.take().expect("finish called once").join();
        let mut live = self.dcg.lock().unwrap_or_else(|e| e.into_inner());
        (
            std::mem::take(&mut live.dcg),
            std::mem::take(&mut live.paths),
        )
    }

    /// PEP's path counts folded in so far (a copy: the compiler reads them
    /// when it recompiles with `--edge-profile=pep`).
    pub fn path_counts(&self) -> PathCounts {
        self.dcg
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .paths
            .clone()
    }
}

/// Samples between two decays of the inliner's view of the DCG.
pub const DECAY_INTERVAL: u64 = 4096;
/// What the inliner's weights keep at each decay: a half-life of 4096
/// samples, about one second of CBS(16,3) on one thread (rvm's constant;
/// Jikes RVM has the mechanism but ships with decay off: FACTS.md).
pub const DECAY_FACTOR: f64 = 0.5;

/// The organizer's state: the DCG as sampled (what `--dcg-out` writes and
/// the accuracy experiments compare) and a decayed copy of its edge weights
/// for the inliner, so that recent behaviour outweighs old phases.
#[derive(Default)]
struct Live {
    dcg: Dcg,
    recent: std::collections::HashMap<CallEdge, f64>,
    recent_total: f64,
    since_decay: u64,
    paths: PathCounts,
}

impl Live {
    fn record(&mut self, edge: CallEdge, weight: f64, place: Option<SamplePlace>) {
        match place {
            Some(p) => self.dcg.record_placed(edge, weight, p),
            None => self.dcg.record(edge, weight),
        }
        *self.recent.entry(edge).or_insert(0.0) += weight;
        self.recent_total += weight;
        self.since_decay += 1;
        if self.since_decay >= DECAY_INTERVAL {
            self.since_decay = 0;
            for w in self.recent.values_mut() {
                *w *= DECAY_FACTOR;
            }
            self.recent_total *= DECAY_FACTOR;
        }
    }
}

fn organize(rx: Receiver<Message>, shared: &Mutex<Live>, folded: &AtomicU64) {
    for message in rx {
        let Message::Batch(batch) = message else {
            break;
        };
        let mut live = shared.lock().unwrap_or_else(|e| e.into_inner());
        let mut call_graph_samples = 0;
        for s in batch {
            match s {
                Sample::Edge { edge, weight } => {
                    live.record(edge, weight, None);
                    call_graph_samples += 1;
                }
                Sample::EdgeAt {
                    edge,
                    weight,
                    place,
                } => {
                    live.record(edge, weight, Some(place));
                    call_graph_samples += 1;
                }
                Sample::Method(m) => {
                    live.dcg.record_method_sample(m);
                    call_graph_samples += 1;
                }
                Sample::Path {
                    compilation,
                    path,
                    count,
                } => *live.paths.entry((compilation, path)).or_default() += count,
            }
        }
        folded.fetch_add(call_graph_samples, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_key_hash_spreads_packed_keys_over_buckets() {
        use std::hash::BuildHasher;
        // 64 compilations x 64 paths, packed as compiled code passes them
        // (id << 32 | number): their low 12 bits (a 4096-bucket table's
        // index) spread about as random keys would (~2589 distinct of
        // 4096); without folding the high half in, only the 64 numbers
        // would count.
        let mut buckets = std::collections::HashSet::new();
        for id in 0..64u64 {
            for path in 0..64u64 {
                buckets.insert(PathKeys::default().hash_one(id << 32 | path) & 0xfff);
            }
        }
        assert!(buckets.len() > 2400, "{} of 4096 buckets", buckets.len());
    }

    fn edge(caller: MethodId, bci: u32, callee: MethodId) -> CallEdge {
        CallEdge {
            caller,
            bci,
            callee,
        }
    }

    #[test]
    fn every_sample_of_every_buffer_reaches_the_dcg() {
        let org = Organizer::start().unwrap();
        let threads: Vec<_> = (0..3)
            .map(|t| {
                let mut buf = org.buffer();
                std::thread::spawn(move || {
                    for i in 0..(BATCH as u32 * 2 + 7) {
                        buf.edge(edge(t, i % 5, 9), 0.5);
                    }
                    buf.method(t);
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let dcg = org.finish();
        let n = (BATCH as u64 * 2 + 7) * 3;
        assert_eq!(dcg.total_samples(), n);
        assert_eq!(dcg.total_weight(), n as f64 * 0.5);
        assert_eq!(dcg.method_samples(0), 1);
        assert_eq!(dcg.len(), 15);
    }

    #[test]
    fn site_weights_are_readable_while_the_program_runs() {
        let org = Organizer::start().unwrap();
        let mut buf = org.buffer();
        for _ in 0..7 {
            buf.edge(edge(1, 4, 2), 1.0);
        }
        for _ in 0..3 {
            buf.edge(edge(1, 4, 3), 1.0);
        }
        buf.edge(edge(1, 9, 3), 2.0);
        buf.flush();
        // The organizer folds batches asynchronously: wait for this one.
        for _ in 0..1000 {
            if org.site(1, 4).targets.len() == 2 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let site = org.site(1, 4);
        assert_eq!(site.targets, vec![(2, 7.0), (3, 3.0)]);
        assert_eq!(site.total_weight, 12.0);
        assert_eq!(org.samples_folded(), 11);
        let shares = org.caller_shares();
        assert_eq!(shares.len(), 1);
        assert!((shares[&1] - 1.0).abs() < 1e-12);
        assert!(org.site(5, 4).targets.is_empty());
        drop(buf);
        assert_eq!(org.finish().total_samples(), 11);
    }

    #[test]
    fn the_inliners_weights_decay_but_the_dcg_keeps_every_sample() {
        let mut live = Live::default();
        for _ in 0..DECAY_INTERVAL {
            live.record(edge(1, 2, 3), 1.0, None);
        }
        // One decay: the old phase's weight halves; then a new edge.
        assert_eq!(
            live.recent[&edge(1, 2, 3)],
            DECAY_INTERVAL as f64 * DECAY_FACTOR
        );
        for _ in 0..10 {
            live.record(edge(1, 2, 4), 1.0, Some(SamplePlace::at_position(0)));
        }
        assert_eq!(
            live.recent_total,
            DECAY_INTERVAL as f64 * DECAY_FACTOR + 10.0
        );
        assert_eq!(live.dcg.total_weight(), DECAY_INTERVAL as f64 + 10.0);
        assert_eq!(live.dcg.total_samples(), DECAY_INTERVAL + 10);
    }

    #[test]
    fn path_samples_are_counted_apart_from_the_dcg() {
        let org = Organizer::start().unwrap();
        let mut buf = org.buffer();
        for i in 0..(BATCH as u64 + 3) {
            buf.path(2, i % 4, 1);
        }
        buf.path(7, 0, 100);
        buf.edge(edge(1, 2, 3), 1.0);
        drop(buf);
        let (dcg, paths) = org.finish_with_paths();
        assert_eq!(dcg.total_samples(), 1);
        assert_eq!(paths[&(7, 0)], 100);
        let of_2: u64 = (0..4).map(|p| paths[&(2, p)]).sum();
        assert_eq!(of_2, BATCH as u64 + 3);
    }

    #[test]
    fn finish_does_not_wait_for_live_buffers() {
        let org = Organizer::start().unwrap();
        let mut live = org.buffer();
        live.edge(edge(1, 2, 3), 1.0);
        let mut done = org.buffer();
        done.edge(edge(4, 5, 6), 1.0);
        drop(done);
        let dcg = org.finish();
        assert_eq!(dcg.total_samples(), 1, "the dropped buffer's sample only");
        live.flush(); // after finish: silently lost, no panic
    }
}
