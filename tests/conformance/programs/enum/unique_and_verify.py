# probe: @unique raises ValueError on aliases, passes without; enum.verify(UNIQUE, CONTINUOUS) (3.11) checks
# inputs
v = 2
# body
from enum import Enum, unique, verify, UNIQUE, CONTINUOUS, IntEnum
try:
    @unique
    class A(Enum):
        X = 1
        Y = v - 1
    r_alias = "ok"
except ValueError as e:
    r_alias = type(e).__name__
@unique
class B(Enum):
    X = 1
    Y = v
r_b = [m.name for m in B]
try:
    @verify(CONTINUOUS)
    class C(IntEnum):
        X = 1
        Y = v + 1
    r_cont = "ok"
except ValueError as e:
    r_cont = type(e).__name__
@verify(UNIQUE, CONTINUOUS)
class D(IntEnum):
    X = 1
    Y = v
r_d = [int(m) for m in D]
r_unique_returns = unique(B) is B
