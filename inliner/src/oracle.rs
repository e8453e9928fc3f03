//! The decision at one call site (Jikes RVM's DefaultInlineOracle as FACTS.md
//! summarises it; Arnold-Grove 2005 §7 for the profile-directed part).
//!
//! ```text
//! off                       -> no
//! depth >= hard_max_depth   -> no                     (rvm's hard limit 15)
//! per candidate: not inlinable (native, synchronized, abstract, Throwable
//!   constructor), recursive (already on the chain more than
//!   max_recursive_inline times: 1 as in HotSpot, 0 in Jikes RVM), over the
//!   root's budget -> dropped
//!   threshold = always_inline_size (11)  if the root is massive (> 2048)
//!             = max_hot_size (119)       hot edge: weight/total x density > 1%
//!             = 46 + 7300 x weight/total warm edge, capped at 119
//!             = max_inline_size (23; Lee 2015: 17) without profile data
//!   size < 11 and no guard needed        -> inline (trivial, at any depth)
//!   depth > max_depth (soft limit 5)     -> threshold / (depth - max_depth + 1)
//!   size <= threshold                    -> candidate
//! guarded targets need >= 40% of the site's weight (site weight > 3) when
//! the site has profile data; the rest stay a real virtual/interface call.
//! ```

use crate::params::OracleParams;
use serde::Serialize;

/// A call site, as the translator sees it.
#[derive(Clone, Debug, Serialize)]
pub struct CallSite {
    pub caller: u32,
    pub bci: u32,
}

/// How a guarded target is protected (the fallback is the real call).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GuardKind {
    /// The receiver's class word equals the expected class.
    ClassTest,
    /// The receiver's vtable entry is the expected method.
    MethodTest,
}

/// A method that may be inlined at the site.
#[derive(Clone, Debug, Serialize)]
pub struct Candidate {
    pub method: u32,
    /// `size::estimate` of its bytecode.
    pub size: u32,
    /// None: the call is bound to it (static, private, final, exact receiver).
    pub guard: Option<GuardKind>,
    /// Why it can never be inlined (native, synchronized, ...), if so.
    pub never: Option<&'static str>,
    /// How many times it is already on the inline chain (0: not recursive).
    pub recursion: u32,
}

/// Where in the root's inlining the site is.
#[derive(Clone, Debug, Serialize)]
pub struct Context {
    pub depth: u32,
    pub root_size: u32,
    pub inlined_so_far: u32,
    /// `--inline=profile`: use the site's DCG weights.
    pub profile_directed: bool,
}

/// The DCG's view of the site: weight per callee, the whole graph's total
/// weight, and the call density (1 - backedge samples / all samples).
#[derive(Clone, Debug, Default, Serialize)]
pub struct SiteProfile {
    pub targets: Vec<(u32, f64)>,
    pub total_weight: f64,
    pub call_density: f64,
}

/// The id [`SiteProfile::for_candidates`] gives the weight of a site's
/// callees that are not candidates.
pub const OTHER_TARGETS: u32 = u32::MAX;

impl SiteProfile {
    /// The site's profile in candidate ids: the DCG's weight of each
    /// candidate (id = its index in `candidates`; `same` says whether a DCG
    /// target is that candidate), and, as [`OTHER_TARGETS`], the weight of
    /// the site's other callees, which counts in the site's total for the
    /// 40% rule. Call density 1 (the VM's DCG weights already carry it).
    pub fn for_candidates<C, T>(
        candidates: &[C],
        dcg_targets: &[(T, f64)],
        total_weight: f64,
        same: impl Fn(&C, &T) -> bool,
    ) -> SiteProfile {
        let weight = |c: &C| -> f64 {
            dcg_targets
                .iter()
                .filter(|(t, _)| same(c, t))
                .map(|(_, w)| w)
                .sum()
        };
        let mut targets: Vec<(u32, f64)> = candidates
            .iter()
            .enumerate()
            .map(|(i, c)| (i as u32, weight(c)))
            .collect();
        let all: f64 = dcg_targets.iter().map(|(_, w)| w).sum();
        let ours: f64 = targets.iter().map(|(_, w)| w).sum();
        targets.push((OTHER_TARGETS, all - ours));
        SiteProfile {
            targets,
            total_weight,
            call_density: 1.0,
        }
    }

    fn weight_of(&self, method: u32) -> f64 {
        self.targets
            .iter()
            .filter(|(m, _)| *m == method)
            .map(|(_, w)| w)
            .sum()
    }
    fn site_weight(&self) -> f64 {
        self.targets.iter().map(|(_, w)| w).sum()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    NoInline,
    Inline(u32),
    Guarded(Vec<(u32, GuardKind)>),
}

/// The rule that decided, for logs and `rvm inline tree`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    Off,
    DepthLimit,
    NotInlinable,
    Recursive,
    Budget,
    Trivial,
    StaticSize,
    HotEdge,
    WarmEdge,
    TooBig,
    BelowGuardShare,
}

impl Rule {
    pub fn describe(self) -> &'static str {
        match self {
            Rule::Off => "inlining off",
            Rule::DepthLimit => "inline depth limit",
            Rule::NotInlinable => {
                "never inlined (native, synchronized, abstract, exception constructor)"
            }
            Rule::Recursive => "recursive",
            Rule::Budget => "over the root's inline budget",
            Rule::Trivial => "trivial (size below the always-inline size)",
            Rule::StaticSize => "small enough for the static size limit",
            Rule::HotEdge => "hot edge: up to the hot size limit",
            Rule::WarmEdge => "warm edge: linear size threshold",
            Rule::TooBig => "larger than its size threshold",
            Rule::BelowGuardShare => "no target holds the guard share of the site's weight",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    pub verdict: Verdict,
    pub rule: Rule,
}

fn no(rule: Rule) -> Decision {
    Decision {
        verdict: Verdict::NoInline,
        rule,
    }
}

/// Decides the call site (see the module doc).
pub fn decide(
    p: &OracleParams,
    _site: &CallSite,
    candidates: &[Candidate],
    ctx: &Context,
    profile: Option<&SiteProfile>,
) -> Decision {
    // Jikes RVM's DefaultInlineOracle takes trivial guardless inlines
    // before it looks at the depth, and past its depth limit (5) divides
    // the size threshold of the rest: a soft limit. The hard one is rvm's.
    if ctx.depth >= p.hard_max_depth {
        return no(Rule::DepthLimit);
    }
    let profile =
        profile.filter(|s| ctx.profile_directed && s.site_weight() > 0.0 && s.total_weight > 0.0);
    let mut accepted: Vec<(u32, Option<GuardKind>, f64, Rule)> = Vec::new();
    let mut last_rule = Rule::NotInlinable;
    for c in candidates {
        if c.never.is_some() {
            last_rule = Rule::NotInlinable;
            continue;
        }
        if c.recursion > p.max_recursive_inline {
            last_rule = Rule::Recursive;
            continue;
        }
        if ctx.inlined_so_far + c.size > p.root_budget {
            last_rule = Rule::Budget;
            continue;
        }
        if c.size < p.always_inline_size && c.guard.is_none() {
            accepted.push((c.method, None, f64::INFINITY, Rule::Trivial));
            continue;
        }
        let weight = profile.map_or(0.0, |s| s.weight_of(c.method));
        let (threshold, rule) = if ctx.root_size > p.massive_root {
            (p.always_inline_size.saturating_sub(1), Rule::TooBig)
        } else if let Some(s) = profile.filter(|_| weight > 0.0) {
            let share = weight / s.total_weight;
            if share * s.call_density > p.hot_edge_share {
                (p.max_hot_size, Rule::HotEdge)
            } else {
                let ramp = (p.warm_base + p.warm_slope * share).min(p.max_hot_size as f64) as u32;
                (ramp.max(p.max_inline_size), Rule::WarmEdge)
            }
        } else {
            (p.max_inline_size, Rule::StaticSize)
        };
        let backed_off = if ctx.depth > p.max_depth {
            threshold / (ctx.depth - p.max_depth + 1)
        } else {
            threshold
        };
        if c.size <= backed_off {
            accepted.push((c.method, c.guard, weight, rule));
        } else if c.size <= threshold {
            last_rule = Rule::DepthLimit;
        } else {
            last_rule = Rule::TooBig;
        }
    }
    if accepted.is_empty() {
        return no(last_rule);
    }
    // One bound target: inline it.
    if let [(m, None, _, rule)] = accepted[..] {
        return Decision {
            verdict: Verdict::Inline(m),
            rule,
        };
    }
    // Guarded targets: with profile data, only those holding the guard share
    // of the site's weight (Arnold-Grove §7), heaviest first.
    if let Some(s) = profile {
        let site = s.site_weight();
        if site <= p.min_site_weight {
            return no(Rule::BelowGuardShare);
        }
        accepted.retain(|&(_, _, w, _)| w / site >= p.guard_share);
        accepted.sort_by(|a, b| b.2.partial_cmp(&a.2).unwrap_or(std::cmp::Ordering::Equal));
        if accepted.is_empty() {
            return no(Rule::BelowGuardShare);
        }
    }
    let rule = accepted[0].3;
    let targets = accepted
        .iter()
        .map(|&(m, g, _, _)| (m, g.unwrap_or(GuardKind::MethodTest)))
        .collect();
    Decision {
        verdict: Verdict::Guarded(targets),
        rule,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_profile_for_candidates_sums_each_candidate_and_the_rest() {
        // DCG targets by name: b twice (two entries), c not a candidate.
        let dcg = [("a", 3.0), ("b", 1.0), ("b", 2.0), ("c", 4.0)];
        let p = SiteProfile::for_candidates(&["b", "a"], &dcg, 100.0, |c, t| c == t);
        assert_eq!(p.targets, [(0, 3.0), (1, 3.0), (OTHER_TARGETS, 4.0)]);
        assert_eq!(p.site_weight(), 10.0);
        assert_eq!((p.total_weight, p.call_density), (100.0, 1.0));
    }
    use crate::params::{OracleKind, OracleParams};

    fn jikes() -> OracleParams {
        OracleParams::new(OracleKind::Jikes)
    }
    fn site() -> CallSite {
        CallSite { caller: 1, bci: 7 }
    }
    fn ctx(profile_directed: bool) -> Context {
        Context {
            depth: 0,
            root_size: 100,
            inlined_so_far: 0,
            profile_directed,
        }
    }
    fn bound(method: u32, size: u32) -> Candidate {
        Candidate {
            method,
            size,
            guard: None,
            never: None,
            recursion: 0,
        }
    }
    fn guarded(method: u32, size: u32, guard: GuardKind) -> Candidate {
        Candidate {
            method,
            size,
            guard: Some(guard),
            never: None,
            recursion: 0,
        }
    }
    fn profile(targets: &[(u32, f64)]) -> SiteProfile {
        SiteProfile {
            targets: targets.to_vec(),
            total_weight: 1000.0,
            call_density: 0.5,
        }
    }

    #[test]
    fn monomorphic_bound_target_is_inlined_without_guard() {
        let d = decide(&jikes(), &site(), &[bound(5, 20)], &ctx(false), None);
        assert_eq!(
            d,
            Decision {
                verdict: Verdict::Inline(5),
                rule: Rule::StaticSize
            }
        );
    }

    #[test]
    fn trivial_methods_inline_even_when_cold() {
        let cold = profile(&[(9, 0.0)]);
        let d = decide(&jikes(), &site(), &[bound(5, 10)], &ctx(true), Some(&cold));
        assert_eq!(d.rule, Rule::Trivial);
        assert_eq!(d.verdict, Verdict::Inline(5));
    }

    #[test]
    fn static_limit_is_23_for_jikes_and_17_for_lee() {
        let lee = OracleParams::new(OracleKind::Lee2015);
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 23)], &ctx(false), None).verdict,
            Verdict::Inline(5)
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 24)], &ctx(false), None).rule,
            Rule::TooBig
        );
        assert_eq!(
            decide(&lee, &site(), &[bound(5, 17)], &ctx(false), None).verdict,
            Verdict::Inline(5)
        );
        assert_eq!(
            decide(&lee, &site(), &[bound(5, 18)], &ctx(false), None).rule,
            Rule::TooBig
        );
    }

    #[test]
    fn hot_edges_inline_up_to_119_and_warm_edges_follow_the_linear_ramp() {
        // share 0.1 x density 0.5 = 5% > 1%: hot.
        let hot = profile(&[(5, 100.0)]);
        let d = decide(&jikes(), &site(), &[bound(5, 119)], &ctx(true), Some(&hot));
        assert_eq!(
            d,
            Decision {
                verdict: Verdict::Inline(5),
                rule: Rule::HotEdge
            }
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 120)], &ctx(true), Some(&hot)).rule,
            Rule::TooBig
        );
        // share 0.01 x 0.5 = 0.5%: warm, threshold 46 + 73 = 119 capped; share 0.002: 46 + 14.6 = 60.
        let warm = profile(&[(5, 2.0)]);
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 60)], &ctx(true), Some(&warm)).rule,
            Rule::WarmEdge
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 61)], &ctx(true), Some(&warm)).rule,
            Rule::TooBig
        );
    }

    #[test]
    fn a_70_30_site_guards_the_70_percent_target_only() {
        let split = profile(&[(5, 70.0), (6, 30.0)]);
        let c = [
            guarded(5, 20, GuardKind::ClassTest),
            guarded(6, 20, GuardKind::ClassTest),
        ];
        let d = decide(&jikes(), &site(), &c, &ctx(true), Some(&split));
        assert_eq!(d.verdict, Verdict::Guarded(vec![(5, GuardKind::ClassTest)]));
    }

    #[test]
    fn a_megamorphic_site_inlines_nothing() {
        let five = profile(&[(1, 20.0), (2, 20.0), (3, 20.0), (4, 20.0), (5, 20.0)]);
        let c: Vec<Candidate> = (1..=5)
            .map(|m| guarded(m, 10, GuardKind::ClassTest))
            .collect();
        let d = decide(&jikes(), &site(), &c, &ctx(true), Some(&five));
        assert_eq!(
            d,
            Decision {
                verdict: Verdict::NoInline,
                rule: Rule::BelowGuardShare
            }
        );
    }

    #[test]
    fn the_depth_limit_is_soft_as_in_jikes() {
        let at = |depth| Context {
            depth,
            ..ctx(false)
        };
        // Trivial: inlined past the soft limit.
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 10)], &at(9), None).rule,
            Rule::Trivial
        );
        // Size 20 under the static limit 23: taken up to depth 5, refused
        // at 6 (23 / 2 = 11), and the log says why.
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 20)], &at(5), None).rule,
            Rule::StaticSize
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 20)], &at(6), None).rule,
            Rule::DepthLimit
        );
        // Size 11 passes at 6 (threshold 11), not at 7 (23 / 3 = 7).
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 11)], &at(6), None).rule,
            Rule::StaticSize
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 11)], &at(7), None).rule,
            Rule::DepthLimit
        );
    }

    #[test]
    fn recursive_inlining_stops_at_max_recursive_inline() {
        let mut once = bound(5, 5);
        once.recursion = 1;
        let mut twice = bound(5, 5);
        twice.recursion = 2;
        assert_eq!(
            decide(&jikes(), &site(), &[once.clone()], &ctx(false), None).rule,
            Rule::Trivial
        );
        assert_eq!(
            decide(&jikes(), &site(), &[twice], &ctx(false), None).rule,
            Rule::Recursive
        );
        let mut never = jikes();
        never.max_recursive_inline = 0;
        assert_eq!(
            decide(&never, &site(), &[once], &ctx(false), None).rule,
            Rule::Recursive
        );
    }

    #[test]
    fn recursion_depth_and_never_inlinable_methods_stop_inlining() {
        let mut r = bound(5, 5);
        r.recursion = 2;
        assert_eq!(
            decide(&jikes(), &site(), &[r], &ctx(false), None).rule,
            Rule::Recursive
        );
        // The hard limit stops even trivial inlines.
        let deepest = Context {
            depth: 15,
            ..ctx(false)
        };
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 5)], &deepest, None).rule,
            Rule::DepthLimit
        );
        let mut n = bound(5, 5);
        n.never = Some("native");
        assert_eq!(
            decide(&jikes(), &site(), &[n], &ctx(false), None).rule,
            Rule::NotInlinable
        );
    }

    #[test]
    fn massive_roots_get_only_trivial_inlining_and_budgets_are_kept() {
        let massive = Context {
            root_size: 3000,
            ..ctx(false)
        };
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 10)], &massive, None).rule,
            Rule::Trivial
        );
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 15)], &massive, None).rule,
            Rule::TooBig
        );
        let spent = Context {
            inlined_so_far: 1195,
            ..ctx(false)
        };
        assert_eq!(
            decide(&jikes(), &site(), &[bound(5, 10)], &spent, None).rule,
            Rule::Budget
        );
    }

    #[test]
    fn without_profile_a_guarded_single_target_uses_the_static_limit() {
        let d = decide(
            &jikes(),
            &site(),
            &[guarded(5, 20, GuardKind::MethodTest)],
            &ctx(false),
            None,
        );
        assert_eq!(
            d,
            Decision {
                verdict: Verdict::Guarded(vec![(5, GuardKind::MethodTest)]),
                rule: Rule::StaticSize
            }
        );
    }
}
