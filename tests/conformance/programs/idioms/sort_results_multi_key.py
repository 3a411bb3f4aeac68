# probe: sorting lists of result dicts: tuple keys, reverse, stability across two passes (secondary then primary), negating a numeric key, itemgetter with several keys
# inputs
results = [
    {"op": "gemm", "bs": 8, "us": 12.5, "backend": "halops"},
    {"op": "attn", "bs": 1, "us": 3.0, "backend": "cutlass"},
    {"op": "gemm", "bs": 1, "us": 12.5, "backend": "cutlass"},
    {"op": "attn", "bs": 8, "us": 7.25, "backend": "halops"},
    {"op": "gemm", "bs": 8, "us": 9.0, "backend": "cutlass"},
]
# body
import operator
def ids(rows):
    return [(r["op"], r["bs"], r["backend"]) for r in rows]
r_tuple = ids(sorted(results, key=lambda r: (r["op"], r["bs"], r["us"])))
r_rev = ids(sorted(results, key=lambda r: r["us"], reverse=True))
two = sorted(results, key=lambda r: r["backend"])
two = sorted(two, key=lambda r: r["us"])
r_stable = ids(two)
r_neg = ids(sorted(results, key=lambda r: (-r["bs"], r["op"])))
r_itemgetter = ids(sorted(results, key=operator.itemgetter("backend", "bs")))
results.sort(key=operator.itemgetter("us"))
r_inplace = [r["us"] for r in results]
r_first = min(results, key=lambda r: (r["us"], r["backend"]))["backend"]
try:
    sorted(results)
    r_dicts = "ok"
except TypeError as e:
    r_dicts = type(e).__name__
