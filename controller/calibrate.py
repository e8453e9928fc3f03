#!/usr/bin/env python3
"""Measures the cost-benefit model's tier table (controller/src/lib.rs,
RVM_TIERS) on this project's OO benchmarks and, with --write, rewrites it.

    cargo build --release
    python3 controller/calibrate.py             # measure and print the table
    python3 controller/calibrate.py --write     # ... and rewrite RVM_TIERS
    python3 controller/calibrate.py --counts    # baseline time per count (RVM_COUNT_MS)

Compile rates: `rvm run --stats` (adaptive tier) on each benchmark; the rate
of a tier is its bytecodes over its compile time, summed over the benchmarks
("baseline/opt ... compile T ms, R bytecodes/ms"; the optimizing tier's rate
counts the root method's bytecodes, inlined code in the time). Speedups: one
process per benchmark and tier (--tier=interp|baseline|opt), ITERATIONS
iterations each, steady state = median of the later half; a tier's speedup
is the geometric mean over the benchmarks of interp time / its time. Run it
on a quiet machine: both figures are wall times.

--counts measures RVM_COUNT_MS instead (the time one counted call or backedge
of baseline code stands for, under --controller-counts): each benchmark runs
COUNT_ITERATIONS iterations in the adaptive tier with --opt-threshold=2147483647,
so that no method leaves baseline code, and `--stats` prints "baseline per
count" (method samples x tick over the counts of the methods still counting);
the figure is the geometric mean over the benchmarks. It is not rewritten.
"""
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RVM = os.path.join(ROOT, "target", "release", "rvm")
# benchmark, size for the speedup runs (small: the interpreter runs them too)
BENCHMARKS = [("Richards", "5"), ("DeltaBlue", "10"), ("JsonParse", "1"),
              ("Havlak", "1"), ("NBody", "5000"), ("CollisionDetection", "2")]
ITERATIONS = int(os.environ.get("ITERATIONS", "8"))
STATS = re.compile(r"^\s+(baseline|opt)\s+methods (\d+), code bytes \d+, compile ([\d.]+) ms")


def run(args):
    p = subprocess.run([RVM] + args, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"calibrate: rvm {' '.join(args)} failed:\n{p.stderr}")
    return p


def compile_rates(classes):
    bytecodes = {"baseline": 0, "opt": 0}
    millis = {"baseline": 0.0, "opt": 0.0}
    for name, _ in BENCHMARKS:
        p = run(["run", "--stats", "-cp", classes, name])
        for line in p.stderr.splitlines():
            m = STATS.match(line)
            if m:
                tier, ms = m.group(1), float(m.group(3))
                # bytecodes = rate x time: the line prints the rate rounded;
                # recompute from the rate column instead.
                rate = float(line.rsplit(",", 1)[1].split()[0])
                bytecodes[tier] += rate * ms
                millis[tier] += ms
    return {t: bytecodes[t] / millis[t] for t in bytecodes if millis[t] > 0}


def steady_ms(classes, name, size, tier):
    p = run(["run", f"--tier={tier}", "-cp", classes, name, size, str(ITERATIONS)])
    times = [int(x) / 1e6 for x in re.findall(r"time_ns=(\d+)", p.stdout)]
    if len(times) != ITERATIONS:
        sys.exit(f"calibrate: {name} printed {len(times)} iteration times, expected {ITERATIONS}")
    return statistics.median(times[len(times) // 2:])


def speedups(classes):
    ratios = {"baseline": [], "opt": []}
    for name, size in BENCHMARKS:
        interp = steady_ms(classes, name, size, "interp")
        for tier in ratios:
            ratios[tier].append(interp / steady_ms(classes, name, size, tier))
        print(f"  {name}: baseline {ratios['baseline'][-1]:.1f}x, opt {ratios['opt'][-1]:.1f}x the interpreter",
              file=sys.stderr)
    return {t: math.exp(sum(map(math.log, r)) / len(r)) for t, r in ratios.items()}


# benchmark and size for --counts (the sizes of harness/experiments/warmup.toml)
COUNT_BENCHMARKS = [("Richards", "20"), ("DeltaBlue", "60"), ("JsonParse", "2"), ("Havlak", "1"),
                    ("NBody", "20000"), ("CollisionDetection", "5"), ("MiniInterpreter", "100"),
                    ("CollectionsMix", "20")]
COUNT_ITERATIONS = os.environ.get("COUNT_ITERATIONS", "10")
PER_COUNT = re.compile(r"^\s+baseline per count\s+([\d.]+) ns")


def per_count():
    with tempfile.TemporaryDirectory() as classes:
        sources = [os.path.join(ROOT, "benchmarks", "oo", f"{n}.java") for n, _ in COUNT_BENCHMARKS]
        subprocess.run(["javac", "-d", classes] + sources, check=True)
        figures = []
        for name, size in COUNT_BENCHMARKS:
            p = run(["run", "--stats", "--opt-threshold=2147483647", "-cp", classes, name, size,
                     COUNT_ITERATIONS])
            found = [float(m.group(1)) for m in map(PER_COUNT.match, p.stderr.splitlines()) if m]
            if not found:
                sys.exit(f"calibrate: {name} printed no 'baseline per count' line")
            figures.append(found[0])
            print(f"  {name}: {found[0]:.1f} ns per count", file=sys.stderr)
    mean = math.exp(sum(map(math.log, figures)) / len(figures))
    print(f"baseline code per count: {mean:.1f} ns (geometric mean of {len(figures)} benchmarks)")


def main():
    write = "--write" in sys.argv[1:]
    if not os.path.exists(RVM):
        sys.exit("calibrate: build rvm first (cargo build --release)")
    if "--counts" in sys.argv[1:]:
        return per_count()
    with tempfile.TemporaryDirectory() as classes:
        sources = [os.path.join(ROOT, "benchmarks", "oo", f"{n}.java") for n, _ in BENCHMARKS]
        subprocess.run(["javac", "-d", classes] + sources, check=True)
        rates = compile_rates(classes)
        speed = speedups(classes)
    print(f"baseline: {rates['baseline']:.0f} bytecodes/ms, {speed['baseline']:.1f}x the interpreter")
    print(f"opt:      {rates['opt']:.0f} bytecodes/ms, {speed['opt']:.1f}x the interpreter")
    if not write:
        return
    path = os.path.join(ROOT, "controller", "src", "lib.rs")
    text = open(path).read()
    for tier in ("baseline", "opt"):
        pattern = re.compile(
            r'(name: "%s",\s*compile_rate: )[\d.]+(,\s*speedup: )[\d.]+' % tier)
        text, n = pattern.subn(
            lambda m: f"{m.group(1)}{rates[tier]:.1f}{m.group(2)}{speed[tier]:.1f}", text)
        if n != 1:
            sys.exit(f"calibrate: RVM_TIERS's {tier} entry not found in {path}")
    open(path, "w").write(text)
    print(f"rewrote RVM_TIERS in {path}")


if __name__ == "__main__":
    main()
