# probe: dict.update / |= / set.update fed by a generator over the same container change it while it is iterated: RuntimeError, with the items added before the error kept
# inputs
cfg = {"lr": 1, "bs": 2}
# body
d = dict(cfg)
try:
    d.update((k + "_x", v) for k, v in d.items())
    r_update = ("ok", d)
except RuntimeError as e:
    r_update = (type(e).__name__, d)
d = dict(cfg)
try:
    d |= ((k.upper(), v) for k, v in d.items())
    r_ior = ("ok", d)
except RuntimeError as e:
    r_ior = (type(e).__name__, d)
d = dict(cfg)
d.update((k, v * 10) for k, v in d.items())
r_same_keys = d
s = set(cfg.values())
try:
    s.update(v + 10 for v in s)
    r_set_update = ("ok", sorted(s))
except RuntimeError as e:
    r_set_update = (type(e).__name__, sorted(s))
s = set(cfg.values())
s.update([v + 10 for v in s])
r_set_list = sorted(s)
