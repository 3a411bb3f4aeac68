# probe: starred unpacking of inputs of different lengths into names, attributes and list items; too-short inputs raising ValueError caught; nested targets
# inputs
xs = [1, 2, 3, 4]
short = [1]
pairs = [(1, "a"), (2, "b")]
# body
first, *mid, last = xs
r_fml = (first, mid, last)
try:
    a, b, *rest = short
    r_short = (a, b, rest)
except ValueError as e:
    r_short = type(e).__name__
class O:
    pass
o = O()
holder = [0, 0]
o.head, *holder[0:1], o.tail = xs
r_obj = (o.head, o.tail, holder)
*init, (n, s) = pairs
r_nested = (init, n, s)
for i, (num, ch) in enumerate(pairs):
    pass
r_loop = (i, num, ch)
(p, q), *more = pairs + [(0, "z")]
r_more = (p, q, more)
try:
    x, y = xs
except ValueError as e:
    r_too_many = type(e).__name__
