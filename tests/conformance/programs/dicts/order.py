# probe: dicts keep insertion order; re-assigning keeps the position; delete and re-insert moves it
# inputs
keys = ["c", "a", "b"]
# body
d = {}
for k in keys:
    d[k] = len(d)
r_order = list(d)
d["c"] = 100
r_reassign = list(d.items())
del d["c"]
d["c"] = 0
r_reinsert = list(d)
r_eq_other_order = {"a": 1, "b": 2} == {"b": 2, "a": 1}
r_first = next(iter(d))
