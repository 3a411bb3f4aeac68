# probe: frozensets as dict keys and set items: equal regardless of insertion order, set lookups by a set, nested frozensets, unhashable set items
# inputs
items = ["x", "y"]
# body
k1 = frozenset(items)
k2 = frozenset(reversed(items))
d = {k1: "first"}
d[k2] = "second"
r_dict = (len(d), d[frozenset({"x", "y"})])
r_lookup_by_set = d.get(frozenset(set(items)))
nested = {frozenset([k1]), frozenset([k2]), frozenset()}
r_nested_len = len(nested)
r_in = (frozenset([k1]) in nested, frozenset() in nested)
try:
    {frozenset(), set()}
except TypeError as e:
    r_set_item = type(e).__name__
try:
    d[set(items)]
except TypeError as e:
    r_set_key = type(e).__name__
r_sorted_by_len = [sorted(f) for f in sorted({k1, frozenset(["z"]), frozenset()}, key=len)]
r_union_keys = sorted(k1 | {"z"})
