# probe: dropping the last reference runs __del__ and a suspended generator's finally at once (CPython refcounting): del, rebinding, and leaving a function
# inputs
tag = "x"
# body
log = []
class Noisy:
    def __init__(self, n):
        self.n = n
    def __del__(self):
        log.append("del " + self.n)
a = Noisy(tag)
del a
log.append("after del")
b = Noisy("b")
b = None
log.append("after rebind")
def scope():
    c = Noisy("c")
    return 1
scope()
log.append("after call")
def gen():
    try:
        yield 1
        yield 2
    finally:
        log.append("gen finally")
g = gen()
next(g)
g = None
log.append("after gen drop")
r_log = log
