# probe: dataclass eq compares by value and class; eq=False falls back to identity
# inputs
v = 1
# body
from dataclasses import dataclass
@dataclass
class A:
    x: int
@dataclass
class B:
    x: int
@dataclass(eq=False)
class C:
    x: int
r_same_class = A(v) == A(v)
r_other_class = A(v) == B(v)
r_eq_false = C(v) == C(v)
r_in_list = A(v) in [A(2), A(v)]
r_list_eq = [A(v)] == [A(v)]
r_c_hashable = len({C(v), C(v)})
