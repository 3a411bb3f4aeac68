# probe: __lt__ and friends drive comparisons, sorted, min and max; reflected comparison
# inputs
vals = [3, 1, 2]
# body
class V:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v < other.v
    def __repr__(self):
        return f"V({self.v})"
objs = [V(x) for x in vals]
r_sorted = [o.v for o in sorted(objs)]
r_min = min(objs).v
r_max = max(objs).v
r_lt = V(1) < V(2)
r_gt_reflected = V(3) > V(2)
try:
    V(1) <= V(2)
    r_le = "ok"
except TypeError as e:
    r_le = type(e).__name__
