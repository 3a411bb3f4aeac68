# probe: dataclass(order=True) refuses a written __lt__; dataclass(frozen=True) refuses a written __setattr__
# inputs
v = 1
# body
from dataclasses import dataclass
try:
    @dataclass(order=True)
    class O:
        x: int
        def __lt__(self, other):
            return True
    r_order = "ok"
except TypeError as e:
    r_order = str(e)
try:
    @dataclass(frozen=True)
    class FS:
        x: int
        def __setattr__(self, k, val):
            pass
    r_frozen = "ok"
except TypeError as e:
    r_frozen = str(e)
