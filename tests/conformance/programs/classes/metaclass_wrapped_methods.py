# probe: a metaclass's methods made by functools.wraps, lru_cache and contextlib.contextmanager bind to the class that reads them, as functions do; what they append to a module's list is there
# inputs
k = 3
# body
import functools, contextlib
log = []
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        log.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapper
class Meta(type):
    @logged
    def twice(cls, n):
        return (cls.__name__, n * 2)
    @functools.lru_cache(maxsize=None)
    def cached(cls, n):
        log.append(n)
        return n + 1
    @contextlib.contextmanager
    def opened(cls, n):
        log.append(("in", n))
        yield cls.__name__
        log.append(("out", n))
class A(metaclass=Meta):
    pass
r_twice = A.twice(k)
r_cached = (A.cached(k), A.cached(k), A.cached(k + 1))
def use():
    with A.opened(k) as name:
        return name
r_cm = use()
r_names = (A.twice.__name__, A.cached.__name__)
r_log = list(log)
