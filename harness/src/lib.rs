//! rvm-harness: the regression suite and experiment runner (not built yet).
//!
//! Will own: configurations x benchmarks x runs, speedup and accuracy tables,
//! plots, and baseline files, driving the `rvm` binary. Until then,
//! `benchmarks/run.py` times rvm against `java` on the CPU benchmarks.
