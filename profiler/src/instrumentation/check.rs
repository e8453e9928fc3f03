//! The sample condition of instrumentation sampling as pure state machines:
//! Arnold-Ryder 2001's counter-based check (§2.2, Figure 3) and
//! Hirzel-Chilimbi 2001's symmetric nCheck0/nInstr0 check (§2, Figure 3).
//!
//! Both share one fast path, which optimized code runs inline at every check
//! on the per-thread counter (`JavaThread::instr_counter`), which holds the
//! number of checks left before the one that goes to the slow path:
//!
//! ```text
//! counter -= 1; if counter >= 0 { stay in the checking code }   // fast path
//! else slow_path(counter, state) -> Target::{Checking, Duplicated}
//! ```
//!
//! The test is the counter's sign bit, so compiled code decrements the
//! (64-bit) counter in memory and tests the sign of its upper half: four
//! instructions, one more than the yieldpoint a check may stand for
//! (Arnold-Ryder §4.5).
//! Figure 3 tests `counter <= 0` before decrementing; this is the same
//! sequence with the counter one lower.
//!
//! A *poke* sets the counter's bits above the count ([`POKE`]): the counter is then
//! negative, even after one more decrement, so the next check falls through
//! too, and [`unpoke`] gives back the count where it was (the low bits), so
//! a poke delays no sample and adds none. The VM pokes a thread when it asks
//! it to take a yieldpoint and the checks stand in for the checking code's
//! entry and backedge yieldpoints (Arnold-Ryder §4.5). Counts therefore stay
//! below 2^30 ([`MAX_INTERVAL`]).
//!
//! * [`CounterCheck`] (Arnold-Ryder): the slow path resets the counter to the
//!   sample interval minus one and enters the duplicated code, so the
//!   duplicated code is entered exactly once every `interval` checks.
//! * [`BurstyCheck`] (Hirzel-Chilimbi): while in the checking code the
//!   counter counts nCheck; when it runs out the counter is held at 0, so
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
/// whether the check stays in the checking code without the slow path
/// (the counter is not negative: a negative counter is a check that is due,
/// or a poke).
#[inline]
pub fn fast_path_stays(counter: &mut i64) -> bool {
    *counter = counter.wrapping_sub(1);
    *counter >= 0
}

/// The largest sample interval and nCheck0 (counts live in the low 30 bits).
pub const MAX_INTERVAL: u32 = 1 << 30;

/// The bits a count occupies.
pub const COUNT_MASK: i64 = (1 << 30) - 1;

/// The bits a poke sets: every bit above the count, so that the counter
/// stays negative after the decrement of a count of 0.
pub const POKE: i64 = !COUNT_MASK;

/// A poke: the next check takes the slow path.
#[inline]
pub fn poke(counter: &mut i64) {
    *counter |= POKE;
}

/// The start of a slow path (the fast path found `counter` negative): tells
/// whether the check is due, leaving the counter at -1 as a due check
/// without a poke does. When it is not, the check was only poked: it stays
/// in the checking code and `counter` is the count it had.
#[inline]
pub fn unpoke(counter: &mut i64) -> bool {
    let count = *counter & COUNT_MASK;
    if count == COUNT_MASK {
        // -1 in 30 bits: the decrement took a count of 0 below zero.
        *counter = -1;
        true
    } else {
        *counter = count;
        false
    }
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

    /// The counter a thread starts with, and after each sample: the checks
    /// left before the next sample.
    pub fn initial_counter(&self) -> i64 {
        (self.interval.min(MAX_INTERVAL) - 1) as i64
    }

    /// The slow path (the counter ran out): take a sample.
    pub fn slow_path(&self, counter: &mut i64) -> Target {
        *counter = self.initial_counter();
        Target::Duplicated
    }

    /// A whole check: fast path, then the slow path when it falls through
    /// (only poked: the checking code).
    pub fn check(&self, counter: &mut i64) -> Target {
        if fast_path_stays(counter) || !unpoke(counter) {
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

    pub fn initial_counter(&self) -> i64 {
        (self.n_check0.min(MAX_INTERVAL) - 1) as i64
    }

    /// The fall-through of Figure 3, entered when nCheck ran out.
    pub fn slow_path(&self, counter: &mut i64, state: &mut BurstState) -> Target {
        // Every check of the burst takes the slow path.
        *counter = 0;
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

    pub fn check(&self, counter: &mut i64, state: &mut BurstState) -> Target {
        if fast_path_stays(counter) || !unpoke(counter) {
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
        assert_eq!(counter, 1);
        assert_eq!(state.n_instr, 0);
    }

    /// Pokes at pseudo-random checks: the checks that sample are exactly
    /// those without pokes, and a poked check never samples unless its
    /// count was due anyway.
    fn pokes(seed: u64, n: usize) -> Vec<bool> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % 5 == 0
            })
            .collect()
    }

    #[test]
    fn pokes_neither_add_nor_delay_counter_samples() {
        for interval in [1u32, 2, 7, 1000] {
            let c = CounterCheck::new(interval);
            let n = interval as usize * 6;
            let (mut plain, mut poked) = (c.initial_counter(), c.initial_counter());
            for (i, p) in pokes(interval as u64 + 1, n).into_iter().enumerate() {
                if p {
                    poke(&mut poked);
                }
                assert_eq!(
                    c.check(&mut plain),
                    c.check(&mut poked),
                    "interval {interval}, check {i}"
                );
                assert_eq!(plain, poked);
            }
        }
    }

    #[test]
    fn pokes_neither_add_nor_delay_bursts() {
        let c = BurstyCheck::new(20, 5).unwrap();
        let (mut plain, mut poked) = (c.initial_counter(), c.initial_counter());
        let (mut s1, mut s2) = (BurstState::default(), BurstState::default());
        for p in pokes(9, 500) {
            if p {
                poke(&mut poked);
            }
            assert_eq!(c.check(&mut plain, &mut s1), c.check(&mut poked, &mut s2));
            assert_eq!((plain, s1), (poked, s2));
        }
    }

    #[test]
    fn a_poked_check_takes_the_slow_path() {
        let c = CounterCheck::new(1000);
        let mut counter = c.initial_counter();
        poke(&mut counter);
        assert!(!fast_path_stays(&mut counter));
        assert!(!unpoke(&mut counter));
        assert_eq!(counter, 998);
        // A poke when the next check is due anyway: that check samples.
        let mut counter = 0;
        poke(&mut counter);
        assert!(!fast_path_stays(&mut counter));
        assert!(unpoke(&mut counter));
        // Twice poked: the same.
        let mut counter = 5;
        poke(&mut counter);
        poke(&mut counter);
        assert!(!fast_path_stays(&mut counter));
        assert!(!unpoke(&mut counter));
        assert_eq!(counter, 4);
    }

    #[test]
    fn the_largest_interval_still_samples_once_per_interval() {
        let c = CounterCheck::new(u32::MAX);
        assert_eq!(c.initial_counter(), COUNT_MASK);
        let mut counter = c.initial_counter();
        poke(&mut counter);
        assert_eq!(c.check(&mut counter), Target::Checking);
        assert_eq!(counter, COUNT_MASK - 1);
    }

    #[test]
    fn zero_burst_parameters_are_refused() {
        assert!(BurstyCheck::new(0, 1).is_err());
        assert!(BurstyCheck::new(1, 0).is_err());
    }
}
