# probe: members cannot be reassigned on the class; name/value cannot be set; other attributes can
# inputs
x = 5
# body
from enum import Enum
class Mode(Enum):
    FAST = 1
try:
    Mode.FAST = x
    r_class = "ok"
except AttributeError as e:
    r_class = str(e)
try:
    Mode.FAST.value = x
    r_value = "ok"
except AttributeError as e:
    r_value = type(e).__name__
Mode.FAST.extra = x
r_extra = Mode.FAST.extra
Mode.other = x
r_other = Mode.other
r_still = Mode.FAST.value
