# probe: result rows whose scores come from inputs sorted by key, min and max with keys, ties broken by order; the known rows' positions after
# inputs
s1 = 3
s2 = 3
s3 = 1
# body
rows = [
    {"name": "a", "score": s1},
    {"name": "b", "score": 2},
    {"name": "c", "score": s2},
    {"name": "d", "score": s3},
]
by = sorted(rows, key=lambda r: r["score"])
r_order = [r["name"] for r in by]
r_best = max(rows, key=lambda r: r["score"])["name"]
r_worst = min(rows, key=lambda r: r["score"])["name"]
r_rev = [r["name"] for r in sorted(rows, key=lambda r: r["score"], reverse=True)]
r_scores = sorted({r["score"] for r in rows})
r_b_pos = r_order.index("b")
r_total = sum(r["score"] for r in rows)
