# probe: a parenthesized annotated name in a class body, (x): int = 1, is not recorded in __annotations__, so it is no dataclass field, only a class attribute
# inputs
v = 5
# body
from dataclasses import dataclass, fields
@dataclass
class C:
    a: int
    (b): int = 2
r_fields = [f.name for f in fields(C)]
r_ann = list(C.__annotations__)
try:
    obj = C(v)
    r_obj = (obj.a, obj.b)
except TypeError as e:
    r_obj = type(e).__name__
try:
    C(1, 2)
    r_two = "ok"
except TypeError as e:
    r_two = type(e).__name__
