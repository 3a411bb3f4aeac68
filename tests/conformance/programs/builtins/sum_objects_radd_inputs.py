# probe: sum over objects with __add__/__radd__ (sum starts at 0), sum with an object start, and a TypeError from a type lacking them, over inputs
# inputs
vals = [1, 2, 3]
start = 10
# body
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        o = other.v if isinstance(other, M) else other
        return M(self.v + o)
    def __radd__(self, other):
        return M(other + self.v)
ms = [M(v) for v in vals]
r_sum = sum(ms).v
r_sum_start = sum(ms, M(start)).v
r_sum_int_start = sum(ms, start).v
r_empty = sum([], M(start)).v
class N:
    pass
try:
    sum([N()])
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
r_mixed = sum([1, M(start), 2]).v
