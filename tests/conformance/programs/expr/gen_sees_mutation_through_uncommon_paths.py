# probe: a generator reading src[0] at each step sees the consumer's change made between pulls through sort, reverse, operator.setitem, __setitem__, slice assignment, *=, setdefault, |=, setattr, vars()
# inputs
base = [3, 1, 2]
# body
import operator
def reader(src):
    for _ in range(2):
        yield src[0]
def step(change):
    src = list(base)
    g = reader(src)
    a = next(g)
    change(src)
    return (a, next(g))
r_sort = step(lambda s: s.sort())
r_reverse = step(lambda s: s.reverse())
r_opset = step(lambda s: operator.setitem(s, 0, 9))
r_dunder = step(lambda s: s.__setitem__(0, 8))
r_slice = step(lambda s: s.__setitem__(slice(0, 1), [7, 7]))
r_insert = step(lambda s: s.insert(0, 6))
r_del = step(lambda s: operator.delitem(s, 0))
def dreader(d):
    for _ in range(2):
        yield d.get("a")
def dstep(change):
    d = {}
    g = dreader(d)
    a = next(g)
    change(d)
    return (a, next(g))
r_setdefault = dstep(lambda d: d.setdefault("a", 1))
r_ior = dstep(lambda d: d.__ior__({"a": 2}))
r_update = dstep(lambda d: d.update(a=3))
r_fromkeys_then = dstep(lambda d: d.update(dict.fromkeys("a", 4)))
class O:
    a = 0
def oreader(o):
    for _ in range(2):
        yield o.a
def ostep(change):
    o = O()
    g = oreader(o)
    a = next(g)
    change(o)
    return (a, next(g))
r_setattr = ostep(lambda o: setattr(o, "a", 5))
r_vars = ostep(lambda o: vars(o).__setitem__("a", 6))
r_dict_attr = ostep(lambda o: o.__dict__.update(a=7))
r_class_attr = ostep(lambda o: setattr(O, "a", 8))
