# probe: unpacking assignment pulls items from an iterator: for too many values it pulls one extra then raises ValueError, for too few it pulls all; a starred target pulls everything; targets are assigned only after the check
# inputs
n = 3
# body
pulled = []
def gen(k):
    for i in range(k):
        pulled.append(i)
        yield i
a = b = "unset"
try:
    a, b = gen(n)
except ValueError as e:
    r_too_many = (type(e).__name__, list(pulled), a, b)
pulled.clear()
try:
    a, b, c, d = gen(n)
except ValueError as e:
    r_too_few = (type(e).__name__, list(pulled), a)
pulled.clear()
x, *y = gen(n)
r_star = (x, y, list(pulled))
pulled.clear()
g = gen(n + 2)
p, q = next(g), next(g)
r_partial = (p, q, list(pulled), list(g))
try:
    m, = []
except ValueError as e:
    r_empty = type(e).__name__
try:
    u, v = 5
except TypeError as e:
    r_not_iterable = type(e).__name__
k1, k2 = {"x": 1, "y": 2}
r_dict_unpack = (k1, k2)
