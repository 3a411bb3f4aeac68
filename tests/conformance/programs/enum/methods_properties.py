# probe: methods, properties and class methods on an Enum
# inputs
key = "gemm"
# body
from enum import Enum
class Op(Enum):
    GEMM = "gemm"
    ATTN = "attn"
    @property
    def upper(self):
        return self.value.upper()
    def describe(self, prefix="op"):
        return f"{prefix}:{self.name}"
    @classmethod
    def parse(cls, s):
        return cls(s.lower())
r_prop = Op.GEMM.upper
r_method = Op.ATTN.describe()
r_classmethod = Op.parse(key.upper()).name
r_member_count = len(list(Op))
