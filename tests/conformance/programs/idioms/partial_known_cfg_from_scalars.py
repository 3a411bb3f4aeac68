# probe: a config built from scalar inputs: known keys with unknown values, an input key that may coincide with a known one
# inputs
iters = 20
extra = "iters"
dtype = "bf16"
# body
cfg = {"iters": iters, "dtype": dtype, extra: 0}
r_len = len(cfg)
r_keys = list(cfg)
r_iters = cfg["iters"]
r_dtype = cfg["dtype"]
DEFAULTS = {"warmup": 3, "iters": 10}
merged = {**DEFAULTS, **cfg}
r_warm = merged["warmup"]
r_merged_keys = list(merged)
r_known = merged.get("warmup", 0) + 1
r_dt_len = len(merged["dtype"])
r_total = merged["iters"] + merged["warmup"]
r_dt_upper = merged["dtype"].upper()
