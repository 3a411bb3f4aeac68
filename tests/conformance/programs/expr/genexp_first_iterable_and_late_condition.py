# probe: a generator expression evaluates its first iterable at once but its later iterables and conditions when pulled
# inputs
xs = [1, 2, 3]
limit = 2
# body
g = (x for x in xs if x > limit)
xs = [10, 20]
limit = 0
r_first_early = list(g)
ys = [1, 2]
h = ((a, b) for a in ys for b in zs)
zs = ["p", "q"]
r_inner_late = list(h)
try:
    bad = (x for x in 5)
    r_bad = "made"
except TypeError as e:
    r_bad = str(e)
lazy = (1 / x for x in [1, 0])
r_lazy_first = next(lazy)
try:
    next(lazy)
except ZeroDivisionError:
    r_lazy_err = "zde"
src = [1, 2, 3]
gen = (v * 2 for v in src)
src.append(4)
r_mutated = list(gen)
