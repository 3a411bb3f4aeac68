# probe: truth of enum members: a plain Enum member is always true (even with value 0 or ""), an int-mixin member follows its value, a Flag's follows its bits, a class with __bool__ uses it
# inputs
z = 0
# body
from enum import Enum, IntEnum, Flag
class E(Enum):
    ZERO = 0
    EMPTY = ""
class I(IntEnum):
    ZERO = 0
    ONE = 1
class M(int, Enum):
    Z = 0
class F(Flag):
    A = 1
class B(Enum):
    NO = "no"
    YES = "yes"
    def __bool__(self):
        return self is B.YES
r_plain = (bool(E.ZERO), bool(E(z)), bool(E.EMPTY))
r_int = (bool(I.ZERO), bool(I(z)), bool(I.ONE), bool(M.Z))
r_flag = (bool(F.A), bool(F(z)), bool(F.A & F(z)))
r_own = (bool(B.NO), bool(B.YES))
r_if = ["t" if m else "f" for m in (E.ZERO, I.ZERO, M.Z, B.NO)]
