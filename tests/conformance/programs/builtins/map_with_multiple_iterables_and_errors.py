# probe: map over several iterables stops at the shortest (the longer's extra item pulled and lost), an error in the callback at item k leaves the source advanced
# inputs
xs = [1, 2, 0, 4]
# body
it = iter(xs)
m = map(lambda v: 12 // v, it)
got = []
try:
    for v in m:
        got.append(v)
except ZeroDivisionError:
    r_err = "ZeroDivisionError"
r_got = got
r_src_after = list(it)
r_m_after = list(m)
long_it = iter([10, 20, 30])
r_short = list(map(lambda a, b: a + b, [1], long_it))
r_long_left = list(long_it)
long_it2 = iter([10, 20, 30])
r_short_first = list(map(lambda a, b: a + b, long_it2, [1]))
r_long_left2 = list(long_it2)
try:
    list(map(lambda a, b: a, [1, 2], 3))
except TypeError as e:
    r_not_iter = type(e).__name__
r_arity = None
try:
    r_arity = list(map(lambda a: a, [1], [2]))
except TypeError as e:
    r_arity_err = type(e).__name__
