# probe: report rows built from merged dicts: {**base, **point} order and override, | operator, dict(base, **kw), update with conflicting keys, key order of result
# inputs
base = {"op": "gemm", "dtype": "f32", "iters": 10}
point = {"m": 128, "dtype": "f16"}
# body
r_star = {**base, **point}
r_star_keys = list(r_star)
r_or = base | point
r_or_rev = point | base
r_kw = dict(base, dtype="bf16", extra=1)
row = dict(base)
row.update(point, iters=1)
r_update = row
r_base_untouched = base
try:
    dict(base, **{1: 2})
    r_int_kw = "ok"
except TypeError as e:
    r_int_kw = type(e).__name__
try:
    r_or_list = base | [("x", 1)]
except TypeError as e:
    r_or_list = type(e).__name__
ior = dict(base)
ior |= [("x", 1)]
r_ior_list = ior
r_const = list({**{"b": 1, "a": 2}, "b": 3})
