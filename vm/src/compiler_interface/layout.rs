//! The layout table: every offset and size that generated code (both JIT
//! tiers, instrumentation checks, PEP) bakes into machine code, in one place.
//! The JIT reads these constants and nothing else about the VM's structs'
//! layout; the structs keep `#[repr(C)]` so the offsets are stable within a
//! build.
//!
//! ```text
//! thread   JavaThread: the block compiled code keeps in a register (yieldpoint
//!          word, pending exception, frames, slot stack, TLAB, counters)
//! frame    FrameRecord: one per compiled activation, linked from the thread
//! method   Method: access flags, compiled entry, promotion countdown
//! class    Class: initialization state, vtable
//! object   object header (heap/object.rs owns the object model)
//! array    array length and elements
//! itable   interface inline caches (interp/compiled.rs)
//! ```

use std::mem::offset_of;

/// `JavaThread` (runtime/thread.rs).
pub mod thread {
    use super::offset_of;
    use crate::runtime::thread::JavaThread;
    /// The yieldpoint word (`rvm_profiler::yieldpoint`).
    pub const YIELDPOINT: i32 = offset_of!(JavaThread, yieldpoint) as i32;
    pub const PENDING_EXCEPTION: i32 = offset_of!(JavaThread, pending_exception) as i32;
    pub const TOP_FRAME: i32 = offset_of!(JavaThread, top_frame) as i32;
    pub const STACK_TOP: i32 = offset_of!(JavaThread, stack_top) as i32;
    pub const SLOTS: i32 = offset_of!(JavaThread, slots) as i32;
    pub const SLOT_LIMIT: i32 = offset_of!(JavaThread, slot_limit) as i32;
    pub const TLAB_CURSOR: i32 = offset_of!(JavaThread, tlab.cursor) as i32;
    pub const TLAB_END: i32 = offset_of!(JavaThread, tlab.end) as i32;
    pub const NATIVE_STACK_LIMIT: i32 = offset_of!(JavaThread, native_stack_limit) as i32;
    /// Calls counted for Lee's density weight (runtime/profiling.rs).
    pub const CALLS: i32 = offset_of!(JavaThread, calls) as i32;
    /// Arnold-Ryder's sample counter and take flag (runtime/instrumentation).
    pub const INSTR_COUNTER: i32 = offset_of!(JavaThread, instr_counter) as i32;
    pub const INSTR_TAKE: i32 = offset_of!(JavaThread, instr_take) as i32;
    pub const INSTR_SITE_COUNTS: i32 = offset_of!(JavaThread, instr_site_counts) as i32;
    pub const INSTR_SITE_CAPACITY: i32 = offset_of!(JavaThread, instr_site_capacity) as i32;
    pub const INSTR_SEEN_TICK: i32 = offset_of!(JavaThread, instr_seen_tick) as i32;
}

/// `FrameRecord` (runtime/thread.rs).
pub mod frame {
    use super::offset_of;
    use crate::runtime::thread::FrameRecord;
    pub const METHOD: i32 = offset_of!(FrameRecord, method) as i32;
    pub const BCI: i32 = offset_of!(FrameRecord, bci) as i32;
    pub const BASE: i32 = offset_of!(FrameRecord, base) as i32;
    pub const TOP: i32 = offset_of!(FrameRecord, top) as i32;
    pub const NATIVE_LOW: i32 = offset_of!(FrameRecord, native_low) as i32;
    pub const PREV: i32 = offset_of!(FrameRecord, prev) as i32;
    pub const SIZE: i32 = std::mem::size_of::<FrameRecord>() as i32;
}

/// `Method` (class/mod.rs).
pub mod method {
    use super::offset_of;
    use crate::class::Method;
    pub const ACCESS: i32 = offset_of!(Method, access) as i32;
    pub const COMPILED_ENTRY: i32 = offset_of!(Method, compiled_entry) as i32;
    pub const REGISTER_ENTRY: i32 = offset_of!(Method, register_entry) as i32;
    pub const OPT_COUNTDOWN: i32 = offset_of!(Method, opt_countdown) as i32;
}

/// `Class` (class/mod.rs).
pub mod class {
    use super::offset_of;
    use crate::class::Class;
    pub const INIT_STATE: i32 = offset_of!(Class, init_state) as i32;
    pub const VTABLE_ADDRESS: i32 = offset_of!(Class, vtable_address) as i32;
    /// The interface method table's address (`Class::imt`; entries by
    /// `crate::class::imt_slot`, 0 = look it up).
    pub const IMT: i32 = offset_of!(Class, imt) as i32;
    /// An array class's component class (`Class::component_address`).
    pub const COMPONENT: i32 = offset_of!(Class, component_address) as i32;
}

/// The object header (heap/object.rs owns the object model; this is the
/// compiled code's view of it).
pub mod object {
    use crate::heap::object as model;
    /// The class word.
    pub const CLASS: i32 = model::CLASS_OFFSET as i32;
    pub const HASH: i32 = model::HASH_OFFSET as i32;
    pub const LOCK: i32 = model::LOCK_OFFSET as i32;
    pub const HEADER_SIZE: i32 = model::HEADER_SIZE as i32;
    /// Object sizes are multiples of this.
    pub const ALIGNMENT: usize = crate::heap::OBJECT_ALIGNMENT;
}

/// Arrays (heap/object.rs).
pub mod array {
    use crate::heap::object as model;
    pub const LENGTH: i32 = model::ARRAY_LENGTH_OFFSET as i32;
    pub const DATA: i32 = model::ARRAY_DATA_OFFSET as i32;
}

/// Interface inline caches (interp/compiled.rs).
pub mod itable {
    use super::offset_of;
    use crate::interp::compiled::{InterfaceCache, InterfaceCacheEntry};
    /// The cache's current entry.
    pub const CURRENT: i32 = offset_of!(InterfaceCache, current) as i32;
    pub const ENTRY_CLASS: i32 = offset_of!(InterfaceCacheEntry, class) as i32;
    pub const ENTRY_TARGET: i32 = offset_of!(InterfaceCacheEntry, target) as i32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_elements_follow_the_header() {
        assert_eq!(array::DATA, object::HEADER_SIZE);
        assert!(array::LENGTH < array::DATA);
        assert_eq!(object::CLASS, 0);
    }
}
