# probe: dict.fromkeys shares one value object between keys
# inputs
keys = ["a", "b"]
# body
d = dict.fromkeys(keys, [])
d["a"].append(1)
r_shared = d
r_same = d["a"] is d["b"]
e = {k: [] for k in keys}
e["a"].append(1)
r_fresh = e
