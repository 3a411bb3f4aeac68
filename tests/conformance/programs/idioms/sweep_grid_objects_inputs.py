# probe: a sweep over a product of input lists building point objects, filtering invalid points by a method, counting and indexing the kept ones
# inputs
sizes = [16, 32]
dtypes = ["fp16", "fp8"]
skip = "fp8"
# body
import itertools
class Point:
    def __init__(self, size, dtype):
        self.size = size
        self.dtype = dtype
    def valid(self):
        return not (self.dtype == skip and self.size < 32)
    def key(self):
        return f"{self.dtype}-{self.size}"
points = [Point(s, d) for s, d in itertools.product(sizes, dtypes)]
kept = [p for p in points if p.valid()]
r_n = (len(points), len(kept))
r_keys = [p.key() for p in kept]
by_dtype = {}
for p in kept:
    by_dtype.setdefault(p.dtype, []).append(p.size)
r_by = by_dtype
r_first = kept[0].key() if kept else None
r_sizes = sorted({p.size for p in points})
