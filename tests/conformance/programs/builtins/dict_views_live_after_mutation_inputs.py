# probe: keys/values/items views taken before input-driven mutations show the dict as it is now; set operations on keys views; a view iterated while the dict grows raises
# inputs
add = {"c": 3, "a": 9}
drop = "b"
# body
d = {"a": 1, "b": 2}
ks = d.keys()
vs = d.values()
its = d.items()
d.update(add)
d.pop(drop, None)
r_keys = list(ks)
r_vals = list(vs)
r_items = list(its)
r_len = len(ks)
r_and = sorted(ks & {"a", "z"})
r_or = sorted(ks | set(add))
r_in = ("a", 9) in its
try:
    for k in d:
        d[k + k] = 0
    r_grow = "ok"
except RuntimeError as e:
    r_grow = type(e).__name__
r_after = sorted(d)
