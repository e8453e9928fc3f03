//! How timer ticks reach a Java thread, and what a thread that was blocked
//! when a tick arrived does with it (`--missed-ticks=`).
//!
//! Each thread has a [`TickMailbox`]. The timer thread offers every tick to
//! every registered thread's mailbox; the thread itself reads the mailbox at
//! its next taken yieldpoint through a [`TickReader`] (single consumer: only
//! the owning thread polls, blocks and resumes).
//!
//! ```text
//!  timer thread                    mailbox                      the Java thread
//!  ------------                    -------                      ---------------
//!  offer(tsc) ── running? ──yes──▶ tsc, seq += 1 ──▶ (VM: word := +1)
//!                         └─no───▶ missed_tsc (first only), missed += 1
//!                                                       block()   ◀── enters a wait
//!                                                       resume()  ◀── runs again
//!                                    Keep: missed_tsc becomes a delivered tick
//!                                    Drop: every tick so far is void, and so
//!                                          is a window not yet sampled
//!  poll(reader) at a taken yieldpoint ──▶ Poll { new_tick: Option<tsc>, resumed, seq }
//! ```
//!
//! * `Keep` is Jikes RVM's behaviour (Lee 2015 §2.3): a thread blocked when a
//!   tick arrives keeps the tick and samples at its first yieldpoint after it
//!   resumes, always the same few call sites after the wait; Lee's latency
//!   weight corrects for it after the fact.
//! * `Drop`: a tick is taken only by its window's first sample (the sample
//!   Lee's latency ends at). A tick that arrived while the thread was
//!   blocked, or that the thread had not taken by its first sample when it
//!   blocked, is never taken: its window is void ([`Poll::resumed`] tells the
//!   sampler to abandon a window with no sample yet). Every window's first
//!   sample then follows a tick that found the thread running, with no wait
//!   in between: windows start where running threads spend their time, the
//!   assumption behind density weighting (Lee §3.2). A window that has its
//!   first sample goes on after a wait: CBS spaces its samples by calls, not
//!   by time (Arnold-Grove §4), so the rest of the window samples the
//!   thread's next calls whether or not it waited before them. (Ending such
//!   a window at the wait would under-sample the calls that follow a wait,
//!   the opposite bias: on Lee's Figure 3 program, the first call site.)

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::SeqCst};

use crate::ProfilerError;

/// What a thread does with a tick it missed while blocked (`--missed-ticks=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MissedTicks {
    /// Take it at the first yieldpoint after resuming (Jikes RVM).
    Keep,
    /// Never take it, nor a window not yet sampled when the thread blocked.
    #[default]
    Drop,
}

impl MissedTicks {
    pub const NAMES: &'static str = "keep, drop";

    pub const fn name(self) -> &'static str {
        match self {
            MissedTicks::Keep => "keep",
            MissedTicks::Drop => "drop",
        }
    }
}

impl fmt::Display for MissedTicks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for MissedTicks {
    type Err = ProfilerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [MissedTicks::Keep, MissedTicks::Drop]
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| ProfilerError::UnknownName {
                what: "missed-ticks policy",
                given: s.to_string(),
                expected: MissedTicks::NAMES,
            })
    }
}

/// One thread's tick mailbox: written by the timer thread, read by the thread.
pub struct TickMailbox {
    policy: MissedTicks,
    /// Incremented by every tick delivered to the thread.
    seq: AtomicU64,
    /// TSC of the latest delivered tick.
    tsc: AtomicU64,
    /// False while the thread is blocked (monitor, sleep, join, I/O).
    running: AtomicBool,
    /// TSC of the first tick missed in the current block (0: none).
    missed_tsc: AtomicU64,
    /// Ticks that found the thread blocked, over the thread's life.
    missed: AtomicU64,
    /// `Drop`: ticks with `seq` up to this value are void (set at resume).
    void_through: AtomicU64,
    /// `Drop`: resumes so far.
    resumes: AtomicU64,
    /// TSC when the thread blocked (0: running), and the cycles it spent
    /// blocked over its life (`--call-counter=window` leaves them out of a
    /// window's span: a wait is not call-free code).
    blocked_at: AtomicU64,
    blocked_cycles: AtomicU64,
    /// TSC of the thread's latest resume (0: never blocked).
    resumed_at: AtomicU64,
}

/// The thread's side of its mailbox: what it has already seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TickReader {
    seen_seq: u64,
    seen_resumes: u64,
}

/// What the thread finds in its mailbox at a taken yieldpoint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Poll {
    /// A tick to take now (its TSC): start a window.
    pub new_tick: Option<u64>,
    /// The thread resumed from a wait since the last poll (`Drop` only): a
    /// window without a sample yet is void, before any new tick is taken.
    pub resumed: bool,
    /// The mailbox's sequence number when read: a tick delivered after it
    /// must make the thread take another yieldpoint.
    pub seq: u64,
}

impl TickMailbox {
    /// The mailbox of a thread that is running.
    pub fn new(policy: MissedTicks) -> TickMailbox {
        TickMailbox {
            policy,
            seq: AtomicU64::new(0),
            tsc: AtomicU64::new(0),
            running: AtomicBool::new(true),
            missed_tsc: AtomicU64::new(0),
            missed: AtomicU64::new(0),
            void_through: AtomicU64::new(0),
            resumes: AtomicU64::new(0),
            blocked_at: AtomicU64::new(0),
            blocked_cycles: AtomicU64::new(0),
            resumed_at: AtomicU64::new(0),
        }
    }

    /// TSC of the thread's latest resume from a wait (0: it never blocked).
    pub fn resumed_at(&self) -> u64 {
        self.resumed_at.load(SeqCst)
    }

    /// Cycles the thread has spent blocked so far.
    pub fn blocked_cycles(&self) -> u64 {
        self.blocked_cycles.load(SeqCst)
    }

    pub fn policy(&self) -> MissedTicks {
        self.policy
    }

    /// Timer thread: a tick at `tsc`. Returns true when it was delivered
    /// (the VM must then ask the thread to take its yieldpoints); a blocked
    /// thread only has the miss recorded.
    pub fn offer(&self, tsc: u64) -> bool {
        if self.running.load(SeqCst) {
            self.deliver(tsc);
            true
        } else {
            self.missed.fetch_add(1, SeqCst);
            let _ = self.missed_tsc.compare_exchange(0, tsc, SeqCst, SeqCst);
            false
        }
    }

    fn deliver(&self, tsc: u64) {
        self.tsc.store(tsc, SeqCst);
        self.seq.fetch_add(1, SeqCst);
    }

    /// The thread: it stops running Java code.
    pub fn block(&self) {
        self.blocked_at.store(crate::rdtsc().max(1), SeqCst);
        self.running.store(false, SeqCst);
    }

    /// The thread: it runs again. Returns true when a missed tick was
    /// delivered now (`Keep`), with the missed tick's TSC so that its
    /// latency counts the wait; the VM must then ask for yieldpoints.
    pub fn resume(&self) -> bool {
        let at = self.blocked_at.swap(0, SeqCst);
        let now = crate::rdtsc();
        if at != 0 {
            self.blocked_cycles
                .fetch_add(now.saturating_sub(at), SeqCst);
        }
        self.resumed_at.store(now.max(1), SeqCst);
        match self.policy {
            MissedTicks::Keep => {
                self.running.store(true, SeqCst);
                let missed = self.missed_tsc.swap(0, SeqCst);
                if missed != 0 {
                    self.deliver(missed);
                }
                missed != 0
            }
            MissedTicks::Drop => {
                // Void what is there before the thread counts as running, so
                // every tick offered after this is a real one.
                self.missed_tsc.store(0, SeqCst);
                self.void_through.store(self.seq.load(SeqCst), SeqCst);
                self.resumes.fetch_add(1, SeqCst);
                self.running.store(true, SeqCst);
                false
            }
        }
    }

    /// The thread, at a taken yieldpoint: what to do about ticks.
    pub fn poll(&self, reader: &mut TickReader) -> Poll {
        let resumes = self.resumes.load(SeqCst);
        let resumed = resumes != reader.seen_resumes;
        reader.seen_resumes = resumes;
        let seq = self.seq.load(SeqCst);
        let mut new_tick = None;
        if seq != reader.seen_seq {
            reader.seen_seq = seq;
            if seq > self.void_through.load(SeqCst) {
                new_tick = Some(self.tsc.load(SeqCst));
            }
        }
        Poll {
            new_tick,
            resumed,
            seq,
        }
    }

    /// Whether a tick arrived after a poll that returned `seq`.
    pub fn has_tick_after(&self, seq: u64) -> bool {
        self.seq.load(SeqCst) != seq
    }

    /// Ticks that found the thread blocked so far.
    pub fn missed(&self) -> u64 {
        self.missed.load(SeqCst)
    }
}

#[cfg(test)]
#[path = "tick_delivery_tests.rs"]
mod tests;
