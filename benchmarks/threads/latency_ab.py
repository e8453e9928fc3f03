#!/usr/bin/env python3
"""A/B ratio of LatencyBias (Lee 2015 Figure 3) from rvm DCG files.

Usage: latency_ab.py DCG.json [...]: prints, per file, the weight of call site A
(the smaller bytecode index of LatencyBias.work -> LatencyBias.compute) over
that of site B, both sites' sample counts, and the run's sampling-latency
median and maximum (cycles, Lee Table I) from the file's config.
"""
import json
import sys


def ratio(path):
    d = json.load(open(path))
    names = d["methods"]
    sites = sorted(
        (e for e in d["edges"]
         if names[str(e["caller"])].startswith("LatencyBias.work(")
         and names[str(e["callee"])].startswith("LatencyBias.compute(")),
        key=lambda e: e["bci"])
    if len(sites) != 2:
        raise SystemExit(f"{path}: expected two call sites, found {len(sites)}")
    c = d["config"]
    return (sites[0]["weight"] / sites[1]["weight"], sites[0]["samples"], sites[1]["samples"],
            c.get("latency_median_cycles", 0), c.get("latency_max_cycles", 0))


if __name__ == "__main__":
    for path in sys.argv[1:]:
        ab, a, b, med, mx = ratio(path)
        print(f"{path}: A/B {ab:.3f} (samples {a} / {b}), latency median {med} max {mx} "
              f"ratio {mx / max(med, 1):.0f}")
