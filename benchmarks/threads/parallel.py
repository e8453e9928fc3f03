#!/usr/bin/env python3
"""Issue 18 figures: parallel speedup, single-thread cost, contended locks.

Runs each (benchmark, configuration) pair RUNS times, interleaved, and reports
the median over runs of each run's steady-state figure (the median of the
later half of its `iteration <i> time_ns=<n>` lines, benchmarks/README.md), or
the whole-process wall time for programs without iteration lines.

    python3 benchmarks/threads/parallel.py speedup  [--runs 3]
    python3 benchmarks/threads/parallel.py single   [--runs 3] [--baseline-rvm PATH]
    python3 benchmarks/threads/parallel.py contended [--runs 3]

`--baseline-rvm` is an rvm binary built from the commit before issue 18 (the
"today" of the single-thread comparison). Needs javac/java 17 and
target/release/rvm.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RVM = os.path.join(ROOT, "target", "release", "rvm")
CLASSES = os.path.join(ROOT, "target", "bench", "threads")


def compile_sources(files):
    os.makedirs(CLASSES, exist_ok=True)
    subprocess.run(["javac", "-d", CLASSES] + [os.path.join(ROOT, f) for f in files], check=True)


def run(command):
    started = time.perf_counter()
    p = subprocess.run(command, capture_output=True, text=True, cwd=CLASSES)
    wall = time.perf_counter() - started
    if p.returncode != 0 or "FAIL" in p.stdout:
        raise SystemExit(f"{' '.join(command)} failed:\n{p.stdout}{p.stderr}")
    times = [int(l.split("time_ns=")[1]) for l in p.stdout.splitlines() if l.startswith("iteration ")]
    if times:
        later = times[len(times) // 2:]
        return statistics.median(later) / 1e9
    return wall


def table(rows, configs, runs):
    results = {(b, c): [] for b, _ in rows for c, _ in configs}
    for _ in range(runs):
        for bench, args in rows:
            for name, prefix in configs:
                results[(bench, name)].append(run(prefix + args))
    return {k: statistics.median(v) for k, v in results.items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["speedup", "single", "contended"])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--baseline-rvm", default=None)
    o = ap.parse_args()
    java = ["java", "-cp", CLASSES]
    rvm = [RVM, "run", "-cp", CLASSES]
    par = [RVM, "--threads=parallel", "run", "-cp", CLASSES]
    if o.what == "speedup":
        compile_sources(["benchmarks/threads/ParallelWork.java"])
        configs = [("java", java), ("rvm vm-lock", rvm), ("rvm parallel", par)]
        rows = [("1 thread", ["ParallelWork", "400000", "10", "1"]),
                ("2 threads", ["ParallelWork", "400000", "10", "2"])]
        r = table(rows, configs, o.runs)
        print("| configuration | 1 thread (s) | 2 threads (s) | 2 / 1 |")
        print("|---|---|---|---|")
        for name, _ in configs:
            one, two = r[("1 thread", name)], r[("2 threads", name)]
            print(f"| {name} | {one:.3f} | {two:.3f} | {two / one:.2f}x |")
    elif o.what == "single":
        compile_sources(["benchmarks/cpu/Fib.java", "benchmarks/oo/Richards.java",
                         "benchmarks/threads/UncontendedSync.java"])
        configs = [("rvm vm-lock", rvm), ("rvm parallel", par)]
        if o.baseline_rvm:
            configs.insert(0, ("rvm before", [o.baseline_rvm, "run", "-cp", CLASSES]))
        rows = [("Fib 30 x10", ["Fib", "30", "10"]), ("Richards 100 x10", ["Richards", "100", "10"]),
                ("UncontendedSync 30M (process)", ["UncontendedSync", "30000000"])]
        r = table(rows, configs, o.runs)
        print("| benchmark | " + " | ".join(n for n, _ in configs) + " |")
        print("|---|" + "---|" * len(configs))
        for bench, _ in rows:
            base = r[(bench, configs[0][0])]
            cells = [f"{r[(bench, n)]:.3f} s ({r[(bench, n)] / base:.3f}x)" for n, _ in configs]
            print(f"| {bench} | " + " | ".join(cells) + " |")
    else:
        compile_sources(["benchmarks/threads/ContendedLock.java"])
        configs = [("java", java), ("rvm vm-lock", rvm), ("rvm parallel", par),
                   ("rvm parallel, direct hand-over", [RVM, "--threads=parallel", "--monitor-handoff=direct",
                                                       "run", "-cp", CLASSES])]
        rows = [("ContendedLock 4 x 1,000,000 (process)", ["ContendedLock", "1000000"])]
        r = table(rows, configs, o.runs)
        base = r[(rows[0][0], "java")]
        print("| configuration | time (s) | / java |")
        print("|---|---|---|")
        for name, _ in configs:
            print(f"| {name} | {r[(rows[0][0], name)]:.3f} | {r[(rows[0][0], name)] / base:.2f}x |")


if __name__ == "__main__":
    sys.exit(main())
