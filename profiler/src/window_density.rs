//! `--call-counter=window`: Lee's `calls(t)` estimated from the window
//! itself, at no cost beyond what CBS already pays. From a tick to its
//! window's last sample every prologue is a taken (slow-path) yieldpoint
//! anyway (the word is +1, then -1), so the VM counts them here and times
//! the stretch with the tick's and the last sample's rdtsc:
//!
//! ```text
//!   calls(t) ~= prologues from the tick to the last sample
//!               / (tsc at the last sample - tick tsc)
//!               x (tick tsc - previous tick tsc)
//! ```
//!
//! Data flow: `on_tick` (from the VM's tick handling) starts a measurement,
//! `on_prologue` counts, `on_window_end` (after the window's last sample)
//! returns the estimate, and the VM then gives the window's waiting samples
//! their weight (Lee §3.3: one weight per window).
//!
//! Why: Lee's count (calls since the previous window's first sample) is the
//! call density of the *interval before* the window, while the window's
//! samples are the calls *after* the tick. Where the call rate changes within
//! a tick (DeltaBlue's plan execution against its planning, a few ms each)
//! the weight belongs to the wrong phase, and call-dense phases stay
//! under-sampled (docs/profiler.md, "Where the accuracy goes"). Measured from
//! the tick, the span also contains the call-free code the tick landed in, so
//! a window whose tick fell in a call-free stretch is weighed by that
//! stretch's low density instead of the next call's high one.

/// One thread's window density measurement.
#[derive(Clone, Debug, Default)]
pub struct WindowDensity {
    /// Cycles from the previous tick to the current one.
    interval: u64,
    previous_tick: u64,
    tick: u64,
    /// Prologues since the tick; None when no window is open.
    prologues: Option<u64>,
    /// Cycles spent in the profiler's slow path since the tick.
    overhead: u64,
}

impl WindowDensity {
    /// A thread whose clock started at `start_tsc` (the first interval runs
    /// from there to the first tick).
    pub fn new(start_tsc: u64) -> Self {
        WindowDensity {
            previous_tick: start_tsc,
            ..Default::default()
        }
    }

    /// A tick at `tsc` opens a measurement. A window still open (its samples
    /// not all taken when the next tick came) is closed at this tick: its
    /// estimate, returned, is then the exact count of the interval's calls.
    pub fn on_tick(&mut self, tsc: u64) -> Option<f64> {
        let cut = self.close(tsc);
        self.interval = tsc.saturating_sub(self.previous_tick);
        self.previous_tick = tsc;
        self.tick = tsc;
        self.prologues = Some(0);
        self.overhead = 0;
        cut
    }

    /// A prologue yieldpoint was taken (counted only while a window is open).
    pub fn on_prologue(&mut self) {
        if let Some(n) = self.prologues.as_mut() {
            *n += 1;
        }
    }

    /// `cycles` were spent in the profiler's slow path (taking yieldpoints,
    /// sampling) while a window was open: they are not the program's time,
    /// and every call of a window pays them, so they would flatten every
    /// window's density towards the same value.
    pub fn on_overhead(&mut self, cycles: u64) {
        if self.prologues.is_some() {
            self.overhead += cycles;
        }
    }

    /// The window's last sample was taken at `now`: the estimate of
    /// `calls(t)`, or None if no window was open.
    pub fn on_window_end(&mut self, now: u64) -> Option<f64> {
        self.close(now)
    }

    fn close(&mut self, now: u64) -> Option<f64> {
        let prologues = self.prologues.take()?;
        let span = now
            .saturating_sub(self.tick)
            .saturating_sub(self.overhead)
            .max(1);
        Some(prologues as f64 / span as f64 * self.interval as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimate_is_the_density_from_tick_to_last_sample_times_the_interval() {
        let mut d = WindowDensity::new(0);
        assert_eq!(d.on_tick(1_000_000), None);
        // 24 calls in the 2,400 cycles after the tick: one per 100 cycles;
        // the interval (1,000,000 cycles) then holds 10,000 calls.
        for _ in 0..24 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(1_002_400), Some(10_000.0));
        // Closed: no count until the next tick, no second estimate.
        d.on_prologue();
        assert_eq!(d.on_window_end(1_003_000), None);
    }

    #[test]
    fn call_free_code_after_the_tick_lowers_the_estimate() {
        // The same 24 calls, but the tick landed 97,600 cycles before the
        // first of them (a call-free loop): 24 per 100,000 cycles.
        let mut d = WindowDensity::new(0);
        d.on_tick(1_000_000);
        d.on_tick(2_000_000);
        for _ in 0..24 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(2_100_000), Some(240.0));
    }

    #[test]
    fn the_profilers_own_cycles_are_not_the_programs() {
        let mut d = WindowDensity::new(0);
        d.on_tick(1_000_000);
        for _ in 0..24 {
            d.on_prologue();
            d.on_overhead(1_000);
        }
        // 26,400 cycles after the tick, 24,000 of them in the slow path.
        assert_eq!(d.on_window_end(1_026_400), Some(10_000.0));
        d.on_overhead(5);
        d.on_tick(2_000_000);
        d.on_prologue();
        assert_eq!(d.on_window_end(2_000_100), Some(10_000.0));
    }

    #[test]
    fn a_window_cut_by_the_next_tick_counts_the_interval_exactly() {
        let mut d = WindowDensity::new(0);
        d.on_tick(500);
        d.on_tick(1_500);
        for _ in 0..7 {
            d.on_prologue();
        }
        // Window still open at the next tick: 7 calls in 1,000 cycles of a
        // 1,000-cycle interval.
        assert_eq!(d.on_tick(2_500), Some(7.0));
    }
}

/// `--call-counter=soft-next`: Lee's exact software count, taken over the
/// interval that *follows* the tick (tick to next tick, which holds the
/// window's samples) instead of the one before the window's first sample.
/// The window's samples wait until the next tick (or the thread's end, where
/// the partial interval is scaled to the previous interval's length).
#[derive(Clone, Debug, Default)]
pub struct NextIntervalCalls {
    /// The call counter and tsc at the current tick; None before the first.
    at_tick: Option<(u64, u64)>,
    /// The previous interval's length in cycles (0: none yet).
    interval: u64,
}

impl NextIntervalCalls {
    pub fn new() -> Self {
        Self::default()
    }

    /// A tick at `tsc` with the thread's call counter at `calls`: returns the
    /// calls of the interval that ended here (the previous window's count).
    pub fn on_tick(&mut self, tsc: u64, calls: u64) -> Option<f64> {
        let ended = self.at_tick.map(|(c, t)| {
            self.interval = tsc.saturating_sub(t);
            calls.wrapping_sub(c) as f64
        });
        self.at_tick = Some((calls, tsc));
        ended
    }

    /// The thread ends at `tsc` with `calls`: the last window's count, the
    /// partial interval's calls scaled to a full interval.
    pub fn finish(&mut self, tsc: u64, calls: u64) -> Option<f64> {
        let (c, t) = self.at_tick.take()?;
        let elapsed = tsc.saturating_sub(t).max(1);
        let n = calls.wrapping_sub(c) as f64;
        Some(if self.interval == 0 {
            n
        } else {
            n * self.interval as f64 / elapsed as f64
        })
    }
}

#[cfg(test)]
mod next_interval_tests {
    use super::*;

    #[test]
    fn a_window_gets_the_calls_of_the_interval_after_its_tick() {
        let mut n = NextIntervalCalls::new();
        assert_eq!(n.on_tick(1_000, 50), None);
        // 700 calls between this tick and the next belong to this tick's window.
        assert_eq!(n.on_tick(2_000, 750), Some(700.0));
        assert_eq!(n.on_tick(3_000, 760), Some(10.0));
        // The thread ends half-way through the next interval with 40 calls:
        // 80 for a full 1,000-cycle interval.
        assert_eq!(n.finish(3_500, 800), Some(80.0));
        assert_eq!(n.finish(3_600, 900), None);
    }
}
