# probe: min/max with a key that pops from the list they iterate: the iteration stops early; the result is among the items seen
# inputs
xs = [5, 1, 4, 2]
# body
a = list(xs)
r_max_pop = (max(a, key=lambda v: (a.pop(), v)[1]), a)
a = list(xs)
r_min_pop0 = (min(a, key=lambda v: (a.pop(0), v)[1]), a)
a = list(xs)
r_map_pop = (list(map(lambda v: (a.pop(), v)[1], a)), a)
a = list(xs)
r_default = (max(a, key=lambda v: (a.clear(), v)[1], default=None), a)
