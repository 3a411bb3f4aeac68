# probe: str -> enum lookup by name (Enum[...]) and by value (Enum(...)): the KeyError / ValueError each raises, getattr with default, membership tests
# inputs
by_name = "FP8"
by_value = "fp8"
bad = "int4"
# body
import enum
class DType(enum.Enum):
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
r_name = DType[by_name].value
r_value = DType(by_value).name
r_same = DType[by_name] is DType(by_value)
errs = []
for how in ("name", "value", "lower_name", "getattr"):
    try:
        if how == "name":
            DType[bad]
        elif how == "value":
            DType(bad)
        elif how == "lower_name":
            DType[by_value]
        else:
            getattr(DType, bad)
        errs.append((how, "ok"))
    except (KeyError, ValueError, AttributeError) as e:
        errs.append((how, type(e).__name__))
r_errs = errs
r_getattr_default = getattr(DType, bad.upper(), None)
r_in_members = by_name in DType.__members__
r_value_in = by_value in [d.value for d in DType]
r_by_value_map = {d.value: d.name for d in DType}
try:
    DType(DType.BF16)
    r_member_arg = "ok"
except ValueError as e:
    r_member_arg = type(e).__name__
r_member_arg_is = DType(DType.BF16) is DType.BF16
