# probe: update from dicts, pairs and keywords; | and |= merge operators
# inputs
base = {"a": 1, "b": 2}
extra = {"b": 20, "c": 30}
# body
d = dict(base)
d.update(extra)
r_update = d
d.update([("d", 4)], e=5)
r_update_pairs = d
r_or = base | extra
r_or_order = list(extra | base)
r_base_unchanged = base
m = dict(base)
alias = m
m |= extra
r_ior = m
r_ior_same = alias is m
m |= [("z", 0)]
r_ior_pairs = m
try:
    base | [("x", 1)]
except TypeError as e:
    r_or_list = type(e).__name__
