# probe: set() and frozenset() constructors, hashing of frozensets
# inputs
xs = [3, 1, 3, 2]
# body
s = set(xs)
fs = frozenset(xs)
r_set = s
r_fs = fs
r_eq = s == fs
r_str_set = sorted(set("hello"))
r_empty = (set(), frozenset())
r_fs_as_key = {fs: "ok"}[frozenset([1, 2, 3])]
r_hash_eq = hash(frozenset([1, 2])) == hash(frozenset([2, 1]))
try:
    {s: 1}
except TypeError as e:
    r_unhashable = type(e).__name__
