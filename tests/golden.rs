//! Golden files for the optimizing tier: for each `tests/golden/<Case>.java`,
//! the CLIF its methods translate to (after translation, before Cranelift's
//! optimizations) and the inline plans of its roots, pinned in
//! `tests/golden/<Case>.<method>.clif` and `<Case>.<method>.inline`. A change
//! in translation or inlining shows in review as a diff of these files.
//!
//! ```text
//! // golden: clif Case.method      (in the Java source: what to pin)
//! // golden: inline Case.method
//! rvm --print-code=Case.method run --tier=opt --inline=static --background-compile=off
//!   -> CLIF of the method, addresses replaced by ADDR -> compare with Case.method.clif
//! rvm run ... --inline-log=F && rvm inline tree F Case.method -> compare with Case.method.inline
//! ```
//!
//! The plan is fixed (`--tier=opt --inline=static`, no sampler, foreground
//! compilation), so every run translates the same code. Addresses baked into
//! code (helpers, classes, methods) differ from run to run and are
//! normalized. `RVM_BLESS=1 cargo test --release --test golden` rewrites the
//! expected files.

use std::path::{Path, PathBuf};
use std::process::Command;

const PLAN: [&str; 4] = [
    "--tier=opt",
    "--inline=static",
    "--background-compile=off",
    "--sampler=off",
];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// (kind, Class.method) pairs a source asks to pin.
fn pins(source: &str) -> Vec<(String, String)> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// golden: "))
        .filter_map(|l| {
            let (kind, method) = l.trim().split_once(' ')?;
            Some((kind.to_string(), method.trim().to_string()))
        })
        .collect()
}

/// Replaces every constant of magnitude 2^32 or more, hexadecimal or
/// decimal (an address baked into the code, or its negation), by `ADDR`.
fn normalize_addresses(clif: &str) -> String {
    let bytes = clif.as_bytes();
    let mut out = String::with_capacity(clif.len());
    let mut i = 0;
    while i < bytes.len() {
        let starts_number = bytes[i].is_ascii_digit()
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if !starts_number {
            let c = clif[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
            continue;
        }
        let hex = clif[i..].starts_with("0x");
        let start = if hex { i + 2 } else { i };
        let mut end = start;
        while end < bytes.len()
            && (bytes[end] == b'_'
                || if hex {
                    bytes[end].is_ascii_hexdigit()
                } else {
                    bytes[end].is_ascii_digit()
                })
        {
            end += 1;
        }
        let digits = clif[start..end].replace('_', "");
        let value = u128::from_str_radix(&digits, if hex { 16 } else { 10 }).unwrap_or(0);
        if value >= 1 << 32 {
            out.push_str("ADDR");
        } else {
            out.push_str(&clif[i..end]);
        }
        i = end;
    }
    out
}

/// The CLIF `--print-code` printed for `method` (the first compilation).
fn clif_of(stderr: &str, method: &str) -> Option<String> {
    let start = stderr.find(&format!("== {method}("))?;
    let clif = &stderr[start..];
    let body = &clif[clif.find("function ")?..];
    let end = body.find("\n}\n")? + 3;
    Some(normalize_addresses(&body[..end]))
}

fn run_rvm(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_rvm"))
        .args(args)
        // The pinned functions must also pass Cranelift's verifier.
        .env("RVM_OPT_VERIFY", "1")
        .current_dir(dir)
        .output()
        .expect("run rvm")
}

/// What a pin produces now.
fn actual(kind: &str, method: &str, main: &str, classes: &Path, scratch: &Path) -> String {
    let classes = classes.to_str().unwrap();
    match kind {
        "clif" => {
            let print = format!("--print-code={method}");
            let mut args = vec![print.as_str(), "run"];
            args.extend(PLAN);
            args.extend(["-cp", classes, main]);
            let o = run_rvm(&args, scratch);
            let stderr = String::from_utf8_lossy(&o.stderr);
            assert!(o.status.success(), "{method}: rvm failed:\n{stderr}");
            clif_of(&stderr, method).unwrap_or_else(|| panic!("{method}: no CLIF printed"))
        }
        "inline" => {
            let log = scratch.join(format!("{method}.jsonl"));
            let log_arg = format!("--inline-log={}", log.display());
            let mut args = vec!["run", log_arg.as_str()];
            args.extend(PLAN);
            args.extend(["-cp", classes, main]);
            let o = run_rvm(&args, scratch);
            assert!(o.status.success(), "{method}: rvm failed");
            let tree = run_rvm(&["inline", "tree", log.to_str().unwrap(), method], scratch);
            assert!(tree.status.success(), "{method}: rvm inline tree failed");
            // Compilation numbers count every method compiled before, the
            // class library's included: not part of the plan.
            let tree = String::from_utf8_lossy(&tree.stdout);
            tree.lines()
                .map(|line| match line.find(" (compilation ") {
                    Some(at) => format!("{}\n", &line[..at]),
                    None => format!("{line}\n"),
                })
                .collect()
        }
        other => panic!("unknown golden kind {other:?} (clif or inline)"),
    }
}

#[test]
fn clif_and_inline_plans_match_the_golden_files() {
    let dir = golden_dir();
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("golden");
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "java"))
        .collect();
    sources.sort();
    let classes = scratch.join("classes");
    let status = Command::new("javac")
        .arg("-d")
        .arg(&classes)
        .args(&sources)
        .status()
        .expect("run javac");
    assert!(status.success(), "javac failed");
    let bless = std::env::var_os("RVM_BLESS").is_some();
    let (mut checked, mut failures) = (0, Vec::new());
    for source in &sources {
        let main = source.file_stem().unwrap().to_str().unwrap();
        let text = std::fs::read_to_string(source).unwrap();
        let pins = pins(&text);
        assert!(
            !pins.is_empty(),
            "{main}.java pins nothing (// golden: clif|inline Class.method)"
        );
        for (kind, method) in pins {
            let got = actual(&kind, &method, main, &classes, &scratch);
            let file = dir.join(format!("{method}.{kind}"));
            checked += 1;
            if bless {
                std::fs::write(&file, &got).unwrap();
                continue;
            }
            match std::fs::read_to_string(&file) {
                Ok(expected) if expected == got => {}
                Ok(expected) => failures.push(format!(
                    "{}: differs\n{}",
                    file.display(),
                    first_difference(&expected, &got)
                )),
                Err(_) => failures.push(format!(
                    "{}: missing (RVM_BLESS=1 writes it)",
                    file.display()
                )),
            }
        }
    }
    assert!(checked >= 30, "only {checked} golden files");
    assert!(
        failures.is_empty(),
        "{} of {checked} golden files differ (RVM_BLESS=1 cargo test --release --test golden rewrites them; review the diff):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The first differing line of two texts, with its number.
fn first_difference(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i).copied(), g.get(i).copied());
        if a != b {
            return format!(
                "  line {}:\n  expected: {}\n  got:      {}",
                i + 1,
                a.unwrap_or("<end>"),
                b.unwrap_or("<end>")
            );
        }
    }
    String::new()
}

#[test]
fn addresses_are_normalized_and_small_constants_kept() {
    assert_eq!(
        normalize_addresses(
            "v1 = iconst.i64 0x7f43_6400_0000 ; v2 = 0xff, 0x1_0000_0000, v3 = -139746614878224, v4 = 4096"
        ),
        "v1 = iconst.i64 ADDR ; v2 = 0xff, ADDR, v3 = -ADDR, v4 = 4096"
    );
}
