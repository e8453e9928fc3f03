//! The Markdown `count` prints and writes beside its JSON: the command and
//! provenance first (a quoted table carries the command that made it), then
//! one row per benchmark x configuration and one geometric-mean row per
//! non-reference configuration, then any failed runs.

use std::fmt::Write as _;

use super::result::CountFile;
use crate::report::table;

/// `value` / 1e6 with `decimals` places and thousands separators: 1,733.0.
pub fn millions(value: f64, decimals: usize) -> String {
    let text = format!("{:.decimals$}", value / 1e6);
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.as_str()),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut grouped = String::new();
    for (i, ch) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    match fraction {
        Some(f) => format!("{sign}{grouped}.{f}"),
        None => format!("{sign}{grouped}"),
    }
}

/// "1 iteration", "8 iterations".
pub(crate) fn iterations_word(n: usize) -> String {
    if n == 1 {
        "1 iteration".to_string()
    } else {
        format!("{n} iterations")
    }
}

/// +6.12% / -0.30%.
pub fn percent(value: f64) -> String {
    format!("{value:+.2}%")
}

const NONE: &str = "—";

pub fn markdown(file: &CountFile) -> String {
    let e = &file.experiment;
    let (a, b) = (file.iterations.short, file.iterations.long);
    let mut out = String::new();
    let title = match &e.variant {
        Some(v) => format!("{} (variant {v})", e.name),
        None => e.name.clone(),
    };
    let _ = writeln!(out, "## Instruction counts: {title}\n");
    let _ = writeln!(out, "`{}`\n", file.command_line);
    let _ = writeln!(
        out,
        "{}, rvm {}, {}, {} cores ({}). Each run: `valgrind {} rvm run OPTIONS -cp CLASSES MAIN ARGS N` with N = {a} and {b} outer iterations; per iteration = (Ir({b}) - Ir({a})) / {}, start-up = Ir({a}) - {a} x per iteration{}.\n",
        file.started,
        file.rvm_commit,
        file.valgrind,
        file.machine.cores,
        file.machine.cpu_model,
        super::callgrind::VALGRIND_OPTIONS.join(" "),
        b - a,
        match &file.reference {
            Some(r) => format!(", overhead = per iteration / {r}'s - 1"),
            None => String::new(),
        }
    );
    let header: Vec<String> = [
        "benchmark".to_string(),
        "configuration".to_string(),
        format!("Ir, {} (M)", iterations_word(a)),
        format!("Ir, {} (M)", iterations_word(b)),
        "per iteration (M)".to_string(),
        "overhead".to_string(),
        "start-up (M)".to_string(),
    ]
    .to_vec();
    let mut rows = Vec::new();
    for pair in &file.pairs {
        let count = |ir: Option<u64>| ir.map_or(NONE.to_string(), |i| millions(i as f64, 1));
        let overhead = if file.reference.as_deref() == Some(pair.configuration.as_str()) {
            if pair.per_iteration.is_some() {
                "reference".to_string()
            } else {
                NONE.to_string()
            }
        } else {
            pair.overhead_percent.map_or(NONE.to_string(), percent)
        };
        rows.push(vec![
            pair.benchmark.clone(),
            pair.configuration.clone(),
            count(pair.short_instructions),
            count(pair.long_instructions),
            pair.per_iteration
                .map_or_else(|| "failed".to_string(), |p| millions(p, 3)),
            overhead,
            pair.startup.map_or(NONE.to_string(), |s| millions(s, 1)),
        ]);
    }
    if e.benchmarks.len() > 1 {
        for mean in &file.geometric_means {
            let of = if mean.benchmarks < mean.of {
                format!(" ({} of {} benchmarks)", mean.benchmarks, mean.of)
            } else {
                String::new()
            };
            rows.push(vec![
                "**geometric mean**".to_string(),
                mean.configuration.clone(),
                String::new(),
                String::new(),
                String::new(),
                match mean.overhead_percent {
                    Some(p) => format!("**{}**{of}", percent(p)),
                    None => NONE.to_string(),
                },
                String::new(),
            ]);
        }
    }
    out.push_str(&table(&header, &rows));
    if !file.skipped.is_empty() {
        let names: Vec<&str> = file
            .skipped
            .iter()
            .map(|s| s.configuration.as_str())
            .collect();
        let _ = writeln!(
            out,
            "\nNot counted (java configurations; valgrind under HotSpot measures nothing useful): {}.",
            names.join(", ")
        );
    }
    let failed: Vec<_> = file.runs.iter().filter(|r| r.error.is_some()).collect();
    if !failed.is_empty() {
        let _ = writeln!(out, "\nFailed runs:\n");
        for run in failed {
            let _ = writeln!(
                out,
                "- {} {} ({}): {}",
                run.benchmark,
                run.configuration,
                iterations_word(run.iterations),
                run.error.as_deref().unwrap_or("")
            );
        }
    }
    if !file.complete {
        let _ = writeln!(
            out,
            "\nIncomplete: {} of {} runs recorded.",
            file.runs.len(),
            file.pairs.len() * 2
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn millions_have_thousands_separators_and_fixed_decimals() {
        assert_eq!(millions(1_733_049_000.0, 1), "1,733.0");
        assert_eq!(millions(29_583_333.3, 2), "29.58");
        assert_eq!(millions(1_234_567_890_000.0, 0), "1,234,568");
        assert_eq!(millions(-543_210_000.0, 1), "-543.2");
        assert_eq!(millions(-1_543_210_000.0, 1), "-1,543.2");
        assert_eq!(millions(0.0, 1), "0.0");
    }

    fn sample_file() -> CountFile {
        use super::super::plan::{IterationPair, Skipped};
        use super::super::result::{CountedRun, FORMAT};
        let experiment = crate::experiment::parse(
            "name = \"t\"\nreference = \"off\"\n[[benchmark]]\nname = \"Richards\"\nsource = \"R.java\"\n[[benchmark]]\nname = \"DeltaBlue\"\nsource = \"D.java\"\n[[configuration]]\nname = \"off\"\n[[configuration]]\nname = \"fd\"\n",
            "t.toml",
            None,
        )
        .unwrap();
        let run = |benchmark: &str, configuration: &str, iterations, ir| CountedRun {
            benchmark: String::from(benchmark),
            configuration: String::from(configuration),
            iterations,
            command: vec![],
            callgrind_out: String::new(),
            instructions: Some(ir),
            exit_status: Some(0),
            wall_ms: 1.0,
            error: None,
        };
        let mut failed = run("DeltaBlue", "fd", 40, 0);
        failed.error = Some("exit status 1: boom".into());
        let iterations = IterationPair {
            short: 10,
            long: 40,
        };
        let runs = vec![
            run("Richards", "off", 10, 846_000_000),
            run("Richards", "off", 40, 1_734_000_000),
            run("Richards", "fd", 10, 1_407_000_000),
            run("Richards", "fd", 40, 2_349_000_000),
            run("DeltaBlue", "off", 10, 500_000_000),
            run("DeltaBlue", "off", 40, 800_000_000),
            run("DeltaBlue", "fd", 10, 900_000_000),
            failed,
        ];
        let (pairs, geometric_means) =
            super::super::figures::derive(&experiment, Some("off"), iterations, &runs);
        CountFile {
            format: FORMAT.into(),
            experiment,
            experiment_file: "t.toml".into(),
            command_line: "rvm-harness count t.toml --iterations=10,40".into(),
            rvm_binary: "rvm".into(),
            rvm_commit: "abc1234".into(),
            valgrind: "valgrind-3.19.0".into(),
            machine: Default::default(),
            started: "2026-11-25T12:00:00Z".into(),
            finished: None,
            complete: true,
            iterations,
            reference: Some("off".into()),
            skipped: vec![Skipped {
                configuration: "C2".into(),
                reason: String::new(),
            }],
            runs,
            pairs,
            geometric_means,
        }
    }

    #[test]
    fn the_table_has_a_row_per_pair_the_mean_and_the_failures() {
        let text = markdown(&sample_file());
        assert!(
            text.contains("`rvm-harness count t.toml --iterations=10,40`"),
            "{text}"
        );
        assert!(text.contains("(Ir(40) - Ir(10)) / 30"), "{text}");
        assert!(text.contains("| benchmark | configuration | Ir, 10 iterations (M) | Ir, 40 iterations (M) | per iteration (M) | overhead | start-up (M) |"), "{text}");
        assert!(
            text.contains("| Richards | off | 846.0 | 1,734.0 | 29.600 | reference | 550.0 |"),
            "{text}"
        );
        assert!(
            text.contains("| Richards | fd | 1,407.0 | 2,349.0 | 31.400 | +6.08% | 1,093.0 |"),
            "{text}"
        );
        assert!(
            text.contains("| DeltaBlue | fd | 900.0 | — | failed | — | — |"),
            "{text}"
        );
        assert!(
            text.contains(
                "| **geometric mean** | fd |  |  |  | **+6.08%** (1 of 2 benchmarks) |  |"
            ),
            "{text}"
        );
        assert!(text.contains("Not counted (java configurations"), "{text}");
        assert!(
            text.contains("- DeltaBlue fd (40 iterations): exit status 1: boom"),
            "{text}"
        );
    }

    #[test]
    fn percentages_carry_their_sign() {
        assert_eq!(percent(6.1234), "+6.12%");
        assert_eq!(percent(-0.3), "-0.30%");
    }
}
