# probe: obj.p += x runs getter then setter; a list property without setter: += mutates the list then raises AttributeError; chained assignment sets targets left to right with the same value; tuple-unpack and del order
# inputs
v = 2
# body
log = []
class P:
    def __init__(self):
        self._a = 1
        self._items = [0]
    @property
    def a(self):
        log.append("get a")
        return self._a
    @a.setter
    def a(self, val):
        log.append(("set a", val))
        self._a = val
    @a.deleter
    def a(self):
        log.append("del a")
    @property
    def b(self):
        log.append("get b")
        return 0
    @b.setter
    def b(self, val):
        log.append(("set b", val))
    @b.deleter
    def b(self):
        log.append("del b")
    @property
    def items(self):
        log.append("get items")
        return self._items
p = P()
p.a += v
r_a = p._a
p.a = p.b = v * 10
p.b, p.a = v, v + 1
del p.a, p.b
try:
    p.items += [v]
except AttributeError as e:
    r_err = type(e).__name__
r_items = p._items
r_log = list(log)
