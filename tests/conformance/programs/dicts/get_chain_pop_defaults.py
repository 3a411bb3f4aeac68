# probe: cfg.get chains through nested dicts (None values versus missing keys), pop with and without defaults, popitem order, KeyError messages
# inputs
cfg = {"model": {"dims": {"hidden": 4096}, "name": None}, "run": {}, "iters": 0}
# body
r_chain = cfg.get("model", {}).get("dims", {}).get("hidden", 1024)
r_chain_missing = cfg.get("data", {}).get("path", "/tmp")
r_chain_none = (cfg.get("model") or {}).get("name") or "default"
try:
    cfg.get("model").get("name").get("x")
except AttributeError as e:
    r_none_attr = (type(e).__name__, str(e))
r_get_zero = cfg.get("iters", 10)
r_get_or = cfg.get("iters") or 10
r_get_none_default = cfg["model"].get("name", "dflt")
c = dict(cfg)
r_pop = c.pop("iters")
r_pop_default = c.pop("iters", -1)
r_pop_none = c.pop("nothing", None)
try:
    c.pop("nothing")
except KeyError as e:
    r_pop_err = (type(e).__name__, str(e), repr(e))
try:
    c["missing key"]
except KeyError as e:
    r_index_err = (str(e), e.args)
try:
    {}[("a", 1)]
except KeyError as e:
    r_tuple_key_err = (str(e), e.args)
try:
    {}[None]
except KeyError as e:
    r_none_key_err = str(e)
r_after = c
p = {"a": 1, "b": 2, "c": 3}
r_popitem = p.popitem()
p["d"] = 4
r_popitem2 = p.popitem()
r_p = p
try:
    c.pop()
except TypeError as e:
    r_pop_noargs = type(e).__name__
opts = {"lr": 0.1, "wd": 0.0, "beta": None}
lr = opts.pop("lr", 1.0)
wd = opts.pop("wd", 1.0) or 0.01
beta = opts.pop("beta", 0.9)
r_popped = (lr, wd, beta, opts)
r_get_keys_none = {k: cfg.get(k) for k in ("model", "nope", "iters")}
try:
    {}.popitem()
except KeyError as e:
    r_popitem_empty = (type(e).__name__, str(e))
