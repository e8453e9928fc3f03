//! The call graph behind `--instr-check-reduction=recursion` (Hirzel-Chilimbi
//! 2001 §4.1): which methods keep their entry check, decided on the Java
//! thread before translation (env::prepare).
//!
//! ```text
//! prepare(thread, root)
//!   for the root and each inlining candidate m:
//!     explore m's exact calls (resolving invokestatic/invokespecial/private and
//!     final invokevirtual, loading classes only), up to MAX_NODES methods
//!     ──▶ nodes sorted by qualified name ──▶ reduction::entry_checks ──▶ m keeps its check?
//! translator (instrument.rs): a method without a check is entered by a mode test
//! ```
//!
//! A call is *exact* when its target is fixed once resolved
//! (`Resolved::Method` with bytecode); anything else (virtual or interface
//! dispatch, `invokedynamic`, native or abstract targets, a failed
//! resolution) makes its caller keep the check, so classes loaded later can
//! never close an unchecked cycle (see rvm_profiler's reduction module).
//! Every method of a strongly connected component of exact calls sees the
//! same component (its exact calls are resolved here before anyone decides),
//! and nodes are ordered by name, so every compilation cuts the component at
//! the same methods. An exploration that exceeds `MAX_NODES` keeps the
//! method's check (more checks are always safe).
//!
//! The cut is only sound when every method of a cycle is compiled by the
//! optimizing tier (interpreted and baseline code has no checks), so the
//! command line accepts this reduction with `--tier=opt` only.

use rvm_profiler::instrumentation::reduction;
use rvm_vm::bytecode::instruction_length;
use rvm_vm::bytecode::opcodes::*;
use rvm_vm::bytecode::read_u16;
use rvm_vm::class::resolve::{self, InvokeKind};
use rvm_vm::class::{Method, Resolved};
use rvm_vm::runtime::JavaThread;
use std::collections::HashMap;

/// Methods explored per decision before giving up (and keeping the check).
const MAX_NODES: usize = 400;

/// Whether each of `methods` keeps its entry check, keyed by method address.
pub fn entry_checks(thread: &mut JavaThread, methods: &[&'static Method]) -> HashMap<usize, bool> {
    let mut out = HashMap::new();
    let mut calls: HashMap<usize, Option<Vec<&'static Method>>> = HashMap::new();
    for &m in methods {
        let key = m as *const Method as usize;
        if out.contains_key(&key) {
            continue;
        }
        out.insert(key, decide(thread, m, &mut calls));
    }
    out
}

fn decide(
    thread: &mut JavaThread,
    root: &'static Method,
    calls: &mut HashMap<usize, Option<Vec<&'static Method>>>,
) -> bool {
    // The methods reachable from `root` through exact calls.
    let mut nodes: Vec<&'static Method> = vec![root];
    let mut index: HashMap<usize, usize> = HashMap::from([(root as *const Method as usize, 0)]);
    let mut next = 0;
    while next < nodes.len() {
        if nodes.len() > MAX_NODES {
            return true;
        }
        let m = nodes[next];
        next += 1;
        let key = m as *const Method as usize;
        if !calls.contains_key(&key) {
            let c = exact_calls(thread, m);
            calls.insert(key, c);
        }
        for &callee in calls[&key].iter().flatten() {
            let k = callee as *const Method as usize;
            if let std::collections::hash_map::Entry::Vacant(e) = index.entry(k) {
                e.insert(nodes.len());
                nodes.push(callee);
            }
        }
    }
    let mut order: Vec<usize> = (0..nodes.len()).collect();
    let names: Vec<String> = nodes.iter().map(|m| m.qualified_name()).collect();
    order.sort_by(|&a, &b| names[a].cmp(&names[b]));
    let mut position = vec![0; nodes.len()];
    for (p, &n) in order.iter().enumerate() {
        position[n] = p;
    }
    let graph: Vec<Option<Vec<usize>>> = order
        .iter()
        .map(|&n| {
            let key = nodes[n] as *const Method as usize;
            calls[&key].as_ref().map(|c| {
                c.iter()
                    .map(|m| position[index[&(*m as *const Method as usize)]])
                    .collect()
            })
        })
        .collect();
    reduction::entry_checks(&graph)[position[0]]
}

/// The exact callees of `m`, or None when it has a call whose target is not fixed.
fn exact_calls(thread: &mut JavaThread, m: &'static Method) -> Option<Vec<&'static Method>> {
    let code = m.code.as_ref()?;
    let class = m.class();
    let bytecode = &code.bytecode;
    let mut out = Vec::new();
    let mut bci = 0;
    while bci < bytecode.len() {
        let op = bytecode[bci];
        let len = instruction_length(bytecode, bci).ok()?;
        let kind = match op {
            INVOKESTATIC => Some(InvokeKind::Static),
            INVOKESPECIAL => Some(InvokeKind::Special),
            INVOKEVIRTUAL => Some(InvokeKind::Virtual),
            INVOKEINTERFACE => Some(InvokeKind::Interface),
            // A call site linked at run time.
            INVOKEDYNAMIC => return None,
            _ => None,
        };
        if let Some(kind) = kind {
            let resolved =
                resolve::resolve_method(thread, class, read_u16(bytecode, bci + 1), kind);
            thread.take_exception();
            match resolved {
                Ok(&Resolved::Method(target))
                    if target.code.is_some() && !target.is_native() && !target.is_abstract() =>
                {
                    out.push(target)
                }
                _ => return None,
            }
        }
        bci += len;
    }
    Some(out)
}
