# probe: picking the fastest backend per shape from a flat result list: dict of best rows updated in a loop, ties keep the first, speedup ratios rounded, baseline from the first backend
# inputs
rows = [
    {"shape": "64x64", "backend": "halops", "us": 5.0},
    {"shape": "64x64", "backend": "cutlass", "us": 4.0},
    {"shape": "128x64", "backend": "halops", "us": 9.0},
    {"shape": "128x64", "backend": "cutlass", "us": 9.0},
    {"shape": "64x64", "backend": "torch", "us": 4.0},
]
# body
best = {}
for r in rows:
    cur = best.get(r["shape"])
    if cur is None or r["us"] < cur["us"]:
        best[r["shape"]] = r
r_best = {k: v["backend"] for k, v in best.items()}
baseline = {}
for r in rows:
    baseline.setdefault(r["shape"], r["us"])
    r["speedup"] = round(baseline[r["shape"]] / r["us"], 3)
r_speedups = [(r["backend"], r["speedup"]) for r in rows]
r_aliased = best["64x64"]["speedup"]
r_min_key = min(rows, key=lambda r: r["us"])["backend"]
r_max_speed = max(rows, key=lambda r: (r["speedup"], r["backend"]))["backend"]
wins = {}
for v in best.values():
    wins[v["backend"]] = wins.get(v["backend"], 0) + 1
r_wins = sorted(wins.items(), key=lambda kv: (-kv[1], kv[0]))
