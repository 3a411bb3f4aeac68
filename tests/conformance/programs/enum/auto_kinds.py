# probe: auto() in IntEnum, after explicit values in Flag, and a _generate_next_value_ inherited from a base
# inputs
first = 4
# body
from enum import Enum, IntEnum, Flag, auto
class L(IntEnum):
    A = auto()
    B = auto()
class F(Flag):
    A = first
    B = auto()
class Named(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"
class N(Named):
    X = auto()
    Y = auto()
r_l = [m.value for m in L]
r_f = [m.value for m in F]
r_n = [m.value for m in N]
