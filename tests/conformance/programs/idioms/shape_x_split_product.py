# probe: shapes "2x3x4" split on "x", product with a loop and math.prod, malformed shapes "2xx3", "x", "2x-1"
# inputs
shapes = ["2x3x4", "8", "1x1", "16X4"]
bad = ["2xx3", "x", "2x-1", "2x3.0", ""]
# body
import math
def parse(s):
    dims = tuple(int(p) for p in s.lower().split("x"))
    if any(d <= 0 for d in dims):
        raise ValueError("non-positive")
    return dims
r_dims = [parse(s) for s in shapes]
r_numel = [math.prod(d) for d in r_dims]
r_rank = {s: len(d) for s, d in zip(shapes, r_dims)}
r_bad = []
for b in bad:
    try:
        r_bad.append(parse(b))
    except ValueError as e:
        r_bad.append(type(e).__name__)
r_split_empty = "".split("x")
r_split_none = " 2 x 3 ".split()
r_const = math.prod(parse("3x5"))
