# probe: ChainMap of cli overrides, config and defaults: lookup, get, len, writes go to the first map
# inputs
cli = {"iters": 50}
cfg = {"dtype": "fp16", "iters": 20, "M": 1024}
# body
from collections import ChainMap
DEFAULTS = {"dtype": "bf16", "iters": 10, "warmup": 3}
cm = ChainMap(cli, cfg, DEFAULTS)
r_iters = cm["iters"]
r_dtype = cm["dtype"]
r_warm = cm.get("warmup")
r_missing = cm.get("bs", 1)
r_keys = sorted(cm)
r_len = len(cm)
cm["seed"] = 0
r_cli = dict(cli)
r_dict = dict(cm)
r_in = "M" in cm
child = cm.new_child({"iters": 1})
r_child = child["iters"]
r_parents = child.parents["iters"]
try:
    del cm["warmup"]
    r_del = "ok"
except KeyError as e:
    r_del = type(e).__name__
