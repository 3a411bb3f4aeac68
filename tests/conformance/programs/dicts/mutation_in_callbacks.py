# probe: dict changed from inside callbacks: sorted() copies the keys first so its key may pop; max() over the live dict raises RuntimeError; the right side runs before the target
# inputs
cfg = {"lr": 3, "bs": 1, "wd": 2}
# body
d = dict(cfg)
r_sorted_pop = sorted(d, key=lambda k: d.pop(k))
r_left_after_sorted = d
d = dict(cfg)
try:
    max(d, key=lambda k: d.setdefault(k + "_x", 0))
    r_max_grow = ("ok", len(d))
except RuntimeError as e:
    r_max_grow = (type(e).__name__, len(d))
d = dict(cfg)
d["lr"] = d.pop("lr")
r_move_to_end = list(d)
d = dict(cfg)
d[len(d)] = d.pop("bs")
r_rhs_first = d
d = dict(cfg)
r_list_keys = [d.pop(k) for k in list(d)]
r_emptied = d
d = dict(cfg)
try:
    for k in d:
        d[k + "2"] = 0
    r_loop_add = "ok"
except RuntimeError as e:
    r_loop_add = (type(e).__name__, len(d))
d = dict(cfg)
for k in d:
    d[k] = d[k] * 10
r_loop_set = d
