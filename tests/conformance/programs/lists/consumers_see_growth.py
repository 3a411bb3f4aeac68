# probe: map/filter/min/max/any iterate a list live, so items their callback appends (or pops) are seen
# inputs
xs = [1, 2]
cap = 4
# body
def grow(a):
    def f(v):
        if len(a) < cap:
            a.append(v * 10)
        return v
    return f
a = list(xs)
r_map = (list(map(grow(a), a)), a)
a = list(xs)
r_filter = (list(filter(grow(a), a)), a)
a = list(xs)
r_max = (max(a, key=grow(a)), a)
a = list(xs)
r_min_neg = (min(a, key=lambda v: -grow(a)(v)), a)
a = list(xs)
r_any = (any(grow(a)(v) > 15 for v in a), a)
a = list(xs)
r_sorted = (sorted(a, key=grow(a)), a)
a = list(xs) + [3, 4]
r_map_pop = (list(map(lambda v: a.pop(), a)), a)
a = list(xs)
r_zip = (list(zip(a, map(grow(a), a))), a)
