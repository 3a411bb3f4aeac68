# probe: IntEnum/Enum lookup by a value equal with the same hash: 2.0 and True find int-valued members; hash of a member equals its int's; set/dict with ints; sum/max; int-like attributes; division gives float
# inputs
v = 2
# body
from enum import IntEnum, Enum
class Pri(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
class Plain(Enum):
    ONE = 1
    TWO = 2
r_float = Pri(float(v)).name
r_true = Pri(True).name
r_plain_float = Plain(2.0).name
r_hash = hash(Pri.MID) == hash(v)
r_set = (Pri.MID in {v}, v in {Pri.MID}, {Pri.MID, v} == {v})
r_sum = sum(Pri)
r_max = max(Pri).name
r_attrs = (Pri.HIGH.real, Pri.HIGH.bit_length(), Pri.HIGH / 2, Pri.HIGH // 2, type(Pri.HIGH // 2).__name__)
r_divmod = divmod(Pri.HIGH, v)
r_invert = (~Pri.LOW, type(~Pri.LOW).__name__)
r_int = (int(Pri.MID), type(int(Pri.MID)).__name__)
r_bool = bool(Pri.LOW)
r_index = "abcd"[Pri.MID]
r_zero = [m.name for m in Pri if m > v - 1]
