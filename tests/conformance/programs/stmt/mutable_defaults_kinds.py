# probe: mutable defaults (list, dict, set, object) shared across calls; kw-only mutable defaults; defaults mutated from outside through __defaults__; the default object identity
# inputs
item = 7
# body
def app(x, acc=[]):
    acc.append(x)
    return acc
first = app(item)
second = app(item + 1)
r_same = first is second
r_acc = list(second)
r_defaults = app.__defaults__[0] is first
app.__defaults__[0].clear()
r_cleared = app(0)
def kw(*, seen=set()):
    seen.add(len(seen))
    return sorted(seen)
r_kw = (kw(), kw(), kw(seen={9}), kw())
r_kwdefaults = sorted(kw.__kwdefaults__["seen"])
def counting(d={}):
    d[len(d)] = item
    return len(d)
r_counting = [counting() for _ in range(3)]
class Box:
    def __init__(self, items=[]):
        self.items = items
b1 = Box()
b2 = Box()
b1.items.append("shared")
r_box = (b2.items, b1.items is b2.items)
def tup(t=(1, [2])):
    t[1].append(len(t[1]))
    return t
tup()
r_tuple_inner = tup()
