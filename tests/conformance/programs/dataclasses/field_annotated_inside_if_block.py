# probe: an annotation inside an if block of the class body is still recorded in __annotations__, so it is a dataclass field
# inputs
v = 5
# body
from dataclasses import dataclass, fields
@dataclass
class C:
    a: int
    if True:
        b: int = 2
    for _i in range(1):
        c: int = 3
r_fields = [f.name for f in fields(C)]
try:
    obj = C(1, v)
    r_obj = (obj.a, obj.b, obj.c)
except TypeError as e:
    r_obj = type(e).__name__
r_ann = list(C.__annotations__)
