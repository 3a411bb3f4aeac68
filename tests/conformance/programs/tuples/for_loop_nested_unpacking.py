# probe: for loops with nested and starred targets over pairs, dict items and zips; a bad item raises after earlier iterations bound the names
# inputs
rows = [("a", (1, 2)), ("b", (3, 4)), ("c", (5, 6))]
# body
out = []
for name, (x, y) in rows:
    out.append(name + str(x + y))
r_out = out
r_last = (name, x, y)
acc = []
for i, (k, v) in enumerate({"p": 1, "q": 2}.items()):
    acc.append((i, k, v))
r_enum_items = acc
heads = []
for h, *rest in ["xyz", "ab", "c"]:
    heads.append((h, rest))
r_star = heads
seen = []
try:
    for p, q in [(1, 2), (3, 4), (5,), (7, 8)]:
        seen.append(p + q)
except ValueError as e:
    r_bad = (type(e).__name__, seen, p, q)
pairs = []
for (a, b), c in zip([(1, 2), (3, 4)], "xy"):
    pairs.append((a, b, c))
r_zip = pairs
d = {}
for d["k"], d["v"] in [(1, 2), (3, 4)]:
    pass
r_subscript_targets = d
r_comp = [a * b for a, b in [(1, 2), (3, 4)]]
try:
    for m, n in [1, 2]:
        pass
except TypeError as e:
    r_int_item = type(e).__name__
