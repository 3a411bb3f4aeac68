# probe: IntEnum/IntFlag/str-mixin members through format(), f-strings, str(), %-formatting and str.format (CPython 3.11 rules)
# inputs
level = 2
# body
import enum
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
class Perm(enum.IntFlag):
    R = 4
    W = 2
class Color(str, enum.Enum):
    RED = "r"
m = Level(level)
r_str = (str(m), repr(m), format(m), f"{m}", f"{m!s}", f"{m!r}")
r_specs = (format(m, "d"), format(m, "03"), f"{m:>4}", f"{m:x}", f"{m:.1f}")
r_pct = ("%d" % m, "%s" % m, "%r" % m, "%x" % Level.HIGH, "%.1f" % m)
r_flag = (str(Perm.R | Perm.W), format(Perm.R), f"{Perm.W:b}", "%d" % (Perm.R | Perm.W))
r_color = (str(Color.RED), format(Color.RED), f"{Color.RED:>3}", "%s" % Color.RED, "{}".format(Color.RED))
r_value = f"{m.value}|{m.name}|{m.name.lower():^6}"
