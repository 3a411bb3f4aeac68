# probe: in-place set operators with dict views, frozensets and lists: in place or rebinding, refusals
# inputs
d = {2: "b", 3: "c"}
start = [1, 2]
# body
s = set(start)
alias = s
s |= d.keys()
r_keys_ior = (sorted(s), s is alias, type(s).__name__, sorted(alias))
s = set(start)
alias = s
s -= frozenset({1})
r_frozen_isub = (s, s is alias)
s = set(start)
try:
    s |= [5]
except TypeError as e:
    r_list_ior = type(e).__name__
s = set(start)
try:
    s &= d.keys()
    r_keys_iand = (s, type(s).__name__)
except TypeError as e:
    r_keys_iand = type(e).__name__
s = set(start)
s ^= d.items() if False else set(d)
r_ixor = s
r_view_ops = (sorted(d.keys() | start), sorted(d.keys() - [2]), sorted(d.keys() ^ {3, 4}), sorted(d.keys() & (3, 9)))
r_view_types = [type(x).__name__ for x in (d.keys() | start, {1} | d.keys(), d.items() & {(2, "b")})]
r_view_rel = (d.keys() == {2, 3}, {2, 3} == d.keys(), d.keys() <= {2, 3, 4}, d.keys().isdisjoint([9]), {2}.issubset(d.keys()))
r_items_set = sorted(d.items() | {(9, "z")})
try:
    d.values() | {1}
except TypeError as e:
    r_values_or = type(e).__name__
fz = frozenset(start)
keep = fz
fz &= {2, 7}
r_frozen_iand = (fz, type(fz).__name__, fz is keep, keep)
