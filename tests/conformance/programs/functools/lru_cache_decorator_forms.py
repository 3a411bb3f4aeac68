# probe: lru_cache used bare, called with a size positionally, with maxsize=None, called directly on a function and a lambda; cache on a lambda; each caches
# inputs
x = 4
# body
import functools
runs = []
@functools.lru_cache
def bare(v):
    runs.append(("bare", v))
    return v
@functools.lru_cache(3)
def sized(v):
    runs.append(("sized", v))
    return v
def plain(v):
    runs.append(("plain", v))
    return v
direct = functools.lru_cache(maxsize=None)(plain)
lam = functools.cache(lambda v: runs.append(("lam", v)) or v * 2)
r_calls = [bare(x), bare(x), sized(x), sized(x), direct(x), direct(x), plain(x), lam(x), lam(x)]
r_runs = list(runs)
r_wrapped = direct.__wrapped__ is plain
r_name = (bare.__name__, direct.__name__)
try:
    functools.lru_cache(maxsize="3")
    r_bad_size = "none"
except TypeError as e:
    r_bad_size = type(e).__name__
