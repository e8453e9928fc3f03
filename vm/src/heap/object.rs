//! Object layout: the one place that knows where things are inside an object.
//!
//! ```text
//! every object   [0..8)  class pointer (*const Class)
//!                [8..12) identity hash (0 = not yet assigned)
//!                [12..16) array length (arrays) / lock word (instances, runtime/monitors.rs)
//! instance       [16..)  fields, laid out by `class::layout` (natural alignment)
//! array          [16..)  elements, packed, element size from the element type
//! ```
//!
//! Free space between objects holds fillers (class word `FILLER_WORD` or
//! `FILLER_CHUNK`) so that the collector can walk the heap.
//!
//! References are plain addresses (`ObjRef`), 0 is `null`. The JIT will emit the
//! same offsets, so they are `pub const` here and nowhere else.
//!
//! A reference stored into an object goes through `write_ref` (or
//! `write_typed` with `BasicType::Reference`), which runs the plan's write
//! barrier after the store (heap/mod.rs `write_barrier`); a plain
//! `write::<u64>` of a reference is only right for an object allocated with
//! no allocation since (it is young).

use crate::class::{BasicType, Class};

pub const CLASS_OFFSET: usize = 0;
/// Class word of an 8-byte filler (free space, see heap/mod.rs).
pub const FILLER_WORD: usize = 1;
/// Class word of a larger filler; its size in bytes is at offset 8.
pub const FILLER_CHUNK: usize = 2;
pub const HASH_OFFSET: usize = 8;
pub const ARRAY_LENGTH_OFFSET: usize = 12;
/// The thin lock word of instances (arrays keep their monitors in a side table).
pub const LOCK_OFFSET: usize = 12;
pub const HEADER_SIZE: usize = 16;
pub const ARRAY_DATA_OFFSET: usize = 16;

/// A reference to a heap object, or null. Invariant: a non-null `ObjRef` points at
/// a live object allocated by [`crate::heap::Heap`]; the heap never frees memory
/// that a reachable reference points at, so reads through it stay in bounds as long
/// as offsets come from the object's class layout.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[repr(transparent)]
pub struct ObjRef(pub usize);

impl ObjRef {
    pub const NULL: ObjRef = ObjRef(0);

    #[inline(always)]
    pub fn is_null(self) -> bool {
        self.0 == 0
    }

    #[inline(always)]
    pub fn from_slot(slot: u64) -> ObjRef {
        ObjRef(slot as usize)
    }

    #[inline(always)]
    pub fn to_slot(self) -> u64 {
        self.0 as u64
    }

    /// The object's class. Must not be called on null.
    #[inline(always)]
    pub fn class(self) -> &'static Class {
        debug_assert!(!self.is_null());
        // SAFETY: non-null ObjRefs point at objects whose first word was set to a
        // leaked (never freed) `Class` at allocation.
        unsafe { &*(*(self.0 as *const *const Class)) }
    }

    /// Reads a value at `offset` bytes. The offset must lie inside the object
    /// (it comes from a field layout or an index checked against the array length).
    #[inline(always)]
    pub fn read<T: Copy>(self, offset: usize) -> T {
        debug_assert!(!self.is_null());
        // SAFETY: see the type invariant; callers pass in-bounds, aligned offsets.
        unsafe { std::ptr::read((self.0 + offset) as *const T) }
    }

    #[inline(always)]
    pub fn write<T: Copy>(self, offset: usize, value: T) {
        debug_assert!(!self.is_null());
        // SAFETY: as for `read`.
        unsafe { std::ptr::write((self.0 + offset) as *mut T, value) }
    }

    /// Stores the reference `value` at `offset` (a reference field or
    /// element), then runs the write barrier (heap/mod.rs).
    #[inline(always)]
    pub fn write_ref(self, offset: usize, value: ObjRef) {
        self.write::<u64>(offset, value.to_slot());
        super::write_barrier(self);
    }

    /// Reads a field of type `t` at `offset` as a slot value (sub-int types
    /// widened as Java does: byte/boolean/short sign-extended, char zero-extended).
    #[inline(always)]
    pub fn read_typed(self, offset: usize, t: BasicType) -> u64 {
        match t {
            BasicType::Boolean | BasicType::Byte => self.read::<i8>(offset) as i64 as u64,
            BasicType::Char => self.read::<u16>(offset) as u64,
            BasicType::Short => self.read::<i16>(offset) as i64 as u64,
            BasicType::Int | BasicType::Float => self.read::<u32>(offset) as u64,
            BasicType::Long | BasicType::Double | BasicType::Reference => self.read::<u64>(offset),
            BasicType::Void => 0,
        }
    }

    /// Stores a slot value into a field of type `t` at `offset`, narrowed to the
    /// field's size (a boolean keeps only its low bit).
    #[inline(always)]
    pub fn write_typed(self, offset: usize, t: BasicType, v: u64) {
        match t {
            BasicType::Boolean => self.write::<u8>(offset, (v & 1) as u8),
            BasicType::Byte => self.write::<u8>(offset, v as u8),
            BasicType::Char | BasicType::Short => self.write::<u16>(offset, v as u16),
            BasicType::Int | BasicType::Float => self.write::<u32>(offset, v as u32),
            BasicType::Long | BasicType::Double => self.write::<u64>(offset, v),
            BasicType::Reference => self.write_ref(offset, ObjRef::from_slot(v)),
            BasicType::Void => {}
        }
    }

    /// Bytes the object occupies in the heap (header included, 8-aligned).
    pub fn heap_size(self) -> usize {
        let class = self.class();
        let size = if class.is_array() {
            class.array_size(self.array_length() as usize)
        } else {
            class.instance_size
        };
        (size + 7) & !7
    }

    #[inline(always)]
    pub fn array_length(self) -> i32 {
        self.read::<i32>(ARRAY_LENGTH_OFFSET)
    }

    /// The address of element 0, for bulk copies.
    #[inline(always)]
    pub fn array_data(self) -> *mut u8 {
        (self.0 + ARRAY_DATA_OFFSET) as *mut u8
    }

    /// Elements of a primitive array as a slice (`T` must match the element type).
    pub fn array_slice<T: Copy>(self) -> &'static [T] {
        let len = self.array_length() as usize;
        // SAFETY: the array holds `len` elements of T starting at ARRAY_DATA_OFFSET;
        // the slice is used before any allocation could move or free it.
        unsafe { std::slice::from_raw_parts(self.array_data() as *const T, len) }
    }

    pub fn array_slice_mut<T: Copy>(self) -> &'static mut [T] {
        let len = self.array_length() as usize;
        // SAFETY: as for `array_slice`; callers hold no other slice of this array.
        unsafe { std::slice::from_raw_parts_mut(self.array_data() as *mut T, len) }
    }
}
