# probe: lru_cache whose second call's argument comes from the config: whether it is a hit decides the calls list and cache_info
# inputs
name = "bf16"
# body
import functools
calls = []
@functools.lru_cache(maxsize=None)
def lookup(n):
    calls.append(n)
    return len(n)
r_a = lookup("bf16")
r_b = lookup(name)
r_calls = calls
r_ncalls = len(calls)
info = lookup.cache_info()
r_info = (info.hits, info.misses, info.currsize)
@functools.lru_cache(maxsize=1)
def one(n):
    calls.append("one:" + n)
    return n
one("fp8")
one(name)
one("fp8")
r_calls2 = calls
