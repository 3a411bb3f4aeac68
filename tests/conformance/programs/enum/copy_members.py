# probe: copy and deepcopy give the member itself, also inside containers
# inputs
k = "x"
# body
import copy
from enum import Enum
class Mode(Enum):
    FAST = 1
    SLOW = 2
r_copy = copy.copy(Mode.FAST) is Mode.FAST
r_deep = copy.deepcopy(Mode.SLOW) is Mode.SLOW
table = {k: [Mode.FAST]}
deep = copy.deepcopy(table)
r_inner = deep[k][0] is Mode.FAST
r_eq = deep == table
