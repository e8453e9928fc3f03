//! When PEP reads the path register (PEP 2005 §3.3, §4.4): the sampling
//! state machine of `--pep=SAMPLES,STRIDE` (simplified Arnold-Grove sampling),
//! `--pep=timer` (one sample per tick) and `--pep=perfect` (every path).
//!
//! ```text
//!  tick ──▶ word := +1 (every yieldpoint taken, loop headers included)
//!  path end (loop-header or method-exit yieldpoint of PEP code) ──▶ counted:
//!     skip a random 0..STRIDE-1 path ends, then sample SAMPLES consecutive ones,
//!     then word := 0 until the next tick
//! ```
//!
//! The counting is the profiler's own simplified CBS ([`Sampler`] of kind
//! `SimplifiedCbs`, whose window-exactness tests apply): a path end is fed to
//! it as a counted (call-boundary) event. What differs from call-edge
//! sampling is which yieldpoints count: PEP's samples are taken at path ends
//! (loop headers and method exits, §3.2) only, and the window keeps the word
//! at +1 so that loop-header yieldpoints are taken too.

use crate::sampler::{CbsStart, Sampler};
use crate::yieldpoint::{YieldpointKind, WORD_ALL, WORD_NONE};
use crate::ProfilerError;

/// `--pep=...`: how PEP samples the path register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PepMode {
    /// PEP(SAMPLES, STRIDE): simplified Arnold-Grove sampling (§4.4).
    Sampled { samples: u32, stride: u32 },
    /// One sample at the first path end after each tick (= PEP(1,1)).
    Timer,
    /// Every path end counted: the instrumentation-only reference (§5.1).
    Perfect,
}

impl PepMode {
    /// Parses `64,17`, `timer` or `perfect`.
    pub fn parse(text: &str) -> Result<PepMode, String> {
        let bad = || {
            format!("--pep={text}: expected SAMPLES,STRIDE (both at least 1, e.g. 64,17), timer or perfect")
        };
        match text {
            "timer" => Ok(PepMode::Timer),
            "perfect" => Ok(PepMode::Perfect),
            _ => {
                let (s, t) = text.split_once(',').ok_or_else(bad)?;
                let samples: u32 = s.trim().parse().map_err(|_| bad())?;
                let stride: u32 = t.trim().parse().map_err(|_| bad())?;
                if samples == 0 || stride == 0 {
                    return Err(bad());
                }
                Ok(PepMode::Sampled { samples, stride })
            }
        }
    }

    /// The spelling `parse` accepts (for the profile file's configuration).
    pub fn name(self) -> String {
        match self {
            PepMode::Sampled { samples, stride } => format!("{samples},{stride}"),
            PepMode::Timer => "timer".to_string(),
            PepMode::Perfect => "perfect".to_string(),
        }
    }
}

/// One thread's PEP sampling state.
pub struct PathSampler {
    /// None for `Perfect` (no sampling: every path end is recorded).
    inner: Option<Sampler>,
    samples: u64,
}

impl PathSampler {
    pub fn new(mode: PepMode, start: CbsStart) -> Result<PathSampler, ProfilerError> {
        let inner = match mode {
            PepMode::Sampled { samples, stride } => {
                Some(Sampler::simplified_cbs(samples, stride, start)?)
            }
            PepMode::Timer => Some(Sampler::timer()),
            PepMode::Perfect => None,
        };
        Ok(PathSampler { inner, samples: 0 })
    }

    /// A timer tick: the word to store ([`WORD_PATH_ENDS`] while a window is open).
    pub fn on_tick(&mut self, tsc: u64) -> i32 {
        match self.inner.as_mut() {
            Some(s) => {
                s.on_tick(tsc);
                self.word()
            }
            None => WORD_NONE,
        }
    }

    /// A path end was reached in PEP-instrumented code with its yieldpoint
    /// taken: whether to record the path register.
    pub fn on_path_end(&mut self) -> bool {
        let take = match self.inner.as_mut() {
            Some(s) => s.on_yieldpoint(YieldpointKind::Epilogue).take_edge_sample,
            None => true,
        };
        self.samples += take as u64;
        take
    }

    /// The word PEP needs: [`WORD_PATH_ENDS`] while a window is open (loop
    /// headers and exits, the path ends, must be taken), else 0.
    pub fn word(&self) -> i32 {
        match &self.inner {
            Some(s) if s.word() != WORD_NONE => WORD_PATH_ENDS,
            _ => WORD_NONE,
        }
    }

    /// Samples taken so far.
    pub fn samples(&self) -> u64 {
        self.samples
    }
}

/// The word when two samplers share a thread's yieldpoint word: the most
/// demanding one wins (+1 over -1 over 0).
pub fn combine_words(a: i32, b: i32) -> i32 {
    if a == WORD_ALL || b == WORD_ALL {
        WORD_ALL
    } else if a != WORD_NONE && b != WORD_NONE && a != b {
        // Path ends and prologues/epilogues: everything.
        WORD_ALL
    } else if a != WORD_NONE {
        a
    } else {
        b
    }
}

/// The yieldpoint word of an open PEP window: loop headers (backedge test,
/// `word > 0`) and method exits (epilogue test, `word != 0`) take their slow
/// path, prologues do not (their test is `word & 1 != 0`, and +1 and -1 have
/// bit 0 set). Prologues are not path ends; taking them in every window cost
/// several slow paths per sampled path in call-heavy code.
pub const WORD_PATH_ENDS: i32 = 2;

#[cfg(test)]
mod tests {
    use super::*;

    /// Ticks once and returns the 1-based positions of the sampled path ends
    /// among `n`, checking the word stays set exactly while the window is open.
    fn window(s: &mut PathSampler, n: usize) -> Vec<usize> {
        assert_eq!(s.on_tick(0), WORD_PATH_ENDS);
        let mut taken = Vec::new();
        for i in 1..=n {
            if s.word() == WORD_NONE {
                break;
            }
            if s.on_path_end() {
                taken.push(i);
            }
        }
        taken
    }

    #[test]
    fn pep_window_takes_exactly_samples_consecutive_paths_after_a_skip_below_stride() {
        for samples in [1, 2, 16, 64] {
            for stride in [1, 3, 17] {
                for start in [CbsStart::RoundRobin, CbsStart::Random { seed: 9 }] {
                    let mode = PepMode::Sampled { samples, stride };
                    let mut s = PathSampler::new(mode, start).unwrap();
                    let mut first_positions = std::collections::BTreeSet::new();
                    for _tick in 0..(4 * stride) {
                        let pos = window(&mut s, (samples + stride) as usize + 5);
                        assert_eq!(pos.len(), samples as usize, "PEP({samples},{stride})");
                        // Skips 0..STRIDE-1 path ends, then consecutive samples.
                        assert!((1..=stride as usize).contains(&pos[0]));
                        for w in pos.windows(2) {
                            assert_eq!(w[1], w[0] + 1);
                        }
                        assert_eq!(s.word(), WORD_NONE, "window closed");
                        first_positions.insert(pos[0]);
                    }
                    if start == CbsStart::RoundRobin {
                        assert_eq!(first_positions.len(), stride as usize);
                    }
                }
            }
        }
    }

    #[test]
    fn timer_mode_takes_one_path_per_tick_and_perfect_takes_all() {
        let mut t = PathSampler::new(PepMode::Timer, CbsStart::RoundRobin).unwrap();
        for _ in 0..5 {
            assert_eq!(window(&mut t, 10), vec![1]);
        }
        let mut p = PathSampler::new(PepMode::Perfect, CbsStart::RoundRobin).unwrap();
        assert!((0..100).all(|_| p.on_path_end()));
        assert_eq!(p.samples(), 100);
        assert_eq!(
            p.word(),
            WORD_NONE,
            "perfect mode never asks for yieldpoints"
        );
    }

    #[test]
    fn pep_option_spellings_parse_and_bad_ones_say_what_is_expected() {
        assert_eq!(
            PepMode::parse("64,17"),
            Ok(PepMode::Sampled {
                samples: 64,
                stride: 17
            })
        );
        assert_eq!(PepMode::parse("timer"), Ok(PepMode::Timer));
        assert_eq!(PepMode::parse("perfect"), Ok(PepMode::Perfect));
        for bad in ["0,3", "3", "a,b", "64,0", ""] {
            assert!(PepMode::parse(bad).unwrap_err().contains("SAMPLES,STRIDE"));
        }
        assert_eq!(PepMode::parse("64,17").unwrap().name(), "64,17");
    }

    #[test]
    fn the_more_demanding_word_wins() {
        use crate::yieldpoint::WORD_PROLOGUE_EPILOGUE as PE;
        assert_eq!(combine_words(WORD_NONE, WORD_ALL), WORD_ALL);
        assert_eq!(combine_words(PE, WORD_ALL), WORD_ALL);
        assert_eq!(combine_words(PE, WORD_NONE), PE);
        assert_eq!(combine_words(WORD_NONE, PE), PE);
        assert_eq!(combine_words(WORD_NONE, WORD_NONE), WORD_NONE);
        assert_eq!(combine_words(WORD_PATH_ENDS, WORD_NONE), WORD_PATH_ENDS);
        assert_eq!(combine_words(WORD_NONE, WORD_PATH_ENDS), WORD_PATH_ENDS);
        assert_eq!(combine_words(PE, WORD_PATH_ENDS), WORD_ALL);
        assert_eq!(combine_words(WORD_PATH_ENDS, PE), WORD_ALL);
        assert_eq!(combine_words(WORD_PATH_ENDS, WORD_ALL), WORD_ALL);
    }
}
