# probe: functools.cached_property computes once and stores in the instance __dict__; deleting the entry recomputes; assignment overrides; it is a non-data descriptor
# inputs
v = 4
# body
from functools import cached_property
calls = []
class C:
    def __init__(self, n):
        self.n = n
    @cached_property
    def sq(self):
        calls.append(self.n)
        return self.n * self.n
c = C(v)
r_first = c.sq
r_second = c.sq
r_in_dict = "sq" in vars(c)
c.n = 10
r_stale = c.sq
del c.sq
r_recomputed = c.sq
c.sq = "set"
r_set = c.sq
r_calls = list(calls)
r_cls = type(C.sq).__name__
try:
    del c.sq
    del c.sq
except AttributeError as e:
    r_err = type(e).__name__
r_final = c.sq
r_calls_final = len(calls)
