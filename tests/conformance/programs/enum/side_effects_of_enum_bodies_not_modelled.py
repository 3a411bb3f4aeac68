# probe: an enum class whose body is not modelled (_ignore_, a __new__) still runs its __new__/__init__ once per member: their side effects happen
# inputs
v = 1
# body
from enum import Enum
log = []
class Ign(Enum):
    _ignore_ = ["tmp"]
    tmp = 0
    A = v
    B = v + 1
    def __init__(self, value):
        log.append(("init", value))
class New(Enum):
    def __new__(cls, value):
        log.append(("new", value))
        obj = object.__new__(cls)
        obj._value_ = value
        return obj
    X = 10
    Y = 20
r_log = list(log)
r_count = len(log)
