//! The heap-growth policy of MMTk's collecting plans (`gc_trigger=Delegated`:
//! MMTk asks `Collection::create_gc_trigger`, collection.rs, for this policy).
//!
//! ```text
//! init (mod.rs): set_limits(-Xms, -Xmx) --> MMTk: create_gc_trigger --> HeapGrowth
//! allocation: MMTk polls is_heap_full: pages MMTk holds > current limit --> a collection
//!             (a failed request first reports its pages: on_pending_allocation)
//! end of the collection (on_gc_end, before resume_mutators):
//!     live = pages MMTk holds now (+ pending) --> new limit, between -Xms and -Xmx
//! ```
//!
//! The heap starts at `-Xms` (32 MiB by default) and is resized after each
//! collection: it grows when less than half of it is free (rvm's own
//! collector's rule, heap/mod.rs `grow_after_collection`), to at least
//! twice its size and to at least twice the live set, and it shrinks where
//! more than 70% is free (HotSpot's `MaxHeapFreeRatio`), to 70% free; never
//! below `-Xms` nor above `-Xmx`. HotSpot's serial collector grows only to
//! 40% free (`MinHeapFreeRatio`), which suits its cheap young collections;
//! every collection here traces the whole live set, and with 40% GcLiveSet
//! took 21 collections instead of 11 (docs/gc.md). `-Xmx` stays a hard
//! limit: at `-Xmx` the heap cannot grow, so MMTk's emergency collection and
//! then rvm's OutOfMemoryError follow, as with a fixed heap.
//!
//! MMTk's own `DynamicHeapSize:<min>,<max>` (MemBalancer) was tried first and
//! rejected: with a 200 MB live set it kept the heap within 3 MB of it, a
//! collection for every few MB allocated (docs/mmtk-plan.md section 8, step 3).

use super::Rvm;
use mmtk::plan::Plan;
use mmtk::util::constants::BYTES_IN_PAGE;
use mmtk::util::heap::{GCTriggerPolicy, SpaceStats};
use mmtk::MMTK;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Free share of the heap below which it grows (percent).
const MIN_FREE_PERCENT: usize = 50;
/// Free share of the heap above which it shrinks (HotSpot's
/// `MaxHeapFreeRatio`, percent).
const MAX_FREE_PERCENT: usize = 70;

/// The smallest maximum heap reported to MMTk, which sizes its spaces'
/// virtual memory from it (`get_max_heap_size_in_pages`).
const MIN_RESERVED_HEAP: usize = 64 << 20;

/// `-Xms` and `-Xmx` in pages, set by `init` before MMTk starts.
static LIMITS: OnceLock<(usize, usize)> = OnceLock::new();

/// Records the bounds of the heap for `create_gc_trigger`. Once per process.
pub(super) fn set_limits(initial_bytes: usize, max_bytes: usize) {
    let max = max_bytes.div_ceil(BYTES_IN_PAGE);
    let min = initial_bytes.div_ceil(BYTES_IN_PAGE).clamp(1, max);
    let _ = LIMITS.set((min, max));
}

/// MMTk's trigger for rvm's collecting plans (`Collection::create_gc_trigger`).
pub(super) fn create() -> Box<dyn GCTriggerPolicy<Rvm>> {
    let &(min_pages, max_pages) = LIMITS
        .get()
        .expect("init sets the heap bounds before MMTk asks for its trigger");
    Box::new(HeapGrowth {
        min_pages,
        max_pages,
        current_pages: AtomicUsize::new(min_pages),
        pending_pages: AtomicUsize::new(0),
    })
}

/// The heap limit after a collection that left `live` pages (plus
/// `pending`, the pages of the allocations waiting for it), starting from
/// `current`, within `min..=max`: at least `MIN_FREE_PERCENT` free (growing
/// at least twofold), at most `MAX_FREE_PERCENT` free.
fn resize(current: usize, live: usize, pending: usize, min: usize, max: usize) -> usize {
    let needed = live.saturating_add(pending);
    // The smallest heap with MIN_FREE_PERCENT free, and the largest with at
    // most MAX_FREE_PERCENT free.
    let smallest = needed.saturating_mul(100) / (100 - MIN_FREE_PERCENT) + 1;
    let largest = needed.saturating_mul(100) / (100 - MAX_FREE_PERCENT);
    let wanted = if current < smallest {
        smallest.max(current.saturating_mul(2))
    } else if current > largest {
        largest
    } else {
        current
    };
    // A pending allocation must fit even when -Xms is tiny.
    wanted.max(needed).clamp(min, max)
}

struct HeapGrowth {
    /// `-Xms` and `-Xmx`, in pages.
    min_pages: usize,
    max_pages: usize,
    /// The limit: a collection when MMTk holds more pages than this.
    current_pages: AtomicUsize,
    /// Pages of allocations that failed and wait for the collection.
    pending_pages: AtomicUsize,
}

impl GCTriggerPolicy<Rvm> for HeapGrowth {
    fn on_pending_allocation(&self, pages: usize) {
        self.pending_pages.fetch_add(pages, Ordering::SeqCst);
    }

    fn on_gc_end(&self, mmtk: &'static MMTK<Rvm>) {
        // Reserved pages: what the live objects occupy now, plus what the
        // plan keeps back for its next collection (Immix's copy reserve).
        let live = mmtk.get_plan().get_reserved_pages();
        let pending = self.pending_pages.swap(0, Ordering::SeqCst);
        let current = self.current_pages.load(Ordering::Relaxed);
        let new = resize(current, live, pending, self.min_pages, self.max_pages);
        self.current_pages.store(new, Ordering::Relaxed);
    }

    fn is_gc_required(
        &self,
        space_full: bool,
        space: Option<SpaceStats<Rvm>>,
        plan: &dyn Plan<VM = Rvm>,
    ) -> bool {
        // The plan asks `is_heap_full` below, and knows its spaces.
        plan.collection_required(space_full, space)
    }

    fn is_heap_full(&self, plan: &dyn Plan<VM = Rvm>) -> bool {
        plan.get_reserved_pages() > self.current_pages.load(Ordering::Relaxed)
    }

    fn get_current_heap_size_in_pages(&self) -> usize {
        self.current_pages.load(Ordering::Relaxed)
    }

    /// Not `-Xmx` (which `can_heap_size_grow` and `resize` enforce) but
    /// at least `MIN_RESERVED_HEAP`: MMTk reserves each space's virtual
    /// memory as twice this (`Space::get_discontig_extent`'s estimate,
    /// `policy/space.rs`), and a StickyImmix nursery collection that copies
    /// into an Immix space whose reservation is used up panics in MMTk 0.33
    /// (`RawMemoryFreeList` indexes past its end, or maps an underflowed
    /// size). Filling a heap of `-Xmx4m` to `-Xmx28m` did; virtual memory
    /// costs nothing until touched.
    fn get_max_heap_size_in_pages(&self) -> usize {
        self.max_pages.max(MIN_RESERVED_HEAP / BYTES_IN_PAGE)
    }

    fn can_heap_size_grow(&self) -> bool {
        self.current_pages.load(Ordering::Relaxed) < self.max_pages
    }
}

#[cfg(test)]
mod tests {
    use super::resize;

    #[test]
    fn grows_twofold_to_half_free_shrinks_past_seventy_within_xms_and_xmx() {
        // (current, live, pending, -Xms, -Xmx) -> new limit, in pages.
        let cases = [
            // 600 live in 800: 25% free, doubles to 1600.
            ((800, 600, 0, 100, 10_000), 1600),
            // 600 live in 1000: 40% free, doubles to 2000.
            ((1000, 600, 0, 100, 10_000), 2000),
            // Within 50-70% free: unchanged.
            ((1500, 600, 0, 100, 10_000), 1500),
            // 600 live in 4000: 85% free, shrinks to 2000 (70% free).
            ((4000, 600, 0, 100, 10_000), 2000),
            // Pending allocations count as live.
            ((800, 500, 100, 100, 10_000), 1600),
            // Never below -Xms, never above -Xmx.
            ((100, 10, 0, 100, 10_000), 100),
            ((9000, 8000, 0, 100, 10_000), 10_000),
            ((100, 0, 5000, 100, 8_000), 8_000),
            // A pending allocation larger than twice the heap: half free after it.
            ((100, 0, 5000, 100, 20_000), 10_001),
        ];
        for ((current, live, pending, min, max), expected) in cases {
            assert_eq!(
                resize(current, live, pending, min, max),
                expected,
                "resize({current}, {live}, {pending}, {min}, {max})"
            );
        }
    }
}
