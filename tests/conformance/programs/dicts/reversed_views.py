# probe: reversed() over a dict and its keys/values/items views, after deletes and reinserts; reversed of a set is refused
# inputs
cfg = {"lr": 0.1, "bs": 32, "dtype": "fp16"}
# body
d = dict(cfg)
r_keys = list(reversed(d))
del d["lr"]
d["lr"] = 0.2
r_after_reinsert = list(reversed(d))
d["bs"] = 64
it = reversed(d)
r_first = next(it)
try:
    reversed(set(cfg))
    r_set = "ok"
except TypeError as e:
    r_set = type(e).__name__
try:
    it2 = reversed(d)
    d["new"] = 1
    next(it2)
    r_changed = "ok"
except RuntimeError as e:
    r_changed = type(e).__name__
r_empty = list(reversed({}))
r_vals = list(reversed(d.values()))
r_items = list(reversed(d.items()))
r_kview = list(reversed(d.keys()))
r_after_reassign = list(reversed(d.items()))
r_iter_type = type(it).__name__
