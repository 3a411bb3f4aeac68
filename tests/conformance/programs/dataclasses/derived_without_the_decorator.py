# probe: a class derived from a dataclass without `@dataclass` is made by the dataclass's `__init__` (and has its fields, repr, equality); a subclass's own `__init__` reaches it through `super().__init__` or `D.__init__`; `@dataclass` over a base with an `__init__` of its own makes its own
# inputs
a = 1
# body
from dataclasses import dataclass, fields, asdict
@dataclass
class D:
    a: int
    b: int = 2
class Sub(D):
    def total(self):
        return self.a + self.b
r_total = Sub(a).total()
r_total_b = Sub(a, 5).total()
try:
    Sub()
    r_missing = "made"
except TypeError:
    r_missing = "TypeError"
r_fields = [f.name for f in fields(Sub(a))]
r_asdict = asdict(Sub(a))
r_repr = repr(Sub(a))
r_eq = Sub(a) == Sub(a)
class Super(D):
    def __init__(self, x):
        super().__init__(x, b=x * 10)
r_super = (Super(a).a, Super(a).b)
class Named(D):
    def __init__(self):
        D.__init__(self, 7)
r_named = Named().a
class Base:
    def __init__(self, *args):
        self.z = len(args)
@dataclass
class Over(Base):
    c: int = 3
r_over = (Over(a).c, hasattr(Over(a), "z"))
