# probe: a key or set item is hashed when CPython adds it, so a refused one (a list) stops what comes after: displays (all evaluated first, or one by one past 16 pairs or 30 items, or after a `*`), comprehensions, dict(pairs) and d.update, and set/dict/min/max/sum over a generator
# inputs
bad = [2]
# body
log = []
def f(x):
    log.append(x)
    return x
def seen(make):
    log.clear()
    try:
        make()
    except TypeError:
        return ["TypeError", list(log)]
    return ["ok", list(log)]
small_dict = seen(lambda: {f(1): f("a"), f(bad): f("b"), f(3): f("c")})
big_dict = seen(lambda: {f(0): 0, f(1): 1, f(2): 2, f(3): 3, f(4): 4, f(5): 5, f(6): 6, f(7): 7, f(8): 8, f(9): 9,
                         f(bad): f("x"), f(20): 0, f(21): 1, f(22): 2, f(23): 3, f(24): 4, f(25): 5, f(26): 6, f(27): 7})
spread_dict = seen(lambda: {f(bad): f("a"), **f({}), f(3): f("c")})
small_set = seen(lambda: {f(1), f(bad), f(3)})
starred_set = seen(lambda: {f(1), f(bad), *f([5]), f(6)})
after_star = seen(lambda: {f(1), *f([5]), f(bad), f(6)})
big_set = seen(lambda: {f(0), f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8), f(9), f(10), f(11), f(12), f(13), f(14), f(15),
                        f(bad), f(17), f(18), f(19), f(20), f(21), f(22), f(23), f(24), f(25), f(26), f(27), f(28), f(29), f(30)})
dict_comp = seen(lambda: {f(x): f("v") for x in [1, bad, 3]})
set_comp = seen(lambda: {f(x) for x in [1, bad, 3]})
pairs = seen(lambda: dict([(1, "a"), (bad, "b"), (3, "c")]))
d = {}
updated = [seen(lambda: d.update([(f(1), "a"), (f(bad), "b")])), d]
over_generators = [seen(lambda: set(f(x) for x in [1, bad, 3])), seen(lambda: frozenset(f(x) for x in [bad, 3])),
                   seen(lambda: dict(f((x, x)) for x in [1, "s", 3])), seen(lambda: dict(f((x, 0)) for x in [1, bad, 3])),
                   seen(lambda: max(f(x) for x in [1, "a", 2])), seen(lambda: min(f(x) for x in [2.5, 1, None, 0])),
                   seen(lambda: sum(f(x) for x in [1, 2, "a", 3])), seen(lambda: max(f(x) for x in [1, 3, 2]))]
