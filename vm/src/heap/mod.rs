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
//! feature). Under MMTk the region above stays a token 4 MiB and a thread's
//! TLAB is a cached copy of its MMTk allocator's bump pointer (Immix's and
//! NoGC's cursor and limit; MarkSweep has none and keeps it {0, 0}): the
//! same fast path, in Rust and in compiled code, bumps it, and its start bit
//! is MMTk's valid-object (VO) bit, because the start-bit geometry
//! (`bits_origin`, `bits_base`) is then MMTk's: one bit per 8 bytes from
//! address 0, little-endian, at MMTk's VO-bit table. `allocate_slow` hands
//! the cursor back to MMTk and loads the new buffer (mmtk/mod.rs, `allocate`).
//!
//! The write barrier: a generational plan (StickyImmix) must learn of every
//! reference stored into an old object. Every store of a reference into a
//! heap object is followed by [`write_barrier`] (Rust: the interpreter,
//! natives, `ObjRef::write_ref`/`write_typed`) or its inline copy in compiled
//! code (the JIT tiers read [`Heap::write_barrier_base`] through their
//! translation options: none, and no code, for a plan without a barrier):
//!
//! ```text
//! store ref into obj --> unlog bit of obj (byte base + (obj >> 6), bit (obj >> 3) & 7)
//!     clear (young, or already logged) --> done
//!     set (old, first store since the last collection) --> mmtk::remember(obj)
//! ```

pub mod gc;
mod locals_map;
#[cfg(feature = "mmtk")]
pub mod mmtk;
pub mod object;
mod stack;

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
    /// MMTk's StickyImmix: Immix with generational (nursery) collections
    /// through sticky mark bits and the object-remembering write barrier
    /// (heap/mmtk/, `write_barrier`).
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

    /// Whether the plan needs a write barrier after reference stores (the
    /// generational one: old objects are not traced by nursery collections).
    pub fn needs_write_barrier(self) -> bool {
        self == GcPlan::StickyImmix
    }

    /// Whether this build can run the plan, with `gc_stress` (`--gc-stress`)
    /// and `gc_threads` (`--gc-threads`, 0 when not given), or the message
    /// that says why not (checked before the program runs).
    pub fn check_available(self, gc_stress: u32, gc_threads: usize) -> Result<(), String> {
        let name = self.name();
        if !self.is_mmtk() {
            // rvm's collector marks and sweeps on the thread that allocates:
            // asking for more GC threads would silently do nothing.
            if gc_threads > 1 {
                return Err(format!(
                    "--gc-threads={gc_threads}: rvm's collector (--gc=rvm) is single-threaded; parallel GC threads need an MMTk plan (--gc=immix or --gc=marksweep)"
                ));
            }
            return Ok(());
        }
        if gc_threads != 0 && self == GcPlan::NoGc {
            return Err(format!(
                "--gc-threads={gc_threads}: --gc=nogc never collects, so it has no GC threads"
            ));
        }
        if cfg!(not(feature = "mmtk")) {
            return Err(format!(
                "--gc={name}: rvm was built without MMTk: rebuild with `cargo build --release --features mmtk`"
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
    /// Where the fast path's start bits are (`mark_start`, `count_starts`,
    /// `inline_allocation_layout`): bit `i` of the 64-bit word at
    /// `bits_base + 8 * (i / 64)` stands for the 8 bytes at `bits_origin + 8
    /// * i`. rvm's collector: `start` and `start_bits`; MMTk: 0 and its VO-bit
    /// table, whose byte `vo_base + (a >> 6)`, bit `(a >> 3) & 7`, is the same
    /// bit of a little-endian word.
    bits_origin: usize,
    bits_base: usize,
    /// The collector's mark bits, in the same geometry as `start_bits`: set
    /// during marking, consumed and cleared by the sweep (heap/gc.rs), which
    /// then reads only these words and the live objects, not every object.
    mark_bits: Box<[AtomicU64]>,
    /// Objects and bytes allocated since start-up (flushed from threads).
    pub allocated_objects: AtomicU64,
    pub allocated_bytes: AtomicU64,
    /// Allocations that missed the TLAB fast path (`allocate_slow`: a TLAB
    /// refill, or MMTk's allocation path), for `--stats`.
    pub slow_allocations: AtomicU64,
    /// Live bytes after the last collection (for the growth policy).
    live_after_last_gc: AtomicUsize,
    pub stats: Mutex<gc::GcStats>,
}

/// The unlog-bit table of a plan with a write barrier, 0 without one (the
/// default collector, Immix, MarkSweep, NoGC): set once at start-up by
/// `mmtk::init`, before any Java code runs.
pub(crate) static BARRIER_BASE: AtomicUsize = AtomicUsize::new(0);

/// The write barrier after a reference is stored into the heap object `obj`
/// (a field, an element; `obj` non-null): nothing unless the plan is
/// generational and `obj` is old and not yet remembered, the unlog-bit test
/// that compiled code inlines (docs/gc.md, "The write barrier"). Without the
/// `mmtk` feature it is empty.
#[inline(always)]
pub fn write_barrier(obj: ObjRef) {
    #[cfg(feature = "mmtk")]
    {
        let base = BARRIER_BASE.load(Ordering::Relaxed);
        if base != 0 {
            // SAFETY: `obj` is in an MMTk space, whose side metadata (the
            // unlog bits among it) MMTk maps with the space.
            let byte = unsafe { *((base + (obj.0 >> 6)) as *const u8) };
            if (byte >> ((obj.0 >> 3) & 7)) & 1 != 0 {
                mmtk::remember(obj);
            }
        }
    }
    #[cfg(not(feature = "mmtk"))]
    let _ = obj;
}

/// The write barrier's slow path for compiled code
/// (`RuntimeHelper::WriteBarrierSlow`): its inline test found `obj`'s unlog
/// bit set. Compiled code calls it only when `Heap::write_barrier_base` gave
/// a table, so only in a build with MMTk.
///
/// # Safety
/// `obj` is a heap object (compiled code passes the object it stored into).
pub unsafe extern "sysv64" fn jit_write_barrier_slow(obj: usize) {
    #[cfg(feature = "mmtk")]
    mmtk::remember(ObjRef(obj));
    #[cfg(not(feature = "mmtk"))]
    unreachable!("write barrier slow path for {obj:#x} without a plan that has a barrier");
}

#[inline(always)]
fn align(size: usize) -> usize {
    (size + OBJECT_ALIGNMENT - 1) & !(OBJECT_ALIGNMENT - 1)
}

impl Heap {
    /// Reserves `max_bytes` of zeroed, lazily committed memory; `initial_bytes`
    /// is the first soft limit.
    /// Under an MMTk plan (`plan`), MMTk is started instead, its heap growing
    /// from `initial_bytes` to `max_bytes` (heap/mmtk/trigger.rs).
    /// `gc_threads` (`--gc-threads`, 0: one per core) is the number of MMTk's
    /// parallel GC workers; rvm's collector runs on one thread.
    pub fn new(
        max_bytes: usize,
        initial_bytes: usize,
        plan: GcPlan,
        gc_threads: usize,
    ) -> Result<Heap, String> {
        let max_heap = max_bytes;
        if max_heap < MIN_MAX_HEAP {
            return Err(format!(
                "too small maximum heap: -Xmx{}k (at least {} MiB)",
                max_heap >> 10,
                MIN_MAX_HEAP >> 20
            ));
        }
        // MMTk's VO-bit table, where the fast path sets start bits.
        let vo_bits: Option<usize> = if plan.is_mmtk() {
            #[cfg(feature = "mmtk")]
            {
                mmtk::init(plan, initial_bytes, max_heap, gc_threads)?;
                Some(mmtk::vo_bit_base())
            }
            #[cfg(not(feature = "mmtk"))]
            return Err(format!("--gc={}: rvm was built without MMTk", plan.name()));
        } else {
            None
        };
        #[cfg(not(feature = "mmtk"))]
        let _ = gc_threads;
        let (max_bytes, initial_bytes) = if plan.is_mmtk() {
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
        let (bits_origin, bits_base) =
            vo_bits.map_or((start, start_bits.as_ptr() as usize), |vo| (0, vo));
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
            bits_origin,
            bits_base,
            mark_bits,
            allocated_objects: AtomicU64::new(0),
            allocated_bytes: AtomicU64::new(0),
            slow_allocations: AtomicU64::new(0),
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
        #[cfg(feature = "mmtk")]
        if self.plan.is_mmtk() {
            // Grows between -Xms and -Xmx (heap/mmtk/trigger.rs); capped at
            // -Xmx for NoGC, whose MMTk limit is above it.
            return mmtk::capacity_bytes().min(self.max_heap);
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
            return self.capacity_bytes().saturating_sub(self.used_bytes());
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

    /// What compiled code needs for the write barrier after a reference
    /// store, or `None` when the plan has no barrier (then no barrier code
    /// at all is emitted): the address of the unlog-bit table, whose byte
    /// `base + (obj >> 6)` bit `(obj >> 3) & 7` is set for an old object not
    /// yet remembered since the last collection (MMTk's object barrier,
    /// `plan/barriers.rs`). The slow path is
    /// `RuntimeHelper::WriteBarrierSlow(obj)`. Never moves.
    pub fn write_barrier_base(&self) -> Option<usize> {
        match BARRIER_BASE.load(Ordering::Relaxed) {
            0 => None,
            base => Some(base),
        }
    }

    /// What compiled code needs to allocate inline (bump the TLAB, set the
    /// start bit, write the class word): the origin of the start bits and
    /// the address of their words (one bit per `OBJECT_ALIGNMENT` bytes from
    /// the origin, 64 bits per word): rvm's region and bitmap, or 0 and
    /// MMTk's VO-bit table. Neither ever moves.
    pub fn inline_allocation_layout(&self) -> (usize, usize) {
        (self.bits_origin, self.bits_base)
    }

    /// The start-bit word for `address` and its bit, in the fast path's
    /// geometry (`bits_origin`, `bits_base`).
    #[inline(always)]
    fn start_bit_cell(&self, address: usize) -> (&AtomicU64, u64) {
        let index = (address - self.bits_origin) / OBJECT_ALIGNMENT;
        let word = (self.bits_base + (index / 64) * 8) as *const AtomicU64;
        // SAFETY: `address` is in a TLAB (rvm's region, or an MMTk bump
        // region), so its word is inside `start_bits` or MMTk's VO-bit table,
        // which MMTk maps with the space; both live as long as the process.
        (unsafe { &*word }, 1u64 << (index % 64))
    }

    /// Records that an object starts at `address` (called on every TLAB
    /// allocation; under MMTk, sets its VO bit).
    #[inline(always)]
    pub fn mark_start(&self, address: usize) {
        let (cell, bit) = self.start_bit_cell(address);
        // One thread allocates into a given 512-byte span, so a plain load
        // and store suffice, with threads running in parallel too: rvm's
        // TLABs are disjoint and start and end on 512-byte boundaries
        // (`refill`); an MMTk bump region lies in an Immix block (32 KiB,
        // aligned) or NoGC pages that one thread's allocator owns until the
        // next collection, and LOS objects are page-aligned (docs/gc.md).
        cell.store(cell.load(Ordering::Relaxed) | bit, Ordering::Relaxed);
    }

    /// The objects that start in `[from, to)` (their start bits): what a
    /// thread allocated there since its TLAB was last counted.
    fn count_starts(&self, from: usize, to: usize) -> u64 {
        if from >= to {
            return 0;
        }
        let first = (from - self.bits_origin) / OBJECT_ALIGNMENT;
        let last = (to - self.bits_origin) / OBJECT_ALIGNMENT; // exclusive
        let mut count = 0u64;
        let mut index = first;
        while index < last {
            let word = index / 64;
            let low = index % 64;
            let high = (last - word * 64).min(64);
            let (cell, _) = self.start_bit_cell(self.bits_origin + word * 64 * OBJECT_ALIGNMENT);
            let mut bits = cell.load(Ordering::Relaxed) >> low;
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

    /// `--stats`: how allocations were served (appended to the launcher's
    /// counters).
    pub fn stats_text(&self) -> String {
        let objects = self.allocated_objects.load(Ordering::Relaxed);
        let slow = self.slow_allocations.load(Ordering::Relaxed);
        let per_mille = if objects == 0 {
            0.0
        } else {
            slow as f64 * 1000.0 / objects as f64
        };
        let mut text = format!(
            "  allocation slow path {slow} ({per_mille:.2} per 1000 objects; --gc={})\n",
            self.plan.name()
        );
        if self.plan.needs_write_barrier() {
            let stats = self.stats.lock();
            text += &format!(
                "  collections {} nursery, {} full; write barrier slow path {}\n",
                stats.nursery_collections,
                stats.collections - stats.nursery_collections,
                stats.barrier_slow_paths
            );
        }
        text
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

    /// The TLAB is full: a new TLAB, a collection, a larger heap, or `None`
    /// (OutOfMemoryError). Sets the start bit. Under MMTk: MMTk's allocation
    /// path, which refills the TLAB from the allocator's bump pointer.
    #[cold]
    fn allocate_slow(&mut self, size: usize) -> Option<usize> {
        let vm = self.vm;
        vm.heap.slow_allocations.fetch_add(1, Ordering::Relaxed);
        #[cfg(feature = "mmtk")]
        if vm.heap.plan.is_mmtk() {
            // The fast path's objects since the last count, then MMTk (which
            // loads the TLAB with its allocator's new bump region).
            self.count_tlab();
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
    /// Under MMTk the rest of the buffer goes back to the thread's allocator
    /// (no filler: MMTk's memory needs none).
    pub(crate) fn retire_tlab(&mut self) {
        self.count_tlab();
        #[cfg(feature = "mmtk")]
        if self.vm.heap.plan.is_mmtk() {
            return mmtk::detach_tlab(self);
        }
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
