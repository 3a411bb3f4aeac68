# probe: dataclass field defaults: mutable default list ValueError at class creation, default_factory per instance, non-default after default TypeError, class attribute vs instance
# inputs
x = 5
# body
from dataclasses import dataclass, field
try:
    @dataclass
    class Bad:
        xs: list = []
    r_mutable = "ok"
except ValueError as e:
    r_mutable = type(e).__name__
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
    r_order = "ok"
except TypeError as e:
    r_order = type(e).__name__
@dataclass
class Good:
    a: int = 0
    xs: list = field(default_factory=list)
g1, g2 = Good(x), Good()
g1.xs.append(x)
r_g2 = g2.xs
r_g1 = (g1.a, g1.xs)
r_class_attr = Good.a
r_no_factory_attr = hasattr(Good, "xs")
r_repr = repr(Good(x, [1]))
