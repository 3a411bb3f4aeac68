# probe: `(key, value) in d.items()` looks the key up by hash, so an unhashable key raises TypeError
# inputs
cfg = {"bs": 8}
# body
try:
    r_in_items = (["bs"], 8) in cfg.items()
except TypeError as e:
    r_in_items = type(e).__name__
