#!/usr/bin/env python3
"""Whole-process times of short runs (1, 5 and 20 iterations) under each
recompilation controller and HotSpot, interleaved: issue 27's "faster on
short runs" figure (docs/experiments.md, "Short runs").

    cargo build --release
    python3 controller/shortruns.py                      # 5 rounds, the default configurations
    ROUNDS=7 ITERATIONS=1,5 python3 controller/shortruns.py --json short.json
    ONLY=counters,cost-benefit python3 controller/shortruns.py   # some configurations

Each round runs every benchmark x iteration count x configuration once, in
that order, so that load drifts across all of them alike; the figure of a
cell is the median wall time of its rounds (start-up included, as a user
waits for it). Ratios are against the first configuration (counters); the
geometric mean over the benchmarks comes with a 95% bootstrap interval
(resampling each cell's rounds). The load average is printed with the
table: with an idle second core the background compiler's time is nearly
free, under load it is not, and the controllers differ there.
"""
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RVM = os.environ.get("RVM", os.path.join(ROOT, "target", "release", "rvm"))
# benchmark and size: harness/experiments/warmup.toml's
BENCHMARKS = [("Richards", "20"), ("DeltaBlue", "60"), ("JsonParse", "2"), ("Havlak", "1")]
CONFIGURATIONS = [
    ("counters", [RVM, "run", "--controller=counters"]),
    ("cost-benefit", [RVM, "run", "--controller=cost-benefit"]),
    ("cost-benefit-samples", [RVM, "run", "--controller=cost-benefit", "--controller-counts=off"]),
    ("java-tiered", ["java"]),
]
if os.environ.get("ONLY"):
    CONFIGURATIONS = [c for c in CONFIGURATIONS if c[0] in os.environ["ONLY"].split(",")]
ROUNDS = int(os.environ.get("ROUNDS", "5"))
ITERATIONS = [int(n) for n in os.environ.get("ITERATIONS", "1,5,20").split(",")]


def geomean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def main():
    out = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    names = [c[0] for c in CONFIGURATIONS]
    times = {}  # (benchmark, iterations, configuration) -> [ms]
    loads = []
    with tempfile.TemporaryDirectory() as classes:
        sources = [os.path.join(ROOT, "benchmarks", "oo", f"{b}.java") for b, _ in BENCHMARKS]
        subprocess.run(["javac", "-d", classes] + sources, check=True)
        for r in range(ROUNDS):
            for bench, size in BENCHMARKS:
                for n in ITERATIONS:
                    for name, command in CONFIGURATIONS:
                        args = command + ["-cp", classes, bench, size, str(n)]
                        start = time.perf_counter()
                        p = subprocess.run(args, capture_output=True, text=True)
                        ms = (time.perf_counter() - start) * 1e3
                        if p.returncode != 0 or " OK" not in p.stdout:
                            sys.exit(f"shortruns: {' '.join(args)} failed:\n{p.stderr[-2000:]}")
                        times.setdefault((bench, n, name), []).append(ms)
            loads.append(os.getloadavg()[0])
            print(f"round {r + 1}/{ROUNDS} done, load {loads[-1]:.2f}", file=sys.stderr)
    print(f"load average after each round: {min(loads):.2f}-{max(loads):.2f}")
    rng = random.Random(1)
    result = {"rounds": ROUNDS, "loads": loads, "cells": []}
    for n in ITERATIONS:
        print(f"\n{n} iteration(s): median whole-process ms, and / {names[0]}")
        print("| benchmark | " + " | ".join(names) + " |")
        print("|---" * (len(names) + 1) + "|")
        for bench, _ in BENCHMARKS:
            base = statistics.median(times[(bench, n, names[0])])
            cells = []
            for name in names:
                m = statistics.median(times[(bench, n, name)])
                cells.append(f"{m:.0f}" + ("" if name == names[0] else f" ({m / base:.2f})"))
                result["cells"].append({"benchmark": bench, "iterations": n, "configuration": name,
                                        "ms": times[(bench, n, name)]})
            print(f"| {bench} | " + " | ".join(cells) + " |")
        for name in names[1:]:
            ratios = [statistics.median(times[(b, n, name)]) / statistics.median(times[(b, n, names[0])])
                      for b, _ in BENCHMARKS]
            boot = []
            for _ in range(2000):
                rs = []
                for b, _ in BENCHMARKS:
                    x = [rng.choice(times[(b, n, name)]) for _ in range(ROUNDS)]
                    y = [rng.choice(times[(b, n, names[0])]) for _ in range(ROUNDS)]
                    rs.append(statistics.median(x) / statistics.median(y))
                boot.append(geomean(rs))
            boot.sort()
            print(f"geometric mean {name} / {names[0]}: {geomean(ratios):.3f} "
                  f"[{boot[50]:.3f}, {boot[1949]:.3f}]")
    if out:
        with open(out, "w") as f:
            json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
