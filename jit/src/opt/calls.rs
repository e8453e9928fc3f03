//! What a call site can become in optimized code: how the call finds its
//! target (`Dispatch`) and how an inlined target is protected (`Guard`).
//! objects.rs emits calls, inline.rs inlines them and replay.rs records and
//! replays the decisions; all three speak this vocabulary.
//!
//! Class-hierarchy speculation (`devirtualize`) turns a virtual call into a
//! direct one before inlining decides: then the call is inlined without a
//! guard, or called without a vtable load.
//!
//! ```text
//! invokevirtual m (vtable slot i), invokeinterface m
//!   receiver made by `new` in this code    -> Direct(its class's target)  (always)
//! invokevirtual m (vtable slot i)
//!   m final, private, or in a final class  -> Direct(m)           (always)
//!   receiver pre-exists the activation,
//!   no linked class overrides m            -> Direct(m), m in `assumptions`
//!                                             (vm compile/cha.rs installs the code only
//!                                              if m is still not overridden, and
//!                                              invalidates it when a class overrides m)
//!   otherwise                              -> Vtable(i)           (guarded inlining)
//! ```

use super::translator::Translator;
use crate::env::{Class, InterfaceCache, Method};
use cranelift_codegen::ir::Value;

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

impl Translator<'_> {
    /// The dispatch of a virtual call of `declared` on `receiver` after
    /// class-hierarchy analysis (see the module doc). Jikes RVM guards such
    /// calls with pre-existence the same way (Detlefs and Agesen 1999): the
    /// code stays correct for activations already running when it is
    /// invalidated, so no on-stack deoptimization is needed.
    pub(super) fn devirtualize(
        &mut self,
        dispatch: Dispatch,
        declared: &'static Method,
        receiver: Value,
    ) -> Dispatch {
        if let Some(target) = self.exact_target(dispatch, receiver) {
            return Dispatch::Direct(target);
        }
        let Dispatch::Vtable(i) = dispatch else {
            return dispatch;
        };
        if declared.vtable_index != Some(i) || declared.is_abstract() {
            return dispatch;
        }
        if declared.is_final() || declared.class().is_final() || declared.is_private() {
            return Dispatch::Direct(declared);
        }
        if !self.env.options().speculate
            || !self.frame.pre_existing.contains(&receiver)
            || self.env.overridden(declared)
        {
            return dispatch;
        }
        if !self.assumptions.iter().any(|m| std::ptr::eq(*m, declared)) {
            self.assumptions.push(declared);
        }
        Dispatch::Direct(declared)
    }

    /// The target of a virtual or interface call on a receiver whose class
    /// is known exactly (`FrameState::exact`): that class's method, found
    /// as the dispatch would find it. None where the dispatch would throw
    /// (an abstract target, a class that does not implement the interface,
    /// a non-public interface target) or nothing is known.
    fn exact_target(&self, dispatch: Dispatch, receiver: Value) -> Option<&'static Method> {
        let class: &'static Class = self.frame.exact.get(&receiver)?;
        let target: &'static Method = match dispatch {
            Dispatch::Vtable(i) => class.vtable.get(i as usize)?,
            Dispatch::Interface(cache) => {
                // (Interface methods of `Object` are declared by a class
                // every class extends.)
                if !class.is_subclass_of(cache.declared.class()) {
                    return None;
                }
                let target = class
                    .vtable
                    .get(*class.vtable_slots.get(&cache.signature)? as usize)?;
                if target.access & crate::env::access::PUBLIC == 0 {
                    return None;
                }
                target
            }
            Dispatch::Direct(_) => return None,
        };
        (!target.is_abstract()).then_some(target)
    }
}
