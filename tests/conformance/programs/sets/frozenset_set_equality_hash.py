# probe: frozenset equals set with same items, frozenset hashable and usable as dict key found by equal frozenset; set not hashable; result types of mixed operations
# inputs
items = [1, 2]
# body
fs = frozenset(items)
s = set(items)
r_eq = (fs == s, s == fs, fs != s)
d = {fs: "v"}
r_lookup = d[frozenset([2, 1])]
r_hash_eq = hash(fs) == hash(frozenset(reversed(items)))
try:
    d[s] = 1
except TypeError as e:
    r_set_key = type(e).__name__
try:
    r_lookup_set = d.get(s)
except TypeError as e:
    r_lookup_set = type(e).__name__
r_in = s in {fs}
r_types = (type(fs | s).__name__, type(s | fs).__name__, type(fs & s).__name__, type(s - fs).__name__)
r_nested = {frozenset({fs}), frozenset({frozenset(items)})}
r_nested_len = len(r_nested)
r_empty = frozenset() == set()
