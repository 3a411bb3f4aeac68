# probe: an Enum with members cannot be subclassed (TypeError); a memberless one can; members cannot be deleted or reassigned on the class
# inputs
v = 1
# body
from enum import Enum
class Base(Enum):
    def describe(self):
        return f"{self.name}={self.value}"
class Child(Base):
    A = v
    B = v + 1
r_desc = [m.describe() for m in Child]
try:
    class Grand(Child):
        C = 3
    r_extend = "ok"
except TypeError as e:
    r_extend = type(e).__name__
try:
    del Child.A
    r_del = "ok"
except AttributeError as e:
    r_del = type(e).__name__
try:
    Child.A = 5
    r_reassign = "ok"
except AttributeError as e:
    r_reassign = type(e).__name__
Child.extra = "allowed"
r_extra = Child.extra
r_still = [m.name for m in Child]
