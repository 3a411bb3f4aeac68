# probe: IntEnum members compare and compute as ints, sort with ints, are dict keys equal to ints; plain Enum members do not compare with ints (== False, < TypeError); different IntEnums compare as ints
# inputs
v = 2
# body
from enum import IntEnum, Enum
class Pri(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
class Other(IntEnum):
    TWO = 2
class Plain(Enum):
    A = 1
r_cmp = (Pri.MID == v, Pri.LOW < v, Pri.HIGH > Pri.MID, Pri.MID == Other.TWO)
r_arith = (Pri.HIGH + 1, Pri.MID * Pri.HIGH, -Pri.LOW, type(Pri.HIGH + 1).__name__)
r_sorted = sorted([3, Pri.LOW, 0, Pri.MID])
r_sorted_types = [type(x).__name__ for x in sorted([3, Pri.LOW, 0, Pri.MID])]
d = {v: "int-key"}
d[Pri.MID] = "enum-key"
r_dict = (len(d), d[v])
r_plain = (Plain.A == 1, Plain.A != 1)
try:
    Plain.A < Plain.A
except TypeError as e:
    r_err = type(e).__name__
r_lookup = (Pri(v).name, Pri(v) is Pri.MID)
r_list_idx = ["a", "b", "c", "d"][Pri.HIGH]
r_range = list(range(Pri.MID))
r_format = (f"{Pri.MID}", str(Pri.MID), format(Pri.MID, "03d"))
