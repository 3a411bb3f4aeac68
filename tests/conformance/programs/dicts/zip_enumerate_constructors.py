# probe: dict built from zip of unequal lengths, duplicate keys, enumerate, strict zip, and dict() of a dict's items
# inputs
keys = ["a", "b", "c", "a"]
vals = [1, 2, 3]
# body
r_short = dict(zip(keys, vals))
r_dup_last = dict(zip(keys, vals + [4]))
r_enum = dict(enumerate(vals, 1))
try:
    dict(zip(keys, vals, strict=True))
except ValueError as e:
    r_strict = type(e).__name__
r_items = dict(r_dup_last.items())
r_swap = {v: k for k, v in r_dup_last.items()}
r_self_zip = dict(zip(keys, keys))
r_range = dict(zip(range(3), "xyz"))
r_empty = dict(zip(keys, []))
r_two_char = dict(["ab", "cd", "ab"])
r_nested_zip = dict(zip(*[("k1", "k2"), (10, 20)]))
