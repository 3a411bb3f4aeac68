# probe: auto() in Enum counts from 1 and continues after explicit values
# inputs
start = 10
# body
from enum import Enum, auto
class A(Enum):
    X = auto()
    Y = auto()
    Z = start
    W = auto()
r_values = [m.value for m in A]
class B(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    ONE = auto()
    TWO = auto()
r_generated = [m.value for m in B]
