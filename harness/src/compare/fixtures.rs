//! Constructed result files for the comparison tests: an experiment of the
//! given benchmarks and configurations (the first is the reference), five
//! rounds, each invocation's iteration times from a function.

use crate::experiment;
use crate::result::{Invocation, Machine, ResultFile, FORMAT};

pub const ROUNDS: usize = 5;

/// Eight iteration times (ns) whose steady half has the median `ms`.
pub fn times(ms: f64) -> Vec<f64> {
    let ns = ms * 1e6;
    vec![5.0 * ns, 2.0 * ns, 1.2 * ns, 1.1 * ns, ns, ns, ns, ns]
}

pub fn machine(cpu: &str, load: f64) -> Machine {
    Machine {
        cores: 2,
        cpu_model: cpu.to_string(),
        kernel: "6.1.0".to_string(),
        load_average_start: Some(load),
        load_average_end: Some(load),
        ..Machine::default()
    }
}

pub fn result_file(
    benchmarks: &[&str],
    configurations: &[&str],
    iterations_ns: impl Fn(&str, &str, usize) -> Vec<f64>,
) -> ResultFile {
    let mut text = format!(
        "name = \"constructed\"\ninvocations = {ROUNDS}\niterations = 8\nreference = \"{}\"\n",
        configurations[0]
    );
    for b in benchmarks {
        text.push_str(&format!(
            "[[benchmark]]\nname = \"{b}\"\nsource = \"benchmarks/oo/{b}.java\"\n"
        ));
    }
    for c in configurations {
        text.push_str(&format!(
            "[[configuration]]\nname = \"{c}\"\noptions = [\"--inline={c}\"]\n"
        ));
    }
    let experiment = experiment::parse(&text, "constructed.toml", None).unwrap();
    let mut invocations = Vec::new();
    for round in 0..ROUNDS {
        for b in benchmarks {
            for c in configurations {
                invocations.push(Invocation {
                    benchmark: b.to_string(),
                    configuration: c.to_string(),
                    index: round,
                    command: Vec::new(),
                    exit_status: Some(0),
                    timed_out: false,
                    wall_ms: 100.0,
                    cpu_ms: None,
                    iterations_ns: iterations_ns(b, c, round),
                    error: None,
                    dcg: None,
                    advice: None,
                    max_rss_kib: None,
                    harness_overhead_ms: 1.0,
                    harness_cpu_ms: Some(0.9),
                });
            }
        }
    }
    ResultFile {
        format: FORMAT.to_string(),
        experiment,
        experiment_file: "constructed.toml".to_string(),
        experiment_text: text,
        rvm_binary: "rvm".to_string(),
        rvm_commit: "0".to_string(),
        machine: machine("Constructed CPU", 0.2),
        started: String::new(),
        finished: None,
        complete: true,
        invocations,
        dcg_sources: Vec::new(),
        advice: Vec::new(),
    }
}

/// A count file of `benchmarks` x `configurations` (the first is the
/// reference) at 2 and 8 iterations, with `per_iteration(b, c)`
/// instructions per steady-state iteration and 500 M at start-up.
pub fn count_file(
    benchmarks: &[&str],
    configurations: &[&str],
    per_iteration: impl Fn(&str, &str) -> f64,
) -> crate::count::result::CountFile {
    use crate::count::plan::IterationPair;
    use crate::count::result::{CountFile, CountedRun};
    let mut file = result_file(benchmarks, configurations, |_, _, _| times(1.0));
    file.experiment.invocations = 1;
    let iterations = IterationPair { short: 2, long: 8 };
    let mut runs = Vec::new();
    for b in benchmarks {
        for c in configurations {
            for n in [iterations.short, iterations.long] {
                runs.push(CountedRun {
                    benchmark: b.to_string(),
                    configuration: c.to_string(),
                    iterations: n,
                    command: Vec::new(),
                    callgrind_out: String::new(),
                    instructions: Some((500e6 + n as f64 * per_iteration(b, c)) as u64),
                    exit_status: Some(0),
                    wall_ms: 1000.0,
                    error: None,
                });
            }
        }
    }
    let reference = Some(configurations[0].to_string());
    let (pairs, geometric_means) =
        crate::count::figures::derive(&file.experiment, reference.as_deref(), iterations, &runs);
    CountFile {
        format: crate::count::result::FORMAT.to_string(),
        experiment: file.experiment,
        experiment_file: "constructed.toml".to_string(),
        command_line: String::new(),
        rvm_binary: "rvm".to_string(),
        rvm_commit: "0".to_string(),
        valgrind: "valgrind".to_string(),
        machine: file.machine,
        started: String::new(),
        finished: None,
        complete: true,
        iterations,
        reference,
        skipped: Vec::new(),
        runs,
        pairs,
        geometric_means,
    }
}
