# probe: enum members as value patterns in match
# inputs
raw = "slow"
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"
def speed(m):
    match m:
        case Mode.FAST:
            return 10
        case Mode.SLOW:
            return 1
        case _:
            return 0
r_speed = speed(Mode(raw))
r_other = speed(raw)
