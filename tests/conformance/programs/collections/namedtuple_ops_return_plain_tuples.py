# probe: operations on namedtuples give plain tuples: +, *, slicing, reversed; comparisons with tuples; hash equal to the tuple's; unpacking and `in`
# inputs
v = 3
# body
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, v)
q = P(1, 2)
r_add = (p + q, type(p + q).__name__)
r_mul = (type(p * 2).__name__, p * 2)
r_slice = (p[::-1], type(p[:1]).__name__)
r_cmp = (p == (1, v), p > q, q < (1, 3), p != [1, v])
r_hash = hash(p) == hash((1, v))
r_set = len({p, (1, v), P(1, v)})
x, y = p
r_unpack = (x, y)
r_in = (v in p, "x" in p)
r_sorted = sorted([p, q, (0, 9)])
r_max_type = type(max([p, q])).__name__
r_dict = {p: "p"}[(1, v)]
