#!/usr/bin/env python3
"""How alike the inline plans of several rvm processes are (docs/replay.md).

Each --inline-log file is one process's plan: the set of decisions that
inlined something, keyed by (root, caller, bci, depth, inlined targets);
compilation numbers and weights are left out. Prints, for every pair of
files, the Jaccard similarity |A & B| / |A | B| of their plans, and the mean
and minimum over pairs (1.0: every process inlined exactly alike).

    python3 benchmarks/inline_similarity.py run-*.log
"""
import itertools
import json
import sys


def plan(path):
    decisions = set()
    with open(path) as f:
        for line in f:
            d = json.loads(line)
            if d.get("inlined"):
                decisions.add((d["root"], d["caller"], d["bci"], d["depth"], tuple(d["inlined"])))
    return decisions


def main(paths):
    if len(paths) < 2:
        sys.exit("usage: inline_similarity.py LOG LOG [LOG...]")
    plans = [plan(p) for p in paths]
    for p, s in zip(paths, plans):
        print(f"{p}: {len(s)} inlining decisions")
    scores = []
    for (i, a), (j, b) in itertools.combinations(enumerate(plans), 2):
        union = a | b
        score = len(a & b) / len(union) if union else 1.0
        scores.append(score)
        print(f"{paths[i]} ~ {paths[j]}: {score:.3f}")
    print(f"similarity: mean {sum(scores) / len(scores):.3f}, min {min(scores):.3f} over {len(scores)} pairs")


if __name__ == "__main__":
    main(sys.argv[1:])
