//! `--call-counter=sampled`: Lee's `calls(t)` estimated without counting
//! every call. After each tick the thread keeps taking prologue yieldpoints
//! (word -1) for `MEASURED_CALLS` more calls and times them with rdtsc; the
//! call density of that stretch, times the cycles since the previous tick,
//! estimates the calls of the interval:
//!
//! ```text
//!   calls(t) ~= MEASURED_CALLS / (tsc at last measured call - tsc at first)
//!               x (tick tsc - previous tick tsc)
//! ```
//!
//! The window's samples wait (in the VM) until the estimate is known, then
//! all get the window's weight (Lee §3.3: one weight per window).
//!
//! Why it exists: the exact software count costs an `inc` per compiled call
//! (2-4% on call-dense OO code, docs/results.md), while this costs
//! `MEASURED_CALLS` slow-path yieldpoints per tick (~0.1% at 4 ms). The VM
//! gives it the thread's CPU time, not rdtsc (issue 30, fourth round): on a
//! loaded machine a wall-clock span or interval includes time the thread was
//! preempted, and a span of long calls is preempted more often than one of
//! short calls, which biased the estimate (CallDensityBias at load 20-28:
//! sparse/dense 0.16-0.85 against 1.0). It
//! measures the density just after the tick rather than averaged over the
//! whole interval: the same for programs whose phases are long against a tick
//! (Lee's CallDensityBias), different for programs whose call rate changes
//! within 4 ms. `--call-counter=soft` keeps the exact count.

/// Calls timed after each tick.
pub const MEASURED_CALLS: u32 = 64;

/// One thread's density measurement.
#[derive(Clone, Debug, Default)]
pub struct SampledDensity {
    /// Cycles from the previous tick to the current one (0: no previous tick).
    interval: u64,
    previous_tick: u64,
    first_call_tsc: u64,
    /// Prologues seen in the current measurement; None when not measuring.
    seen: Option<u32>,
    /// The latest estimate, used when a measurement is cut short.
    last_estimate: f64,
}

impl SampledDensity {
    /// Starts measuring from a thread whose clock started at `start_tsc`.
    pub fn new(start_tsc: u64) -> Self {
        SampledDensity {
            previous_tick: start_tsc,
            ..Default::default()
        }
    }

    /// A tick at `tsc`: a new measurement starts. If one was still running,
    /// it is finished with what it has; its estimate is returned.
    pub fn on_tick(&mut self, tsc: u64) -> Option<f64> {
        let cut = self.seen.map(|_| self.estimate_now(None));
        self.interval = tsc.saturating_sub(self.previous_tick);
        self.previous_tick = tsc;
        self.seen = Some(0);
        self.first_call_tsc = 0;
        cut
    }

    /// Whether prologue yieldpoints must still be taken for the measurement.
    pub fn measuring(&self) -> bool {
        self.seen.is_some()
    }

    /// A prologue at `now`; returns the estimate of `calls(t)` when the
    /// measurement completes.
    pub fn on_prologue(&mut self, now: u64) -> Option<f64> {
        let seen = self.seen.as_mut()?;
        if *seen == 0 {
            self.first_call_tsc = now;
        }
        *seen += 1;
        if *seen > MEASURED_CALLS {
            return Some(self.estimate_now(Some(now)));
        }
        None
    }

    /// [`Self::on_prologue`] with the clock read only when the measurement
    /// needs it (its first and last prologue): a clock that costs a system
    /// call, as the thread's CPU time does, then costs two per tick.
    pub fn on_prologue_with(&mut self, now: impl FnOnce() -> u64) -> Option<f64> {
        let seen = self.seen?;
        if seen == 0 || seen + 1 > MEASURED_CALLS {
            self.on_prologue(now())
        } else {
            self.seen = Some(seen + 1);
            None
        }
    }

    /// Ends the measurement (thread end); the estimate for pending samples.
    pub fn finish(&mut self) -> f64 {
        if self.seen.is_some() {
            self.estimate_now(None)
        } else {
            self.last_estimate
        }
    }

    fn estimate_now(&mut self, now: Option<u64>) -> f64 {
        let seen = self.seen.take().unwrap_or(0);
        // `seen` prologues span `seen - 1` call intervals.
        if let Some(now) = now {
            let cycles = now.saturating_sub(self.first_call_tsc).max(1);
            self.last_estimate = (seen - 1) as f64 / cycles as f64 * self.interval as f64;
        }
        self.last_estimate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimate_is_measured_density_times_the_tick_interval() {
        let mut d = SampledDensity::new(0);
        assert_eq!(d.on_tick(1_000_000), None);
        assert!(d.measuring());
        // One call every 100 cycles: 64 intervals over 6,400 cycles.
        let mut est = None;
        for i in 0..=MEASURED_CALLS as u64 {
            assert!(est.is_none());
            est = d.on_prologue(2_000_000 + i * 100);
        }
        // 1,000,000 cycles since the previous tick at one call per 100: 10,000 calls.
        assert_eq!(est, Some(10_000.0));
        assert!(!d.measuring());
        assert_eq!(
            d.on_prologue(5_000_000),
            None,
            "no measurement between ticks"
        );
    }

    #[test]
    fn the_lazy_clock_is_read_at_the_first_and_last_measured_prologue_only() {
        let mut lazy = SampledDensity::new(0);
        let mut eager = SampledDensity::new(0);
        lazy.on_tick(1_000);
        eager.on_tick(1_000);
        let mut reads = 0;
        let mut got = None;
        for i in 0..=MEASURED_CALLS as u64 {
            let now = 2_000 + 10 * i;
            got = lazy.on_prologue_with(|| {
                reads += 1;
                now
            });
            assert_eq!(got, eager.on_prologue(now));
        }
        assert_eq!(reads, 2);
        // 64 calls in 640 over a tick interval of 1,000: 100 calls.
        assert!((got.unwrap() - 100.0).abs() < 1e-9, "{got:?}");
    }

    #[test]
    fn a_tick_cutting_a_measurement_short_reuses_the_last_estimate() {
        let mut d = SampledDensity::new(0);
        d.on_tick(1_000);
        for i in 0..=MEASURED_CALLS as u64 {
            d.on_prologue(2_000 + i * 10);
        }
        d.on_tick(3_000);
        d.on_prologue(3_100);
        assert_eq!(
            d.on_tick(5_000),
            Some(100.0),
            "1,000 cycles at one call per 10"
        );
        assert_eq!(d.finish(), 100.0);
    }
}
