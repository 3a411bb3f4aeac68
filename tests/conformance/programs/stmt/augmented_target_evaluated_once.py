# probe: an augmented assignment evaluates its target's parts once (the object, then the key or the slice's bounds), reads the item or attribute, evaluates the value, then stores through the same parts: `d[f()] += g()` calls f once
# inputs
k = "k"
i = 0
step = 2
# body
log = []
def m(x):
    log.append(x)
    return x
d = {"k": 1}
d[m(k)] += m(step)
class Box:
    def __init__(self):
        self.items = [10, 20]
    def __getitem__(self, j):
        log.append(("get", j))
        return self.items[j]
    def __setitem__(self, j, v):
        log.append(("set", j, v))
        self.items[j] = v
box = Box()
box[m(i)] += m(step)
r_box = box.items
class Counter:
    def __init__(self):
        self._n = 1
    @property
    def n(self):
        log.append("read n")
        return self._n
    @n.setter
    def n(self, v):
        log.append(("write n", v))
        self._n = v
objs = [Counter()]
objs[m(i)].n *= m(step)
r_n = objs[0].n
xs = [1, 2, 3, 4]
xs[m(i):m(step)] += [m(9)]
def missing():
    try:
        d[m("absent")] += m(1)
        return "ok"
    except KeyError:
        return "KeyError"
r_missing = missing()
seen = list(log)
