# probe: t[0] += [x] where t is a tuple: list is extended in place, then item assignment raises TypeError
# inputs
x = 1
# body
t = ([], "s")
try:
    t[0] += [x]
except TypeError as e:
    r_err = type(e).__name__
r_t0 = t[0]
try:
    t[1] += "x"
except TypeError as e:
    r_err2 = type(e).__name__
r_t1 = t[1]
class RO:
    def __init__(self):
        self._items = []
    @property
    def items(self):
        return self._items
o = RO()
try:
    o.items += [x, x]
except AttributeError as e:
    r_prop_err = type(e).__name__
r_items = o.items
fs = frozenset([1])
d = {"k": ([],)}
try:
    d["k"][0] += [x]
except TypeError as e:
    r_nested = type(e).__name__
r_d = d["k"][0]
