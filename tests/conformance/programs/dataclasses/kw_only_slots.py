# probe: kw_only fields and slots=True
# inputs
v = 1
# body
from dataclasses import dataclass, field, KW_ONLY
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 0
@dataclass
class Mixed:
    x: int
    _: KW_ONLY
    y: int = 5
r_k = (K(a=v).a, K(a=v, b=2).b)
try:
    K(v)
except TypeError as e:
    r_positional = type(e).__name__
r_mixed = (Mixed(v).y, Mixed(v, y=9).y)
@dataclass(slots=True)
class S:
    z: int
r_slots = S.__slots__
