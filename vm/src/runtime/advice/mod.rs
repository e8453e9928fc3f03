//! Replay compilation (Jikes RVM's advice files; PEP 2005 §5 measures with
//! them): `--advice-out` records what the adaptive system decided, and
//! `--advice-in` compiles exactly that, so that two processes run the same
//! code and an experiment compares plans, not compilation timing.
//!
//! ```text
//! recording:  compiler::record_compile (every installed compile, any thread)
//!               baseline -> record(method, baseline)
//!               opt      -> record(method, opt) + the plan the jit staged on this
//!                           thread (stage(): inline decisions, branch counts, OSR bci)
//!             launcher::shutdown -> write_at_exit: AdviceFile -> FILE
//! replaying:  load(FILE) before the program runs (errors end the run)
//!             thread tier = baseline-like: compile at the first invocation
//!             compiler::maybe_compile -> replay_tier(method): the highest tier
//!               the advice lists, else the advice's `unlisted` tier
//!             jit (env/, opt/inline.rs, opt/pep/) -> replay_plan(method): the
//!               recorded inline plan and branch profile replace the oracle,
//!               the DCG, inline caches and branch counters
//!             no counter- or sample-driven recompilation, no OSR, no
//!             background compilation; the profiler runs if asked, decides nothing
//! ```
//!
//! Stale advice (the program changed) is skipped entry by entry with one
//! warning each; a file that cannot be read, parsed or is of another
//! version is an error before the program starts (docs/replay.md).

mod format;

pub use format::*;

use crate::class::Method;
use crate::compile::{CodeTier, Tier};
use crate::runtime::Vm;
use parking_lot::Mutex;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

// ---- recording ---------------------------------------------------------

struct Recorder {
    path: PathBuf,
    compiles: Mutex<Vec<CompileAdvice>>,
}

// Process-wide, not in `Vm`: set once from the command line before the VM
// starts and read by the compile pipeline and by the jit's environment,
// which sees it through `env::recorder`; one recording per process run.
static RECORDER: OnceLock<Recorder> = OnceLock::new();

/// `--advice-out=FILE`: record from now on (the file is created now, so an
/// unwritable path is an error before the program runs).
pub fn start_recording(path: &Path) -> Result<(), String> {
    std::fs::File::create(path).map_err(|e| format!("--advice-out={}: {e}", path.display()))?;
    let _ = RECORDER.set(Recorder {
        path: path.to_path_buf(),
        compiles: Mutex::new(Vec::new()),
    });
    Ok(())
}

/// Whether `--advice-out` records (the jit then collects its plans).
pub fn recording() -> bool {
    RECORDER.get().is_some()
}

/// An optimizing compile's plan as the jit collected it.
#[derive(Clone, Debug, Default)]
pub struct OptPlan {
    pub osr_bci: Option<u32>,
    pub inline: Vec<InlineAdvice>,
    pub branches: Vec<BranchAdvice>,
}

thread_local! {
    /// The plan of the optimizing compile that just finished on this thread,
    /// until `record_compile` (same thread) takes it.
    static STAGED: RefCell<Option<OptPlan>> = const { RefCell::new(None) };
}

/// The jit finished an optimizing compile on this thread: its plan, for the
/// record made when the code is installed.
pub fn stage(plan: OptPlan) {
    STAGED.with(|s| *s.borrow_mut() = Some(plan));
}

/// A compile was installed (called from `compiler::record_compile`).
pub(crate) fn record(method: &'static Method, tier: CodeTier) {
    let staged = STAGED.with(|s| s.borrow_mut().take());
    let Some(recorder) = RECORDER.get() else {
        return;
    };
    let plan = if tier == CodeTier::Optimizing {
        staged.unwrap_or_default()
    } else {
        OptPlan::default()
    };
    recorder.compiles.lock().push(CompileAdvice {
        method: method.qualified_name(),
        tier: match tier {
            CodeTier::Baseline => AdviceTier::Baseline,
            CodeTier::Optimizing => AdviceTier::Opt,
        },
        osr_bci: plan.osr_bci,
        inline: plan.inline,
        branches: plan.branches,
    });
}

/// Where methods never compiled ran in a run with this tier.
pub fn unlisted_tier(tier: Tier) -> AdviceTier {
    match tier {
        Tier::Interp | Tier::Adaptive => AdviceTier::Interp,
        Tier::Baseline | Tier::Opt => AdviceTier::Baseline,
    }
}

/// Writes `--advice-out` at program end. Errors go to stderr: the program's
/// own exit status stands.
pub fn write_at_exit(vm: &Vm) {
    let Some(recorder) = RECORDER.get() else {
        return;
    };
    let o = &vm.options;
    let mut config: BTreeMap<String, serde_json::Value> = BTreeMap::new();
    let tier = format!("{:?}", o.tier).to_lowercase();
    config.insert(
        "tier".into(),
        match REPLAY.get() {
            Some(r) => format!("replay of {}", r.origin),
            None => tier,
        }
        .into(),
    );
    config.insert(
        "inline".into(),
        format!("{:?}", o.inline).to_lowercase().into(),
    );
    config.insert(
        "inline_oracle".into(),
        if o.inline_lee2015 { "lee2015" } else { "jikes" }.into(),
    );
    for (name, value) in &o.inline_params {
        config.insert(format!("inline_param.{name}"), value.clone().into());
    }
    config.insert("edge_profile".into(), o.edge_profile.name().into());
    config.insert("sampler".into(), o.profiler.sampler.name().into());
    config.insert("compile_threshold".into(), o.compile_threshold.into());
    config.insert("opt_threshold".into(), o.opt_threshold.into());
    config.insert("background_compile".into(), o.background_compile.into());
    if let Some(program) = crate::runtime::profiling::program_name(vm) {
        config.insert("program".into(), program.into());
    }
    let file = AdviceFile {
        format: ADVICE_FORMAT.into(),
        config,
        unlisted: match REPLAY.get() {
            Some(r) => r.unlisted,
            None => unlisted_tier(o.tier),
        },
        compiles: recorder.compiles.lock().clone(),
    };
    if let Err(e) = std::fs::write(&recorder.path, file.to_json() + "\n") {
        eprintln!("rvm: error: --advice-out={}: {e}", recorder.path.display());
    }
}

// ---- replaying ---------------------------------------------------------

/// What the advice says about one method.
#[derive(Debug)]
pub struct ReplayPlan {
    pub method: String,
    /// The highest tier any of its compiles reached.
    pub tier: AdviceTier,
    /// The plan of its last optimizing compile (a normal one if any, else
    /// an OSR one).
    pub inline: Vec<InlineAdvice>,
    pub branches: HashMap<(String, u32), BTreeMap<u32, u64>>,
}

impl ReplayPlan {
    /// The targets recorded at the site `chain` (root first, ending with the
    /// call), if the site inlined anything.
    pub fn targets_at(&self, chain: &[(&'static Method, u32)]) -> Option<&[InlineTarget]> {
        self.inline
            .iter()
            .find(|a| {
                a.site.len() == chain.len()
                    && a.site.iter().zip(chain).all(|(p, (m, bci))| {
                        p.bci == *bci && split_method_name(&p.method) == Some(name_parts(m))
                    })
            })
            .map(|a| &a.targets[..])
    }

    /// The recorded counts of the branch at `bci` of `method`.
    pub fn branch(&self, method: &'static Method, bci: u32) -> Option<&BTreeMap<u32, u64>> {
        self.branches.get(&(method.qualified_name(), bci))
    }
}

fn name_parts(m: &'static Method) -> (&'static str, &'static str, &'static str) {
    (&m.class().name, &m.name, &m.descriptor)
}

struct Replay {
    origin: String,
    unlisted: AdviceTier,
    /// The recording laid out branches by a profile (`--edge-profile`).
    branch_layout: bool,
    plans: HashMap<String, &'static ReplayPlan>,
    used: Mutex<HashSet<String>>,
    warned: Mutex<HashSet<String>>,
}

// Process-wide, not in `Vm`, for the reason RECORDER is: read-only after
// start-up, one plan per process run.
static REPLAY: OnceLock<Replay> = OnceLock::new();

/// `--advice-in=FILE`: reads and checks the advice before the program runs.
pub fn load(path: &Path) -> Result<(), String> {
    let origin = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("--advice-in={origin}: {e}"))?;
    let file = AdviceFile::parse(&text, &format!("--advice-in={origin}"))?;
    let _ = REPLAY.set(plans_of(file, origin));
    Ok(())
}

fn plans_of(file: AdviceFile, origin: String) -> Replay {
    let mut plans: HashMap<String, ReplayPlan> = HashMap::new();
    // Normal compiles' plans win over OSR ones; later ones over earlier ones.
    let mut plan_from_osr: HashSet<String> = HashSet::new();
    for c in file.compiles {
        let plan = plans.entry(c.method.clone()).or_insert_with(|| ReplayPlan {
            method: c.method.clone(),
            tier: c.tier,
            inline: Vec::new(),
            branches: HashMap::new(),
        });
        plan.tier = plan.tier.max(c.tier);
        if c.tier != AdviceTier::Opt {
            continue;
        }
        let osr = c.osr_bci.is_some();
        let has_plan = !plan.inline.is_empty() || !plan.branches.is_empty();
        if osr && has_plan && !plan_from_osr.contains(&c.method) {
            continue;
        }
        if osr {
            plan_from_osr.insert(c.method.clone());
        } else {
            plan_from_osr.remove(&c.method);
        }
        plan.inline = c.inline;
        plan.branches = c
            .branches
            .into_iter()
            .map(|b| ((b.method, b.bci), b.successors))
            .collect();
    }
    let branch_layout = file
        .config
        .get("edge_profile")
        .and_then(|v| v.as_str())
        .is_some_and(|v| v != "off");
    Replay {
        origin,
        unlisted: file.unlisted,
        branch_layout,
        // Plans live as long as the run (compiles read them from any thread).
        plans: plans
            .into_iter()
            .map(|(k, v)| (k, &*Box::leak(Box::new(v))))
            .collect(),
        used: Mutex::new(HashSet::new()),
        warned: Mutex::new(HashSet::new()),
    }
}

/// Whether `--advice-in` decides compilation.
pub fn replaying() -> bool {
    REPLAY.get().is_some()
}

/// The tier a Java thread runs with: replay compiles at the first
/// invocation (as `--tier=baseline` does) whatever `--tier` says, and then
/// `replay_tier` picks the compiler; nothing counts towards recompilation.
pub fn effective_tier(tier: Tier) -> Tier {
    if replaying() {
        Tier::Baseline
    } else {
        tier
    }
}

/// With `--advice-in`: the tier `method` is compiled at on its first
/// invocation (the highest it reached in the recording, else the advice's
/// tier for unlisted methods). None without `--advice-in`.
pub fn replay_tier(method: &'static Method) -> Option<AdviceTier> {
    let replay = REPLAY.get()?;
    let name = method.qualified_name();
    Some(match replay.plans.get(&name) {
        Some(plan) => {
            replay.used.lock().insert(name);
            plan.tier
        }
        None => replay.unlisted,
    })
}

/// With `--advice-in`: the recorded plan of `method`'s optimizing compile
/// (an unlisted method compiled at opt gets an empty plan).
pub fn replay_plan(method: &'static Method) -> Option<&'static ReplayPlan> {
    let replay = REPLAY.get()?;
    static EMPTY: OnceLock<ReplayPlan> = OnceLock::new();
    Some(
        replay
            .plans
            .get(&method.qualified_name())
            .copied()
            .unwrap_or_else(|| {
                EMPTY.get_or_init(|| ReplayPlan {
                    method: String::new(),
                    tier: AdviceTier::Opt,
                    inline: Vec::new(),
                    branches: HashMap::new(),
                })
            }),
    )
}

/// Whether the recording laid out branches by their profile (the replay
/// does it with the recorded counts).
pub fn replay_branch_layout() -> bool {
    REPLAY.get().is_some_and(|r| r.branch_layout)
}

/// One warning per distinct stale entry, on stderr.
pub fn warn(vm: &Vm, text: &str) {
    let Some(replay) = REPLAY.get() else {
        return;
    };
    if replay.warned.lock().insert(text.to_string()) {
        let line = format!("rvm: warning: --advice-in={}: {text}\n", replay.origin);
        vm.output.write(2, line.as_bytes());
    }
}

/// A loaded method by its qualified name: Ok(None) when its class is not
/// loaded (nothing of it can run yet), Err when the class is loaded and
/// has no such method.
pub fn loaded_method(vm: &Vm, qualified: &str) -> Result<Option<&'static Method>, String> {
    let Some((class, name, descriptor)) = split_method_name(qualified) else {
        return Err(format!("{qualified:?} is not a method name"));
    };
    let Some(c) = vm.loaded_class(class) else {
        return Ok(None);
    };
    c.declared_method(name, descriptor)
        .map(Some)
        .ok_or_else(|| format!("{qualified}: class {class} has no such method"))
}

/// Checks the call sites of a plan about to be replayed: each site's caller
/// must exist and its bci must be an invoke instruction; a stale site is
/// reported once and never matches (the call stays a call).
pub fn check_sites(vm: &Vm, plan: &ReplayPlan) {
    for a in &plan.inline {
        let Some(call) = a.site.last() else { continue };
        let problem = match loaded_method(vm, &call.method) {
            Ok(None) => None,
            Err(e) => Some(e),
            Ok(Some(m)) => {
                let op = m
                    .code
                    .as_ref()
                    .and_then(|c| c.bytecode.get(call.bci as usize).copied());
                match op {
                    Some(0xb6..=0xb9) => None,
                    Some(op) => Some(format!(
                        "{}: bci {} is not an invoke instruction (opcode 0x{op:02x})",
                        call.method, call.bci
                    )),
                    None => Some(format!(
                        "{}: bci {} is past the method's bytecode",
                        call.method, call.bci
                    )),
                }
            }
        };
        if let Some(p) = problem {
            warn(
                vm,
                &format!("inline plan of {}: {p}: site skipped", plan.method),
            );
        }
    }
}

/// At program end: advice for methods that do not exist (the program
/// changed) gets one warning each. Methods that exist but did not run are
/// normal (another input) and only reported with `-v`.
pub fn check_unused_at_exit(vm: &'static Vm) {
    let Some(replay) = REPLAY.get() else {
        return;
    };
    let used = replay.used.lock().clone();
    let mut unused: Vec<&String> = replay.plans.keys().filter(|k| !used.contains(*k)).collect();
    unused.sort();
    let mut not_run = 0;
    for name in unused {
        let Some((class, _, _)) = split_method_name(name) else {
            continue;
        };
        if vm.loaded_class(class).is_none() && crate::class::loader::load_class(vm, class).is_err()
        {
            warn(vm, &format!("{name}: no class {class}: entry skipped"));
            continue;
        }
        match loaded_method(vm, name) {
            Err(e) => warn(vm, &format!("{e}: entry skipped")),
            _ => not_run += 1,
        }
    }
    if not_run > 0 && vm.options.verbose {
        let line =
            format!("rvm: --advice-in: {not_run} advised methods were never called on their own in this run (another input, or inlined into every caller)\n");
        vm.output.write(2, line.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compile(method: &str, tier: AdviceTier, osr: Option<u32>, callee: &str) -> CompileAdvice {
        CompileAdvice {
            method: method.into(),
            tier,
            osr_bci: osr,
            inline: if tier == AdviceTier::Opt {
                vec![InlineAdvice {
                    site: vec![SitePos {
                        method: method.into(),
                        bci: 1,
                    }],
                    targets: vec![InlineTarget {
                        method: callee.into(),
                        guard: GuardAdvice::None,
                        class: None,
                    }],
                }]
            } else {
                Vec::new()
            },
            branches: Vec::new(),
        }
    }

    #[test]
    fn a_method_replays_at_its_highest_tier_with_its_last_normal_plan() {
        let file = AdviceFile {
            format: ADVICE_FORMAT.into(),
            config: BTreeMap::new(),
            unlisted: AdviceTier::Interp,
            compiles: vec![
                compile("A.m()V", AdviceTier::Baseline, None, ""),
                compile("A.m()V", AdviceTier::Opt, None, "A.first()V"),
                compile("A.m()V", AdviceTier::Opt, Some(4), "A.osr()V"),
                compile("A.m()V", AdviceTier::Opt, None, "A.last()V"),
                compile("B.n()V", AdviceTier::Opt, Some(4), "B.osr()V"),
                compile("C.b()V", AdviceTier::Baseline, None, ""),
            ],
        };
        let replay = plans_of(file, "t".into());
        let a = replay.plans["A.m()V"];
        assert_eq!(a.tier, AdviceTier::Opt);
        assert_eq!(a.inline[0].targets[0].method, "A.last()V");
        let b = replay.plans["B.n()V"];
        assert_eq!(b.inline[0].targets[0].method, "B.osr()V");
        assert_eq!(replay.plans["C.b()V"].tier, AdviceTier::Baseline);
        assert!(replay.plans["C.b()V"].inline.is_empty());
    }

    #[test]
    fn unlisted_methods_stay_where_the_recording_left_them() {
        assert_eq!(unlisted_tier(Tier::Adaptive), AdviceTier::Interp);
        assert_eq!(unlisted_tier(Tier::Baseline), AdviceTier::Baseline);
        assert_eq!(unlisted_tier(Tier::Opt), AdviceTier::Baseline);
    }
}
