# probe: auto() continues from the last value: after an int it is last+1, after a non-int it falls back; a custom _generate_next_value_ sees name, start, count, last_values
# inputs
n = 10
# body
from enum import Enum, IntEnum, auto
class A(Enum):
    X = n
    Y = auto()
    Z = 3
    W = auto()
r_a = [m.value for m in A]
class B(IntEnum):
    P = auto()
    Q = auto()
    R = 100
    S = auto()
r_b = [int(m) for m in B]
seen = []
class C(Enum):
    def _generate_next_value_(name, start, count, last_values):
        seen.append((name, start, count, list(last_values)))
        return name.lower() * (count + 1)
    ONE = auto()
    TWO = auto()
    THREE = "x"
    FOUR = auto()
r_c = [m.value for m in C]
r_seen = seen
class D(Enum):
    A = auto()
    B = auto()
    C = A
r_d = [(m.name, m.value) for m in D]
