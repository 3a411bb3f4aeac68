# probe: dict lookups with unhashable keys raise TypeError even where a default is given (get, pop, setdefault, in); views differ: values() compares, items() hashes the key
# inputs
cfg = {"shape": [3, 224], "bs": 8}
bad = ["bs"]
# body
def attempt(f):
    try:
        return ("ok", f())
    except (TypeError, KeyError) as e:
        return type(e).__name__
r_get = attempt(lambda: cfg.get(bad))
r_get_default = attempt(lambda: cfg.get(bad, 0))
r_pop_default = attempt(lambda: dict(cfg).pop(bad, None))
r_in = attempt(lambda: bad in cfg)
r_in_keys = attempt(lambda: bad in cfg.keys())
r_in_values = attempt(lambda: [3, 224] in cfg.values())
r_in_items = attempt(lambda: (bad, 8) in cfg.items())
r_in_items_list = attempt(lambda: [bad, 8] in cfg.items())
r_in_items_short = attempt(lambda: ("bs",) in cfg.items())
r_del = attempt(lambda: cfg.__delitem__(bad))
r_index = attempt(lambda: cfg[bad])
r_tuple_key = attempt(lambda: cfg.get(("bs", [1])))
r_fromkeys_ok = attempt(lambda: {(): 1}.get(()))
r_after = cfg
