//! Class-hierarchy analysis for the optimizing tier's speculation: which
//! virtual methods no loaded class overrides, which optimized code assumed
//! so, and the invalidation of that code when a class that overrides one
//! is linked.
//!
//! ```text
//! translator (jit/src/opt/calls.rs)  overridden(m)? no -> direct call or unguarded inline,
//!                                    m recorded in CompiledMethod::assumptions
//! policy::install                    under the lock: every assumption still holds? store the
//!                                    entry and register it as a dependent; else refuse it
//! loader::define_class               class_linked(class): each vtable slot that differs from
//!                                    the superclass's marks the superclass's method overridden
//!                                    and resets the entry of every dependent to 0 (next call:
//!                                    compiled again, now with a guard)
//! ```
//!
//! Activations already running invalidated code finish in it. That is safe
//! by pre-existence (Detlefs and Agesen, ECOOP 1999; Jikes RVM's
//! `PreexistenceInlineOracle`): the translator speculates only on receivers
//! that are unmodified parameters of the compiled method, so each receiver
//! existed before the activation began, and its class was linked before,
//! at a time the assumption held. A class's instances exist only after
//! `class_linked` returned (it runs before the class is published), so no
//! receiver of a class that breaks the assumption can reach such an
//! activation.

use crate::class::{Class, Method};
use crate::runtime::Vm;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering::{Relaxed, Release};

/// The hierarchy facts and dependents of one VM (`CompileState::cha`).
#[derive(Default)]
pub struct Cha {
    state: parking_lot::Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Methods (by address) that some linked class overrides.
    overridden: HashSet<usize>,
    /// Installed code (method, entry) that assumed a method (by address)
    /// is not overridden.
    dependents: HashMap<usize, Vec<(&'static Method, usize)>>,
}

impl Cha {
    /// Whether a linked class overrides `method` (a virtual method).
    pub fn overridden(&self, method: &'static Method) -> bool {
        self.state.lock().overridden.contains(&key(method))
    }
}

fn key(method: &Method) -> usize {
    method as *const Method as usize
}

/// Called by the class loader after `class`'s vtable is built and before the
/// class is published: marks the methods it overrides and invalidates the
/// code that assumed they were not.
pub fn class_linked(vm: &'static Vm, class: &'static Class) {
    let Some(sup) = class.super_class else {
        return;
    };
    let newly: Vec<&'static Method> = sup
        .vtable
        .iter()
        .zip(&class.vtable)
        .filter(|(inherited, own)| !std::ptr::eq(**inherited, **own))
        .map(|(inherited, _)| *inherited)
        .collect();
    if newly.is_empty() {
        return;
    }
    let mut invalidated = Vec::new();
    {
        let mut state = vm.compile.cha.state.lock();
        for m in newly {
            if !state.overridden.insert(key(m)) {
                continue;
            }
            for (dependent, entry) in state.dependents.remove(&key(m)).unwrap_or_default() {
                // Only the code that made the assumption: the method may have
                // been invalidated for another reason and compiled again since.
                if dependent
                    .compiled_entry
                    .compare_exchange(entry, 0, Release, Relaxed)
                    .is_ok()
                {
                    // Before the class is published, as the entry above: no
                    // caller can reach the old code with the new class's
                    // receivers through either entry.
                    dependent.register_entry.store(0, Release);
                    invalidated.push((dependent, m));
                }
            }
        }
    }
    for (dependent, assumption) in invalidated {
        super::policy::invalidated(vm, dependent, assumption, class);
    }
}

/// Installs `entry` (and its `register_entry`, 0 if none) as `method`'s
/// compiled code if every method in `assumptions` is still not overridden,
/// registering the code as their dependent; false (nothing installed) if a
/// class linked during the compile broke one.
pub(super) fn install(
    vm: &'static Vm,
    method: &'static Method,
    entry: usize,
    register_entry: usize,
    assumptions: &[&'static Method],
) -> bool {
    if assumptions.is_empty() {
        store_entries(method, entry, register_entry);
        return true;
    }
    let mut state = vm.compile.cha.state.lock();
    if assumptions
        .iter()
        .any(|&m| state.overridden.contains(&key(m)))
    {
        return false;
    }
    for &m in assumptions {
        state
            .dependents
            .entry(key(m))
            .or_default()
            .push((method, entry));
    }
    // Under the lock: `class_linked` either sees this entry among the
    // dependents or ran before and is seen above.
    store_entries(method, entry, register_entry);
    true
}

/// The register entry first: an optimized caller that reads it calls the
/// new code, one that reads 0 takes `compiled_entry`, old or new code
/// alike. (An invalidation of the old code racing with this install may
/// leave the register entry 0: callers then take the slower entry.)
fn store_entries(method: &'static Method, entry: usize, register_entry: usize) {
    method.register_entry.store(register_entry, Release);
    method.compiled_entry.store(entry, Release);
}

/// (dependencies registered now, methods known overridden), for `--stats`.
pub(super) fn counts(vm: &Vm) -> (usize, usize) {
    let state = vm.compile.cha.state.lock();
    (
        state.dependents.values().map(Vec::len).sum(),
        state.overridden.len(),
    )
}
