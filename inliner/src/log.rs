//! Inline decisions as data: one JSON line per call site the translator
//! asked about (`--inline-log=FILE`), and the inline tree of one compiled
//! method rebuilt from such a log (`rvm inline tree FILE METHOD`).
//!
//! Records are written in translation order, which is depth-first through
//! the inline tree, so a record's `depth` is its indentation.

use serde::{Deserialize, Serialize};

/// One callee considered at a site.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Considered {
    pub method: String,
    pub size: u32,
    /// The site's DCG weight for it (0 without profile data).
    pub weight: f64,
    /// "none", "class-test" or "method-test".
    pub guard: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Record {
    /// Numbers the compilations of a run (a method compiled twice has two trees).
    pub compilation: u32,
    /// The method being compiled (the tree's root), `Class.name(desc)`.
    pub root: String,
    pub caller: String,
    pub bci: u32,
    pub depth: u32,
    pub candidates: Vec<Considered>,
    /// "inline", "guarded" or "no".
    pub verdict: String,
    /// The methods inlined (one, or the guarded targets in order).
    pub inlined: Vec<String>,
    pub rule: String,
    pub reason: String,
}

/// Whether `pattern` names `method` (`Richards.run`, `run`, `Class.run(I)V`).
fn names(method: &str, pattern: &str) -> bool {
    let name = method.split('(').next().unwrap_or(method);
    method == pattern
        || name == pattern
        || name.ends_with(&format!(".{pattern}"))
        || name.rsplit('.').next() == Some(pattern)
        || name.replace('/', ".").ends_with(pattern)
}

/// The inline trees of every compilation of `method` in the log, as text:
/// each call site with what was decided there and why.
pub fn render_tree(log: &str, method: &str) -> Result<String, String> {
    let mut records = Vec::new();
    for (i, line) in log
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let r: Record = serde_json::from_str(line)
            .map_err(|e| format!("line {}: not an inline decision record: {e}", i + 1))?;
        records.push(r);
    }
    let mut out = String::new();
    let mut current: Option<u32> = None;
    for r in records.iter().filter(|r| names(&r.root, method)) {
        if current != Some(r.compilation) {
            current = Some(r.compilation);
            out.push_str(&format!("{} (compilation {})\n", r.root, r.compilation));
        }
        let indent = "  ".repeat(r.depth as usize + 1);
        let what = match r.verdict.as_str() {
            "no" => {
                let names: Vec<&str> = r.candidates.iter().map(|c| c.method.as_str()).collect();
                format!(
                    "call {}",
                    if names.is_empty() {
                        "(no candidate)".to_string()
                    } else {
                        names.join(" | ")
                    }
                )
            }
            "guarded" => format!("guarded inline {}", r.inlined.join(", ")),
            _ => format!("inline {}", r.inlined.join(", ")),
        };
        let sizes: Vec<String> = r.candidates.iter().map(|c| format!("{}", c.size)).collect();
        out.push_str(&format!(
            "{indent}@{} {what}  [{}; size {}]\n",
            r.bci,
            r.reason,
            sizes.join("/")
        ));
    }
    if out.is_empty() {
        return Err(format!(
            "no inline decisions for {method} in the log (was it compiled by the optimizing tier?)"
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(
        compilation: u32,
        caller: &str,
        bci: u32,
        depth: u32,
        verdict: &str,
        inlined: &[&str],
    ) -> String {
        serde_json::to_string(&Record {
            compilation,
            root: "Richards.run(I)V".into(),
            caller: caller.into(),
            bci,
            depth,
            candidates: vec![Considered {
                method: "T.m()V".into(),
                size: 9,
                weight: 0.0,
                guard: "none".into(),
            }],
            verdict: verdict.into(),
            inlined: inlined.iter().map(|s| s.to_string()).collect(),
            rule: "trivial".into(),
            reason: "trivial".into(),
        })
        .unwrap()
    }

    #[test]
    fn tree_indents_by_depth_and_names_each_decision() {
        let log = [
            record(1, "Richards.run(I)V", 3, 0, "inline", &["T.m()V"]),
            record(1, "T.m()V", 5, 1, "no", &[]),
            record(1, "Richards.run(I)V", 9, 0, "guarded", &["A.f()V"]),
        ]
        .join("\n");
        let tree = render_tree(&log, "Richards.run").unwrap();
        assert_eq!(
            tree,
            "Richards.run(I)V (compilation 1)\n  @3 inline T.m()V  [trivial; size 9]\n    @5 call T.m()V  [trivial; size 9]\n  @9 guarded inline A.f()V  [trivial; size 9]\n"
        );
        assert!(render_tree(&log, "Other.main")
            .unwrap_err()
            .contains("no inline decisions"));
        assert!(render_tree("{not json", "x")
            .unwrap_err()
            .contains("line 1"));
    }
}
