# probe: a defaultdict factory that inserts into the dict: __missing__ stores the factory's value after it returns (overwriting)
# inputs
v = 1
# body
from collections import defaultdict
d = defaultdict()
def factory():
    d["k"] = "inner"
    d["other"] = v
    return "outer"
d.default_factory = factory
r_val = d["k"]
r_items = list(d.items())
def bad():
    raise ValueError("no")
d2 = defaultdict(bad)
try:
    d2["x"]
except ValueError as e:
    r_raise = (type(e).__name__, len(d2))
