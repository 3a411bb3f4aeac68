# probe: StrEnum members are strs; auto() gives the lowercased name
# inputs
s = "decode"
# body
from enum import StrEnum, auto
class Op(StrEnum):
    DECODE = auto()
    PREFILL = auto()
    CUSTOM = "Custom-Value"
r_eq = Op.DECODE == s
r_value = Op.PREFILL.value
r_custom = Op.CUSTOM.value
r_upper = Op.DECODE.upper()
r_fstring = f"{Op.DECODE}"
r_str = str(Op.PREFILL)
r_lookup = Op(s) is Op.DECODE
r_in_list = s in [Op.DECODE]
r_dict_key = {s: 1}[Op.DECODE]
