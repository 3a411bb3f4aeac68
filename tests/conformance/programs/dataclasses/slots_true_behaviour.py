# probe: slots=True dataclass: __slots__ tuple of field names, no __dict__, new attribute refused, defaults still work
# inputs
v = 7
# body
from dataclasses import dataclass
@dataclass(slots=True)
class S:
    a: int
    b: int = 2
s = S(v)
r_slots = S.__slots__
r_vals = (s.a, s.b)
r_has_dict = hasattr(s, "__dict__")
try:
    s.c = 1
    r_new = "ok"
except AttributeError as e:
    r_new = type(e).__name__
s.b = v * 2
r_b = s.b
r_eq = S(v) == S(v)
del s.a
try:
    s.a
    r_deleted = "present"
except AttributeError as e:
    r_deleted = type(e).__name__
