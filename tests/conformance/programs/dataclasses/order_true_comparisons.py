# probe: order=True compares fields as tuples in definition order; compare=False fields skipped; comparing to another class raises TypeError; sorting; order without eq raises ValueError
# inputs
v = 2
# body
from dataclasses import dataclass, field
@dataclass(order=True)
class Ver:
    major: int
    minor: int = 0
    note: str = field(default="", compare=False)
vs = [Ver(1, 5), Ver(v, 0, "z"), Ver(1, 2), Ver(v, 0, "a")]
r_sorted = [(x.major, x.minor, x.note) for x in sorted(vs)]
r_cmp = (Ver(1, 2) < Ver(1, 3), Ver(v) <= Ver(v, 0, "q"), Ver(v) > Ver(1, 9), Ver(v, 1) >= Ver(v, 2))
r_eq_note = Ver(1, 1, "a") == Ver(1, 1, "b")
@dataclass(order=True)
class Other:
    major: int
    minor: int = 0
try:
    Ver(1) < Other(2)
except TypeError as e:
    r_err = type(e).__name__
try:
    Ver(1) < (1, 0)
except TypeError as e:
    r_err2 = type(e).__name__
try:
    @dataclass(order=True, eq=False)
    class Bad:
        x: int
except ValueError as e:
    r_err3 = type(e).__name__
r_max = max(vs).note
r_eq_other = Ver(1) == Other(1)
