# probe: a _missing_ class method that maps other spellings to members, or gives None
# inputs
spelled = "FAST"
other = "warp"
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
r_found = Mode(spelled).name
r_is = Mode(spelled) is Mode.FAST
try:
    Mode(other)
    r_other = "ok"
except ValueError as e:
    r_other = str(e)
