# probe: Enum with tuple values (name, bits), lookup by value tuple and by name, members as dict keys, bad lookups ValueError/KeyError
# inputs
want_name = "F16"
want_value = ("bf16", 16)
bits = 32
# body
import enum
class DType(enum.Enum):
    F16 = ("f16", 16)
    BF16 = ("bf16", 16)
    F32 = ("f32", 32)
    def __init__(self, short, nbits):
        self.short = short
        self.nbits = nbits
r_by_name = DType[want_name].short
r_by_value = DType(want_value).name
r_with_bits = [m.name for m in DType if m.nbits == bits]
table = {DType.F16: 2, DType.BF16: 2, DType.F32: 4}
r_sizes = {m.short: table[m] for m in DType}
r_get = table.get(DType[want_name], -1)
try:
    DType(("f8", 8))
    r_bad_value = "ok"
except ValueError as e:
    r_bad_value = type(e).__name__
try:
    DType["f16"]
    r_bad_name = "ok"
except KeyError as e:
    r_bad_name = type(e).__name__
r_value_list = list(DType.F32.value)
r_members = list(DType.__members__)
r_is = DType(("f32", 32)) is DType.F32
