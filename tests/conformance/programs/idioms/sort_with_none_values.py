# probe: sorting results where some times are None: plain sort raises TypeError (possibly after partial compares), a (is None, value) key puts them last, max with default
# inputs
times = {"halops": 2.5, "cutlass": None, "torch": 1.25, "deepgemm": None}
# body
vals = list(times.values())
try:
    sorted(vals)
    r_plain = "ok"
except TypeError as e:
    r_plain = type(e).__name__
r_key = sorted(times, key=lambda k: (times[k] is None, times[k] or 0.0))
r_key2 = sorted(times.items(), key=lambda kv: (kv[1] is None, kv[1] if kv[1] is not None else 0, kv[0]))
valid = {k: v for k, v in times.items() if v is not None}
r_best = min(valid, key=valid.get)
r_max_empty = max([v for v in vals if v is not None and v > 100], default=None)
try:
    min([])
    r_min_empty = "ok"
except ValueError as e:
    r_min_empty = type(e).__name__
r_speedup = {k: round(valid[r_best] / v, 3) for k, v in valid.items()}
try:
    max(vals)
    r_max_none = "ok"
except TypeError as e:
    r_max_none = type(e).__name__
