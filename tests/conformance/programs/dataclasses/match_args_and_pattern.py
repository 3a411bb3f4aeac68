# probe: __match_args__ lists init fields only (not kw_only, not init=False), positional class patterns use it; match_args=False
# inputs
v = 5
# body
from dataclasses import dataclass, field, KW_ONLY
@dataclass
class P:
    x: int
    y: int = 0
    hidden: int = field(init=False, default=1)
    _: KW_ONLY
    k: int = 2
r_args = P.__match_args__
def classify(o):
    match o:
        case P(0, 0):
            return "origin"
        case P(x, 0) if x > 3:
            return f"bigx {x}"
        case P(x, y, k=2):
            return f"k2 {x} {y}"
        case _:
            return "other"
r_cases = [classify(P(0)), classify(P(v)), classify(P(1, 2)), classify(P(1, 2, k=3))]
@dataclass(match_args=False)
class N:
    a: int
r_has = hasattr(N, "__match_args__")
try:
    match N(v):
        case N(a):
            r_n = a
except TypeError as e:
    r_n = type(e).__name__
