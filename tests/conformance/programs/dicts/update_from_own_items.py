# probe: d.update(generator over d.items()) that adds keys raises RuntimeError after the first new key is stored
# inputs
cfg = {"lr": 1, "bs": 2}
# body
d = dict(cfg)
try:
    d.update((k + "_x", v) for k, v in d.items())
    r_update = "ok"
except RuntimeError as e:
    r_update = type(e).__name__
r_keys = list(d)
