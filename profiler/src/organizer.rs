//! Moving samples off the hot path: each Java thread appends its samples to
//! a [`SampleBuffer`]; a full buffer goes as one batch over a
//! `crossbeam-channel` to the organizer thread, which folds the batches into
//! the [`Dcg`] (Jikes RVM's `DynamicCallGraphOrganizer`, Lee 2015 §3.3).
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
use std::thread::JoinHandle;

use crate::dcg::{CallEdge, Dcg, MethodId};

/// Samples per batch sent to the organizer.
pub const BATCH: usize = 4096;

/// One sample as the Java thread records it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sample {
    /// A call-edge sample with its Lee weight.
    Edge { edge: CallEdge, weight: f64 },
    /// The method executing at a taken yieldpoint after a tick.
    Method(MethodId),
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

    pub fn method(&mut self, method: MethodId) {
        self.push(Sample::Method(method));
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
    handle: Option<JoinHandle<Dcg>>,
}

impl Organizer {
    pub fn start() -> std::io::Result<Organizer> {
        let (tx, rx) = unbounded();
        let handle = std::thread::Builder::new()
            .name("rvm-dcg-organizer".to_string())
            .spawn(move || organize(rx))?;
        Ok(Organizer { to_organizer: Some(tx), handle: Some(handle) })
    }

    /// A new buffer for a Java thread.
    pub fn buffer(&self) -> SampleBuffer {
        SampleBuffer {
            samples: Vec::with_capacity(BATCH),
            to_organizer: self.to_organizer.clone().expect("the organizer runs until finish"),
        }
    }

    /// Folds in every batch sent so far and returns the DCG. Drop (flush) the
    /// buffers of finished threads first.
    pub fn finish(mut self) -> Dcg {
        if let Some(tx) = self.to_organizer.take() {
            let _ = tx.send(Message::Finish);
        }
        self.handle
            .take()
            .expect("finish called once")
            .join()
            .unwrap_or_default()
    }
}

fn organize(rx: Receiver<Message>) -> Dcg {
    let mut dcg = Dcg::new();
    for message in rx {
        let Message::Batch(batch) = message else { break };
        for s in batch {
            match s {
                Sample::Edge { edge, weight } => dcg.record(edge, weight),
                Sample::Method(m) => dcg.record_method_sample(m),
            }
        }
    }
    dcg
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edge(caller: MethodId, bci: u32, callee: MethodId) -> CallEdge {
        CallEdge { caller, bci, callee }
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
