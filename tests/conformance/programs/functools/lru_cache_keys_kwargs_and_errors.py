# probe: lru_cache keys: keyword order makes different entries, positional vs keyword differ, typed=True separates 1 and 1.0, exceptions are not cached, unhashable arguments raise before the call
# inputs
x = 2
# body
from functools import lru_cache
calls = []
@lru_cache(maxsize=None)
def f(a, b=0):
    calls.append((a, b))
    return a * 10 + b
f(x, 1)
f(x, b=1)
f(a=x, b=1)
f(b=1, a=x)
f(x, 1)
r_calls = list(calls)
r_info = (f.cache_info().hits, f.cache_info().misses, f.cache_info().currsize)
calls.clear()
@lru_cache(maxsize=None, typed=True)
def t(a):
    calls.append(a)
    return type(a).__name__
r_typed = (t(1), t(1.0), t(True), t(1))
r_typed_calls = len(calls)
fails = []
@lru_cache(maxsize=None)
def boom(a):
    fails.append(a)
    if a < 0:
        raise ValueError(a)
    return a
for _ in range(2):
    try:
        boom(-x)
    except ValueError:
        pass
r_not_cached = len(fails)
try:
    f([x])
except TypeError as e:
    r_unhashable = type(e).__name__
r_unhashable_calls = len(calls)
r_wrapped = f.__wrapped__(x, 5)
r_params = f.cache_parameters()
