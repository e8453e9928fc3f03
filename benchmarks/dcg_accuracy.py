#!/usr/bin/env python3
"""Overlap of CBS(16,3)+density+latency DCGs with the exhaustive DCG on the
OO and CPU programs (issue 30; docs/profiler.md "Accuracy on the OO and CPU
programs"). Per program: one exhaustive baseline-tier run (the perfect
profile, kept in OUT/), then SEEDS sampled runs per tier; prints each run's
overlap (`rvm dcg overlap`) with its ticks taken, the median per program, and
the mean and minimum of the medians.

  javac -d /tmp/cls benchmarks/oo/*.java benchmarks/cpu/*.java
  python3 benchmarks/dcg_accuracy.py TAG "EXTRA RVM OPTIONS" [baseline,adaptive]
  env: RVM (target/release/rvm), CP (/tmp/cls), OUT (target/dcg-accuracy),
       SEEDS (3), PROGS (space-separated subset)

The arguments give 500-1000 ticks per baseline-tier run on the shared 2-core
machine of 2026-11-27; adaptive runs are shorter (faster code). A `--weight`
in EXTRA replaces the default density+latency."""
import os, re, statistics as st, subprocess, sys

RVM = os.environ.get("RVM", "target/release/rvm")
CP = os.environ.get("CP", "/tmp/cls")
OUT = os.environ.get("OUT", "target/dcg-accuracy")
ARGS = {"Richards": 300, "DeltaBlue": 1100, "JsonParse": 50, "Havlak": 11,
        "CollisionDetection": 160, "NBody": 450000, "CollectionsMix": 400,
        "MiniInterpreter": 1200, "Recursion": 80, "StringBuild": 300, "Fib": 39,
        "Sieve": 200, "MatMul": 600, "Alloc": 40000, "VirtualCalls": 22000,
        "StringOps": 3000}
# Lee's Figure 3 (docs/profiler.md): 8 threads, 20000 rounds; only when named in PROGS.
EXTRA_ARGS = {"LatencyBias": "8 20000"}


def run(opts, prog, out, tier):
    cmd = [RVM] + opts + ["--stats", "run"] + ([f"--tier={tier}"] if tier else [])
    cmd += ["-cp", CP, f"--dcg-out={out}", prog] + str({**ARGS, **EXTRA_ARGS}[prog]).split()
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{r.stderr[-2000:]}")
    m = re.search(r"timer ticks\s+\d+ delivered, (\d+) taken", r.stderr + r.stdout)
    return int(m.group(1)) if m else -1


def overlap(a, b):
    r = subprocess.run([RVM, "dcg", "overlap", a, b], capture_output=True, text=True, check=True)
    return float(re.search(r"([\d.]+)", r.stdout).group(1))


def main():
    tag = sys.argv[1]
    extra = sys.argv[2].split() if len(sys.argv) > 2 else []
    tiers = sys.argv[3].split(",") if len(sys.argv) > 3 else ["baseline", "adaptive"]
    seeds = int(os.environ.get("SEEDS", "3"))
    progs = os.environ.get("PROGS", "").split() or list(ARGS)
    weight = [] if any(o.startswith("--weight") for o in extra) else ["--weight=density+latency"]
    os.makedirs(OUT, exist_ok=True)
    medians = {t: [] for t in tiers}
    for p in progs:
        perfect = f"{OUT}/{p}.perfect.json"
        if not os.path.exists(perfect):
            run(["--sampler=exhaustive"], p, perfect, "baseline")
        for tier in tiers:
            runs = []
            for s in range(1, seeds + 1):
                out = f"{OUT}/{p}.{tag}.{tier}.{s}.json"
                ticks = run(["--cbs=16,3", f"--seed={s}"] + weight + extra, p, out,
                            None if tier == "adaptive" else tier)
                runs.append((overlap(out, perfect), ticks))
            med = st.median(v for v, _ in runs)
            medians[tier].append(med)
            cells = " ".join(f"{v:5.1f}({t})" for v, t in runs)
            print(f"{tag} {tier:9s} {p:20s} {cells}  median {med:5.1f}", flush=True)
    for tier in tiers:
        print(f"{tag} {tier}: mean of medians {st.mean(medians[tier]):.2f}, "
              f"min {min(medians[tier]):.1f}")


if __name__ == "__main__":
    main()
