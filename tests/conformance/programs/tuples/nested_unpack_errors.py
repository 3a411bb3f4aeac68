# probe: nested and starred unpacking: what is bound before a nested target fails, ValueError vs TypeError, strings and dicts as sources
# inputs
shape = (8, (3, 224, 224))
src = "abc"
# body
bs, (c, *hw) = shape
r_ok = (bs, c, hw)
a, *b, c = src[:2]
r_two = (a, b, c)
first = last = None
try:
    first, (x, y), last = 1, (2, 3, 4), 5
except ValueError as e:
    r_partial = (type(e).__name__, first, last)
q = None
try:
    q, (m, n) = "p", 7
except TypeError as e:
    r_nested_int = (type(e).__name__, q)
try:
    a, *b, c = 5
except TypeError as e:
    r_star_int = type(e).__name__
try:
    a, *b, c = src[:1]
except ValueError as e:
    r_star_short = type(e).__name__
k1, k2 = {"bs": 1, "lr": 2}
r_dict = (k1, k2)
(p1, p2), = [src[:2]]
r_single = (p1, p2)
[u, [v, *w]] = [1, range(3)]
r_range = (u, v, w)
*init, = iter([])
r_empty_star = init
h = None
try:
    h, *t, z = iter([1])
except ValueError as e:
    r_iter_short = (type(e).__name__, h)
