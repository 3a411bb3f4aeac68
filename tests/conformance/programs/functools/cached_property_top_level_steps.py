# probe: cached_property computed once per instance and stored in its __dict__; deleting recomputes; assigning overrides; each step a separate statement
# inputs
w = 3
h = 4
# body
from functools import cached_property
calls = []
class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h
    @cached_property
    def area(self):
        calls.append(self.w)
        return self.w * self.h
r = Rect(w, h)
first = r.area
r.w = 10
second = r.area
r_stale = (first, second, len(calls))
del r.area
r_recomputed = r.area
r.area = -1
r_assigned = r.area
r_in_dict = sorted(vars(r))
other = Rect(1, 1)
r_other = other.area
r_calls = list(calls)
r_class_access = type(Rect.area).__name__
try:
    del other.area
    del other.area
except AttributeError as e:
    r_double_del = type(e).__name__
