//! The heap: one region reserved at start-up (`-Xmx`), handed out to threads as
//! thread-local allocation buffers (TLABs), reclaimed by the mark-sweep
//! collector in `gc.rs`. The design and its reasons are in `docs/gc.md`.
//!
//! ```text
//! reserved  [start ............................................................ end)
//! used      [start ...... high_water)   virgin (zero pages) [high_water .. limit)
//!             objects, fillers, free chunks                    limit grows up to -Xmx
//!
//! JavaThread::allocate: bump inside its TLAB [cursor, end) -- the fast path
//!     TLAB full --> Heap::refill: next free chunk (zeroed) or a piece of virgin space
//!     nothing left --> collect (gc.rs) --> refill --> grow the limit --> OutOfMemoryError
//! ```
//!
//! Every byte below `high_water` is walkable: an object (size from its class),
//! or a filler (`FILLER_WORD`: 8 bytes; `FILLER_CHUNK`: size at offset 8) left
//! where memory is free. A bitmap marks where objects start, so a conservative
//! root (any word on a stack) can be checked, and interior pointers mapped to
//! their object.
//!
//! `--gc` chooses who manages the heap ([`GcPlan`]): this collector (`rvm`,
//! the default) or an MMTk plan (`mmtk/`, only in a build with the `mmtk`
//! feature). Under MMTk the region above stays a token 4 MiB, every thread's
//! TLAB stays {0, 0} so that every allocation (inline ones in compiled code
//! included) takes `allocate_slow`, which hands it to MMTk.

pub mod gc;
#[cfg(feature = "mmtk")]
pub mod mmtk;
pub mod object;

pub use object::ObjRef;

use crate::class::Class;
use object::{FILLER_CHUNK, FILLER_WORD};
use parking_lot::Mutex;
use std::alloc::{alloc_zeroed, Layout};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Every object starts on an 8-byte boundary and is a multiple of 8 bytes long.
pub const OBJECT_ALIGNMENT: usize = 8;
/// Virgin space is handed out in pieces of this size (a TLAB).
pub const TLAB_SIZE: usize = 256 << 10;
/// Free runs smaller than this are left as fillers rather than reused.
pub const MIN_CHUNK: usize = 256;
/// The smallest `-Xmx` accepted (java refuses 1 MiB as "Too small maximum
/// heap"; below 2 MiB rvm could not load the core classes either).
pub const MIN_MAX_HEAP: usize = 2 << 20;
/// TLABs start and end on this boundary: one start-bit word covers 512
/// bytes, so two threads never write the same word (`mark_start`).
const TLAB_ALIGNMENT: usize = 64 * OBJECT_ALIGNMENT;

/// A thread's allocation buffer: objects are bumped into `[cursor, end)`.
#[derive(Debug, Default, Clone, Copy)]
pub struct Tlab {
    pub cursor: usize,
    pub end: usize,
    /// Where the allocations not yet counted for `--stats` begin: compiled
    /// code and the fast path bump `cursor` only, and `JavaThread::count_tlab`
    /// counts the objects between the two from their start bits.
    pub counted: usize,
}

/// Who manages the heap (`--gc`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GcPlan {
    /// rvm's own stop-the-world, non-moving mark-sweep collector (gc.rs).
    #[default]
    Rvm,
    /// MMTk's NoGC: allocates and never collects (debugging; heap/mmtk/).
    NoGc,
    /// MMTk's MarkSweep: non-moving, parallel GC workers (heap/mmtk/).
    MarkSweep,
    /// MMTk's Immix: mark-region, defragmenting (moves objects that no
    /// conservative root pins), parallel GC workers (heap/mmtk/).
    Immix,
    /// MMTk's StickyImmix (not bound yet).
    StickyImmix,
}

impl GcPlan {
    /// The `--gc` spelling.
    pub fn name(self) -> &'static str {
        match self {
            GcPlan::Rvm => "rvm",
            GcPlan::NoGc => "nogc",
            GcPlan::MarkSweep => "marksweep",
            GcPlan::Immix => "immix",
            GcPlan::StickyImmix => "stickyimmix",
        }
    }

    pub fn is_mmtk(self) -> bool {
        self != GcPlan::Rvm
    }

    /// Whether this build can run the plan, with `gc_stress` (`--gc-stress`),
    /// or the message that says why not (checked before the program runs).
    pub fn check_available(self, gc_stress: u32) -> Result<(), String> {
        let name = self.name();
        if !self.is_mmtk() {
            return Ok(());
        }
        if cfg!(not(feature = "mmtk")) {
            return Err(format!(
                "--gc={name}: rvm was built without MMTk: rebuild with `cargo build --release --features mmtk`"
            ));
        }
        if !matches!(self, GcPlan::NoGc | GcPlan::MarkSweep | GcPlan::Immix) {
            return Err(format!(
                "--gc={name}: this MMTk plan is not bound yet (only --gc=nogc, --gc=marksweep and --gc=immix are; issue 28)"
            ));
        }
        if gc_stress != 0 && self == GcPlan::NoGc {
            return Err(format!(
                "--gc-stress collects every N allocations, but --gc={name} never collects"
            ));
        }
        Ok(())
    }
}

/// A thread's MMTk mutator: its allocators (heap/mmtk/). Nothing in a build
/// without MMTk.
#[cfg(feature = "mmtk")]
pub type ThreadMutator = mmtk::ThreadMutator;
#[cfg(not(feature = "mmtk"))]
#[derive(Default)]
pub struct ThreadMutator;

struct Space {
    /// Free chunks found by the last sweep, in address order; those before
    /// `next_chunk` have been handed out.
    free_chunks: Vec<(usize, usize)>,
    next_chunk: usize,
    /// End of the part of the region ever handed out.
    high_water: usize,
    /// Current soft limit: virgin space is handed out only below it.
    limit: usize,
}

pub struct Heap {
    /// `--gc`: under an MMTk plan, MMTk owns the Java heap and the region
    /// below is a token 4 MiB that holds nothing.
    pub plan: GcPlan,
    /// `-Xmx`.
    max_heap: usize,
    start: usize,
    end: usize,
    space: Mutex<Space>,
    /// One bit per 8 bytes of the region: set where an object starts.
    start_bits: Box<[AtomicU64]>,
    /// The collector's mark bits, in the same geometry as `start_bits`: set
    /// during marking, consumed and cleared by the sweep (heap/gc.rs), which
    /// then reads only these words and the live objects, not every object.
    mark_bits: Box<[AtomicU64]>,
    /// Objects and bytes allocated since start-up (flushed from threads).
    pub allocated_objects: AtomicU64,
    pub allocated_bytes: AtomicU64,
    /// Live bytes after the last collection (for the growth policy).
    live_after_last_gc: AtomicUsize,
    pub stats: Mutex<gc::GcStats>,
}

#[inline(always)]
fn align(size: usize) -> usize {
    (size + OBJECT_ALIGNMENT - 1) & !(OBJECT_ALIGNMENT - 1)
}

impl Heap {
    /// Reserves `max_bytes` of zeroed, lazily committed memory; `initial_bytes`
    /// is the first soft limit.
    /// Under an MMTk plan (`plan`), MMTk is started instead, with `max_bytes`.
    pub fn new(max_bytes: usize, initial_bytes: usize, plan: GcPlan) -> Result<Heap, String> {
        let max_heap = max_bytes;
        if max_heap < MIN_MAX_HEAP {
            return Err(format!(
                "too small maximum heap: -Xmx{}k (at least {} MiB)",
                max_heap >> 10,
                MIN_MAX_HEAP >> 20
            ));
        }
        let (max_bytes, initial_bytes) = if plan.is_mmtk() {
            #[cfg(feature = "mmtk")]
            mmtk::init(plan, initial_bytes, max_heap)?;
            (4 << 20, 4 << 20)
        } else {
            (max_bytes, initial_bytes)
        };
        let max_bytes = align(max_bytes.max(1 << 20));
        // Alignment 16 keeps this on calloc, which maps fresh zero pages lazily for
        // large sizes; a larger alignment would make the allocator memset the region.
        let layout = Layout::from_size_align(max_bytes, 16)
            .map_err(|e| format!("invalid heap size {max_bytes}: {e}"))?;
        // SAFETY: the layout has a non-zero size; the region is never freed (the
        // heap lives as long as the process).
        let start = unsafe { alloc_zeroed(layout) } as usize;
        if start == 0 {
            return Err(format!(
                "could not reserve a heap of {} MiB",
                max_bytes >> 20
            ));
        }
        let words = max_bytes / OBJECT_ALIGNMENT / 64 + 1;
        let start_bits = zeroed_bits(words);
        let mark_bits = zeroed_bits(words);
        let limit = start + align(initial_bytes.clamp((4 << 20).min(max_bytes), max_bytes));
        Ok(Heap {
            plan,
            max_heap,
            start,
            end: start + max_bytes,
            space: Mutex::new(Space {
                free_chunks: Vec::new(),
                next_chunk: 0,
                high_water: start,
                limit,
            }),
            start_bits,
            mark_bits,
            allocated_objects: AtomicU64::new(0),
            allocated_bytes: AtomicU64::new(0),
            live_after_last_gc: AtomicUsize::new(0),
            stats: Mutex::new(gc::GcStats::default()),
        })
    }

    /// Bytes of the region handed out so far (objects, fillers, TLABs).
    pub fn used_bytes(&self) -> usize {
        #[cfg(feature = "mmtk")]
        if self.plan.is_mmtk() {
            return mmtk::used_bytes();
        }
        self.space.lock().high_water - self.start
    }

    /// The current soft limit (what `Runtime.totalMemory` reports).
    pub fn capacity_bytes(&self) -> usize {
        if self.plan.is_mmtk() {
            // MMTk's heap has a fixed size.
            return self.max_heap;
        }
        self.space.lock().limit - self.start
    }

    /// `-Xmx`.
    pub fn max_bytes(&self) -> usize {
        if self.plan.is_mmtk() {
            return self.max_heap;
        }
        self.end - self.start
    }

    /// Free bytes under the soft limit as of the last collection (an estimate,
    /// as `Runtime.freeMemory` is).
    pub fn free_bytes(&self) -> usize {
        if self.plan.is_mmtk() {
            return self.max_heap.saturating_sub(self.used_bytes());
        }
        let space = self.space.lock();
        space.unused_chunk_bytes() + (space.limit - space.high_water)
    }

    /// Bytes in free chunks not handed out yet.
    pub(crate) fn free_chunk_bytes(&self) -> usize {
        self.space.lock().unused_chunk_bytes()
    }

    #[inline(always)]
    fn bit_position(&self, address: usize) -> (usize, u64) {
        let index = (address - self.start) / OBJECT_ALIGNMENT;
        (index / 64, 1u64 << (index % 64))
    }

    /// What compiled code needs to allocate inline (bump the TLAB, set the
    /// start bit, write the class word): the region's start and the address
    /// of the start-bit words (one bit per `OBJECT_ALIGNMENT` bytes from
    /// `start`, 64 bits per word). Neither ever moves.
    pub fn inline_allocation_layout(&self) -> (usize, usize) {
        (self.start, self.start_bits.as_ptr() as usize)
    }

    /// Records that an object starts at `address` (called on every allocation).
    #[inline(always)]
    pub fn mark_start(&self, address: usize) {
        let (word, bit) = self.bit_position(address);
        // One thread allocates into a given 512-byte span (TLABs are disjoint,
        // start and end on 512-byte boundaries: `refill`), so a plain load
        // and store suffice, with threads running in parallel too.
        let cell = &self.start_bits[word];
        cell.store(cell.load(Ordering::Relaxed) | bit, Ordering::Relaxed);
    }

    /// The objects that start in `[from, to)` (their start bits): what a
    /// thread allocated there since its TLAB was last counted.
    fn count_starts(&self, from: usize, to: usize) -> u64 {
        if from >= to {
            return 0;
        }
        let first = (from - self.start) / OBJECT_ALIGNMENT;
        let last = (to - self.start) / OBJECT_ALIGNMENT; // exclusive
        let mut count = 0u64;
        let mut index = first;
        while index < last {
            let word = index / 64;
            let low = index % 64;
            let high = (last - word * 64).min(64);
            let mut bits = self.start_bits[word].load(Ordering::Relaxed) >> low;
            if high - low < 64 {
                bits &= (1u64 << (high - low)) - 1;
            }
            count += bits.count_ones() as u64;
            index = word * 64 + high;
        }
        count
    }

    fn is_start(&self, address: usize) -> bool {
        let (word, bit) = self.bit_position(address);
        self.start_bits[word].load(Ordering::Relaxed) & bit != 0
    }

    /// Sets the mark bit of the object at `address`; false if it was set
    /// already. Marking runs on one thread with the world stopped.
    #[inline(always)]
    fn set_mark(&self, address: usize) -> bool {
        let (word, bit) = self.bit_position(address);
        let cell = &self.mark_bits[word];
        let old = cell.load(Ordering::Relaxed);
        cell.store(old | bit, Ordering::Relaxed);
        old & bit == 0
    }

    fn is_marked(&self, address: usize) -> bool {
        let (word, bit) = self.bit_position(address);
        self.mark_bits[word].load(Ordering::Relaxed) & bit != 0
    }

    /// Gives `tlab` a new buffer of at least `min_size` bytes (retiring the
    /// rest of the old one as a filler). Returns false when the heap is full
    /// up to its soft limit.
    pub fn refill(&self, tlab: &mut Tlab, min_size: usize) -> bool {
        let min_size = align(min_size);
        retire(tlab);
        let mut space = self.space.lock();
        let piece = (min_size.max(TLAB_SIZE) + TLAB_ALIGNMENT - 1) & !(TLAB_ALIGNMENT - 1);
        while space.next_chunk < space.free_chunks.len() {
            let (chunk_start, chunk_end) = space.free_chunks[space.next_chunk];
            // Only the 512-byte-aligned middle of a chunk becomes a TLAB, so
            // no start-bit word is shared by two threads' buffers (see
            // `mark_start`); the ends stay fillers.
            let start = (chunk_start + TLAB_ALIGNMENT - 1) & !(TLAB_ALIGNMENT - 1);
            let aligned_end = chunk_end & !(TLAB_ALIGNMENT - 1);
            if aligned_end > start && aligned_end - start >= min_size {
                // At most one TLAB-sized piece per refill: after a collection
                // that left little alive, a chunk can be most of the heap, and
                // clearing all of it at once would push it through memory
                // twice (cleared now, written by the program later). A piece
                // is cleared while it fits the cache, just before use; the rest
                // stays a chunk (with a filler, so the heap stays walkable).
                let end = if aligned_end - start > piece + MIN_CHUNK {
                    let next = space.next_chunk;
                    space.free_chunks[next].0 = start + piece;
                    write_filler(start + piece, chunk_end);
                    start + piece
                } else {
                    space.next_chunk += 1;
                    write_filler(aligned_end, chunk_end);
                    aligned_end
                };
                // Reused memory holds dead objects: clear it before handing it out.
                // SAFETY: the range lies inside the chunk, inside the heap
                // region, and holds no live object.
                unsafe { std::ptr::write_bytes(start as *mut u8, 0, end - start) };
                write_filler(chunk_start, start);
                *tlab = Tlab {
                    cursor: start,
                    end,
                    counted: start,
                };
                return true;
            }
            space.next_chunk += 1;
        }
        // Virgin space, in TLAB-sized pieces aligned to 512 bytes.
        let unaligned = space.high_water;
        let start = (unaligned + TLAB_ALIGNMENT - 1) & !(TLAB_ALIGNMENT - 1);
        if start > unaligned && start <= space.limit {
            write_filler(unaligned, start);
            space.high_water = start;
        }
        let start = space.high_water;
        if start + min_size > space.limit {
            return false;
        }
        let end = (start + piece).min(space.limit);
        space.high_water = end;
        *tlab = Tlab {
            cursor: start,
            end,
            counted: start,
        };
        true
    }

    /// Raises the soft limit so that at least `needed` more bytes fit, doubling
    /// it up to `-Xmx`. Returns false at `-Xmx`.
    pub fn grow(&self, needed: usize) -> bool {
        let mut space = self.space.lock();
        if space.limit >= self.end {
            return false;
        }
        let current = space.limit - self.start;
        let wanted = (space.high_water + needed + MIN_CHUNK).max(self.start + current * 2);
        space.limit = wanted.min(self.end);
        space.limit - space.high_water >= needed
    }

    /// Should the heap grow after a collection that left `live` bytes?
    fn grow_after_collection(&self, live: usize) {
        self.live_after_last_gc.store(live, Ordering::Relaxed);
        let mut space = self.space.lock();
        let capacity = space.limit - self.start;
        if live * 2 > capacity && space.limit < self.end {
            space.limit = (self.start + capacity * 2).min(self.end);
        }
    }

    pub fn contains(&self, address: usize) -> bool {
        address >= self.start && address < self.end
    }

    /// Records `count` objects and `bytes` allocated by a thread.
    pub fn add_allocation_counts(&self, count: u64, bytes: u64) {
        self.allocated_objects.fetch_add(count, Ordering::Relaxed);
        self.allocated_bytes.fetch_add(bytes, Ordering::Relaxed);
    }
}

/// `words` zeroed bitmap words from `alloc_zeroed`, so that the pages of a
/// bitmap sized for `-Xmx` are committed only where the heap is used (a
/// `Vec` built by pushing zeros would touch all of it at start-up).
fn zeroed_bits(words: usize) -> Box<[AtomicU64]> {
    let zeros: Box<[u64]> = vec![0u64; words].into_boxed_slice();
    // SAFETY: `AtomicU64` has the size, alignment and bit validity of `u64`.
    unsafe { Box::from_raw(Box::into_raw(zeros) as *mut [AtomicU64]) }
}

impl Space {
    fn unused_chunk_bytes(&self) -> usize {
        self.free_chunks[self.next_chunk..]
            .iter()
            .map(|(s, e)| e - s)
            .sum()
    }
}

/// The size of the filler at `obj`, or `None` if an object starts there
/// (the reading side of `write_filler`).
pub fn filler_size(obj: ObjRef) -> Option<usize> {
    match obj.read::<usize>(0) {
        FILLER_WORD => Some(OBJECT_ALIGNMENT),
        FILLER_CHUNK => Some(obj.read::<usize>(8)),
        _ => None,
    }
}

/// Turns the unused rest of a TLAB into a filler so the heap stays walkable.
pub fn retire(tlab: &mut Tlab) {
    if tlab.cursor < tlab.end {
        write_filler(tlab.cursor, tlab.end);
    }
    *tlab = Tlab::default();
}

/// Marks `[start, end)` as free space that heap walks step over.
pub fn write_filler(start: usize, end: usize) {
    let size = end - start;
    debug_assert!(size % OBJECT_ALIGNMENT == 0);
    let filler = ObjRef(start);
    if size == OBJECT_ALIGNMENT {
        filler.write::<usize>(0, FILLER_WORD);
    } else if size > 0 {
        filler.write::<usize>(0, FILLER_CHUNK);
        filler.write::<usize>(8, size);
    }
}

/// Gives `thread`, which is being registered, its MMTk mutator; nothing
/// under rvm's collector. Called by `Threads::register` under the registry
/// lock, before anyone else can see the thread.
pub(crate) fn bind_mutator(thread: *mut crate::runtime::JavaThread) {
    #[cfg(feature = "mmtk")]
    mmtk::bind_mutator(thread);
    #[cfg(not(feature = "mmtk"))]
    let _ = thread;
}

/// Destroys `thread`'s MMTk mutator, if it has one. Called by
/// `Threads::unregister` under the registry lock, on the ending thread.
pub(crate) fn destroy_mutator(thread: *mut crate::runtime::JavaThread) {
    #[cfg(feature = "mmtk")]
    mmtk::destroy_mutator(thread);
    #[cfg(not(feature = "mmtk"))]
    let _ = thread;
}

impl crate::runtime::JavaThread {
    /// Allocates `size` bytes (header included) for an object of `class`: the
    /// one allocation path of the VM. Memory is zeroed; only the class word is set.
    #[inline]
    pub fn allocate(&mut self, class: &'static Class, size: usize) -> Option<ObjRef> {
        let size = align(size);
        if self.gc_stress_every != 0 {
            self.gc_stress_countdown -= 1;
            if self.gc_stress_countdown == 0 {
                self.gc_stress_countdown = self.gc_stress_every;
                self.collect_garbage(gc::Cause::Stress);
            }
        }
        let cursor = self.tlab.cursor;
        let address = if cursor + size <= self.tlab.end {
            self.tlab.cursor = cursor + size;
            self.vm.heap.mark_start(cursor);
            cursor
        } else {
            self.allocate_slow(size)?
        };
        let obj = ObjRef(address);
        obj.write::<*const Class>(object::CLASS_OFFSET, class as *const Class);
        Some(obj)
    }

    /// The TLAB is full (always, under MMTk): a new TLAB, a collection, a
    /// larger heap, or `None` (OutOfMemoryError). Sets the start bit.
    #[cold]
    fn allocate_slow(&mut self, size: usize) -> Option<usize> {
        let vm = self.vm;
        #[cfg(feature = "mmtk")]
        if vm.heap.plan.is_mmtk() {
            let address = mmtk::allocate(self, size)?;
            self.allocated_objects += 1;
            self.allocated_bytes += size as u64;
            return Some(address);
        }
        let mut collected = false;
        loop {
            self.count_tlab();
            if vm.heap.refill(&mut self.tlab, size) {
                let address = self.tlab.cursor;
                self.tlab.cursor += size;
                vm.heap.mark_start(address);
                return Some(address);
            }
            if !collected {
                self.collect_garbage(gc::Cause::HeapFull);
                collected = true;
                continue;
            }
            if !vm.heap.grow(size) {
                return None;
            }
        }
    }

    /// Counts the objects and bytes allocated in the TLAB since it was last
    /// counted (the allocation paths do not count: they only bump the
    /// cursor and set start bits). Called before the TLAB is retired.
    pub(crate) fn count_tlab(&mut self) {
        let (from, to) = (self.tlab.counted, self.tlab.cursor);
        if to > from {
            self.allocated_objects += self.vm.heap.count_starts(from, to);
            self.allocated_bytes += (to - from) as u64;
            self.tlab.counted = to;
        }
    }

    /// Counts and retires this thread's TLAB (a collection, the thread's end).
    pub(crate) fn retire_tlab(&mut self) {
        self.count_tlab();
        retire(&mut self.tlab);
    }

    /// Adds this thread's allocation counters to the heap's (for `--stats`).
    pub fn flush_allocation_counts(&mut self) {
        self.count_tlab();
        self.vm
            .heap
            .add_allocation_counts(self.allocated_objects, self.allocated_bytes);
        self.allocated_objects = 0;
        self.allocated_bytes = 0;
    }
}
