//! rvm-profiler: the call-graph profiler's pure logic.
//!
//! Events go in, a dynamic call graph (DCG) comes out. Nothing here knows the
//! VM: methods and call sites are plain integers (DESIGN.md, "profiler" row),
//! so every property below is unit-tested without running Java.
//!
//! ```text
//!  timer thread           Java thread (per-thread state)                 organizer
//!  ------------           -------------------------------                ---------
//!  tick (rdtsc) ──▶ Sampler::on_tick ──▶ word := +1          [yieldpoint]
//!                   WindowWeights::on_tick
//!                                            │
//!        prologue / epilogue / backedge yieldpoint taken (word != 0)
//!                                            ▼
//!                   Sampler::on_yieldpoint(kind) ──▶ Decision [sampler]
//!                     { take_edge_sample, take_method_sample, new_word }
//!                                            │ edge sample: VM walks the stack
//!                                            ▼
//!                   (caller, call-site bci, callee)
//!                   WindowWeights::sample_weight(now, calls) ──▶ weight [weights]
//!                                            │   (first sample fixes the window's weight)
//!                                            ▼
//!                   buffer ─────────────────────────────────▶ Dcg::record [dcg]
//!                                                                  │
//!                                  --dcg-out=FILE ◀── Dcg::to_json │
//!                                                                  ▼
//!                              overlap(sampled, exhaustive) ──▶ accuracy % [accuracy]
//! ```
//!
//! * [`yieldpoint`]: the three-state word (0 none, -1 prologue/epilogue, +1
//!   all) of Jikes RVM, Arnold-Grove 2005 §5.1.
//! * [`sampler`]: timer-based sampling (Arnold-Grove §3.3), counter-based
//!   sampling CBS(SAMPLES, STRIDE) (Figure 3 in the Jikes form of §5.1; the
//!   initial skip drawn from `[1, STRIDE]` as in §4), simplified CBS (PEP 2005
//!   §4.4), exhaustive (the perfect profile).
//! * [`weights`]: Lee 2015's density and latency weights (§3.2), fixed per
//!   window by its first sample (§3.3).
//! * [`dcg`]: edges `(caller, bci, callee) -> (weight, samples)`, method names,
//!   JSON file with the run's configuration, `top`, Graphviz.
//! * [`accuracy`]: the overlap metric (Arnold-Grove §6.2, Lee §5.2);
//!   [`diagnosis`]: where a sampled DCG loses overlap (`rvm dcg diagnose`);
//!   [`sample_place`]: where each sample was taken (window position, first
//!   skip, caller tier), kept per edge for the diagnosis.
//! * [`timer`]: the timer thread (4 ms ticks) and `rdtsc`.
//! * [`tick_delivery`]: each thread's tick mailbox, and what a thread blocked
//!   at a tick does with it (`--missed-ticks=keep|drop`).
//! * [`organizer`]: per-thread sample buffers drained over a channel by the
//!   organizer thread into the DCG.
//! * [`paths`]: PEP (Bond-McKinley 2005): P-DAG, Ball-Larus and smart
//!   numbering, path sampling, edge profiles from paths, path and edge accuracy.
//! * [`profile_file`]: the `--profile-out` envelope: one JSON file, one
//!   section per profile kind (paths, call edges, field accesses, data refs).
//! * [`instrumentation`]: instrumentation sampling (Arnold-Ryder 2001's
//!   checking and duplicated code, Hirzel-Chilimbi 2001's bursty tracing):
//!   the checks, Partial-Duplication, the profiles, hot data streams.
//! * [`counter`]: Lee's call counts from a hardware counter or the VM's
//!   software count; [`density`]: the sampled estimate of them.

pub mod accuracy;
pub mod counter;
pub mod dcg;
pub mod density;
pub mod diagnosis;
mod error;
pub mod instrumentation;
pub mod next_interval;
pub mod organizer;
pub mod paths;
pub mod profile_file;
pub mod sample_place;
pub mod sampler;
pub mod tick_delivery;
pub mod timer;
pub mod weights;
pub mod window_density;
pub mod yieldpoint;

pub use accuracy::{overlap, overlap_of_weights};
pub use counter::{CallCounterChoice, HpmCallCounter};
pub use dcg::{CallEdge, Dcg, EdgeStats, MethodId, NamedEdge, RunConfig, TopEdge};
pub use error::ProfilerError;
pub use organizer::{Organizer, PathCounts, PathKeys, Sample, SampleBuffer, SiteWeights};
pub use profile_file::{ProfileFile, PROFILE_FORMAT};
pub use sample_place::{CallerTier, PlaceCounts, SamplePlace};
pub use sampler::{
    BackedgeSamples, CbsCount, CbsFirstSkip, CbsStart, CbsStride, Decision, Sampler, SamplerKind,
    SamplerStats,
};
pub use tick_delivery::{MissedTicks, Poll, TickMailbox, TickReader};
pub use timer::{rdtsc, TimerThread};
pub use weights::{LatencyTo, WeightMode, WindowWeights};
pub use yieldpoint::{WordState, YieldpointKind, WORD_ALL, WORD_NONE, WORD_PROLOGUE_EPILOGUE};
