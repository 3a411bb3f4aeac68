# probe: partial objects as callbacks: in map, sorted key, filter, min/max key, and called with *args unpacked
# inputs
xs = [5, -3, 2, -8]
# body
from functools import partial
def scaled(k, v, offset=0):
    return k * v + offset
double = partial(scaled, 2)
r_map = list(map(double, xs))
r_map_kw = list(map(partial(scaled, offset=1), [1, 2], [3, 4]))
r_sorted = sorted(xs, key=partial(scaled, -1))
r_filter = list(filter(partial(lambda lim, v: v > lim, 0), xs))
r_max = max(xs, key=partial(pow, exp=2))
r_min = min(xs, key=partial(abs))
r_star = double(*xs[:1], offset=100)
r_int = list(map(partial(int, base=2), ["10", "111"]))
