# probe: a recursive lru_cache function with a small maxsize: calls counted, what it returns, calls again after the recursion evicted early keys
# inputs
n = 12
# body
from functools import lru_cache
calls = []
@lru_cache(maxsize=3)
def fib(k):
    calls.append(k)
    return k if k < 2 else fib(k - 1) + fib(k - 2)
r_fib = fib(n)
r_calls = len(calls)
calls.clear()
r_fib_low = fib(2)
r_low_calls = list(calls)
calls.clear()
r_fib_top = fib(n)
r_top_calls = list(calls)
