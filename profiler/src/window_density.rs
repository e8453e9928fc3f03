//! `--call-counter=window`: Lee's `calls(t)` estimated from the window
//! itself, at no cost beyond what CBS already pays. From the yieldpoint that
//! takes a tick to its window's last sample every prologue is a taken
//! (slow-path) yieldpoint anyway (the word is +1, then -1), so the VM counts
//! them here and times the stretch with the thread's rdtsc, less the cycles
//! spent in the profiler's slow path:
//!
//! ```text
//!   calls(t) ~= prologues from taking the tick to the last sample
//!               / (program cycles of that stretch)
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
//! under-sampled (docs/profiler.md, "Accuracy on the OO and CPU programs"). Measured from
//! the taken tick, the span also contains the call-free loop a tick was taken
//! in (at a backedge), so such a window is weighed by that loop's low density
//! instead of the next call's high one.

/// The floor of a call's cycles (a frame link and two yieldpoint checks).
pub const MIN_CYCLES_PER_CALL: u64 = 10;

/// One thread's window density measurement.
#[derive(Clone, Debug, Default)]
pub struct WindowDensity {
    /// Cycles the thread ran (not blocked) from the previous tick to the
    /// current one.
    interval: u64,
    previous_tick: u64,
    /// The thread's blocked cycles (lifetime total) at the previous tick.
    blocked_at_previous_tick: u64,
    /// Where the span starts: this thread's clock when it took the tick.
    start: u64,
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

    /// A tick time-stamped `tsc` by the timer thread, taken by this thread
    /// at `taken` (its own clock), opens a measurement. The span starts at
    /// `taken`: the latency before it is Lee's latency weight's business, and
    /// the timer thread's clock may be another core's. A window still open
    /// (its samples not all taken when the next tick came) is closed here.
    ///
    /// `blocked` is the thread's lifetime total of cycles spent blocked: the
    /// interval the estimate scales to is the time the thread *ran* since the
    /// previous tick (Lee's count has this for free: a thread that waited
    /// most of the interval made few calls in it).
    pub fn on_tick(&mut self, tsc: u64, taken: u64, blocked: u64) -> Option<f64> {
        let cut = self.close(taken);
        let waited = blocked.saturating_sub(self.blocked_at_previous_tick);
        self.interval = tsc
            .saturating_sub(self.previous_tick)
            .saturating_sub(waited);
        self.blocked_at_previous_tick = blocked;
        self.previous_tick = tsc;
        self.start = taken;
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
        // No Java call takes fewer than MIN_CYCLES_PER_CALL cycles: a span
        // below that is a clock artefact, not a density.
        let span = now
            .saturating_sub(self.start)
            .saturating_sub(self.overhead)
            .max(prologues * MIN_CYCLES_PER_CALL)
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
        assert_eq!(d.on_tick(1_000_000, 1_000_000, 0), None);
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
        // The same 24 calls, but the thread took the tick at a backedge of a
        // call-free loop 97,600 cycles before the first of them.
        let mut d = WindowDensity::new(0);
        d.on_tick(1_000_000, 1_000_000, 0);
        d.on_tick(2_000_000, 2_000_000, 0);
        for _ in 0..24 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(2_100_000), Some(240.0));
    }

    #[test]
    fn the_profilers_own_cycles_are_not_the_programs() {
        let mut d = WindowDensity::new(0);
        d.on_tick(1_000_000, 1_000_000, 0);
        for _ in 0..24 {
            d.on_prologue();
            d.on_overhead(1_000);
        }
        // 26,400 cycles after the tick, 24,000 of them in the slow path.
        assert_eq!(d.on_window_end(1_026_400), Some(10_000.0));
        d.on_overhead(5);
        d.on_tick(2_000_000, 2_000_000, 0);
        d.on_prologue();
        assert_eq!(d.on_window_end(2_000_100), Some(10_000.0));
    }

    #[test]
    fn the_span_starts_when_the_thread_takes_the_tick_and_has_a_floor() {
        let mut d = WindowDensity::new(0);
        // Tick stamped at 1,000,000, taken at 1,050,000 (after a call-free
        // stretch): 24 calls in the 2,400 cycles from there.
        d.on_tick(1_000_000, 1_050_000, 0);
        for _ in 0..24 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(1_052_400), Some(10_000.0));
        // A clock that went backwards gives the floor, not infinity:
        // 10 calls in at least 100 cycles.
        d.on_tick(2_000_000, 2_000_000, 0);
        for _ in 0..10 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(1_999_000), Some(100_000.0));
    }

    #[test]
    fn time_blocked_in_the_interval_does_not_count() {
        let mut d = WindowDensity::new(0);
        d.on_tick(1_000_000, 1_000_000, 0);
        // The thread waited 750,000 of the next 1,000,000 cycles: it ran
        // 250,000 cycles at one call per 100.
        d.on_tick(2_000_000, 2_000_000, 750_000);
        for _ in 0..24 {
            d.on_prologue();
        }
        assert_eq!(d.on_window_end(2_002_400), Some(2_500.0));
    }

    #[test]
    fn a_window_cut_by_the_next_tick_counts_the_interval_exactly() {
        let mut d = WindowDensity::new(0);
        d.on_tick(500, 500, 0);
        d.on_tick(1_500, 1_500, 0);
        for _ in 0..7 {
            d.on_prologue();
        }
        // Window still open at the next tick: 7 calls in 1,000 cycles of a
        // 1,000-cycle interval.
        assert_eq!(d.on_tick(2_500, 2_500, 0), Some(7.0));
    }
}
