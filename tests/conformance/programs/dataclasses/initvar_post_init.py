# probe: InitVar values reach __post_init__ in order, are not fields, are not stored; replace needs them again
# inputs
scale = 3
# body
from dataclasses import dataclass, field, InitVar, fields, replace
@dataclass
class C:
    x: int
    factor: InitVar[int]
    offset: InitVar[int] = 1
    y: int = field(init=False)
    def __post_init__(self, factor, offset):
        self.y = self.x * factor + offset
c = C(2, scale)
r_y = c.y
r_fields = [f.name for f in fields(c)]
r_has_factor = hasattr(c, "factor")
r_offset_class = C.offset
c2 = C(2, scale, 10)
r_y2 = c2.y
try:
    replace(c, x=5)
    r_replace = "ok"
except ValueError as e:
    r_replace = type(e).__name__
r_replace2 = replace(c, x=5, factor=2).y
r_repr = repr(c)
