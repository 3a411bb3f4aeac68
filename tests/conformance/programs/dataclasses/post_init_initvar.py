# probe: InitVar parameters reach __post_init__ but are not fields or attributes; __post_init__ order in inheritance; super().__post_init__ chaining
# inputs
v = 6
# body
from dataclasses import dataclass, field, fields, InitVar
log = []
@dataclass
class Base:
    a: int
    def __post_init__(self):
        log.append(("base", self.a))
@dataclass
class Child(Base):
    scale: InitVar[int] = 2
    b: int = field(init=False, default=0)
    def __post_init__(self, scale):
        super().__post_init__()
        self.b = self.a * scale
        log.append(("child", scale))
c = Child(v)
c3 = Child(v, 3)
r_b = (c.b, c3.b)
r_fields = [f.name for f in fields(c)]
r_has_scale = ("scale" in vars(c), Child.scale)
r_log = list(log)
r_repr = repr(c3)
@dataclass
class NoPost:
    x: InitVar[int]
try:
    NoPost(v)
    r_nopost = "ok"
except TypeError as e:
    r_nopost = type(e).__name__
