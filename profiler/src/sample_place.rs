//! Where a CBS edge sample was taken, kept per edge in the DCG for `rvm dcg
//! diagnose` (issue 30: split the missing overlap by cause).
//!
//! ```text
//!  Sampler::on_yieldpoint ──▶ Decision { window_position, first_skip }
//!  VM glue (caller frame's kind) ──▶ CallerTier
//!        └──▶ SamplePlace ──▶ SampleBuffer::edge_placed ──▶ organizer ──▶ Dcg::record_placed
//!                                                                  └──▶ PlaceCounts per edge
//!                                                                        (JSON: by_position,
//!                                                                         by_first_skip, by_caller_tier)
//! ```
//!
//! * `position`: the sample's place in its window (0: the first; Arnold-Grove
//!   2005 Figure 3's samples are STRIDE calls apart after it).
//! * `first_skip`: the window's first skip (Arnold-Grove §4 draws it from
//!   `[1, STRIDE]`): the stride's phase. With a fixed stride, sample `k` of
//!   the window is the `first_skip + k·STRIDE`-th call boundary after the
//!   tick, so a loop whose period in calls is a multiple of STRIDE shows
//!   the same call sites to every window of one phase. 0 marks a sample
//!   taken at the tick's backedge (`--backedge-samples=enclosing`).
//! * `caller_tier`: the kind of the caller's frame at the sample.

/// Window positions and first skips kept apart; later ones count in the last.
pub const MAX_WINDOW_POSITIONS: usize = 64;

/// The kind of frame the sampled call edge's caller was running in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum CallerTier {
    /// Not recorded (older files, exhaustive profiles).
    #[default]
    Unknown,
    Interpreter,
    Baseline,
    /// Optimized code, the call not inlined.
    Optimized,
    /// Optimized code, the callee inlined into it (its prologue yieldpoint
    /// kept for the profiler).
    Inlined,
    /// A native method calling back into Java.
    Native,
}

impl CallerTier {
    pub const ALL: [CallerTier; 6] = [
        CallerTier::Unknown,
        CallerTier::Interpreter,
        CallerTier::Baseline,
        CallerTier::Optimized,
        CallerTier::Inlined,
        CallerTier::Native,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            CallerTier::Unknown => "unknown",
            CallerTier::Interpreter => "interpreter",
            CallerTier::Baseline => "baseline",
            CallerTier::Optimized => "optimized",
            CallerTier::Inlined => "inlined",
            CallerTier::Native => "native",
        }
    }

    pub fn from_name(name: &str) -> Option<CallerTier> {
        CallerTier::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// One edge sample's place (see the module comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SamplePlace {
    pub position: u32,
    pub first_skip: u32,
    pub caller_tier: CallerTier,
}

impl SamplePlace {
    /// Only the window position known (the other fields unrecorded).
    pub fn at_position(position: u32) -> SamplePlace {
        SamplePlace {
            position,
            ..SamplePlace::default()
        }
    }
}

/// One edge's samples counted by place.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlaceCounts {
    pub by_position: Vec<u64>,
    /// Index: the window's first skip (0: taken at a backedge); empty when
    /// not recorded.
    pub by_first_skip: Vec<u64>,
    /// Index: `CallerTier as usize`; empty when not recorded.
    pub by_caller_tier: Vec<u64>,
}

impl PlaceCounts {
    /// Counts one sample at `place`. The first skip and the tier are counted
    /// only when recorded (first skip > 0 or a backedge sample at position 0
    /// with a known tier; tier not `Unknown`).
    pub fn add(&mut self, place: SamplePlace) {
        bump(&mut self.by_position, place.position as usize);
        if place.caller_tier != CallerTier::Unknown {
            bump(&mut self.by_first_skip, place.first_skip as usize);
            bump(&mut self.by_caller_tier, place.caller_tier as usize);
        }
    }

    /// Adds another edge's counts (another thread's, or a file's).
    pub fn merge(&mut self, other: &PlaceCounts) {
        add_counts(&mut self.by_position, &other.by_position);
        add_counts(&mut self.by_first_skip, &other.by_first_skip);
        add_counts(&mut self.by_caller_tier, &other.by_caller_tier);
    }
}

fn bump(counts: &mut Vec<u64>, i: usize) {
    let i = i.min(MAX_WINDOW_POSITIONS - 1);
    if counts.len() <= i {
        counts.resize(i + 1, 0);
    }
    counts[i] += 1;
}

/// `into[i] += from[i]`, growing `into` as needed.
pub(crate) fn add_counts(into: &mut Vec<u64>, from: &[u64]) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, b) in into.iter_mut().zip(from) {
        *a += b;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn place_counts_keep_tier_and_first_skip_only_when_recorded() {
        let mut c = PlaceCounts::default();
        c.add(SamplePlace::at_position(2));
        assert_eq!(c.by_position, vec![0, 0, 1]);
        assert!(c.by_first_skip.is_empty() && c.by_caller_tier.is_empty());
        c.add(SamplePlace {
            position: 0,
            first_skip: 3,
            caller_tier: CallerTier::Optimized,
        });
        assert_eq!(c.by_position, vec![1, 0, 1]);
        assert_eq!(c.by_first_skip, vec![0, 0, 0, 1]);
        assert_eq!(c.by_caller_tier, vec![0, 0, 0, 1]);
        let mut d = PlaceCounts::default();
        d.merge(&c);
        d.merge(&c);
        assert_eq!(d.by_caller_tier, vec![0, 0, 0, 2]);
    }

    #[test]
    fn caller_tier_names_round_trip() {
        for t in CallerTier::ALL {
            assert_eq!(CallerTier::from_name(t.name()), Some(t));
        }
    }
}
