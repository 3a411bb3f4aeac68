# probe: result rows appended to a list and then mutated (the same dict object appended twice, a point dict reused across rows via update, rows made with dict(point) copies)
# inputs
backends = ["halops", "cutlass"]
batch = 4
# body
point = {"batch": batch, "m": 64}
rows_shared, rows_copied = [], []
for b in backends:
    row = point
    row["backend"] = b
    rows_shared.append(row)
    c = dict(point)
    c["backend"] = b
    rows_copied.append(c)
r_shared = [r["backend"] for r in rows_shared]
r_copied = [r["backend"] for r in rows_copied]
r_same = rows_shared[0] is rows_shared[1]
point["m"] = 128
r_shared_m = [r["m"] for r in rows_shared]
r_copied_m = [r["m"] for r in rows_copied]
template = {"ok": None, "tags": []}
rows = [dict(template) for _ in range(2)]
rows[0]["tags"].append("x")
rows[1]["ok"] = True
r_tags = [r["tags"] for r in rows]
r_ok = [r["ok"] for r in rows]
r_template = template
grid = [[0] * 2] * 2
grid[0][1] = 5
r_grid = grid
