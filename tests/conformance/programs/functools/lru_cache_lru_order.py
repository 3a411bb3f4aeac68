# probe: lru_cache(maxsize=2) evicts the least recently used: a hit refreshes a key; the function runs again after eviction; maxsize=1 and maxsize=0 (never kept)
# inputs
keys = ["a", "b", "a", "c", "b", "a", "c"]
# body
from functools import lru_cache
runs = []
@lru_cache(maxsize=2)
def two(k):
    runs.append(k)
    return k.upper()
r_out = [two(k) for k in keys]
r_runs = list(runs)
runs.clear()
@lru_cache(maxsize=1)
def one(k):
    runs.append(k)
    return k
r_one = [one(k) for k in ["x", "x", "y", "x", "x"]]
r_one_runs = list(runs)
runs.clear()
@lru_cache(maxsize=0)
def zero(k):
    runs.append(k)
    return k
r_zero = [zero(k) for k in ["p", "p"]]
r_zero_runs = list(runs)
r_zero_list = zero([1])
