# probe: closures capturing an instance see later attribute changes; methods returned as callbacks keep self; late binding of the loop variable in lambdas created in a method
# inputs
v = 2
# body
class Counter:
    def __init__(self):
        self.n = 0
    def incr(self, k=1):
        self.n += k
        return self.n
    def makers(self):
        return [lambda: self.n * i for i in range(3)]
    def makers_bound(self):
        return [lambda i=i: self.n * i for i in range(3)]
c = Counter()
cb = c.incr
cb()
cb(v)
r_n = c.n
def reader(obj):
    return lambda: obj.n
rd = reader(c)
c.n = 10
r_read = rd()
r_late = [f() for f in c.makers()]
r_bound = [f() for f in c.makers_bound()]
callbacks = {name: getattr(c, name) for name in ("incr",)}
callbacks["incr"](v)
r_final = c.n
