//! The tiers a method can run in (`--tier`), what the optimizing compiler
//! inlines (`--inline`), and which compiler produced installed code.

/// Execution tiers (`--tier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Never compile.
    Interp,
    /// Compile every method with the baseline compiler on its first call.
    Baseline,
    /// Interpret; compile a method with the baseline compiler when it gets
    /// hot, and with the optimizing compiler when its baseline code does.
    Adaptive,
    /// Compile every method with the optimizing compiler on its first call
    /// (the baseline compiler takes what the optimizing one cannot).
    Opt,
}

/// `--inline`: what the optimizing compiler inlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineMode {
    /// Nothing.
    Off,
    /// Size rules only (the inline oracle without profile data).
    Static,
    /// The inline oracle with the run's dynamic call graph.
    Profile,
}

/// `--controller`: what decides that baseline code is recompiled with the
/// optimizing compiler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Controller {
    /// Baseline code counts calls and backedges down from `--opt-threshold`.
    #[default]
    Counters,
    /// Jikes RVM's cost-benefit model on the timer's method samples
    /// (controller.rs, the `rvm-controller` crate).
    CostBenefit,
}

impl Controller {
    pub fn name(self) -> &'static str {
        match self {
            Controller::Counters => "counters",
            Controller::CostBenefit => "cost-benefit",
        }
    }
}

/// Which compiler produced a method's code (`Method::compiled_tier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum CodeTier {
    Baseline = 1,
    Optimizing = 2,
}

impl CodeTier {
    pub fn name(self) -> &'static str {
        match self {
            CodeTier::Baseline => "baseline",
            CodeTier::Optimizing => "opt",
        }
    }
}

/// `Method::compile_state` values.
pub mod state {
    pub const NOT_TRIED: u8 = 0;
    pub const COMPILED: u8 = 1;
    pub const LEFT_INTERPRETED: u8 = 2;
}

/// A method's backedge threshold is this many times its invocation threshold.
pub const BACKEDGE_FACTOR: u32 = 10;
