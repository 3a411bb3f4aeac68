# probe: cfg.get("x", default) versus cfg.get("x") or default when the value is 0, "", None, [] or False; `in` versus get is not None
# inputs
cfg = {"batch_size": 0, "backends": [], "dtype": None, "refcheck": False, "name": ""}
# body
keys = ["batch_size", "backends", "dtype", "refcheck", "name", "missing"]
r_get = [cfg.get(k, "D") for k in keys]
r_or = [cfg.get(k) or "D" for k in keys]
r_in = [k in cfg for k in keys]
r_not_none = [cfg.get(k) is not None for k in keys]
r_batch = cfg.get("batch_sizes") or [cfg.get("batch_size", 1)]
r_backends = cfg.get("backends", ["halops"]) or ["fallback"]
r_dtype = cfg["dtype"] if cfg.get("dtype") is not None else "bf16"
r_setdef = cfg.setdefault("dtype", "fp8")
r_setdef2 = cfg.setdefault("iters", 10)
r_keys_after = list(cfg)
r_pop = cfg.pop("missing", "none")
try:
    cfg.pop("missing")
    r_pop_err = "ok"
except KeyError as e:
    r_pop_err = type(e).__name__
