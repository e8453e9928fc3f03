//! What a call site can become in optimized code: how the call finds its
//! target (`Dispatch`) and how an inlined target is protected (`Guard`).
//! objects.rs emits calls, inline.rs inlines them and replay.rs records and
//! replays the decisions; all three speak this vocabulary.

use crate::opt::env::{Class, InterfaceCache, Method};

/// How a call finds its target.
#[derive(Clone, Copy)]
pub(super) enum Dispatch {
    Direct(&'static Method),
    Vtable(u32),
    Interface(&'static InterfaceCache),
}

/// How an inlined call is protected.
#[derive(Clone, Copy, Debug)]
pub enum Guard {
    /// The target cannot be overridden.
    None,
    /// The receiver's vtable entry at this index must be the target.
    MethodTest(u32),
    /// The receiver's class must be this one (an interface call site whose
    /// baseline inline cache saw only this class).
    ClassTest(&'static Class),
}

impl Guard {
    /// The guard's name in inline logs and replay plans.
    pub fn name(self) -> &'static str {
        match self {
            Guard::None => "none",
            Guard::MethodTest(_) => "method-test",
            Guard::ClassTest(_) => "class-test",
        }
    }
}
