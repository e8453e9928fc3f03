//! The heap: one contiguous region reserved at start-up (`-Xmx`), bump-pointer
//! allocation of zeroed memory.
//!
//! ```text
//! allocate(class, size) --bump top--> zeroed bytes --write header--> ObjRef
//!                        \-- region exhausted --> None (caller throws OutOfMemoryError)
//! ```
//!
//! There is no collector yet: memory is reclaimed only when the process exits.
//! The heap issue replaces the region with a collected heap; everything outside
//! this module allocates through [`Heap::allocate`] and reads objects through
//! [`ObjRef`], so the collector can be added behind this interface. The region is
//! obtained zeroed from the allocator (calloc, i.e. untouched anonymous pages), so
//! untouched memory costs nothing and fresh objects need no clearing.

pub mod object;

pub use object::ObjRef;

use crate::class::Class;
use std::alloc::{alloc_zeroed, Layout};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

pub struct Heap {
    start: usize,
    end: usize,
    top: AtomicUsize,
    /// Objects and bytes allocated since start-up, for `--stats`.
    pub allocated_objects: AtomicU64,
}

/// Every object starts on an 8-byte boundary.
pub const OBJECT_ALIGNMENT: usize = 8;

impl Heap {
    /// Reserves `max_bytes` of zeroed, lazily committed memory.
    pub fn new(max_bytes: usize) -> Result<Heap, String> {
        let max_bytes = max_bytes.max(1 << 20);
        // Alignment 16 keeps this on calloc, which maps fresh zero pages lazily for
        // large sizes; a larger alignment would make the allocator memset the region.
        let layout = Layout::from_size_align(max_bytes, 16)
            .map_err(|e| format!("invalid heap size {max_bytes}: {e}"))?;
        // SAFETY: the layout has a non-zero size; the region is never freed (the
        // heap lives as long as the process).
        let start = unsafe { alloc_zeroed(layout) } as usize;
        if start == 0 {
            return Err(format!("could not reserve a heap of {} MiB", max_bytes >> 20));
        }
        Ok(Heap {
            start,
            end: start + max_bytes,
            top: AtomicUsize::new(start),
            allocated_objects: AtomicU64::new(0),
        })
    }

    /// Allocates `size` bytes (header included) for an object of `class`, or
    /// `None` when the heap is full.
    #[inline]
    pub fn allocate(&self, class: &'static Class, size: usize) -> Option<ObjRef> {
        let size = (size + OBJECT_ALIGNMENT - 1) & !(OBJECT_ALIGNMENT - 1);
        let mut top = self.top.load(Ordering::Relaxed);
        loop {
            let new_top = top.checked_add(size)?;
            if new_top > self.end {
                return None;
            }
            match self.top.compare_exchange_weak(top, new_top, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => break,
                Err(actual) => top = actual,
            }
        }
        self.allocated_objects.fetch_add(1, Ordering::Relaxed);
        let obj = ObjRef(top);
        obj.write::<*const Class>(object::CLASS_OFFSET, class as *const Class);
        Some(obj)
    }

    pub fn used_bytes(&self) -> usize {
        self.top.load(Ordering::Relaxed) - self.start
    }

    pub fn capacity_bytes(&self) -> usize {
        self.end - self.start
    }

    pub fn contains(&self, obj: ObjRef) -> bool {
        obj.0 >= self.start && obj.0 < self.top.load(Ordering::Relaxed)
    }
}
