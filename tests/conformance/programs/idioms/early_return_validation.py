# probe: a validator with several early returns and guard clauses on config values
# inputs
cfg = {"shape": {"M": 4096, "N": 4096, "K": 100}, "dtype": "bf16"}
# body
def validate(c):
    shape = c.get("shape")
    if shape is None:
        return "no shape"
    for dim in ("M", "N", "K"):
        if dim not in shape:
            return "missing " + dim
        if shape[dim] <= 0:
            return "nonpositive " + dim
    if shape["K"] % 64 != 0:
        return "K unaligned"
    if c.get("dtype", "bf16") not in ("bf16", "fp16", "fp8"):
        return "bad dtype"
    return "ok"
r_v = validate(cfg)
r_v_ok = validate({"shape": {"M": 1, "N": 1, "K": 64}})
r_v_missing = validate({"shape": {"M": 1}})
r_v_none = validate({})
