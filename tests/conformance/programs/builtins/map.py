# probe: map with one and several iterables, stopping at the shortest
# inputs
xs = [1, 2, 3]
ys = [10, 20]
# body
r_one = list(map(str, xs))
r_two = list(map(lambda a, b: a + b, xs, ys))
r_builtin = list(map(abs, [-1, 2]))
r_method = list(map(str.upper, ["a", "b"]))
m = map(lambda v: v * 10, xs)
r_next = next(m)
r_rest = list(m)
r_pow = list(map(pow, [2, 3], [3, 2]))
