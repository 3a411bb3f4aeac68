# probe: math.prod and math.fsum consume generators with side effects; a raising element stops them with earlier effects kept; prod over objects with __mul__
# inputs
xs = [1, 2, 3]
# body
import math
seen = []
def gen():
    for x in xs:
        seen.append(x)
        yield x
r_prod = math.prod(gen())
r_fsum = math.fsum(gen())
r_seen = list(seen)
seen.clear()
def bad():
    yield 1.0
    seen.append("before")
    yield "x"
    seen.append("after")
try:
    math.fsum(bad())
except TypeError as e:
    r_err = type(e).__name__
r_seen2 = list(seen)
class M:
    def __init__(self, v):
        self.v = v
    def __rmul__(self, other):
        seen.append(("rmul", other))
        return M(self.v * other)
    def __mul__(self, other):
        seen.append(("mul", other.v if isinstance(other, M) else other))
        return M(self.v * (other.v if isinstance(other, M) else other))
seen.clear()
r_obj = math.prod([M(2), M(3)], start=5).v
r_seen3 = list(seen)
