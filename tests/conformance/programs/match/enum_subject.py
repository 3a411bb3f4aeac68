# probe: matching enum members with value patterns
# inputs
raw = "b"
# body
from enum import Enum
class Mode(Enum):
    A = "a"
    B = "b"
def act(m):
    match m:
        case Mode.A:
            return "is A"
        case Mode.B:
            return "is B"
        case _:
            return "not a mode"
r_b = act(Mode(raw))
r_a = act(Mode.A)
r_raw = act(raw)
