# probe: functools.cached_property on a config object: computed once, stored in the instance __dict__, deleting it recomputes, input mutation not seen until deleted
# inputs
sizes = [1, 2, 3]
# body
import functools
calls = []
class Cfg:
    def __init__(self, sizes):
        self.sizes = sizes
    @functools.cached_property
    def total(self):
        calls.append(1)
        return sum(self.sizes)
c = Cfg(list(sizes))
r_first = c.total
c.sizes.append(10)
r_cached = c.total
r_in_dict = "total" in c.__dict__
del c.total
r_recomputed = c.total
r_calls = len(calls)
c.total = -1
r_assigned = c.total
r_class_attr = type(Cfg.__dict__["total"]).__name__
try:
    del c.total
    del c.total
    r_double_del = "ok"
except AttributeError as e:
    r_double_del = type(e).__name__
