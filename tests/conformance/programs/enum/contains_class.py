# probe: `x in EnumClass` (3.11): a member is in its class, another enum's member is not, a plain value raises TypeError
# inputs
raw = "a"
# body
from enum import Enum
class K(Enum):
    A = "a"
class J(Enum):
    A = "a"
r_member = K.A in K
r_other = J.A in K
r_not_in = K.A not in J
try:
    r_raw = raw in K
except TypeError as e:
    r_raw = type(e).__name__
r_values = raw in [k.value for k in K]
