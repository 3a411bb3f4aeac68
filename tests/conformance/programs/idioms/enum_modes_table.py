# probe: a mode enum with a (str, Enum) mixin keyed into a table of limits
# inputs
mode = "w4a4"
# body
import enum
class Mode(str, enum.Enum):
    W8A8 = "w8a8"
    W4A4 = "w4a4"
LIMITS = {Mode.W8A8: 128, Mode.W4A4: 32}
m = Mode(mode)
r_limit = LIMITS[m]
r_limit_by_str = LIMITS.get(mode)
r_all = [x.value for x in Mode]
r_is_w4 = m is Mode.W4A4
r_eq_str = m == "w4a4"
