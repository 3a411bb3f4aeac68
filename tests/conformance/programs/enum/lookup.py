# probe: Mode(value), Mode[name], and the errors of missing values and names
# inputs
value = "slow"
name = "FAST"
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"
r_by_value = Mode(value).name
r_by_name = Mode[name].value
r_member_of_member = Mode(Mode.FAST) is Mode.FAST
try:
    Mode("nope")
except ValueError as e:
    r_bad_value = type(e).__name__
try:
    Mode["nope"]
except KeyError as e:
    r_bad_name = type(e).__name__
r_getattr = getattr(Mode, name).value
