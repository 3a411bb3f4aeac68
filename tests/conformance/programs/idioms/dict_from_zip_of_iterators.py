# probe: building dicts from zip of keys/values iterators, strict zip over unequal lengths (what was built before the ValueError lost), dict(enumerate), zip of a dict with itself
# inputs
keys = ["a", "b", "c"]
values = [1, 2]
# body
r_zip = dict(zip(keys, values))
try:
    r_strict = dict(zip(keys, values, strict=True))
except ValueError as e:
    r_strict = type(e).__name__
partial = {}
try:
    for k, v in zip(keys, values, strict=True):
        partial[k] = v
except ValueError:
    pass
r_partial = partial
r_enum = dict(enumerate(keys, 1))
d = {"x": 1, "y": 2}
r_swap = dict(zip(d.values(), d))
r_items = dict(zip(d, d.items()))
kit = iter(keys)
r_pairs_from_one = dict(zip(kit, kit))
r_left = list(kit)
r_comprehension = {k: v for k, v in zip(keys, values)}
