#!/usr/bin/env python3
"""Accuracy against run length: sampling noise or bias? (issue 30;
docs/profiler.md "Noise and bias by run length").

For each program, the sampled DCGs of benchmarks/dcg_accuracy.py's runs of
one TAG and tier (OUT/PROG.TAG.TIER.N.json) are merged K at a time (each
run's edge weights normalized to shares, then summed: K runs' windows, as a
run K times as long would give if its phases repeat), for K = 1..N over
every subset of K runs, and compared with the exhaustive DCG
(OUT/PROG.perfect.json) by the overlap of Arnold-Grove 2005 §6.2. The
missing overlap is fitted as

    missing(K) = bias + noise / sqrt(K)      (least squares over the subsets' means)

Pure sampling noise falls as 1/sqrt(samples); what does not fall is bias.

  python3 benchmarks/dcg_runlength.py TAG [TIER]     env: OUT, PROGS
"""
import itertools, json, math, os, statistics as st, sys

OUT = os.environ.get("OUT", "target/dcg-accuracy")


def shares(path):
    d = json.load(open(path))
    names = d["methods"]
    w = {}
    for e in d["edges"]:
        key = (names.get(str(e["caller"]), "#%d" % e["caller"]), e["bci"],
               names.get(str(e["callee"]), "#%d" % e["callee"]))
        w[key] = w.get(key, 0.0) + e["weight"]
    total = sum(w.values()) or 1.0
    return {k: v * 100.0 / total for k, v in w.items()}, d["config"].get("ticks", 0)


def overlap(a, b):
    return sum(min(v, b.get(k, 0.0)) for k, v in a.items())


def merged(runs):
    out = {}
    for r in runs:
        for k, v in r.items():
            out[k] = out.get(k, 0.0) + v / len(runs)
    return out


def fit(points):
    """Least squares of missing = bias + noise * x, x = 1/sqrt(K)."""
    xs = [1 / math.sqrt(k) for k, _ in points]
    ys = [m for _, m in points]
    if len(points) < 2:
        return float("nan"), float("nan")
    mx, my = st.mean(xs), st.mean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    noise = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    return my - noise * mx, noise


def main():
    tag = sys.argv[1]
    tier = sys.argv[2] if len(sys.argv) > 2 else "baseline"
    progs = os.environ.get("PROGS", "").split()
    if not progs:
        progs = sorted({f.split(".")[0] for f in os.listdir(OUT) if f".{tag}.{tier}." in f})
    print(f"| program | ticks per run | " + " | ".join(f"K={k}" for k in range(1, 7)) +
          " | bias (fit) | noise at K=1 (fit) |")
    print("|---|---|" + "---|" * 6 + "---|---|")
    for p in progs:
        perfect_path = f"{OUT}/{p}.perfect.json"
        files = sorted(f for f in os.listdir(OUT) if f.startswith(f"{p}.{tag}.{tier}."))
        if not files or not os.path.exists(perfect_path):
            continue
        perfect, _ = shares(perfect_path)
        runs = [shares(f"{OUT}/{f}") for f in files]
        ticks = st.median(t for _, t in runs)
        points, cells = [], []
        for k in range(1, 7):
            if k > len(runs):
                cells.append("")
                continue
            vals = [overlap(merged([runs[i][0] for i in c]), perfect)
                    for c in itertools.combinations(range(len(runs)), k)]
            m = st.mean(vals)
            points.append((k, 100 - m))
            cells.append(f"{m:.1f}")
        bias, noise = fit(points)
        print(f"| {p} | {ticks:.0f} | " + " | ".join(cells) +
              f" | {bias:.1f} | {noise:.1f} |")


if __name__ == "__main__":
    main()
