# probe: class Mode(str, Enum): members equal their values and act as strings
# inputs
raw = "bf16"
# body
from enum import Enum
class Dtype(str, Enum):
    BF16 = "bf16"
    FP8 = "fp8"
r_eq = Dtype.BF16 == raw
r_value = Dtype.FP8.value
r_lookup = Dtype(raw).name
r_startswith = Dtype.FP8.startswith("fp")
r_in_dict = {raw: "x"}.get(Dtype.BF16)
r_isstr = isinstance(Dtype.BF16, str)
r_members = [d.value for d in Dtype]
r_in_values = raw in {d.value for d in Dtype}
r_format = "{}".format(Dtype.BF16.value)
