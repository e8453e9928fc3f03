//! rvm-jit: x86-64 code generation (not built yet).
//!
//! Will own: the baseline template compiler and the optimizing compiler
//! (dynasm-rs), the never-moving code arena, code maps from return addresses to
//! (method, bci, inline context) for frame walking, and yieldpoints in
//! prologues, epilogues and backedges testing the per-thread word
//! (Arnold-Grove 2005 §5.1). Reaches the VM through a narrow interface (field
//! offsets, vtable slots, helper addresses).
