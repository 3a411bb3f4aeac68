# probe: obj.attr += v where attr lives on the class: an int makes a new instance attribute (the class keeps its value); a list is extended in place (the class's list changes) and also set on the instance; a property's getter and setter both run
# inputs
step = 2
# body
class C:
    count = 0
    items = []
c = C()
c.count += step
r_int = (c.count, C.count, "count" in vars(c))
c.items += [step]
r_list = (C.items, c.items is C.items, "items" in vars(c))
other = C()
r_other_sees = other.items
log = []
class P:
    def __init__(self):
        self._v = [1]
        self._n = 10
    @property
    def v(self):
        log.append("get v")
        return self._v
    @v.setter
    def v(self, new):
        log.append(("set v", new is self._v))
        self._v = new
    @property
    def n(self):
        log.append("get n")
        return self._n
p = P()
p.v += [step]
r_prop_log = list(log)
r_prop = p.v
log.clear()
try:
    p.n += step
except AttributeError as e:
    r_readonly = (type(e).__name__, p.n)
r_readonly_log = log
