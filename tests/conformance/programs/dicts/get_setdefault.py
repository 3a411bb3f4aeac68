# probe: get with and without default; setdefault inserting only when absent
# inputs
d = {"a": 1, "n": None}
key = "b"
# body
r_get = d.get("a")
r_get_missing = d.get(key)
r_get_default = d.get(key, 0)
r_get_none_value = d.get("n", "default")
r_setdefault_new = d.setdefault(key, [])
d[key].append(1)
r_setdefault_existing = d.setdefault("a", 100)
r_d = d
