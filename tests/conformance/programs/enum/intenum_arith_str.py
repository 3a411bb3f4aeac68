# probe: IntEnum arithmetic results are ints; str/format/repr of IntEnum and StrEnum members in 3.11; comparisons with plain values
# inputs
k = 2
# body
from enum import IntEnum, StrEnum, Enum, auto
class Lvl(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
r_add = (Lvl.LOW + k, type(Lvl.LOW + k).__name__)
r_cmp = (Lvl.MID == k, Lvl.HIGH > k, Lvl.LOW < Lvl.HIGH, sorted([Lvl.HIGH, 0, Lvl.LOW]))
r_str = (str(Lvl.MID), f"{Lvl.MID}", repr(Lvl.MID), format(Lvl.MID, "03d"), "%s" % Lvl.MID)
r_index = ["a", "b", "c", "d"][Lvl.MID]
r_lookup = Lvl(k).name
r_dict = {1: "one"}[Lvl.LOW]
r_hash = hash(Lvl.MID) == hash(2)
r_max = max(Lvl).name
r_neg = -Lvl.HIGH
r_range = list(range(Lvl.HIGH))
class Color(StrEnum):
    RED = auto()
    GREEN = "grn"
r_strenum = (str(Color.RED), Color.RED.value, f"{Color.GREEN}", repr(Color.GREEN), Color.RED == "red", Color.RED + "!")
r_upper = (Color.GREEN.upper(), Color("grn").name, "re" in Color.RED)
try:
    class Bad(StrEnum):
        X = 1
except TypeError as e:
    r_bad = str(e)
class Plain(Enum):
    A = 1
r_plain = (str(Plain.A), f"{Plain.A}", repr(Plain.A), Plain.A == 1)
try:
    Plain.A < Plain.A
except TypeError as e:
    r_plain_lt = str(e)
