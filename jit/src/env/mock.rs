//! A `CompilerEnv` without a VM, for the translator's unit tests
//! (opt/tests.rs): classes are defined from class files with
//! `define_standalone`, constant-pool entries are resolved here by a small
//! resolver (fields, methods, classes among the classes the test defined),
//! and the profiles the translator asks for are whatever the test puts in.
//!
//! ```text
//! javac (in the test) -> class bytes -> MockEnv::define -> &'static Class
//! MockEnv::resolve_all(class)          fills class.resolved, as prepare does
//! compile_with(&mock, method, ...)     CLIF + Cranelift, nothing installed
//! ```

use super::{CompilerEnv, InterfaceCache, TranslationOptions};
use parking_lot::Mutex;
use rvm_vm::class::{Class, Method, Resolved};
use rvm_vm::classfile::Constant;
use rvm_vm::runtime::advice::{OptPlan, ReplayPlan};
use rvm_vm::runtime::instrumentation::Instrumentation;
use rvm_vm::runtime::pep::{EdgeProfileSource, LiveEdges, Pep};
use std::collections::HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

pub struct MockEnv {
    pub options: TranslationOptions,
    /// The classes defined so far (`java/lang/Object` first).
    pub classes: Vec<&'static Class>,
    /// DCG answers by (caller address, bci).
    pub site_profiles: HashMap<(usize, u32), (Vec<(&'static Method, f64)>, f64)>,
    /// Inline-cache answers by (method address, bci).
    pub receivers: HashMap<(usize, u32), Vec<&'static Class>>,
    /// Every chain `register_site` was given, in order (its id is the index).
    pub sites: Mutex<Vec<Vec<(&'static Method, u32)>>>,
    /// Guard counters: [kind][hit].
    pub guard_counters: Box<[[AtomicU64; 2]; 2]>,
    pub warnings: Mutex<Vec<String>>,
    /// Every `--inline-log` line, in order.
    pub inline_log: Mutex<Vec<String>>,
}

impl MockEnv {
    /// Options as `rvm run --tier=opt` has them by default, inlining on
    /// (static heuristics), yieldpoints on, one thread at a time.
    pub fn new() -> MockEnv {
        let object = rvm_vm::class::loader::library_class_bytes("java/lang/Object")
            .expect("rvm's class library has java/lang/Object");
        let object = rvm_vm::class::loader::define_standalone(object, &[])
            .unwrap_or_else(|e| panic!("java/lang/Object: {e}"));
        MockEnv {
            options: TranslationOptions {
                inline: true,
                profile_directed: false,
                oracle: rvm_inliner::OracleParams::new(rvm_inliner::OracleKind::Jikes),
                inline_log: None,
                gc_stress: false,
                heap_layout: (0x1000_0000, 0x2000_0000),
                write_barrier: None,
                yieldpoints: true,
                count_calls: false,
                parallel_threads: false,
                static_lock: None,
                edge_profile: EdgeProfileSource::Off,
                entry_checks: HashMap::new(),
                thunk: crate::opt::thunk::address().expect("thunk"),
                preserve_all: crate::opt::thunk::preserve_all_address().expect("thunk"),
                speculate: true,
                register_calls: crate::env::RegisterCalls::Off,
                count_for_opt: false,
                branch_counters: false,
            },
            classes: vec![object],
            site_profiles: HashMap::new(),
            receivers: HashMap::new(),
            sites: Mutex::new(Vec::new()),
            guard_counters: Box::default(),
            warnings: Mutex::new(Vec::new()),
            inline_log: Default::default(),
        }
    }

    /// Defines a class from its bytes (its superclass and interfaces must
    /// have been defined before).
    pub fn define(&mut self, bytes: &[u8]) -> &'static Class {
        let class = rvm_vm::class::loader::define_standalone(bytes, &self.classes)
            .unwrap_or_else(|e| panic!("define: {e}"));
        self.classes.push(class);
        class
    }

    pub fn class(&self, name: &str) -> &'static Class {
        self.classes
            .iter()
            .copied()
            .find(|c| c.name == name)
            .unwrap_or_else(|| panic!("{name} is not defined"))
    }

    /// Resolves the field, method and class references of `class` that name
    /// defined classes, as `prepare` would; the others stay unresolved
    /// (the translator then steps the instruction through the interpreter).
    pub fn resolve_all(&self, class: &'static Class) {
        let pool = &class.constant_pool;
        for index in 1..pool.len() as u16 {
            let resolved = match pool.get(index) {
                Ok(Constant::Class { .. }) => pool
                    .class_name(index)
                    .ok()
                    .and_then(|n| self.find(n))
                    .map(Resolved::Class),
                Ok(Constant::FieldRef { .. }) => self.field(class, index),
                Ok(Constant::MethodRef { .. }) => self.method(class, index),
                _ => None,
            };
            if let Some(r) = resolved {
                let _ = class.resolved[index as usize].set(r);
            }
        }
    }

    /// The address `guard_counter(kind, hit)` gives the translator.
    pub fn guard_counter_address(&self, kind: usize, hit: bool) -> usize {
        &self.guard_counters[kind][usize::from(hit)] as *const AtomicU64 as usize
    }

    fn find(&self, name: &str) -> Option<&'static Class> {
        self.classes.iter().copied().find(|c| c.name == name)
    }

    fn field(&self, class: &'static Class, index: u16) -> Option<Resolved> {
        let r = class.constant_pool.member_ref(index).ok()?;
        let mut holder = Some(self.find(r.class)?);
        while let Some(c) = holder {
            if let Some(field) = c.declared_field(r.name, r.descriptor) {
                return Some(Resolved::of_field(c, field));
            }
            holder = c.super_class;
        }
        None
    }

    fn method(&self, class: &'static Class, index: u16) -> Option<Resolved> {
        let r = class.constant_pool.member_ref(index).ok()?;
        let mut holder = Some(self.find(r.class)?);
        while let Some(c) = holder {
            if let Some(m) = c.declared_method(r.name, r.descriptor) {
                return Some(match m.vtable_index {
                    Some(i) if !m.is_final() && !c.is_final() => Resolved::Virtual {
                        vtable_index: i,
                        method: m,
                    },
                    _ => Resolved::Method(m),
                });
            }
            holder = c.super_class;
        }
        None
    }
}

impl CompilerEnv for MockEnv {
    fn options(&self) -> &TranslationOptions {
        &self.options
    }
    fn register_site_cache(&self, _: &'static Method, _: u32, _: &'static InterfaceCache) {}
    fn log_inline(&self, line: &str) {
        self.inline_log.lock().push(line.to_string());
    }
    /// As the VM answers it (vm compile/cha.rs), from the classes defined
    /// so far: some class's vtable entry differs from its superclass's.
    fn overridden(&self, method: &'static Method) -> bool {
        self.classes.iter().any(|c| {
            c.super_class.is_some_and(|s| {
                s.vtable.iter().zip(&c.vtable).any(|(inherited, own)| {
                    std::ptr::eq(*inherited, method) && !std::ptr::eq(*own, method)
                })
            })
        })
    }
    fn array_class(&self, _: &'static Class, _: u8, _: u16) -> Option<&'static Class> {
        None
    }
    fn site_profile(
        &self,
        caller: &'static Method,
        bci: u32,
    ) -> Option<(Vec<(&'static Method, f64)>, f64)> {
        self.site_profiles
            .get(&(caller as *const Method as usize, bci))
            .cloned()
    }
    fn receiver_classes(&self, method: &'static Method, bci: u32) -> Option<Vec<&'static Class>> {
        self.receivers
            .get(&(method as *const Method as usize, bci))
            .cloned()
    }
    fn register_site(&self, chain: Vec<(&'static Method, u32)>) -> u32 {
        let mut sites = self.sites.lock();
        sites.push(chain);
        sites.len() as u32 - 1
    }
    fn guard_counter(&self, kind: usize, hit: bool) -> usize {
        &self.guard_counters[kind][usize::from(hit)] as *const AtomicU64 as usize
    }
    fn pep(&self) -> Option<&'static Pep> {
        None
    }
    fn pep_live_edges(&self) -> Option<Arc<LiveEdges>> {
        None
    }
    fn instrumentation(&self) -> Option<&'static Instrumentation> {
        None
    }
    fn replay(&self) -> Option<&'static ReplayPlan> {
        None
    }
    fn recorder(&self) -> Option<&Mutex<OptPlan>> {
        None
    }
    fn loaded_method(&self, _: &str) -> Result<Option<&'static Method>, String> {
        Ok(None)
    }
    fn loaded_class(&self, name: &str) -> Option<&'static Class> {
        self.find(name)
    }
    fn warn(&self, text: &str) {
        self.warnings.lock().push(text.to_string());
    }
}
