# probe: lru_cache keyed by objects: plain objects by identity (a new equal-looking object misses), objects defining __eq__ and __hash__ by value (hit), __eq__ alone unhashable (TypeError)
# inputs
v = 1
# body
from functools import lru_cache
runs = []
class Plain:
    def __init__(self, v):
        self.v = v
class Valued:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, Valued) and other.v == self.v
    def __hash__(self):
        return hash(self.v)
class EqOnly:
    def __eq__(self, other):
        return True
@lru_cache(maxsize=None)
def f(o):
    runs.append(type(o).__name__)
    return len(runs)
p = Plain(v)
r_p = (f(p), f(p), f(Plain(v)))
r_val = (f(Valued(v)), f(Valued(v)), f(Valued(v + 1)))
try:
    f(EqOnly())
    r_eqonly = "none"
except TypeError as e:
    r_eqonly = type(e).__name__
r_runs = list(runs)
