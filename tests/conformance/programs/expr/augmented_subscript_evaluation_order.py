# probe: d[f()] += g() evaluates f, reads d[k] via __getitem__, then g, then __setitem__; attribute augmented assignment reads then writes
# inputs
key = "k"
inc = 5
# body
log = []
class D(dict):
    def __getitem__(self, k):
        log.append(("get", k))
        return super().__getitem__(k)
    def __setitem__(self, k, v):
        log.append(("set", k, v))
        super().__setitem__(k, v)
def f():
    log.append("f")
    return key
def g():
    log.append("g")
    return inc
d = D()
dict.__setitem__(d, key, 1)
d[f()] += g()
r_log = list(log)
r_d = dict(d)
log.clear()
class A:
    def __getattribute__(self, n):
        log.append(("getattr", n))
        return object.__getattribute__(self, n)
    def __setattr__(self, n, v):
        log.append(("setattr", n, v))
        object.__setattr__(self, n, v)
a = A()
object.__setattr__(a, "x", 10)
a.x *= 2
r_attr_log = list(log)
lst = [[0, 0]]
idx = 0
lst[idx][idx + 1] -= inc
r_nested = lst
