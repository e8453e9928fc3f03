//! The runtime helpers compiled code calls, declared once: name, Rust
//! function and signature. Both tiers and the instrumentation get a helper's
//! address from [`RuntimeHelper::address`], and the optimizing tier builds
//! the helper's Cranelift signature from [`RuntimeHelper::signature`]; no
//! helper address is spelled anywhere else.
//!
//! The declared signature is checked by the compiler: each function is cast
//! to the `extern "sysv64" fn` type built from its declared parameter and
//! result types, which fails to build if the two disagree.

use crate::class::{Class, Method};
use crate::interp::compiled::InterfaceCache;
use crate::runtime::thread::JavaThread;

/// A machine type in a helper's signature (all integers and pointers are
/// passed in general registers, doubles in SSE registers, System V).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperType {
    /// 32-bit integer.
    I32,
    /// 64-bit integer or pointer.
    I64,
    /// IEEE double.
    F64,
}

/// The machine type of a Rust parameter or result type.
pub trait HelperValue {
    const TYPE: HelperType;
}

macro_rules! helper_values {
    ($($t:ty => $k:ident),* $(,)?) => {
        $(impl HelperValue for $t { const TYPE: HelperType = HelperType::$k; })*
    };
}
helper_values! {
    u32 => I32, i32 => I32, u64 => I64, i64 => I64, usize => I64, f64 => F64,
    *mut JavaThread => I64, *const Method => I64, *const Class => I64,
    *const InterfaceCache => I64,
}

/// A helper's parameters and results, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelperSignature {
    pub params: &'static [HelperType],
    pub returns: &'static [HelperType],
}

macro_rules! runtime_helpers {
    ($(
        $(#[doc = $doc:expr])*
        $name:ident = $path:path, fn($($p:ty),*) $(-> $r:ty)?;
    )*) => {
        /// Every runtime helper compiled code may call.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum RuntimeHelper {
            $($(#[doc = $doc])* $name,)*
        }

        impl RuntimeHelper {
            /// All helpers, in declaration order.
            pub const ALL: &'static [RuntimeHelper] = &[$(RuntimeHelper::$name,)*];

            /// The helper's entry address.
            pub fn address(self) -> usize {
                match self {
                    $(RuntimeHelper::$name => {
                        let f: unsafe extern "sysv64" fn($($p),*) $(-> $r)? = $path;
                        f as usize
                    })*
                }
            }

            /// The helper's signature, as declared (and checked) above.
            pub fn signature(self) -> HelperSignature {
                match self {
                    $(RuntimeHelper::$name => HelperSignature {
                        params: &[$(<$p as HelperValue>::TYPE),*],
                        returns: &[$(<$r as HelperValue>::TYPE)?],
                    },)*
                }
            }

            /// The Rust function's name, for disassembly and perf maps.
            pub fn name(self) -> &'static str {
                match self {
                    $(RuntimeHelper::$name => stringify!($path),)*
                }
            }
        }
    };
}

runtime_helpers! {
    /// Runs one bytecode in the interpreter (what a template does not inline).
    Step = crate::interp::compiled::jit_step, fn(*mut JavaThread);
    /// Calls a method through `interp::call` (any tier) with arguments at `base`.
    Call = crate::interp::compiled::jit_call, fn(*mut JavaThread, *const Method, usize) -> u64;
    /// Finds the handler for the pending exception in the top frame.
    FindHandler = crate::interp::compiled::jit_find_handler, fn(*mut JavaThread) -> i64;
    /// Finds the handler at (method, bci) for an inlined frame.
    FindHandlerAt = crate::interp::compiled::jit_find_handler_at, fn(*mut JavaThread, *const Method, usize) -> i64;
    /// A taken yieldpoint (`kind` is a `YieldpointKind` discriminant).
    Yieldpoint = crate::interp::compiled::jit_yieldpoint, fn(*mut JavaThread, u32);
    /// Throws StackOverflowError from a prologue.
    StackOverflow = crate::interp::compiled::jit_stack_overflow, fn(*mut JavaThread);
    /// Allocation slow path of `new`.
    NewObject = crate::interp::compiled::jit_new_object, fn(*mut JavaThread, *const Class) -> usize;
    /// Allocation slow path of the array instructions.
    NewArray = crate::interp::compiled::jit_new_array, fn(*mut JavaThread, *const Class, i32) -> usize;
    /// Interface dispatch through an inline cache.
    InterfaceLookup = crate::interp::compiled::jit_interface_lookup, fn(*mut JavaThread, *const InterfaceCache, usize) -> *const Method;
    /// Subclass test of `checkcast`/`instanceof` past the fast path.
    IsSubclass = crate::interp::compiled::jit_is_subclass, fn(*const Class, *const Class) -> u64;
    /// `aastore`'s store check.
    ArrayStoreOk = crate::interp::compiled::jit_array_store_ok, fn(usize, usize) -> u64;
    /// The write barrier's slow path: a reference was stored into an old
    /// object not yet remembered (heap/mod.rs; never called by a plan
    /// without a barrier).
    WriteBarrierSlow = crate::heap::jit_write_barrier_slow, fn(usize);
    /// `System.arraycopy` when nothing can fail (else 0: call the native).
    ArraycopyFast = crate::interp::compiled::jit_arraycopy_fast, fn(usize, i64, usize, i64, i64) -> u64;
    MonitorEnter = crate::interp::compiled::jit_monitor_enter, fn(*mut JavaThread, usize);
    MonitorExit = crate::interp::compiled::jit_monitor_exit, fn(*mut JavaThread, usize);
    /// Releases a synchronized method's monitor on the way out (exception kept).
    MonitorExitMethod = crate::interp::compiled::jit_monitor_exit_method, fn(*mut JavaThread, usize);
    /// Baseline code counted enough calls and backedges: recompile optimized.
    Promote = crate::interp::compiled::jit_promote, fn(*mut JavaThread, *const Method);
    /// The same at a loop's backedge: also an OSR entry at the loop header
    /// (bci) for this activation, or 0.
    PromoteOsr = crate::interp::compiled::jit_promote_osr, fn(*mut JavaThread, *const Method, u32) -> usize;
    /// Java's `%` on doubles (JVMS drem).
    Fmod = crate::interp::compiled::jit_fmod, fn(f64, f64) -> f64;
    /// PEP path ends (runtime/pep.rs): loop header, method exit, perfect count.
    PepHeader = crate::runtime::pep::jit_pep_header, fn(*mut JavaThread, u64);
    PepExit = crate::runtime::pep::jit_pep_exit, fn(*mut JavaThread, u64);
    PepCount = crate::runtime::pep::jit_pep_count, fn(*mut JavaThread, u64);
    /// Arnold-Ryder checks and instrumentation (runtime/instrumentation).
    InstrCheckPreserving = crate::runtime::instrumentation::instr_check_preserving, fn(*mut JavaThread, u64);
    InstrEntryEdge = crate::runtime::instrumentation::instr_entry_edge, fn(*mut JavaThread, u64) -> u64;
    InstrCount = crate::runtime::instrumentation::instr_count, fn(*mut JavaThread, u64) -> u64;
    InstrDataRefPacked = crate::runtime::instrumentation::instr_data_ref_packed, fn(*mut JavaThread, u64) -> u64;
    InstrDataRef = crate::runtime::instrumentation::instr_data_ref, fn(*mut JavaThread, u64, u64) -> u64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_helper_has_a_distinct_address_and_name() {
        let mut addresses: Vec<usize> = RuntimeHelper::ALL.iter().map(|h| h.address()).collect();
        addresses.sort_unstable();
        addresses.dedup();
        assert_eq!(addresses.len(), RuntimeHelper::ALL.len());
        assert!(RuntimeHelper::ALL.iter().all(|h| h.address() != 0));
        assert!(RuntimeHelper::Step.name().ends_with("jit_step"));
    }

    #[test]
    fn signatures_follow_the_declarations() {
        let s = RuntimeHelper::NewArray.signature();
        assert_eq!(
            s.params,
            [HelperType::I64, HelperType::I64, HelperType::I32]
        );
        assert_eq!(s.returns, [HelperType::I64]);
        assert_eq!(RuntimeHelper::Step.signature().returns, []);
        assert_eq!(RuntimeHelper::Fmod.signature().params, [HelperType::F64; 2]);
    }
}
