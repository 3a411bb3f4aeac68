# probe: an enum base without members lends its methods; an enum with members cannot be extended
# inputs
v = "b"
# body
from enum import Enum
class Described(Enum):
    def describe(self):
        return f"{type(self).__name__}:{self.name}={self.value}"
class Kind(Described):
    A = "a"
    B = "b"
r_describe = Kind(v).describe()
r_isinstance = isinstance(Kind.A, Described)
r_len = len(Kind)
try:
    class More(Kind):
        C = "c"
    r_extend = "ok"
except TypeError as e:
    r_extend = str(e)
