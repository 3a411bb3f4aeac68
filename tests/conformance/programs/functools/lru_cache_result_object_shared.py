# probe: lru_cache returns the very object it kept: a mutable result changed by the caller is seen by the next hit; cache_clear drops it so the next call makes a fresh one
# inputs
n = 2
# body
from functools import lru_cache
made = []
@lru_cache(maxsize=None)
def make(k):
    made.append(k)
    return [k] * k
first = make(n)
first.append("extra")
r_second = make(n)
r_same = make(n) is first
make.cache_clear()
r_fresh = make(n)
r_made = list(made)
r_is_first = make(n) is first
