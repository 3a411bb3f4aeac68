# probe: zip stops at the shortest and pulls from the earlier iterators first (an item lost from a longer iterator), zip strict=True raising ValueError after the common part
# inputs
xs = [1, 2, 3]
ys = "ab"
# body
it = iter(xs)
r_zip = list(zip(it, ys))
r_left = list(it)
it2 = iter(xs)
r_zip_rev = list(zip(ys, it2))
r_left2 = list(it2)
got = []
try:
    for p in zip(xs, ys, strict=True):
        got.append(p)
    r_strict = "none"
except ValueError as e:
    r_strict = type(e).__name__
r_got = got
r_strict_ok = list(zip(xs, xs, strict=True))
r_empty = list(zip())
r_unzip = list(zip(*[(1, "a"), (2, "b")]))
