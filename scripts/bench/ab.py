#!/usr/bin/env python3
"""Compare two builds of gen-config on one harness: same output? which is faster?

    ab.py [--runs N] BIN_A BIN_B ROOT [-- ARGS...]

Runs `BIN --root ROOT ARGS...` (default ARGS: `check --all --json`) for A and B in turn, N times
each (default 8), alternating so that a machine whose speed drifts favours neither. Prints, per
binary, the median and best CPU time (user + system, all threads) and wall time, B's median CPU
relative to A's, and whether the two produced byte-identical stdout and the same exit code on
every run. Exit code: 0 when the outputs agree, 1 when they differ (a speed change must not
change a verdict).

CPU time is the figure to compare on a shared 2-core machine: wall time varies more.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time


def run(binary, root, args):
    t0 = time.perf_counter()
    before = os.times()
    p = subprocess.run([binary, "--root", root, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    after = os.times()
    wall = time.perf_counter() - t0
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return cpu, wall, p.stdout, p.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=8)
    ap.add_argument("bin_a")
    ap.add_argument("bin_b")
    ap.add_argument("root")
    ap.add_argument("args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    args = a.args[1:] if a.args and a.args[0] == "--" else a.args
    args = args or ["check", "--all", "--json"]
    stats = {"A": [], "B": []}
    outputs = {"A": set(), "B": set()}
    for _ in range(max(1, a.runs)):
        for name, binary in (("A", a.bin_a), ("B", a.bin_b)):
            cpu, wall, out, code = run(binary, a.root, args)
            stats[name].append((cpu, wall))
            outputs[name].add((out, code))
    same = len(outputs["A"] | outputs["B"]) == 1
    print(f"{' '.join(args)} on {a.root}, {a.runs} runs each, alternating")
    med = {}
    for name, binary in (("A", a.bin_a), ("B", a.bin_b)):
        cpus = [c for c, _ in stats[name]]
        walls = [w for _, w in stats[name]]
        med[name] = statistics.median(cpus)
        print(
            f"  {name} {binary}: CPU median {med[name]:.3f} s, best {min(cpus):.3f} s;"
            f" wall median {statistics.median(walls):.3f} s, best {min(walls):.3f} s"
        )
    if med["A"] > 0:
        print(f"  B/A median CPU: {med['B'] / med['A']:.3f}")
    if same:
        print("  outputs: byte-identical, same exit code, every run")
    else:
        print(
            f"  outputs DIFFER: A gave {len(outputs['A'])} distinct, B {len(outputs['B'])} distinct;"
            " compare them with `BIN --root ROOT ARGS > file`"
        )
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
