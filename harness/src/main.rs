//! `rvm-harness run`: steady-state timing of benchmarks x configurations.
//!
//! Each benchmark's Java source is compiled once with javac; then every
//! invocation round runs each (benchmark, configuration) pair once, in turn
//! (interleaved), with `[size] [iterations]` (benchmarks/README.md). A run's
//! `iteration <i> time_ns=<n>` lines give its times; its figure is the median
//! of the later half, and a pair's figure the median over invocations. The
//! table shows each configuration's time divided by the first configuration's.

use std::process::{Command, ExitCode};

/// One way of running a program: a name and the command before `-cp DIR Main`.
struct Configuration {
    name: String,
    command: Vec<String>,
}

fn usage() -> &'static str {
    "usage: rvm-harness run [--invocations=N] [--iterations=N] [--size=N] \
     [--config=NAME=COMMAND...]... BENCHMARK.java...\n\
     default configurations: rvm (target/release/rvm run), C1 (java -XX:TieredStopAtLevel=1), C2 (java)"
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("rvm-harness: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    if args.first().map(String::as_str) != Some("run") {
        return Err(usage().to_string());
    }
    let mut invocations = 3usize;
    let mut iterations = 10usize;
    let mut size: Option<String> = None;
    let mut configurations = Vec::new();
    let mut sources = Vec::new();
    for arg in &args[1..] {
        if let Some(value) = arg.strip_prefix("--invocations=") {
            invocations = parse_count(value, "--invocations")?;
        } else if let Some(value) = arg.strip_prefix("--iterations=") {
            iterations = parse_count(value, "--iterations")?;
        } else if let Some(value) = arg.strip_prefix("--size=") {
            size = Some(value.to_string());
        } else if let Some(value) = arg.strip_prefix("--config=") {
            let (name, command) = value
                .split_once('=')
                .ok_or_else(|| format!("--config={value}: expected NAME=COMMAND"))?;
            configurations.push(Configuration {
                name: name.to_string(),
                command: command.split_whitespace().map(String::from).collect(),
            });
        } else if arg.starts_with("--") {
            return Err(format!("unknown option {arg}\n{}", usage()));
        } else {
            sources.push(arg.clone());
        }
    }
    let size = size.ok_or("--size=N is required (the size is the first program argument, the iteration count the second)")?;
    if sources.is_empty() {
        return Err(format!("no benchmark given\n{}", usage()));
    }
    if configurations.is_empty() {
        for (name, command) in [
            ("rvm", "target/release/rvm run"),
            ("C1", "java -XX:TieredStopAtLevel=1"),
            ("C2", "java"),
        ] {
            configurations.push(Configuration {
                name: name.to_string(),
                command: command.split_whitespace().map(String::from).collect(),
            });
        }
    }
    let class_dir = std::env::temp_dir().join(format!("rvm-harness-{}", std::process::id()));
    let mut mains = Vec::new();
    for source in &sources {
        let status = Command::new("javac")
            .args(["-d", &class_dir.to_string_lossy(), source])
            .status()
            .map_err(|error| format!("cannot run javac: {error}"))?;
        if !status.success() {
            return Err(format!("{source}: javac failed"));
        }
        let stem = std::path::Path::new(source)
            .file_stem()
            .ok_or_else(|| format!("{source}: not a .java file"))?;
        mains.push(stem.to_string_lossy().to_string());
    }
    // medians[benchmark][configuration] = per-invocation steady-state medians (ns)
    let mut medians = vec![vec![Vec::new(); configurations.len()]; mains.len()];
    for invocation in 0..invocations {
        for (b, main) in mains.iter().enumerate() {
            for (c, configuration) in configurations.iter().enumerate() {
                let times = invoke(configuration, &class_dir, main, &size, iterations)
                    .map_err(|error| format!("{main} under {}: {error}", configuration.name))?;
                let later = &times[times.len() / 2..];
                medians[b][c].push(median(later));
                eprintln!(
                    "invocation {}/{invocations} {main} {}: {:.3} ms",
                    invocation + 1,
                    configuration.name,
                    median(later) / 1e6
                );
            }
        }
    }
    print!("{:<20}", "benchmark (ms, ratio)");
    for configuration in &configurations {
        print!(" {:>20}", configuration.name);
    }
    println!();
    for (b, main) in mains.iter().enumerate() {
        print!("{main:<20}");
        let reference = median(&medians[b][0]);
        for c in 0..configurations.len() {
            let value = median(&medians[b][c]);
            print!(
                " {:>20}",
                format!("{:.3} ({:.2}x)", value / 1e6, value / reference)
            );
        }
        println!();
    }
    let _ = std::fs::remove_dir_all(&class_dir);
    Ok(())
}

fn parse_count(value: &str, option: &str) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(count) if count > 0 => Ok(count),
        _ => Err(format!("{option}={value}: expected a positive integer")),
    }
}

/// Runs one invocation and returns its iteration times in nanoseconds; the
/// program must exit 0, print only OK self-check lines, and one time per iteration.
fn invoke(
    configuration: &Configuration,
    class_dir: &std::path::Path,
    main: &str,
    size: &str,
    iterations: usize,
) -> Result<Vec<f64>, String> {
    let (program, rest) = configuration
        .command
        .split_first()
        .ok_or("empty configuration command")?;
    let mut command = Command::new(program);
    command.args(rest).arg("-cp").arg(class_dir).arg(main);
    command.arg(size).arg(iterations.to_string());
    let output = command
        .output()
        .map_err(|error| format!("cannot run {program}: {error}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        return Err(format!(
            "{}: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
                .lines()
                .next()
                .unwrap_or("")
        ));
    }
    parse_iterations(&stdout, iterations)
}

/// The iteration times (ns) of one run's stdout; every other line must be an
/// OK self-check line, and there must be exactly `iterations` times.
fn parse_iterations(stdout: &str, iterations: usize) -> Result<Vec<f64>, String> {
    let mut times = Vec::new();
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("iteration ") {
            let nanos = rest
                .split_once(" time_ns=")
                .and_then(|(_, n)| n.trim().parse::<f64>().ok())
                .ok_or_else(|| format!("malformed line {line:?}"))?;
            times.push(nanos);
        } else if !line.ends_with(" OK") {
            return Err(format!("self-check failed: {line}"));
        }
    }
    if times.len() != iterations {
        return Err(format!(
            "{} iteration lines, expected {iterations}",
            times.len()
        ));
    }
    Ok(times)
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    if sorted.len() % 2 == 0 {
        (sorted[middle - 1] + sorted[middle]) / 2.0
    } else {
        sorted[middle]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_lengths() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
    }

    #[test]
    fn iteration_lines_are_parsed_and_checked() {
        let good = "Fib OK\niteration 0 time_ns=10\nFib OK\niteration 1 time_ns=7\n";
        assert_eq!(parse_iterations(good, 2), Ok(vec![10.0, 7.0]));
        assert!(parse_iterations(good, 3)
            .unwrap_err()
            .contains("2 iteration lines"));
        let failed = "Fib FAIL expected 3\niteration 0 time_ns=10\n";
        assert!(parse_iterations(failed, 1)
            .unwrap_err()
            .contains("self-check failed"));
        let malformed = "Fib OK\niteration 0 time=10\n";
        assert!(parse_iterations(malformed, 1)
            .unwrap_err()
            .contains("malformed"));
    }
}
