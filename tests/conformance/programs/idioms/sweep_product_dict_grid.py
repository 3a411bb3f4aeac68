# probe: a sweep grid from a dict of lists: itertools.product(*grid.values()) zipped back to keys, filtered by conditions, named with f-strings, counted
# inputs
grid = {"bs": [1, 8], "seq": [128, 4096], "dtype": ["bf16", "fp8"]}
max_tokens = 8192
# body
import itertools
keys = list(grid)
points = [dict(zip(keys, vals)) for vals in itertools.product(*grid.values())]
r_count = len(points)
r_first = points[0]
r_last = points[-1]
kept = [p for p in points if p["bs"] * p["seq"] <= max_tokens and not (p["dtype"] == "fp8" and p["bs"] == 1)]
r_kept = [f"{p['dtype']}_{p['bs']}x{p['seq']}" for p in kept]
r_empty_grid = list(itertools.product())
r_one_empty = list(itertools.product([1, 2], []))
r_repeat = list(itertools.product("ab", repeat=2))
by_dtype = {}
for p in kept:
    by_dtype.setdefault(p["dtype"], []).append(p["seq"])
r_by_dtype = by_dtype
