# probe: (str, Enum) members act as strings in operators and methods
# inputs
suffix = "_x"
# body
from enum import Enum
class Dtype(str, Enum):
    BF16 = "bf16"
    FP8 = "fp8"
r_concat = Dtype.BF16 + suffix
r_rconcat = suffix + Dtype.FP8
r_upper = Dtype.BF16.upper()
r_replace = Dtype.FP8.replace("8", "16")
r_len = len(Dtype.BF16)
r_in = "16" in Dtype.BF16
r_lt = Dtype.BF16 < Dtype.FP8
r_sorted = [d.name for d in sorted([Dtype.FP8, Dtype.BF16])]
r_join = "-".join([Dtype.BF16, Dtype.FP8])
r_split = Dtype.BF16.split("f")
