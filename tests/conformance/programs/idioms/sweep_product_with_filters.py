# probe: sweep points made with itertools.product over a config's lists, some skipped with continue, collected as dicts and sorted by a key tuple
# inputs
batch_sizes = [1, 16, 64]
s_kv_list = [512, 4096]
page_size = 64
# body
import itertools
cfg = {"batch_sizes": batch_sizes, "s_kv_list": s_kv_list, "page_size": page_size}
points = []
skipped = []
for b, s in itertools.product(cfg["batch_sizes"], cfg.get("s_kv_list", [1024])):
    if s % cfg["page_size"]:
        skipped.append((b, s))
        continue
    points.append({"batch": b, "s_kv": s, "pages": b * (s // cfg["page_size"])})
r_points = sorted(points, key=lambda p: (-p["pages"], p["batch"]))
r_skipped = skipped
r_total = sum(p["pages"] for p in points)
r_max = max((p["pages"] for p in points), default=None)
r_grid = [(b, s) for b in batch_sizes for s in s_kv_list if b * s > 1000]
