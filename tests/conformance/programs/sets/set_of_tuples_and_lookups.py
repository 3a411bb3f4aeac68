# probe: sets of tuples: tuple membership, dedupe by value, lookups with lists raise, sorted order, set from zip, tuple with a list inside is unhashable
# inputs
pts = [(0, 1), (1, 0), (0, 1), (1.0, 0)]
# body
s = set(pts)
r_len = len(s)
r_sorted = sorted(s)
r_in = ((0, 1) in s, (0.0, True) in s, (1, 0, 0) in s)
try:
    [0, 1] in s
except TypeError as e:
    r_list_in = type(e).__name__
try:
    s.add((1, [2]))
except TypeError as e:
    r_unhashable_tuple = (type(e).__name__, len(s))
r_zip = sorted(set(zip("abca", "xyzx")))
r_comp = sorted({(a, b) for a in range(2) for b in range(2) if a != b})
r_frozen_of_tuples = frozenset(pts) == s
r_diff = sorted(s - {(0, 1)})
d = {}
for p in pts:
    d[p] = d.get(p, 0) + 1
r_counts = sorted(d.items())
