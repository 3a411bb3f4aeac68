# probe: IntEnum members in arithmetic, int(), range, comparison with ints, as list indices
# inputs
k = 2
# body
from enum import IntEnum
class Level(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
r_add = Level.LOW + k
r_mul = Level.HIGH * 2
r_int = int(Level.MID)
r_float = float(Level.HIGH)
r_range = list(range(Level.HIGH))
r_index = ["a", "b", "c"][Level.LOW]
r_cmp = [Level.MID > k, Level.MID >= k, Level.LOW < Level.HIGH]
r_max = max(Level).name
r_neg = -Level.LOW
r_bool = bool(Level.LOW)
