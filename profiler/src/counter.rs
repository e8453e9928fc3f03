//! Where Lee's `calls(t)` comes from (Lee 2015 §3.1): a hardware counter of
//! retired near calls (`BR_INST_RETIRED.NEAR_CALL`, raw event 0x02c4 on
//! Intel, opened per thread with `perf_event_open` through the `perf-event`
//! crate), or the VM's per-thread software count of method entries, which
//! every tier keeps when a weight needs it.
//!
//! ```text
//!   --call-counter=hpm    open the hardware counter per thread; error if the machine has none
//!   --call-counter=soft   the software count (the interpreter and compiled prologues add 1)
//!   --call-counter=auto   hpm where it opens, else soft (`-v` says which)
//! ```
//!
//! The machines this was built on expose no hardware counters (FACTS.md): the
//! software path is what runs there.

use std::fmt;
use std::str::FromStr;

use crate::ProfilerError;

/// `--call-counter=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CallCounterChoice {
    #[default]
    Auto,
    Hpm,
    Soft,
    /// Estimated from a short timed run of calls after each tick ([`crate::density`]).
    Sampled,
    /// Estimated from the calls between a tick and its window's last sample
    /// ([`crate::window_density`]).
    Window,
    /// The exact software count, of the interval after the tick
    /// ([`crate::window_density::NextIntervalCalls`]).
    SoftNext,
}

impl CallCounterChoice {
    pub const NAMES: &'static str = "auto, hpm, soft, sampled, window, soft-next";

    pub const fn name(self) -> &'static str {
        match self {
            CallCounterChoice::Auto => "auto",
            CallCounterChoice::Hpm => "hpm",
            CallCounterChoice::Soft => "soft",
            CallCounterChoice::Sampled => "sampled",
            CallCounterChoice::Window => "window",
            CallCounterChoice::SoftNext => "soft-next",
        }
    }
}

impl fmt::Display for CallCounterChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for CallCounterChoice {
    type Err = ProfilerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            CallCounterChoice::Auto,
            CallCounterChoice::Hpm,
            CallCounterChoice::Soft,
            CallCounterChoice::Sampled,
            CallCounterChoice::Window,
            CallCounterChoice::SoftNext,
        ]
        .into_iter()
        .find(|c| c.name() == s)
        .ok_or_else(|| ProfilerError::UnknownName {
            what: "call counter",
            given: s.to_string(),
            expected: CallCounterChoice::NAMES,
        })
    }
}

/// Intel's BR_INST_RETIRED.NEAR_CALL (event 0xc4, umask 0x02) as a raw
/// perf event config.
const NEAR_CALL_RAW_CONFIG: u64 = 0x02c4;
/// `PERF_TYPE_RAW`.
const PERF_TYPE_RAW: u32 = 4;

/// A hardware counter of retired near calls of the calling thread.
pub struct HpmCallCounter {
    counter: perf_event::Counter,
}

impl HpmCallCounter {
    /// Opens and starts the counter for the calling thread (user mode only).
    pub fn open() -> Result<HpmCallCounter, String> {
        let mut builder = perf_event::Builder::new();
        {
            let attrs = builder.attrs_mut();
            attrs.type_ = PERF_TYPE_RAW;
            attrs.config = NEAR_CALL_RAW_CONFIG;
        }
        builder.exclude_kernel(true).exclude_hv(true);
        let mut counter = builder.observe_self().any_cpu().build().map_err(|e| {
            format!("cannot open the retired-near-call counter (perf_event_open: {e})")
        })?;
        counter
            .enable()
            .map_err(|e| format!("cannot start the retired-near-call counter: {e}"))?;
        Ok(HpmCallCounter { counter })
    }

    /// Near calls retired by this thread since `open`.
    pub fn read(&mut self) -> u64 {
        self.counter.read().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choice_parses_its_names() {
        for n in ["auto", "hpm", "soft", "sampled", "window", "soft-next"] {
            assert_eq!(n.parse::<CallCounterChoice>().unwrap().name(), n);
        }
        assert!("hardware".parse::<CallCounterChoice>().is_err());
    }

    /// The hardware path where the machine has a counter; elsewhere the test
    /// says it was skipped (these machines have none: FACTS.md).
    #[test]
    fn hardware_counter_counts_calls_where_available() {
        let mut c = match HpmCallCounter::open() {
            Ok(c) => c,
            Err(why) => {
                eprintln!("skipped: no hardware call counter on this machine ({why})");
                return;
            }
        };
        #[inline(never)]
        fn callee(x: u64) -> u64 {
            std::hint::black_box(x + 1)
        }
        let before = c.read();
        let mut x = 0;
        for _ in 0..100_000 {
            x = callee(std::hint::black_box(x));
        }
        let calls = c.read() - before;
        assert!(
            x == 100_000 && calls >= 100_000,
            "{calls} calls counted for 100,000"
        );
    }
}
