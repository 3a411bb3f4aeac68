# probe: StrEnum (3.11): auto() gives the lowercased name, members are str, str()/format give the value, string methods work, lookup by value
# inputs
s = "beta"
# body
from enum import StrEnum, auto
class Mode(StrEnum):
    ALPHA = auto()
    BETA = auto()
    Gamma = auto()
    FIXED = "Fixed"
r_values = [m.value for m in Mode]
r_str = (str(Mode.ALPHA), f"{Mode.BETA}", format(Mode.FIXED, ">7"))
r_eq = (Mode.BETA == s, Mode(s) is Mode.BETA, s in list(Mode))
r_ops = (Mode.ALPHA.upper(), Mode.ALPHA + "!", len(Mode.FIXED), Mode.BETA.startswith("b"))
r_types = (type(Mode.ALPHA.upper()).__name__, isinstance(Mode.ALPHA, str))
r_join = "-".join(Mode)
r_dict = {Mode.ALPHA: 1}.get("alpha")
try:
    class Bad(StrEnum):
        X = 1
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
