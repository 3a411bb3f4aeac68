# probe: auto() resolved when assigned in the class body: the name holds the int after, a reused auto object keeps its first value (an alias), auto() inside a tuple (3.11.1+)
# inputs
k = 10
# body
from enum import Enum, auto
a = auto()
class F(Enum):
    X = a
    Y = a
    Z = auto()
r_f = [(m.name, m.value) for m in F]
r_f_members = list(F.__members__)
class G(Enum):
    A = auto()
    B = A + k
    C = (auto(), "x")
r_g = [(m.name, m.value) for m in G]
try:
    r_c0 = G.C.value[0] + 1
except TypeError as e:
    r_c0 = type(e).__name__
