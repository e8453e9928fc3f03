//! Whole-process mutation fuzzer (issue 16): the class files of the Java
//! test programs, mutated, run with `rvm run` in the interpreter, baseline
//! and optimizing tiers and with `java`; rvm must never crash or hang, and
//! should give the same outcome class as java (runs normally /
//! ClassFormatError / VerifyError / other LinkageError).
//!
//! ```text
//! cargo test --release --test fuzz_run                      # CI: 12 mutants, no crash allowed
//! RVM_FUZZ_RUNS=2000 RVM_FUZZ_SEED=1 cargo test --release --test fuzz_run -- --ignored --nocapture
//! ```
//!
//! Crashing and hanging mutants are written to `target/fuzz-found/` (the
//! program's folder with the mutant in it): move them to `tests/fuzz-corpus/`
//! with an `expected.txt` naming java's outcome, and `fuzz_corpus.rs` runs them.

#[path = "fuzz/mutate.rs"]
mod mutate;
#[path = "fuzz/outcome.rs"]
mod outcome;

use outcome::Outcome;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const AREAS: [&str; 8] = [
    "basics",
    "arith",
    "control",
    "arrays",
    "strings",
    "exceptions",
    "recursion",
    "init",
];
const TIERS: [&str; 3] = ["interp", "baseline", "opt"];
const TIMEOUT: Duration = Duration::from_secs(10);

struct Program {
    main: String,
    dir: PathBuf,
    classes: Vec<String>,
}

/// Compiles each single-file program of [`AREAS`] into its own folder (cached).
fn programs() -> Vec<Program> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target/fuzz-run/classes");
    let mut programs = Vec::new();
    for area in AREAS {
        let Ok(entries) = std::fs::read_dir(root.join("tests/java").join(area)) else {
            continue;
        };
        let mut sources: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "java"))
            .collect();
        sources.sort();
        for source in sources {
            let main = source.file_stem().unwrap().to_string_lossy().into_owned();
            let dir = out.join(area).join(&main);
            if !dir.join(format!("{main}.class")).is_file() {
                std::fs::create_dir_all(&dir).unwrap();
                let ok = Command::new("javac")
                    .arg("-nowarn")
                    .arg("-d")
                    .arg(&dir)
                    .arg(&source)
                    .output()
                    .map(|o| o.status.success())
                    .unwrap_or(false);
                if !ok {
                    continue;
                }
            }
            let classes = std::fs::read_dir(&dir)
                .unwrap()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".class"))
                .collect();
            programs.push(Program { main, dir, classes });
        }
    }
    programs
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn campaign(runs: u64, seed: u64, compare_with_java: bool) -> (u64, u64, u64) {
    let programs = programs();
    if programs.is_empty() {
        eprintln!("fuzz_run: javac not available, nothing to do");
        return (0, 0, 0);
    }
    // RVM_FUZZ_BIN: fuzz another build (e.g. an older rvm, to collect inputs
    // that crashed it for the corpus).
    let rvm_bin =
        std::env::var("RVM_FUZZ_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_rvm").to_string());
    let rvm = rvm_bin.as_str();
    let work = std::env::temp_dir().join(format!("rvm-fuzz-run-{}", std::process::id()));
    let found = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-found");
    let mut table: BTreeMap<(&str, Outcome, Outcome), u64> = BTreeMap::new();
    let (mut bad, mut same, mut compared) = (0u64, 0u64, 0u64);
    let mut mismatches = Vec::new();
    for i in 0..runs {
        let mutant_seed = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let mut rng = mutate::Rng::new(mutant_seed);
        let program = &programs[rng.below(programs.len())];
        let main_file = format!("{}.class", program.main);
        let victim = if rng.below(10) < 7 {
            main_file.clone()
        } else {
            program.classes[rng.below(program.classes.len())].clone()
        };
        let _ = std::fs::remove_dir_all(&work);
        std::fs::create_dir_all(&work).unwrap();
        for c in &program.classes {
            std::fs::copy(program.dir.join(c), work.join(c)).unwrap();
        }
        let original = std::fs::read(program.dir.join(&victim)).unwrap();
        std::fs::write(work.join(&victim), mutate::mutate(&original, mutant_seed)).unwrap();
        let java = if compare_with_java {
            Some(
                outcome::run(
                    "java",
                    &["-XX:-OmitStackTraceInFastThrow", "-cp", ".", &program.main],
                    &work,
                    TIMEOUT,
                )
                .0,
            )
        } else {
            None
        };
        for tier in TIERS {
            let (got, stderr) = outcome::run(
                rvm,
                &["run", &format!("--tier={tier}"), "-cp", ".", &program.main],
                &work,
                TIMEOUT,
            );
            if matches!(got, Outcome::Crash | Outcome::Hang) {
                bad += 1;
                let keep = found.join(format!("run-{mutant_seed}-{}", program.main));
                let _ = std::fs::create_dir_all(&keep);
                for c in &program.classes {
                    let _ = std::fs::copy(work.join(c), keep.join(c));
                }
                let _ = std::fs::write(keep.join("stderr.txt"), &stderr);
                eprintln!(
                    "fuzz_run: {} seed {mutant_seed} tier {tier}: {} ({})",
                    program.main,
                    got.name(),
                    stderr.lines().next().unwrap_or("")
                );
            }
            if let Some(java) = java {
                compared += 1;
                *table.entry((tier, java, got)).or_default() += 1;
                if java == got {
                    same += 1;
                } else if mismatches.len() < 40 {
                    mismatches.push(format!(
                        "{}/{victim} seed {mutant_seed} {tier}: java {} rvm {} | {}",
                        program.main,
                        java.name(),
                        got.name(),
                        stderr
                            .lines()
                            .next()
                            .unwrap_or("")
                            .chars()
                            .take(160)
                            .collect::<String>()
                    ));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    eprintln!(
        "fuzz_run: {runs} mutants (seed {seed}) x {} tiers: {bad} crashes/hangs",
        TIERS.len()
    );
    if compared > 0 {
        eprintln!(
            "fuzz_run: same outcome class as java in {same} of {compared} runs ({:.2}%)",
            100.0 * same as f64 / compared as f64
        );
        eprintln!("tier | java | rvm | count");
        for ((tier, java, got), n) in &table {
            eprintln!("{tier} | {} | {} | {n}", java.name(), got.name());
        }
        for m in &mismatches {
            eprintln!("mismatch: {m}");
        }
    }
    (bad, same, compared)
}

#[test]
fn mutated_test_programs_never_crash_rvm_in_any_tier() {
    let has_java = Command::new("java").arg("-version").output().is_ok();
    let (bad, _, _) = campaign(
        env_number("RVM_FUZZ_RUNS", 12),
        env_number("RVM_FUZZ_SEED", 16),
        has_java,
    );
    assert_eq!(
        bad, 0,
        "crashing or hanging mutants are in target/fuzz-found/"
    );
}

#[test]
#[ignore = "a campaign: RVM_FUZZ_RUNS=N RVM_FUZZ_SEED=S cargo test --release --test fuzz_run -- --ignored --nocapture"]
fn campaign_against_java() {
    let (bad, same, compared) = campaign(
        env_number("RVM_FUZZ_RUNS", 500),
        env_number("RVM_FUZZ_SEED", 1),
        true,
    );
    assert_eq!(
        bad, 0,
        "crashing or hanging mutants are in target/fuzz-found/"
    );
    assert!(
        compared == 0 || same * 100 >= compared * 99,
        "{same} of {compared} same outcome as java"
    );
}
