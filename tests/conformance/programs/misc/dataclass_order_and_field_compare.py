# probe: dataclass(order=True) sorting of result records, field(compare=False) excluded from eq and ordering, comparing different classes TypeError
# inputs
times = [3.0, 1.0, 2.0]
# body
from dataclasses import dataclass, field
@dataclass(order=True)
class Result:
    us: float
    name: str = field(compare=False, default="")
rs = [Result(t, "r%d" % i) for i, t in enumerate(times)]
r_sorted = [r.name for r in sorted(rs)]
r_eq_ignores = Result(1.0, "a") == Result(1.0, "b")
r_lt = Result(1.0) < Result(2.0)
@dataclass(order=True)
class Other:
    us: float
try:
    Result(1.0) < Other(2.0)
    r_cross = "ok"
except TypeError as e:
    r_cross = type(e).__name__
r_cross_eq = Result(1.0) == Other(1.0)
r_min = min(rs).name
@dataclass
class NoOrder:
    x: int
try:
    NoOrder(1) < NoOrder(2)
    r_noorder = "ok"
except TypeError as e:
    r_noorder = type(e).__name__
