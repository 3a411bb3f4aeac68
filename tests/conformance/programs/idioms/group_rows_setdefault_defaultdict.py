# probe: grouping rows by key three ways (setdefault, defaultdict(list), groupby after sorted) gives the same groups; groupby without sorting splits runs
# inputs
rows = [("gemm", 1.0), ("add", 2.0), ("gemm", 3.0), ("add", 4.0), ("mul", 5.0)]
# body
import itertools
from collections import defaultdict
g1 = {}
for k, v in rows:
    g1.setdefault(k, []).append(v)
r_g1 = g1
g2 = defaultdict(list)
for k, v in rows:
    g2[k].append(v)
r_g2 = dict(g2)
r_g3 = {k: [v for _, v in grp] for k, grp in itertools.groupby(sorted(rows), key=lambda r: r[0])}
r_same = r_g1 == r_g2 == r_g3
r_unsorted_runs = [k for k, _ in itertools.groupby(rows, key=lambda r: r[0])]
r_order1 = list(g1)
r_order3 = list(r_g3)
r_sums = {k: sum(v) for k, v in sorted(g2.items())}
r_missing_access = g2["conv"]
r_keys_after = sorted(g2)
r_sd_ret = g1.setdefault("gemm", "ignored")
