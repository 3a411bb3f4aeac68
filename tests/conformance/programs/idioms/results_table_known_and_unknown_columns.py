# probe: a results table (list of dicts) with known columns beside input-dependent ones; column extraction, filtering by a known column, the best row by an input-dependent column
# inputs
times = [1.5, 0.5, 2.0]
names = ["x", "y", "z"]
# body
rows = []
for i, (name, t) in enumerate(zip(names, times)):
    rows.append({"idx": i, "name": name, "time": t, "const": "c"})
r_idx = [r["idx"] for r in rows]
r_const = {r["const"] for r in rows}
r_times = [r["time"] for r in rows]
r_best = min(rows, key=lambda r: r["time"])["name"]
r_fast = [r["name"] for r in rows if r["time"] < 1.8]
r_first_const = rows[0]["const"]
r_header = list(rows[0]) if rows else []
r_fmt = ["%s:%.1f" % (r["name"], r["time"]) for r in rows]
rows.sort(key=lambda r: r["time"], reverse=True)
r_sorted_idx = [r["idx"] for r in rows]
