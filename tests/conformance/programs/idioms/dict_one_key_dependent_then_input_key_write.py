# probe: a dict where one key's value depends on an input, then a write under an input key that may hit a known key; what a read of each known key gives
# inputs
val = 5
key = "a"
# body
d = {"a": 1, "b": val, "c": [val]}
r_a = d["a"]
r_b = d["b"]
r_c = d["c"]
d[key] = "new"
r_a_after = d["a"]
r_b_after = d["b"]
r_len = len(d)
r_order = list(d)
r_get = d.get("z", "dflt")
r_pop = d.pop(key, "gone")
r_after_pop = sorted(d)
r_setdefault = d.setdefault("a", "sd")
r_final = d
