# probe: a registry dict written with a key from the config then with fixed keys: its length and order depend on whether the keys coincide
# inputs
key = "b"
# body
reg = {"a": 1}
reg[key] = 2
reg["b"] = 3
r_reg = reg
r_len = len(reg)
r_order = list(reg)
r_pop = reg.pop("a")
r_after = list(reg)
d2 = {key: "x", "a": "y"}
r_d2 = d2
r_sd = {"a": 0}.setdefault(key, 9)
