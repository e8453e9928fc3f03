//! The garbage collector: stop-the-world, non-moving mark-sweep.
//!
//! ```text
//! collect_garbage (at an allocation, System.gc(), or every Nth allocation under --gc-stress)
//!   1. retire the TLAB (filler), spill callee-saved registers to the stack
//!   2. roots, precise:      static fields, class mirrors, constant-pool strings,
//!                           lambda singletons, interned strings, pending exception
//!      roots, conservative: the live slots of every frame (exact object starts),
//!                           the native stack and registers (any address inside
//!                           an object), skipping interpreter loops' frames
//!   3. mark: explicit mark stack (no recursion: a 10-million-node list is fine),
//!      instances by their class's reference offsets, reference arrays by element;
//!      mark bits in a side bitmap beside the start bits (heap/mod.rs)
//!   4. sweep: over the mark bitmap; the gaps between live objects become
//!      fillers, gaps >= MIN_CHUNK free chunks for later TLABs; dead objects
//!      lose their start bits, a bitmap word at a time (no dead object is read)
//!   5. grow the soft limit when more than half of it is live
//! ```
//!
//! Conservative stack scanning is why objects never move: a word that merely
//! looks like a reference keeps an object alive and in place. It also covers
//! every Rust native holding an `ObjRef` in a local, and compiled frames later,
//! without stack maps. Collection happens only on the thread that allocates,
//! which holds the VM lock; every other thread is blocked with its registers
//! and stack pointer saved and is scanned the same way (runtime/threads.rs;
//! see docs/gc.md for the contract
//! compiled code must keep: references live across a call must be in a stack
//! slot or a callee-saved register).

use super::stack::{interpreter_allocation_skip, scan_thread_stack, StackRoots};
use super::{filler_size, write_filler, Heap, ObjRef, MIN_CHUNK, OBJECT_ALIGNMENT};
use crate::class::{BasicType, Resolved};
use crate::runtime::JavaThread;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Why a collection ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    HeapFull,
    Stress,
    Explicit,
}

impl Cause {
    fn name(self) -> &'static str {
        match self {
            Cause::HeapFull => "Allocation Failure",
            Cause::Stress => "GC Stress",
            Cause::Explicit => "System.gc()",
        }
    }
}

/// Counters for `--stats` and `-verbose:gc`.
#[derive(Default, Debug, Clone)]
pub struct GcStats {
    pub collections: u64,
    pub total_pause: Duration,
    pub pauses: Vec<Duration>,
    pub bytes_reclaimed: u64,
    /// Of `collections`, the nursery (generational) ones (StickyImmix).
    pub nursery_collections: u64,
    /// Old objects remembered by the write barrier's slow path (StickyImmix;
    /// added at each collection).
    pub barrier_slow_paths: u64,
}

impl GcStats {
    pub fn median_pause(&self) -> Duration {
        let mut p = self.pauses.clone();
        p.sort();
        p.get(p.len() / 2).copied().unwrap_or_default()
    }
    pub fn max_pause(&self) -> Duration {
        self.pauses.iter().max().copied().unwrap_or_default()
    }
}

/// Copies the callee-saved registers (System V: rbx, rbp, r12-r15) into memory,
/// so that references held only in registers are seen by the stack scan.
#[inline(never)]
pub(crate) fn spill_registers() -> [usize; 6] {
    let mut regs = [0usize; 6];
    #[cfg(target_arch = "x86_64")]
    // SAFETY: stores six registers into the six-element array; touches nothing else.
    unsafe {
        std::arch::asm!(
            "mov [{0}], rbx",
            "mov [{0} + 8], rbp",
            "mov [{0} + 16], r12",
            "mov [{0} + 24], r13",
            "mov [{0} + 32], r14",
            "mov [{0} + 40], r15",
            in(reg) regs.as_mut_ptr(),
            options(nostack, preserves_flags)
        );
    }
    regs
}

/// The current native stack pointer.
#[inline(always)]
pub fn current_stack_pointer() -> usize {
    let sp: usize;
    #[cfg(target_arch = "x86_64")]
    // SAFETY: reads rsp; no memory access.
    unsafe {
        std::arch::asm!("mov {}, rsp", out(reg) sp, options(nomem, nostack, preserves_flags));
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let marker = 0u8;
        sp = &marker as *const u8 as usize;
    }
    sp
}

struct Marker<'h> {
    heap: &'h Heap,
    high_water: usize,
    stack: Vec<usize>,
    marked_objects: usize,
    /// Weak and phantom references traced, whose referents were not.
    discovered: Vec<usize>,
}

impl Marker<'_> {
    #[inline]
    fn mark(&mut self, address: usize) {
        if self.heap.set_mark(address) {
            self.stack.push(address);
            self.marked_objects += 1;
        }
    }

    /// A precise reference (null or an object start).
    #[inline]
    fn precise(&mut self, obj: ObjRef) {
        if !obj.is_null() {
            debug_assert!(
                self.heap.is_start(obj.0),
                "precise root {:#x} is not an object",
                obj.0
            );
            self.mark(obj.0);
        }
    }

    fn object_containing(&self, address: usize) -> Option<usize> {
        let index = (address - self.heap.start) / OBJECT_ALIGNMENT;
        let mut word_index = index / 64;
        let mut bits = self.heap.start_bits[word_index].load(Ordering::Relaxed)
            & (u64::MAX >> (63 - index % 64));
        loop {
            if bits != 0 {
                let bit = 63 - bits.leading_zeros() as usize;
                let start = self.heap.start + (word_index * 64 + bit) * OBJECT_ALIGNMENT;
                return (address < start + ObjRef(start).heap_size()).then_some(start);
            }
            if word_index == 0 {
                return None;
            }
            word_index -= 1;
            bits = self.heap.start_bits[word_index].load(Ordering::Relaxed);
        }
    }

    fn trace(&mut self) {
        while let Some(address) = self.stack.pop() {
            let obj = ObjRef(address);
            let class = obj.class();
            if class.is_array() {
                if class.element_type() == Some(BasicType::Reference) {
                    for &element in obj.array_slice::<usize>() {
                        if element != 0 {
                            self.mark(element);
                        }
                    }
                }
            } else {
                for &offset in &class.reference_offsets {
                    let field = obj.read::<usize>(offset);
                    if field != 0 {
                        self.mark(field);
                    }
                }
                if class.weak_reference_fields.is_some() {
                    self.discovered.push(address);
                }
            }
        }
    }

    /// After marking: clears the referent of every discovered reference whose
    /// referent is not marked (only weakly reachable) and returns those with a
    /// queue, for Java to enqueue (java/lang/ref/Reference.java).
    fn clear_weak_references(&mut self) -> Vec<ObjRef> {
        let mut to_enqueue = Vec::new();
        for &address in &self.discovered {
            let reference = ObjRef(address);
            let Some((referent_offset, queue_offset)) = reference.class().weak_reference_fields
            else {
                continue;
            };
            let referent = reference.read::<usize>(referent_offset);
            if referent == 0 {
                continue;
            }
            if self.heap.is_marked(referent) {
                continue;
            }
            reference.write::<usize>(referent_offset, 0);
            if reference.read::<usize>(queue_offset) != 0 {
                to_enqueue.push(reference);
            }
        }
        to_enqueue
    }
}

impl StackRoots for Marker<'_> {
    /// A word from a stack: a reference only if it is the start of an object.
    fn exact_candidate(&mut self, word: usize) {
        if word >= self.heap.start
            && word < self.high_water
            && word % OBJECT_ALIGNMENT == 0
            && self.heap.is_start(word)
        {
            self.mark(word);
        }
    }

    /// A word from the native stack or a register: keeps alive the object it
    /// points into, if any. Compiled Rust code may hold only a derived pointer
    /// (an element address in a strength-reduced loop) across an allocation,
    /// so any interior address counts.
    fn native_candidate(&mut self, word: usize) {
        if word < self.heap.start || word >= self.high_water {
            return;
        }
        if let Some(start) = self.object_containing(word) {
            self.mark(start);
        }
    }
}

impl JavaThread {
    /// Runs a full collection. Every thread running Java code must be at a
    /// safepoint; with one Java thread that is the caller itself.
    #[inline(never)]
    pub fn collect_garbage(&mut self, cause: Cause) {
        #[cfg(feature = "mmtk")]
        if self.vm.heap.plan.is_mmtk() {
            return super::mmtk::collect(self, cause);
        }
        // Every other thread stops at a yieldpoint or in a safe state, its
        // registers saved (runtime/safepoint.rs), until `world` is dropped.
        let world = crate::runtime::safepoint::stop_the_world(self);
        let started = Instant::now();
        let registers = spill_registers();
        let stack_pointer = current_stack_pointer();
        let vm = self.vm;
        let heap = &vm.heap;
        self.retire_tlab();
        let high_water = heap.space.lock().high_water;
        let used_before = high_water - heap.start - heap.free_chunk_bytes();
        let mut marker = Marker {
            heap,
            high_water,
            stack: Vec::with_capacity(1024),
            marked_objects: 0,
            discovered: Vec::new(),
        };

        // Precise roots held by classes and the VM.
        for class in vm.all_classes() {
            marker.precise(class.mirror_ref());
            marker.precise(class.initialization_error_ref());
            for field in class
                .fields
                .iter()
                .filter(|f| f.is_static() && f.basic_type.is_reference())
            {
                // SAFETY: static slots of leaked classes live forever.
                let value = unsafe { *class.static_slot(field.offset) };
                marker.precise(ObjRef(value as usize));
            }
            for entry in class.resolved.iter() {
                match entry.get() {
                    Some(Resolved::String(s)) => marker.precise(*s),
                    Some(Resolved::CallSite(site)) => {
                        site.for_each_root(&mut |r| marker.precise(r))
                    }
                    _ => {}
                }
            }
        }
        for s in vm.interned().values() {
            marker.precise(*s);
        }
        for pending in vm.pending_references.lock().iter() {
            marker.precise(*pending);
        }
        if let Some(oom) = vm.preallocated_oom.get() {
            marker.precise(*oom);
        }
        marker.precise(self.pending_exception);
        vm.threads
            .monitors
            .for_each_object(&mut |obj| marker.precise(obj));

        // Conservative roots of this thread: its frames' live slots, its
        // registers and native stack from here up.
        let innermost_skip = interpreter_allocation_skip(self, stack_pointer);
        scan_thread(&mut marker, self, &registers, stack_pointer, innermost_skip);
        // Every other thread is blocked with its registers and stack pointer
        // saved (runtime/threads.rs): the same roots, and its TLAB retired.
        for &other in world.others() {
            // SAFETY: registered threads stay allocated until they unregister,
            // which waits for the registry lock `world` holds; they are stopped.
            let other = unsafe { &mut *other };
            other.retire_tlab();
            marker.precise(other.pending_exception);
            let registers = other.parked_registers;
            scan_thread(&mut marker, other, &registers, other.parked_sp, None);
        }
        marker.trace();
        let cleared = marker.clear_weak_references();
        vm.pending_references.lock().extend(cleared);
        let live_objects = marker.marked_objects;
        drop(marker);

        if verify_enabled() {
            verify(vm, high_water, "before sweep");
        }
        let (live_bytes, chunks) = sweep(heap, high_water);
        if verify_enabled() {
            verify(vm, high_water, "after sweep");
        }
        {
            let mut space = heap.space.lock();
            space.free_chunks = chunks;
            space.next_chunk = 0;
        }
        heap.grow_after_collection(live_bytes);
        std::hint::black_box(&registers);
        drop(world);

        let pause = started.elapsed();
        let mut stats = heap.stats.lock();
        stats.collections += 1;
        stats.total_pause += pause;
        stats.pauses.push(pause);
        stats.bytes_reclaimed += used_before.saturating_sub(live_bytes) as u64;
        if vm.options.verbose_gc {
            let text = format!(
                "[gc #{} full, {}: {}K->{}K ({}K) {} live objects, {:.3} ms]\n",
                stats.collections,
                cause.name(),
                used_before >> 10,
                live_bytes >> 10,
                heap.capacity_bytes() >> 10,
                live_objects,
                pause.as_secs_f64() * 1000.0
            );
            drop(stats);
            vm.output.write(2, text.as_bytes());
        }
    }
}

/// The roots of one thread: its Thread object (precise) and its stacks
/// (conservative: heap/stack.rs).
fn scan_thread(
    marker: &mut Marker,
    thread: &JavaThread,
    registers: &[usize; 6],
    stack_pointer: usize,
    extra_skip: Option<(usize, usize)>,
) {
    marker.precise(thread.thread_object);
    scan_thread_stack(thread, registers, stack_pointer, extra_skip, marker);
}

/// Frees everything in `[start, high_water)` that marking did not reach. The
/// mark bitmap says where the live objects are (every marked address is an
/// object start: marking resolves interior pointers first), so the sweep
/// reads one bitmap word per 512 bytes and the size of each live object,
/// never a dead one: the gaps between live objects (dead objects and old
/// fillers alike) become fillers, those of at least `MIN_CHUNK` bytes free
/// chunks for later TLABs; dead objects lose their start bits (`starts &
/// marks`, a word at a time) and the mark bits are cleared for the next
/// collection. Returns the live bytes and the free chunks in address order.
fn sweep(heap: &Heap, high_water: usize) -> (usize, Vec<(usize, usize)>) {
    let close_run = |start: usize, end: usize, chunks: &mut Vec<(usize, usize)>| {
        write_filler(start, end);
        if end - start >= MIN_CHUNK {
            chunks.push((start, end));
        }
    };
    let words = (high_water - heap.start).div_ceil(OBJECT_ALIGNMENT * 64);
    let mut live = 0usize;
    let mut free_from = heap.start;
    let mut chunks = Vec::new();
    for w in 0..words {
        let marks = heap.mark_bits[w].swap(0, Ordering::Relaxed);
        let starts = heap.start_bits[w].load(Ordering::Relaxed);
        debug_assert!(
            marks & !starts == 0,
            "a marked address is not an object start"
        );
        if starts & !marks != 0 {
            heap.start_bits[w].store(starts & marks, Ordering::Relaxed);
        }
        let mut bits = marks;
        while bits != 0 {
            let at = heap.start + (w * 64 + bits.trailing_zeros() as usize) * OBJECT_ALIGNMENT;
            bits &= bits - 1;
            debug_assert!(at >= free_from, "live objects overlap at {at:#x}");
            if at > free_from {
                close_run(free_from, at, &mut chunks);
            }
            let size = ObjRef(at).heap_size();
            live += size;
            free_from = at + size;
        }
    }
    if free_from < high_water {
        close_run(free_from, high_water, &mut chunks);
    }
    (live, chunks)
}

fn verify_enabled() -> bool {
    static ENABLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("RVM_VERIFY_HEAP").is_some())
}

/// `RVM_VERIFY_HEAP=1`: walks the heap and checks every object's class word
/// and size, aborting with a description at the first inconsistency (a
/// debugging aid for collector work, like HotSpot's VerifyAfterGC).
fn verify(vm: &crate::runtime::Vm, high_water: usize, when: &str) {
    let classes: std::collections::HashSet<usize> = vm
        .all_classes()
        .into_iter()
        .map(|c| c as *const crate::class::Class as usize)
        .collect();
    let heap = &vm.heap;
    let mut at = heap.start;
    let mut previous = 0usize;
    while at < high_water {
        let obj = ObjRef(at);
        let word = obj.read::<usize>(0);
        let size = match filler_size(obj) {
            Some(size) => size,
            None if classes.contains(&word) => obj.heap_size(),
            None => panic!("heap verification ({when}): bad class word {word:#x} at {at:#x} (offset {}), previous object at {previous:#x}", at - heap.start),
        };
        if size == 0 || at + size > high_water {
            panic!("heap verification ({when}): size {size} at {at:#x} runs past the heap end {high_water:#x}");
        }
        previous = at;
        at += size;
    }
}
