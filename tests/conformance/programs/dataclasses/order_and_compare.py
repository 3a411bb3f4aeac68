# probe: order=True compares field tuples, refuses other classes (even subclasses), compare=False fields left out; sorted and max
# inputs
a = 2
b = 5
# body
from dataclasses import dataclass, field
@dataclass(order=True)
class V:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)
r_lt = (V(a) < V(b), V(a, 9) < V(a, 10), V(a, 1, "z") <= V(a, 1, "a"), V(b) > V(a, 99))
r_eq = V(a, 1, "x") == V(a, 1, "y")
r_sorted = [(x.major, x.minor) for x in sorted([V(b, 1), V(a, 3), V(a, 1)])]
r_max = max([V(a), V(b, 2), V(b, 1)]).minor
@dataclass(order=True)
class W(V):
    pass
try:
    V(a) < W(b)
except TypeError as e:
    r_subclass = str(e)
r_sub_eq = V(a) == W(a)
try:
    V(a) < (a, 0)
except TypeError as e:
    r_tuple = str(e)
@dataclass
class NoOrder:
    x: int
try:
    NoOrder(1) < NoOrder(2)
except TypeError as e:
    r_no_order = str(e)
r_eq_other = (V(a) == (a, 0), V(a) != "x")
