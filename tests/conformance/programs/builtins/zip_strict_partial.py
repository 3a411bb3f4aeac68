# probe: zip(strict=True): pairs produced before the length mismatch is found, which argument is short, single and no arguments
# inputs
xs = [1, 2, 3]
ys = ["a", "b"]
# body
got = []
try:
    for pair in zip(xs, ys, strict=True):
        got.append(pair)
    r_long_first = "ok"
except ValueError as e:
    r_long_first = (type(e).__name__, got)
got2 = []
try:
    for pair in zip(ys, xs, strict=True):
        got2.append(pair)
    r_short_first = "ok"
except ValueError as e:
    r_short_first = (type(e).__name__, got2)
r_equal = list(zip(xs, xs, strict=True))
r_one = list(zip(xs, strict=True))
r_none = list(zip(strict=True))
r_empty_pair = list(zip([], [], strict=True))
try:
    list(zip([], [1], strict=True))
    r_empty_short = "ok"
except ValueError as e:
    r_empty_short = type(e).__name__
r_nonstrict = list(zip(xs, ys, strict=False))
it = iter(xs)
r_shared_iter = list(zip(it, it))
r_left = list(it)
