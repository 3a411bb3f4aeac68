# probe: enum features beyond plain members: a __new__ that sets _value_, _ignore_, a nested class, the functional API
# inputs
v = 2
# body
from enum import Enum
class Coded(Enum):
    def __new__(cls, code, label):
        obj = object.__new__(cls)
        obj._value_ = code
        obj.label = label
        return obj
    ONE = (1, "one")
    TWO = (2, "two")
r_new = Coded(v).label
class Ignored(Enum):
    _ignore_ = ["tmp"]
    A = 1
    tmp = 5
r_ignored = [m.name for m in Ignored]
Fn = Enum("Fn", "X Y")
r_fn = Fn.Y.value
class Nested(Enum):
    A = 1
    class Inner:
        pass
r_nested = list(Nested.__members__)
