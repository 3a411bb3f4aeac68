# probe: an enum whose values are tuples unpacked by __init__ (bits, torch name), properties on members, lookup by value tuple, table built from members
# inputs
name = "fp8"
k = 4096
# body
import enum
class DType(enum.Enum):
    BF16 = (16, "bfloat16")
    FP8 = (8, "float8_e4m3fn")
    FP4 = (4, "float4_e2m1fn_x2")
    def __init__(self, bits, torch_name):
        self.bits = bits
        self.torch_name = torch_name
    @property
    def bytes_per(self):
        return self.bits / 8
    def nbytes(self, n):
        return n * self.bits // 8
d = DType[name.upper()]
r_bits = d.bits
r_torch = d.torch_name
r_bytes_per = d.bytes_per
r_nbytes = d.nbytes(k)
r_value = d.value
r_by_value = DType((4, "float4_e2m1fn_x2")).name
r_table = {m.name.lower(): m.bits for m in DType}
r_sorted_bits = [m.name for m in sorted(DType, key=lambda m: m.bits)]
try:
    DType((16, "half"))
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
