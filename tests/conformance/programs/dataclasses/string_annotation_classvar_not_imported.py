# probe: a string annotation "ClassVar[int]" is a ClassVar for dataclasses only when the module has ClassVar bound to typing.ClassVar; else it is a field
# inputs
v = 7
# body
from dataclasses import dataclass, fields
@dataclass
class C:
    x: "ClassVar[int]" = 5
    y: int = 1
r_fields = [f.name for f in fields(C)]
try:
    c = C(v, 2)
    r_c = (c.x, c.y)
except TypeError as e:
    r_c = type(e).__name__
