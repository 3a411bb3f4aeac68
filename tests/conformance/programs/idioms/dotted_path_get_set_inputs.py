# probe: a config read and written by dotted paths from inputs with functools.reduce over getattr/dict lookups; missing paths give a default or raise; objects and dicts mixed
# inputs
path = "model.opt.lr"
bad = "model.nope.x"
new = 0.5
# body
import functools
import types
cfg = types.SimpleNamespace(model=types.SimpleNamespace(opt={"lr": 0.1, "wd": 0}, name="m"))
def get(obj, dotted, default=None):
    try:
        return functools.reduce(lambda o, k: o[k] if isinstance(o, dict) else getattr(o, k), dotted.split("."), obj)
    except (KeyError, AttributeError):
        return default
def put(obj, dotted, value):
    *parents, last = dotted.split(".")
    target = get(obj, ".".join(parents)) if parents else obj
    if isinstance(target, dict):
        target[last] = value
    else:
        setattr(target, last, value)
r_get = get(cfg, path)
r_bad = get(cfg, bad, "missing")
put(cfg, path, new)
r_after = cfg.model.opt
put(cfg, "model.name", path.split(".")[0])
r_name = cfg.model.name
r_depth = len(path.split("."))
