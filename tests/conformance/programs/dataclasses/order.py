# probe: @dataclass(order=True) compares field tuples
# inputs
a = 1
# body
from dataclasses import dataclass
@dataclass(order=True)
class V:
    major: int
    minor: int = 0
r_lt = V(a, 5) < V(a + 1, 0)
r_le = V(a) <= V(a, 0)
r_sorted = [(v.major, v.minor) for v in sorted([V(2, 1), V(1, 9), V(2, 0)])]
r_max = max(V(1), V(3), V(2)).major
@dataclass
class NoOrder:
    x: int
try:
    NoOrder(1) < NoOrder(2)
except TypeError as e:
    r_no_order = type(e).__name__
