# probe: a config that arrived as a list of pairs: .get raises AttributeError, ["k"] TypeError, dict() of it works
# inputs
cfg = [("iters", 5), ("dtype", "fp16")]
key = "iters"
# body
try:
    v = cfg.get(key, 10)
    r_get = ("ok", v)
except AttributeError as e:
    r_get = type(e).__name__
try:
    v = cfg[key]
    r_sub = ("ok", v)
except (KeyError, IndexError) as e:
    r_sub = ("lookup", type(e).__name__)
except TypeError as e:
    r_sub = type(e).__name__
d = dict(cfg)
r_d = d[key]
try:
    r_items = [k for k, v in cfg.items()]
except AttributeError as e:
    r_items = type(e).__name__
try:
    r_in = key in cfg
except TypeError as e:
    r_in = type(e).__name__
r_len = len(cfg)
r_known = "fixed"
