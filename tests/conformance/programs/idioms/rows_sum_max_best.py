# probe: sums and maxes over report rows: max with key, ties keep the first, default on empty, min over a filter
# inputs
rows = [("gemm", "a", 3.0), ("gemm", "b", 5.0), ("attn", "a", 5.0), ("attn", "c", 1.0)]
op = "gemm"
# body
r_total = sum(r[2] for r in rows)
r_best = max(rows, key=lambda r: r[2])
r_worst = min(rows, key=lambda r: r[2])
r_best_op = max((r for r in rows if r[0] == op), key=lambda r: r[2])
r_none = max((r for r in rows if r[0] == "nope"), key=lambda r: r[2], default=None)
try:
    max(r for r in rows if r[0] == "nope")
    r_err = "ok"
except ValueError as e:
    r_err = type(e).__name__
per_op = {}
for o, b, v in rows:
    if v > per_op.get(o, (None, float("-inf")))[1]:
        per_op[o] = (b, v)
r_per_op = per_op
r_mean = r_total / len(rows)
r_speedup = {b: rows[0][2] / v for _, b, v in rows if v}
