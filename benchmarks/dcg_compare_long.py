#!/usr/bin/env python3
"""benchmarks/dcg_compare.py at longer run lengths (issue 30, fifth round;
docs/profiler.md). The issue's accuracy goals hold "at run lengths of at
least 500 ticks"; dcg_accuracy.py's sizes were chosen for about 1,000 ticks
on the machine of 2026-11-27 and now give 150-800. This scales every
program's size by SCALE (default 2.5): the workload count of the programs
whose argument is one (iterations, runs, documents, frames, rounds, steps),
and MatMul's matrix order by the cube root (its work is n^3). OUT must not
hold perfect DCGs of other sizes (they are made per OUT at the first use).

  OUT=target/dcg-accuracy-long python3 benchmarks/dcg_compare_long.py RUNTAG TIER "TAG=OPTIONS" ...
  env: as dcg_compare.py, and SCALE"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dcg_accuracy as acc  # noqa: E402
import dcg_compare  # noqa: E402

CUBIC = {"MatMul"}


def main():
    scale = float(os.environ.get("SCALE", "2.5"))
    for prog, n in acc.ARGS.items():
        factor = scale ** (1 / 3) if prog in CUBIC else scale
        acc.ARGS[prog] = max(1, round(n * factor))
    dcg_compare.main()


if __name__ == "__main__":
    main()
