# probe: unpacking errors: too many / too few values; targets before the failing nested target are bound, the outer assignment binds nothing when its own count is wrong
# inputs
src = [1, 2, 3]
# body
a = b = c = "old"
try:
    a, b = src
except ValueError as e:
    r_too_many = (type(e).__name__, a, b)
try:
    a, b, c, d = src
except ValueError as e:
    r_too_few = (type(e).__name__, a, b, c)
try:
    a, (b, c) = 10, src
except ValueError as e:
    r_nested = (type(e).__name__, a, b, c)
try:
    (a, b), c = src[:2], 20
    r_ok = (a, b, c)
except ValueError as e:
    r_ok = type(e).__name__
a = b = c = "old"
try:
    a, *b, c = src[:1]
except ValueError as e:
    r_star = (type(e).__name__, a, b, c)
try:
    [a, b] = iter(src)
except ValueError as e:
    r_iter = (type(e).__name__, a, b)
x = [0, 0]
try:
    x[0], x[1], x[5] = src
except IndexError as e:
    r_index_target = (type(e).__name__, x)
obj = {}
try:
    obj["p"], obj["q"] = 1, 2, 3
except ValueError as e:
    r_dict_targets = (type(e).__name__, obj)
