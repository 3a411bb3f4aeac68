# probe: max/min over result rows with key= and default=, a single iterable vs several arguments, default with several arguments refused
# inputs
rows = [{"b": "x", "ms": 3.0}, {"b": "y", "ms": 1.0}, {"b": "z", "ms": 1.0}]
empty = []
# body
r_min = min(rows, key=lambda r: r["ms"])["b"]
r_max = max(rows, key=lambda r: r["ms"])["b"]
r_min_rev = min(reversed(rows), key=lambda r: r["ms"])["b"]
r_default = max(empty, key=len, default="none")
r_default_obj = min(empty, default=rows[0])["b"]
r_two = max(rows[0], rows[1], key=lambda r: -r["ms"])["b"]
try:
    max(1, 2, default=0)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
try:
    min(empty)
    r_err2 = "ok"
except ValueError as e:
    r_err2 = type(e).__name__
try:
    max(rows)
    r_err3 = "ok"
except TypeError as e:
    r_err3 = type(e).__name__
r_sum = sum(r["ms"] for r in rows)
r_names = [r["b"] for r in rows]
