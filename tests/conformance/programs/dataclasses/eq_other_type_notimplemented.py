# probe: dataclass __eq__ and ordering against other types return NotImplemented: == False, < raises TypeError; same fields different classes not equal
# inputs
v = 1
# body
from dataclasses import dataclass
@dataclass(order=True)
class A:
    x: int
@dataclass(order=True)
class B:
    x: int
r_eq_other = A(v) == B(v)
r_eq_tuple = A(v) == (v,)
r_ne = A(v) != B(v)
r_direct = A(v).__eq__(B(v)) is NotImplemented
r_lt_direct = A(v).__lt__((v,)) is NotImplemented
try:
    A(v) < B(v)
    r_lt = "ok"
except TypeError as e:
    r_lt = type(e).__name__
r_sorted = [a.x for a in sorted([A(3), A(v), A(2)])]
r_le = (A(v) <= A(v), A(v) >= A(v + 1), A(v) > A(0))
class SubA(A):
    pass
r_sub_eq = A(v) == SubA(v)
try:
    r_sub_lt = A(v) < SubA(v + 1)
except TypeError as e:
    r_sub_lt = type(e).__name__
