# probe: a class whose __name__/__qualname__ are reassigned: reprs of dataclass, namedtuple and enum instances, exception class names and type(obj).__name__ follow the new names
# inputs
v = 1
# body
from dataclasses import dataclass
from collections import namedtuple
from enum import Enum
@dataclass
class D:
    x: int
D.__qualname__ = "DQ"
D.__name__ = "DN"
r_dc = repr(D(v))
P = namedtuple("P", "a")
P.__name__ = "PN"
P.__qualname__ = "PQ"
r_nt = repr(P(v))
class E(Enum):
    A = 1
E.__name__ = "EN"
E.__qualname__ = "EQ"
r_enum = (repr(E.A), str(E.A))
class X(Exception):
    pass
X.__name__ = "XN"
try:
    raise X("m")
except Exception as e:
    r_exc = (type(e).__name__, repr(e))
class K:
    pass
K.__name__ = "KN"
r_k = (K.__name__, type(K()).__name__, str(K).endswith("K'>"))
