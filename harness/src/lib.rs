//! rvm-harness: the regression suite and experiment runner. So far only the
//! binary's `run` (src/main.rs: steady-state benchmarks x configurations).
//!
//! Will own: configurations x benchmarks x runs, speedup and accuracy tables,
//! plots, and baseline files, driving the `rvm` binary. Until then,
//! `benchmarks/run.py` times rvm against `java` on the CPU benchmarks.
