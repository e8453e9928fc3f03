#!/usr/bin/env python3
"""Several CBS(16,3) configurations compared on the same programs, runs
interleaved (issue 30, third round; docs/profiler.md). For each program and
seed, every configuration runs once before the next seed, so a change in the
shared machine's load falls on all of them alike (dcg_accuracy.py runs one
configuration after another). Prints each run's overlap with the exhaustive
baseline-tier DCG (ticks taken in parentheses), the median per program and
configuration, and the mean and minimum of the medians.

  javac -d /tmp/cls benchmarks/oo/*.java benchmarks/cpu/*.java benchmarks/micro/*.java
  python3 benchmarks/dcg_compare.py RUNTAG TIER "TAG1=OPTIONS" "TAG2=OPTIONS" ...
  env: RVM, CP, OUT, SEEDS (5), PROGS, JOBS (1; 2 runs at once on a 2-core machine)

TIER is `baseline` or `adaptive` (as typed: no --tier). A `--weight` in
OPTIONS replaces the default density+latency. The perfect DCGs are shared
with dcg_accuracy.py (OUT/PROG.perfect.json). LatencyBias (Lee's Figure 3,
`LatencyBias 8 20000`) is not in the default program list: name it in PROGS."""
import concurrent.futures as cf
import os
import statistics as st
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dcg_accuracy as acc  # noqa: E402

DEFAULT = ["DeltaBlue", "JsonParse", "Havlak", "CollisionDetection", "Alloc", "StringOps",
           "CollectionsMix", "StringBuild", "MatMul", "Richards", "NBody", "VirtualCalls"]


def one(prog, tag, opts, seed, tier, perfect):
    out = f"{acc.OUT}/{prog}.{RUNTAG}.{tag}.{tier}.{seed}.json"
    weight = [] if any(o.startswith("--weight") for o in opts) else ["--weight=density+latency"]
    ticks = acc.run(["--cbs=16,3", f"--seed={seed}"] + weight + opts, prog, out,
                    None if tier == "adaptive" else tier)
    return acc.overlap(out, perfect), ticks


def main():
    global RUNTAG
    RUNTAG, tier = sys.argv[1], sys.argv[2]
    configs = [(c.split("=", 1)[0], c.split("=", 1)[1].split()) for c in sys.argv[3:]]
    seeds = int(os.environ.get("SEEDS", "5"))
    jobs = int(os.environ.get("JOBS", "1"))
    progs = os.environ.get("PROGS", "").split() or DEFAULT
    os.makedirs(acc.OUT, exist_ok=True)
    medians = {t: [] for t, _ in configs}
    with cf.ThreadPoolExecutor(jobs) as pool:
        for p in progs:
            perfect = f"{acc.OUT}/{p}.perfect.json"
            if not os.path.exists(perfect):
                acc.run(["--sampler=exhaustive"], p, perfect, "baseline")
            futs = {(t, s): pool.submit(one, p, t, o, s, tier, perfect)
                    for s in range(1, seeds + 1) for t, o in configs}
            for t, _ in configs:
                runs = [futs[(t, s)].result() for s in range(1, seeds + 1)]
                med = st.median(v for v, _ in runs)
                medians[t].append(med)
                cells = " ".join(f"{v:5.1f}({k})" for v, k in runs)
                print(f"{RUNTAG} {tier} {p:18s} {t:10s} {cells}  median {med:5.1f}", flush=True)
    for t, _ in configs:
        print(f"{RUNTAG} {tier} {t}: mean of medians {st.mean(medians[t]):.2f}, "
              f"min {min(medians[t]):.1f} ({len(medians[t])} programs)", flush=True)


if __name__ == "__main__":
    main()
