# probe: typing.NamedTuple with defaults, methods, properties, subclass with methods; field order errors; _field_defaults; _replace/_make
# inputs
x = 3
# body
from typing import NamedTuple
class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = "p"
    def norm1(self):
        return abs(self.x) + abs(self.y)
    @property
    def doubled(self):
        return Point(self.x * 2, self.y * 2, self.label)
    @classmethod
    def origin(cls):
        return cls(0)
p = Point(x)
r_p = (tuple(p), p.norm1(), tuple(p.doubled), tuple(Point.origin()))
r_defaults = Point._field_defaults
r_fields = Point._fields
r_replace = tuple(p._replace(y=4))
r_make = tuple(Point._make([1, 2, "m"]))
r_asdict = p._asdict()
r_repr = repr(p)
r_eq_tuple = p == (x, 0, "p")
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    r_bad_order = str(e)
try:
    p.x = 5
except AttributeError as e:
    r_immutable = str(e)
try:
    Point()
except TypeError as e:
    r_missing = str(e)
try:
    p._replace(z=1)
except ValueError as e:
    r_replace_bad = str(e)
class Point3(Point):
    def norm1(self):
        return "overridden"
r_sub = (Point3(x).norm1(), Point3._fields, type(Point3(x)._replace(x=1)).__name__)
r_annotations = list(Point.__annotations__)
try:
    class Under(NamedTuple):
        _private: int
except ValueError as e:
    r_under = str(e)
r_index = (p[0], p[-1], p[:2], p.index(0), p.count(x))
a, *rest = p
r_unpack = (a, rest)
