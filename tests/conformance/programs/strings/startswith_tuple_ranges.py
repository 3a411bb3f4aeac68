# probe: startswith/endswith with tuples (empty, with ''), start/end windows, negative bounds, and non-str members
# inputs
s = "model_v2.ckpt"
exts = (".ckpt", ".pt")
# body
r_tuple = (s.endswith(exts), s.startswith(("x", "mod")), s.startswith(()), s.endswith(("",)))
r_window = [s.startswith("v2", k) for k in (5, 6, -7, 20)]
r_end_window = [s.endswith("model", 0, k) for k in (5, -8, 4, 100)]
r_empty = [s.startswith("", k) for k in (0, 13, 14, -100)] + [s.endswith("", 14), s.endswith("", 5, 3)]
r_both = s.startswith("_v", 5, 7)
try:
    s.startswith(["m"])
    r_list = "ok"
except TypeError as e:
    r_list = type(e).__name__
try:
    s.endswith((".ckpt", 1))
    r_bad_member = "ok"
except TypeError as e:
    r_bad_member = type(e).__name__
