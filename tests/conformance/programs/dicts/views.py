# probe: keys, values, items views: contents, live updates, set operations
# inputs
d = {"x": 1, "y": 2}
# body
ks = d.keys()
vs = d.values()
its = d.items()
d["z"] = 3
r_keys = list(ks)
r_values = list(vs)
r_items = list(its)
r_len = len(ks)
r_in = ("x" in ks, 1 in vs, ("y", 2) in its)
r_set_ops = sorted(d.keys() & {"x", "q"})
r_set_or = sorted(d.keys() | {"q"})
r_sub = sorted(d.keys() - {"x"})
r_view_type = type(ks).__name__
