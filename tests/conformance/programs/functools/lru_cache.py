# probe: lru_cache and cache remember results: the function body runs once per argument
# inputs
n = 20
# body
from functools import lru_cache, cache
calls = []
@lru_cache(maxsize=None)
def fib(k):
    calls.append(k)
    return k if k < 2 else fib(k - 1) + fib(k - 2)
r_fib = fib(n)
r_calls = len(calls)
fib(n)
r_calls_again = len(calls)
hits = []
@cache
def sq(x):
    hits.append(x)
    return x * x
sq(3)
sq(3)
sq(4)
r_hits = hits
r_info = fib.cache_info().hits > 0
@lru_cache(maxsize=1)
def one(x):
    hits.append(("one", x))
    return x
one(1)
one(2)
one(1)
r_evicted = hits[-3:]
