//! Command-line definition: every option in one place (STYLE.md "one owner per
//! concept"). Options may come before or after `run`; everything after the main
//! class belongs to the Java program.

use clap::{Args, Parser, Subcommand, ValueEnum};
use rvm_vm::{MainTarget, VmOptions};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "rvm",
    version,
    about = "rvm: a JVM for studying adaptive runtimes (interpreter, JIT, call-graph profiler, inliner)",
    long_about = None,
    after_help = "Examples:\n  rvm run Hello.class                      class path = the file's package root\n  rvm run -cp out:lib/util.jar app.Main a b c\n  rvm -Xmx256m --stats run Main.class\n\nJava-style spellings are accepted: -cp/-classpath, -Xmx<size>, -Xms<size>, -Xss<size>, -verbose:gc."
)]
pub struct Cli {
    #[command(flatten)]
    pub options: VmArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a Java program: `run Main.class [ARGS...]` or `run -cp PATH pkg.Main [ARGS...]`.
    Run {
        #[command(flatten)]
        options: VmArgs,
        /// A `.class` file, or a class name (dotted) looked up on the class path.
        target: String,
        /// Arguments passed to `main(String[])`.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// Execution tiers (DESIGN.md "Command line").
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Interpret every method (never compile).
    Interp,
    /// Compile every method with the baseline JIT on first call.
    Baseline,
    /// Compile every method with the optimizing JIT.
    Opt,
    /// Interpret, compile what gets hot (the default).
    Adaptive,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    On,
    Off,
}

#[derive(Args, Debug, Clone, Default)]
pub struct VmArgs {
    /// Class path: folders and .jar files separated by ':' (also -cp, -classpath).
    #[arg(long = "class-path", value_name = "PATH", global = true)]
    pub class_path: Option<String>,
    /// Execution tier [default: adaptive].
    #[arg(long, value_enum, global = true)]
    pub tier: Option<Tier>,
    /// Maximum heap size, e.g. 512m, 2g (also -Xmx512m) [default: 1g].
    #[arg(long = "max-heap", value_name = "SIZE", global = true)]
    pub max_heap: Option<String>,
    /// Initial heap limit (also -Xms); the heap grows toward -Xmx as the live set does [default: 32m].
    #[arg(long = "initial-heap", value_name = "SIZE", global = true)]
    pub initial_heap: Option<String>,
    /// Collect garbage at every Nth allocation, to shake out missing roots.
    #[arg(long = "gc-stress", value_name = "N", global = true)]
    pub gc_stress: Option<u32>,
    /// Print one line per garbage collection on stderr (also -verbose:gc).
    #[arg(long = "verbose-gc", global = true)]
    pub verbose_gc: bool,
    /// Native stack size of the main Java thread (also -Xss) [default: 256m].
    #[arg(long = "thread-stack", value_name = "SIZE", global = true)]
    pub thread_stack: Option<String>,
    /// Yieldpoints in prologues, epilogues and backedges: on, or off to measure their cost [default: on].
    #[arg(long, value_enum, value_name = "on|off", global = true)]
    pub yieldpoints: Option<Switch>,
    /// Testing: start the yieldpoint word at -1 or 1 and never reset it, so yieldpoints take their slow path.
    #[arg(long = "yieldpoint-stress", value_name = "WORD", global = true, hide = true, allow_hyphen_values = true)]
    pub yieldpoint_stress: Option<i32>,
    /// Invocations before the adaptive tier compiles a method (backedges: 10x) [default: 1000].
    #[arg(long = "compile-threshold", value_name = "N", global = true)]
    pub compile_threshold: Option<u32>,
    /// Print counters (classes, allocation, compilation, yieldpoints, time) on stderr at exit.
    #[arg(long, global = true)]
    pub stats: bool,
    /// Say on stderr which fallbacks and code paths are in use.
    #[arg(short = 'v', long, global = true)]
    pub verbose: bool,
}

impl VmArgs {
    /// Options given after `run` override those given before it.
    fn merge(self, later: VmArgs) -> VmArgs {
        VmArgs {
            class_path: later.class_path.or(self.class_path),
            tier: later.tier.or(self.tier),
            max_heap: later.max_heap.or(self.max_heap),
            initial_heap: later.initial_heap.or(self.initial_heap),
            gc_stress: later.gc_stress.or(self.gc_stress),
            verbose_gc: later.verbose_gc || self.verbose_gc,
            thread_stack: later.thread_stack.or(self.thread_stack),
            yieldpoints: later.yieldpoints.or(self.yieldpoints),
            compile_threshold: later.compile_threshold.or(self.compile_threshold),
            yieldpoint_stress: later.yieldpoint_stress.or(self.yieldpoint_stress),
            stats: later.stats || self.stats,
            verbose: later.verbose || self.verbose,
        }
    }
}

/// `512m` -> bytes; suffixes k, m, g (either case), none = bytes.
pub fn parse_size(text: &str) -> Result<usize, String> {
    let t = text.trim();
    let (digits, multiplier) = match t.chars().last() {
        Some('k' | 'K') => (&t[..t.len() - 1], 1usize << 10),
        Some('m' | 'M') => (&t[..t.len() - 1], 1 << 20),
        Some('g' | 'G') => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    let n: usize = digits.parse().map_err(|_| format!("invalid size {text:?} (expected e.g. 512m, 2g)"))?;
    n.checked_mul(multiplier).filter(|&b| b > 0).ok_or_else(|| format!("invalid size {text:?}"))
}

/// Options that take a separate value, for finding where the main class is.
const VALUE_OPTIONS: &[&str] = &[
    "--class-path",
    "--tier",
    "--max-heap",
    "--initial-heap",
    "--thread-stack",
    "--gc-stress",
    "--yieldpoints",
    "--compile-threshold",
    "--yieldpoint-stress",
];

/// Rewrites java-style options to rvm's long options, up to the main class:
/// `-cp X`/`-classpath X` -> `--class-path X`, `-Xmx1g` -> `--max-heap=1g`,
/// `-Xms..`, `-Xss..`. Arguments after the main class are left untouched.
pub fn normalize_java_style(argv: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(argv.len());
    let mut iter = argv.into_iter();
    if let Some(program) = iter.next() {
        out.push(program);
    }
    let mut seen_run = false;
    let mut expect_value = false;
    while let Some(arg) = iter.next() {
        if expect_value {
            out.push(arg);
            expect_value = false;
            continue;
        }
        let mapped = match arg.as_str() {
            "-cp" | "-classpath" | "--classpath" => "--class-path".to_string(),
            a if a.starts_with("-Xmx") => format!("--max-heap={}", &a[4..]),
            a if a.starts_with("-Xms") => format!("--initial-heap={}", &a[4..]),
            a if a.starts_with("-Xss") => format!("--thread-stack={}", &a[4..]),
            "-verbose:gc" => "--verbose-gc".to_string(),
            a => a.to_string(),
        };
        if VALUE_OPTIONS.contains(&mapped.as_str()) {
            expect_value = true;
        }
        let is_positional = !mapped.starts_with('-');
        out.push(mapped);
        if is_positional {
            if seen_run {
                // The main class: the rest belongs to the Java program.
                out.push("--".to_string());
                out.extend(iter);
                break;
            }
            seen_run = arg == "run";
        }
    }
    // `--` placed before the program's args: move it after the target.
    fix_separator(out)
}

/// clap needs `run [opts] TARGET -- ARGS`; `normalize_java_style` inserted
/// `--` right after TARGET. Nothing to fix beyond dropping a trailing `--`.
fn fix_separator(mut argv: Vec<String>) -> Vec<String> {
    if argv.last().map(String::as_str) == Some("--") {
        argv.pop();
    }
    argv
}

pub fn execute(cli: Cli) -> Result<i32, String> {
    let Command::Run { options, target, args } = cli.command;
    let options = cli.options.merge(options);
    let mut vm_options = VmOptions {
        verbose: options.verbose,
        stats: options.stats,
        verbose_gc: options.verbose_gc,
        gc_stress: options.gc_stress.unwrap_or(0),
        ..VmOptions::default()
    };
    if let Some(size) = &options.max_heap {
        vm_options.max_heap = parse_size(size)?;
    }
    if let Some(size) = &options.initial_heap {
        vm_options.initial_heap = parse_size(size)?;
    }
    vm_options.initial_heap = vm_options.initial_heap.min(vm_options.max_heap);
    if let Some(size) = &options.thread_stack {
        vm_options.thread_stack = parse_size(size)?.max(1 << 20);
    }
    vm_options.tier = match options.tier.unwrap_or(Tier::Adaptive) {
        Tier::Interp => rvm_vm::Tier::Interp,
        Tier::Baseline => rvm_vm::Tier::Baseline,
        Tier::Adaptive => rvm_vm::Tier::Adaptive,
        Tier::Opt => {
            return Err(
                "--tier=opt is not available yet: the optimizing compiler is not built (use --tier=baseline or adaptive)"
                    .to_string(),
            )
        }
    };
    vm_options.yieldpoints = options.yieldpoints != Some(Switch::Off);
    match options.yieldpoint_stress {
        None | Some(0) => {}
        Some(w @ (-1 | 1)) => vm_options.yieldpoint_stress = w,
        Some(w) => return Err(format!("--yieldpoint-stress={w}: expected -1 or 1")),
    }
    if let Some(n) = options.compile_threshold {
        vm_options.compile_threshold = n.max(1);
    }
    if vm_options.tier != rvm_vm::Tier::Interp {
        rvm_vm::runtime::set_compiler(rvm_jit::compile_baseline);
    }
    let main_target = if target.ends_with(".class") {
        if options.class_path.is_some() {
            return Err(format!("give either a .class file ({target}) or -cp with a class name, not both"));
        }
        MainTarget::ClassFile(PathBuf::from(&target))
    } else {
        if target.contains('/') || target.ends_with(".java") {
            return Err(format!(
                "{target:?} is not a class name: give a .class file or a dotted class name such as app.Main"
            ));
        }
        vm_options.class_path = options
            .class_path
            .as_deref()
            .unwrap_or(".")
            .split(':')
            .filter(|s| !s.is_empty())
            .map(PathBuf::from)
            .collect();
        MainTarget::ClassName(target)
    };
    rvm_vm::launch(vm_options, main_target, args).map_err(|e| e.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        normalize_java_style(args.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn java_style_options_become_long_options() {
        assert_eq!(
            norm(&["rvm", "run", "-cp", "out:lib.jar", "-Xmx64m", "app.Main", "-cp", "x"]),
            vec!["rvm", "run", "--class-path", "out:lib.jar", "--max-heap=64m", "app.Main", "--", "-cp", "x"]
        );
    }

    #[test]
    fn options_before_run_are_kept() {
        assert_eq!(norm(&["rvm", "--stats", "run", "Main.class"]), vec!["rvm", "--stats", "run", "Main.class"]);
    }

    #[test]
    fn sizes_parse_with_suffixes() {
        assert_eq!(parse_size("512m").unwrap(), 512 << 20);
        assert_eq!(parse_size("2G").unwrap(), 2 << 30);
        assert_eq!(parse_size("4096").unwrap(), 4096);
        assert!(parse_size("lots").is_err());
        assert!(parse_size("0").is_err());
    }
}
