# probe: collections.namedtuple: fields, indexing, _replace, _asdict, defaults, equality with tuples
# inputs
x = 1
y = 2
# body
from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(x, y)
r_fields = Point._fields
r_attr = (p.x, p.y)
r_index = p[1]
r_unpack = tuple(p)
r_replace = tuple(p._replace(x=10))
r_asdict = p._asdict()
r_eq_tuple = p == (x, y)
r_len = len(p)
P3 = namedtuple("P3", "a b c", defaults=[0])
r_default = tuple(P3(1, 2))
r_kw = tuple(Point(y=5, x=6))
r_isinstance = isinstance(p, tuple)
try:
    p.x = 5
except AttributeError as e:
    r_immutable = type(e).__name__
