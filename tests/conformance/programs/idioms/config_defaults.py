# probe: the ways harnesses take defaults from a config dict
# inputs
cfg = {"batch_sizes": [1, 16], "dtype": None, "iters": 0}
# body
DEFAULTS = {"dtype": "bf16", "iters": 10, "warmup": 2}
merged = {**DEFAULTS, **cfg}
r_merged = merged
r_or_default = cfg.get("dtype") or "bf16"
r_get_default = cfg.get("warmup", DEFAULTS["warmup"])
r_zero_or = cfg.get("iters") or 5
r_dict_kw = dict(cfg, batch_size=cfg["batch_sizes"][0])
r_union = DEFAULTS | {k: v for k, v in cfg.items() if v is not None}
r_setdefault = dict(cfg).setdefault("gpu", "H100")
r_in = "dtype" in cfg and cfg["dtype"] is not None
