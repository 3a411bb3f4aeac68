# probe: {**defaults, **cfg} keeps the defaults' key order for overridden keys, appends new ones; a later key wins
# inputs
cfg = {"iters": 50, "M": 256, "dtype": "fp8"}
extra_key = "seed"
# body
DEFAULTS = {"dtype": "bf16", "iters": 10, "warmup": 3}
merged = {**DEFAULTS, **cfg}
r_keys = list(merged)
r_vals = list(merged.values())
merged2 = {**cfg, **DEFAULTS}
r_keys2 = list(merged2)
r_iters2 = merged2["iters"]
merged3 = {**DEFAULTS, extra_key: 0, **cfg, "warmup": 1}
r_keys3 = list(merged3)
r_warm3 = merged3["warmup"]
r_len = len({**DEFAULTS, **cfg, **DEFAULTS})
r_defaults_untouched = DEFAULTS
try:
    bad = {**DEFAULTS, **[("a", 1)]}
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
