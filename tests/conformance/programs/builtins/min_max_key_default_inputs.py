# probe: min/max with key and default over inputs that may be empty, ties that return the first, and mixed types raising TypeError
# inputs
xs = []
ys = [3, 1, 3]
zs = ["b", 2]
# body
r_min_default = min(xs, default="none")
r_max_default = max(xs, key=abs, default=-1)
r_max_tie = max(enumerate(ys), key=lambda t: t[1])
r_min_tie = min(enumerate(ys), key=lambda t: t[1])
try:
    r_mixed = max(zs)
except TypeError as e:
    r_mixed = type(e).__name__
try:
    r_empty = min(xs)
except ValueError as e:
    r_empty = type(e).__name__
r_key_str = max(zs, key=str)
r_two = max(len(xs), len(ys))
r_nested = min([ys, [3, 0], [2]])
