# probe: dict key and item views combined with sets by operators (results are sets), comparisons with sets, isdisjoint; values view not set-like (TypeError)
# inputs
d = {"a": 1, "b": 2, "c": 3}
# body
k = d.keys()
r_and = sorted(k & {"a", "z"})
r_or_type = type(k | {"z"}).__name__
r_rsub = sorted({"a", "z"} - k)
r_xor = sorted(k ^ ["a", "q"])
r_cmp = (k == {"a", "b", "c"}, k < {"a", "b", "c", "d"}, k <= set("abc"))
r_disjoint = k.isdisjoint(["x"])
r_items = sorted(d.items() & {("a", 1), ("b", 9)})
try:
    d.values() & {1}
except TypeError as e:
    r_values = type(e).__name__
d["z"] = 0
r_live = sorted(k & {"z"})
try:
    r_unhashable_items = sorted({"a": [1]}.items() & {("a", 1)})
except TypeError as e:
    r_unhashable_items = type(e).__name__
