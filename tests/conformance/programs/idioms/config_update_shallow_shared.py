# probe: defaults.copy() then update(user): the shallow copy shares nested lists/dicts with the defaults, so mutating them through the merged config changes the defaults
# inputs
user = {"iters": 20, "shapes": [[128, 128, 64]]}
extra_tag = "fast"
# body
DEFAULTS = {"iters": 10, "tags": ["base"], "kernel": {"tile": 128}, "shapes": []}
cfg = DEFAULTS.copy()
cfg.update(user)
cfg["tags"].append(extra_tag)
cfg["kernel"]["tile"] = 256
cfg["shapes"].append([1, 2, 3])
r_cfg_keys = list(cfg)
r_default_tags = DEFAULTS["tags"]
r_default_tile = DEFAULTS["kernel"]["tile"]
r_default_shapes = DEFAULTS["shapes"]
r_user_shapes = user["shapes"]
r_shared = cfg["tags"] is DEFAULTS["tags"]
r_iters = cfg["iters"]
cfg2 = dict(DEFAULTS, **{"iters": 3})
cfg2["tags"] = cfg2["tags"] + ["new"]
r_cfg2_tags = cfg2["tags"]
r_defaults_after = DEFAULTS["tags"]
cfg3 = {**DEFAULTS, **user, "iters": 1}
cfg3["tags"] += ["inplace"]
r_defaults_final = DEFAULTS["tags"]
r_cfg3_iters = cfg3["iters"]
