# probe: lru_cache on a method: self is part of the key, the cache is shared by all instances of the class, an instance that defines __eq__ without __hash__ cannot be a key
# inputs
v = 3
# body
from functools import lru_cache
log = []
class Calc:
    def __init__(self, base):
        self.base = base
    @lru_cache(maxsize=None)
    def scaled(self, x):
        log.append((self.base, x))
        return self.base * x
a = Calc(2)
b = Calc(10)
r_a = (a.scaled(v), a.scaled(v))
r_b = b.scaled(v)
r_log = list(log)
r_shared_info = Calc.scaled.cache_info().currsize
a.base = 100
r_stale = a.scaled(v)
class NoHash:
    def __eq__(self, other):
        return True
    @lru_cache(maxsize=None)
    def m(self):
        return 1
try:
    NoHash().m()
except TypeError as e:
    r_unhashable_self = type(e).__name__
r_hash_none = NoHash.__hash__ is None
