# probe: field(repr=False, compare=False, init=False) effects on repr, ==, <, and __init__ signature
# inputs
a = 1
b = 2
# body
from dataclasses import dataclass, field
@dataclass(order=True)
class P:
    x: int
    secret: str = field(default="s", repr=False)
    tag: int = field(default=0, compare=False)
    derived: int = field(init=False, default=-1)
p = P(a, "hidden", 5)
q = P(a, "other", 6)
r_repr = repr(p)
r_eq = p == q
r_lt = (P(a) < P(b), P(b) < P(a))
r_derived = p.derived
try:
    P(a, "s", 0, 3)
    r_init_false = "accepted"
except TypeError as e:
    r_init_false = type(e).__name__
p.derived = 7
r_eq_after = p == q
