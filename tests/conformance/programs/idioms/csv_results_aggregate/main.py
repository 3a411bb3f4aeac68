# probe: aggregating a CSV of results beside the harness: DictReader rows grouped by op, best backend per op, a missing measurement skipped, totals rounded
# inputs
fname = "results.csv"
# body
import csv
import os
from collections import defaultdict
best = {}
times = defaultdict(list)
skipped = 0
with open(os.path.join(os.path.dirname(__file__), fname), newline="") as f:
    for row in csv.DictReader(f):
        if not row["ms"]:
            skipped += 1
            continue
        ms = float(row["ms"])
        times[row["op"]].append(ms)
        if row["op"] not in best or ms < best[row["op"]][1]:
            best[row["op"]] = (row["backend"], ms)
r_best = best
r_times = dict(times)
r_skipped = skipped
r_total = round(sum(sum(v) for v in times.values()), 3)
