# probe: dataclass argument checks: default with default_factory, order without eq
# inputs
v = 1
# body
from dataclasses import dataclass, field
try:
    @dataclass
    class Both:
        x: int = field(default=v, default_factory=int)
    r_both = "ok"
except ValueError as e:
    r_both = str(e)
try:
    @dataclass(order=True, eq=False)
    class NoEq:
        a: int
    r_no_eq = "ok"
except ValueError as e:
    r_no_eq = str(e)
