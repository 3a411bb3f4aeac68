# probe: a member's _name_/_value_, its type, isinstance of Enum, missing attributes
# inputs
name = "B"
# body
from enum import Enum, IntEnum
class E(Enum):
    A = 1
    B = 2
class L(IntEnum):
    X = 1
m = E[name]
r_private = (m._name_, m._value_)
r_type_is = type(m) is E
r_class_name = m.__class__.__name__
r_is_enum = isinstance(m, Enum)
r_is_intenum = isinstance(L.X, IntEnum)
r_enum_not_int = isinstance(m, int)
r_int = isinstance(L.X, int)
r_float = isinstance(L.X, float)
try:
    m.missing
    r_missing = "ok"
except AttributeError as e:
    r_missing = str(e)
r_cls_name = E.__name__
