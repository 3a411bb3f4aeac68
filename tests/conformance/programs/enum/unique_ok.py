# probe: @unique returns the class when there are no aliases, and names the aliases in its error
# inputs
a = 1
# body
from enum import Enum, unique
@unique
class Ok(Enum):
    A = a
    B = 2
r_ok = [m.name for m in Ok]
try:
    @unique
    class Bad(Enum):
        A = a
        B = 2
        C = a
        D = 2
except ValueError as e:
    r_msg = str(e)
