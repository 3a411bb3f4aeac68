# probe: a sweep over shapes and dtypes: product, filter by a size budget computed with operator.mul, sorted by several keys, grouped names joined
# inputs
shapes = [(64, 128), (256, 256), (1024, 512)]
dtypes = {"fp32": 4, "fp16": 2, "int8": 1}
budget = 300000
# body
import functools
import itertools
import operator
points = []
for shape, (dt, size) in itertools.product(shapes, dtypes.items()):
    nbytes = functools.reduce(operator.mul, shape, size)
    if nbytes <= budget:
        points.append({"shape": shape, "dtype": dt, "bytes": nbytes})
r_count = len(points)
r_sorted = [(p["dtype"], p["shape"]) for p in sorted(points, key=operator.itemgetter("bytes", "dtype"))]
r_largest = max(points, key=operator.itemgetter("bytes"))["bytes"]
r_names = ",".join(f"{p['dtype']}_{'x'.join(map(str, p['shape']))}" for p in points[:3])
r_by_dtype = {dt: sum(1 for p in points if p["dtype"] == dt) for dt in sorted(dtypes, key=dtypes.get)}
r_total = sum(map(operator.itemgetter("bytes"), points))
r_any_big = any(p["bytes"] > budget // 2 for p in points)
r_all_pow2 = all(s & (s - 1) == 0 for p in points for s in p["shape"])
r_ids = [f"{i:02d}:{p['dtype']:>4}" for i, p in enumerate(points, 1)][:4]
