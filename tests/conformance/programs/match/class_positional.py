# probe: class patterns with positional sub-patterns through __match_args__ (and dataclasses)
# inputs
a = 3
# body
from dataclasses import dataclass
class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
@dataclass
class Circle:
    r: int
    name: str = "c"
def describe(v):
    match v:
        case Vec(0, y):
            return ("vertical", y)
        case Vec(x, y) if x == y:
            return ("diagonal", x)
        case Circle(r, name="unit"):
            return ("unit circle", r)
        case Circle(r):
            return ("circle", r)
        case _:
            return "other"
r_vert = describe(Vec(0, a))
r_diag = describe(Vec(a, a))
r_unit = describe(Circle(1, "unit"))
r_circle = describe(Circle(a))
r_other = describe(Vec(1, 2))
r_match_args = Circle.__match_args__
try:
    match Vec(1, 2):
        case Vec(1, 2, 3):
            pass
except TypeError as e:
    r_too_many = type(e).__name__
