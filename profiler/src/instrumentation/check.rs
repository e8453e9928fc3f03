//! The sample condition of instrumentation sampling as pure state machines:
//! Arnold-Ryder 2001's counter-based check (§2.2, Figure 3) and
//! Hirzel-Chilimbi 2001's symmetric nCheck0/nInstr0 check (§2, Figure 3).
//!
//! Both share one fast path, which optimized code runs inline at every check
//! on the per-thread counter (`JavaThread::instr_counter`):
//!
//! ```text
//! counter -= 1; if counter != 0 { stay in the checking code }   // fast path
//! else slow_path(counter, state) -> Target::{Checking, Duplicated}
//! ```
//!
//! * [`CounterCheck`] (Arnold-Ryder): the slow path resets the counter to the
//!   sample interval and enters the duplicated code, so the duplicated code is
//!   entered exactly once every `interval` checks. (Figure 3 tests
//!   `counter <= 0` before decrementing; testing after the decrement is the
//!   same sequence shifted by one check, and keeps the fast path one
//!   decrement and one branch.)
//! * [`BurstyCheck`] (Hirzel-Chilimbi): while in the checking code the
//!   counter is nCheck; when it reaches zero the counter is held at 1, so
//!   every check takes the slow path, and nInstr counts the checks of the
//!   burst: a burst lasts exactly nInstr0 checks, then nCheck0 checks in the
//!   checking code follow (the period is nCheck0 + nInstr0 checks).

/// Which version of the code a check continues in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Checking,
    Duplicated,
}

/// The fast path shared by both checks: decrements `counter` and tells
/// whether the check stays in the checking code without the slow path.
#[inline]
pub fn fast_path_stays(counter: &mut i32) -> bool {
    *counter = counter.wrapping_sub(1);
    *counter != 0
}

/// Arnold-Ryder's compiler-inserted counter-based check (Figure 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterCheck {
    /// The sample interval: checks per sample (>= 1).
    pub interval: u32,
}

impl CounterCheck {
    pub fn new(interval: u32) -> CounterCheck {
        CounterCheck {
            interval: interval.max(1),
        }
    }

    /// The counter a thread starts with.
    pub fn initial_counter(&self) -> i32 {
        self.interval.min(i32::MAX as u32) as i32
    }

    /// The slow path (the counter reached zero): take a sample.
    pub fn slow_path(&self, counter: &mut i32) -> Target {
        *counter = self.initial_counter();
        Target::Duplicated
    }

    /// A whole check: fast path, then the slow path when it falls through.
    pub fn check(&self, counter: &mut i32) -> Target {
        if fast_path_stays(counter) {
            Target::Checking
        } else {
            self.slow_path(counter)
        }
    }
}

/// Hirzel-Chilimbi's symmetric check (Figure 3): `counter` is nCheck,
/// `n_instr` is nInstr (0 when no burst is running).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BurstyCheck {
    pub n_check0: u32,
    pub n_instr0: u32,
}

/// The per-thread state of a bursty check besides the counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BurstState {
    pub n_instr: u32,
}

impl BurstyCheck {
    /// nCheck0 and nInstr0 must both be at least 1.
    pub fn new(n_check0: u32, n_instr0: u32) -> Result<BurstyCheck, String> {
        if n_check0 == 0 || n_instr0 == 0 {
            return Err(format!(
                "--burst={n_check0}:{n_instr0}: nCheck0 and nInstr0 must be at least 1"
            ));
        }
        Ok(BurstyCheck { n_check0, n_instr0 })
    }

    pub fn initial_counter(&self) -> i32 {
        self.n_check0.min(i32::MAX as u32) as i32
    }

    /// The fall-through of Figure 3, entered when nCheck reached zero.
    pub fn slow_path(&self, counter: &mut i32, state: &mut BurstState) -> Target {
        *counter = 1;
        if state.n_instr == 0 {
            // Transition from checking to instrumented code.
            state.n_instr = self.n_instr0;
            return Target::Duplicated;
        }
        state.n_instr -= 1;
        if state.n_instr != 0 {
            return Target::Duplicated;
        }
        *counter = self.initial_counter();
        Target::Checking
    }

    pub fn check(&self, counter: &mut i32, state: &mut BurstState) -> Target {
        if fast_path_stays(counter) {
            Target::Checking
        } else {
            self.slow_path(counter, state)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_check_enters_the_duplicated_code_exactly_once_per_interval() {
        for interval in [1u32, 2, 3, 7, 1000] {
            let c = CounterCheck::new(interval);
            let mut counter = c.initial_counter();
            let decisions: Vec<Target> = (0..interval * 5).map(|_| c.check(&mut counter)).collect();
            for (i, d) in decisions.iter().enumerate() {
                // The interval-th check of every interval samples, no other.
                let expected = if (i as u32 + 1) % interval == 0 {
                    Target::Duplicated
                } else {
                    Target::Checking
                };
                assert_eq!(*d, expected, "interval {interval}, check {i}");
            }
        }
    }

    #[test]
    fn interval_one_samples_at_every_check() {
        let c = CounterCheck::new(1);
        let mut counter = c.initial_counter();
        assert!((0..100).all(|_| c.check(&mut counter) == Target::Duplicated));
    }

    #[test]
    fn a_burst_lasts_exactly_n_instr0_checks_after_n_check0_checks() {
        for (n_check0, n_instr0) in [(1u32, 1u32), (20, 1), (200, 10), (5, 5), (1000, 50)] {
            let c = BurstyCheck::new(n_check0, n_instr0).unwrap();
            let mut counter = c.initial_counter();
            let mut state = BurstState::default();
            let period = (n_check0 + n_instr0) as usize;
            let decisions: Vec<Target> = (0..period * 4)
                .map(|_| c.check(&mut counter, &mut state))
                .collect();
            for (i, d) in decisions.iter().enumerate() {
                // Checks 0..nCheck0-1 of each period stay in the checking code
                // (the last of them starts the burst), then nInstr0 checks
                // go to the instrumented code, the last of them ending it.
                let p = i % period;
                let expected = if p + 1 >= n_check0 as usize && p + 1 < period {
                    Target::Duplicated
                } else {
                    Target::Checking
                };
                assert_eq!(*d, expected, "{n_check0}:{n_instr0}, check {i}");
            }
            let instrumented = decisions
                .iter()
                .filter(|&&d| d == Target::Duplicated)
                .count();
            assert_eq!(instrumented, 4 * n_instr0 as usize);
        }
    }

    #[test]
    fn bursty_fast_path_is_the_counter_decrement_outside_bursts() {
        let c = BurstyCheck::new(10, 3).unwrap();
        let mut counter = c.initial_counter();
        let mut state = BurstState::default();
        for _ in 0..8 {
            assert_eq!(c.check(&mut counter, &mut state), Target::Checking);
        }
        assert_eq!(counter, 2);
        assert_eq!(state.n_instr, 0);
    }

    #[test]
    fn zero_burst_parameters_are_refused() {
        assert!(BurstyCheck::new(0, 1).is_err());
        assert!(BurstyCheck::new(1, 0).is_err());
    }
}
