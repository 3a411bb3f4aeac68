# probe: augmented assignment to attributes and items runs get, the in-place op, then set; a tuple item holding a list is extended before the TypeError
# inputs
n = 3
# body
log = []
class Box:
    def __init__(self):
        object.__setattr__(self, "v", 1)
    def __setattr__(self, name, value):
        log.append(("setattr", name, value))
        object.__setattr__(self, name, value)
class Store:
    def __init__(self):
        self.d = {"k": 10}
    def __getitem__(self, k):
        log.append(("getitem", k))
        return self.d[k]
    def __setitem__(self, k, v):
        log.append(("setitem", k, v))
        self.d[k] = v
b = Box()
b.v += n
s = Store()
s["k"] += n
s["k"] *= 2
r_log = log
r_values = (b.v, s.d["k"])
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, other):
        self.items.append(other)
        return self
holder = Box()
object.__setattr__(holder, "acc", Acc())
log.clear()
holder.acc += n
r_setattr_after_iadd = list(log)
r_acc = holder.acc.items
t = ([1],)
try:
    t[0] += [n]
except TypeError as e:
    r_tuple_err = str(e)
r_tuple_after = t
class Counter:
    total = 0
c1 = Counter()
c1.total += n
r_class_attr = (Counter.total, c1.total, "total" in vars(c1))
