# probe: replace() refuses init=False fields (ValueError), refuses unknown names (TypeError), copies init=False from __post_init__ fresh
# inputs
v = 3
# body
from dataclasses import dataclass, field, replace
@dataclass
class C:
    a: int
    b: int = field(init=False, default=0)
    def __post_init__(self):
        self.b = self.a * 10
c = C(v)
c.b = -1
d = replace(c, a=v + 1)
r_d = (d.a, d.b)
e = replace(c)
r_e = (e.a, e.b, e is c)
try:
    replace(c, b=5)
    r_init_false = "ok"
except ValueError as ex:
    r_init_false = type(ex).__name__
try:
    replace(c, zz=5)
    r_unknown = "ok"
except TypeError as ex:
    r_unknown = type(ex).__name__
try:
    replace(C, a=1)
    r_class = "ok"
except TypeError as ex:
    r_class = type(ex).__name__
