# probe: members with values of other kinds: None, float, tuple, and an alias made by True == 1
# inputs
t = (1, 2)
# body
from enum import Enum
class V(Enum):
    NOTHING = None
    HALF = 0.5
    PAIR = (1, 2)
    ONE = 1
    TRUE = True
r_none = V(None).name
r_half = V(0.5).name
r_pair = V(t).name
r_alias = V.TRUE is V.ONE
r_names = [m.name for m in V]
r_true_lookup = V(True).name
