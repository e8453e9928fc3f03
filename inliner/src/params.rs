//! The oracle's constants, each named after its source, and overridable by
//! name for experiments (`--inline-param NAME=VALUE`).

use serde::Serialize;

/// Which rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum OracleKind {
    /// Jikes RVM's DefaultInlineOracle with Arnold-Grove 2005's linear threshold.
    Jikes,
    /// Lee 2015 §6.3.2: the static size limit weakened from 23 to 17.
    Lee2015,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OracleParams {
    pub kind: OracleKind,
    /// Always inline below this size when no guard is needed (Jikes ALWAYS_INLINE_SIZE 11).
    pub always_inline_size: u32,
    /// Static heuristic: inline up to this size without profile data (Jikes 23; Lee 2015 17).
    pub max_inline_size: u32,
    /// Profile-directed: a hot edge may inline up to this (Arnold-Grove §7; Jikes 119,
    /// lowered from 135 when CBS became the default: FACTS.md).
    pub max_hot_size: u32,
    /// The linear ramp for warm edges: base + slope x (edge weight / total weight).
    pub warm_base: f64,
    pub warm_slope: f64,
    /// An edge is hot above this share of the total weight times call density (1%).
    pub hot_edge_share: f64,
    /// Guarded inlining needs this share of the site's weight per target (Arnold-Grove §7: 40%).
    pub guard_share: f64,
    /// ... and a site weight above this (FACTS.md).
    pub min_site_weight: f64,
    /// Soft depth limit (Jikes 5): past it, the size threshold of
    /// non-trivial inlines is divided by (depth - max_depth + 1).
    pub max_depth: u32,
    /// Hard depth limit, rvm's own (Jikes RVM has none; HotSpot's
    /// MaxInlineLevel is 15): bounds the translator's recursion and the
    /// records of inlined frames. Trivial inlines stop only here.
    pub hard_max_depth: u32,
    /// Roots larger than this get only trivial inlining (Jikes 2048).
    pub massive_root: u32,
    /// Call-site bonuses are capped at this fraction (40%).
    pub max_bonus: f64,
    /// Bytes of callee code inlined into one root at most (rvm's budget).
    pub root_budget: u32,
    /// A method already on the inline chain this many times may be inlined
    /// once more: 1, HotSpot's MaxRecursiveInlineLevel (C1 and C2), so a
    /// recursive method's own calls are inlined one level deep. rvm's
    /// departure from Jikes RVM, which never inlines recursively
    /// (`--inline-param max_recursive_inline=0` restores that): a recursive
    /// call costs rvm several times what it costs HotSpot (docs/jit.md, "The
    /// cost of a call"), and Fib's steady state took 40% fewer instructions.
    pub max_recursive_inline: u32,
}

impl OracleParams {
    pub fn new(kind: OracleKind) -> OracleParams {
        OracleParams {
            kind,
            always_inline_size: 11,
            max_inline_size: match kind {
                OracleKind::Jikes => 23,
                OracleKind::Lee2015 => 17,
            },
            max_hot_size: 119,
            warm_base: 46.0,
            warm_slope: 7300.0,
            hot_edge_share: 0.01,
            guard_share: 0.40,
            min_site_weight: 3.0,
            max_depth: 5,
            hard_max_depth: 15,
            massive_root: 2048,
            max_bonus: 0.40,
            root_budget: 1200,
            max_recursive_inline: 1,
        }
    }

    /// Sets one constant by name: `--inline-param max_inline_size=30`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let int = || {
            value
                .parse::<u32>()
                .map_err(|_| format!("--inline-param {name}={value}: expected a whole number"))
        };
        let real = || {
            value
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| {
                    format!("--inline-param {name}={value}: expected a non-negative number")
                })
        };
        match name {
            "always_inline_size" => self.always_inline_size = int()?,
            "max_inline_size" => self.max_inline_size = int()?,
            "max_hot_size" => self.max_hot_size = int()?,
            "warm_base" => self.warm_base = real()?,
            "warm_slope" => self.warm_slope = real()?,
            "hot_edge_share" => self.hot_edge_share = real()?,
            "guard_share" => self.guard_share = real()?,
            "min_site_weight" => self.min_site_weight = real()?,
            "max_depth" => self.max_depth = int()?,
            "hard_max_depth" => self.hard_max_depth = int()?,
            "massive_root" => self.massive_root = int()?,
            "max_bonus" => self.max_bonus = real()?,
            "root_budget" => self.root_budget = int()?,
            "max_recursive_inline" => self.max_recursive_inline = int()?,
            _ => {
                return Err(format!(
                    "--inline-param {name}: unknown constant (known: always_inline_size, max_inline_size, max_hot_size, \
                     warm_base, warm_slope, hot_edge_share, guard_share, min_site_weight, max_depth, hard_max_depth, massive_root, \
                     max_bonus, root_budget, max_recursive_inline)"
                ))
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jikes_and_lee_differ_only_in_the_static_limit() {
        let (j, l) = (
            OracleParams::new(OracleKind::Jikes),
            OracleParams::new(OracleKind::Lee2015),
        );
        assert_eq!((j.max_inline_size, l.max_inline_size), (23, 17));
        assert_eq!(
            (j.always_inline_size, j.max_hot_size, j.guard_share),
            (11, 119, 0.40)
        );
        assert_eq!(
            OracleParams {
                kind: OracleKind::Jikes,
                max_inline_size: 23,
                ..l
            },
            j
        );
    }

    #[test]
    fn constants_are_overridable_by_name_with_clear_errors() {
        let mut p = OracleParams::new(OracleKind::Jikes);
        p.set("max_inline_size", "30").unwrap();
        p.set("guard_share", "0.5").unwrap();
        assert_eq!((p.max_inline_size, p.guard_share), (30, 0.5));
        assert!(p
            .set("max_inline_size", "big")
            .unwrap_err()
            .contains("whole number"));
        assert!(p
            .set("guard_share", "-1")
            .unwrap_err()
            .contains("non-negative"));
        assert!(p
            .set("no_such", "1")
            .unwrap_err()
            .contains("unknown constant"));
    }
}
