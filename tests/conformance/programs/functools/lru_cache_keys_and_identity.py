# probe: lru_cache and cache run a function once per key of its arguments and return the very object kept: keys of ints, floats, bools and strings, keywords in order, positional against keyword, unhashable arguments, exceptions not kept, eviction past maxsize with hits made newest, cache_clear, methods, recursion
# inputs
a = 3
b = 2.0
size = 2
# body
import functools
log = []
@functools.lru_cache(maxsize=None)
def table(k):
    log.append(("table", k))
    return {"k": k, "items": [k]}
t1 = table(a)
t2 = table(a)
r_same = t1 is t2
t1["items"].append("x")
r_seen_after_change = table(a)["items"]
table(b)
table(True)
table(1)
table(1.0)
r_log_keys = list(log)
log.clear()
@functools.cache
def kw(x=0, y=0):
    log.append(("kw", x, y))
    return x + y
kw(1, 2)
kw(x=1, y=2)
kw(y=2, x=1)
kw(1, y=2)
kw(1, 2)
r_log_kw = list(log)
log.clear()
def unhashable():
    try:
        return table([a])
    except TypeError as e:
        return str(e)
r_unhashable = (unhashable(), list(log))
tries = []
@functools.lru_cache(maxsize=None)
def flaky(k):
    tries.append(k)
    if len(tries) == 1:
        raise ValueError("first")
    return k * 10
try:
    flaky(a)
except ValueError as e:
    r_first = str(e)
r_again = (flaky(a), flaky(a), list(tries))
@functools.lru_cache(maxsize=size)
def small(k):
    log.append(("small", k))
    return k
for k in (1, 2, 1, 3, 2, 1):
    small(k)
r_log_small = list(log)
log.clear()
small.cache_clear()
small(1)
r_after_clear = list(log)
log.clear()
@functools.lru_cache(0)
def none_kept(k):
    log.append(("none", k))
    return k
none_kept(a)
none_kept(a)
r_none_kept = list(log)
log.clear()
class Box:
    def __init__(self, n):
        self.n = n
    @functools.lru_cache(maxsize=None)
    def scaled(self, k):
        log.append(("scaled", self.n, k))
        return self.n * k
x = Box(a)
y = Box(a)
r_methods = (x.scaled(2), x.scaled(2), y.scaled(2), list(log))
log.clear()
@functools.lru_cache(maxsize=None)
def fib(n):
    log.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)
r_fib = (fib(a + 7), len(log))
@functools.lru_cache(maxsize=3)
def fib3(n):
    return n if n < 2 else fib3(n - 1) + fib3(n - 2)
r_fib3 = fib3(a + 12)
r_names = (table.__name__, table.__wrapped__.__name__, callable(table))
