//! `--call-counter=soft-next` (the default for `--tier=baseline` with CBS and
//! `--weight=density+latency` since issue 30's sixth round): Lee's exact
//! software count of calls, taken over the interval that *follows* the tick
//! whose window the samples belong to (from that tick to the thread's next
//! taken tick), instead of Lee's interval *before* the window's first sample
//! (Lee 2015 §3.3).
//!
//! ```text
//!   VM tick handling ──▶ on_tick(calls, did the closing window sample?)
//!        └─▶ Some(calls of the interval that ends here) ─▶ weight of the
//!                                             closing window's waiting samples
//!   thread end ──▶ finish(calls, sampled?) ─▶ the last window's count
//! ```
//!
//! Why (docs/profiler.md, "Issue 30, sixth round"): a window starts at the
//! first counted call after its tick, so after a call-free stretch (a loop
//! that took the tick at a backedge, a compilation, a preemption) it lands on
//! the *first call of the next phase*. Lee's count then gives that window,
//! whose samples are all of the new phase, the calls of the previous phase's
//! tail. On MatMul (`fill`'s calls, then a long call-free multiplication,
//! then the checksums' calls) the windows that carry `fill`'s tail are those
//! at the start of the checksums, and `fill`'s edges come out short by the
//! tail. Counting the interval after the tick is time-stratified sampling:
//! every interval between two taken ticks is represented by the window its
//! first tick opened, which is in that interval; where a window starts at a
//! phase's first call, its interval is that phase's.
//!
//! Calls of an interval whose window took no sample (a tick taken in
//! call-free code, a window void after a wait under `--missed-ticks=drop`,
//! the calls before the thread's first tick) have no samples to go to; they
//! are carried into the next interval, so no call is lost.

/// One thread's count of the interval after its current tick.
#[derive(Clone, Debug)]
pub struct NextIntervalCalls {
    /// The call counter where the current interval starts.
    base: u64,
}

impl NextIntervalCalls {
    /// A thread whose call counter reads `calls` when it starts.
    pub fn new(calls: u64) -> Self {
        NextIntervalCalls { base: calls }
    }

    /// A tick taken with the thread's call counter at `calls`, which closes
    /// the previous tick's window; `window_sampled` says whether that window
    /// took an edge sample. Returns its weight's count, or None when it had
    /// no sample (its calls then go to the next window).
    pub fn on_tick(&mut self, calls: u64, window_sampled: bool) -> Option<f64> {
        if !window_sampled {
            return None;
        }
        let ended = calls.wrapping_sub(self.base);
        self.base = calls;
        Some(ended as f64)
    }

    /// The thread ends with `calls`: the last window's count (the calls from
    /// its tick, or from the last interval whose window sampled, to the end).
    pub fn finish(&mut self, calls: u64, window_sampled: bool) -> Option<f64> {
        self.on_tick(calls, window_sampled)
    }
}

#[cfg(test)]
#[path = "next_interval_tests.rs"]
mod tests;
