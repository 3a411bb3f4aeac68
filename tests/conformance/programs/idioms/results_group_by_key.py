# probe: grouping result dicts: setdefault lists, defaultdict(list), itertools.groupby after sorting (and the pitfall without sorting), a nested dict of dicts
# inputs
results = [("gemm", "halops", 1.0), ("attn", "halops", 2.0), ("gemm", "cutlass", 3.0), ("gemm", "halops", 0.5), ("attn", "torch", 4.0)]
# body
import collections, itertools
g1 = {}
for op, be, t in results:
    g1.setdefault(op, []).append(t)
r_setdefault = g1
g2 = collections.defaultdict(list)
for op, be, t in results:
    g2[be].append(op)
r_defaultdict = dict(g2)
r_dd_missing = g2["none"]
r_dd_keys = list(g2)
r_groupby_unsorted = [(k, len(list(v))) for k, v in itertools.groupby(results, key=lambda r: r[0])]
srt = sorted(results, key=lambda r: r[0])
r_groupby_sorted = [(k, [x[2] for x in v]) for k, v in itertools.groupby(srt, key=lambda r: r[0])]
nested = {}
for op, be, t in results:
    nested.setdefault(op, {})[be] = min(t, nested.get(op, {}).get(be, float("inf")))
r_nested = nested
groups = itertools.groupby("aabbba")
keys_only = [k for k, _ in groups]
r_keys_only = keys_only
