# probe: subclassing a namedtuple adds methods/properties; __slots__ = () keeps it dict-less; _replace returns the subclass; repr uses the subclass name
# inputs
v = 4
# body
from collections import namedtuple
class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
a = Vec(v, -1)
b = a + Vec(1, 1)
r_b = tuple(b)
r_type = type(b).__name__
r_norm = b.norm1
r_repl_type = type(a._replace(x=0)).__name__
r_repr = repr(a)
r_dict = hasattr(a, "__dict__")
try:
    a.z = 1
except AttributeError as e:
    r_err = type(e).__name__
r_tuple_add = a + (0, 0) if False else tuple(a) + (0,)
r_mul = tuple(a * 2)
r_sorted = [tuple(t) for t in sorted([Vec(2, 1), Vec(1, 5), Vec(2, 0)])]
