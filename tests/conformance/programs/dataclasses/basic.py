# probe: @dataclass generates __init__, __repr__ and __eq__
# inputs
x = 1
y = 2
# body
from dataclasses import dataclass
@dataclass
class P:
    x: int
    y: int = 0
p = P(x, y)
r_fields = (p.x, p.y)
r_default = P(x).y
r_repr = repr(p)
r_eq = P(x, y) == P(x, y)
r_ne = P(x, y) == P(y, x)
r_kw = P(y=5, x=6).x
r_not_tuple = P(x, y) == (x, y)
try:
    P()
except TypeError as e:
    r_missing = type(e).__name__
try:
    hash(p)
    r_hashable = True
except TypeError:
    r_hashable = False
