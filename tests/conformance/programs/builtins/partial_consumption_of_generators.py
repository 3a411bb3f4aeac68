# probe: a generator consumed partly by next, zip, any, all, in, dict(), max with default, map, enumerate; what is left is pulled afterwards
# inputs
xs = [3, 0, 5, 0, 7, 2]
# body
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
g = gen()
r_any = any(x == 0 for x in g)
r_rest_after_any = list(g)
g = gen()
r_all = all(g)
r_rest_after_all = list(g)
g = gen()
r_in = 5 in g
r_rest_after_in = list(g)
log.clear()
g = gen()
r_zip = list(zip(g, "ab"))
r_zip_log = list(log)
r_rest_after_zip = list(g)
log.clear()
g = gen()
r_zip_other_first = list(zip("ab", g))
r_rest_after_zip2 = list(g)
g = gen()
r_dict = dict(zip(g, g))
g = gen()
r_next_default = (next(g), next(g, "d"), next(g, "d"))
r_remaining = list(g)
r_exhausted_default = next(g, "default")
g = gen()
e = enumerate(g)
r_enum = next(e)
r_enum_rest = list(g)
g = gen()
r_max = max((x for x in g if x > 100), default="none")
g = gen()
m = map(lambda a: a * 2, g)
r_map_first = next(m)
r_map_underlying = next(g)
r_map_rest = list(m)
g = gen()
r_sorted_partial = sorted(next(g) for _ in range(2))
g = gen()
r_star_unpack = [*g][:2]
r_after_star = list(g)
