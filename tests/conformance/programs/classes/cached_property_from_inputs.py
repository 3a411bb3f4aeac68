# probe: functools.cached_property computed from inputs once, stored in the instance dict, recomputed after del, overridden by assignment; a call counter
# inputs
base = 4
factor = 3
# body
import functools
calls = []
class Model:
    def __init__(self, base):
        self.base = base
    @functools.cached_property
    def size(self):
        calls.append(self.base)
        return self.base * factor
m = Model(base)
r_first = m.size
r_second = m.size
r_calls = list(calls)
r_in_dict = "size" in vars(m)
m.base = base + 1
r_stale = m.size
del m.size
r_fresh = m.size
m.size = -1
r_set = m.size
r_calls_all = calls
other = Model(0)
r_other = other.size
r_len = len(calls)
