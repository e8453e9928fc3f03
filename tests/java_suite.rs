//! The Java program suite: every program under `tests/java/` must behave under rvm
//! exactly as it does under `java`.
//!
//! ```text
//! tests/java/<area>/<Case>.java            one program, main class <Case>, optional <Case>.args,
//!        |                                 optional <Case>.in (its standard input)
//! tests/java/<area>/<Case>/**/*.java       several files (packages), main.txt names the main
//!        |                                 class (e.g. `app.Main`), optional args.txt, input.txt;
//!        |                                 its **/*.properties are resources, copied beside the classes;
//!        |                                 optional classpath.txt lists library jars (one absolute path
//!        |                                 a line) put on the class path of javac, java and rvm; a case
//!        |                                 whose jar is not installed is reported as ignored, with why
//!        | discover_cases                  RVM_TEST_FILTER keeps cases whose `<area>/<Case>`
//!        v                                 contains it
//!   JavaCase
//!        | prepare_cases: before any trial runs, on all cores, for the selected cases only
//!        |   javac -d target/java-suite/classes/<area>/<Case>/<hash of the sources>/
//!        |         (skipped when that folder exists; batched: one JVM running
//!        |         tests/java/BatchCompiler.java compiles many cases)
//!        |   java -cp <classes> <Main> <args>  -> expected RunOutput, cached in
//!        |         target/java-suite/expected/<area>/<Case>/<hash of sources, main class, args>/
//!        v
//!   PreparedCase ── one libtest-mimic trial per (tier, case), named `<tier>::<area>/<Case>`
//!        |   rvm run --tier=<tier> [RVM_TEST_ARGS] -cp <classes> <Main> <args>
//!        |   (killed after RVM_TEST_TIMEOUT seconds)
//!        v
//!   compare_runs: stdout in full, the first line of stderr, the exit status;
//!                 a mismatch fails the trial with a compact diff
//! ```
//!
//! Environment knobs (all optional):
//!
//! | variable | meaning | default |
//! |---|---|---|
//! | `RVM_TEST_FILTER` | substring of `<area>/<Case>`; libtest's own filter argument works too | all cases |
//! | `RVM_TEST_TIERS` | comma-separated tiers; each case runs once per tier with `--tier=<tier>` | `interp,baseline,opt,adaptive` |
//! | `RVM_TEST_ARGS` | extra rvm options, whitespace-separated (e.g. `--gc-stress=100`) | none |
//! | `RVM_TEST_STRESS` | N: every case also runs as a `<tier>+gc-stress::` trial with `--gc-stress=N` (opt tier: also `--inline=static`, unless `RVM_TEST_ARGS` names an `--inline`), except the cases listed in `tests/java/stress-skip.txt`; `0` turns this off | `3` |
//! | `RVM_TEST_VM_LOCK` | comma-separated substrings of case ids that also run as `<tier>+vm-lock::` (and `<tier>+vm-lock+gc-stress::`) trials with `--threads=vm-lock` (every other trial runs with parallel threads, rvm's default); `off` turns this off | `threads/` |
//! | `RVM_TEST_TIMEOUT` | seconds one rvm run may take before it is killed | `60` |
//! | `RVM_TEST_TIMES` | file to which each trial appends `<seconds>\t<trial name>` (find the slow cases: `sort -rn`) | none |
//! | `RVM_TEST_PLANS` | comma-separated MMTk plan variants (`stickyimmix`, `immix`, `immix+defrag`: immix with defragmentation forced on every collection, `marksweep`); each runs the cases of `RVM_TEST_PLAN_CASES` in the tiers of `RVM_TEST_PLAN_TIERS` as `<tier>+<variant>::` trials with `--gc=<plan>`; `off` turns this off | `stickyimmix,immix+defrag` (none in a build without the `mmtk` feature, nor when `RVM_TEST_ARGS` names a `--gc`) |
//! | `RVM_TEST_PLAN_TIERS` | comma-separated tiers of the plan variants | `opt` |
//! | `RVM_TEST_PLAN_CASES` | comma-separated substrings of case ids the plan variants run; `all` for every case | `gc/,threads/,arrays/,collections/` |
//! | `RVM_BIN` | program to run instead of the freshly built `rvm` (self-test: `tests/java/java-as-rvm.sh`) | `rvm` |
//! | `JAVA_HOME` | JDK whose `bin/javac` and `bin/java` make the reference; else both from `PATH` | `PATH` |
//!
//! The whole suite under one plan in every tier, with stress trials, is
//! `RVM_TEST_ARGS=--gc=<plan> cargo test --release --test java_suite`.
//!
//! Plain trials run with `RVM_OPT_VERIFY=1` (Cranelift's verifier on every
//! optimizing translation), stress trials without it.
//!
//! Run it with `cargo test --release --test java_suite`; add `-- --test-threads=N`,
//! a filter, or `--list` as with any libtest harness.

use std::collections::HashMap;
use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{self, Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Completion, Failed, Trial};

/// How long one rvm run may take unless `RVM_TEST_TIMEOUT` says otherwise.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
/// How long the reference `java` run may take; the suite's programs finish in well under a second.
const JAVA_TIMEOUT: Duration = Duration::from_secs(60);
/// Output beyond this many bytes per stream is dropped (a runaway print loop must not eat memory).
const CAPTURE_LIMIT: usize = 16 << 20;
/// Options that make the JDK tools start faster without changing program behaviour.
const FAST_JVM_OPTIONS: [&str; 2] = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
/// Environment variables that make `java`/`javac` print "Picked up ..." on stderr.
const JVM_ENVIRONMENT_NOISE: [&str; 3] = ["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"];

fn main() {
    let arguments = Arguments::from_args();
    let config = match SuiteConfig::from_environment() {
        Ok(config) => config,
        Err(message) => fail_suite(&message),
    };
    let cases = discover_cases(&config.java_root, config.case_filter.as_deref())
        .unwrap_or_else(|message| fail_suite(&message));

    // Only cases with at least one trial that will actually run are compiled and run under
    // `java`; `--list`, `--bench` and filters therefore stay fast.
    let selected: Vec<bool> = cases
        .iter()
        .map(|case| {
            !arguments.list
                && !arguments.bench
                && case.missing_jar().is_none()
                && config.variants().iter().any(|variant| {
                    let probe = Trial::test(trial_name(&variant.name, &case.id), || Ok(()));
                    config.runs(variant, &case.id) && !arguments.is_filtered_out(&probe)
                })
        })
        .collect();
    let prepared = if selected.iter().any(|&selected| selected) {
        let jdk = Jdk::locate().unwrap_or_else(|message| fail_suite(&message));
        prepare_cases(&cases, &selected, &jdk, &config)
    } else {
        cases.iter().map(|_| None).collect()
    };

    let config = Arc::new(config);
    let mut trials = Vec::new();
    for variant in config.variants() {
        for (case, prepared) in cases.iter().zip(&prepared) {
            if !config.runs(&variant, &case.id) {
                continue;
            }
            let name = trial_name(&variant.name, &case.id);
            let variant = variant.clone();
            let config = Arc::clone(&config);
            let prepared = prepared.clone();
            let trial = name.clone();
            if let Some(jar) = case.missing_jar() {
                let reason = format!("needs {} (not installed)", jar.display());
                trials.push(Trial::ignorable_test(name, move || {
                    Ok(Completion::ignored_with(reason))
                }));
                continue;
            }
            trials.push(Trial::test(name, move || match prepared {
                Some(prepared) => run_trial(&prepared, &variant, &config, &trial),
                // Unreachable in practice: unselected cases belong to trials libtest-mimic skips.
                None => Err("case was not prepared (filtered out)".into()),
            }));
        }
    }
    libtest_mimic::run(&arguments, trials).exit();
}

fn fail_suite(message: &str) -> ! {
    eprintln!("java_suite: {message}");
    process::exit(1);
}

/// Appends one `<seconds>\t<trial>` line; one `write` per line keeps concurrent trials'
/// lines whole (O_APPEND). A file that cannot be written is reported once per trial.
fn record_time(path: &Path, elapsed: Duration, trial: &str) {
    use std::io::Write;
    let line = format!("{:.3}\t{trial}\n", elapsed.as_secs_f64());
    let written = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut file| file.write_all(line.as_bytes()));
    if let Err(error) = written {
        eprintln!(
            "java_suite: cannot append to RVM_TEST_TIMES={}: {error}",
            path.display()
        );
    }
}

fn trial_name(tier: &str, case_id: &str) -> String {
    format!("{tier}::{case_id}")
}

// ---------------------------------------------------------------------------------------------
// Configuration

struct SuiteConfig {
    /// `tests/java`, holding one folder per area.
    java_root: PathBuf,
    /// `target/java-suite`, holding compiled classes and cached expected outputs.
    work_root: PathBuf,
    rvm_binary: PathBuf,
    tiers: Vec<String>,
    extra_rvm_options: Vec<String>,
    rvm_timeout: Duration,
    case_filter: Option<String>,
    /// `RVM_TEST_TIMES`: where each trial's wall time is appended.
    times_file: Option<PathBuf>,
    /// `--gc-stress=N` for the stress trials, if any.
    gc_stress: Option<u32>,
    /// Substrings of case ids too slow to run under `--gc-stress` (with reasons,
    /// in `tests/java/stress-skip.txt`).
    stress_skip: Vec<String>,
    /// Substrings of case ids that also run with `--threads=vm-lock`.
    vm_lock_cases: Vec<String>,
    /// `RVM_TEST_PLANS`: the MMTk plan variants.
    plans: Vec<PlanVariant>,
    /// `RVM_TEST_PLAN_TIERS`: the tiers the plan variants run in.
    plan_tiers: Vec<String>,
    /// `RVM_TEST_PLAN_CASES`: substrings of the case ids they run (None: all).
    plan_cases: Option<Vec<String>>,
}

/// A garbage collection plan a variant runs under (`--gc=<plan>`), with the
/// MMTk options (environment variables) it needs.
#[derive(Clone)]
struct PlanVariant {
    /// How trial names spell it: `stickyimmix`, `immix+defrag`.
    name: String,
    /// `--gc=` value.
    plan: String,
    /// `MMTK_*` variables: forced defragmentation moves every object Immix may.
    env: Vec<(&'static str, &'static str)>,
}

impl PlanVariant {
    fn parse(text: &str) -> Result<PlanVariant, String> {
        let (plan, env) = match text {
            "immix+defrag" => (
                "immix",
                vec![
                    ("MMTK_IMMIX_ALWAYS_DEFRAG", "true"),
                    ("MMTK_IMMIX_DEFRAG_EVERY_BLOCK", "true"),
                ],
            ),
            "stickyimmix" | "immix" | "marksweep" | "nogc" | "rvm" => (text, Vec::new()),
            _ => {
                return Err(format!(
                    "RVM_TEST_PLANS: unknown plan variant {text:?} (stickyimmix, immix, immix+defrag, marksweep, nogc, rvm)"
                ))
            }
        };
        Ok(PlanVariant {
            name: text.to_string(),
            plan: plan.to_string(),
            env,
        })
    }
}

/// One way of running every case: a tier, with or without GC stress, with
/// parallel threads (the default) or one VM lock (`--threads=vm-lock`).
#[derive(Clone)]
struct Variant {
    name: String,
    tier: String,
    gc_stress: Option<u32>,
    vm_lock: bool,
    /// `--gc=<plan>` (RVM_TEST_PLANS), else the default plan or RVM_TEST_ARGS'.
    plan: Option<PlanVariant>,
}

/// Comma-separated items, trimmed, empty ones dropped.
fn comma_list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(String::from)
        .collect()
}

impl SuiteConfig {
    fn variants(&self) -> Vec<Variant> {
        let mut variants: Vec<Variant> = self
            .tiers
            .iter()
            .map(|t| Variant {
                name: t.clone(),
                tier: t.clone(),
                gc_stress: None,
                vm_lock: false,
                plan: None,
            })
            .collect();
        if let Some(n) = self.gc_stress {
            for t in &self.tiers {
                variants.push(Variant {
                    name: format!("{t}+gc-stress"),
                    tier: t.clone(),
                    gc_stress: Some(n),
                    vm_lock: false,
                    plan: None,
                });
            }
        }
        if !self.vm_lock_cases.is_empty() {
            for t in &self.tiers {
                variants.push(Variant {
                    name: format!("{t}+vm-lock"),
                    tier: t.clone(),
                    gc_stress: None,
                    vm_lock: true,
                    plan: None,
                });
                if let Some(n) = self.gc_stress {
                    variants.push(Variant {
                        name: format!("{t}+vm-lock+gc-stress"),
                        tier: t.clone(),
                        gc_stress: Some(n),
                        vm_lock: true,
                        plan: None,
                    });
                }
            }
        }
        for plan in &self.plans {
            for t in &self.plan_tiers {
                variants.push(Variant {
                    name: format!("{t}+{}", plan.name),
                    tier: t.clone(),
                    gc_stress: None,
                    vm_lock: false,
                    plan: Some(plan.clone()),
                });
            }
        }
        variants
    }

    fn runs(&self, variant: &Variant, case_id: &str) -> bool {
        if let (Some(_), Some(cases)) = (&variant.plan, &self.plan_cases) {
            if !cases.iter().any(|c| case_id.contains(c.as_str())) {
                return false;
            }
        }
        if variant.vm_lock
            && !self
                .vm_lock_cases
                .iter()
                .any(|c| case_id.contains(c.as_str()))
        {
            return false;
        }
        variant.gc_stress.is_none()
            || !self
                .stress_skip
                .iter()
                .any(|skip| case_id.contains(skip.as_str()))
    }

    fn from_environment() -> Result<SuiteConfig, String> {
        let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let built_rvm = PathBuf::from(env!("CARGO_BIN_EXE_rvm"));
        // The binary lives in `<target>/<profile>/rvm`; the suite's files go next to the
        // profile folders so that debug and release builds share compiled classes.
        let work_root = built_rvm
            .parent()
            .and_then(Path::parent)
            .map(|target| target.join("java-suite"))
            .unwrap_or_else(|| manifest_dir.join("target/java-suite"));
        let rvm_binary = match non_empty_env("RVM_BIN") {
            Some(path) => absolute_from(manifest_dir, Path::new(&path)),
            None => built_rvm,
        };
        let tiers: Vec<String> = non_empty_env("RVM_TEST_TIERS")
            .unwrap_or_else(|| "interp,baseline,opt,adaptive".to_string())
            .split(',')
            .map(str::trim)
            .filter(|tier| !tier.is_empty())
            .map(String::from)
            .collect();
        if tiers.is_empty() {
            return Err("RVM_TEST_TIERS names no tier".to_string());
        }
        let extra_rvm_options: Vec<String> = non_empty_env("RVM_TEST_ARGS")
            .map(|options| options.split_whitespace().map(String::from).collect())
            .unwrap_or_default();
        let rvm_timeout = match non_empty_env("RVM_TEST_TIMEOUT") {
            None => DEFAULT_TIMEOUT,
            Some(text) => match text.trim().parse::<f64>() {
                Ok(seconds) if seconds > 0.0 && seconds.is_finite() => {
                    Duration::from_secs_f64(seconds)
                }
                _ => {
                    return Err(format!(
                        "RVM_TEST_TIMEOUT={text:?} is not a positive number of seconds"
                    ))
                }
            },
        };
        let gc_stress = match non_empty_env("RVM_TEST_STRESS").as_deref().map(str::trim) {
            None => Some(3),
            Some("0") | Some("off") => None,
            Some(text) => match text.parse::<u32>() {
                Ok(n) => Some(n),
                Err(_) => {
                    return Err(format!(
                        "RVM_TEST_STRESS={text:?} is not a number (0 turns stress trials off)"
                    ))
                }
            },
        };
        let skip_file = manifest_dir.join("tests/java/stress-skip.txt");
        let stress_skip = std::fs::read_to_string(&skip_file)
            .unwrap_or_default()
            .lines()
            .map(|line| line.split('#').next().unwrap_or("").trim().to_string())
            .filter(|line| !line.is_empty())
            .collect();
        let vm_lock_cases = match non_empty_env("RVM_TEST_VM_LOCK").as_deref().map(str::trim) {
            None => vec!["threads/".to_string()],
            Some("0") | Some("off") => Vec::new(),
            Some(list) => list
                .split(',')
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(String::from)
                .collect(),
        };
        // RVM_TEST_ARGS naming a plan runs the whole suite under it: the
        // default plan variants would name a second one (rvm refuses two).
        let args_name_a_plan = extra_rvm_options
            .iter()
            .any(|o| o == "--gc" || o.starts_with("--gc="));
        let plans = match non_empty_env("RVM_TEST_PLANS").as_deref().map(str::trim) {
            None if cfg!(feature = "mmtk") && !args_name_a_plan => {
                vec!["stickyimmix".to_string(), "immix+defrag".to_string()]
            }
            None | Some("0") | Some("off") => Vec::new(),
            Some(list) => comma_list(list),
        };
        let plans = plans
            .iter()
            .map(|text| PlanVariant::parse(text))
            .collect::<Result<Vec<_>, _>>()?;
        let plan_tiers = comma_list(
            non_empty_env("RVM_TEST_PLAN_TIERS")
                .as_deref()
                .unwrap_or("opt"),
        );
        let plan_cases = match non_empty_env("RVM_TEST_PLAN_CASES")
            .as_deref()
            .map(str::trim)
        {
            Some("all") => None,
            Some(list) => Some(comma_list(list)),
            None => Some(comma_list("gc/,threads/,arrays/,collections/")),
        };
        Ok(SuiteConfig {
            plans,
            plan_tiers,
            plan_cases,
            vm_lock_cases,
            gc_stress,
            stress_skip,
            java_root: manifest_dir.join("tests/java"),
            work_root,
            rvm_binary,
            tiers,
            extra_rvm_options,
            rvm_timeout,
            case_filter: non_empty_env("RVM_TEST_FILTER"),
            times_file: non_empty_env("RVM_TEST_TIMES").map(PathBuf::from),
        })
    }
}

fn non_empty_env(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

fn absolute_from(base: &Path, path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        base.join(path)
    }
}

/// The reference JDK: `javac` compiles the programs, `java` defines the expected behaviour.
struct Jdk {
    javac: PathBuf,
    java: PathBuf,
}

impl Jdk {
    fn locate() -> Result<Jdk, String> {
        let find = |tool: &str| -> Result<PathBuf, String> {
            if let Some(home) = non_empty_env("JAVA_HOME") {
                let candidate = Path::new(&home).join("bin").join(tool);
                if candidate.is_file() {
                    return Ok(candidate);
                }
            }
            let path = std::env::var_os("PATH").unwrap_or_default();
            std::env::split_paths(&path)
                .map(|folder| folder.join(tool))
                .find(|candidate| candidate.is_file())
                .ok_or_else(|| {
                    format!(
                        "`{tool}` was not found (searched $JAVA_HOME/bin and $PATH). The Java suite \
                         compiles its programs with javac and takes the expected output from java; \
                         install a JDK 17 (e.g. `apt-get install openjdk-17-jdk-headless`) or set JAVA_HOME."
                    )
                })
        };
        Ok(Jdk {
            javac: find("javac")?,
            java: find("java")?,
        })
    }

    fn command(&self, tool: &Path) -> Command {
        let mut command = Command::new(tool);
        for noise in JVM_ENVIRONMENT_NOISE {
            command.env_remove(noise);
        }
        command
    }
}

// ---------------------------------------------------------------------------------------------
// Discovery

/// One program of the suite, as found on disk.
struct JavaCase {
    /// `<area>/<Case>`, the part of the trial name after the tier.
    id: String,
    /// What is wrong with the case's files, if anything; the case's trials fail with it.
    setup_error: Option<String>,
    /// Sorted, so that hashing and javac see them in a stable order.
    sources: Vec<PathBuf>,
    /// Where the sources live; their paths relative to it are part of the hash.
    source_root: PathBuf,
    /// Resource files (`*.properties` of a directory case), sorted; copied into the classes
    /// folder at their path relative to `source_root`, so the program finds them on its class path.
    resources: Vec<PathBuf>,
    main_class: String,
    program_args: Vec<String>,
    /// Options for the VM before the main class, given to `java` and rvm alike
    /// (`<Case>.jvm`, or a directory case's `jvm.txt`): `-Dkey=value`, `-ea`, ...
    vm_args: Vec<String>,
    /// A file fed to the program as its standard input (else stdin is empty).
    stdin: Option<PathBuf>,
    /// Library jars (a directory case's `classpath.txt`) on the class path after the classes.
    library_jars: Vec<PathBuf>,
}

impl JavaCase {
    /// The first library jar that is not installed on this machine: the case is skipped.
    fn missing_jar(&self) -> Option<&Path> {
        self.library_jars
            .iter()
            .find(|jar| !jar.is_file())
            .map(PathBuf::as_path)
    }
}

/// The class path of a case: its compiled classes, then its library jars.
fn class_path(classes: &Path, library_jars: &[PathBuf]) -> std::ffi::OsString {
    let mut path = classes.as_os_str().to_owned();
    for jar in library_jars {
        path.push(":");
        path.push(jar);
    }
    path
}

fn discover_cases(java_root: &Path, filter: Option<&str>) -> Result<Vec<JavaCase>, String> {
    let mut cases = Vec::new();
    for area in sorted_entries(java_root)? {
        if !area.is_dir() {
            continue; // helper scripts and READMEs next to the areas
        }
        let area_name = file_name(&area);
        for entry in sorted_entries(&area)? {
            let case_name = match entry.extension() {
                _ if entry.is_dir() => file_name(&entry),
                Some(extension) if extension == "java" => file_stem(&entry),
                _ => continue, // `<Case>.args` and other companions
            };
            let id = format!("{area_name}/{case_name}");
            if filter.is_some_and(|filter| !id.contains(filter)) {
                continue;
            }
            let mut case = JavaCase {
                id,
                setup_error: None,
                sources: Vec::new(),
                resources: Vec::new(),
                source_root: area.clone(),
                main_class: case_name.clone(),
                program_args: Vec::new(),
                vm_args: Vec::new(),
                stdin: None,
                library_jars: Vec::new(),
            };
            let setup = if entry.is_dir() {
                case.source_root = entry.clone();
                describe_directory_case(&mut case, &entry)
            } else {
                case.sources.push(entry.clone());
                let input = area.join(format!("{case_name}.in"));
                case.stdin = input.is_file().then_some(input);
                read_program_args(&area.join(format!("{case_name}.args")))
                    .map(|program_args| case.program_args = program_args)
                    .and_then(|()| read_program_args(&area.join(format!("{case_name}.jvm"))))
                    .map(|vm_args| case.vm_args = vm_args)
            };
            case.setup_error = setup.err();
            cases.push(case);
        }
    }
    if cases.is_empty() {
        return Err(match filter {
            Some(filter) => format!(
                "no case under {} matches RVM_TEST_FILTER={filter:?}",
                java_root.display()
            ),
            None => format!("no Java programs found under {}", java_root.display()),
        });
    }
    Ok(cases)
}

fn describe_directory_case(case: &mut JavaCase, folder: &Path) -> Result<(), String> {
    let main_file = folder.join("main.txt");
    let main_class = fs::read_to_string(&main_file).map_err(|error| {
        format!(
            "{}: {error} (a directory case names its main class there)",
            main_file.display()
        )
    })?;
    case.main_class = main_class.trim().to_string();
    if case.main_class.is_empty() || case.main_class.contains(char::is_whitespace) {
        return Err(format!(
            "{}: expected one class name such as `app.Main`",
            main_file.display()
        ));
    }
    collect_files(folder, "java", &mut case.sources)?;
    case.sources.sort();
    collect_files(folder, "properties", &mut case.resources)?;
    case.resources.sort();
    if case.sources.is_empty() {
        return Err(format!("{}: no .java files", folder.display()));
    }
    case.program_args = read_program_args(&folder.join("args.txt"))?;
    case.vm_args = read_program_args(&folder.join("jvm.txt"))?;
    case.library_jars = read_library_jars(&folder.join("classpath.txt"))?;
    let input = folder.join("input.txt");
    case.stdin = input.is_file().then_some(input);
    Ok(())
}

/// Every file under `folder` (recursively) whose extension is `wanted`.
fn collect_files(folder: &Path, wanted: &str, files: &mut Vec<PathBuf>) -> Result<(), String> {
    for entry in sorted_entries(folder)? {
        if entry.is_dir() {
            collect_files(&entry, wanted, files)?;
        } else if entry
            .extension()
            .is_some_and(|extension| extension == wanted)
        {
            files.push(entry);
        }
    }
    Ok(())
}

/// Program arguments from an optional file, whitespace-separated; no file means no arguments.
fn read_program_args(path: &Path) -> Result<Vec<String>, String> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(text.split_whitespace().map(String::from).collect()),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(error) => Err(format!("{}: {error}", path.display())),
    }
}

/// Library jars from an optional `classpath.txt`: one absolute path a line, `#` starts a comment.
fn read_library_jars(path: &Path) -> Result<Vec<PathBuf>, String> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(format!("{}: {error}", path.display())),
    };
    let mut jars = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let jar = PathBuf::from(line);
        if !jar.is_absolute() {
            return Err(format!(
                "{}: {line:?} is not an absolute path",
                path.display()
            ));
        }
        jars.push(jar);
    }
    Ok(jars)
}

fn sorted_entries(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let read_error = |error: io::Error| format!("{}: {error}", folder.display());
    let mut entries = Vec::new();
    for entry in fs::read_dir(folder).map_err(read_error)? {
        entries.push(entry.map_err(read_error)?.path());
    }
    entries.sort();
    Ok(entries)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn file_stem(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// Preparation: compile with javac, capture the reference behaviour with java

/// A case ready to be run under rvm: compiled, with `java`'s behaviour as the expectation.
/// `Err` carries why the case cannot be run (bad files, javac errors, java timing out).
type PreparedCase = Result<ReadyCase, String>;

struct ReadyCase {
    classes: PathBuf,
    library_jars: Vec<PathBuf>,
    main_class: String,
    program_args: Vec<String>,
    vm_args: Vec<String>,
    stdin: Option<PathBuf>,
    expected: RunOutput,
    source_description: String,
}

/// Where a case's classes go: `<classes_folder>/<hash of the sources>` = `classes`.
struct ClassesLocation {
    classes_folder: PathBuf,
    classes: PathBuf,
    sources_hash: String,
}

/// Prepares the selected cases (`None` for the others) in three steps: hash the sources,
/// compile what is not compiled yet, take the expected behaviour from `java` where it is
/// not cached yet. The `java` runs use all cores; compilation is batched (`compile_cases`).
fn prepare_cases(
    cases: &[JavaCase],
    selected: &[bool],
    jdk: &Jdk,
    config: &SuiteConfig,
) -> Vec<Option<Arc<PreparedCase>>> {
    let started = Instant::now();
    let workers = thread::available_parallelism()
        .map(usize::from)
        .unwrap_or(2)
        .max(2);
    let work: Vec<usize> = (0..cases.len()).filter(|&index| selected[index]).collect();

    let mut locations: Vec<Result<ClassesLocation, String>> =
        parallel_map(&work, workers, |&index| {
            let case = &cases[index];
            if let Some(error) = &case.setup_error {
                return Err(error.clone());
            }
            let sources_hash = hash_sources(case)?;
            let classes_folder = config.work_root.join("classes").join(&case.id);
            Ok(ClassesLocation {
                classes: classes_folder.join(&sources_hash),
                classes_folder,
                sources_hash,
            })
        });

    let mut compile_jobs: Vec<(usize, &JavaCase, &ClassesLocation)> = Vec::new();
    for (position, location) in locations.iter().enumerate() {
        if let Ok(location) = location {
            if !location.classes.is_dir() {
                compile_jobs.push((position, &cases[work[position]], location));
            }
        }
    }
    let compiled = compile_jobs.len();
    let compile_failures: Vec<(usize, String)> = compile_cases(&compile_jobs, jdk, config, workers)
        .into_iter()
        .zip(&compile_jobs)
        .filter_map(|(result, &(position, _, _))| result.err().map(|error| (position, error)))
        .collect();
    for (position, error) in compile_failures {
        locations[position] = Err(error);
    }

    let expected_computed = AtomicUsize::new(0);
    let positions: Vec<usize> = (0..work.len()).collect();
    let prepared = parallel_map(&positions, workers, |&position| {
        let case = &cases[work[position]];
        let location = locations[position].as_ref().map_err(Clone::clone)?;
        let (expected, computed) = expected_behaviour(case, location, jdk, config)?;
        if computed {
            expected_computed.fetch_add(1, Ordering::Relaxed);
        }
        Ok(ReadyCase {
            classes: location.classes.clone(),
            library_jars: case.library_jars.clone(),
            main_class: case.main_class.clone(),
            program_args: case.program_args.clone(),
            vm_args: case.vm_args.clone(),
            stdin: case.stdin.clone(),
            expected,
            source_description: describe_sources(case),
        })
    });

    let expected_computed = expected_computed.into_inner();
    if compiled + expected_computed > 0 {
        eprintln!(
            "java_suite: prepared {} cases: {compiled} compiled with javac, {expected_computed} expected outputs taken from java ({:.1} s)",
            work.len(),
            started.elapsed().as_secs_f64()
        );
    }
    let mut by_case: Vec<Option<Arc<PreparedCase>>> = cases.iter().map(|_| None).collect();
    for (index, prepared) in work.into_iter().zip(prepared) {
        by_case[index] = Some(Arc::new(prepared));
    }
    by_case
}

/// `java`'s behaviour for the case, from the cache or by running it (then `true`).
fn expected_behaviour(
    case: &JavaCase,
    location: &ClassesLocation,
    jdk: &Jdk,
    config: &SuiteConfig,
) -> Result<(RunOutput, bool), String> {
    let mut run_key = StableHasher::new();
    run_key.write(b"expected v2");
    run_key.write(location.sources_hash.as_bytes());
    run_key.write(case.main_class.as_bytes());
    for argument in &case.program_args {
        run_key.write(argument.as_bytes());
    }
    for option in &case.vm_args {
        run_key.write(b"vm option");
        run_key.write(option.as_bytes());
    }
    if let Some(input) = &case.stdin {
        run_key.write(b"stdin");
        run_key.write(&fs::read(input).map_err(|error| format!("{}: {error}", input.display()))?);
    }
    run_key.write(jdk.java.as_os_str().as_encoded_bytes());
    let expected_folder = config.work_root.join("expected").join(&case.id);
    let cache = expected_folder.join(run_key.finish_hex());
    if let Some(expected) = RunOutput::load(&cache) {
        return Ok((expected, false));
    }
    let expected = run_reference(case, jdk, &location.classes)?;
    store_expected(&expected, &expected_folder, &cache)?;
    Ok((expected, true))
}

/// Applies `work` to every item on `workers` threads; results keep the items' order.
fn parallel_map<Item: Sync, Output: Send>(
    items: &[Item],
    workers: usize,
    work: impl Fn(&Item) -> Output + Sync,
) -> Vec<Output> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Output>>> = Mutex::new(items.iter().map(|_| None).collect());
    thread::scope(|scope| {
        for _ in 0..workers.min(items.len()) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(index) else { break };
                let output = work(item);
                // A poisoned lock means another worker panicked; the scope re-raises that panic.
                results.lock().unwrap()[index] = Some(output);
            });
        }
    });
    // Every worker has finished (the scope joined them), so the lock is free and every slot
    // was filled exactly once by the worker that took its index.
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|output| output.expect("every item was processed"))
        .collect()
}

fn describe_sources(case: &JavaCase) -> String {
    match case.sources.as_slice() {
        [single] => single.display().to_string(),
        _ => format!(
            "{}/ ({} files)",
            case.source_root.display(),
            case.sources.len()
        ),
    }
}

/// Hashes the sources' paths (relative to the case) and contents.
fn hash_sources(case: &JavaCase) -> Result<String, String> {
    let mut hasher = StableHasher::new();
    hasher.write(b"rvm java suite v1");
    for source in case.sources.iter().chain(&case.resources) {
        let relative = source.strip_prefix(&case.source_root).unwrap_or(source);
        hasher.write(relative.as_os_str().as_encoded_bytes());
        hasher.write(&fs::read(source).map_err(|error| format!("{}: {error}", source.display()))?);
    }
    // A library jar is identified by its path, size and modification time (not read in full).
    for jar in &case.library_jars {
        let metadata = fs::metadata(jar).map_err(|error| format!("{}: {error}", jar.display()))?;
        hasher.write(jar.as_os_str().as_encoded_bytes());
        hasher.write(&metadata.len().to_le_bytes());
        let modified = metadata
            .modified()
            .ok()
            .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |since| since.as_secs());
        hasher.write(&modified.to_le_bytes());
    }
    Ok(hasher.finish_hex())
}

// Cache folders are named by a hash of everything they depend on and never change once
// published: they are filled under a temporary name and renamed into place, so that suite
// runs in parallel processes (two `cargo test`s in one target folder) never see a
// half-written folder, and a changed source simply gets a new name.

/// Compiles each job's sources into its `classes` folder, publishing it and removing older
/// versions. javac starts slowly (about half a second of JIT warm-up per process), so the
/// jobs are split into one batch per worker and each batch is compiled by a single JVM
/// running `tests/java/BatchCompiler.java` (javax.tools, one `-d` per case); a job that
/// batch left without a result is compiled by a `javac` process of its own.
fn compile_cases(
    jobs: &[(usize, &JavaCase, &ClassesLocation)],
    jdk: &Jdk,
    config: &SuiteConfig,
    workers: usize,
) -> Vec<Result<(), String>> {
    if jobs.is_empty() {
        return Vec::new();
    }
    let batch_size = jobs.len().div_ceil(workers);
    let batches: Vec<Vec<(&JavaCase, &ClassesLocation)>> = jobs
        .chunks(batch_size)
        .map(|chunk| {
            chunk
                .iter()
                .map(|&(_, case, location)| (case, location))
                .collect()
        })
        .collect();
    let batch_results = parallel_map(&batches, workers, |batch| compile_batch(batch, jdk, config));
    batch_results.into_iter().flatten().collect()
}

fn compile_batch(
    batch: &[(&JavaCase, &ClassesLocation)],
    jdk: &Jdk,
    config: &SuiteConfig,
) -> Vec<Result<(), String>> {
    let mut results: Vec<Option<Result<(), String>>> = batch.iter().map(|_| None).collect();
    let mut stagings = Vec::new();
    for (result, (_, location)) in results.iter_mut().zip(batch) {
        match staging_folder(&location.classes) {
            Ok(staging) => stagings.push(Some(staging)),
            Err(error) => {
                *result = Some(Err(error));
                stagings.push(None);
            }
        }
    }
    let exit_codes = run_batch_compiler(batch, &stagings, jdk, config);
    for (index, (case, location)) in batch.iter().enumerate() {
        let (Some(staging), None) = (&stagings[index], &results[index]) else {
            continue;
        };
        let diagnostics = diagnostics_file(staging);
        let result = match exit_codes.get(&index) {
            Some(0) => Ok(()),
            Some(code) => Err(javac_failure(
                case,
                Termination::Exited(*code),
                &fs::read(&diagnostics).unwrap_or_default(),
            )),
            None => compile_with_javac_process(case, jdk, staging),
        }
        .and_then(|()| copy_resources(case, staging));
        let _ = fs::remove_file(&diagnostics); // best effort: scratch space
        results[index] = Some(result.and_then(|()| {
            publish(staging, &location.classes)?;
            remove_stale_versions(&location.classes_folder, &location.classes);
            Ok(())
        }));
        if results[index].as_ref().is_some_and(Result::is_err) {
            let _ = fs::remove_dir_all(staging); // best effort: scratch space
        }
    }
    results
        .into_iter()
        // Every job either failed before compilation or got a result in the loop above.
        .map(|result| result.expect("every job has a result"))
        .collect()
}

/// Runs `tests/java/BatchCompiler.java` on the jobs that have a staging folder; returns
/// javac's exit code per job index. Jobs it did not report on (it could not start, or it
/// crashed) are missing from the map.
fn run_batch_compiler(
    batch: &[(&JavaCase, &ClassesLocation)],
    stagings: &[Option<PathBuf>],
    jdk: &Jdk,
    config: &SuiteConfig,
) -> HashMap<usize, i32> {
    let mut job_lines = String::new();
    for (index, ((case, _), staging)) in batch.iter().zip(stagings).enumerate() {
        let Some(staging) = staging else { continue };
        if !case.library_jars.is_empty() {
            continue; // compiled by a javac process of its own, with its class path
        }
        let mut fields = vec![
            index.to_string(),
            path_text(staging),
            path_text(&diagnostics_file(staging)),
        ];
        fields.extend(case.sources.iter().map(|source| path_text(source)));
        job_lines.push_str(&fields.join("\t"));
        job_lines.push('\n');
    }
    let Some(first_staging) = stagings.iter().flatten().next() else {
        return HashMap::new();
    };
    let job_file = first_staging.with_extension("jobs");
    if fs::write(&job_file, job_lines).is_err() {
        return HashMap::new();
    }
    let mut java = jdk.command(&jdk.java);
    java.args(FAST_JVM_OPTIONS)
        .arg(config.java_root.join("BatchCompiler.java"))
        .arg(&job_file)
        .stdin(Stdio::null());
    let output = java.output();
    let _ = fs::remove_file(&job_file); // best effort: scratch space
    let Ok(output) = output else {
        return HashMap::new();
    };
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            let (index, code) = line.split_once(' ')?;
            Some((index.parse().ok()?, code.trim().parse().ok()?))
        })
        .collect()
}

/// Copies the case's resource files into its compiled classes, at their paths relative to the case.
fn copy_resources(case: &JavaCase, classes: &Path) -> Result<(), String> {
    for resource in &case.resources {
        let relative = resource.strip_prefix(&case.source_root).unwrap_or(resource);
        let target = classes.join(relative);
        let io_error = |error: io::Error| format!("{}: {error}", target.display());
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(io_error)?;
        }
        fs::copy(resource, &target).map_err(io_error)?;
    }
    Ok(())
}

fn diagnostics_file(staging: &Path) -> PathBuf {
    staging.with_extension("javac-messages")
}

/// A path as the batch compiler's job file carries it (tab-separated fields, one job a line).
fn path_text(path: &Path) -> String {
    path.to_string_lossy().replace(['\t', '\n'], " ")
}

fn javac_failure(case: &JavaCase, termination: Termination, messages: &[u8]) -> String {
    format!(
        "javac failed ({termination}) on {}:\n{}",
        describe_sources(case),
        String::from_utf8_lossy(messages).trim_end()
    )
}

/// Compiles one case into `staging` with a `javac` process of its own.
fn compile_with_javac_process(case: &JavaCase, jdk: &Jdk, staging: &Path) -> Result<(), String> {
    let mut javac = jdk.command(&jdk.javac);
    for option in FAST_JVM_OPTIONS {
        javac.arg(format!("-J{option}"));
    }
    javac.args(["-encoding", "UTF-8", "-d"]).arg(staging);
    if !case.library_jars.is_empty() {
        javac
            .arg("-cp")
            .arg(class_path(staging, &case.library_jars));
    }
    javac.args(&case.sources).stdin(Stdio::null());
    match javac.output() {
        Ok(output) if output.status.success() => Ok(()),
        Ok(output) => Err(javac_failure(
            case,
            output.status.into(),
            &[output.stdout, output.stderr].concat(),
        )),
        Err(error) => Err(format!("cannot start {}: {error}", jdk.javac.display())),
    }
}

fn run_reference(case: &JavaCase, jdk: &Jdk, classes: &Path) -> Result<RunOutput, String> {
    let mut java = jdk.command(&jdk.java);
    java.args(FAST_JVM_OPTIONS)
        .args(&case.vm_args)
        .arg("-cp")
        .arg(class_path(classes, &case.library_jars))
        .arg(&case.main_class)
        .args(&case.program_args);
    match run_with_timeout(java, JAVA_TIMEOUT, case.stdin.as_deref()) {
        // Not a behaviour to cache: the launcher did not get to run the program.
        Ok(Finished::Completed(output))
            if first_line(&output.stderr)
                .starts_with("Error: Could not find or load main class") =>
        {
            Err(format!(
                "java could not load the main class `{}` from {}: {}",
                case.main_class,
                classes.display(),
                String::from_utf8_lossy(&output.stderr).trim_end()
            ))
        }
        Ok(Finished::Completed(output)) => Ok(output),
        Ok(Finished::TimedOut(_)) => Err(format!(
            "the reference run under java took longer than {} s; suite programs must be quick",
            JAVA_TIMEOUT.as_secs()
        )),
        Err(error) => Err(format!("cannot start {}: {error}", jdk.java.display())),
    }
}

/// Stores java's behaviour as the cache entry `cache` (`<expected_folder>/<run key>`) and
/// removes entries for older versions of the case.
fn store_expected(
    expected: &RunOutput,
    expected_folder: &Path,
    cache: &Path,
) -> Result<(), String> {
    let staging = staging_folder(cache)?;
    let io_error = |error: io::Error| format!("{}: {error}", staging.display());
    fs::write(staging.join("stdout"), &expected.stdout).map_err(io_error)?;
    fs::write(staging.join("stderr"), &expected.stderr).map_err(io_error)?;
    fs::write(staging.join("status"), expected.termination.to_cache_text()).map_err(io_error)?;
    publish(&staging, cache)?;
    remove_stale_versions(expected_folder, cache);
    Ok(())
}

/// Creates an empty scratch folder next to `final_folder`, unique to this process and thread.
fn staging_folder(final_folder: &Path) -> Result<PathBuf, String> {
    let thread = format!("{:?}", thread::current().id());
    let unique: String = thread.chars().filter(char::is_ascii_digit).collect();
    let name = format!(
        ".staging-{}-{unique}-{}",
        process::id(),
        file_name(final_folder)
    );
    let staging = final_folder.with_file_name(name);
    let io_error = |error: io::Error| format!("{}: {error}", staging.display());
    if staging.exists() {
        fs::remove_dir_all(&staging).map_err(io_error)?;
    }
    fs::create_dir_all(&staging).map_err(io_error)?;
    Ok(staging)
}

/// Renames `staging` to `final_folder`; if another process published it first, keeps theirs.
fn publish(staging: &Path, final_folder: &Path) -> Result<(), String> {
    match fs::rename(staging, final_folder) {
        Ok(()) => Ok(()),
        Err(_) if final_folder.is_dir() => {
            let _ = fs::remove_dir_all(staging); // best effort: the published copy is equivalent
            Ok(())
        }
        Err(error) => Err(format!(
            "cannot rename {} to {}: {error}",
            staging.display(),
            final_folder.display()
        )),
    }
}

/// Removes the other published versions in `folder` (never staging folders, which may belong
/// to a concurrent run); failures are ignored because stale entries are only wasted space.
fn remove_stale_versions(folder: &Path, current: &Path) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path != current && !file_name(&path).starts_with(".staging-") {
            let _ = if path.is_dir() {
                fs::remove_dir_all(&path)
            } else {
                fs::remove_file(&path)
            };
        }
    }
}

/// 64-bit FNV-1a: stable across Rust versions and runs, unlike `DefaultHasher`, which
/// matters because its values name files that outlive the test binary. Each `write`
/// is length-prefixed so that ("ab", "c") and ("a", "bc") hash differently.
struct StableHasher(u64);

impl StableHasher {
    fn new() -> StableHasher {
        StableHasher(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish_hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}

// ---------------------------------------------------------------------------------------------
// Running a program with a time limit

/// How a process ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Termination {
    Exited(i32),
    Signaled(i32),
}

impl From<ExitStatus> for Termination {
    fn from(status: ExitStatus) -> Termination {
        use std::os::unix::process::ExitStatusExt;
        match (status.code(), status.signal()) {
            (Some(code), _) => Termination::Exited(code),
            (None, Some(signal)) => Termination::Signaled(signal),
            (None, None) => Termination::Signaled(0), // not produced on Unix
        }
    }
}

impl Termination {
    fn to_cache_text(self) -> String {
        match self {
            Termination::Exited(code) => format!("exit {code}"),
            Termination::Signaled(signal) => format!("signal {signal}"),
        }
    }

    fn from_cache_text(text: &str) -> Option<Termination> {
        let (kind, number) = text.trim().split_once(' ')?;
        let number = number.parse().ok()?;
        match kind {
            "exit" => Some(Termination::Exited(number)),
            "signal" => Some(Termination::Signaled(number)),
            _ => None,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Termination::Exited(code) => write!(formatter, "exit code {code}"),
            Termination::Signaled(signal) => {
                let name = match signal {
                    4 => " (SIGILL)",
                    6 => " (SIGABRT)",
                    7 => " (SIGBUS)",
                    8 => " (SIGFPE)",
                    9 => " (SIGKILL)",
                    11 => " (SIGSEGV)",
                    _ => "",
                };
                write!(formatter, "killed by signal {signal}{name}")
            }
        }
    }
}

struct RunOutput {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    termination: Termination,
}

impl RunOutput {
    /// Reads a cache entry written by `store_expected`; `None` if absent or damaged.
    fn load(cache: &Path) -> Option<RunOutput> {
        let status = fs::read_to_string(cache.join("status")).ok()?;
        Some(RunOutput {
            stdout: fs::read(cache.join("stdout")).ok()?,
            stderr: fs::read(cache.join("stderr")).ok()?,
            termination: Termination::from_cache_text(&status)?,
        })
    }
}

enum Finished {
    Completed(RunOutput),
    /// The process was killed at the deadline; holds what it printed until then.
    TimedOut(RunOutput),
}

/// Runs `command` with stdin read from `stdin` (else empty) and both output streams
/// captured; kills it at `timeout`.
fn run_with_timeout(
    mut command: Command,
    timeout: Duration,
    stdin: Option<&Path>,
) -> io::Result<Finished> {
    let started = Instant::now();
    let input = match stdin {
        Some(path) => Stdio::from(fs::File::open(path)?),
        None => Stdio::null(),
    };
    let mut child = command
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let (done_sender, done_receiver) = mpsc::channel();
    let stdout = capture_stream(child.stdout.take(), done_sender.clone());
    let stderr = capture_stream(child.stderr.take(), done_sender);

    let status = wait_until(&mut child, started + timeout)?;
    let timed_out = status.is_none();
    let status = match status {
        Some(status) => status,
        None => {
            // `kill` only fails if the child already exited, in which case `wait` reaps it.
            let _ = child.kill();
            child.wait()?
        }
    };
    // The streams close when the process exits, unless it left a grandchild holding them;
    // then take what arrived so far rather than wait for the grandchild.
    let grace = if timed_out {
        Duration::from_millis(300)
    } else {
        Duration::from_secs(2)
    };
    for _ in 0..2 {
        if done_receiver.recv_timeout(grace).is_err() {
            break;
        }
    }
    let take = |buffer: &Arc<Mutex<Vec<u8>>>| {
        // The reader thread never panics while holding the lock (it only extends the vector).
        std::mem::take(&mut *buffer.lock().unwrap())
    };
    let output = RunOutput {
        stdout: take(&stdout),
        stderr: take(&stderr),
        termination: status.into(),
    };
    Ok(if timed_out {
        Finished::TimedOut(output)
    } else {
        Finished::Completed(output)
    })
}

/// Polls the child until it exits or the deadline passes (`None`).
fn wait_until(child: &mut Child, deadline: Instant) -> io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            return Ok(None);
        }
        thread::sleep(pause.min(deadline - now));
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

/// Reads a stream on its own thread into a shared buffer (so partial output stays
/// available) and signals `done` at end of stream.
fn capture_stream(
    stream: Option<impl Read + Send + 'static>,
    done: mpsc::Sender<()>,
) -> Arc<Mutex<Vec<u8>>> {
    let buffer = Arc::new(Mutex::new(Vec::new()));
    let shared = Arc::clone(&buffer);
    thread::spawn(move || {
        if let Some(mut stream) = stream {
            let mut chunk = [0u8; 8192];
            while let Ok(count) = stream.read(&mut chunk) {
                if count == 0 {
                    break;
                }
                // Never poisoned: nothing that can panic runs while the lock is held.
                let mut buffer = shared.lock().unwrap();
                let room = CAPTURE_LIMIT.saturating_sub(buffer.len());
                buffer.extend_from_slice(&chunk[..count.min(room)]);
            }
        }
        let _ = done.send(()); // the receiver may have stopped waiting; that is fine
    });
    buffer
}

// ---------------------------------------------------------------------------------------------
// One trial: run under rvm and compare with java

fn run_trial(
    prepared: &PreparedCase,
    variant: &Variant,
    config: &SuiteConfig,
    trial: &str,
) -> Result<(), Failed> {
    let case = prepared
        .as_ref()
        .map_err(|message| Failed::from(message.as_str()))?;
    let mut rvm = Command::new(&config.rvm_binary);
    rvm.arg("run").arg(format!("--tier={}", variant.tier));
    if let Some(n) = variant.gc_stress {
        rvm.arg(format!("--gc-stress={n}"));
    }
    if variant.vm_lock {
        rvm.arg("--threads=vm-lock");
    }
    let mut plan_env = String::new();
    if let Some(plan) = &variant.plan {
        rvm.arg(format!("--gc={}", plan.plan));
        for (name, value) in &plan.env {
            rvm.env(name, value);
            plan_env.push_str(&format!("{name}={value} "));
        }
    }
    if variant.gc_stress.is_none() {
        // Cranelift's verifier checks every translation of the plain trials
        // (off by default in release builds: jit/src/opt/mod.rs).
        rvm.env("RVM_OPT_VERIFY", "1");
    } else if variant.tier == "opt"
        && !config
            .extra_rvm_options
            .iter()
            .any(|o| o.starts_with("--inline"))
    {
        // The stress trials check the collector's view of each tier's
        // frames; under --tier=opt they inline by the static rules, which
        // spares the recompilations profile-directed inlining makes as the
        // profile grows (about 60% of the opt trials' time; the plain opt
        // and adaptive trials cover profile-directed inlining).
        rvm.arg("--inline=static");
    }
    rvm.args(&config.extra_rvm_options)
        .args(&case.vm_args)
        .arg("-cp")
        .arg(class_path(&case.classes, &case.library_jars))
        .arg(&case.main_class)
        .args(&case.program_args)
        .current_dir(&case.classes);
    let mut command_line = plan_env + &describe_command(&rvm);
    if let Some(input) = &case.stdin {
        command_line.push_str(&format!(" < {}", input.display()));
    }
    let started = Instant::now();
    let finished = run_with_timeout(rvm, config.rvm_timeout, case.stdin.as_deref());
    if let Some(path) = &config.times_file {
        record_time(path, started.elapsed(), trial);
    }
    let actual = match finished {
        Ok(Finished::Completed(actual)) => actual,
        Ok(Finished::TimedOut(partial)) => {
            return Err(format!(
                "rvm did not finish within {:.0} s (RVM_TEST_TIMEOUT) and was killed\n  command: {command_line}\n  \
                 source: {}\n  stdout so far: {} lines, last: {}\n  stderr so far (first lines):\n{}",
                config.rvm_timeout.as_secs_f64(),
                case.source_description,
                lines(&partial.stdout).len(),
                lines(&partial.stdout).last().map(|line| format!("{line:?}")).unwrap_or_else(|| "none".into()),
                indented_head(&partial.stderr, 10),
            )
            .into())
        }
        Err(error) => {
            return Err(format!("cannot start {}: {error}\n  command: {command_line}", config.rvm_binary.display()).into())
        }
    };
    match compare_runs(&case.expected, &actual) {
        None => Ok(()),
        Some(differences) => Err(format!(
            "rvm behaves differently from java\n  command: {command_line}\n  source:  {}\n{}",
            case.source_description,
            differences.trim_end()
        )
        .into()),
    }
}

fn describe_command(command: &Command) -> String {
    let mut words = vec![command.get_program().to_string_lossy().into_owned()];
    words.extend(
        command
            .get_args()
            .map(|argument| argument.to_string_lossy().into_owned()),
    );
    words.join(" ")
}

/// Lines of an output, each with its `\n` (so a missing final newline is a difference).
fn lines(bytes: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(bytes)
        .split_inclusive('\n')
        .map(String::from)
        .collect()
}

fn first_line(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.lines().next().unwrap_or("").to_string()
}

fn indented_head(bytes: &[u8], count: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut head: Vec<String> = text
        .lines()
        .take(count)
        .map(|line| format!("    | {line}"))
        .collect();
    if head.is_empty() {
        head.push("    (empty)".to_string());
    }
    head.join("\n")
}

/// Describes how `actual` departs from `expected` in the compared aspects, or `None` if it doesn't.
fn compare_runs(expected: &RunOutput, actual: &RunOutput) -> Option<String> {
    let mut report = String::new();
    if expected.stdout != actual.stdout {
        let expected_lines = lines(&expected.stdout);
        let actual_lines = lines(&actual.stdout);
        let index = expected_lines
            .iter()
            .zip(&actual_lines)
            .position(|(expected, actual)| expected != actual)
            .unwrap_or(expected_lines.len().min(actual_lines.len()));
        let show = |lines: &[String]| match lines.get(index) {
            Some(line) => format!("{line:?}"),
            None => "<end of output>".to_string(),
        };
        report += &format!(
            "  stdout differs at line {} (java printed {} lines, rvm {}):\n    expected: {}\n    actual:   {}\n",
            index + 1,
            expected_lines.len(),
            actual_lines.len(),
            show(&expected_lines),
            show(&actual_lines),
        );
        if index > 0 {
            report += &format!(
                "    (line {} agrees: {:?})\n",
                index,
                expected_lines[index - 1]
            );
        }
    }
    let expected_stderr = first_line(&expected.stderr);
    let actual_stderr = first_line(&actual.stderr);
    if expected_stderr != actual_stderr {
        report += &format!(
            "  stderr first line differs:\n    expected: {expected_stderr:?}\n    actual:   {actual_stderr:?}\n"
        );
    }
    if expected.termination != actual.termination {
        report += &format!(
            "  exit status differs: expected {}, got {}\n",
            expected.termination, actual.termination
        );
    }
    if report.is_empty() {
        return None;
    }
    if actual.stderr != expected.stderr && !actual.stderr.is_empty() {
        report += &format!(
            "  rvm stderr (first lines):\n{}\n",
            indented_head(&actual.stderr, 12)
        );
    }
    Some(report)
}
