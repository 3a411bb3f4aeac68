#!/usr/bin/env python3
"""Time a command: wall time of each run, best and median, the CPU time (user + system) of the
runs, peak RSS, as one JSON line on stdout.

    timeit.py [--runs N] [--budget SECONDS] [--timeout SECONDS] [--out FILE] -- CMD ARG...

Runs CMD up to N times (stdout to FILE, or discarded; stderr discarded), stopping early once the
runs so far have taken more than --budget seconds (so a slow build isn't run N times over). A run
over --timeout is killed and reported as timed out. Exit codes of CMD are reported, not judged.
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import threading
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--budget", type=float, default=60.0)
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument("--out")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    if not cmd:
        sys.exit("timeit.py: no command")
    times, cpus, codes, timed_out = [], [], [], False
    spent = 0.0
    for _ in range(max(1, a.runs)):
        out = open(a.out, "wb") if a.out else subprocess.DEVNULL
        # A blocking wait, with a watchdog for the time limit: subprocess's own timeout polls with
        # sleeps of up to 50 ms, which would round short runs up.
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL)
        killed = []
        watchdog = threading.Timer(a.timeout, lambda: (killed.append(True), p.kill()))
        watchdog.start()
        # wait4: this run's own CPU time (RUSAGE_CHILDREN would add up every run so far).
        _, status, usage = os.wait4(p.pid, 0)
        dt = time.perf_counter() - t0
        watchdog.cancel()
        p.returncode = code = os.waitstatus_to_exitcode(status)
        if killed:
            timed_out = True
            codes.append(None)
        else:
            codes.append(code)
        if a.out:
            out.close()
        if timed_out:
            break
        times.append(dt)
        cpus.append(usage.ru_utime + usage.ru_stime)
        spent += dt
        if spent > a.budget:
            break
    print(json.dumps({
        "runs": len(times),
        "best_s": min(times) if times else None,
        "median_s": statistics.median(times) if times else None,
        "best_cpu_s": min(cpus) if cpus else None,
        "median_cpu_s": statistics.median(cpus) if cpus else None,
        "exit_codes": sorted(set(c for c in codes if c is not None)),
        "timed_out": timed_out,
        # Peak resident set of the largest run (Linux reports KiB).
        "max_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
        "timeout_s": a.timeout,
    }))


if __name__ == "__main__":
    main()
