//! The optimizing translator's side of replay compilation
//! (`rvm_vm::runtime::advice`, docs/replay.md): with `--advice-in`, a call
//! site inlines what the advice recorded for it, checked against the call;
//! with `--advice-out`, the translator notes what it decided.
//!
//! ```text
//! inline_plan(bci) --advice-in--> site chain (root..call) -> recorded targets
//!                                   each checked: loaded, matches the dispatch
//!                                   (bound target / vtable slot / class's
//!                                   interface method), inlinable, depth < 5
//!                                   -> (target, guard) | warning, skipped
//!                  --advice-out--> the oracle's verdict -> env.recorder
//! ```
//!
//! A recorded target whose class is not loaded yet cannot be the receiver's
//! and is left out silently; a static target whose class is not initialized
//! yet is left out too (its initialization must stay where the program
//! triggers it). Both depend only on the program's own execution, so every
//! replay of the same advice decides the same way.

use super::calls::{Dispatch, Guard};
use super::inline::{never_inlined, size_estimate};
use super::translator::Translator;
use crate::env::advice::{GuardAdvice, InlineAdvice, InlineTarget, ReplayPlan, SitePos};
use crate::env::Method;

impl Translator<'_> {
    /// The chain of (method, bci) from the root down to the call at `bci`.
    pub(super) fn site_chain(&self, bci: usize) -> Vec<(&'static Method, u32)> {
        let mut chain = Vec::with_capacity(self.outer.len() + 1);
        for (i, scope) in self.outer.iter().enumerate() {
            let call = match self.outer.get(i + 1) {
                Some(next) => next.call_bci,
                None => self.cur.call_bci,
            };
            chain.push((scope.method, call.unwrap_or(0) as u32));
        }
        chain.push((self.cur.method, bci as u32));
        chain
    }

    /// `--advice-in`: the recorded targets of the call at `bci`.
    pub(super) fn replay_inline_plan(
        &mut self,
        plan: &'static ReplayPlan,
        bci: usize,
        dispatch: Dispatch,
        declared: &'static Method,
    ) -> Vec<(&'static Method, Guard)> {
        let chain = self.site_chain(bci);
        let Some(targets) = plan.targets_at(&chain) else {
            return Vec::new();
        };
        let site = || {
            chain
                .iter()
                .map(|(m, b)| format!("{}@{b}", m.qualified_name()))
                .collect::<Vec<_>>()
                .join(" > ")
        };
        let max_depth = self.env.options().oracle.hard_max_depth as usize;
        if self.outer.len() >= max_depth {
            self.env.warn(&format!(
                "{}: deeper than the inline depth limit {max_depth}: site skipped",
                site()
            ));
            return Vec::new();
        }
        let mut chosen: Vec<(&'static Method, Guard)> = Vec::new();
        for t in targets {
            match self.replay_target(t, dispatch, declared) {
                Ok(Some((m, guard))) => {
                    if self.recursion(m) > self.env.options().oracle.max_recursive_inline {
                        self.env.warn(&format!(
                            "{}: {} is recursive beyond the recursive inline limit: skipped",
                            site(),
                            t.method
                        ));
                    } else if let Some(why) = never_inlined(m) {
                        // Not yet initialized is the program's state, not a stale entry.
                        if why != "class not initialized" {
                            self.env.warn(&format!(
                                "{}: {} cannot be inlined ({why}): skipped",
                                site(),
                                t.method
                            ));
                        }
                    } else if matches!(guard, Guard::None) && targets.len() > 1 {
                        self.env.warn(&format!(
                            "{}: a bound target among several: site skipped",
                            site()
                        ));
                        return Vec::new();
                    } else {
                        chosen.push((m, guard));
                    }
                }
                Ok(None) => {}
                Err(why) => self.env.warn(&format!("{}: {why}: target skipped", site())),
            }
        }
        self.log_replayed(bci, &chosen);
        for &(m, _) in &chosen {
            self.inlining.size += size_estimate(m);
        }
        chosen
    }

    /// A recorded target checked against the call: None when its class is
    /// not loaded (no receiver can have it), Err when it cannot be this
    /// call's target (the program changed).
    fn replay_target(
        &self,
        t: &InlineTarget,
        dispatch: Dispatch,
        declared: &'static Method,
    ) -> Result<Option<(&'static Method, Guard)>, String> {
        let Some(m) = self.env.loaded_method(&t.method)? else {
            return Ok(None);
        };
        let mismatch = || {
            Err(format!(
                "{} ({:?}) is not a target of this call",
                t.method, t.guard
            ))
        };
        let bound = declared.is_final() || declared.class().is_final() || declared.is_private();
        Ok(Some(match (dispatch, t.guard) {
            (Dispatch::Direct(d), GuardAdvice::None) if std::ptr::eq(d, m) => (m, Guard::None),
            (Dispatch::Vtable(_), GuardAdvice::None) if bound && std::ptr::eq(declared, m) => {
                (m, Guard::None)
            }
            // Class-hierarchy speculation (calls.rs) depends on the classes
            // linked when the method compiles: the recording may have
            // speculated where this compile cannot, or the other way round.
            // The same target, guarded or not, is the same decision.
            (Dispatch::Direct(d), GuardAdvice::MethodTest) if std::ptr::eq(d, m) => {
                (m, Guard::None)
            }
            // (Speculation only ever binds the declared method.)
            (Dispatch::Vtable(i), GuardAdvice::None) if !bound && std::ptr::eq(declared, m) => {
                (m, Guard::MethodTest(i))
            }
            // The guard compares the receiver's vtable entry with the target,
            // so any target is safe; one of another slot (other than the
            // declared method, the oracle's fallback candidate) is stale.
            (Dispatch::Vtable(i), GuardAdvice::MethodTest)
                if !bound && (m.vtable_index == Some(i) || std::ptr::eq(declared, m)) =>
            {
                (m, Guard::MethodTest(i))
            }
            (Dispatch::Interface(cache), GuardAdvice::ClassTest) => {
                let name = t.class.as_deref().unwrap_or_default();
                let Some(class) = self.env.loaded_class(name) else {
                    return Ok(None);
                };
                let found = class
                    .vtable_slots
                    .get(&cache.signature)
                    .and_then(|&slot| class.vtable.get(slot as usize));
                match found {
                    Some(&f) if std::ptr::eq(f, m) => (m, Guard::ClassTest(class)),
                    _ => {
                        return Err(format!(
                            "{} is not what class {name} runs for this interface call",
                            t.method
                        ))
                    }
                }
            }
            _ => return mismatch(),
        }))
    }

    /// `--inline-log` in a replayed compile: the recorded decision as applied.
    fn log_replayed(&mut self, bci: usize, chosen: &[(&'static Method, Guard)]) {
        if self.env.options().inline_log.is_none() {
            return;
        }
        let root = self.outer.first().map_or(self.cur.method, |s| s.method);
        let record = rvm_inliner::log::Record {
            compilation: self.inlining.compilation,
            root: root.qualified_name(),
            caller: self.cur.method.qualified_name(),
            bci: bci as u32,
            depth: self.outer.len() as u32,
            candidates: chosen
                .iter()
                .map(|&(m, guard)| rvm_inliner::log::Considered {
                    method: m.qualified_name(),
                    size: size_estimate(m),
                    weight: 0.0,
                    guard: guard.name().to_string(),
                })
                .collect(),
            verdict: match chosen {
                [] => "no",
                [(_, Guard::None)] => "inline",
                _ => "guarded",
            }
            .to_string(),
            inlined: chosen.iter().map(|(m, _)| m.qualified_name()).collect(),
            rule: "advice".to_string(),
            reason: "recorded in the advice file (--advice-in)".to_string(),
        };
        super::inline::write_log(self.env, &record);
    }

    /// `--advice-out`: what the oracle decided at the call at `bci`.
    pub(super) fn record_inline(&mut self, bci: usize, chosen: &[(&'static Method, Guard)]) {
        let Some(recorder) = self.env.recorder() else {
            return;
        };
        if chosen.is_empty() {
            return;
        }
        let site = self
            .site_chain(bci)
            .into_iter()
            .map(|(m, bci)| SitePos {
                method: m.qualified_name(),
                bci,
            })
            .collect();
        let targets = chosen
            .iter()
            .map(|&(m, guard)| InlineTarget {
                method: m.qualified_name(),
                guard: match guard {
                    Guard::None => GuardAdvice::None,
                    Guard::MethodTest(_) => GuardAdvice::MethodTest,
                    Guard::ClassTest(_) => GuardAdvice::ClassTest,
                },
                class: match guard {
                    Guard::ClassTest(c) => Some(c.name.to_string()),
                    _ => None,
                },
            })
            .collect();
        recorder.lock().inline.push(InlineAdvice { site, targets });
    }
}
