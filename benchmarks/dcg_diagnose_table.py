#!/usr/bin/env python3
"""The missing overlap of benchmarks/dcg_accuracy.py's runs by cause, one row
per program (medians over the runs of one TAG and tier), from `rvm dcg
diagnose --json` (issue 30; docs/profiler.md "Issue 30, second round"):

  overlap | with exact callee totals | first sample (position 0) | later positions
  | first skip 1, 2, 3 (0: taken at a backedge) | missing by caller tier

  python3 benchmarks/dcg_diagnose_table.py TAG [TIER]     env: RVM, OUT, PROGS
"""
import json, os, statistics as st, subprocess, sys

RVM = os.environ.get("RVM", "target/release/rvm")
OUT = os.environ.get("OUT", "target/dcg-accuracy")


def diagnose(sampled, perfect):
    r = subprocess.run([RVM, "dcg", "diagnose", "--json", "-n", "0", sampled, perfect],
                       capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def weighted(rows, key, pred):
    rows = [r for r in rows if pred(r)]
    n = sum(r["samples"] for r in rows)
    return sum(r[key] * r["samples"] for r in rows) / n if n else float("nan")


def main():
    tag = sys.argv[1]
    tier = sys.argv[2] if len(sys.argv) > 2 else "baseline"
    progs = os.environ.get("PROGS", "").split()
    if not progs:
        progs = sorted({f.split(".")[0] for f in os.listdir(OUT) if f".{tag}.{tier}." in f})
    tiers = ["interpreter", "baseline", "optimized", "inlined"]
    print("| program | overlap | exact callee totals | position 0 | positions 1-15 (mean) | "
          "first skip 0 / 1 / 2 / 3 | missing by caller tier (" + ", ".join(tiers) + ") |")
    print("|---|---|---|---|---|---|---|")
    for p in progs:
        perfect = f"{OUT}/{p}.perfect.json"
        files = sorted(f for f in os.listdir(OUT) if f.startswith(f"{p}.{tag}.{tier}."))
        if not files or not os.path.exists(perfect):
            continue
        ds = [diagnose(f"{OUT}/{f}", perfect) for f in files]
        med = lambda f: st.median(f(d) for d in ds)
        pos0 = med(lambda d: d["by_window_position"][0]["overlap"])
        later = med(lambda d: weighted(d["by_window_position"], "overlap", lambda r: r["position"] > 0))
        skips = []
        for k in range(4):
            vals = [r["overlap"] for d in ds for r in d["by_first_skip"] if r["first_skip"] == k]
            skips.append(f"{st.median(vals):.1f}" if vals else "-")
        by_tier = []
        for t in tiers:
            vals = [sum(r["under_sampled"] + r["over_sampled"] + r["not_in_perfect"]
                        for r in d["by_caller_tier"] if r["caller_tier"] == t) / 2 for d in ds]
            by_tier.append(f"{st.median(vals):.1f}")
        print(f"| {p} | {med(lambda d: d['overlap']):.1f} | "
              f"{med(lambda d: d['overlap_with_exact_callee_totals']):.1f} | {pos0:.1f} | "
              f"{later:.1f} | {' / '.join(skips)} | {' / '.join(by_tier)} |")


if __name__ == "__main__":
    main()
