#!/usr/bin/env python3
"""Measure the call-graph profiler: overhead and accuracy of each sampler.

    python3 benchmarks/profile.py                  # every benchmark and configuration, 5 runs
    python3 benchmarks/profile.py --quick          # smoke test: 1 run, small sizes
    python3 benchmarks/profile.py --check-biases   # the papers' effects on the micro programs
    python3 benchmarks/profile.py --benchmarks Richards,TimerAligned --configs 'timer,cbs(16,3)*' --runs 3

The experiment of Arnold-Grove 2005 §6.2 (Table 2) and Lee 2015 §5.2 on
rvm's baseline tier (every method compiled on first call, no inlining, so
every call is there to be profiled):

    benchmarks/micro/*.java, benchmarks/oo/*.java --javac--> target/bench/classes/<Name>/
        |
        +-- java once, untimed: its stdout is what every run must print
        |
        +-- round 1: off, timer, cbs(8,2), cbs(8,2)+density, ..., exhaustive
        +-- round 2: the same configurations, order rotated
        ...            each run timed (wall clock); each profiled run writes its
                       DCG with --dcg-out, read back here
        |
        +-- overhead % = median time of the configuration / median time of off - 1
        +-- accuracy % = overlap(DCG of the run, DCG of the first exhaustive run),
                         median over the runs

The overlap (Arnold-Grove §6.2, Lee §5.2) is computed here from the DCG
files: each DCG's weights are normalized to percent of its total, and the
overlap is the sum, over the edges in both, of the smaller share; edges are
matched by (caller name, call-site bci, callee name). Once per invocation it
is cross-checked against `rvm dcg overlap --json`.

Output: a table per benchmark, a summary (mean over benchmarks per
configuration, goals marked) and the bias tables of the micro programs on
stdout; every raw measurement in a JSON file; progress on stderr. Exit status
0 when every run was correct, 1 when anything FAILED, 2 on a usage error or
an rvm without the profiler options.

Python 3.11 standard library only; process timing, output checks and
compilation come from run.py.
"""

from __future__ import annotations

import argparse
import datetime
import fnmatch
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True  # no benchmarks/__pycache__ from importing run.py
sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as harness  # noqa: E402  (benchmarks/run.py)

log = harness.log

# ---------------------------------------------------------------- configurations

TIER = "--tier=baseline"
# CBS(SAMPLES, STRIDE) points from Arnold-Grove's Table 2 region (8,2 is Jikes
# RVM's default), each with Lee's four weightings.
CBS_PARAMETERS = [(8, 2), (16, 3), (32, 7)]
WEIGHTS = ["none", "density", "latency", "density+latency"]

BASELINE = "off"  # overhead is relative to it
PERFECT = "exhaustive"  # accuracy is relative to it
TIMER = "timer"
GOAL_CONFIG = "cbs(16,3)+density+latency"
# The same with Lee's call counts estimated (--call-counter=sampled) instead of
# counted by an inc in every compiled prologue (the default on machines
# without a hardware call counter): docs/profiler.md.
GOAL_CONFIG_SAMPLED = GOAL_CONFIG + "/sampled"
GOAL_CONFIGS = (GOAL_CONFIG, GOAL_CONFIG_SAMPLED)
GOAL_MAX_OVERHEAD = 1.0  # percent, mean over benchmarks
GOAL_MIN_ACCURACY = 85.0  # percent, mean over benchmarks

MICRO, OO = "micro", "oo"
THREADED_MICRO = {"LatencyBias"}  # run only with --with-threads

# --quick sizes: the micro programs about 0.1 s under rvm's baseline tier, the
# oo programs as in run.py.
QUICK_ARGS: dict[str, list[str]] = {
    "ArnoldGroveFig1": ["1000000"],
    "CallDensityBias": ["500000"],
    "TimerAligned": ["4000"],
    "LatencyBias": ["4", "5000"],
    **harness.QUICK_ARGS,
}


@dataclass(frozen=True)
class Config:
    """One profiler configuration: its name in the tables and its rvm flags."""

    name: str
    sampler: str
    cbs: tuple[int, int] | None = None
    weight: str | None = None
    counter: str | None = None

    @property
    def writes_dcg(self) -> bool:
        return self.sampler != "off"  # rvm refuses --dcg-out without a sampler

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.name).strip("-")

    def flags(self, dcg_path: Path | str | None, seed: int) -> list[str]:
        flags = [f"--sampler={self.sampler}"]
        if self.cbs:
            flags += [f"--cbs={self.cbs[0]},{self.cbs[1]}", f"--seed={seed}"]
        if self.weight:
            flags.append(f"--weight={self.weight}")
        if self.counter:
            flags.append(f"--call-counter={self.counter}")
        if dcg_path is not None:
            flags.append(f"--dcg-out={dcg_path}")
        return flags


def all_configs() -> list[Config]:
    configs = [Config(BASELINE, "off"), Config(TIMER, "timer")]
    for samples, stride in CBS_PARAMETERS:
        for weight in WEIGHTS:
            suffix = "" if weight == "none" else f"+{weight}"
            configs.append(Config(f"cbs({samples},{stride}){suffix}", "cbs", (samples, stride), weight))
    configs.append(Config(GOAL_CONFIG_SAMPLED, "cbs", (16, 3), "density+latency", "sampled"))
    return configs + [Config(PERFECT, "exhaustive")]


CONFIGS = {c.name: c for c in all_configs()}


# ---------------------------------------------------------------- the papers' effects (--check-biases)


@dataclass(frozen=True)
class BiasCheck:
    """Key edges of one micro program and the configurations that show its bias.

    An edge is (label, caller, callee, site): methods by simple name; `site` is
    the ordinal of the call site among the caller's calls of that callee,
    ordered by bytecode index (None: all its sites together)."""

    claim: str
    perfect: str
    edges: list[tuple[str, str, str, int | None]]
    configs: list[str]


BIAS_CHECKS: dict[str, BiasCheck] = {
    "ArnoldGroveFig1": BiasCheck(
        "Arnold-Grove §3.3 Figure 1: timer credits call_1 with nearly every tick, CBS splits evenly", "1 : 1",
        [("m->call_1", "m", "call_1", None), ("m->call_2", "m", "call_2", None)],
        [TIMER, "cbs(16,3)", PERFECT]),
    "CallDensityBias": BiasCheck(
        "Lee §2.3 Figure 1: sparse gets about 2x dense's samples, the density weight evens them", "1 : 1",
        [("dense->compute", "dense", "compute", None), ("sparse->compute", "sparse", "compute", None)],
        [TIMER, "cbs(16,3)", "cbs(16,3)+density", PERFECT]),
    "TimerAligned": BiasCheck(
        "ticks land in spin's loop, so timer samples the first call event after it (spin's epilogue)",
        "1 : 1 : 2 : 3",
        [("run->spin", "run", "spin", None), ("leaf site A", "run", "leaf", 0),
         ("leaf site B", "run", "leaf", 1), ("leaf site C", "run", "leaf", 2)],
        [TIMER, "cbs(16,3)", "cbs(32,7)", PERFECT]),
    "LatencyBias": BiasCheck(
        "Lee §2.3 Figure 3: threads waiting for the lock sample site A, the latency weight evens A and B",
        "1 : 1",
        [("work->compute A", "work", "compute", 0), ("work->compute B", "work", "compute", 1)],
        [TIMER, "cbs(16,3)", "cbs(16,3)+latency", "cbs(16,3)+density+latency", PERFECT]),
}


# ---------------------------------------------------------------- DCG files and the overlap metric

DCG_FORMAT = "rvm-dcg-1"
EdgeKey = tuple[str, int, str]  # (caller name, call-site bci, callee name)


@dataclass
class Dcg:
    """What this script needs of a `--dcg-out` file."""

    weights: dict[EdgeKey, float]
    config: dict

    @property
    def total_weight(self) -> float:
        return sum(self.weights.values())


def read_dcg(path: Path) -> Dcg:
    """Reads an rvm-dcg-1 file; raises ValueError saying what is wrong."""
    try:
        data = json.loads(path.read_text())
        if data.get("format") != DCG_FORMAT:
            raise ValueError(f"format {data.get('format')!r}, expected {DCG_FORMAT!r}")
        methods = {str(k): v for k, v in data["methods"].items()}
        weights: dict[EdgeKey, float] = {}
        for edge in data["edges"]:
            key = (methods.get(str(edge["caller"]), f"#{edge['caller']}"), int(edge["bci"]),
                   methods.get(str(edge["callee"]), f"#{edge['callee']}"))
            weights[key] = weights.get(key, 0.0) + float(edge["weight"])
        return Dcg(weights, data.get("config", {}))
    except FileNotFoundError:
        raise ValueError(f"{path.name}: rvm wrote no DCG file") from None
    except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"{path.name}: not a {DCG_FORMAT} file ({error})") from None


def overlap(a: dict[EdgeKey, float], b: dict[EdgeKey, float]) -> float:
    """Arnold-Grove §6.2: sum over common edges of min(share in a, share in b), in percent."""
    total_a, total_b = sum(a.values()), sum(b.values())
    if total_a <= 0 or total_b <= 0:
        return 0.0
    return min(100.0, 100.0 * sum(min(a[e] / total_a, b[e] / total_b) for e in a.keys() & b.keys()))


def method_name(qualified: str) -> str:
    """`pkg/Outer$Inner.name(I)J` -> `name`."""
    return qualified.split("(", 1)[0].rsplit(".", 1)[-1]


def call_sites(dcgs: list[Dcg]) -> dict[tuple[str, str], list[int]]:
    """(caller, callee) by simple name -> bcis of its call sites seen in any of `dcgs`, sorted."""
    sites: dict[tuple[str, str], set[int]] = {}
    for dcg in dcgs:
        for caller, bci, callee in dcg.weights:
            sites.setdefault((method_name(caller), method_name(callee)), set()).add(bci)
    return {k: sorted(v) for k, v in sites.items()}


def key_edge_shares(check: BiasCheck, dcg: Dcg, sites: dict[tuple[str, str], list[int]]) -> list[float]:
    """Percent of the DCG's total weight on each key edge of `check`."""
    total = dcg.total_weight
    shares = []
    for _, caller, callee, site in check.edges:
        bcis = sites.get((caller, callee), [])
        wanted = set(bcis) if site is None else set(bcis[site:site + 1])
        weight = sum(w for (c, bci, e), w in dcg.weights.items()
                     if bci in wanted and method_name(c) == caller and method_name(e) == callee)
        shares.append(100.0 * weight / total if total > 0 else 0.0)
    return shares


# ---------------------------------------------------------------- running


@dataclass
class Pair:
    """All runs of one configuration on one benchmark."""

    seconds: list[float] = field(default_factory=list)
    dcgs: list[Dcg] = field(default_factory=list)
    accuracy: list[float] = field(default_factory=list)
    failure: str | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None and bool(self.seconds)

    def median_of(self, values: list[float]) -> float | None:
        return statistics.median(values) if self.ok and values else None

    def median_dcg_field(self, key: str) -> float | None:
        return self.median_of([float(d.config[key]) for d in self.dcgs if d.config.get(key) is not None])


def rvm_command(rvm: Path, config: Config, dcg_path: Path | None, seed: int, name: str, args: list[str]) -> list[str]:
    classes = harness.CLASSES_DIR / name
    return [str(rvm)] + config.flags(dcg_path, seed) + ["run", TIER, "-cp", str(classes), name] + args


def preflight(rvm: Path, configs: list[Config], scratch: Path) -> str | None:
    """Runs benchmarks/cpu/Hello under every configuration, so an rvm without
    the profiler options fails here with one clear message."""
    error = harness.compile_benchmark("cpu", "Hello")
    if error:
        return f"cannot compile benchmarks/cpu/Hello.java for the option check: {error}"
    for config in configs:
        dcg_path = scratch / f"preflight-{config.slug}.json" if config.writes_dcg else None
        result = harness.run_timed(rvm_command(rvm, config, dcg_path, 1, "Hello", []), 60)
        shown = " ".join(config.flags("FILE" if dcg_path else None, 1))
        if result.launch_error:
            return result.launch_error
        if result.exit_code != 0:
            return (f"{rvm} rejects `{shown}` (exit status {result.exit_code}: {harness.first_line(result.stderr)}); "
                    "the experiment needs an rvm with --sampler, --cbs, --weight and --dcg-out")
        if dcg_path is not None:
            try:
                read_dcg(dcg_path)
            except ValueError as problem:
                return f"{rvm} with `{shown}`: {problem}"
    return None


def cross_check(rvm: Path, sampled: Path, perfect: Path) -> str:
    """Compares this script's overlap of two files with `rvm dcg overlap --json`."""
    ours = overlap(read_dcg(sampled).weights, read_dcg(perfect).weights)
    try:
        completed = subprocess.run([str(rvm), "dcg", "overlap", str(sampled), str(perfect), "--json"],
                                   capture_output=True, text=True, timeout=60)
        theirs = float(json.loads(completed.stdout)["overlap"])
    except (OSError, subprocess.TimeoutExpired, ValueError, KeyError, TypeError) as error:
        return f"cross-check skipped: `rvm dcg overlap --json` gave no number ({error})"
    verdict = "agrees" if abs(ours - theirs) < 0.01 else "DISAGREES"
    return (f"cross-check: overlap {ours:.4f}% here, {theirs:.4f}% from `rvm dcg overlap` ({verdict}; "
            f"{sampled.parent.name}/{sampled.name} vs {perfect.name})")


@dataclass
class Progress:
    total: int
    step: int = 0

    def prefix(self, text: str) -> str:
        self.step += 1
        return f"[{self.step}/{self.total}] {text} ..."


def run_benchmark(b: str, configs: list[str], runs: int, args: list[str], rvm: Path, expected: str | None,
                  failure: str | None, timeout: float, dcg_dir: Path, progress: Progress):
    """All rounds of one benchmark; returns its pairs (accuracy filled in) and raw rows."""
    pairs = {c: Pair(failure=failure) for c in configs}
    rows: list[dict] = []
    profiled: list[tuple[dict, Dcg]] = []
    for round_index in range(runs):
        shift = round_index % len(configs)
        for c in configs[shift:] + configs[:shift]:
            config, pair = CONFIGS[c], pairs[c]
            prefix = progress.prefix(f"{b} {c} run {round_index + 1}/{runs}")
            if pair.failure:
                log(f"{prefix} skipped (FAILED)")
                continue
            dcg_path = dcg_dir / f"{config.slug}-{round_index + 1}.json" if config.writes_dcg else None
            command = rvm_command(rvm, config, dcg_path, round_index + 1, b, args)
            result = harness.run_timed(command, timeout)
            problem = harness.check_run(result, expected, timeout)
            dcg = None
            if problem is None and dcg_path is not None:
                try:
                    dcg = read_dcg(dcg_path)
                except ValueError as error:
                    problem = str(error)
            row = {"benchmark": b, "config": c, "round": round_index + 1, "args": args,
                   "command": shlex.join(command), "status": "FAILED" if problem else "ok",
                   "seconds": round(result.seconds, 6), "message": problem or ""}
            rows.append(row)
            if problem:
                pair.failure = problem
                log(f"{prefix} FAILED: {problem}")
                continue
            pair.seconds.append(result.seconds)
            if dcg is not None:
                pair.dcgs.append(dcg)
                profiled.append((row, dcg))
                row.update({k: dcg.config.get(k) for k in ("ticks", "edge_samples", "run_time_ms")})
                row["edges"] = len(dcg.weights)
            log(f"{prefix} {result.seconds:.2f} s")

    # Accuracy against the first exhaustive run; the other exhaustive runs are
    # compared with it too, as a check that the perfect profile is deterministic.
    perfect = pairs.get(PERFECT)
    if perfect and perfect.ok and perfect.dcgs:
        reference = perfect.dcgs[0].weights
        for c, pair in pairs.items():
            if pair.ok:
                compared = pair.dcgs[1:] if c == PERFECT and len(pair.dcgs) > 1 else pair.dcgs
                pair.accuracy = [overlap(d.weights, reference) for d in compared]
        for row, dcg in profiled:
            row["accuracy"] = round(overlap(dcg.weights, reference), 4)
        if len(perfect.dcgs) > 1 and min(perfect.accuracy) < 99.9:
            log(f"note: {b}: exhaustive runs differ (overlap with the first down to {min(perfect.accuracy):.2f}%)")
    return pairs, rows


# ---------------------------------------------------------------- figures


def benchmark_figures(pairs: dict[str, Pair]) -> dict[str, dict]:
    off = pairs.get(BASELINE)
    off_median = off.median_of(off.seconds) if off else None
    figures = {}
    for c, pair in pairs.items():
        median = pair.median_of(pair.seconds)
        figures[c] = {
            "status": "ok" if pair.ok else "FAILED",
            "message": pair.failure,
            "seconds": [round(s, 6) for s in pair.seconds],
            "median_seconds": median,
            "overhead": 100 * (median / off_median - 1) if median is not None and off_median else None,
            "accuracy": pair.median_of(pair.accuracy),
            "accuracy_runs": [round(a, 4) for a in pair.accuracy],
            "ticks": pair.median_dcg_field("ticks"),
            "edge_samples": pair.median_dcg_field("edge_samples"),
        }
    return figures


def summarize(figures: dict[str, dict[str, dict]], configs: list[str]) -> dict[str, dict]:
    summary = {}
    for c in configs:
        overheads = [f[c]["overhead"] for f in figures.values() if c in f and f[c]["overhead"] is not None]
        accuracies = [f[c]["accuracy"] for f in figures.values() if c in f and f[c]["accuracy"] is not None]
        summary[c] = {
            "mean_overhead": statistics.fmean(overheads) if overheads else None,
            "mean_accuracy": statistics.fmean(accuracies) if accuracies else None,
            "min_accuracy": min(accuracies) if accuracies else None,
            "benchmarks_with_overhead": len(overheads),
            "benchmarks_with_accuracy": len(accuracies),
        }
    return summary


def goals(figures: dict[str, dict[str, dict]], summary: dict[str, dict]) -> list[dict]:
    """The three goals, on each of GOAL_CONFIGS present: each {goal, met, detail}."""
    return [row for config in GOAL_CONFIGS if config in summary for row in goals_of(config, figures, summary)]


def goals_of(GOAL_CONFIG: str, figures: dict[str, dict[str, dict]], summary: dict[str, dict]) -> list[dict]:
    ours = summary[GOAL_CONFIG]
    overhead, accuracy = ours["mean_overhead"], ours["mean_accuracy"]
    result = [{"goal": f"{GOAL_CONFIG}: mean overhead < {GOAL_MAX_OVERHEAD:g}%",
               "met": overhead is not None and overhead < GOAL_MAX_OVERHEAD,
               "detail": f"{fmt(overhead, '{:+.2f}')}% over {ours['benchmarks_with_overhead']} benchmark(s)"}]
    if TIMER in summary:
        worse = []
        for b, f in figures.items():
            mine, timer = f.get(GOAL_CONFIG, {}).get("accuracy"), f.get(TIMER, {}).get("accuracy")
            if mine is None or timer is None:
                worse.append(f"{b} (no data)")
            elif not mine > timer:
                worse.append(f"{b} ({mine:.1f} vs timer {timer:.1f})")
        result.append({"goal": f"{GOAL_CONFIG}: more accurate than timer on every benchmark",
                       "met": not worse and bool(figures),
                       "detail": f"better on {len(figures) - len(worse)} of {len(figures)}"
                                 + (f"; not on {', '.join(worse)}" if worse else "")})
    result.append({"goal": f"{GOAL_CONFIG}: mean accuracy >= {GOAL_MIN_ACCURACY:g}%",
                   "met": accuracy is not None and accuracy >= GOAL_MIN_ACCURACY,
                   "detail": f"{fmt(accuracy)}% over {ours['benchmarks_with_accuracy']} benchmark(s)"})
    return result


def bias_figures(check: BiasCheck, pairs: dict[str, Pair]) -> dict[str, dict]:
    """Per configuration: the median share of each key edge (percent of all weight) and the accuracy."""
    sites = call_sites([d for c in check.configs if c in pairs for d in pairs[c].dcgs])
    result = {}
    for c in check.configs:
        pair = pairs.get(c)
        if pair is None or not pair.ok or not pair.dcgs:
            continue
        per_run = [key_edge_shares(check, d, sites) for d in pair.dcgs]
        shares = [statistics.median(run[i] for run in per_run) for i in range(len(check.edges))]
        result[c] = {"shares": dict(zip([e[0] for e in check.edges], shares)),
                     "accuracy": pair.median_of(pair.accuracy)}
    return result


# ---------------------------------------------------------------- reporting


def fmt(value: float | None, pattern: str = "{:.1f}") -> str:
    return "-" if value is None else pattern.format(value)


def render(header: list[str], rows: list[list[str]], markdown: bool) -> str:
    if not markdown:
        return harness.render_table(header, rows)
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|"]
    return "\n".join(lines + ["| " + " | ".join(cell.strip() or " " for cell in row) + " |" for row in rows])


def titled(title: str, table: str, markdown: bool) -> str:
    return f"\n### {title}\n\n{table}" if markdown else f"\n{title}\n{table}"


def benchmark_table(b: str, pairs: dict[str, Pair], figures: dict[str, dict], runs: int, markdown: bool) -> str:
    off = pairs.get(BASELINE)
    spread = ""
    if off and off.ok and len(off.seconds) > 1:
        median = statistics.median(off.seconds)
        spread = f"; off runs from {100 * (min(off.seconds) / median - 1):+.1f}% to {100 * (max(off.seconds) / median - 1):+.1f}%"
    rows = []
    for c, f in figures.items():
        if f["status"] != "ok":
            rows.append([c, "FAILED", "", "", "", ""])
            continue
        rows.append([c, fmt(f["median_seconds"], "{:.3f}"), fmt(f["overhead"], "{:+.1f}"), fmt(f["accuracy"]),
                     fmt(f["ticks"], "{:.0f}"), fmt(f["edge_samples"], "{:.0f}")])
    header = ["config", "median s", "overhead %", "accuracy %", "ticks", "edge samples"]
    return titled(f"{b} (medians of {runs} run(s){spread})", render(header, rows, markdown), markdown)


def summary_table(summary: dict[str, dict], goal_rows: list[dict], markdown: bool) -> str:
    rows = [[c + (" <- goals" if c in GOAL_CONFIGS else ""), fmt(s["mean_overhead"], "{:+.2f}"),
             fmt(s["mean_accuracy"]), fmt(s["min_accuracy"]), str(s["benchmarks_with_accuracy"])]
            for c, s in summary.items()]
    header = ["config", "overhead %", "accuracy %", "min accuracy %", "benchmarks"]
    text = titled("Summary: mean over benchmarks (overhead vs off; accuracy = overlap with exhaustive)",
                  render(header, rows, markdown), markdown)
    if goal_rows:
        bullet = "- " if markdown else "  "
        lines = [f"{bullet}[{'MET' if g['met'] else 'MISSED'}] {g['goal']}: {g['detail']}" for g in goal_rows]
        text += ("\n\n**Goals**\n\n" if markdown else "\nGoals\n") + "\n".join(lines)
    return text


def bias_table(b: str, check: BiasCheck, figures: dict[str, dict], pairs: dict[str, Pair], markdown: bool) -> str:
    header = ["config"] + [label + " %" for label, *_ in check.edges] + ["ratio", "accuracy %"]
    rows = []
    for c in [c for c in check.configs if c in pairs]:
        if c not in figures:
            rows.append([c, "FAILED" if pairs[c].failure else "-"] + [""] * (len(check.edges) + 1))
            continue
        shares = list(figures[c]["shares"].values())
        ratio = " : ".join("1" if i == 0 else ("inf" if shares[0] == 0 else f"{s / shares[0]:.2f}")
                           for i, s in enumerate(shares))
        rows.append([c] + [f"{s:.1f}" for s in shares] + [ratio, fmt(figures[c]["accuracy"])])
    title = f"{b}: {check.claim} (perfect {check.perfect}; % of all weight, median over runs)"
    return titled(title, render(header, rows, markdown), markdown)


# ---------------------------------------------------------------- main


def parse_arguments(argv: list[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    parser = argparse.ArgumentParser(
        description="Overhead and accuracy of rvm's call-graph profiler (Arnold-Grove 2005, Lee 2015).",
        epilog="Configurations: " + ", ".join(CONFIGS) + ".")
    parser.add_argument("--rvm", help="rvm binary (default: target/release/rvm, built with cargo if missing)")
    parser.add_argument("--runs", type=int, help="runs per configuration (default: 5, or 1 with --quick)")
    parser.add_argument("--benchmarks", help="comma-separated benchmarks (default: micro and oo programs)")
    parser.add_argument("--configs", help="comma-separated names or shell patterns, e.g. 'timer,cbs(16,3)*' "
                                          "(off and exhaustive are always added)")
    parser.add_argument("--with-threads", action="store_true",
                        help=f"also run the threaded micro programs ({', '.join(sorted(THREADED_MICRO))})")
    parser.add_argument("--quick", action="store_true", help="smoke test: 1 run, small sizes")
    parser.add_argument("--size", action="append", default=[], metavar="NAME=ARGS",
                        help="arguments of one benchmark, e.g. --size TimerAligned=30000 (repeatable)")
    parser.add_argument("--check-biases", action="store_true",
                        help="run the micro programs under the configurations that show each paper's bias "
                             "and print the key edges' shares")
    parser.add_argument("--json", type=Path,
                        help="raw results file (default: target/bench/results/profile-<date>-<time>.json)")
    parser.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    parser.add_argument("--keep-dcgs", type=Path, metavar="DIR", help="keep every run's DCG file in DIR/<benchmark>/")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per run (default: %(default)g)")
    parser.add_argument("--list", action="store_true", help="list benchmarks and configurations, then exit")
    return parser, parser.parse_args(argv)


def split_list(text: str) -> list[str]:
    """Splits on commas outside parentheses: 'timer,cbs(16,3)*' -> ['timer', 'cbs(16,3)*']."""
    items, depth, current = [], 0, ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            items, current = items + [current.strip()], ""
        else:
            current += ch
    return [i for i in items + [current.strip()] if i]


def select_configs(patterns: str | None) -> list[str]:
    """Configuration names matching `patterns`, plus off and exhaustive; ValueError if one matches nothing."""
    if not patterns:
        return list(CONFIGS)
    chosen = {BASELINE, PERFECT}
    for pattern in split_list(patterns):
        hits = [n for n in CONFIGS if fnmatch.fnmatchcase(n, pattern)]
        if not hits:
            raise ValueError(f"no configuration matches {pattern!r}; known: {', '.join(CONFIGS)}")
        chosen.update(hits)
    return [n for n in CONFIGS if n in chosen]


def discover(suite: str) -> list[str]:
    return sorted(p.stem for p in (harness.BENCHMARKS_DIR / suite).glob("*.java"))


def main(argv: list[str]) -> int:
    parser, options = parse_arguments(argv)
    suites = {name: MICRO for name in discover(MICRO)} | {name: OO for name in discover(OO)}
    default = [n for n in discover(MICRO) if options.with_threads or n not in THREADED_MICRO] + discover(OO)
    if options.list:
        print("benchmarks:", " ".join(default), "| with --with-threads:", " ".join(sorted(THREADED_MICRO)))
        for c in CONFIGS.values():
            print(f"config {c.name}: {' '.join(c.flags('FILE' if c.writes_dcg else None, 1))}")
        return 0

    if options.benchmarks:
        benchmarks = split_list(options.benchmarks)
        unknown = [b for b in benchmarks if b not in suites]
        if unknown:
            parser.error(f"unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(suites)}")
    else:
        benchmarks = [b for b in default if b in BIAS_CHECKS] if options.check_biases else default
    try:
        selected = select_configs(options.configs)
    except ValueError as error:
        parser.error(str(error))
    if options.check_biases:
        skipped = [b for b in benchmarks if b not in BIAS_CHECKS]
        if skipped:
            log(f"profile.py: no bias check for {', '.join(skipped)}; left out")
        benchmarks = [b for b in benchmarks if b in BIAS_CHECKS]
        plan = {b: [c for c in CONFIGS if c in BIAS_CHECKS[b].configs] for b in benchmarks}
    else:
        plan = {b: selected for b in benchmarks}
    runs = options.runs if options.runs is not None else (1 if options.quick else 5)
    if runs < 1 or not benchmarks:
        parser.error("--runs must be at least 1" if runs < 1 else "no benchmarks to run")
    bench_args = {b: (QUICK_ARGS.get(b, []) if options.quick else []) for b in benchmarks}
    for item in options.size:
        name, _, args = item.partition("=")
        if name not in bench_args or not args:
            parser.error(f"--size {item!r}: expected NAME=ARGS with NAME one of {', '.join(benchmarks)}")
        bench_args[name] = args.split()

    rvm = Path(options.rvm).resolve() if options.rvm else harness.DEFAULT_RVM
    used = [c for c in CONFIGS.values() if any(c.name in plan[b] for b in benchmarks)]
    scratch = Path(tempfile.mkdtemp(prefix="rvm-profile-"))
    try:
        error = harness.prepare_rvm(rvm, is_default=options.rvm is None, force_build=False)
        error = error or preflight(rvm, used, scratch)
        if error:
            log(f"profile.py: {error}")
            return 2
        return experiment(options, argv, rvm, benchmarks, suites, plan, runs, bench_args, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def experiment(options, argv, rvm, benchmarks, suites, plan, runs, bench_args, scratch) -> int:
    started = datetime.datetime.now(datetime.timezone.utc)
    expected: dict[str, str] = {}
    failures: dict[str, str] = {}
    for b in benchmarks:
        error = harness.compile_benchmark(suites[b], b)
        if error is None:
            command = harness.expand(harness.REFERENCE_COMMAND, rvm, harness.CLASSES_DIR / b, b, bench_args[b])
            reference = harness.run_timed(command, options.timeout)
            error = harness.check_run(reference, reference.stdout, options.timeout)
            expected[b] = reference.stdout
        if error:
            failures[b] = f"reference java run: {error}"
            log(f"FAILED: {b}: {failures[b]}")

    progress = Progress(total=sum(len(plan[b]) for b in benchmarks) * runs)
    pairs: dict[str, dict[str, Pair]] = {}
    raw: list[dict] = []
    cross_check_note = None
    for b in benchmarks:
        dcg_dir = (options.keep_dcgs or scratch) / b
        dcg_dir.mkdir(parents=True, exist_ok=True)
        pairs[b], rows = run_benchmark(b, plan[b], runs, bench_args[b], rvm, expected.get(b), failures.get(b),
                                       options.timeout, dcg_dir, progress)
        raw += rows
        sampled = next((c for c in ("cbs(16,3)", GOAL_CONFIG, TIMER) if c in pairs[b] and pairs[b][c].ok), None)
        if cross_check_note is None and sampled and pairs[b].get(PERFECT, Pair()).ok:
            cross_check_note = cross_check(rvm, dcg_dir / f"{CONFIGS[sampled].slug}-1.json",
                                           dcg_dir / f"{CONFIGS[PERFECT].slug}-1.json")
            log(cross_check_note)
        if options.keep_dcgs:
            for row in rows:
                row["dcg_file"] = str(dcg_dir / f"{CONFIGS[row['config']].slug}-{row['round']}.json")
        else:
            shutil.rmtree(dcg_dir, ignore_errors=True)

    configs = [c for c in CONFIGS if any(c in plan[b] for b in benchmarks)]
    figures = {b: benchmark_figures(pairs[b]) for b in benchmarks}
    summary = summarize(figures, configs)
    goal_rows = [] if options.check_biases else goals(figures, summary)
    biases = {b: bias_figures(BIAS_CHECKS[b], pairs[b]) for b in benchmarks if b in BIAS_CHECKS}

    command_line = shlex.join(["python3", "benchmarks/profile.py"] + argv)
    commit = harness.tool_version(["git", "-C", str(harness.REPO_ROOT), "rev-parse", "--short", "HEAD"])
    notes = [f"rvm {rvm} ({TIER}), git {commit}, {runs} run(s) per configuration, {started:%Y-%m-%d %H:%M} UTC"]
    if not options.check_biases:
        notes.append("overhead % = median time / median time of off - 1; accuracy % = median overlap "
                     "with the first exhaustive run's DCG (Arnold-Grove §6.2)")
    out = (["```", command_line, "```", ""] + notes) if options.markdown else [f"# {command_line}"] + [f"# {n}" for n in notes]
    if not options.check_biases:
        out += [benchmark_table(b, pairs[b], figures[b], runs, options.markdown) for b in benchmarks]
        out.append(summary_table(summary, goal_rows, options.markdown))
    out += [bias_table(b, BIAS_CHECKS[b], biases[b], pairs[b], options.markdown) for b in biases]
    failed = [(b, c, p.failure) for b in benchmarks for c, p in pairs[b].items() if p.failure]
    if failed:
        out.append("\nFAILED\n" + "\n".join(f"  {b} {c}: {reason}" for b, c, reason in failed))
    if cross_check_note:
        out.append("\n" + cross_check_note)

    report = {
        "command": command_line,
        "started_utc": started.isoformat(timespec="seconds"),
        "host": {"platform": platform.platform(), "cpu_count": os.cpu_count(), "python": platform.python_version()},
        "java_version": harness.tool_version(["java", "-version"]),
        "rvm": str(rvm),
        "git_commit": harness.tool_version(["git", "-C", str(harness.REPO_ROOT), "rev-parse", "HEAD"]),
        "tier": TIER, "runs": runs, "quick": options.quick, "args": bench_args,
        "configs": {c: CONFIGS[c].flags("FILE" if CONFIGS[c].writes_dcg else None, "ROUND") for c in configs},
        "results": figures, "summary": summary, "goals": goal_rows, "biases": biases,
        "cross_check": cross_check_note, "raw": raw,
    }
    json_path = options.json or harness.DEFAULT_OUT_DIR / f"profile-{started.astimezone():%Y%m%d-%H%M%S}.json"
    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(json.dumps(report, indent=2) + "\n")  # first: stdout may be a pipe that closes early
    print("\n".join(out))
    log(f"wrote {json_path}")
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        log("profile.py: interrupted")
        sys.exit(130)
