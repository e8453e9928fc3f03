//! rvm-inliner: the profile-directed inline oracle (not built yet).
//!
//! Will own: static size heuristics (Jikes RVM units: bytecode 1, call 6; always
//! inline below 11, static limit 23), the profile-driven linear threshold and
//! guarded inlining of targets holding at least 40% of a call site's weight
//! (Arnold-Grove 2005 §7), and the inline plans handed to the optimizing JIT.
//! Takes a DCG from rvm-profiler as data.
