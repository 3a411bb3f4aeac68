# probe: a field(init=False) without a default after defaulted fields is not an __init__ parameter, so no "non-default follows default" error; set in __post_init__
# inputs
v = 2
# body
from dataclasses import dataclass, field, fields
@dataclass
class C:
    a: int = v
    total: int = field(init=False)
    b: int = 3
    def __post_init__(self):
        self.total = self.a + self.b
c = C()
r_c = (c.a, c.b, c.total)
r_fields = [f.name for f in fields(C)]
r_repr = repr(C(10))
@dataclass
class D:
    a: int = 0
    later: list = field(init=False, repr=False)
d = D()
try:
    d.later
    r_later = "set"
except AttributeError as e:
    r_later = type(e).__name__
