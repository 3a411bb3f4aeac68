# probe: the messages of Mode(value) and Mode[name] misses
# inputs
bad = "turbo"
num = 7
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"
try:
    Mode(bad)
except ValueError as e:
    r_value_msg = str(e)
    r_value_args = e.args
try:
    Mode(num)
except ValueError as e:
    r_num_msg = str(e)
try:
    Mode[bad]
except KeyError as e:
    r_key_args = e.args
r_ok = Mode("fast").name
