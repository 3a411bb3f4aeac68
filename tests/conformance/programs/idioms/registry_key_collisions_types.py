# probe: registry keys (op, dtype) where dtype is 1 / 1.0 / True collide; first key object kept, last value wins; Enum member vs its value string do not collide
# inputs
dt = "f16"
# body
import enum
class DT(enum.Enum):
    F16 = "f16"
REG = {}
REG[("add", 1)] = "int"
REG[("add", 1.0)] = "float"
REG[("add", True)] = "bool"
r_len = len(REG)
r_key = list(REG)[0]
r_key_types = [type(x).__name__ for x in list(REG)[0]]
r_val = REG[("add", 1)]
REG[("mul", DT.F16)] = "enum"
r_str_lookup = REG.get(("mul", dt), "miss")
r_enum_lookup = REG.get(("mul", DT(dt)), "miss")
r_name_lookup = REG.get(("mul", DT[dt.upper()]), "miss")
r_fallback = REG.get(("mul", dt)) or REG.get(("mul", DT.F16))
try:
    REG.get(("add", [1]))
    r_unhash = "ok"
except TypeError as e:
    r_unhash = type(e).__name__
r_zero = {0: "a", 0.0: "b", False: "c", -0.0: "d"}
r_frozen = {frozenset({1, 2}): "x"}.get(frozenset({2, 1}))
