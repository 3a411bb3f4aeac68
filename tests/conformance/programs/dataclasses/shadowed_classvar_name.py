# probe: dataclasses recognise typing.ClassVar by identity: a local name ClassVar bound to something else makes an ordinary field
# inputs
v = 4
# body
from dataclasses import dataclass, fields
ClassVar = list
@dataclass
class C:
    x: ClassVar[int] = 0
    y: int = 1
r_fields = [f.name for f in fields(C)]
try:
    c = C(v)
    r_c = (c.x, c.y)
except TypeError as e:
    r_c = type(e).__name__
