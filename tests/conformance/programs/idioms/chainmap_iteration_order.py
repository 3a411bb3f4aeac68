# probe: ChainMap iterates keys from the last map first; len counts distinct keys; pop only from the first map
# inputs
cli = {"iters": 3}
cfg = {"dtype": "fp16", "iters": 7}
key = "dtype"
# body
from collections import ChainMap
DEFAULTS = {"warmup": 1, "dtype": "bf16"}
cm = ChainMap(cli, cfg, DEFAULTS)
r_list = list(cm)
r_items = list(cm.items())
r_len = len(cm)
r_key = cm[key]
try:
    cm.pop(key)
    r_pop = "ok"
except KeyError as e:
    r_pop = type(e).__name__
r_popped = cm.pop("iters")
r_after = cm["iters"]
r_cli = dict(cli)
try:
    cm.popitem()
    r_popitem = "ok"
except KeyError as e:
    r_popitem = type(e).__name__
r_bool = bool(ChainMap({}, {}))
r_bool2 = bool(cm)
