# probe: report rows as dicts sorted by a key tuple (op, -speedup), with a reverse sort and a stable tie
# inputs
rows = [
    {"op": "gemm", "backend": "a", "ms": 1.5},
    {"op": "attn", "backend": "b", "ms": 2.0},
    {"op": "gemm", "backend": "b", "ms": 1.5},
    {"op": "attn", "backend": "a", "ms": 0.5},
]
key_field = "ms"
# body
s1 = sorted(rows, key=lambda r: (r["op"], r[key_field]))
r_s1 = [(r["op"], r["backend"]) for r in s1]
s2 = sorted(rows, key=lambda r: (r["op"], -r[key_field]), reverse=True)
r_s2 = [(r["op"], r["backend"]) for r in s2]
s3 = sorted(rows, key=lambda r: r[key_field], reverse=True)
r_s3 = [r["backend"] + r["op"] for r in s3]
rows_copy = list(rows)
rows_copy.sort(key=lambda r: r["backend"])
r_s4 = [r["op"] for r in rows_copy]
try:
    sorted(rows)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_first_is_same = s1[0] is rows[3]
