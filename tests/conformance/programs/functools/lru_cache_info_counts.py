# probe: cache_info hits/misses/maxsize/currsize after hits, misses, evictions and cache_clear; cache_parameters; maxsize=0 counts misses only
# inputs
seq = [1, 2, 1, 3, 1, 4, 2]
# body
from functools import lru_cache
@lru_cache(maxsize=2)
def f(k):
    return k
for k in seq:
    f(k)
info = f.cache_info()
r_info = (info.hits, info.misses, info.maxsize, info.currsize)
r_params = f.cache_parameters()
f.cache_clear()
r_cleared = tuple(f.cache_info())
@lru_cache(maxsize=0)
def g(k):
    return k
g(1)
g(1)
r_zero = tuple(g.cache_info())
@lru_cache(maxsize=None, typed=True)
def h(k):
    return k
h(1)
h(1.0)
h(True)
h(1)
r_typed = tuple(h.cache_info())
