# probe: a sweep over config lists with product and unpacking of shapes
# inputs
batch_sizes = [1, 16]
shapes = [(16, 128, 256), (32, 64, 64)]
# body
from itertools import product
points = []
for b, (m, n, k) in product(batch_sizes, shapes):
    if k % 64:
        continue
    points.append({"b": b, "m": m, "flops": 2 * b * m * n * k})
r_count = len(points)
r_first = points[0]
r_total = sum(p["flops"] for p in points)
r_ms = sorted({p["m"] for p in points})
