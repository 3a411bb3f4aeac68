# probe: how dtype/level enums print in 3.11 report rows: str(), format(), f-string, repr-free %s of IntEnum, IntFlag, a plain (int, Enum) mixin and a plain Enum; truthiness of a zero-valued member
# inputs
lv = 0
# body
import enum
class Level(enum.IntEnum):
    OFF = 0
    ON = 1
class IntMix(int, enum.Enum):
    OFF = 0
    ON = 1
class Plain(enum.Enum):
    OFF = 0
    ON = 1
class Perm(enum.IntFlag):
    R = 4
    W = 2
a, b, c = Level(lv), IntMix(lv), Plain(lv)
r_str = [str(a), str(b), str(c)]
r_fstr = [f"{a}", f"{b}", f"{c}"]
r_format_spec = [format(a, ">3"), format(b, ">3")]
r_pct = ["%s" % a, "%d" % a, "%s" % c]
r_bool = [bool(a), bool(b), bool(c)]
rw = Perm.R | Perm.W
r_flag = [str(rw), int(rw), f"{rw}", str(Perm.R)]
r_join = "-".join(str(x) for x in Level)
r_add = [a + 1, type(b + 1).__name__]
r_idx = ["x", "y"][Level.ON]
