# probe: enum members cannot be reassigned; members are instances, not their values
# inputs
v = 1
# body
from enum import Enum
class E(Enum):
    A = 1
try:
    E.A = 2
except AttributeError as e:
    r_reassign = type(e).__name__
r_value_type = type(E.A.value).__name__
r_not_int = E.A == v
r_bool = bool(E.A)
