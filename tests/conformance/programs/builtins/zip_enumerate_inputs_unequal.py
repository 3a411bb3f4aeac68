# probe: zip and enumerate over inputs of unequal length (one empty), zip strict catching the mismatch, dict(zip) with duplicate input keys
# inputs
keys = ["a", "b", "a"]
vals = [1, 2, 3, 4]
empty = []
# body
r_zip = list(zip(keys, vals))
r_zip_empty = list(zip(keys, empty))
r_dict = dict(zip(keys, vals))
r_len = len(dict(zip(keys, vals)))
r_enum = list(enumerate(keys, len(empty)))
try:
    list(zip(keys, vals, strict=True))
    r_strict = "ok"
except ValueError as e:
    r_strict = type(e).__name__
r_unzip = list(zip(*zip(keys, vals)))
r_maxlen = max(len(keys), len(vals), len(empty))
r_last_pair = list(zip(keys, vals))[-1]
