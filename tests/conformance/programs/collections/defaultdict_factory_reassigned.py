# probe: defaultdict.default_factory can be reassigned: None makes missing keys raise KeyError, a new callable is used
# inputs
v = 1
# body
from collections import defaultdict
d = defaultdict(list)
d["a"].append(v)
d.default_factory = None
try:
    d["b"]
    r_none = "ok"
except KeyError as e:
    r_none = type(e).__name__
d.default_factory = int
r_int = d["c"]
r_keys = list(d)
r_factory = d.default_factory is int
