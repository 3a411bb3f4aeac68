# probe: a dataclass whose __post_init__ derives fields from an InitVar and inputs, a field(init=False) computed there, ordering and frozen hashing over input fields
# inputs
w = 3
h = 3
scale = 2
# body
from dataclasses import dataclass, field, InitVar
@dataclass(order=True)
class Box:
    area: int = field(init=False)
    w: int
    h: int
    k: InitVar[int] = 1
    tags: list = field(default_factory=list, compare=False)
    def __post_init__(self, k):
        self.area = self.w * self.h * k
        if k > 1:
            self.tags.append("scaled")
@dataclass(frozen=True)
class Key:
    a: int
    b: str = "x"
a = Box(w, h)
b = Box(h, w, scale)
c = Box(1, 9)
r_areas = (a.area, b.area, c.area)
r_tags = (a.tags, b.tags)
r_order = [(x.w, x.h) for x in sorted([b, a, c])]
r_eq = a == Box(h, w)
r_lt = c < a
d = {Key(w): "w", Key(h): "h", Key(1, "y"): "o"}
r_dlen = len(d)
r_lookup = d[Key(3)]
try:
    Key(w).a = 5
    r_frozen = "ok"
except AttributeError as e:
    r_frozen = type(e).__name__
