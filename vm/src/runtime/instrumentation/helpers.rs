//! The runtime functions optimized code calls for instrumentation sampling
//! (jit/src/opt/instrument): the slow path of a check, which also serves the
//! yieldpoint word where checks stand for yieldpoints (Arnold-Ryder 2001
//! §4.5), and the instrumentation operations. None of them allocates on the
//! Java heap, throws or runs Java.

use super::{
    check_site, recording, state, InstrOptions, Trigger, CHECK_POKE, MAX_TRACED_REFERENCES, TICK,
};
use crate::class::Method;
use crate::runtime::thread::{FrameRecord, JavaThread};
use rvm_profiler::instrumentation::check::{self, BurstyCheck, CounterCheck, Target};
use std::sync::atomic::Ordering::*;

/// The slow path of a check: 1 to continue in the duplicated code (or to run
/// the guarded operation, No-Duplication), 0 for the checking code. `site`
/// is a [`check_site`] value: a check that stands for a yieldpoint serves
/// the thread's yieldpoint word as that yieldpoint would.
///
/// With the counter trigger the fast path sends here every check that
/// leaves the counter at zero or below: zero is the sample condition
/// (Figure 3), a set sign bit a poke, which is cleared first so that the
/// count goes on where it was.
pub extern "sysv64" fn instr_check(thread: *mut JavaThread, site: u64) -> u64 {
    // SAFETY: optimized code passes its own thread pointer.
    let thread = unsafe { &mut *thread };
    let Some(inst) = thread.vm.instrumentation.as_ref() else {
        return 0;
    };
    let o = &inst.options;
    let target = match o.trigger {
        Trigger::Timer => {
            thread.instr_seen_tick = TICK.load(Relaxed);
            count_sample(thread, o);
            Target::Duplicated
        }
        Trigger::Counter => {
            // Clear a poke (atomically: another thread may be poking).
            let mut counter = thread.instr_counter.fetch_and(!CHECK_POKE, SeqCst);
            if !check::unpoke(&mut counter) {
                // Only a poke: not a sample, the checking code goes on.
                Target::Checking
            } else {
                let target = match o.burst {
                    Some((n_check0, n_instr0)) => {
                        let check = BurstyCheck { n_check0, n_instr0 };
                        let t = state(thread);
                        let starting = t.burst.n_instr == 0;
                        let target = check.slow_path(&mut counter, &mut t.burst);
                        if starting && target == Target::Duplicated {
                            t.samples += 1;
                            t.new_burst = true;
                        }
                        target
                    }
                    None => CounterCheck::new(o.interval).slow_path(&mut counter),
                };
                // Keep a poke that arrived since the fetch_and above.
                let poked = thread.instr_counter.load(SeqCst) & CHECK_POKE;
                thread.instr_counter.store(counter | poked, SeqCst);
                if o.burst.is_none() {
                    count_sample(thread, o);
                }
                state(thread).slow_checks += 1;
                target
            }
        }
    };
    if inst.checks_take_yieldpoints {
        serve_yieldpoint_word(thread, site & 3);
    }
    (target == Target::Duplicated) as u64
}

fn count_sample(thread: &mut JavaThread, o: &InstrOptions) {
    let t = state(thread);
    if o.trigger == Trigger::Timer {
        t.slow_checks += 1;
    }
    t.samples += 1;
    t.new_burst = true;
}

/// A check's slow path where checks take the place of yieldpoints: the
/// yieldpoint the check stands for is taken when the word asks for it (the
/// same tests as compiled yieldpoints: prologues when bit 0 is set,
/// backedges when the word is positive), and a word left set afterwards (a
/// sampling window still open) pokes again. A request for every yieldpoint
/// (+1) met at a plain check is left for the next check by poking again; a
/// prologue-only request (-1) met at a backedge is not, so that a loop
/// without calls does not take the slow path on every iteration while a
/// call-graph sampling window is open: prologue samples then come from the
/// next entry after a tick, epilogues and code without checks.
fn serve_yieldpoint_word(thread: &mut JavaThread, site: u64) {
    use crate::runtime::thread::{yieldpoint, YieldpointKind};
    let word = thread.yieldpoint.load(SeqCst);
    if word == yieldpoint::NONE {
        return;
    }
    let kind = match site {
        check_site::PROLOGUE if word & 1 != 0 => Some(YieldpointKind::Prologue),
        check_site::BACKEDGE if word > 0 => Some(YieldpointKind::Backedge),
        _ => None,
    };
    match kind {
        Some(kind) => {
            crate::runtime::yieldpoint::yieldpoint_taken(thread, kind);
            // A sampling window still open wants the next yieldpoint too.
            thread.poke_checks_if_word_set();
        }
        None if word == yieldpoint::ALL => thread.poke_checks(),
        None => {}
    }
}

/// [`instr_check`] for a call through the register-preserving thunk (no
/// result register): the decision goes to `JavaThread::instr_take`.
pub extern "sysv64" fn instr_check_preserving(thread: *mut JavaThread, site: u64) {
    let take = instr_check(thread, site) as u32;
    // SAFETY: optimized code passes its own thread pointer.
    unsafe { (*thread).instr_take = take };
}

/// Call-edge instrumentation at a method's entry (Arnold-Ryder §4.1): the
/// caller and call site are read from the frame below, as the exhaustive
/// sampler reads them at a prologue yieldpoint (runtime/profiling.rs).
pub extern "sysv64" fn instr_entry_edge(thread: *mut JavaThread, callee: u64) -> u64 {
    // SAFETY: optimized code passes its own thread pointer.
    let thread = unsafe { &mut *thread };
    let top = thread.top_frame;
    if top.is_null() || !recording(thread) {
        return 0;
    }
    // SAFETY: the records of a running thread are live.
    let callee_record: &FrameRecord = unsafe { &*top };
    if callee_record.prev.is_null() {
        return 0;
    }
    // SAFETY: as above (checked non-null).
    let caller_record: &FrameRecord = unsafe { &*callee_record.prev };
    let (caller, bci) = crate::runtime::codemap::innermost(
        thread.vm,
        caller_record.method,
        caller_record.bci.get(),
    );
    // Compiled code passes the address of its own `&'static Method`.
    *state(thread)
        .edges
        .entry((caller as *const Method as usize, bci, callee as usize))
        .or_insert(0) += 1;
    0
}

/// Counts one execution of a registered site (inlined call edge, field
/// access) whose number is beyond the thread's table
/// (`JavaThread::instr_site_counts`, which optimized code increments in
/// line): grows the table first. Before the program starts nothing is
/// counted and the table stays empty, so every site comes here.
pub extern "sysv64" fn instr_count(thread: *mut JavaThread, site: u64) -> u64 {
    // SAFETY: optimized code passes its own thread pointer.
    let thread = unsafe { &mut *thread };
    if !recording(thread) {
        return 0;
    }
    let i = site as usize;
    let vm = thread.vm;
    let counts = &mut state(thread).site_counts;
    if counts.len() <= i {
        let registered = vm
            .instrumentation
            .as_ref()
            .map_or(0, |inst| inst.sites.lock().len());
        counts.resize((i + 1).max(registered).max(64).next_power_of_two(), 0);
    }
    counts[i] += 1;
    let (ptr, len) = (counts.as_mut_ptr(), counts.len());
    // The table moved or grew: optimized code reads both before each
    // increment. Only this thread writes them.
    thread.instr_site_counts = ptr;
    thread.instr_site_capacity = len.min(u32::MAX as usize) as u32;
    0
}

/// Appends (site, object) to the thread's current burst of data references.
/// Sites below this number can be packed with an object address into one
/// word (`site << 48 | object`: user-space addresses on x86-64 fit in 47
/// bits), so that [`instr_data_ref_packed`] takes two arguments and can go
/// through the register-preserving thunk.
pub const PACKED_SITES: u32 = 1 << 16;

/// [`instr_data_ref`] with `site << 48 | object` in one argument.
pub extern "sysv64" fn instr_data_ref_packed(thread: *mut JavaThread, packed: u64) -> u64 {
    instr_data_ref(thread, packed >> 48, packed & ((1 << 48) - 1))
}

pub extern "sysv64" fn instr_data_ref(thread: *mut JavaThread, site: u64, object: u64) -> u64 {
    // SAFETY: optimized code passes its own thread pointer.
    let thread = unsafe { &mut *thread };
    let Some(inst) = thread.vm.instrumentation.as_ref() else {
        return 0;
    };
    if !inst.started.load(Relaxed) {
        return 0;
    }
    if inst.traced.load(Relaxed) >= MAX_TRACED_REFERENCES {
        inst.dropped.fetch_add(1, Relaxed);
        return 0;
    }
    inst.traced.fetch_add(1, Relaxed);
    let t = state(thread);
    if t.new_burst || t.bursts.is_empty() {
        t.new_burst = false;
        t.bursts.push(Vec::new());
    }
    t.bursts
        .last_mut()
        .expect("pushed above")
        .push((site as u32, object));
    0
}
