# probe: iterating an Enum class, len, __members__, containment
# inputs
n = 1
# body
from enum import Enum
class Mode(Enum):
    FAST = "fast"
    SLOW = "slow"
    SAFE = "safe"
r_names = [m.name for m in Mode]
r_values = [m.value for m in Mode]
r_len = len(Mode)
r_members = list(Mode.__members__)
r_in = Mode.FAST in Mode
r_list_index = list(Mode)[n].name
r_values_set = {m.value for m in Mode}
