# probe: setdefault stores None without a default and returns the existing value otherwise; pop with/without default; popitem LIFO and on empty; bad argument counts
# inputs
d0 = {"a": 1}
dflt = []
# body
d = dict(d0)
r_sd_none = (d.setdefault("b"), d)
r_sd_existing = d.setdefault("a", 99)
v = d.setdefault("c", dflt)
v.append(1)
r_sd_shared = (d["c"], dflt, d["c"] is dflt)
r_pop_default = (d.pop("zz", "dflt"), d.pop("a", "dflt"))
try:
    d.pop("zz")
except KeyError as e:
    r_pop_missing = (type(e).__name__, e.args)
r_popitem = d.popitem()
r_popitem2 = d.popitem()
try:
    d.popitem()
except KeyError as e:
    r_popitem_empty = (type(e).__name__, len(d))
try:
    d.pop()
except TypeError as e:
    r_pop_no_arg = type(e).__name__
try:
    d.setdefault()
except TypeError as e:
    r_sd_no_arg = type(e).__name__
try:
    d.setdefault([1], 2)
except TypeError as e:
    r_sd_unhashable = (type(e).__name__, d)
r_pop_none_default = d.pop("q", None)
e = {"x": 1, "y": 2, "z": 3}
del e["y"]
e["y"] = 5
r_popitem_after_reinsert = e.popitem()
