//! The baseline tier's one-time edge profile (PEP 2005 §4.2): a taken and a
//! not-taken counter per conditional branch, incremented by baseline code,
//! read by the optimizing tier for smart path numbering (opt/pep/) and for
//! profile-driven branch layout (`--edge-profile=baseline`).
//!
//! ```text
//!  baseline `if<cond>` at bci b:   jcc taken
//!                                  add dword [not_taken(b)], 1 ; jmp next
//!                         taken:   add dword [taken(b)], 1     ; jmp target
//!  optimizing compiler:            counts(method, b) -> (taken, not taken)
//! ```
//!
//! Counters are 32-bit, per method, allocated on the method's first baseline
//! compilation and never freed (like compiled code). Increments are plain
//! adds: a race between threads loses a count, which only blurs a bias.
//! Switches are not counted (PEP's own edge profile covers them).

use parking_lot::Mutex;
use rvm_vm::class::Method;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
use std::sync::OnceLock;

/// The counters of one method: `[2 b]` taken, `[2 b + 1]` not taken.
pub struct BranchCounters {
    counts: Box<[AtomicU32]>,
}

impl BranchCounters {
    /// Address of the taken counter of the branch at `bci`.
    pub fn taken_address(&self, bci: usize) -> usize {
        &self.counts[2 * bci] as *const AtomicU32 as usize
    }
    /// Address of the not-taken counter of the branch at `bci`.
    pub fn not_taken_address(&self, bci: usize) -> usize {
        &self.counts[2 * bci + 1] as *const AtomicU32 as usize
    }
    /// (taken, not taken) of the branch at `bci`.
    pub fn get(&self, bci: usize) -> (u64, u64) {
        match (self.counts.get(2 * bci), self.counts.get(2 * bci + 1)) {
            (Some(t), Some(n)) => (t.load(Relaxed) as u64, n.load(Relaxed) as u64),
            _ => (0, 0),
        }
    }
}

// Process-wide, not in `Vm`: jit-side state (the vm crate cannot name these
// counters) keyed by leaked, never-freed methods, like the code it profiles.
fn registry() -> &'static Mutex<HashMap<usize, &'static BranchCounters>> {
    static REGISTRY: OnceLock<Mutex<HashMap<usize, &'static BranchCounters>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The counters of `method` (created on first use).
pub fn counters_for(method: &'static Method) -> &'static BranchCounters {
    let key = method as *const Method as usize;
    let len = method.code.as_ref().map_or(0, |c| c.bytecode.len());
    *registry().lock().entry(key).or_insert_with(|| {
        Box::leak(Box::new(BranchCounters {
            counts: (0..2 * len).map(|_| AtomicU32::new(0)).collect(),
        }))
    })
}

/// (taken, not taken) of the branch at `bci` of `method`; None when its
/// baseline code never ran with counters.
pub fn counts(method: &'static Method, bci: usize) -> Option<(u64, u64)> {
    let key = method as *const Method as usize;
    let counters = *registry().lock().get(&key)?;
    Some(counters.get(bci))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_addresses_are_distinct_and_read_back() {
        let c = BranchCounters {
            counts: (0..8).map(|_| AtomicU32::new(0)).collect(),
        };
        assert_ne!(c.taken_address(1), c.not_taken_address(1));
        assert_eq!(c.not_taken_address(1) + 4, c.taken_address(2));
        c.counts[2].store(5, Relaxed);
        c.counts[3].store(7, Relaxed);
        assert_eq!(c.get(1), (5, 7));
        assert_eq!(c.get(100), (0, 0));
    }
}
