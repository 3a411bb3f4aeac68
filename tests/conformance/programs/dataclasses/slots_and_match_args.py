# probe: dataclass(slots=True) makes a __slots__ class (no __dict__, new attributes refused); __match_args__ drives positional patterns; kw_only fields left out of __match_args__
# inputs
v = 4
# body
from dataclasses import dataclass, field
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
p = P(v)
r_slots = P.__slots__
r_dict = hasattr(p, "__dict__")
try:
    p.z = 1
except AttributeError as e:
    r_err = type(e).__name__
@dataclass
class Q:
    a: int
    b: int = field(kw_only=True, default=0)
r_match_args = (P.__match_args__, Q.__match_args__)
def describe(obj):
    match obj:
        case P(0, y):
            return ("p-zero", y)
        case P(x, y) if x > y:
            return ("p", x - y)
        case Q(a, b=b):
            return ("q", a, b)
    return None
r_match = (describe(P(0, 7)), describe(P(v, 1)), describe(Q(v, b=2)), describe(P(1, 5)))
