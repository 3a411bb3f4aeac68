# probe: nested config reads with .get chains: a section present but None breaks .get, `or {}` repairs it, a falsy 0 kept by `is None` tests
# inputs
cfg = {"bench": None, "model": {"layers": 0, "name": "m"}}
section = "bench"
# body
try:
    r_iters = cfg.get(section, {}).get("iters", 10)
except AttributeError as e:
    r_iters = type(e).__name__
r_iters_or = (cfg.get(section) or {}).get("iters", 10)
r_missing = cfg.get("nope", {}).get("iters", 5)
layers = cfg["model"].get("layers")
r_layers_or = layers or 12
r_layers_is = 12 if layers is None else layers
r_name = cfg["model"].get("name", "default")
try:
    r_deep = cfg["model"]["opts"]["x"]
except KeyError as e:
    r_deep = ("KeyError", e.args[0])
r_sections = [k for k, v in cfg.items() if isinstance(v, dict)]
r_fixed = {}.get("a", {}).get("b", "z")
