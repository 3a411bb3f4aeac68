# probe: starred assignment targets: the star takes a list (possibly empty) whatever the source type; nested starred targets; too few values is ValueError; star in for targets
# inputs
src = (1, 2, 3, 4, 5)
# body
first, *middle, last = src
r_basic = (first, middle, last)
*init, tail = "xyz"
r_str = (init, tail)
head, *rest = range(1)
r_empty_star = (head, rest, type(rest).__name__)
(a, *b), *c = [src[:3], src[3], src[4]]
r_nested = (a, b, c)
*whole, = src
r_whole = whole
try:
    x, y, *z, w = src[:2]
except ValueError as e:
    r_too_few = type(e).__name__
r_for = [(k, v) for k, *v in [(1, 2, 3), (4,), "ab"]]
it = iter(src)
p, *q = it
r_iter_consumed = (p, q, next(it, "exhausted"))
d = {"k1": 1, "k2": 2}
*keys, = d
r_dict_keys = keys
