# probe: lru_cache state changed by separate top-level calls: hits, misses, eviction with maxsize=2, cache_clear, the body's side effects only on a miss
# inputs
a = 1
b = 2
c = 3
# body
from functools import lru_cache
ran = []
@lru_cache(maxsize=2)
def sq(x):
    ran.append(x)
    return x * x
sq(a)
sq(b)
sq(a)
sq(c)
sq(b)
r_ran = list(ran)
r_info = tuple(sq.cache_info())
sq.cache_clear()
sq(a)
r_after_clear = (list(ran), sq.cache_info().currsize)
@lru_cache(maxsize=None)
def kinds(x):
    ran.append(("kinds", x))
    return type(x).__name__
r_int_first = kinds(1)
r_float_same_key = kinds(1.0)
r_true = kinds(True)
r_kw_differs = kinds(x=1)
r_kinds_info = tuple(kinds.cache_info())
