# probe: members of a str-mixin Enum in str methods, concatenation, join, in, comparisons, f-strings and %-formatting
# inputs
prefix = "fp"
# body
import enum
class Mode(str, enum.Enum):
    FAST = "fp16"
    SLOW = "fp32"
m = Mode.FAST
r_startswith = "fp16_model".startswith(m)
r_in = m in "use fp16 now"
r_eq = (m == "fp16", m.value == "fp16", m < "fp32")
r_concat = m + "_x"
r_join = ",".join([m, Mode.SLOW])
r_value_fmt = f"{m.value}|{m.value:>6}"
r_pct = "%s" % m.value
r_upper = m.upper()
r_split = m.split("p")
r_startswith_prefix = m.startswith(prefix)
r_len = len(m)
r_sorted = sorted([Mode.SLOW, "fp10", m])
r_dict = {"fp16": 1}[m]
