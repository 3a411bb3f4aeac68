# probe: Enum _missing_ for case-insensitive dtype lookup by value, _missing_ returning None gives ValueError, lookup by name stays case-sensitive, str mixin equality with plain strings
# inputs
texts = ["f16", "F16", "Bf16", "i8"]
# body
import enum
class DT(str, enum.Enum):
    F16 = "f16"
    BF16 = "bf16"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
def conv(t):
    try:
        return DT(t).name
    except ValueError as e:
        return type(e).__name__
r_conv = [conv(t) for t in texts]
r_eq_str = DT.F16 == "f16"
r_in_list = "bf16" in [DT.F16, DT.BF16]
r_dict_key = {DT.F16: 1}.get("f16")
r_hash_eq = hash(DT.F16) == hash("f16")
try:
    DT["f16"]
    r_name_lookup = "ok"
except KeyError as e:
    r_name_lookup = type(e).__name__
r_upper = DT.F16.upper()
r_fmt = f"{DT.BF16}"
r_str = str(DT.BF16)
r_value_type = type(DT.F16.value).__name__
