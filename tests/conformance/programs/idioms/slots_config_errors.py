# probe: __slots__ config objects: assigning an undeclared attribute AttributeError, unset slot read AttributeError, no __dict__, slots plus dataclass(slots=True) replace
# inputs
m = 3
# body
from dataclasses import dataclass, replace
class P:
    __slots__ = ("m", "n")
    def __init__(self, m):
        self.m = m
p = P(m)
try:
    p.k = 1
    r_new = "ok"
except AttributeError as e:
    r_new = type(e).__name__
try:
    p.n
    r_unset = "ok"
except AttributeError as e:
    r_unset = type(e).__name__
r_has_dict = hasattr(p, "__dict__")
r_getattr_default = getattr(p, "n", None)
@dataclass(slots=True)
class D:
    m: int
    n: int = 2
d = D(m)
r_d_slots = D.__slots__
r_replace = replace(d, n=m).n
try:
    d.z = 1
    r_d_new = "ok"
except AttributeError as e:
    r_d_new = type(e).__name__
class Sub(P):
    pass
s = Sub(m)
s.k = 1
r_sub_dict = s.__dict__
