# probe: namedtuple rename=True renames keywords, duplicates, underscores and invalid names to _index; module= sets __module__
# inputs
v = 1
# body
from collections import namedtuple
R = namedtuple("R", ["a", "def", "a", "_x", "2b", "ok"], rename=True)
r_fields = R._fields
r_vals = tuple(R(v, 2, 3, 4, 5, 6))
r_access = R(v, 2, 3, 4, 5, 6)._1
M = namedtuple("M", "x", module="custom.mod")
r_module = M.__module__
r_qualname = M.__qualname__
try:
    namedtuple("Bad", ["a", "a"])
    r_dup = "ok"
except ValueError as e:
    r_dup = type(e).__name__
try:
    namedtuple("class", ["a"])
    r_kw_type = "ok"
except ValueError as e:
    r_kw_type = type(e).__name__
