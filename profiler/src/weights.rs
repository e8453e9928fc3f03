//! Lee 2015's antibias weights (§3.2) and their per-window bookkeeping (§3.3).
//!
//! For a tick t: `calls(t)` = call events of this thread since the previous
//! tick, `latency(t)` = cycles from the tick to the first sample. With Lee's
//! constants (λ = 10,000,000 cycles, α = 1,000) the weight simplifies to
//!
//! ```text
//!   density+latency   calls / (10,000 + latency)
//!   density           calls / 10,000
//!   latency           10,000 / (10,000 + latency)
//!   none              1
//! ```
//!
//! `density` and `latency` are the two factors of the full formula taken
//! alone; all four equal 1 at one call per thousand cycles and zero latency.
//! The first sample of a window computes the weight; the window's other
//! samples reuse it (§3.3: "updates the call density and sampling latency only
//! at the first sample and applies the same antibias weight to the N-1
//! subsequent samples").
//!
//! `latency(t)` is measured to the window's first sample (Lee §3.2,
//! [`LatencyTo::FirstSample`]) or, with [`LatencyTo::FirstYieldpoint`], to the yieldpoint that
//! takes the tick: the delivery delay alone (a thread blocked at the tick
//! and given it on resuming, `--missed-ticks=keep`), without the time until
//! the next counted call, which varies with the code after the tick and adds
//! variance to single-threaded programs. [`LatencyTo::Resume`] keeps only
//! the delay of a tick the thread took after a wait in the VM (monitor,
//! sleep, I/O: the bias Lee §2.3 describes) and gives every other tick 0,
//! so an operating-system preemption, which moves no sample towards any call
//! site, adds no weight variance. `Resume` is the default: it measured best
//! on the single-threaded programs and on Lee's Figure 3 (docs/profiler.md,
//! "Issue 30, third round").

use std::fmt;
use std::str::FromStr;

use crate::ProfilerError;

/// Lee's λ/1,000 with λ = 10,000,000 cycles (§3.2).
pub const LEE_CYCLES_PER_UNIT: f64 = 10_000.0;

/// Which correction to apply (`--weight=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum WeightMode {
    #[default]
    None,
    Density,
    Latency,
    DensityLatency,
}

impl WeightMode {
    pub const NAMES: &'static str = "none, density, latency, density+latency";

    pub const fn name(self) -> &'static str {
        match self {
            WeightMode::None => "none",
            WeightMode::Density => "density",
            WeightMode::Latency => "latency",
            WeightMode::DensityLatency => "density+latency",
        }
    }

    /// The weight of a sample for a tick with `calls` call events and
    /// `latency` cycles from the tick to the first sample.
    pub fn weight(self, calls: u64, latency: u64) -> f64 {
        let (calls, latency) = (calls as f64, latency as f64);
        match self {
            WeightMode::None => 1.0,
            WeightMode::Density => calls / LEE_CYCLES_PER_UNIT,
            WeightMode::Latency => LEE_CYCLES_PER_UNIT / (LEE_CYCLES_PER_UNIT + latency),
            WeightMode::DensityLatency => calls / (LEE_CYCLES_PER_UNIT + latency),
        }
    }

    /// Whether the weight needs the count of call events.
    pub const fn uses_calls(self) -> bool {
        matches!(self, WeightMode::Density | WeightMode::DensityLatency)
    }
}

impl fmt::Display for WeightMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for WeightMode {
    type Err = ProfilerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            WeightMode::None,
            WeightMode::Density,
            WeightMode::Latency,
            WeightMode::DensityLatency,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| ProfilerError::UnknownName {
            what: "weight mode",
            given: s.to_string(),
            expected: WeightMode::NAMES,
        })
    }
}

/// Where Lee's sampling latency ends (`--latency-to=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum LatencyTo {
    /// The window's first edge sample (Lee 2015 §3.2).
    FirstSample,
    /// The first yieldpoint that takes the tick: the delivery delay.
    FirstYieldpoint,
    /// The first yieldpoint that takes the tick if the thread resumed from a
    /// wait after the tick; 0 for a tick taken without a wait.
    #[default]
    Resume,
}

impl LatencyTo {
    pub const NAMES: &'static str = "first-sample, first-yieldpoint, resume";

    pub const fn name(self) -> &'static str {
        match self {
            LatencyTo::FirstSample => "first-sample",
            LatencyTo::FirstYieldpoint => "first-yieldpoint",
            LatencyTo::Resume => "resume",
        }
    }
}

impl fmt::Display for LatencyTo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for LatencyTo {
    type Err = ProfilerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            LatencyTo::FirstSample,
            LatencyTo::FirstYieldpoint,
            LatencyTo::Resume,
        ]
        .into_iter()
        .find(|m| m.name() == s)
        .ok_or_else(|| ProfilerError::UnknownName {
            what: "latency end",
            given: s.to_string(),
            expected: LatencyTo::NAMES,
        })
    }
}

/// One thread's weight state across CBS windows.
#[derive(Clone, Debug)]
pub struct WindowWeights {
    mode: WeightMode,
    latency_to: LatencyTo,
    tick_tsc: u64,
    /// When the tick was taken (its first yieldpoint).
    taken_tsc: u64,
    /// Whether the thread resumed from a wait between the tick and taking it.
    waited: bool,
    /// The thread's call counter when the previous window's weight was fixed.
    calls_at_previous_window: u64,
    window_weight: Option<f64>,
}

impl WindowWeights {
    /// `calls_now` is the thread's call counter at start (the software count
    /// of method entries, or the hardware count of retired near calls).
    pub fn new(mode: WeightMode, calls_now: u64) -> Self {
        WindowWeights {
            mode,
            latency_to: LatencyTo::default(),
            tick_tsc: 0,
            taken_tsc: 0,
            waited: false,
            calls_at_previous_window: calls_now,
            window_weight: None,
        }
    }

    /// Where the latency ends (`--latency-to`).
    pub fn with_latency_to(mut self, latency_to: LatencyTo) -> Self {
        self.latency_to = latency_to;
        self
    }

    pub fn mode(&self) -> WeightMode {
        self.mode
    }

    /// A tick stamped `tick_tsc` by the timer, taken by the thread at a
    /// yieldpoint at `taken_tsc`, opens a new window; `resumed_tsc` is the
    /// thread's latest resume from a wait (0: none).
    pub fn on_tick(&mut self, tick_tsc: u64, taken_tsc: u64, resumed_tsc: u64) {
        self.tick_tsc = tick_tsc;
        self.taken_tsc = taken_tsc;
        self.waited = resumed_tsc > tick_tsc;
        self.window_weight = None;
    }

    /// Lee's latency of the current window for a first sample at `now_tsc`.
    pub fn latency(&self, now_tsc: u64) -> u64 {
        let end = match self.latency_to {
            LatencyTo::FirstSample => now_tsc,
            LatencyTo::FirstYieldpoint => self.taken_tsc,
            LatencyTo::Resume if self.waited => self.taken_tsc,
            LatencyTo::Resume => self.tick_tsc,
        };
        end.saturating_sub(self.tick_tsc)
    }

    /// The weight of an edge sample taken at `now_tsc` with the thread's call
    /// counter at `calls_now`. The first sample after a tick fixes the weight
    /// (calls since the previous window, latency since the tick); later
    /// samples of the window get the same weight and ignore their arguments.
    pub fn sample_weight(&mut self, now_tsc: u64, calls_now: u64) -> f64 {
        if let Some(w) = self.window_weight {
            return w;
        }
        let latency = self.latency(now_tsc);
        let calls = calls_now.wrapping_sub(self.calls_at_previous_window);
        self.calls_at_previous_window = calls_now;
        let w = self.mode.weight(calls, latency);
        self.window_weight = Some(w);
        w
    }

    /// The weight fixed for the current window, if a sample has been taken.
    pub fn window_weight(&self) -> Option<f64> {
        self.window_weight
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn density_latency_weight_is_calls_over_10000_plus_latency() {
        assert_eq!(WeightMode::DensityLatency.weight(10_000, 0), 1.0);
        assert_eq!(WeightMode::DensityLatency.weight(30_000, 5_000), 2.0);
        assert_eq!(WeightMode::DensityLatency.weight(0, 123), 0.0);
    }

    #[test]
    fn density_weight_is_calls_over_10000() {
        assert_eq!(WeightMode::Density.weight(25_000, 999_999), 2.5);
        assert_eq!(WeightMode::Density.weight(10_000, 0), 1.0);
    }

    #[test]
    fn latency_weight_is_10000_over_10000_plus_latency() {
        assert_eq!(WeightMode::Latency.weight(7, 0), 1.0);
        assert_eq!(WeightMode::Latency.weight(7, 30_000), 0.25);
    }

    #[test]
    fn no_weighting_gives_one() {
        assert_eq!(WeightMode::None.weight(0, 0), 1.0);
        assert_eq!(WeightMode::None.weight(123_456, 789), 1.0);
    }

    #[test]
    fn first_sample_of_a_window_fixes_the_weight() {
        let mut w = WindowWeights::new(WeightMode::DensityLatency, 100)
            .with_latency_to(LatencyTo::FirstSample);
        w.on_tick(1_000, 1_200, 0);
        // 20,000 calls since start, 10,000 cycles of latency: 20,000 / 20,000.
        assert_eq!(w.sample_weight(11_000, 20_100), 1.0);
        assert_eq!(w.sample_weight(900_000, 999_999), 1.0);
        assert_eq!(w.sample_weight(5_000_000, 7), 1.0);
        // Next window: 30,000 calls since the previous window's first sample,
        // latency 5,000: 30,000 / 15,000.
        w.on_tick(2_000_000, 2_000_100, 0);
        assert_eq!(w.window_weight(), None);
        assert_eq!(w.sample_weight(2_005_000, 50_100), 2.0);
        assert_eq!(w.sample_weight(2_900_000, 50_200), 2.0);
    }

    #[test]
    fn latency_to_first_yieldpoint_is_the_delivery_delay() {
        let mut w = WindowWeights::new(WeightMode::DensityLatency, 0)
            .with_latency_to(LatencyTo::FirstYieldpoint);
        // Tick at 1,000, taken at 6,000 (5,000 cycles of delivery), first
        // sample at 901,000: 30,000 calls / (10,000 + 5,000).
        w.on_tick(1_000, 6_000, 0);
        assert_eq!(w.latency(901_000), 5_000);
        assert_eq!(w.sample_weight(901_000, 30_000), 2.0);
        // A tick kept while blocked (taken 90,000 cycles late) weighs less
        // however soon its first sample comes.
        w.on_tick(1_000_000, 1_090_000, 0);
        assert_eq!(w.sample_weight(1_090_001, 80_000), 0.5);
        // Lee's latency ends at the first sample.
        let mut d =
            WindowWeights::new(WeightMode::Latency, 0).with_latency_to(LatencyTo::FirstSample);
        d.on_tick(1_000, 6_000, 0);
        assert_eq!(d.latency(11_000), 10_000);
        assert_eq!(d.sample_weight(11_000, 0), 0.5);
    }

    #[test]
    fn latency_to_resume_counts_only_a_wait_after_the_tick() {
        // The default.
        let mut w = WindowWeights::new(WeightMode::DensityLatency, 0);
        // Taken 5,000 cycles late without a wait (a preemption): latency 0.
        w.on_tick(1_000, 6_000, 500);
        assert_eq!(w.latency(901_000), 0);
        assert_eq!(w.sample_weight(901_000, 20_000), 2.0);
        // Missed while blocked, taken after resuming at 1,085,000: the whole
        // delay from the tick, 90,000 cycles.
        w.on_tick(1_000_000, 1_090_000, 1_085_000);
        assert_eq!(w.latency(1_090_001), 90_000);
        assert_eq!(w.sample_weight(1_090_001, 70_000), 0.5);
    }

    #[test]
    fn latency_to_parses_its_names() {
        for m in ["first-sample", "first-yieldpoint", "resume"] {
            assert_eq!(m.parse::<LatencyTo>().unwrap().to_string(), m);
        }
        let e = "sample".parse::<LatencyTo>().unwrap_err().to_string();
        assert!(e.contains("first-yieldpoint"), "{e}");
    }

    #[test]
    fn weight_mode_parses_its_names() {
        for m in ["none", "density", "latency", "density+latency"] {
            assert_eq!(m.parse::<WeightMode>().unwrap().to_string(), m);
        }
        let e = "latency+density"
            .parse::<WeightMode>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("density+latency"), "{e}");
    }
}
