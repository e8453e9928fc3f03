//! The advice file (`--advice-out`, `--advice-in`): what the adaptive system
//! decided in one run, as data (DESIGN.md decision 6), in a versioned JSON
//! envelope like the profile file's ("rvm-profile-1").
//!
//! ```text
//! { "format":   "rvm-advice-1",
//!   "config":   { "tier": "adaptive", "inline": "profile", "edge_profile": "off", ... },
//!   "unlisted": "interp",                      tier of methods the file does not name
//!   "compiles": [                              in the order the run installed them
//!     { "method": "Main.run(I)I", "tier": "baseline" },
//!     { "method": "Main.run(I)I", "tier": "opt",
//!       "inline":   [ { "site": [ {"method": "Main.run(I)I", "bci": 12} ],
//!                       "targets": [ {"method": "Shape.area()D", "guard": "method-test"} ] },
//!                     { "site": [ {"method": "Main.run(I)I", "bci": 12},
//!                                 {"method": "Shape.area()D", "bci": 3} ],   nested: the chain
//!                       "targets": [ {"method": "Shape.side()D", "guard": "none"} ] } ],
//!       "branches": [ { "method": "Main.run(I)I", "bci": 20, "successors": {"23": 9000, "41": 12} } ] },
//!     { "method": "Main.main([Ljava/lang/String;)V", "tier": "opt", "osr_bci": 8, ... } ] }
//! ```
//!
//! A site is the chain of (method, bci) from the compiled root down to the
//! call: the root's call at bci 12 inlined `Shape.area`, whose own call at
//! bci 3 is the second site. Only sites that inlined something are listed;
//! a site not listed is a real call. This module parses and checks what can
//! be checked without the program (syntax, version, names, tiers); whether
//! the methods and call sites exist is checked when they are used
//! (runtime/advice/mod.rs, docs/replay.md).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The format tag of every advice file.
pub const ADVICE_FORMAT: &str = "rvm-advice-1";

/// A tier as the advice names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AdviceTier {
    Interp,
    Baseline,
    Opt,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdviceFile {
    pub format: String,
    /// The recording run's configuration: option names to values, free-form.
    #[serde(default)]
    pub config: BTreeMap<String, serde_json::Value>,
    /// Where methods the advice does not name run (interp or baseline).
    pub unlisted: AdviceTier,
    pub compiles: Vec<CompileAdvice>,
}

/// One compilation the recording run installed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompileAdvice {
    /// `pkg/Class.name(descriptor)`.
    pub method: String,
    pub tier: AdviceTier,
    /// An on-stack-replacement compile entered at this loop header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub osr_bci: Option<u32>,
    /// The inline plan (opt only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inline: Vec<InlineAdvice>,
    /// The branch profile the optimizing compiler read (opt only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<BranchAdvice>,
}

/// One (method, bci) of a site's chain.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SitePos {
    pub method: String,
    pub bci: u32,
}

/// What one call site inlined.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InlineAdvice {
    /// From the root down to the call (see the module doc).
    pub site: Vec<SitePos>,
    /// In the order the guards test them.
    pub targets: Vec<InlineTarget>,
}

/// How an inlined target is protected (rvm-inliner's guard kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GuardAdvice {
    /// Bound call (static, private, final): no guard.
    None,
    /// The receiver's vtable entry is the target.
    MethodTest,
    /// The receiver's class is `class`.
    ClassTest,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InlineTarget {
    pub method: String,
    pub guard: GuardAdvice,
    /// The class a class test compares with (`class-test` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
}

/// Counts of one conditional branch: successor bci -> times taken.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BranchAdvice {
    pub method: String,
    pub bci: u32,
    pub successors: BTreeMap<u32, u64>,
}

impl AdviceFile {
    /// Parses and checks an advice file; `origin` names it in errors.
    pub fn parse(text: &str, origin: &str) -> Result<AdviceFile, String> {
        // The version first, so that a file of another version says so
        // instead of failing on a field it does not have.
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("{origin}: not JSON: {e}"))?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(ADVICE_FORMAT) => {}
            Some(other) => {
                return Err(format!(
                    "{origin}: advice format {other:?} is not supported (this rvm reads {ADVICE_FORMAT:?})"
                ))
            }
            None => {
                return Err(format!(
                    "{origin}: not an advice file (no \"format\": {ADVICE_FORMAT:?})"
                ))
            }
        }
        let file: AdviceFile = serde_json::from_value(value)
            .map_err(|e| format!("{origin}: malformed advice: {e}"))?;
        file.check().map_err(|e| format!("{origin}: {e}"))?;
        Ok(file)
    }

    /// What can be checked without the program.
    fn check(&self) -> Result<(), String> {
        if self.unlisted == AdviceTier::Opt {
            return Err("\"unlisted\" must be \"interp\" or \"baseline\"".into());
        }
        for (i, c) in self.compiles.iter().enumerate() {
            let at = || format!("compiles[{i}] ({})", c.method);
            check_method_name(&c.method).map_err(|e| format!("{}: {e}", at()))?;
            match c.tier {
                AdviceTier::Interp => {
                    return Err(format!("{}: tier \"interp\" is not a compilation", at()))
                }
                AdviceTier::Baseline if !c.inline.is_empty() || !c.branches.is_empty() => {
                    return Err(format!(
                        "{}: a baseline compile has no inline plan or branch profile",
                        at()
                    ))
                }
                _ => {}
            }
            for (j, a) in c.inline.iter().enumerate() {
                let at = || format!("{}: inline[{j}]", at());
                let Some(first) = a.site.first() else {
                    return Err(format!("{}: empty site", at()));
                };
                if first.method != c.method {
                    return Err(format!(
                        "{}: the site starts in {}, not in the compiled method",
                        at(),
                        first.method
                    ));
                }
                for p in &a.site {
                    check_method_name(&p.method).map_err(|e| format!("{}: {e}", at()))?;
                }
                if a.targets.is_empty() {
                    return Err(format!("{}: no targets", at()));
                }
                for t in &a.targets {
                    check_method_name(&t.method).map_err(|e| format!("{}: {e}", at()))?;
                    if (t.guard == GuardAdvice::ClassTest) != t.class.is_some() {
                        return Err(format!(
                            "{}: {}: a class test names its class, other guards do not",
                            at(),
                            t.method
                        ));
                    }
                }
            }
            for b in &c.branches {
                check_method_name(&b.method).map_err(|e| format!("{}: {e}", at()))?;
            }
        }
        Ok(())
    }

    pub fn to_json(&self) -> String {
        // Plain data with string keys: serialization cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// `pkg/Class.name(descriptor)`, split into (class, name, descriptor).
pub fn split_method_name(qualified: &str) -> Option<(&str, &str, &str)> {
    let paren = qualified.find('(')?;
    let dot = qualified[..paren].rfind('.')?;
    let (class, name) = (&qualified[..dot], &qualified[dot + 1..paren]);
    (!class.is_empty() && !name.is_empty()).then_some((class, name, &qualified[paren..]))
}

fn check_method_name(qualified: &str) -> Result<(), String> {
    split_method_name(qualified)
        .map(|_| ())
        .ok_or_else(|| format!("{qualified:?} is not a method name (pkg/Class.name(descriptor))"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> AdviceFile {
        AdviceFile {
            format: ADVICE_FORMAT.into(),
            config: BTreeMap::new(),
            unlisted: AdviceTier::Interp,
            compiles: vec![CompileAdvice {
                method: "p/Main.run(I)I".into(),
                tier: AdviceTier::Opt,
                osr_bci: None,
                inline: vec![InlineAdvice {
                    site: vec![SitePos {
                        method: "p/Main.run(I)I".into(),
                        bci: 12,
                    }],
                    targets: vec![InlineTarget {
                        method: "p/Shape.area()D".into(),
                        guard: GuardAdvice::ClassTest,
                        class: Some("p/Square".into()),
                    }],
                }],
                branches: vec![BranchAdvice {
                    method: "p/Main.run(I)I".into(),
                    bci: 20,
                    successors: [(23, 9000), (41, 12)].into_iter().collect(),
                }],
            }],
        }
    }

    #[test]
    fn advice_round_trips_through_json() {
        let file = sample();
        assert_eq!(AdviceFile::parse(&file.to_json(), "a.json").unwrap(), file);
    }

    #[test]
    fn another_version_is_refused_by_name() {
        let text = sample().to_json().replace(ADVICE_FORMAT, "rvm-advice-9");
        let err = AdviceFile::parse(&text, "a.json").unwrap_err();
        assert!(err.contains("\"rvm-advice-9\" is not supported"), "{err}");
        let err = AdviceFile::parse("{\"compiles\": []}", "a.json").unwrap_err();
        assert!(err.contains("not an advice file"), "{err}");
    }

    #[test]
    fn malformed_json_says_where() {
        let err = AdviceFile::parse("{\"format\": \"rvm-advice-1\",", "a.json").unwrap_err();
        assert!(
            err.starts_with("a.json: not JSON") && err.contains("line 1"),
            "{err}"
        );
        let text = sample()
            .to_json()
            .replace("\"tier\": \"opt\"", "\"tier\": \"fast\"");
        let err = AdviceFile::parse(&text, "a.json").unwrap_err();
        assert!(
            err.contains("malformed advice") && err.contains("fast"),
            "{err}"
        );
    }

    #[test]
    fn inconsistent_entries_are_refused() {
        let mut f = sample();
        f.compiles[0].inline[0].targets[0].class = None;
        assert!(AdviceFile::parse(&f.to_json(), "a")
            .unwrap_err()
            .contains("class test names its class"));
        let mut f = sample();
        f.compiles[0].tier = AdviceTier::Baseline;
        assert!(AdviceFile::parse(&f.to_json(), "a")
            .unwrap_err()
            .contains("baseline compile has no inline plan"));
        let mut f = sample();
        f.compiles[0].inline[0].site[0].method = "p/Other.x()V".into();
        assert!(AdviceFile::parse(&f.to_json(), "a")
            .unwrap_err()
            .contains("not in the compiled method"));
        let mut f = sample();
        f.compiles[0].method = "run".into();
        assert!(AdviceFile::parse(&f.to_json(), "a")
            .unwrap_err()
            .contains("is not a method name"));
        let mut f = sample();
        f.unlisted = AdviceTier::Opt;
        assert!(AdviceFile::parse(&f.to_json(), "a").is_err());
    }

    #[test]
    fn method_names_split_at_the_last_dot_before_the_descriptor() {
        assert_eq!(
            split_method_name("a/b/C$D.f(Ljava/lang/String;)V"),
            Some(("a/b/C$D", "f", "(Ljava/lang/String;)V"))
        );
        assert_eq!(
            split_method_name("C.<init>()V"),
            Some(("C", "<init>", "()V"))
        );
        assert_eq!(split_method_name("noparen"), None);
        assert_eq!(split_method_name(".f()V"), None);
    }
}
