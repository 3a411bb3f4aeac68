# probe: a function given another name, qualname, doc or module, a wrapper and a class given another name: what Python reads back, and a wrapper keeps the names it copied
# inputs
new = "renamed"
# body
import functools
def f():
    return 1
def g():
    "g's doc"
    return 2
w_before = functools.wraps(g)(lambda: 3)
g.__name__ = new
g.__doc__ = "new doc"
r_names = (g.__name__, g.__qualname__, g.__doc__)
r_before = (w_before.__name__, w_before.__doc__)
@functools.wraps(g)
def w_after():
    return 4
r_after = (w_after.__name__, w_after.__doc__)
f.__qualname__ = "Q." + new
r_q = (f.__name__, f.__qualname__)
f.__module__ = "elsewhere"
r_m = f.__module__
try:
    f.__name__ = 5
    r_bad = "set"
except TypeError as e:
    r_bad = str(e)
r_still = f.__name__
class C:
    def m(self):
        return 0
C.m.__name__ = "n"
r_bound = C().m.__name__
h = f
wrapped = functools.wraps(f)(lambda: 5)
wrapped.__name__ = "w"
wrapped.note = "n"
r_wrapped = (wrapped.__name__, wrapped.note)
cached = functools.lru_cache(maxsize=None)(f)
cached.__name__ = "c"
r_cached = cached.__name__
class K:
    pass
K.__name__ = new
r_k = (K.__name__, type(K()).__name__)
