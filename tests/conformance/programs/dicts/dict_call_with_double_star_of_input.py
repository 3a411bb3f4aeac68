# probe: an input dict **-unpacked into dict(...) and dict.update(**...): the defaults merge idiom dict(DEFAULTS, **cfg); its keys land in the result
# inputs
cfg = {"bs": 4}
# body
DEFAULTS = {"dtype": "bf16", "bs": 1}
r_star_only = dict(**cfg)
r_merge = dict(DEFAULTS, **cfg)
r_star_and_kw = dict(**cfg, iters=10)
r_kw_and_star = dict(iters=10, **cfg)
r_pairs_and_star = dict([("a", 1)], **cfg)
d = dict(DEFAULTS)
d.update(**cfg)
r_update_star = d
r_display = {**DEFAULTS, **cfg}
