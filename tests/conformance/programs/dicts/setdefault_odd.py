# probe: setdefault without a default stores None; existing None/falsy values are kept; unhashable keys refused; equal keys of other types
# inputs
d0 = {"bs": 0, "lr": None}
key = "dtype"
# body
d = dict(d0)
r_missing = d.setdefault(key)
r_stored = (key in d, d[key])
r_zero = d.setdefault("bs", 99)
r_none = d.setdefault("lr", 1e-3)
r_order = list(d)
n = {1: "int"}
r_float_key = n.setdefault(1.0, "float")
r_true_key = n.setdefault(True, "bool")
r_n = (n, [type(k).__name__ for k in n])
try:
    d.setdefault([key], 1)
    r_unhashable = "ok"
except TypeError as e:
    r_unhashable = type(e).__name__
try:
    d.setdefault()
    r_arity = "ok"
except TypeError as e:
    r_arity = type(e).__name__
groups = {}
for name in ["a1", "b1", "a2"]:
    groups.setdefault(name[0], []).append(name)
r_groups = groups
