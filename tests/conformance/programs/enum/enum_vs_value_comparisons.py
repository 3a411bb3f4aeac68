# probe: plain Enum members never equal their values; ordering raises TypeError; IntEnum compares and orders with ints and floats; cross-IntEnum equality
# inputs
v = 1
# body
from enum import Enum, IntEnum
class C(Enum):
    A = 1
    B = 2
class I(IntEnum):
    A = 1
    B = 2
class J(IntEnum):
    A = 1
r_plain = (C.A == v, C.A != v, C.A == C(v), C.A is C(v))
try:
    C.A < C.B
    r_lt = "ok"
except TypeError as e:
    r_lt = type(e).__name__
r_int = (I.A == v, I.A < 1.5, I.B > I.A, I.A == J.A, I.A + J.A, I.B * 2.5)
r_max = max(I).name
r_min_mixed = min([I.B, 0, 1.5])
r_types = (type(I.A + 1).__name__, type(-I.A).__name__, type(I.A & 1).__name__)
r_in = (v in [I.A], I.A in [v], C.A in [v])
r_index = ["a", "b", "c"][I.B]
r_bool = (bool(C.A), bool(IntEnum("Z", {"ZERO": 0}).ZERO))
