# probe: an iterator taken from a config dict's values() or items() view is used up by its first consumer: a second list() of it is empty, next() after it raises StopIteration
# inputs
cfg = {"M": 128, "N": 256}
# body
vit = iter(cfg.values())
r_first = list(vit)
r_second = list(vit)
iit = iter(cfg.items())
r_next = next(iit)
r_rest = list(iit)
try:
    next(iit)
    r_stop = "ok"
except StopIteration as e:
    r_stop = type(e).__name__
kit = iter(cfg.keys())
r_k1 = list(kit)
r_k2 = list(kit)
try:
    next(cfg.values())
    r_view_next = "ok"
except TypeError as e:
    r_view_next = type(e).__name__
