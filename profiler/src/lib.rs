//! rvm-profiler: the call-graph profiler (not built yet; see issue "The
//! call-graph profiler").
//!
//! Will own: the timer thread, the sampling state machines (timer-only,
//! CBS(SAMPLES, STRIDE) of Arnold-Grove 2005 §5.1, simplified CBS of PEP §4.4,
//! exhaustive), Lee 2015's density and latency weights, the dynamic call graph
//! keyed by (caller method, call-site bci, callee method), its JSON form and the
//! overlap accuracy metric (Arnold-Grove §6.2). Pure logic over plain integer
//! ids: no VM types, so every state machine is unit-tested without Java.
