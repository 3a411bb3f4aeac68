# probe: tuple values handed to the enum's __init__, attributes set per member
# inputs
pick = "BF16"
# body
from enum import Enum
class Dtype(Enum):
    BF16 = ("bfloat16", 2)
    FP8 = ("float8_e4m3fn", 1)
    def __init__(self, torch_name, size):
        self.torch_name = torch_name
        self.size = size
    @property
    def bits(self):
        return self.size * 8
r_value = Dtype[pick].value
r_name = Dtype[pick].torch_name
r_bits = Dtype.FP8.bits
r_sizes = [d.size for d in Dtype]
r_lookup = Dtype(("float8_e4m3fn", 1)).name
