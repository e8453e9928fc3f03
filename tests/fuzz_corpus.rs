//! The fuzz regression corpus (issue 16): mutated programs that crashed rvm
//! (a signal, an abort, "internal error") before it had a verifier, found by
//! `tests/fuzz_run.rs` (`RVM_FUZZ_BIN` pointed at the older build). Each
//! folder of `tests/fuzz-corpus/` holds the program's class files and
//! `expected.txt`: the main class, then the outcome class `java` gives.
//! Every tier must give that outcome, and never crash or hang.

#[path = "fuzz/outcome.rs"]
mod outcome;

use outcome::Outcome;
use std::path::Path;
use std::time::Duration;

#[test]
fn every_corpus_input_gives_javas_outcome_in_every_tier() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-corpus");
    let mut entries: Vec<_> = std::fs::read_dir(&corpus)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("expected.txt").is_file())
        .collect();
    entries.sort();
    assert!(
        !entries.is_empty(),
        "no corpus entries in {}",
        corpus.display()
    );
    let mut failures = Vec::new();
    for entry in &entries {
        let expected = std::fs::read_to_string(entry.join("expected.txt")).unwrap();
        let mut lines = expected.lines();
        let main = lines.next().unwrap().trim().to_string();
        let java = Outcome::parse(lines.next().unwrap()).expect("an outcome name");
        assert!(
            entry.join(format!("{main}.class")).is_file(),
            "{}: {main}.class is missing (class files under tests/fuzz-corpus are committed: see .gitignore)",
            entry.display()
        );
        for tier in ["interp", "baseline", "opt"] {
            let (got, stderr) = outcome::run(
                env!("CARGO_BIN_EXE_rvm"),
                &["run", &format!("--tier={tier}"), "-cp", ".", &main],
                entry,
                Duration::from_secs(20),
            );
            if got != java {
                failures.push(format!(
                    "{} {tier}: java {} rvm {}: {}",
                    entry.display(),
                    java.name(),
                    got.name(),
                    stderr.lines().next().unwrap_or("")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
