#!/usr/bin/env python3
"""PEP experiments (Bond & McKinley 2005, docs/pep.md; results in docs/experiments.md).

  python3 benchmarks/pep.py accuracy [--runs=3] [BENCH ...]   Figures 8-9: hot-path accuracy,
                                                             edge relative/absolute overlap vs --pep=perfect
  python3 benchmarks/pep.py overhead [--invocations=5] [BENCH ...]   Figure 7/11 through rvm-harness

Accuracy runs use --background-compile=off and --inline=static so that every
run compiles the same methods with the same inlining (the paper's replay
compilation plays this role): paths are compared by their blocks.
"""
import json, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RVM = os.path.join(ROOT, "target/release/rvm")
HARNESS = os.path.join(ROOT, "target/release/rvm-harness")
# benchmark -> (source, size giving ~0.5-2 s under rvm)
BENCHES = {
    "Richards": ("oo/Richards.java", "300"),
    "DeltaBlue": ("oo/DeltaBlue.java", "1000"),
    "Havlak": ("oo/Havlak.java", "6"),
    "JsonParse": ("oo/JsonParse.java", "40"),
    "NBody": ("oo/NBody.java", "300000"),
    "CollisionDetection": ("oo/CollisionDetection.java", "150"),
    "Sieve": ("cpu/Sieve.java", "20"),
    "MatMul": ("cpu/MatMul.java", "300"),
}
SAMPLED = ["timer", "16,3", "64,17", "256,17"]
COMMON = ["--background-compile=off", "--inline=static"]


def compile_all(names, out):
    srcs = [os.path.join(ROOT, "benchmarks", BENCHES[n][0]) for n in names]
    subprocess.run(["javac", "-d", out] + srcs, check=True)


def profile(cls_dir, name, pep, out):
    cmd = [RVM] + COMMON + [f"--pep={pep}", f"--profile-out={out}", "run", "-cp", cls_dir, name, BENCHES[name][1]]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0 or "OK" not in r.stdout:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{r.stdout}{r.stderr}")


def accuracy(a, b):
    r = subprocess.run([RVM, "profile", "accuracy", "--json", a, b], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def run_accuracy(names, runs):
    tmp = tempfile.mkdtemp(prefix="rvm-pep-")
    compile_all(names, tmp)
    print(f"| benchmark | config | hot-path accuracy % | edge relative overlap % | edge absolute overlap % |")
    print("|---|---|---|---|---|")
    means = {c: [[], [], []] for c in SAMPLED}
    for name in names:
        perfect = os.path.join(tmp, f"{name}-perfect.json")
        profile(tmp, name, "perfect", perfect)
        for config in SAMPLED:
            rows = []
            for run in range(runs):
                out = os.path.join(tmp, f"{name}-{config}-{run}.json")
                profile(tmp, name, config, out)
                rows.append(accuracy(out, perfect))
            vals = [statistics.median([r[k] or 0.0 for r in rows])
                    for k in ("hot_path_accuracy", "edge_relative_overlap", "edge_absolute_overlap")]
            for i, v in enumerate(vals):
                means[config][i].append(v)
            print(f"| {name} | PEP({config}) | {vals[0]:.1f} | {vals[1]:.1f} | {vals[2]:.1f} |", flush=True)
    for config in SAMPLED:
        m = [statistics.mean(v) for v in means[config]]
        print(f"| **mean** | PEP({config}) | {m[0]:.1f} | {m[1]:.1f} | {m[2]:.1f} |")


def run_overhead(names, invocations):
    configs = [("base", f"{RVM} run"), ("timer", f"{RVM} run --pep=timer"), ("pep64,17", f"{RVM} run --pep=64,17"),
               ("pep256,17", f"{RVM} run --pep=256,17"),
               ("base+layout", f"{RVM} run --edge-profile=baseline"),
               ("pep64,17+layout", f"{RVM} run --pep=64,17 --edge-profile=pep")]
    for name in names:
        cmd = [HARNESS, "run", f"--invocations={invocations}", "--iterations=10", f"--size={BENCHES[name][1]}"]
        cmd += [f"--config={n}={c}" for n, c in configs]
        cmd.append(os.path.join(ROOT, "benchmarks", BENCHES[name][0]))
        print("$", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True)


def main():
    args = sys.argv[1:]
    if not args or args[0] not in ("accuracy", "overhead"):
        raise SystemExit(__doc__)
    opts = {a.split("=")[0]: a.split("=", 1)[1] for a in args[1:] if a.startswith("--")}
    names = [a for a in args[1:] if not a.startswith("--")] or list(BENCHES)
    for n in names:
        if n not in BENCHES:
            raise SystemExit(f"unknown benchmark {n} (known: {', '.join(BENCHES)})")
    if args[0] == "accuracy":
        run_accuracy(names, int(opts.get("--runs", "3")))
    else:
        run_overhead(names, int(opts.get("--invocations", "5")))


if __name__ == "__main__":
    main()
