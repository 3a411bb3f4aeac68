# probe: dataclass inheritance: fields of bases come first; overriding a default
# inputs
v = 7
# body
from dataclasses import dataclass, fields
@dataclass
class Base:
    a: int
    b: int = 2
@dataclass
class Child(Base):
    c: int = 3
    b: int = 20
r_fields = [f.name for f in fields(Child)]
ch = Child(v)
r_values = (ch.a, ch.b, ch.c)
r_eq_base = Base(v, 20) == Child(v)
r_isinstance = isinstance(ch, Base)
