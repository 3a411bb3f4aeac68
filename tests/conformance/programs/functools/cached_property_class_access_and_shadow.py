# probe: cached_property read on the class gives the descriptor itself; an instance attribute set first shadows it (getter never runs); vars() after the first read
# inputs
base = 3
# body
from functools import cached_property
runs = []
class C:
    def __init__(self, b):
        self.b = b
    @cached_property
    def sq(self):
        runs.append(self.b)
        return self.b * self.b
r_class_type = type(C.sq).__name__
c = C(base)
r_before = sorted(vars(c))
r_first = c.sq
r_after = sorted(vars(c))
c.b = 10
r_stale = c.sq
d = C(base)
d.sq = "preset"
r_preset = d.sq
r_runs = list(runs)
del c.sq
r_recomputed = c.sq
r_runs2 = list(runs)
try:
    del d.sq
    del d.sq
except AttributeError as e:
    r_double_del = type(e).__name__
