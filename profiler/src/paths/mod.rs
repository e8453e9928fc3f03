//! PEP: continuous path and edge profiling (Bond & McKinley, MICRO 2005) —
//! the pure logic, with no VM types (methods are names, blocks bci ranges).
//!
//! ```text
//!  compiler: Cfg of the optimized method (after inlining) ──▶ dag::PathDag
//!            (P-DAG with paths ending at loop headers, Ball-Larus or smart
//!             numbering from a branch profile) ──▶ Val(e) on edges
//!  runtime:  path register r read at path ends when sampler::PathSampler says so
//!            ──▶ (compilation, r) counts through the organizer
//!  end:      PathDag::blocks(r) ──▶ profile::PathRecord ──▶ EdgeProfile (§3.3)
//!            ──▶ --profile-out sections "paths" and "edges"
//!  compare:  accuracy::{hot_path_accuracy, relative_overlap, absolute_overlap} (§6.3-6.4)
//! ```

pub mod accuracy;
pub mod dag;
pub mod profile;
pub mod sampler;

pub use dag::{cuts_to_fit, Cfg, Node, Numbering, NumberingError, PathDag, PathEdge};
pub use profile::{
    merge_paths, Block, BranchOf, BranchRecord, EdgeProfile, EdgesSection, PathRecord, PathsSection,
};
pub use sampler::{combine_words, PathSampler, PepMode, WORD_PATH_ENDS};

/// Path numbers must fit the 32 bits the sample carries next to the
/// compilation's id; larger methods are cut (dag::cuts_to_fit).
pub const PATH_LIMIT: u64 = u32::MAX as u64;
