# probe: dict() from pairs, keyword arguments, another dict, zip, fromkeys
# inputs
pairs = [("a", 1), ("b", 2)]
# body
r_pairs = dict(pairs)
r_kw = dict(x=1, y=2)
r_both = dict(pairs, c=3)
r_copy = dict({"k": "v"})
r_zip = dict(zip("ab", range(2)))
r_empty = dict()
r_fromkeys = dict.fromkeys(["a", "b"], 0)
r_fromkeys_none = dict.fromkeys("xy")
r_dup = dict([("a", 1), ("a", 2)])
try:
    dict([("a", 1, 2)])
except ValueError as e:
    r_bad = type(e).__name__
