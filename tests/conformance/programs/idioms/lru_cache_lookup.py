# probe: functools.lru_cache on a dtype/backend lookup: calls counted, cache_info, cache_clear, unhashable argument
# inputs
names = ["bf16", "fp8", "bf16", "bf16", "fp16"]
# body
import functools
calls = []
@functools.lru_cache(maxsize=None)
def lookup(name):
    calls.append(name)
    return {"bf16": 2, "fp16": 2, "fp8": 1}.get(name, 4)
r_sizes = [lookup(n) for n in names]
r_calls = list(calls)
info = lookup.cache_info()
r_hits = info.hits
r_misses = info.misses
r_currsize = info.currsize
lookup.cache_clear()
lookup("bf16")
r_after_clear = list(calls)
try:
    lookup(["bf16"])
    r_unhash = "ok"
except TypeError as e:
    r_unhash = type(e).__name__
@functools.lru_cache(maxsize=2)
def small(x):
    calls.append(("s", x))
    return x
for x in [1, 2, 1, 3, 2, 1]:
    small(x)
r_small = [c for c in calls if isinstance(c, tuple)]
@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
r_fib = fib(30)
