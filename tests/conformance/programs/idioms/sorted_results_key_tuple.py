# probe: sorted results with a key tuple, reverse, stable ties, max/min with key, groupby after sort
# inputs
results = [{"op": "gemm", "bs": 64, "t": 3.0}, {"op": "attn", "bs": 1, "t": 1.0}, {"op": "gemm", "bs": 1, "t": 0.5}, {"op": "attn", "bs": 64, "t": 1.0}]
# body
import itertools
r_sorted = [(r["op"], r["bs"]) for r in sorted(results, key=lambda r: (r["op"], r["bs"]))]
r_rev = [(r["op"], r["bs"]) for r in sorted(results, key=lambda r: r["t"], reverse=True)]
r_best = max(results, key=lambda r: r["t"])["op"]
r_fast = min(results, key=lambda r: (r["t"], -r["bs"]))["bs"]
groups = {}
for op, grp in itertools.groupby(sorted(results, key=lambda r: r["op"]), key=lambda r: r["op"]):
    groups[op] = [g["bs"] for g in grp]
r_groups = groups
r_neg = [r["bs"] for r in sorted(results, key=lambda r: (-r["bs"], r["op"]))]
