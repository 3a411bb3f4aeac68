# probe: __post_init__ and field(init=False)
# inputs
w = 3
h = 4
# body
from dataclasses import dataclass, field
@dataclass
class Rect:
    w: int
    h: int
    area: int = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
r = Rect(w, h)
r_area = r.area
r_repr = repr(r)
try:
    Rect(1, 2, 3)
except TypeError as e:
    r_no_init_arg = type(e).__name__
