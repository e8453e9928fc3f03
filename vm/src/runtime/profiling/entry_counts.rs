//! `--callee-totals`: per-thread, per-method entry counters that baseline
//! prologues bump with one instruction, and the totals the DCG is rescaled
//! to at program end (issue 30, fifth round; docs/profiler.md).
//!
//! ```text
//!  compile (baseline, any thread): slot(method) -> s   (one slot per method, for good)
//!     prologue: inc qword gs:[8*s]                      (replaces inc qword [r12 + calls])
//!  Java thread: attach -> ThreadCounts (its own table; gs base := table)
//!     window's first sample: calls = JavaThread::calls + sum(table[0..slots])
//!     detach -> gs := the shared table; table folded into the totals; unmapped
//!  finish: totals(slot) = folded + live tables + the shared table
//! ```
//!
//! Why the `gs` segment: the per-method count must cost no more than the
//! per-thread `inc qword [r12 + calls]` it replaces (the overhead goal is
//! 0.2% of instructions, and a call-dense program like Richards spends
//! about 120 instructions per call). A per-thread table reached through the
//! thread register needs a load of the table's address first (two
//! instructions); one global table reached by an absolute or RIP-relative
//! address is one instruction but counts every thread's calls together,
//! which Lee's density (calls of *this* thread between its windows) cannot
//! use. x86-64 Linux leaves `gs` to the program (glibc uses `fs`): each Java
//! thread points its `gs` base at its own table (`arch_prctl(ARCH_SET_GS)`),
//! so `inc qword gs:[disp32]` is one instruction with a per-thread,
//! per-method cell, and the thread's total calls are the table's sum (read
//! once per window, at its first sample; a few hundred to a few thousand
//! slots).
//!
//! A new thread inherits its creator's `gs` base, so the thread that makes
//! the profiler points `gs` at a shared table first (`enable`): the main
//! thread's boot, and any thread before `attach`, count there (plain adds,
//! racy between threads: a lost count is a sampled profile's noise, and a
//! `lock` prefix on every call would cost tens of cycles). Compiled code
//! never runs on a thread whose `gs` is unset: such a thread would fault
//! at a low address, loudly, since rvm has no implicit null checks.

use crate::class::Method;
use parking_lot::Mutex;
use rvm_profiler::MethodId;
use std::collections::HashMap;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize};
use std::sync::OnceLock;

/// Slots per table: a table is reserved whole (`MAP_NORESERVE`, 2 MB of
/// address space) and only the pages of used slots are ever touched. A
/// method compiled after the first `CAPACITY` gets no slot and is counted
/// as before (the per-thread total only; its callee total is the mean factor
/// of `Dcg::rescale_callee_totals`).
pub const CAPACITY: usize = 1 << 18;

static ENABLED: AtomicBool = AtomicBool::new(false);
/// Slots handed out so far (slot `i` belongs to `SLOT_TABLE.methods[i]`).
static SLOTS: AtomicUsize = AtomicUsize::new(0);
static SLOT_TABLE: Mutex<Slots> = Mutex::new(Slots {
    methods: Vec::new(),
    slot_of: None,
});
/// Where threads count before they attach and after they detach.
static SHARED: OnceLock<Table> = OnceLock::new();
/// Counts of detached threads, by slot, and the base addresses of attached
/// threads' tables; one lock, so that a thread detaching while the totals
/// are read is counted once.
static COUNTS: Mutex<Counts> = Mutex::new(Counts {
    folded: Vec::new(),
    live: Vec::new(),
});

struct Slots {
    methods: Vec<&'static Method>,
    /// Slot of a method, by its address.
    slot_of: Option<HashMap<usize, usize>>,
}

struct Counts {
    folded: Vec<u64>,
    live: Vec<usize>,
}

/// Cell `slot` of the table at `base`.
fn count_at(base: usize, slot: usize) -> u64 {
    debug_assert!(slot < CAPACITY);
    // SAFETY: callers pass a mapped table (their own, the shared one, or a
    // live one under the COUNTS lock, which its owner takes to unmap it);
    // u64 cells are 8-aligned.
    unsafe { (*(base as *const AtomicU64).add(slot)).load(Relaxed) }
}

/// One table of `CAPACITY` counters, anonymous memory read as atomics (the
/// compiled code's `inc` is a plain read-modify-write; Rust only reads).
struct Table {
    base: *mut u64,
}

// SAFETY: the table is plain memory owned by whoever holds the `Table`; Rust
// reads it only through atomics.
unsafe impl Send for Table {}
unsafe impl Sync for Table {}

impl Table {
    fn new() -> Result<Table, String> {
        // SAFETY: an anonymous private mapping; no existing memory involved.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                CAPACITY * 8,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(format!(
                "--callee-totals: cannot map a counter table: {}",
                std::io::Error::last_os_error()
            ));
        }
        Ok(Table {
            base: base as *mut u64,
        })
    }

    fn sum(&self, slots: usize) -> u64 {
        (0..slots).map(|s| count_at(self.base as usize, s)).sum()
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`, no longer any thread's gs base.
        unsafe { libc::munmap(self.base as *mut libc::c_void, CAPACITY * 8) };
    }
}

/// `arch_prctl` codes (asm/prctl.h; not in the libc crate).
const ARCH_SET_GS: libc::c_long = 0x1001;
const ARCH_GET_GS: libc::c_long = 0x1004;

fn set_gs(base: usize) -> Result<(), String> {
    // SAFETY: ARCH_SET_GS changes only this thread's gs base, which nothing
    // but compiled prologues under `--callee-totals` uses.
    let r = unsafe { libc::syscall(libc::SYS_arch_prctl, ARCH_SET_GS, base) };
    if r != 0 {
        return Err(format!(
            "--callee-totals: arch_prctl(ARCH_SET_GS): {}",
            std::io::Error::last_os_error()
        ));
    }
    Ok(())
}

fn gs() -> usize {
    let mut base: usize = 0;
    // SAFETY: ARCH_GET_GS writes the base to `base`.
    unsafe { libc::syscall(libc::SYS_arch_prctl, ARCH_GET_GS, &mut base as *mut usize) };
    base
}

/// Turns the counters on (before anything is compiled), on the thread that
/// will create the Java threads: its `gs` and its descendants' point at the
/// shared table until they attach.
pub fn enable() -> Result<(), String> {
    if SHARED.get().is_none() {
        let _ = SHARED.set(Table::new()?);
    }
    set_gs(SHARED.get().expect("set above").base as usize)?;
    ENABLED.store(true, Relaxed);
    Ok(())
}

pub fn enabled() -> bool {
    ENABLED.load(Relaxed)
}

/// The `gs`-relative displacement of `method`'s counter for a baseline
/// prologue: `inc qword gs:[displacement]` (None when off or full).
pub fn displacement(method: &'static Method) -> Option<usize> {
    if !enabled() {
        return None;
    }
    let key = method as *const Method as usize;
    let mut slots = SLOT_TABLE.lock();
    let Slots { methods, slot_of } = &mut *slots;
    let slot_of = slot_of.get_or_insert_with(HashMap::new);
    if let Some(&s) = slot_of.get(&key) {
        return Some(s * 8);
    }
    if methods.len() >= CAPACITY {
        return None;
    }
    let s = methods.len();
    methods.push(method);
    slot_of.insert(key, s);
    SLOTS.store(s + 1, Relaxed);
    Some(s * 8)
}

/// A Java thread's own table (in its `ThreadProfile`).
pub struct ThreadCounts {
    table: Table,
}

impl ThreadCounts {
    /// On the Java thread itself, before it runs Java code of its own. If
    /// no table can be mapped the thread counts in the shared one (its
    /// density then misses its baseline entries: said on stderr).
    pub fn attach() -> Option<ThreadCounts> {
        let attached = Table::new().and_then(|table| {
            set_gs(table.base as usize)?;
            Ok(table)
        });
        match attached {
            Ok(table) => {
                COUNTS.lock().live.push(table.base as usize);
                Some(ThreadCounts { table })
            }
            Err(e) => {
                eprintln!("rvm: warning: {e}; this thread counts in the shared table");
                let shared = SHARED.get().expect("enabled before any attach");
                let _ = set_gs(shared.base as usize);
                None
            }
        }
    }

    /// Baseline entries this thread counted in its table (all methods).
    pub fn calls(&self) -> u64 {
        self.table.sum(SLOTS.load(Relaxed))
    }

    /// Thread end: `gs` back to the shared table, the counts folded into
    /// the totals. The table is unmapped only when this thread's `gs` no
    /// longer points at it (a detach from another thread leaks it instead).
    pub fn detach(self) {
        let base = self.table.base as usize;
        let mine = gs() == base;
        if mine {
            let shared = SHARED.get().expect("enabled before any attach");
            // Cannot fail: the same call succeeded at attach.
            let _ = set_gs(shared.base as usize);
        }
        let slots = SLOTS.load(Relaxed);
        let mut counts = COUNTS.lock();
        counts.live.retain(|&b| b != base);
        if counts.folded.len() < slots {
            counts.folded.resize(slots, 0);
        }
        for (s, f) in counts.folded.iter_mut().enumerate().take(slots) {
            *f += count_at(base, s);
        }
        drop(counts);
        if !mine {
            std::mem::forget(self.table);
        }
    }
}

/// Every slot's entries so far (detached threads, live ones, the shared
/// table), by the method's profile id (methods the DCG never saw are left
/// out: they have no edges to rescale).
pub fn counted_entries() -> HashMap<MethodId, u64> {
    let slots = SLOT_TABLE.lock();
    let counts = COUNTS.lock();
    let mut totals = counts.folded.clone();
    totals.resize(slots.methods.len(), 0);
    let shared = SHARED.get().map(|t| t.base as usize);
    for &base in counts.live.iter().chain(shared.iter()) {
        for (s, total) in totals.iter_mut().enumerate() {
            *total += count_at(base, s);
        }
    }
    slots
        .methods
        .iter()
        .zip(totals)
        .filter_map(|(m, n)| {
            let id = m.profile_id.load(Relaxed);
            (id != 0).then(|| (id - 1, n))
        })
        .collect()
}
