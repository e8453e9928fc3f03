//! rvm-inliner: the inline oracle, pure logic (no VM types: methods are
//! plain integers, as in `rvm-profiler`).
//!
//! ```text
//! optimizing translator (jit/src/opt/inline.rs)
//!   at a call site: CallSite + Candidate(s) (size from `size::estimate`)
//!                   + Context (depth, budget) [+ SiteProfile from the DCG]
//!     --> oracle::decide(params, ...) --> Decision { verdict, rule }
//!           verdict: NoInline | Inline(target) | Guarded([(target, guard)])
//!     --> log::Record (one JSON line per decision, --inline-log)
//! rvm inline tree FILE METHOD --> log::render_tree
//! ```
//!
//! The rules and constants are Jikes RVM's DefaultInlineOracle (FACTS.md)
//! and Arnold & Grove 2005 §7 (the linear size threshold of hot call
//! sites, guarded inlining of targets holding 40% of a site's weight);
//! `lee2015` is Lee 2015 §6.3.2's weakened static heuristic (23 -> 17).

pub mod log;
pub mod oracle;
pub mod params;
pub mod size;

pub use oracle::{
    decide, CallSite, Candidate, Context, Decision, GuardKind, Rule, SiteProfile, Verdict,
};
pub use params::{OracleKind, OracleParams};
