# probe: a namedtuple subclass that shadows a field with a property or a plain class attribute: attribute access finds the subclass's, indexing and iteration still the tuple's items
# inputs
v = 1
# body
from collections import namedtuple
P = namedtuple("P", "x y")
class WithProp(P):
    @property
    def x(self):
        return 100
class WithAttr(P):
    y = "class"
a = WithProp(v, 2)
b = WithAttr(v, 2)
r_prop = (a.x, a[0], tuple(a), a._asdict()["x"])
r_attr = (b.y, b[1], list(b))
r_replace = b._replace(y=5)[1]
r_repr = repr(b)
