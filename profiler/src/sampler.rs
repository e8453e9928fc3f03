//! Sampling state machines, driven by two events: a timer tick and a taken
//! yieldpoint. Each returns the word the VM must store next; a yieldpoint also
//! says whether to take an edge sample (walk the stack for caller, call-site
//! bci, callee) and a method sample (the executing method, for the adaptive
//! controller).
//!
//! ```text
//!            tick: word := +1, window starts
//!   0 ────────────────────────────────────────────▶ +1
//!   ▲                                                │ first taken yieldpoint:
//!   │ SAMPLES edge samples taken                     │ method sample
//!   │                                                ▼
//!   └──────────────────────────────────────────────  -1  prologue/epilogue count
//!                                                         down; an edge sample every
//!                                                         STRIDE of them
//! ```
//!
//! * `Timer` (Arnold-Grove 2005 §3.3): one edge sample at the first prologue
//!   or epilogue yieldpoint after a tick. It equals CBS(1,1).
//! * `Cbs` (Arnold-Grove Figure 3, Jikes form of §5.1): SAMPLES edge samples
//!   per tick, STRIDE prologue/epilogue yieldpoints apart. The first skip is
//!   drawn from `[1, STRIDE]` (§4: "select the initial value of
//!   skippedInvocations from the interval [1..STRIDE]"), randomly with a seed
//!   or round-robin, so every call of the window has an equal chance. Jikes
//!   RVM draws from `[0, STRIDE)` with a `<= 0` test (FACTS.md), which makes
//!   offsets 0 and 1 coincide; we do not.
//! * `SimplifiedCbs` (PEP 2005 §4.4): strides only before the first sample of
//!   a tick, then samples SAMPLES consecutive prologue/epilogue yieldpoints.
//! * `Exhaustive`: the word rests at -1 and every prologue yieldpoint (one per
//!   call) is an edge sample: the perfect profile.
//! * `Off`: no edge samples; ticks still give method samples.
//!
//! `--cbs-stride=random` (an accuracy experiment, issue 30) draws each
//! window's stride from `[1, 2·STRIDE-1]` (mean STRIDE, so the same calls
//! per window on average) and its first skip from `[1, that stride]`, so
//! that a stride in phase with a loop's call pattern does not pick the same
//! call sites window after window.
//!
//! `--cbs-first-skip=window` (another experiment) draws the first skip from
//! `[1, SAMPLES·STRIDE]` instead of `[1, STRIDE]`: a tick that lands where
//! the thread makes no calls (a loop, a lock's slow path) then starts its
//! samples anywhere in the next window's worth of calls, not always at the
//! first calls after it. Same samples per tick; on average
//! `(SAMPLES-1)·STRIDE/2` more counted yieldpoints.
//!
//! Backedge yieldpoints never count toward the stride and never give edge
//! samples; they give a method sample when the word is +1. A tick that
//! arrives before a window has finished starts a new window.
//!
//! `--backedge-samples=enclosing` (an accuracy experiment, issue 30's
//! Scope): when the yieldpoint that takes a tick is a backedge (the tick
//! landed in a loop), that yieldpoint gives the window's first edge sample,
//! attributed to the edge that called the looping method (the VM reads the
//! caller and call site from the frame below, as at a prologue), instead of
//! the window starting at the next call boundary, which a long call-free
//! loop would otherwise hand to whatever call follows it. The window then
//! goes on from the next call boundary, STRIDE apart, with SAMPLES-1
//! samples left: same samples per tick, no extra taken yieldpoint (the
//! backedge was taken anyway, word +1; Arnold-Grove §5.1).

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::yieldpoint::{YieldpointKind, WORD_ALL, WORD_NONE, WORD_PROLOGUE_EPILOGUE};
use crate::ProfilerError;

/// Which sampler a run uses (`--sampler=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SamplerKind {
    Off,
    Timer,
    Cbs,
    SimplifiedCbs,
    Exhaustive,
}

impl SamplerKind {
    pub const NAMES: &'static str = "off, timer, cbs, simplified-cbs, exhaustive";

    pub const fn name(self) -> &'static str {
        match self {
            SamplerKind::Off => "off",
            SamplerKind::Timer => "timer",
            SamplerKind::Cbs => "cbs",
            SamplerKind::SimplifiedCbs => "simplified-cbs",
            SamplerKind::Exhaustive => "exhaustive",
        }
    }
}

impl fmt::Display for SamplerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SamplerKind {
    type Err = ProfilerError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            SamplerKind::Off,
            SamplerKind::Timer,
            SamplerKind::Cbs,
            SamplerKind::SimplifiedCbs,
            SamplerKind::Exhaustive,
        ]
        .into_iter()
        .find(|k| k.name() == s)
        .ok_or_else(|| ProfilerError::UnknownName {
            what: "sampler",
            given: s.to_string(),
            expected: SamplerKind::NAMES,
        })
    }
}

/// How the first skip of a CBS window is chosen (`--cbs-start=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbsStart {
    /// Uniform over `[1, STRIDE]` from a ChaCha8 generator seeded with `seed`.
    Random { seed: u64 },
    /// 1, 2, ..., STRIDE, 1, 2, ... across ticks.
    RoundRobin,
}

/// How CBS spaces the samples of a window (`--cbs-stride=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CbsStride {
    /// STRIDE, as Arnold-Grove §4.
    #[default]
    Fixed,
    /// Each window draws its stride from `[1, 2·STRIDE-1]` (ChaCha8, seeded).
    RandomPerWindow { seed: u64 },
}

/// The range of a CBS window's first skip (`--cbs-first-skip=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CbsFirstSkip {
    /// `[1, STRIDE]`, Arnold-Grove §4.
    #[default]
    Stride,
    /// `[1, SAMPLES·STRIDE]`: one window's worth of calls.
    Window,
}

/// Which yieldpoints CBS counts toward the stride and samples at
/// (`--cbs-count=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CbsCount {
    /// Prologues and epilogues (Arnold-Grove 2005 §5.1: "method prologues
    /// and epilogues").
    #[default]
    Boundaries,
    /// Prologues only: one chance per call in every tier. The optimizing
    /// tier emits no epilogue yieldpoints (jit/src/opt), so counting both
    /// gives a call into baseline or interpreted code two chances and a
    /// call into optimized code one.
    Prologues,
}

/// What the tick's first yieldpoint does when it is a backedge
/// (`--backedge-samples=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BackedgeSamples {
    /// A method sample only; the window's samples start at the next call
    /// boundary (Arnold-Grove 2005 §5.1).
    #[default]
    Off,
    /// Also the window's first edge sample, attributed to the call edge of
    /// the frame that loops (caller frame -> looping method).
    Enclosing,
}

/// What the VM must do at a taken yieldpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Walk the stack and record the edge (caller, call-site bci, callee).
    pub take_edge_sample: bool,
    /// Record the executing method (for the adaptive controller).
    pub take_method_sample: bool,
    /// The value to store in the thread's yieldpoint word.
    pub new_word: i32,
    /// This edge sample is the first of its window: it fixes the window's
    /// Lee weight (Lee 2015 §3.3).
    pub first_sample_of_window: bool,
    /// The edge sample's place in its window: 0 for the first, SAMPLES-1
    /// for the last (0 for the exhaustive sampler, which has no windows).
    pub window_position: u32,
    /// The window's first skip (the stride's phase), 0 for an edge sample
    /// taken at the tick's backedge and for samplers without windows.
    pub first_skip: u32,
}

/// Counts of what a sampler has seen, for the DCG file's configuration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SamplerStats {
    pub ticks: u64,
    pub edge_samples: u64,
    pub method_samples: u64,
}

enum InitialSkips {
    Random(Box<ChaCha8Rng>),
    RoundRobin { next: u32 },
}

/// One thread's sampling state machine.
pub struct Sampler {
    kind: SamplerKind,
    samples: u32,
    stride: u32,
    initial_skips: InitialSkips,
    /// `CbsStride::RandomPerWindow`: the generator of window strides.
    stride_rng: Option<Box<ChaCha8Rng>>,
    /// This window's stride (STRIDE unless drawn per window).
    window_stride: u32,
    first_skip: CbsFirstSkip,
    backedge_samples: BackedgeSamples,
    count: CbsCount,
    /// The first skip this window drew (for `Decision::first_skip`; 0 when
    /// its first sample was taken at a backedge).
    window_first_skip: u32,
    word: i32,
    /// Prologue/epilogue yieldpoints still to pass before the next sample
    /// (Figure 3's `skippedInvocations`).
    skip_remaining: u32,
    /// Edge samples still to take in this window.
    samples_remaining: u32,
    sampled_in_window: bool,
    tick_tsc: u64,
    stats: SamplerStats,
}

impl Sampler {
    /// A sampler of `kind`. SAMPLES and STRIDE matter only for the CBS kinds
    /// (timer is CBS(1,1) by definition) and must both be at least 1.
    pub fn new(
        kind: SamplerKind,
        samples: u32,
        stride: u32,
        start: CbsStart,
    ) -> Result<Self, ProfilerError> {
        let (samples, stride) = match kind {
            SamplerKind::Cbs | SamplerKind::SimplifiedCbs => (samples, stride),
            _ => (1, 1),
        };
        if samples == 0 || stride == 0 {
            return Err(ProfilerError::BadCbsParameters { samples, stride });
        }
        let initial_skips = match start {
            CbsStart::Random { seed } => {
                InitialSkips::Random(Box::new(ChaCha8Rng::seed_from_u64(seed)))
            }
            CbsStart::RoundRobin => InitialSkips::RoundRobin { next: 1 },
        };
        let word = if kind == SamplerKind::Exhaustive {
            WORD_PROLOGUE_EPILOGUE
        } else {
            WORD_NONE
        };
        Ok(Sampler {
            kind,
            samples,
            stride,
            initial_skips,
            stride_rng: None,
            window_stride: stride,
            first_skip: CbsFirstSkip::Stride,
            backedge_samples: BackedgeSamples::Off,
            count: CbsCount::Boundaries,
            window_first_skip: 0,
            word,
            skip_remaining: 0,
            samples_remaining: 0,
            sampled_in_window: false,
            tick_tsc: 0,
            stats: SamplerStats::default(),
        })
    }

    /// The same sampler with its windows' strides chosen by `stride`.
    pub fn with_stride(mut self, stride: CbsStride) -> Self {
        self.stride_rng = match stride {
            CbsStride::RandomPerWindow { seed } if self.stride > 1 => {
                Some(Box::new(ChaCha8Rng::seed_from_u64(seed ^ 0x5742_1de5)))
            }
            _ => None,
        };
        self
    }

    /// The same sampler with its windows' first skips drawn from `range`.
    pub fn with_first_skip(mut self, range: CbsFirstSkip) -> Self {
        self.first_skip = range;
        self
    }

    /// The same sampler with the tick's backedge yieldpoint sampled as
    /// `mode` says (see the module comment).
    pub fn with_backedge_samples(mut self, mode: BackedgeSamples) -> Self {
        self.backedge_samples = mode;
        self
    }

    /// The same sampler counting and sampling at the yieldpoints `count`
    /// names (see [`CbsCount`]).
    pub fn with_count(mut self, count: CbsCount) -> Self {
        self.count = count;
        self
    }

    /// Whether a taken yieldpoint of `kind` counts toward the stride (and
    /// can be sampled).
    fn counts(&self, kind: YieldpointKind) -> bool {
        match self.count {
            CbsCount::Boundaries => kind.is_call_boundary(),
            CbsCount::Prologues => kind == YieldpointKind::Prologue,
        }
    }

    pub fn timer() -> Self {
        Self::new(SamplerKind::Timer, 1, 1, CbsStart::RoundRobin).expect("CBS(1,1) is valid")
    }

    pub fn cbs(samples: u32, stride: u32, start: CbsStart) -> Result<Self, ProfilerError> {
        Self::new(SamplerKind::Cbs, samples, stride, start)
    }

    pub fn simplified_cbs(
        samples: u32,
        stride: u32,
        start: CbsStart,
    ) -> Result<Self, ProfilerError> {
        Self::new(SamplerKind::SimplifiedCbs, samples, stride, start)
    }

    pub fn exhaustive() -> Self {
        Self::new(SamplerKind::Exhaustive, 1, 1, CbsStart::RoundRobin).expect("exhaustive is valid")
    }

    pub fn kind(&self) -> SamplerKind {
        self.kind
    }

    /// The word the VM must store when the thread starts (-1 for exhaustive).
    pub fn initial_word(&self) -> i32 {
        if self.kind == SamplerKind::Exhaustive {
            WORD_PROLOGUE_EPILOGUE
        } else {
            WORD_NONE
        }
    }

    /// The word as this sampler last set it.
    pub fn word(&self) -> i32 {
        self.word
    }

    /// The time-stamp counter of the latest tick (Lee's latency starts here).
    pub fn tick_tsc(&self) -> u64 {
        self.tick_tsc
    }

    pub fn stats(&self) -> SamplerStats {
        self.stats
    }

    /// A timer tick at time-stamp counter `tsc`: starts a new window and
    /// returns the word to store (+1: every yieldpoint taken).
    pub fn on_tick(&mut self, tsc: u64) -> i32 {
        self.stats.ticks += 1;
        self.tick_tsc = tsc;
        self.window_stride = match &mut self.stride_rng {
            Some(rng) => rng.gen_range(1..=2 * self.stride - 1),
            None => self.stride,
        };
        self.skip_remaining = self.draw_initial_skip();
        self.window_first_skip = self.skip_remaining;
        self.samples_remaining = self.samples;
        self.sampled_in_window = false;
        self.word = WORD_ALL;
        self.word
    }

    /// The thread waited (`--missed-ticks=drop`): a window that has not
    /// taken its first sample is void (its tick found the thread running,
    /// but the sample would land after the wait). A window with samples goes
    /// on, and the exhaustive sampler has no windows. Returns the word.
    pub fn abandon_unsampled_window(&mut self) -> i32 {
        let in_window = self.word != WORD_NONE && self.kind != SamplerKind::Exhaustive;
        if in_window && !self.sampled_in_window {
            self.samples_remaining = 0;
            self.word = WORD_NONE;
        }
        self.word
    }

    /// The first skip of a window, in `[1, window stride]`.
    fn draw_initial_skip(&mut self) -> u32 {
        let (range, cycle) = match self.first_skip {
            CbsFirstSkip::Stride => (self.window_stride, self.stride),
            CbsFirstSkip::Window => (
                self.window_stride * self.samples,
                self.stride * self.samples,
            ),
        };
        match &mut self.initial_skips {
            InitialSkips::Random(rng) => rng.gen_range(1..=range),
            InitialSkips::RoundRobin { next } => {
                let skip = (*next).min(range);
                *next = if *next >= cycle { 1 } else { *next + 1 };
                skip
            }
        }
    }

    /// A yieldpoint of `kind` was taken.
    pub fn on_yieldpoint(&mut self, kind: YieldpointKind) -> Decision {
        let taken = match self.word {
            WORD_NONE => false,
            w if w < 0 => kind.is_call_boundary(),
            _ => true,
        };
        if !taken {
            // Taken for another service (GC, thread switch): nothing to sample.
            return self.decision(false, false, false);
        }
        let method_sample = self.word == WORD_ALL;
        if method_sample {
            self.stats.method_samples += 1;
        }
        let backedge_sample = method_sample
            && kind == YieldpointKind::Backedge
            && self.backedge_samples == BackedgeSamples::Enclosing;
        let edge_sample = match self.kind {
            SamplerKind::Timer | SamplerKind::Cbs | SamplerKind::SimplifiedCbs
                if backedge_sample =>
            {
                // The tick landed in a loop: its sample is the loop's
                // enclosing edge; the rest of the window starts at the next
                // call boundary, STRIDE apart.
                self.window_first_skip = 0;
                self.samples_remaining -= 1;
                self.skip_remaining = match self.kind {
                    SamplerKind::Cbs => self.window_stride,
                    _ => 1,
                };
                self.word = if self.samples_remaining == 0 {
                    WORD_NONE
                } else {
                    WORD_PROLOGUE_EPILOGUE
                };
                true
            }
            SamplerKind::Off => {
                self.word = WORD_NONE;
                false
            }
            SamplerKind::Exhaustive => {
                self.word = WORD_PROLOGUE_EPILOGUE;
                kind == YieldpointKind::Prologue
            }
            SamplerKind::Timer => {
                if self.counts(kind) {
                    self.word = WORD_NONE;
                    true
                } else {
                    // A backedge took the tick: wait for the next call.
                    self.word = WORD_PROLOGUE_EPILOGUE;
                    false
                }
            }
            SamplerKind::Cbs | SamplerKind::SimplifiedCbs => {
                self.word = WORD_PROLOGUE_EPILOGUE;
                self.counts(kind) && self.count_down()
            }
        };
        let first = edge_sample && !self.sampled_in_window;
        if edge_sample {
            self.sampled_in_window = true;
            self.stats.edge_samples += 1;
        }
        self.decision(edge_sample, method_sample, first)
    }

    /// Figure 3's body for one counted prologue/epilogue yieldpoint. Returns
    /// whether to sample; ends the window after SAMPLES samples.
    fn count_down(&mut self) -> bool {
        self.skip_remaining -= 1;
        if self.skip_remaining > 0 {
            return false;
        }
        self.skip_remaining = match self.kind {
            SamplerKind::SimplifiedCbs => 1,
            _ => self.window_stride,
        };
        self.samples_remaining -= 1;
        if self.samples_remaining == 0 {
            self.word = WORD_NONE;
        }
        true
    }

    fn decision(&self, take_edge_sample: bool, take_method_sample: bool, first: bool) -> Decision {
        let window_position = match self.kind {
            SamplerKind::Cbs | SamplerKind::SimplifiedCbs if take_edge_sample => {
                self.samples - self.samples_remaining - 1
            }
            _ => 0,
        };
        let first_skip = match self.kind {
            SamplerKind::Exhaustive | SamplerKind::Off => 0,
            _ if !take_edge_sample => 0,
            _ => self.window_first_skip,
        };
        Decision {
            take_edge_sample,
            take_method_sample,
            new_word: self.word,
            first_sample_of_window: first,
            window_position,
            first_skip,
        }
    }
}

#[cfg(test)]
#[path = "sampler_tests.rs"]
mod tests;
