# probe: report rows built as dicts, columns gathered in first-seen order, missing cells filled, a csv-like join and totals
# inputs
results = [("gemm", "a", 1.25), ("gemm", "b", 0.5), ("attn", "a", 3.0)]
unit = "ms"
# body
rows = []
for op, be, t in results:
    rows.append({"op": op, "backend": be, unit: t})
rows.append({"op": "total", unit: sum(r[unit] for r in rows), "note": "sum"})
cols = []
for r in rows:
    for c in r:
        if c not in cols:
            cols.append(c)
r_cols = cols
lines = [",".join(cols)]
for r in rows:
    lines.append(",".join(str(r.get(c, "")) for c in cols))
r_lines = lines
r_total = rows[-1][unit]
r_by_op = {}
for r in rows[:-1]:
    r_by_op[r["op"]] = r_by_op.get(r["op"], 0) + r[unit]
r_max_op = max(r_by_op, key=r_by_op.get)
r_fmt = [f"{r['op']:<6}{r[unit]:>8.3f}" for r in rows]
