# probe: a (str, Enum) mode: equality and hashing with its str value, f-string/format/str/repr in 3.11, join, .value, sorting members
# inputs
mode = "prefill"
# body
import enum
class Mode(str, enum.Enum):
    PREFILL = "prefill"
    DECODE = "decode"
m = Mode(mode)
r_eq = m == "prefill"
r_in_dict = {"prefill": 1}.get(m)
r_dict_key = {m: 1}.get("prefill")
r_fstr = f"{m}"
r_fstr_value = f"{m.value}"
r_str = str(m)
r_format_spec = format(m, "")
r_concat = "run_" + m
r_join = "_".join([m, Mode.DECODE])
r_upper = m.upper()
r_sorted = [x.name for x in sorted(Mode)]
r_isinstance = isinstance(m, str)
r_len = len(m)
r_percent = "%s" % m
r_ljust = format(m.value, ">10")
