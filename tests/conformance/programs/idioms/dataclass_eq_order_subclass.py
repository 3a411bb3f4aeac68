# probe: dataclass __eq__ and order require the exact same class: base vs subclass instance compares unequal and ordering raises TypeError; eq=False falls back to identity
# inputs
v = 1.5
# body
from dataclasses import dataclass
@dataclass(order=True)
class R:
    us: float
@dataclass(order=True)
class SubR(R):
    pass
r_eq_same = R(v) == R(v)
r_eq_sub = R(v) == SubR(v)
r_eq_tuple = R(v) == (v,)
try:
    R(v) < SubR(v + 1)
    r_lt_sub = "ok"
except TypeError as e:
    r_lt_sub = type(e).__name__
r_sub_sub = SubR(v) <= SubR(v)
@dataclass(eq=False)
class NoEq:
    x: int
a = NoEq(1)
r_noeq = (a == NoEq(1), a == a, a != NoEq(1))
r_hash_none = R.__hash__ is None
r_noeq_hash = NoEq.__hash__ is object.__hash__
try:
    {R(v)}
    r_unhashable = "ok"
except TypeError as e:
    r_unhashable = type(e).__name__
@dataclass(frozen=True)
class F:
    x: int
r_frozen_set = len({F(1), F(1), F(2)})
