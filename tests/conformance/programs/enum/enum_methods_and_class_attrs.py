# probe: methods, properties and classmethods on an Enum; _ignore_; nested function not a member; member attribute assignment refused; __str__ override; members are singletons under copy
# inputs
v = "b"
# body
import copy
from enum import Enum
class Op(Enum):
    _ignore_ = ["tmp"]
    ADD = "a"
    SUB = "b"
    tmp = 5
    def apply(self, x, y):
        return x + y if self is Op.ADD else x - y
    @property
    def symbol(self):
        return {"a": "+", "b": "-"}[self.value]
    @classmethod
    def parse(cls, s):
        return cls(s)
    def __str__(self):
        return "op:" + self.name
r_apply = Op(v).apply(5, 3)
r_symbol = Op.parse(v).symbol
r_str = (str(Op.ADD), f"{Op.SUB}", repr(Op.ADD))
r_members = [m.name for m in Op]
r_has_tmp = hasattr(Op, "tmp")
try:
    Op.ADD.value = "z"
except AttributeError as e:
    r_err = type(e).__name__
try:
    Op.ADD = 1
except AttributeError as e:
    r_err2 = type(e).__name__
r_copy = (copy.copy(Op.SUB) is Op.SUB, copy.deepcopy([Op.ADD])[0] is Op.ADD)
r_type = type(Op.apply).__name__
