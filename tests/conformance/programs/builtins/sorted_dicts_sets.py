# probe: sorted() over dicts (keys), dict views, sets, frozensets, strings, with key and reverse; mixed types refused
# inputs
cfg = {"lr": 3, "bs": 1, "dtype": 2}
nums = {3, 1, 2}
# body
r_dict = sorted(cfg)
r_by_value = sorted(cfg, key=cfg.get)
r_items_rev = sorted(cfg.items(), reverse=True)
r_values = sorted(cfg.values(), reverse=True)
r_set = sorted(nums)
r_frozen = sorted(frozenset(nums), reverse=True)
r_str = sorted("dtype")
r_type = type(sorted(nums)).__name__
r_bools = sorted([True, 0, False, 1, -1])
r_neg_key = sorted(nums, key=lambda v: -v)
try:
    sorted({1, "a"})
    r_mixed = "ok"
except TypeError as e:
    r_mixed = type(e).__name__
try:
    sorted({"a": 1, 2: 3})
    r_mixed_keys = "ok"
except TypeError as e:
    r_mixed_keys = type(e).__name__
try:
    sorted(cfg, cfg.get)
    r_pos_key = "ok"
except TypeError as e:
    r_pos_key = type(e).__name__
