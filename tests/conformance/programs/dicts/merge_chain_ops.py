# probe: config dicts merged several ways: ** unpacking with duplicates, | with later keys winning but first position kept, |= with pairs, update with kwargs, setdefault returning stored values
# inputs
defaults = {"dtype": "bf16", "iters": 10, "warmup": 2, "shape": [128, 256]}
user = {"iters": 50, "extra": None, "dtype": "fp8"}
# body
r_star = {**defaults, **user}
r_star_order = list({**defaults, **user})
r_star_dup = {**defaults, "iters": 1, **user, "iters": 2}
r_or = defaults | user
r_ror = user | defaults
r_or_keys = list(user | defaults)
d = dict(defaults)
d |= user
d |= [("x", 1), ("iters", 7)]
r_ior = d
d2 = dict(defaults)
d2.update(user, iters=99, newkey=True)
r_update_kw = d2
d3 = {}
d3.update([["a", 1], ("b", 2), "cd"])
r_update_pairs = d3
d4 = {}
d4.update(a=1)
d4.update({})
d4.update([])
r_update_empty = d4
try:
    {}.update([("a", 1, 2)])
except ValueError as e:
    r_err_triple = (type(e).__name__, str(e))
try:
    {}.update(["abc"])
except ValueError as e:
    r_err_str3 = (type(e).__name__, str(e))
try:
    {}.update([1])
except TypeError as e:
    r_err_int = (type(e).__name__, str(e))
try:
    {}.update({"a": 1}, {"b": 2})
except TypeError as e:
    r_err_two = (type(e).__name__, str(e))
s = {}
r_sd1 = s.setdefault("k", [])
r_sd1.append(1)
r_sd2 = s.setdefault("k", [9])
r_sd_same = r_sd1 is r_sd2
r_sd_none = s.setdefault("n")
r_s = s
shared = defaults["shape"]
m = {**defaults}
m["shape"].append(512)
r_alias_after = defaults["shape"]
r_alias_is = m["shape"] is shared
