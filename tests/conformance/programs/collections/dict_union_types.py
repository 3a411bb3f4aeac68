# probe: dict | and |= : with pairs, with a non-dict, and the type of the result with collections dicts
# inputs
base = {"batch": 1}
# body
from collections import defaultdict, OrderedDict
r_plain = base | {"dtype": "bf16"}
d = dict(base)
d |= [("x", 1)]
r_ior_pairs = d
try:
    base | [("x", 1)]
except TypeError as e:
    r_or_list = type(e).__name__
dd = defaultdict(int, base)
r_left_dd = type(dd | {"y": 1}).__name__
r_right_dd = type({"y": 1} | dd).__name__
r_right_dd_factory = ({"y": 1} | dd).default_factory is int
r_od = type(OrderedDict(base) | {"y": 1}).__name__
r_values = dict({"y": 1} | dd)
