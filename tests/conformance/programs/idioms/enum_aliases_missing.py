# probe: enum dtype tables with aliases and a _missing_ hook for case-insensitive lookup, str/format of str-mixin members
# inputs
name = "BF16"
# body
import enum
class DType(str, enum.Enum):
    BF16 = "bf16"
    BFLOAT16 = "bf16"
    FP8 = "fp8"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
r_alias = DType.BFLOAT16 is DType.BF16
r_alias_name = DType.BFLOAT16.name
r_members = [m.name for m in DType]
r_all_names = list(DType.__members__)
r_lookup = DType(name).name
try:
    DType("int4")
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_eq_str = DType.FP8 == "fp8"
r_in = "fp8" in [m.value for m in DType]
r_fstr = f"{DType.FP8}"
r_str = str(DType.FP8)
r_format = "{}".format(DType.BF16)
r_len = len(DType)
r_dict = {DType.FP8: 1}.get("fp8")
