# probe: star unpacking in the middle, at ends, empty star, from strings, generators and ranges; too few values (ValueError)
# inputs
t = (1, 2, 3, 4, 5)
# body
a, *mid, z = t
r_mid = (a, mid, z, type(mid).__name__)
*init, last = t
r_init = (init, last)
first, *rest = "ab"
r_str = (first, rest)
x, *empty, y = (1, 2)
r_empty = empty
p, *q, r, s = range(4)
r_range = (p, q, r, s)
g, *h = (i * i for i in range(3))
r_gen = (g, h)
try:
    u, *v, w = (1,)
except ValueError as e:
    r_few = type(e).__name__
(m, *n), o = (1, 2, 3), 4
r_nested = (m, n, o)
[*all_] = t
r_all = all_
