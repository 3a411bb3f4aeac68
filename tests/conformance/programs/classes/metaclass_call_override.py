# probe: a metaclass __call__ controls instantiation: caching instances, skipping __init__, returning a non-instance; super().__call__ runs __new__ and __init__
# inputs
key = "a"
# body
log = []
class Cached(type):
    def __call__(cls, *args):
        log.append(("call", cls.__name__, args))
        cache = cls.__dict__.get("_cache")
        if cache is None:
            cache = {}
            cls._cache = cache
        if args not in cache:
            cache[args] = super().__call__(*args)
        return cache[args]
class Thing(metaclass=Cached):
    def __init__(self, k):
        log.append(("init", k))
        self.k = k
t1 = Thing(key)
t2 = Thing(key)
t3 = Thing("b")
r_same = (t1 is t2, t1 is t3)
r_log = list(log)
class Odd(type):
    def __call__(cls, *a):
        return ("not-an-instance", len(a))
class O(metaclass=Odd):
    def __init__(self):
        raise RuntimeError
r_odd = O(1, 2)
r_type = type(Thing).__name__
