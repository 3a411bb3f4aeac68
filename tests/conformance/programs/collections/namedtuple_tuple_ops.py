# probe: a namedtuple as a tuple: slicing, in, +, count/index, ordering, hash, *args, %, sorted
# inputs
x = 3
y = 4
# body
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(x, y)
r_slice = p[0:1]
r_neg = p[-1]
r_in = 4 in p
r_not_in = 9 in p
r_add = p + (5,)
r_radd = (0,) + p
r_count = p.count(3)
r_index = p.index(4)
r_lt = P(1, 2) < P(1, 3)
r_lt_tuple = P(1, 2) < (2, 0)
r_hash_eq = hash(p) == hash((x, y))
r_eq_other = P(1, 2) == namedtuple("Q", "a b")(1, 2)
r_ne = p != (x, y)
def f(a, b):
    return a * 10 + b
r_star = f(*p)
r_fmt = "%d-%d" % p
r_sorted = [tuple(q) for q in sorted([P(2, 1), P(1, 5)])]
r_max = max(p)
r_list = list(p)
r_bool = bool(p)
r_dict_key = {p: "v"}[(x, y)]
a, b = p
r_unpacked = (a, b)
try:
    p[2]
except IndexError as e:
    r_index_error = type(e).__name__
