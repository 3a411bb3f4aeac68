# probe: an Enum with __new__ setting _value_ (auto-numbered) and extra attributes; lookup by the new value; the original tuple is not a value
# inputs
label = "b"
# body
from enum import Enum
class Coded(Enum):
    def __new__(cls, label, weight):
        obj = object.__new__(cls)
        obj._value_ = len(cls.__members__) + 1
        obj.label = label
        obj.weight = weight
        return obj
    A = ("a", 10)
    B = ("b", 20)
r_values = [m.value for m in Coded]
r_labels = {m.label: m.weight for m in Coded}
r_find = [m.name for m in Coded if m.label == label]
r_lookup = Coded(2).name
try:
    Coded(("a", 10))
except ValueError as e:
    r_err = type(e).__name__
