# probe: dict.get, setdefault, pop and in with input keys that hit or miss; defaults that are mutable lists shared across calls; chains of get
# inputs
k1 = "a"
k2 = "missing"
cfg = {"a": {"b": 1}}
# body
d = {"a": 1, "b": 2}
r_get1 = d.get(k1, 0)
r_get2 = d.get(k2, 0)
r_get_none = d.get(k2)
shared = []
d.setdefault(k2, shared).append(1)
d.setdefault(k2, shared).append(2)
r_shared = shared
r_d = d
r_chain = cfg.get(k1, {}).get("b", "nob")
r_chain2 = cfg.get(k2, {}).get("b", "nob")
r_in = (k1 in d, k2 in d, "c" in d)
r_pop = d.pop(k1, None)
r_pop_again = d.pop(k1, "gone")
r_keys = list(d)
