# probe: dict.fromkeys over strings, dicts, duplicates, unhashable items, via an instance, with shared value
# inputs
names = ["fp16", "bf16", "fp16", "fp32"]
default = 0
# body
r_dups = dict.fromkeys(names, default)
r_str = dict.fromkeys("abca")
r_from_dict = dict.fromkeys({"b": 1, "a": 2}, default)
r_instance = {"x": 1}.fromkeys(["y"])
r_range = dict.fromkeys(range(3), default)
r_eq_keys = dict.fromkeys([1, 1.0, True], default)
r_eq_key_type = [type(k).__name__ for k in dict.fromkeys([1, 1.0, True])]
shared = dict.fromkeys(["a", "b"], [])
shared["a"].append(default)
r_shared = shared
try:
    dict.fromkeys([[1], 2])
    r_unhashable = "ok"
except TypeError as e:
    r_unhashable = type(e).__name__
try:
    dict.fromkeys(5)
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
try:
    dict.fromkeys()
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
