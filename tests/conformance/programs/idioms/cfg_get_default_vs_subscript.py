# probe: cfg["k"] KeyError vs cfg.get("k", default), get returns None for present None, `or` defaults swallow 0/"", nested .get chains, setdefault writes
# inputs
cfg = {"iters": 0, "name": "", "warmup": None, "dtype": "f16", "opts": {"fast": True}}
# body
r_get_iters = cfg.get("iters", 10)
r_or_iters = cfg.get("iters") or 10
r_get_name = cfg.get("name", "default")
r_or_name = cfg.get("name") or "default"
r_warm = cfg.get("warmup", 5)
r_missing = cfg.get("repeat", 3)
try:
    cfg["repeat"]
    r_sub = "ok"
except KeyError as e:
    r_sub = (type(e).__name__, e.args)
r_nested = cfg.get("opts", {}).get("fast", False)
r_nested_missing = cfg.get("other", {}).get("fast", False)
try:
    cfg.get("warmup", {}).get("x")
    r_none_chain = "ok"
except AttributeError as e:
    r_none_chain = type(e).__name__
r_sd = cfg.setdefault("repeat", 7)
r_sd2 = cfg.setdefault("iters", 99)
r_keys = list(cfg)
r_pop = cfg.pop("nothing", "dflt")
