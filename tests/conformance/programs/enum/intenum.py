# probe: IntEnum members are ints: equality, arithmetic, sorting, dict keys
# inputs
v = 2
# body
from enum import IntEnum
class Level(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
r_eq = Level.MID == v
r_add = Level.LOW + 10
r_lt = Level.LOW < Level.HIGH
r_lt_int = Level.HIGH > v
r_sorted = [l.name for l in sorted([Level.HIGH, Level.LOW])]
r_key = {2: "two"}[Level.MID]
r_int = int(Level.HIGH)
r_isint = isinstance(Level.LOW, int)
r_from_int = Level(v).name
r_format = f"{Level.MID}"
