# probe: a dataclass over a class with __slots__ defined by hand for its fields: a default conflicts with the slot (ValueError at class creation)
# inputs
v = 1
# body
from dataclasses import dataclass
try:
    @dataclass
    class S:
        __slots__ = ("a", "b")
        a: int
        b: int = 2
    r_made = "ok"
except ValueError as e:
    r_made = type(e).__name__
@dataclass
class T:
    __slots__ = ("a",)
    a: int
t = T(v)
r_t = (t.a, hasattr(t, "__dict__"))
try:
    t.z = 1
    r_new = "ok"
except AttributeError as e:
    r_new = type(e).__name__
