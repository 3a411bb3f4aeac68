# probe: speedups relative to a baseline backend per op, a missing baseline skipped, formatted as "1.50x", best per op
# inputs
timings = {("gemm", "ref"): 3.0, ("gemm", "fast"): 2.0, ("attn", "fast"): 1.0, ("gemm", "slow"): 6.0}
baseline = "ref"
# body
ops = sorted({op for op, _ in timings})
table = {}
missing = []
for op in ops:
    base = timings.get((op, baseline))
    if base is None:
        missing.append(op)
        continue
    for (o, be), t in timings.items():
        if o == op and be != baseline:
            table[f"{op}/{be}"] = base / t
r_table = table
r_fmt = {k: f"{v:.2f}x" for k, v in table.items()}
r_missing = missing
r_best = max(table, key=table.get) if table else None
r_slower = sorted(k for k, v in table.items() if v < 1)
r_ops = ops
