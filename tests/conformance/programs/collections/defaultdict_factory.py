# probe: defaultdict: default_factory, nested, in/get do not create, copy keeps the type, dict() does not
# inputs
key = "fp8"
# body
from collections import defaultdict
d = defaultdict(list)
d[key].append("triton")
d[key].append("cutlass")
r_d = dict(d)
r_factory_name = d.default_factory.__name__
r_type = type(d).__name__
r_in = "bf16" in d
r_get = d.get("bf16", "none")
r_len = len(d)
r_copy_type = type(d.copy()).__name__
r_dict_type = type(dict(d)).__name__
r_is_dict = isinstance(d, dict)
r_is_dd = isinstance(d, defaultdict)
r_plain_is_dd = isinstance({}, defaultdict)
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["b"] += 2
r_nested = nested["a"]["b"]
r_setdefault = d.setdefault("int8", ["x"])
d.default_factory = None
try:
    d["missing"]
except KeyError as e:
    r_after_none = type(e).__name__
try:
    defaultdict(5)
except TypeError as e:
    r_not_callable = type(e).__name__
