# probe: unpacking a generator or iterator into targets: exact counts, too many, too few, starred targets, and how far the generator is pulled when the count is wrong
# inputs
n = 3
# body
pulled = []
def gen(k):
    for i in range(k):
        pulled.append(i)
        yield i
a, b, c = gen(n)
r_exact = (a, b, c)
pulled.clear()
try:
    a, b = gen(n + 2)
except ValueError as e:
    r_too_many = (str(e), list(pulled))
pulled.clear()
try:
    a, b, c, d = gen(n - 1)
except ValueError as e:
    r_too_few = (str(e), list(pulled))
first, *rest = gen(n)
r_star = (first, rest, type(rest).__name__)
*init, last = gen(n)
r_star_first = (init, last)
try:
    x, y, *z = gen(1)
except ValueError as e:
    r_star_too_few = str(e)
h, *m, t = gen(2)
r_star_empty_mid = (h, m, t)
try:
    p, q = 5
except TypeError as e:
    r_not_iterable = str(e)
try:
    p, q = "abc"
except ValueError as e:
    r_str_too_many = str(e)
(u, v), w = gen(2), 9
r_nested = (u, v, w)
try:
    (u, v), w = [1, 2]
except TypeError as e:
    r_nested_bad = str(e)
it = iter([1, 2, 3, 4])
k1, k2 = next(it), next(it)
r_rest_of_it = list(it)
d = {"a": 1, "b": 2}
k1, k2 = d
r_dict_unpack = (k1, k2)
for i, (j, *more) in enumerate([(1, 2, 3), (4,)]):
    r_loop_last = (i, j, more)
try:
    p, q = {}
except ValueError as e:
    r_empty = str(e)
