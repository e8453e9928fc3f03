//! The conservative part of a thread's roots, shared by rvm's collector
//! (gc.rs) and the MMTk binding (mmtk/scanning.rs): which words of a
//! thread's stacks may be references, and of which kind.
//!
//! ```text
//! scan_thread_stack(thread, registers, sp, extra_skip, roots)
//!   frames' live slots [base, top)          --> roots.exact_candidate(word)
//!     (interpreted frames: minus the locals their stack maps declare dead)
//!   callee-saved registers (saved at sp)    --> roots.native_candidate(word)
//!   native stack [sp, native_stack_base),
//!     minus the interpreter loops' frames
//!     (FrameRecord::native_low) and extra_skip --> roots.native_candidate(word)
//! ```
//!
//! Each collector decides what a candidate is (rvm: start bits in its
//! region; MMTk: VO bits) and what it does with it (mark it; report a
//! pinning root). The skipping rules are docs/gc.md's ("Conservative
//! roots"): they avoid retaining garbage through stale words, never a live
//! reference.

use crate::runtime::JavaThread;

/// Receives the candidate words of a conservative stack scan.
pub(crate) trait StackRoots {
    /// A word of a frame's live slots: a reference only if an object starts
    /// exactly there (slots hold object starts only).
    fn exact_candidate(&mut self, word: usize);
    /// A word of the native stack or a register: keeps alive the object it
    /// points into, if any (compiled Rust code may hold only a derived
    /// pointer, such as an element address, across an allocation).
    fn native_candidate(&mut self, word: usize);
}

/// The native stack range to skip for a thread stopped inside an allocation
/// made directly by the interpreter (`new`, `newarray`, `anewarray`:
/// `JavaThread::interpreter_allocation`): from `stack_pointer` to the
/// innermost interpreter loop's frame, which hold only sizes, class pointers
/// and stale copies of that loop's registers.
pub(crate) fn interpreter_allocation_skip(
    thread: &JavaThread,
    stack_pointer: usize,
) -> Option<(usize, usize)> {
    if !thread.interpreter_allocation {
        return None;
    }
    thread
        .frames()
        .next()
        .filter(|f| f.native_low.get() != 0)
        .map(|f| (stack_pointer, f.native_low.get()))
}

/// Reports to `roots` the conservative roots of `thread`: the live slots of
/// every frame, the callee-saved `registers`, and the native stack
/// `[stack_pointer, native_stack_base)` (`stack_pointer` 0: no native stack
/// nor registers) except the interpreter loops' own frames and `extra_skip`.
pub(crate) fn scan_thread_stack(
    thread: &JavaThread,
    registers: &[usize; 6],
    stack_pointer: usize,
    extra_skip: Option<(usize, usize)>,
    roots: &mut impl StackRoots,
) {
    for frame in thread.frames() {
        // An interpreted frame (its loop's stack pointer in `native_low`;
        // compiled frames hold 0 or their record's own address) skips the
        // locals its method's stack maps say cannot be read again
        // (locals_map.rs); its operand stack is scanned whole.
        let low = frame.native_low.get();
        // Only for verified code: the maps trust the StackMapTable, which
        // `--verify=none` does not check.
        let interpreted = low != 0 && low != frame as *const _ as usize && thread.vm.options.verify;
        let locals = interpreted
            .then(|| super::locals_map::reference_locals(frame.method, frame.bci.get() as usize))
            .flatten();
        for i in frame.base..frame.top.get().min(thread.slot_capacity()) {
            if let Some(&false) = locals.as_ref().and_then(|l| l.get(i - frame.base)) {
                continue;
            }
            roots.exact_candidate(thread.slot(i) as usize);
        }
    }
    if stack_pointer == 0 {
        return;
    }
    for &r in registers {
        roots.native_candidate(r);
    }
    // Interpreter loops' own native frames are skipped (FrameRecord::native_low).
    let mut skipped: Vec<(usize, usize)> = thread
        .frames()
        .filter(|f| f.native_low.get() != 0)
        .map(|f| (f.native_low.get(), f as *const _ as usize))
        .collect();
    skipped.extend(extra_skip);
    skipped.sort_unstable();
    let mut skip = skipped.iter().peekable();
    let mut at = stack_pointer & !(std::mem::size_of::<usize>() - 1);
    while at < thread.native_stack_base {
        while let Some(&&(_, high)) = skip.peek() {
            if at >= high {
                skip.next();
            } else {
                break;
            }
        }
        if let Some(&&(low, high)) = skip.peek() {
            if at >= low && at < high {
                at = high;
                continue;
            }
        }
        // SAFETY: [stack_pointer, base) is the thread's own mapped stack (the
        // collecting thread's, or a stopped thread's below the point where it
        // saved its state); reading words of it (some uninitialised padding)
        // is what a conservative scan does, and the values are only looked
        // up, never dereferenced unless they point into a known object.
        let word = unsafe { std::ptr::read_volatile(at as *const usize) };
        roots.native_candidate(word);
        at += std::mem::size_of::<usize>();
    }
}
