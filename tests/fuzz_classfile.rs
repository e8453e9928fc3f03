//! In-process fuzz target (issue 16): mutated class files through the
//! class-file reader and the verifier, which must answer every input with
//! `Ok` or an error value, never a panic or a hang.
//!
//! ```text
//! cargo test --release --test fuzz_classfile                    # CI: 3,000 mutants, fixed seeds
//! RVM_FUZZ_COUNT=100000 RVM_FUZZ_SEED=7 cargo test --release --test fuzz_classfile -- --nocapture
//! ```
//!
//! The inputs are rvm's class library (javac output with StackMapTables,
//! 375 classes of every shape). cargo-fuzz needs a nightly toolchain; this
//! seeded mutator runs on stable and reproduces any finding from its seed.
//! A panicking input is written to `target/fuzz-found/` for the corpus.

#[path = "fuzz/mutate.rs"]
mod mutate;

use rvm_vm::class::loader::{library_class_bytes, library_class_names};
use rvm_vm::classfile::ClassFile;
use rvm_vm::verify::{verify_class, ClassInput, FileEnv, Level};
use std::time::{Duration, Instant};

/// The target: parse, then verify (full), with a fresh environment.
fn target(bytes: &[u8]) -> (bool, usize) {
    match ClassFile::parse(bytes, "fuzz") {
        Err(_) => (false, 0),
        Ok(file) => {
            let env = FileEnv::new(Vec::new());
            env.add(&file);
            let errors = verify_class(&ClassInput::from_file(&file), &env, Level::Full, true);
            (true, errors.len())
        }
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutated_class_files_never_panic_or_hang_the_reader_and_verifier() {
    let count = env_number("RVM_FUZZ_COUNT", 3_000);
    let seed = env_number("RVM_FUZZ_SEED", 16);
    let inputs: Vec<&'static [u8]> = library_class_names()
        .filter_map(library_class_bytes)
        .collect();
    assert!(!inputs.is_empty());
    std::panic::set_hook(Box::new(|_| {}));
    let mut panics = Vec::new();
    let (mut parsed, mut rejected_by_verifier, mut slowest) = (0u64, 0u64, Duration::ZERO);
    let start = Instant::now();
    for i in 0..count {
        let mutant_seed = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let input = inputs[(mutant_seed as usize) % inputs.len()];
        let mutant = mutate::mutate(input, mutant_seed);
        let t = Instant::now();
        match std::panic::catch_unwind(|| target(&mutant)) {
            Ok((ok, errors)) => {
                parsed += ok as u64;
                rejected_by_verifier += (errors > 0) as u64;
            }
            Err(_) => {
                let dir =
                    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-found");
                let _ = std::fs::create_dir_all(&dir);
                let _ = std::fs::write(dir.join(format!("inprocess-{mutant_seed}.class")), &mutant);
                panics.push(mutant_seed);
            }
        }
        slowest = slowest.max(t.elapsed());
    }
    let _ = std::panic::take_hook();
    let elapsed = start.elapsed().as_secs_f64();
    eprintln!(
        "fuzz_classfile: {count} mutants (seed {seed}) in {elapsed:.1} s ({:.0}/s): {parsed} parsed, \
         {rejected_by_verifier} rejected by the verifier, {} panics, slowest {:.1} ms",
        count as f64 / elapsed,
        panics.len(),
        slowest.as_secs_f64() * 1e3
    );
    assert!(panics.is_empty(), "panicking mutant seeds: {panics:?}");
    assert!(
        slowest < Duration::from_secs(2),
        "an input took {slowest:?}"
    );
}
