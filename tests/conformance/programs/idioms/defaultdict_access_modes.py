# probe: defaultdict grouping: get/in/pop do not create keys, subscript does, factory None raises KeyError, copy keeps factory, setdefault and __missing__ return values
# inputs
keys = ["a", "b", "a"]
probe = "z"
# body
from collections import defaultdict
d = defaultdict(list)
for k in keys:
    d[k].append(k)
r_get = d.get(probe)
r_in = probe in d
r_len_before = len(d)
_ = d[probe]
r_len_after = len(d)
r_keys = list(d)
r_pop = d.pop("nope", "dflt")
dn = defaultdict(None, {"x": 1})
try:
    dn["y"]
    r_none_factory = "ok"
except KeyError as e:
    r_none_factory = type(e).__name__
c = d.copy()
r_copy_type = (type(c).__name__, c.default_factory is list)
c["new"].append(1)
r_orig_has_new = "new" in d
r_missing = d.__missing__("m")
r_has_m = "m" in d
r_sd = d.setdefault("q", [9])
r_int_dd = defaultdict(int)
for k in keys:
    r_int_dd[k] += 1
r_int_dd = dict(r_int_dd)
