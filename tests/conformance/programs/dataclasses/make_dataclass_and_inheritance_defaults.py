# probe: make_dataclass with names, types, defaults and namespace; subclass overriding a base field default keeps the field position; subclass adding a non-default after defaults raises TypeError
# inputs
v = 7
# body
from dataclasses import dataclass, field, fields, make_dataclass
Pt = make_dataclass("Pt", ["x", ("y", int), ("z", int, field(default=v))], namespace={"total": lambda self: self.x + self.y + self.z})
p = Pt(1, 2)
r_pt = (p.total(), repr(p), [f.name for f in fields(Pt)])
@dataclass
class Base:
    a: int
    b: int = 1
@dataclass
class Child(Base):
    a: int = v
    c: int = 3
r_child = repr(Child())
r_order = [f.name for f in fields(Child)]
try:
    @dataclass
    class Bad(Base):
        d: int
except TypeError as e:
    r_err = type(e).__name__
try:
    make_dataclass("X", ["a", "a"])
except TypeError as e:
    r_err2 = type(e).__name__
