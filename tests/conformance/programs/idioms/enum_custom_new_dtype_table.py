# probe: a dtype enum with a custom __new__ setting _value_ from the first tuple item and extra attributes from the rest; lookup by the short value, aliases by equal value, _missing_ returning a non-member (TypeError)
# inputs
name = "fp8"
bad = "int2"
# body
import enum
class DType(enum.Enum):
    def __new__(cls, short, bits, torch_name):
        obj = object.__new__(cls)
        obj._value_ = short
        obj.bits = bits
        obj.torch_name = torch_name
        return obj
    BF16 = ("bf16", 16, "bfloat16")
    FP8 = ("fp8", 8, "float8_e4m3fn")
    FP8_ALIAS = ("fp8", 8, "float8_e5m2")
    FP4 = ("fp4", 4, "float4_e2m1fn_x2")
    @classmethod
    def _missing_(cls, value):
        if value == "int2":
            return 2
        return None
d = DType(name)
r_name = d.name
r_value = d.value
r_bits = d.bits
r_torch = d.torch_name
r_alias = DType.FP8_ALIAS is DType.FP8
r_members = [m.name for m in DType]
r_all = list(DType.__members__)
def attempt(v):
    try:
        return DType(v).name
    except (ValueError, TypeError) as e:
        return type(e).__name__
r_bad = attempt(bad)
r_none = attempt("int8")
r_tuple = attempt(("bf16", 16, "bfloat16"))
r_bits_table = {m.value: m.bits for m in DType}
