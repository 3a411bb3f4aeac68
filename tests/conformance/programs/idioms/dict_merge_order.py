# probe: the key order of merged configs: {**a, **b}, a | b, dict.update, ChainMap iteration order, setdefault on existing keys
# inputs
cfg = {"iters": 5, "M": 128, "dtype": "fp16"}
# body
from collections import ChainMap
DEFAULTS = {"dtype": "bf16", "iters": 10, "warmup": 3}
r_star = list({**DEFAULTS, **cfg})
r_or = list(DEFAULTS | cfg)
r_ror = list(cfg | DEFAULTS)
d = dict(DEFAULTS)
d.update(cfg)
r_update = list(d.items())
r_chain = list(ChainMap(cfg, DEFAULTS))
r_chain_items = list(ChainMap(cfg, DEFAULTS).items())
r_chain3 = list(ChainMap({"z": 1}, cfg, DEFAULTS))
e = dict(cfg)
e.setdefault("dtype", "x")
e.setdefault("warmup", 1)
r_setdefault = list(e.items())
f = dict.fromkeys(["b", "a", "b"], 0)
r_fromkeys = list(f)
g = {**cfg}
del g["iters"]
g["iters"] = 1
r_reinsert = list(g)
