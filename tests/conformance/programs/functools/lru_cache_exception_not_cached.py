# probe: an lru_cache'd function that raises caches nothing for that call: calling again runs the body again; cache_info counts the failed calls as misses; a later success is cached
# inputs
limit = 2
# body
from functools import lru_cache
calls = []
@lru_cache(maxsize=None)
def f(x):
    calls.append(x)
    if len(calls) <= limit:
        raise ValueError(x)
    return x * 10
out = []
for _ in range(4):
    try:
        out.append(f(1))
    except ValueError:
        out.append("ValueError")
r_out = out
r_calls = calls
info = f.cache_info()
r_info = (info.hits, info.misses, info.currsize)
f.cache_clear()
r_after_clear = (f(1), len(calls))
