# probe: functools.partial binding inputs, reduce over inputs with and without an initial, lru_cache counting real calls for repeated input arguments
# inputs
base = 2
xs = [3, 3, 1]
# body
import functools
calls = []
@functools.lru_cache(maxsize=None)
def sq(v):
    calls.append(v)
    return v * v
r_sqs = [sq(v) for v in xs]
r_calls = calls
r_info = sq.cache_info().hits
p = functools.partial(pow, base)
r_pows = [p(v) for v in xs]
r_reduce = functools.reduce(lambda acc, v: acc * 10 + v, xs)
r_reduce_init = functools.reduce(lambda acc, v: acc + [v], xs, [base])
try:
    functools.reduce(lambda a, b: a + b, [])
except TypeError as e:
    r_empty = type(e).__name__
r_partial_kw = functools.partial(int, base=base)("101")
