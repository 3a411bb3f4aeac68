# probe: typing.NamedTuple class syntax with defaults and methods
# inputs
m = 16
# body
from typing import NamedTuple
class Shape(NamedTuple):
    m: int
    n: int = 128
    name: str = "s"
    def size(self):
        return self.m * self.n
s = Shape(m)
r_tuple = tuple(s)
r_size = s.size()
r_fields = Shape._fields
r_defaults = Shape._field_defaults
r_kw = tuple(Shape(n=2, m=3))
r_eq = Shape(1, 2, "s") == (1, 2, "s")
a, b, c = Shape(m, 1)
r_unpack = (a, b, c)
try:
    Shape()
except TypeError as e:
    r_missing = type(e).__name__
