# probe: dataclass body pitfalls: field() assigned without an annotation TypeError, a non-dataclass mixin's annotations are not fields, ClassVar excluded, string ClassVar annotation
# inputs
v = 3
# body
from dataclasses import dataclass, field, fields
from typing import ClassVar
try:
    @dataclass
    class NoAnn:
        x = field(default=v)
    r_noann = "ok"
except TypeError as e:
    r_noann = type(e).__name__
class Mixin:
    base: int = 7
@dataclass
class D(Mixin):
    y: int = v
    counter: ClassVar[int] = 0
    label: "ClassVar[str]" = "L"
r_fields = [f.name for f in fields(D)]
r_d = (D().y, D().base, D.counter)
try:
    D(1, 2)
    r_two = "ok"
except TypeError as e:
    r_two = type(e).__name__
r_label = D.label
@dataclass
class Plain:
    z = v
    w: int = v
r_plain_fields = [f.name for f in fields(Plain)]
