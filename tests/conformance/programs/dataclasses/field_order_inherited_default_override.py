# probe: dataclass inheritance: a subclass redefining a base field keeps its position but takes the new default; non-default after inherited default raises TypeError
# inputs
n = 5
# body
from dataclasses import dataclass, fields
@dataclass
class Base:
    x: int
    y: int = 1
    z: int = 2
@dataclass
class Child(Base):
    x: int = n
    w: int = 9
r_names = [f.name for f in fields(Child)]
r_defaults = [f.default for f in fields(Child)]
c = Child()
r_vals = (c.x, c.y, c.z, c.w)
r_repr = repr(Child(1, 2))
try:
    @dataclass
    class Bad(Base):
        q: int
    r_bad = "made"
except TypeError as e:
    r_bad = type(e).__name__
@dataclass
class Redo(Base):
    y: int = n * 2
r_redo = (Redo(0).y, [f.name for f in fields(Redo)])
