# probe: ClassVar annotations and unannotated class attributes are not fields; they stay class attributes shared by instances; a field default read on the class; fields() count
# inputs
v = 3
# body
from dataclasses import dataclass, fields
from typing import ClassVar
@dataclass
class C:
    x: int
    registry: ClassVar[list] = []
    plain = "not-a-field"
    y: int = v
a = C(1)
b = C(2, 5)
a.registry.append("a")
r_fields = [f.name for f in fields(C)]
r_shared = (b.registry, C.registry is a.registry)
r_plain = (a.plain, "plain" in vars(a))
r_defaults = (C.y, a.y, b.y)
try:
    C(1, 2, 3)
except TypeError as e:
    r_err = type(e).__name__
r_repr = repr(b)
