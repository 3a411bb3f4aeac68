# probe: annotations that only mention ClassVar inside another name are plain fields; a typing.ClassVar (imported) is not a field
# inputs
v = 7
# body
from dataclasses import dataclass, fields
from typing import ClassVar
class MyClassVarHolder:
    pass
@dataclass
class C:
    a: "MyClassVarHolder" = None
    b: "list[ClassVar]" = None
    c: ClassVar[int] = 9
    d: "ClassVar[str]" = "s"
    e: int = 0
r_fields = [f.name for f in fields(C)]
try:
    obj = C(1, 2, v)
    r_obj = (obj.a, obj.b, obj.e, obj.c, obj.d)
except TypeError as e:
    r_obj = type(e).__name__
