# probe: max() over a dict whose key function adds a key raises RuntimeError (dictionary changed size during iteration)
# inputs
cfg = {"lr": 3, "bs": 1}
# body
d = dict(cfg)
try:
    max(d, key=lambda k: d.setdefault(k + "_x", 0))
    r_max = "ok"
except RuntimeError as e:
    r_max = type(e).__name__
r_len = len(d)
