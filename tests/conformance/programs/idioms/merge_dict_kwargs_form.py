# probe: dict(defaults, **cfg): string keys only in **, overrides, the positional dict left as it was
# inputs
cfg = {"iters": 5, "bs": 8}
bad_cfg = {1: "x"}
# body
DEFAULTS = {"iters": 10, "warmup": 2}
m = dict(DEFAULTS, **cfg)
r_m = sorted(m.items())
r_order = list(m)
r_defaults = DEFAULTS
try:
    dict(DEFAULTS, **bad_cfg)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
try:
    dict(DEFAULTS, iters=1, **cfg)
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
m2 = dict(cfg, iters=99)
r_m2 = m2["iters"]
m3 = dict([("a", 1), ("b", 2)], **cfg)
r_m3 = list(m3)
