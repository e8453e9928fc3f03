//! Experiment files: what to run, read from TOML (checked in under
//! `harness/experiments/`).
//!
//! ```text
//!   experiment.toml ──parse──▶ ExperimentFile ──resolve(variant)──▶ Experiment
//!   (benchmarks x configurations,                (one flat plan: every name
//!    [variants.NAME] overrides)                    checked, sizes applied)
//! ```
//!
//! A syntax error is reported by the `toml` crate with its line and column; a
//! file that parses but does not make sense (an unknown configuration named as
//! the reference, two benchmarks of one name, a variant naming a benchmark
//! that is not there) is reported with the line of the offending value, found
//! through `toml::Spanned`. The format is documented in docs/experiments.md.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::stats::Warmup;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExperimentFile {
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default = "default_invocations")]
    invocations: Spanned<usize>,
    /// Iterations per invocation (the programs' second argument); absent:
    /// whole-process timing only.
    iterations: Option<Spanned<usize>>,
    #[serde(default)]
    warmup: Option<Spanned<WarmupSpec>>,
    /// Without iterations: `wall` (default) or `cpu` whole-process time.
    measure: Option<Spanned<String>>,
    /// Seconds before an invocation is killed.
    #[serde(default = "default_timeout")]
    timeout: Spanned<f64>,
    /// The configuration speedups and overheads are relative to.
    reference: Option<Spanned<String>>,
    /// The configuration whose DCGs are the perfect profiles accuracy is
    /// measured against (its first invocation per benchmark).
    exhaustive: Option<Spanned<String>>,
    /// The rvm binary, relative to the repository root.
    rvm: Option<String>,
    /// Replay compilation (docs/replay.md): per benchmark and rvm
    /// configuration, one unmeasured recording run with `--advice-out`, then
    /// every measured invocation with `--advice-in`.
    replay: Option<Spanned<bool>>,
    #[serde(rename = "benchmark", default)]
    benchmarks: Vec<BenchmarkSpec>,
    #[serde(rename = "configuration", default)]
    configurations: Vec<ConfigurationSpec>,
    #[serde(rename = "dcg_source", default)]
    dcg_sources: Vec<DcgSourceSpec>,
    #[serde(default)]
    variants: BTreeMap<String, Spanned<VariantSpec>>,
}

fn default_invocations() -> Spanned<usize> {
    Spanned::new(0..0, 5)
}

fn default_timeout() -> Spanned<f64> {
    Spanned::new(0..0, 600.0)
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum WarmupSpec {
    Count(usize),
    Policy(String),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BenchmarkSpec {
    name: Spanned<String>,
    /// Java source, relative to the repository root.
    source: Spanned<String>,
    /// Program arguments before the iteration count (usually the size).
    #[serde(default)]
    args: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigurationSpec {
    name: Spanned<String>,
    /// `rvm` (default) or `java`.
    #[serde(default = "default_vm")]
    vm: Spanned<String>,
    /// Options before the main class; `{invocation}` becomes the invocation's
    /// index (for `--seed`), `{benchmark}` the benchmark's name.
    #[serde(default)]
    options: Vec<String>,
    /// Keep each invocation's DCG (`--dcg-out`).
    #[serde(default)]
    dcg_out: bool,
    /// Inline from the DCG a `[[dcg_source]]` of this name wrote (`--dcg-in`).
    dcg_in: Option<Spanned<String>>,
    /// A command the VM runs under, e.g. `["setarch", "-R"]` (no ASLR).
    #[serde(default)]
    prefix: Vec<String>,
}

fn default_vm() -> Spanned<String> {
    Spanned::new(0..0, "rvm".to_string())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DcgSourceSpec {
    name: Spanned<String>,
    /// rvm options of the one preparatory run per benchmark (with
    /// `--dcg-out` added), e.g. `["--tier=baseline", "--sampler=exhaustive"]`.
    options: Vec<String>,
    /// Iterations of that run (default: the experiment's): one is enough for
    /// the call graph's shape, and exhaustive profiling is slow.
    iterations: Option<usize>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantSpec {
    invocations: Option<usize>,
    iterations: Option<usize>,
    timeout: Option<f64>,
    /// The reference configuration in this variant.
    reference: Option<Spanned<String>>,
    /// Replay compilation on or off in this variant.
    replay: Option<bool>,
    benchmarks: Option<Vec<Spanned<String>>>,
    configurations: Option<Vec<Spanned<String>>>,
    /// Options appended to every rvm configuration's in this variant (not to
    /// `[[dcg_source]]` runs): e.g. `--background-compile=off` for a variant
    /// whose processes must all compile the same code.
    options: Option<Vec<String>>,
    /// Per benchmark: its arguments in this variant.
    #[serde(default)]
    args: BTreeMap<String, Spanned<Vec<String>>>,
}

/// Which program runs a configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vm {
    Rvm,
    Java,
    /// The configuration's `prefix` is the whole command (the ad-hoc
    /// `run --config=NAME=COMMAND` form).
    Command,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Benchmark {
    pub name: String,
    pub source: PathBuf,
    pub args: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Configuration {
    pub name: String,
    pub vm: Vm,
    pub options: Vec<String>,
    pub dcg_out: bool,
    pub dcg_in: Option<String>,
    #[serde(default)]
    pub prefix: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DcgSource {
    pub name: String,
    pub options: Vec<String>,
    pub iterations: Option<usize>,
}

/// One experiment, resolved: a variant applied, every name checked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Experiment {
    pub name: String,
    pub variant: Option<String>,
    pub description: String,
    pub invocations: usize,
    pub iterations: Option<usize>,
    /// `half`, `detect`, `changepoint` or a number of iterations.
    pub warmup: String,
    /// Whole-process figure when there are no iterations: `wall` or `cpu`.
    #[serde(default = "wall")]
    pub measure: String,
    pub timeout_seconds: f64,
    pub reference: Option<String>,
    pub exhaustive: Option<String>,
    pub rvm: Option<String>,
    /// Replay compilation: rvm configurations run from a recorded advice
    /// file (runner.rs, docs/replay.md).
    #[serde(default)]
    pub replay: bool,
    pub benchmarks: Vec<Benchmark>,
    pub configurations: Vec<Configuration>,
    pub dcg_sources: Vec<DcgSource>,
}

impl Experiment {
    /// The warm-up policy (validated when the file was read).
    pub fn warmup_policy(&self) -> Warmup {
        parse_warmup(&self.warmup).unwrap_or(Warmup::Half)
    }

    pub fn configuration(&self, name: &str) -> Option<&Configuration> {
        self.configurations.iter().find(|c| c.name == name)
    }
}

fn wall() -> String {
    "wall".to_string()
}

fn parse_warmup(text: &str) -> Option<Warmup> {
    match text {
        "half" => Some(Warmup::Half),
        "detect" => Some(Warmup::Detect),
        "changepoint" => Some(Warmup::Changepoint),
        number => number.parse().ok().map(Warmup::Fixed),
    }
}

/// The 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// `origin:line: message` for a value with a span, `origin: message` for one
/// that came from a default.
fn at<T>(origin: &str, text: &str, value: &Spanned<T>, message: String) -> String {
    let span = value.span();
    if span.start == 0 && span.end == 0 {
        format!("{origin}: {message}")
    } else {
        format!("{origin}:{}: {message}", line_of(text, span.start))
    }
}

/// Reads an experiment file and applies `variant` (`None`: the file as written).
pub fn load(path: &Path, variant: Option<&str>) -> Result<Experiment, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("{}: cannot read: {error}", path.display()))?;
    parse(&text, &path.display().to_string(), variant)
}

/// Parses experiment text; `origin` names it in errors.
pub fn parse(text: &str, origin: &str, variant: Option<&str>) -> Result<Experiment, String> {
    let file: ExperimentFile = toml::from_str(text).map_err(|error| {
        // The toml crate's message starts "TOML parse error at line L, column C".
        let message = error.to_string();
        let line = error.span().map(|span| line_of(text, span.start));
        let first = message.lines().next().unwrap_or("").to_string();
        let detail: Vec<&str> = message
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .collect();
        match line {
            Some(line) => format!(
                "{origin}:{line}: {}",
                detail.last().map(|d| d.trim()).unwrap_or(&first)
            ),
            None => format!("{origin}: {}", message.replace('\n', " ")),
        }
    })?;
    resolve(file, text, origin, variant)
}

fn resolve(
    file: ExperimentFile,
    text: &str,
    origin: &str,
    variant: Option<&str>,
) -> Result<Experiment, String> {
    let err = |value: &dyn Fn() -> std::ops::Range<usize>, message: String| -> String {
        let span = value();
        if span == (0..0) {
            format!("{origin}: {message}")
        } else {
            format!("{origin}:{}: {message}", line_of(text, span.start))
        }
    };
    if file.benchmarks.is_empty() {
        return Err(format!("{origin}: no [[benchmark]]"));
    }
    if file.configurations.is_empty() {
        return Err(format!("{origin}: no [[configuration]]"));
    }
    if *file.invocations.get_ref() == 0 {
        return Err(at(
            origin,
            text,
            &file.invocations,
            "invocations must be at least 1".into(),
        ));
    }
    if let Some(iterations) = &file.iterations {
        if *iterations.get_ref() == 0 {
            return Err(at(
                origin,
                text,
                iterations,
                "iterations must be at least 1".into(),
            ));
        }
    }
    let timeout = *file.timeout.get_ref();
    if timeout.is_nan() || timeout <= 0.0 {
        return Err(at(
            origin,
            text,
            &file.timeout,
            "timeout must be a positive number of seconds".into(),
        ));
    }
    let warmup = match &file.warmup {
        None => "half".to_string(),
        Some(spec) => {
            let text_value = match spec.get_ref() {
                WarmupSpec::Count(n) => n.to_string(),
                WarmupSpec::Policy(p) => p.clone(),
            };
            if parse_warmup(&text_value).is_none() {
                return Err(at(
                    origin,
                    text,
                    spec,
                    format!(
                        "warmup = {text_value:?}: expected \"half\", \"detect\", \"changepoint\" or a number of iterations"
                    ),
                ));
            }
            text_value
        }
    };
    let measure = match &file.measure {
        None => wall(),
        Some(m) if m.get_ref() == "wall" || m.get_ref() == "cpu" => m.get_ref().clone(),
        Some(m) => {
            return Err(at(
                origin,
                text,
                m,
                format!("measure = {:?}: expected \"wall\" or \"cpu\"", m.get_ref()),
            ))
        }
    };
    let mut benchmarks = Vec::new();
    for spec in &file.benchmarks {
        let name = spec.name.get_ref();
        if benchmarks.iter().any(|b: &Benchmark| &b.name == name) {
            return Err(at(
                origin,
                text,
                &spec.name,
                format!("benchmark {name:?} is defined twice"),
            ));
        }
        if !spec.source.get_ref().ends_with(".java") {
            return Err(at(
                origin,
                text,
                &spec.source,
                format!("source {:?}: expected a .java file", spec.source.get_ref()),
            ));
        }
        benchmarks.push(Benchmark {
            name: name.clone(),
            source: PathBuf::from(spec.source.get_ref()),
            args: spec.args.clone(),
        });
    }
    let mut dcg_sources: Vec<DcgSource> = Vec::new();
    for spec in &file.dcg_sources {
        let name = spec.name.get_ref();
        if dcg_sources.iter().any(|d| &d.name == name) {
            return Err(at(
                origin,
                text,
                &spec.name,
                format!("dcg_source {name:?} is defined twice"),
            ));
        }
        dcg_sources.push(DcgSource {
            name: name.clone(),
            options: spec.options.clone(),
            iterations: spec.iterations.filter(|n| *n > 0),
        });
    }
    let mut configurations: Vec<Configuration> = Vec::new();
    for spec in &file.configurations {
        let name = spec.name.get_ref();
        if configurations.iter().any(|c| &c.name == name) {
            return Err(at(
                origin,
                text,
                &spec.name,
                format!("configuration {name:?} is defined twice"),
            ));
        }
        let vm = match spec.vm.get_ref().as_str() {
            "rvm" => Vm::Rvm,
            "java" => Vm::Java,
            other => {
                return Err(at(
                    origin,
                    text,
                    &spec.vm,
                    format!("vm = {other:?}: expected \"rvm\" or \"java\""),
                ))
            }
        };
        if let Some(source) = &spec.dcg_in {
            if !dcg_sources.iter().any(|d| &d.name == source.get_ref()) {
                return Err(at(
                    origin,
                    text,
                    source,
                    format!(
                        "dcg_in = {:?}: no [[dcg_source]] of that name",
                        source.get_ref()
                    ),
                ));
            }
        }
        if vm == Vm::Java && (spec.dcg_out || spec.dcg_in.is_some()) {
            return Err(at(
                origin,
                text,
                &spec.name,
                format!("configuration {name:?}: dcg_out and dcg_in need vm = \"rvm\""),
            ));
        }
        configurations.push(Configuration {
            name: name.clone(),
            vm,
            options: spec.options.clone(),
            dcg_out: spec.dcg_out,
            dcg_in: spec.dcg_in.as_ref().map(|s| s.get_ref().clone()),
            prefix: spec.prefix.clone(),
        });
    }
    let mut experiment = Experiment {
        name: file.name.clone(),
        variant: None,
        description: file.description.clone(),
        invocations: *file.invocations.get_ref(),
        iterations: file.iterations.as_ref().map(|i| *i.get_ref()),
        warmup,
        measure,
        timeout_seconds: *file.timeout.get_ref(),
        reference: None,
        exhaustive: None,
        rvm: file.rvm.clone(),
        replay: file.replay.as_ref().is_some_and(|r| *r.get_ref()),
        benchmarks,
        configurations,
        dcg_sources,
    };
    let mut reference = file.reference.clone();
    if let Some(wanted) = variant {
        let spec = file.variants.get(wanted).ok_or_else(|| {
            let known: Vec<&str> = file.variants.keys().map(String::as_str).collect();
            format!(
                "{origin}: no variant {wanted:?} (variants: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )
        })?;
        let span = spec.span();
        let v = spec.get_ref();
        experiment.variant = Some(wanted.to_string());
        if let Some(n) = v.invocations {
            if n == 0 {
                return Err(err(
                    &|| span.clone(),
                    "invocations must be at least 1".into(),
                ));
            }
            experiment.invocations = n;
        }
        if let Some(n) = v.iterations {
            experiment.iterations = Some(n);
        }
        if let Some(t) = v.timeout {
            if t.is_nan() || t <= 0.0 {
                return Err(err(
                    &|| span.clone(),
                    "timeout must be a positive number of seconds".into(),
                ));
            }
            experiment.timeout_seconds = t;
        }
        if let Some(r) = &v.reference {
            reference = Some(r.clone());
        }
        if let Some(r) = v.replay {
            experiment.replay = r;
        }
        if let Some(names) = &v.benchmarks {
            let mut kept = Vec::new();
            for name in names {
                let b = experiment
                    .benchmarks
                    .iter()
                    .find(|b| &b.name == name.get_ref())
                    .ok_or_else(|| {
                        at(
                            origin,
                            text,
                            name,
                            format!("variant {wanted:?}: no benchmark {:?}", name.get_ref()),
                        )
                    })?;
                kept.push(b.clone());
            }
            experiment.benchmarks = kept;
        }
        if let Some(names) = &v.configurations {
            let mut kept = Vec::new();
            for name in names {
                let c = experiment.configuration(name.get_ref()).ok_or_else(|| {
                    at(
                        origin,
                        text,
                        name,
                        format!("variant {wanted:?}: no configuration {:?}", name.get_ref()),
                    )
                })?;
                kept.push(c.clone());
            }
            experiment.configurations = kept;
        }
        if let Some(options) = &v.options {
            for c in experiment
                .configurations
                .iter_mut()
                .filter(|c| c.vm == Vm::Rvm)
            {
                c.options.extend(options.iter().cloned());
            }
        }
        for (name, args) in &v.args {
            match experiment.benchmarks.iter_mut().find(|b| &b.name == name) {
                Some(b) => b.args = args.get_ref().clone(),
                None => {
                    return Err(at(
                        origin,
                        text,
                        args,
                        format!("variant {wanted:?}: args for unknown benchmark {name:?}"),
                    ))
                }
            }
        }
    }
    for (field, value) in [("reference", &reference), ("exhaustive", &file.exhaustive)] {
        if let Some(name) = value {
            if experiment.configuration(name.get_ref()).is_none() {
                return Err(at(
                    origin,
                    text,
                    name,
                    format!(
                        "{field} = {:?}: no such configuration{}",
                        name.get_ref(),
                        if experiment.variant.is_some() {
                            " in this variant"
                        } else {
                            ""
                        }
                    ),
                ));
            }
        }
    }
    if experiment.replay {
        check_replay(&experiment, &file, text, origin)?;
    }
    experiment.reference = reference.as_ref().map(|r| r.get_ref().clone());
    experiment.exhaustive = file.exhaustive.as_ref().map(|r| r.get_ref().clone());
    Ok(experiment)
}

/// Options the harness adds itself in replay mode.
const REPLAY_OPTIONS: [&str; 2] = ["--advice-in", "--advice-out"];

/// `replay = true` needs an rvm configuration, and no configuration may set
/// the advice options the harness sets.
fn check_replay(
    experiment: &Experiment,
    file: &ExperimentFile,
    text: &str,
    origin: &str,
) -> Result<(), String> {
    let replay_at = |message: String| match &file.replay {
        Some(r) => at(origin, text, r, message),
        None => format!("{origin}: {message}"),
    };
    if !experiment.configurations.iter().any(|c| c.vm == Vm::Rvm) {
        return Err(replay_at(
            "replay = true: no rvm configuration to replay".into(),
        ));
    }
    for c in &experiment.configurations {
        let Some(option) = c
            .options
            .iter()
            .find(|o| REPLAY_OPTIONS.iter().any(|r| o.starts_with(r)))
        else {
            continue;
        };
        let spec = file
            .configurations
            .iter()
            .find(|s| s.name.get_ref() == &c.name);
        let message = format!(
            "configuration {:?}: option {option:?}: in replay mode the harness sets the advice files itself",
            c.name
        );
        return Err(match spec {
            Some(spec) => at(origin, text, &spec.name, message),
            None => format!("{origin}: {message}"),
        });
    }
    Ok(())
}

/// Replay mode for every experiment (`rvm-harness run --replay`): the same
/// checks as `replay = true` in the file.
pub fn force_replay(experiment: &mut Experiment) -> Result<(), String> {
    experiment.replay = true;
    if !experiment.configurations.iter().any(|c| c.vm == Vm::Rvm) {
        return Err("--replay: the experiment has no rvm configuration to replay".into());
    }
    for c in &experiment.configurations {
        if let Some(option) = c
            .options
            .iter()
            .find(|o| REPLAY_OPTIONS.iter().any(|r| o.starts_with(r)))
        {
            return Err(format!(
                "--replay: configuration {:?} sets {option:?} itself",
                c.name
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
name = "tiny"
invocations = 3
iterations = 4
reference = "base"

[[benchmark]]
name = "Fib"
source = "benchmarks/cpu/Fib.java"
args = ["20"]

[[benchmark]]
name = "Richards"
source = "benchmarks/oo/Richards.java"
args = ["10"]

[[configuration]]
name = "base"
options = ["--tier=baseline"]

[[configuration]]
name = "C2"
vm = "java"

[variants.quick]
invocations = 1
benchmarks = ["Fib"]
args = { Fib = ["5"] }
"#;

    #[test]
    fn a_good_file_resolves_with_defaults() {
        let e = parse(GOOD, "tiny.toml", None).unwrap();
        assert_eq!(e.invocations, 3);
        assert_eq!(e.iterations, Some(4));
        assert_eq!(e.warmup_policy(), Warmup::Half);
        assert_eq!(e.timeout_seconds, 600.0);
        assert_eq!(e.benchmarks.len(), 2);
        assert_eq!(e.configurations[1].vm, Vm::Java);
        assert_eq!(e.reference.as_deref(), Some("base"));
    }

    #[test]
    fn a_variant_overrides_counts_benchmarks_and_args() {
        let e = parse(GOOD, "tiny.toml", Some("quick")).unwrap();
        assert_eq!(e.invocations, 1);
        assert_eq!(e.iterations, Some(4));
        assert_eq!(e.benchmarks.len(), 1);
        assert_eq!(e.benchmarks[0].args, vec!["5"]);
        assert_eq!(e.variant.as_deref(), Some("quick"));
        let missing = parse(GOOD, "tiny.toml", Some("full")).unwrap_err();
        assert_eq!(missing, "tiny.toml: no variant \"full\" (variants: quick)");
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let bad = GOOD.replace("iterations = 4", "iterations = = 4");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:4: "), "{message}");
    }

    #[test]
    fn an_unknown_field_names_its_line() {
        let bad = GOOD.replace("args = [\"10\"]", "args = [\"10\"]\nsize = 3");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:16: "), "{message}");
        assert!(message.contains("size"), "{message}");
    }

    #[test]
    fn a_wrong_type_names_its_line() {
        let bad = GOOD.replace("invocations = 3", "invocations = \"three\"");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:3: "), "{message}");
    }

    #[test]
    fn an_unknown_reference_names_its_line() {
        let bad = GOOD.replace("reference = \"base\"", "reference = \"nope\"");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert_eq!(
            message,
            "tiny.toml:5: reference = \"nope\": no such configuration"
        );
    }

    #[test]
    fn a_duplicate_benchmark_names_the_second_definition() {
        let bad = GOOD.replace("name = \"Richards\"", "name = \"Fib\"");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert_eq!(message, "tiny.toml:13: benchmark \"Fib\" is defined twice");
    }

    #[test]
    fn variant_options_are_appended_to_every_rvm_configuration_only() {
        let text = GOOD.replace(
            "invocations = 1\n",
            "invocations = 1\noptions = [\"--background-compile=off\"]\n",
        );
        let e = parse(&text, "tiny.toml", Some("quick")).unwrap();
        assert_eq!(
            e.configurations[0].options,
            vec!["--tier=baseline", "--background-compile=off"]
        );
        assert!(e.configurations[1].options.is_empty(), "java untouched");
        let plain = parse(&text, "tiny.toml", None).unwrap();
        assert_eq!(plain.configurations[0].options, vec!["--tier=baseline"]);
    }

    #[test]
    fn a_variant_naming_an_unknown_benchmark_names_its_line() {
        let bad = GOOD.replace("benchmarks = [\"Fib\"]", "benchmarks = [\"Fob\"]");
        let message = parse(&bad, "tiny.toml", Some("quick")).unwrap_err();
        assert_eq!(
            message,
            "tiny.toml:27: variant \"quick\": no benchmark \"Fob\""
        );
    }

    #[test]
    fn a_bad_warmup_and_a_bad_vm_name_their_lines() {
        let bad = GOOD.replace("iterations = 4", "iterations = 4\nwarmup = \"sometimes\"");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:5: warmup"), "{message}");
        let bad = GOOD.replace("vm = \"java\"", "vm = \"hotspot\"");
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:23: vm"), "{message}");
    }

    #[test]
    fn dcg_in_must_name_a_dcg_source() {
        let bad = GOOD.replace(
            "options = [\"--tier=baseline\"]",
            "options = [\"--tier=baseline\"]\ndcg_in = \"perfect\"",
        );
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert_eq!(
            message,
            "tiny.toml:20: dcg_in = \"perfect\": no [[dcg_source]] of that name"
        );
    }

    #[test]
    fn replay_is_off_by_default_and_set_by_the_file_or_a_variant() {
        assert!(!parse(GOOD, "tiny.toml", None).unwrap().replay);
        let on = GOOD.replace(
            "reference = \"base\"",
            "reference = \"base\"\nreplay = true",
        );
        assert!(parse(&on, "tiny.toml", None).unwrap().replay);
        let variant = GOOD.replace("invocations = 1\n", "invocations = 1\nreplay = true\n");
        assert!(!parse(&variant, "tiny.toml", None).unwrap().replay);
        assert!(parse(&variant, "tiny.toml", Some("quick")).unwrap().replay);
        let off = on.replace("invocations = 1\n", "invocations = 1\nreplay = false\n");
        assert!(!parse(&off, "tiny.toml", Some("quick")).unwrap().replay);
    }

    #[test]
    fn a_bad_replay_setting_names_its_line() {
        let bad = GOOD.replace(
            "reference = \"base\"",
            "reference = \"base\"\nreplay = \"yes\"",
        );
        let message = parse(&bad, "tiny.toml", None).unwrap_err();
        assert!(message.starts_with("tiny.toml:6: "), "{message}");
        // Only java configurations: nothing to replay.
        let java_only = GOOD
            .replace("reference = \"base\"", "replay = true")
            .replace(
                "name = \"base\"\noptions = [\"--tier=baseline\"]",
                "name = \"base\"\nvm = \"java\"",
            );
        let message = parse(&java_only, "tiny.toml", None).unwrap_err();
        assert_eq!(
            message,
            "tiny.toml:5: replay = true: no rvm configuration to replay"
        );
        // The harness sets the advice options itself.
        let own = GOOD
            .replace(
                "reference = \"base\"",
                "reference = \"base\"\nreplay = true",
            )
            .replace("[\"--tier=baseline\"]", "[\"--advice-in=x.json\"]");
        let message = parse(&own, "tiny.toml", None).unwrap_err();
        assert!(
            message
                .starts_with("tiny.toml:19: configuration \"base\": option \"--advice-in=x.json\""),
            "{message}"
        );
    }

    #[test]
    fn forcing_replay_checks_the_same_rules() {
        let mut e = parse(GOOD, "tiny.toml", None).unwrap();
        force_replay(&mut e).unwrap();
        assert!(e.replay);
        e.configurations[0]
            .options
            .push("--advice-out=a.json".into());
        assert!(force_replay(&mut e).unwrap_err().contains("\"base\""));
        e.configurations.remove(0);
        assert!(force_replay(&mut e)
            .unwrap_err()
            .contains("no rvm configuration"));
    }

    #[test]
    fn every_checked_in_experiment_parses_with_every_variant() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("experiments");
        let mut checked = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().and_then(|e| e.to_str()) != Some("toml") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let table: toml::Table = toml::from_str(&text).unwrap();
            let variants: Vec<String> = table
                .get("variants")
                .and_then(|v| v.as_table())
                .map(|t| t.keys().cloned().collect())
                .unwrap_or_default();
            load(&path, None).unwrap_or_else(|e| panic!("{e}"));
            for variant in &variants {
                load(&path, Some(variant)).unwrap_or_else(|e| panic!("{e}"));
            }
            checked += 1;
        }
        assert!(checked >= 5, "only {checked} experiment files");
    }
}
