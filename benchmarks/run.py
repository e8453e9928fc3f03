#!/usr/bin/env python3
"""Run the rvm benchmark programs under several configurations and compare times.

    python3 benchmarks/run.py                          # every configuration, 5 runs
    python3 benchmarks/run.py --quick                  # smoke test: 1 run, small sizes
    python3 benchmarks/run.py --configs java-Xint,java-C2 --bench Fib,Sieve --runs 3

The flow, per benchmark:

    benchmarks/<suite>/Foo.java --javac--> target/bench/classes/Foo/
        |
        +-- reference run: `java` once, untimed; its stdout is the expected output
        |
        +-- round 1: config A, config B, ...    each run timed (wall clock, peak RSS)
        +-- round 2: config B, ..., config A    and its stdout compared with the
        ...                                     reference (must match, must say OK)

Configurations within a round are interleaved (and the order rotates every
round), so slow drift of the machine hits every configuration alike. A
(benchmark, configuration) pair whose run fails, times out or prints something
other than java's output is reported as FAILED and not timed further.

Results: a table on stdout (median seconds per configuration, ratio of each
configuration to --baseline-config, geometric mean and median of the ratios,
Hello startup in ms, peak RSS), and every raw measurement in a CSV and a JSON
file under --out. Progress goes to stderr. The exit status is 0 when every
pair ran correctly, 1 when anything FAILED, 2 on a usage error.

Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import csv
import datetime
import json
import math
import os
import platform
import re
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

# Placeholders in the command templates below, filled in per run.
RVM = "{rvm}"  # the rvm binary (--rvm)
CLASSPATH = "{classpath}"  # target/bench/classes/<benchmark>/
MAIN_CLASS = "{class}"  # the benchmark's main class

# The configurations: name -> command. The benchmark's size argument, if any,
# is appended. Adding a configuration is adding one line here.
CONFIGS: dict[str, list[str]] = {
    "rvm-interp": [RVM, "run", "--tier=interp", "-cp", CLASSPATH, MAIN_CLASS],
    "rvm-baseline": [RVM, "run", "--tier=baseline", "-cp", CLASSPATH, MAIN_CLASS],
    "rvm-baseline-noyp": [RVM, "run", "--tier=baseline", "--yieldpoints=off", "-cp", CLASSPATH, MAIN_CLASS],
    "rvm-adaptive": [RVM, "run", "--tier=adaptive", "-cp", CLASSPATH, MAIN_CLASS],
    "java-Xint": ["java", "-Xint", "-cp", CLASSPATH, MAIN_CLASS],
    "java-C1": ["java", "-XX:TieredStopAtLevel=1", "-cp", CLASSPATH, MAIN_CLASS],
    "java-C2": ["java", "-cp", CLASSPATH, MAIN_CLASS],
}

# Run once per benchmark, untimed: its stdout is what every configuration must print.
REFERENCE_COMMAND = ["java", "-cp", CLASSPATH, MAIN_CLASS]

# Size arguments for --quick (each program documents its own default size).
QUICK_ARGS: dict[str, list[str]] = {
    "Richards": ["40"],
    "DeltaBlue": ["100"],
    "JsonParse": ["3"],
    "Havlak": ["4"],
    "NBody": ["40000"],
    "CollisionDetection": ["30"],
    "GcChurn": ["4"],
    "GcLiveSet": ["3"],
    "Fib": ["24"],
    "Sieve": ["3"],
    "MatMul": ["120"],
    "Alloc": ["400"],
    "VirtualCalls": ["200"],
    "StringOps": ["25"],
    "ContendedLock": ["100000"],
    "UncontendedSync": ["1000000"],
    "LatencyBias": ["4", "2000"],
}

# Measures startup: shown in ms and left out of the ratio means.
STARTUP_BENCHMARKS = {"Hello"}

REPO_ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS_DIR = REPO_ROOT / "benchmarks"
CLASSES_DIR = REPO_ROOT / "target" / "bench" / "classes"
DEFAULT_OUT_DIR = REPO_ROOT / "target" / "bench" / "results"
DEFAULT_RVM = REPO_ROOT / "target" / "release" / "rvm"


@dataclass
class RunResult:
    """One timed process run."""

    seconds: float
    peak_rss_kb: int | None  # None where the platform cannot tell
    exit_code: int | None  # None if the process could not be started
    stdout: str
    stderr: str
    timed_out: bool = False
    launch_error: str | None = None


@dataclass
class PairResult:
    """All runs of one configuration on one benchmark."""

    seconds: list[float] = field(default_factory=list)
    peak_rss_kb: list[int | None] = field(default_factory=list)
    failure: str | None = None  # set once a run fails; the pair is then FAILED

    @property
    def ok(self) -> bool:
        return self.failure is None and bool(self.seconds)

    def median_seconds(self) -> float | None:
        return statistics.median(self.seconds) if self.ok else None

    def median_rss_kb(self) -> float | None:
        known = [kb for kb in self.peak_rss_kb if kb is not None]
        return statistics.median(known) if self.ok and known else None


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "(no output)"


# ---------------------------------------------------------------- running processes


def run_timed(command: list[str], timeout: float) -> RunResult:
    """Runs `command`, returning its wall time, peak RSS, exit code and output.

    The wall time is time.perf_counter() around start and exit. On Unix the
    child is reaped with os.wait4, whose rusage is that child's alone (ru_maxrss
    of RUSAGE_CHILDREN would be the maximum over all children so far). Output
    goes to temporary files, so a chatty child cannot block on a full pipe
    while we wait for it.
    """
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        try:
            # Its own process group, so a timeout also ends anything it started.
            process = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=out, stderr=err, start_new_session=os.name == "posix"
            )
        except OSError as error:
            return RunResult(0.0, None, None, "", "", launch_error=f"cannot run {command[0]}: {error.strerror}")

        lock = threading.Lock()
        state = {"exited": False, "timed_out": False}

        def kill() -> None:
            if os.name == "posix":
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            else:
                process.kill()

        def kill_on_timeout() -> None:
            with lock:
                if not state["exited"]:
                    state["timed_out"] = True
                    kill()

        timer = threading.Timer(timeout, kill_on_timeout)
        timer.start()
        peak_rss_kb = None
        try:
            if hasattr(os, "wait4"):
                # Wait for the exit without reaping, so the timer can never
                # kill a reaped (and possibly reused) pid.
                if hasattr(os, "waitid"):
                    os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)
                end = time.perf_counter()
                with lock:
                    state["exited"] = True
                _, status, usage = os.wait4(process.pid, 0)
                exit_code = os.waitstatus_to_exitcode(status)
                process.returncode = exit_code  # reaped here, not by Popen
                peak_rss_kb = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss // 1024
            else:
                exit_code = process.wait()
                end = time.perf_counter()
                with lock:
                    state["exited"] = True
        except BaseException:
            with lock:
                if not state["exited"]:
                    kill()
            if process.returncode is None:
                process.wait()
            raise
        finally:
            timer.cancel()

        out.seek(0)
        err.seek(0)
        return RunResult(
            seconds=end - start,
            peak_rss_kb=peak_rss_kb,
            exit_code=exit_code,
            stdout=out.read().decode("utf-8", errors="replace"),
            stderr=err.read().decode("utf-8", errors="replace"),
            timed_out=state["timed_out"],
        )


def check_run(result: RunResult, expected_stdout: str, timeout: float) -> str | None:
    """Returns why `result` is a failure, or None if it is a correct run."""
    if result.launch_error:
        return result.launch_error
    if result.timed_out:
        return f"timed out after {timeout:g}s"
    if result.exit_code != 0:
        return f"exit status {result.exit_code}: {first_line(result.stderr)}"
    if not re.search(r"\bOK\b", result.stdout):
        return f"self-check did not print OK: {first_line(result.stdout)}"
    if result.stdout != expected_stdout:
        got = result.stdout.splitlines()
        want = expected_stdout.splitlines()
        for index in range(max(len(got), len(want))):
            got_line = got[index] if index < len(got) else "(missing)"
            want_line = want[index] if index < len(want) else "(missing)"
            if got_line != want_line:
                return f"stdout differs from java at line {index + 1}: got {got_line!r}, expected {want_line!r}"
        return "stdout differs from java in line endings or trailing whitespace"
    return None


def expand(template: list[str], rvm: Path, classpath: Path, main_class: str, args: list[str]) -> list[str]:
    substitutions = {RVM: str(rvm), CLASSPATH: str(classpath), MAIN_CLASS: main_class}
    return [substitutions.get(part, part) for part in template] + args


def uses_rvm(config: str) -> bool:
    return RVM in CONFIGS[config]


# ---------------------------------------------------------------- preparation


def discover_benchmarks(suite: str) -> list[str]:
    """Benchmark names in benchmarks/<suite>/: one public class per .java file.

    Startup benchmarks come first (a quick sanity check of each VM), then the
    rest by name."""
    names = sorted(path.stem for path in (BENCHMARKS_DIR / suite).glob("*.java"))
    return [n for n in names if n in STARTUP_BENCHMARKS] + [n for n in names if n not in STARTUP_BENCHMARKS]


def compile_benchmark(suite: str, name: str) -> str | None:
    """Compiles benchmarks/<suite>/<name>.java into target/bench/classes/<name>/.

    Skipped when the class file is newer than the source. Returns an error
    message on failure."""
    source = BENCHMARKS_DIR / suite / f"{name}.java"
    out_dir = CLASSES_DIR / name
    main_class_file = out_dir / f"{name}.class"
    if main_class_file.exists() and main_class_file.stat().st_mtime >= source.stat().st_mtime:
        return None
    if out_dir.exists():
        for stale in out_dir.glob("*.class"):
            stale.unlink()
    out_dir.mkdir(parents=True, exist_ok=True)
    command = ["javac", "--release", "17", "-encoding", "UTF-8", "-d", str(out_dir), str(source)]
    log(f"compiling {source.relative_to(REPO_ROOT)} -> {out_dir.relative_to(REPO_ROOT)}/")
    try:
        completed = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        return f"cannot run javac: {error.strerror}"
    if completed.returncode != 0:
        return f"javac failed: {first_line(completed.stderr)}"
    return None


def prepare_rvm(rvm: Path, is_default: bool, force_build: bool) -> str | None:
    """Makes sure the rvm binary exists, building it with cargo when it is the
    default one and missing (or when --build asks). Returns an error message
    if there is no usable binary."""
    if is_default and (force_build or not rvm.exists()):
        log("building rvm: cargo build --release")
        try:
            completed = subprocess.run(
                ["cargo", "build", "--release"], cwd=REPO_ROOT, stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, text=True,
            )
        except OSError as error:
            return f"cannot run cargo: {error.strerror}"
        if completed.returncode != 0:
            errors = [line for line in completed.stderr.splitlines() if line.startswith("error")]
            return f"cargo build --release failed: {errors[0] if errors else first_line(completed.stderr)}"
    if not rvm.exists():
        return f"rvm binary not found: {rvm}"
    if not os.access(rvm, os.X_OK):
        return f"rvm binary is not executable: {rvm}"
    return None


def tool_version(command: list[str]) -> str | None:
    try:
        completed = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = (completed.stdout + completed.stderr).strip()
    return text if completed.returncode == 0 and text else None


# ---------------------------------------------------------------- reporting


def geometric_mean(values: list[float]) -> float:
    return math.exp(statistics.fmean(math.log(v) for v in values))


def format_seconds(value: float | None) -> str:
    return "FAILED" if value is None else f"{value:.3f}"


def format_ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


def render_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:])]
        return "  ".join([first] + rest).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(row) for row in rows])


def summarize(benchmarks, configs, baseline, results):
    """Medians, ratios to the baseline, and per-configuration ratio summaries."""
    medians = {b: {c: results[b][c].median_seconds() for c in configs} for b in benchmarks}
    ratios: dict[str, dict[str, float | None]] = {}
    for b in benchmarks:
        base = medians[b][baseline]
        ratios[b] = {
            c: (medians[b][c] / base if base and medians[b][c] is not None else None) for c in configs
        }
    summary = {}
    for c in configs:
        counted = [
            ratios[b][c] for b in benchmarks if b not in STARTUP_BENCHMARKS and ratios[b][c] is not None
        ]
        summary[c] = {
            "geomean_ratio": geometric_mean(counted) if counted else None,
            "median_ratio": statistics.median(counted) if counted else None,
            "benchmarks_counted": len(counted),
        }
    return medians, ratios, summary


def print_report(benchmarks, configs, baseline, results, medians, ratios, summary, runs, command) -> None:
    others = [c for c in configs if c != baseline]
    header = ["benchmark"] + [f"{c} s" for c in configs] + [f"{c}/{baseline}" for c in others]
    rows = []
    for b in benchmarks:
        label = f"{b} (startup)" if b in STARTUP_BENCHMARKS else b
        rows.append(
            [label]
            + [format_seconds(medians[b][c]) for c in configs]
            + [format_ratio(ratios[b][c]) for c in others]
        )
    counted = f"{len([b for b in benchmarks if b not in STARTUP_BENCHMARKS])} benchmarks, startup excluded"
    rows.append(["geomean ratio"] + [""] * len(configs) + [format_ratio(summary[c]["geomean_ratio"]) for c in others])
    rows.append(["median ratio"] + [""] * len(configs) + [format_ratio(summary[c]["median_ratio"]) for c in others])

    print(f"# {command}")
    print(f"# median wall time of {runs} run(s) in seconds; ratio = time / {baseline} time (lower is faster)")
    print(f"# geomean and median ratio over {counted}; FAILED pairs left out")
    print(render_table(header, rows))

    startup = [b for b in benchmarks if b in STARTUP_BENCHMARKS]
    for b in startup:
        print()
        print(f"Startup ({b}), ms: median (min) of {runs} run(s)")
        cells = []
        for c in configs:
            pair = results[b][c]
            if pair.ok:
                cells.append([c, f"{statistics.median(pair.seconds) * 1000:.1f}", f"({min(pair.seconds) * 1000:.1f})"])
            else:
                cells.append([c, "FAILED", ""])
        print(render_table(["config", "median ms", "(min ms)"], cells))

    if any(results[b][c].median_rss_kb() is not None for b in benchmarks for c in configs):
        print()
        print("Peak RSS, MB (median)")
        rss_rows = []
        for b in benchmarks:
            cells = []
            for c in configs:
                kb = results[b][c].median_rss_kb()
                cells.append("FAILED" if not results[b][c].ok else ("?" if kb is None else f"{kb / 1024:.1f}"))
            rss_rows.append([b] + cells)
        print(render_table(["benchmark"] + configs, rss_rows))

    failures = [(b, c, results[b][c].failure) for b in benchmarks for c in configs if results[b][c].failure]
    if failures:
        print()
        print("FAILED")
        for b, c, reason in failures:
            print(f"  {b} {c}: {reason}")


def write_outputs(out_dir: Path, stamp: str, metadata: dict, raw_rows: list[dict], report: dict) -> tuple[Path, Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    name = f"bench-{stamp}"
    suffix = 1
    while (out_dir / f"{name}.csv").exists() or (out_dir / f"{name}.json").exists():
        suffix += 1
        name = f"bench-{stamp}-{suffix}"
    csv_path = out_dir / f"{name}.csv"
    json_path = out_dir / f"{name}.json"
    columns = ["benchmark", "config", "round", "args", "status", "seconds", "peak_rss_kb", "message"]
    with csv_path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        for row in raw_rows:
            writer.writerow({**row, "args": " ".join(row["args"])})
    with json_path.open("w") as handle:
        json.dump({**metadata, **report, "raw": raw_rows}, handle, indent=2)
        handle.write("\n")
    return csv_path, json_path


# ---------------------------------------------------------------- main


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Run the rvm benchmarks under several configurations.",
        epilog="Configurations: " + ", ".join(CONFIGS) + ".",
    )
    parser.add_argument("--configs", default=",".join(CONFIGS),
                        help="comma-separated configurations (default: all: %(default)s)")
    parser.add_argument("--bench", help="comma-separated benchmarks (default: all in the suite)")
    parser.add_argument("--suite", default="cpu", help="folder under benchmarks/ (default: %(default)s)")
    parser.add_argument("--runs", type=int, help="timed runs per configuration (default: 5, or 1 with --quick)")
    parser.add_argument("--baseline-config", default="java-Xint",
                        help="configuration the ratios are relative to (default: %(default)s)")
    parser.add_argument("--rvm", help=f"rvm binary (default: {DEFAULT_RVM.relative_to(REPO_ROOT)}, "
                                      "built with `cargo build --release` if missing)")
    parser.add_argument("--build", action="store_true",
                        help="run `cargo build --release` even if the default rvm binary exists")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT_DIR,
                        help="directory for the CSV and JSON results (default: target/bench/results/)")
    parser.add_argument("--quick", action="store_true", help="smoke test: 1 run, small problem sizes")
    parser.add_argument("--size", action="append", default=[], metavar="NAME=ARG",
                        help="size argument for one benchmark, e.g. --size Fib=38 (repeatable; overrides --quick)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per run before it is killed "
                                                                       "and FAILED (default: %(default)g)")
    parser.add_argument("--list", action="store_true", help="list benchmarks and configurations, then exit")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    options = parse_arguments(argv)
    command_line = shlex.join(["python3", "benchmarks/run.py"] + argv)

    available = discover_benchmarks(options.suite)
    if options.list:
        print("benchmarks:", " ".join(available))
        for name, template in CONFIGS.items():
            print(f"config {name}: {shlex.join(template)}")
        return 0
    if not available:
        log(f"run.py: no benchmarks in {BENCHMARKS_DIR / options.suite}")
        return 2

    configs = [c.strip() for c in options.configs.split(",") if c.strip()]
    unknown = [c for c in configs + [options.baseline_config] if c not in CONFIGS]
    if unknown:
        log(f"run.py: unknown configuration(s) {', '.join(unknown)}; known: {', '.join(CONFIGS)}")
        return 2
    if options.baseline_config not in configs:
        log(f"run.py: adding the baseline configuration {options.baseline_config}")
        configs.append(options.baseline_config)
    configs = list(dict.fromkeys(configs))

    if options.bench:
        benchmarks = [b.strip() for b in options.bench.split(",") if b.strip()]
        missing = [b for b in benchmarks if b not in available]
        if missing:
            log(f"run.py: unknown benchmark(s) {', '.join(missing)}; known: {', '.join(available)}")
            return 2
    else:
        benchmarks = available

    runs = options.runs if options.runs is not None else (1 if options.quick else 5)
    if runs < 1:
        log("run.py: --runs must be at least 1")
        return 2
    timeout = options.timeout

    results = {b: {c: PairResult() for c in configs} for b in benchmarks}
    bench_args = {b: (QUICK_ARGS.get(b, []) if options.quick else []) for b in benchmarks}
    for item in options.size:
        name, _, arg = item.partition("=")
        if name not in bench_args or not arg:
            parser.error(f"--size {item!r}: expected NAME=ARG with NAME one of {', '.join(benchmarks)}")
        bench_args[name] = arg.split()

    # The rvm binary, if any configuration needs it.
    rvm = Path(options.rvm).resolve() if options.rvm else DEFAULT_RVM
    if any(uses_rvm(c) for c in configs):
        rvm_error = prepare_rvm(rvm, is_default=options.rvm is None, force_build=options.build)
        if rvm_error:
            log(f"FAILED: {rvm_error}; every rvm configuration is reported as FAILED")
            for b in benchmarks:
                for c in configs:
                    if uses_rvm(c):
                        results[b][c].failure = rvm_error

    # Compile, and get the expected output from one untimed java run.
    expected_stdout: dict[str, str] = {}
    for b in benchmarks:
        error = compile_benchmark(options.suite, b)
        if error is None:
            reference = run_timed(expand(REFERENCE_COMMAND, rvm, CLASSES_DIR / b, b, bench_args[b]), timeout)
            error = check_run(reference, reference.stdout, timeout)
            if error:
                error = f"reference java run: {error}"
            else:
                expected_stdout[b] = reference.stdout
        if error:
            log(f"FAILED: {b}: {error}")
            for c in configs:
                results[b][c].failure = results[b][c].failure or error

    # The timed runs.
    raw_rows: list[dict] = []
    total = len(benchmarks) * len(configs) * runs
    step = 0
    started = datetime.datetime.now(datetime.timezone.utc)
    for b in benchmarks:
        for round_index in range(runs):
            shift = round_index % len(configs)
            for c in configs[shift:] + configs[:shift]:
                step += 1
                pair = results[b][c]
                prefix = f"[{step}/{total}] {b} {c} run {round_index + 1}/{runs} ..."
                if pair.failure:
                    log(f"{prefix} skipped (FAILED)")
                    continue
                command = expand(CONFIGS[c], rvm, CLASSES_DIR / b, b, bench_args[b])
                result = run_timed(command, timeout)
                failure = check_run(result, expected_stdout[b], timeout)
                raw_rows.append({
                    "benchmark": b, "config": c, "round": round_index + 1, "args": bench_args[b],
                    "status": "FAILED" if failure else "ok", "seconds": round(result.seconds, 6),
                    "peak_rss_kb": result.peak_rss_kb, "message": failure or "",
                })
                if failure:
                    pair.failure = failure
                    log(f"{prefix} FAILED: {failure}")
                else:
                    pair.seconds.append(result.seconds)
                    pair.peak_rss_kb.append(result.peak_rss_kb)
                    rss = f" {result.peak_rss_kb / 1024:.0f} MB" if result.peak_rss_kb else ""
                    log(f"{prefix} {result.seconds:.2f}s{rss}")

    medians, ratios, summary = summarize(benchmarks, configs, options.baseline_config, results)

    metadata = {
        "command": command_line,
        "started_utc": started.isoformat(timespec="seconds"),
        "host": {
            "platform": platform.platform(),
            "machine": platform.machine(),
            "cpu_count": os.cpu_count(),
            "python": platform.python_version(),
        },
        "java_version": tool_version(["java", "-version"]),
        "rvm": str(rvm) if any(uses_rvm(c) for c in configs) else None,
        "git_commit": tool_version(["git", "-C", str(REPO_ROOT), "rev-parse", "HEAD"]),
        "suite": options.suite,
        "runs": runs,
        "quick": options.quick,
        "timeout_seconds": timeout,
        "baseline_config": options.baseline_config,
        "configs": {c: CONFIGS[c] for c in configs},
        "startup_benchmarks": sorted(STARTUP_BENCHMARKS),
    }
    report = {
        "benchmarks": {
            b: {
                "args": bench_args[b],
                "expected_stdout": expected_stdout.get(b),
                "results": {
                    c: {
                        "status": "ok" if results[b][c].ok else "FAILED",
                        "message": results[b][c].failure,
                        "seconds": results[b][c].seconds,
                        "peak_rss_kb": results[b][c].peak_rss_kb,
                        "median_seconds": medians[b][c],
                        "median_peak_rss_kb": results[b][c].median_rss_kb(),
                        "ratio_to_baseline": ratios[b][c],
                    }
                    for c in configs
                },
            }
            for b in benchmarks
        },
        "summary": summary,
    }
    stamp = started.astimezone().strftime("%Y%m%d-%H%M%S")
    # Files first: the table below may go to a pipe that closes early (| head).
    csv_path, json_path = write_outputs(options.out, stamp, metadata, raw_rows, report)
    print_report(benchmarks, configs, options.baseline_config, results, medians, ratios, summary, runs,
                 command_line)
    log(f"wrote {csv_path}")
    log(f"wrote {json_path}")

    failed = any(results[b][c].failure for b in benchmarks for c in configs)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        log("run.py: interrupted")
        sys.exit(130)
