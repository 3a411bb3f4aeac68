# probe: fields() on class and instance; f.type is the annotation object or string; is_dataclass on class, instance, subclass without decorator, non-dataclass
# inputs
v = 1
# body
from dataclasses import dataclass, fields, is_dataclass, field, MISSING
@dataclass
class C:
    a: "int"
    b: "list[int]" = field(default_factory=list)
    c: "str" = "x"
class Sub(C):
    extra: int = 5
r_types = [f.type for f in fields(C)]
r_missing = [f.default is MISSING for f in fields(C)]
r_factory = [f.default_factory is MISSING for f in fields(C)]
r_is = (is_dataclass(C), is_dataclass(C(v)), is_dataclass(Sub), is_dataclass(Sub(v)), is_dataclass(int), is_dataclass(v))
r_sub_fields = [f.name for f in fields(Sub(v))]
try:
    fields(v)
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
r_is_type = isinstance(C, type) and not isinstance(C(v), type)
