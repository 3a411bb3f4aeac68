# probe: dict.fromkeys with a mutable value shared by every key, shallow copies (copy(), dict(), {**}, copy.copy) sharing nested values, deepcopy keeping the sharing inside the copy
# inputs
keys = ["bf16", "fp8", "fp32"]
# body
import copy
d = dict.fromkeys(keys, [])
d["bf16"].append(1)
r_shared = d
r_all_same = all(v is d["bf16"] for v in d.values())
r_none = dict.fromkeys(keys)
r_str_keys = dict.fromkeys("abca", 0)
r_range = dict.fromkeys(range(3), "x")
r_dedup_order = list(dict.fromkeys([3, 1, 3, 2, 1]))
r_empty = dict.fromkeys([])
base = {"shape": [1, 2], "meta": {"k": 1}, "n": 0}
c1 = base.copy()
c2 = dict(base)
c3 = {**base}
c4 = copy.copy(base)
c5 = copy.deepcopy(base)
c1["shape"].append(3)
c2["meta"]["k"] = 2
c3["n"] = 5
c4["shape"] = [9]
r_base = base
r_c1 = c1
r_c2 = c2
r_c3 = c3
r_c4 = c4
r_c5 = c5
r_same = (c1["shape"] is base["shape"], c5["shape"] is base["shape"], c4 is base)
inner = [0]
shared = {"a": inner, "b": inner}
dc = copy.deepcopy(shared)
dc["a"].append(1)
r_deep_shared = dc
r_deep_is = dc["a"] is dc["b"]
r_orig = shared
fk = dict.fromkeys(["x", "y"], {})
fk["x"]["z"] = 1
r_fk_dict = fk
fk2 = {k: [] for k in keys}
fk2["fp8"].append(2)
r_comp_not_shared = fk2
