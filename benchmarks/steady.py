#!/usr/bin/env python3
"""Steady-state per-iteration times of the benchmarks, rvm beside HotSpot.

Each benchmark's `main` is run ITERS times in one process by a generated
wrapper class (`W<Bench>`) that prints `iteration <i> <nanoseconds>` on stderr
after each call. A run's figure is the median of its later half of
iterations; a configuration's figure is the median over RUNS runs;
configurations are interleaved within each run so that machine noise hits
them alike. Whole-process times are not used (they include HotSpot's start-up
and compilation, which flatters rvm).

    python3 benchmarks/steady.py                       # all, 20 iterations, 3 runs
    python3 benchmarks/steady.py --bench Richards,NBody --iters 30 --runs 5
    python3 benchmarks/steady.py --configs rvm-adaptive,rvm-opt,C1 --json out.json

Needs javac/java 17 and target/release/rvm (cargo build --release).
Stand-in until rvm-harness (issue 13) takes these measurements over.
"""

import argparse
import json
import math
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RVM = os.path.join(ROOT, "target", "release", "rvm")
OUT = os.path.join(ROOT, "target", "bench", "steady")

# One iteration should take ~10-400 ms under C1: (folder, argument).
BENCHMARKS = {
    "Richards": ("oo", "100"),
    "DeltaBlue": ("oo", "400"),
    "JsonParse": ("oo", "10"),
    "Havlak": ("oo", "5"),
    "CollisionDetection": ("oo", "100"),
    "NBody": ("oo", "50000"),
    "Fib": ("cpu", "27"),
    "Sieve": ("cpu", "5"),
    "MatMul": ("cpu", "150"),
    "Alloc": ("cpu", "1000"),
    "VirtualCalls": ("cpu", "500"),
    "StringOps": ("cpu", "50"),
}

CONFIGS = {
    "rvm-adaptive": [RVM, "run"],
    "rvm-opt": [RVM, "run", "--tier=opt"],
    "rvm-baseline": [RVM, "run", "--tier=baseline"],
    "C1": ["java", "-XX:TieredStopAtLevel=1"],
    "C2": ["java"],
}

WRAPPER = """public class W{b} {{
    public static void main(String[] a) {{
        int n = Integer.parseInt(a[0]);
        String[] rest = new String[a.length - 1];
        for (int i = 1; i < a.length; i++) rest[i - 1] = a[i];
        for (int i = 0; i < n; i++) {{
            long t = System.nanoTime();
            {b}.main(rest);
            System.err.println("iteration " + i + " " + (System.nanoTime() - t));
        }}
    }}
}}
"""


def build(benches):
    os.makedirs(OUT, exist_ok=True)
    sources = []
    for b in benches:
        folder, _ = BENCHMARKS[b]
        sources.append(os.path.join(ROOT, "benchmarks", folder, b + ".java"))
        wrapper = os.path.join(OUT, "W" + b + ".java")
        with open(wrapper, "w") as f:
            f.write(WRAPPER.format(b=b))
        sources.append(wrapper)
    subprocess.run(["javac", "-d", OUT] + sources, check=True)


def run_once(config, bench, iters, extra):
    # `{bench}` in an option names the benchmark (per-benchmark files, e.g. --dcg-in).
    options = [a.replace("{bench}", bench) for a in CONFIGS[config] + extra.get(config, [])]
    args = options + ["-cp", OUT, "W" + bench, str(iters), BENCHMARKS[bench][1]]
    p = subprocess.run(args, capture_output=True, text=True, timeout=1800)
    times = [int(l.split()[2]) for l in p.stderr.splitlines() if l.startswith("iteration ")]
    if p.returncode != 0 or len(times) != iters or "OK" not in p.stdout:
        print(f"{bench} {config}: FAILED (exit {p.returncode}) {p.stderr[-400:]}", file=sys.stderr)
        return None
    later = times[len(times) // 2:]
    return statistics.median(later) / 1e6


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", default=",".join(BENCHMARKS))
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--iters", type=int, default=20)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--reference", default="C1", help="configuration the ratios are taken against")
    ap.add_argument("--rvm-args", default="", help="extra options for every rvm configuration")
    ap.add_argument("--json", help="write raw per-run medians here")
    ap.add_argument("--rvm-config", action="append", default=[], metavar="NAME=OPTIONS",
                    help="an extra rvm configuration, e.g. 'inline-off=--inline=off' (repeatable); "
                    "{bench} in OPTIONS is replaced by the benchmark's name")
    ap.add_argument("--record-dcg", metavar="DIR",
                    help="first record each benchmark's exhaustive DCG as DIR/<bench>.json (for --dcg-in)")
    o = ap.parse_args()
    benches = o.bench.split(",")
    for spec in o.rvm_config:
        name, _, options = spec.partition("=")
        if not name or name in CONFIGS:
            sys.exit(f"steady.py: --rvm-config {spec!r}: expected a new NAME=OPTIONS")
        CONFIGS[name] = [RVM, "run"] + options.split()
    configs = o.configs.split(",") + [spec.partition("=")[0] for spec in o.rvm_config]
    for name in benches + configs:
        if name not in BENCHMARKS and name not in CONFIGS:
            sys.exit(f"steady.py: unknown benchmark or configuration {name!r}")
    extra = {c: o.rvm_args.split() for c in configs if c.startswith("rvm") and o.rvm_args}
    build(benches)
    if o.record_dcg:
        os.makedirs(o.record_dcg, exist_ok=True)
        for b in benches:
            path = os.path.join(o.record_dcg, b + ".json")
            subprocess.run([RVM, "run", "--sampler=exhaustive", "--dcg-out=" + path, "-cp", OUT, "W" + b, "3", BENCHMARKS[b][1]],
                           check=True, capture_output=True)
    results = {}
    for b in benches:
        for r in range(o.runs):
            for c in configs:
                v = run_once(c, b, o.iters, extra)
                if v is not None:
                    results.setdefault(b, {}).setdefault(c, []).append(v)
        row = results.get(b, {})
        print(f"{b:20s} " + " ".join(f"{c}={statistics.median(row[c]):8.2f}ms" for c in configs if c in row), file=sys.stderr, flush=True)
    ref = o.reference
    print("| benchmark | " + " | ".join(f"{c} (ms)" for c in configs) + " | " + " | ".join(f"{c}/{ref}" for c in configs if c != ref) + " |")
    print("|---" * (len(configs) * 2) + "|")
    ratios = {c: [] for c in configs}
    for b in benches:
        row = {c: statistics.median(v) for c, v in results.get(b, {}).items()}
        cells = [f"{row[c]:.2f}" if c in row else "-" for c in configs]
        rcells = []
        for c in configs:
            if c == ref:
                continue
            if c in row and ref in row:
                ratios[c].append(row[c] / row[ref])
                rcells.append(f"{row[c] / row[ref]:.2f}x")
            else:
                rcells.append("-")
        print(f"| {b} | " + " | ".join(cells) + " | " + " | ".join(rcells) + " |")
    print("| **geometric mean** | " + " | ".join("" for _ in configs) + " | " + " | ".join(f"**{geomean(ratios[c]):.2f}x**" for c in configs if c != ref) + " |")
    if o.json:
        with open(o.json, "w") as f:
            json.dump({"iters": o.iters, "runs": o.runs, "results": results}, f, indent=1)


if __name__ == "__main__":
    main()
