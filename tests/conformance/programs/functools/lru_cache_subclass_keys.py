# probe: lru_cache keys from subclasses of str and int (equal by value, not by identity: a second equal instance is a hit), and a namedtuple equal to a plain tuple
# inputs
s = "k"
# body
from functools import lru_cache
from collections import namedtuple
runs = []
class S(str):
    pass
class N(int):
    pass
@lru_cache(maxsize=None)
def f(x):
    runs.append(type(x).__name__)
    return len(runs)
r_plain = f(s)
r_sub1 = f(S(s))
r_sub2 = f(S(s))
r_n1 = f(N(3))
r_n2 = f(N(3))
r_int = f(3)
r_float = f(3.0)
Pt = namedtuple("Pt", "a b")
r_tuple = f((1, 2))
r_nt = f(Pt(1, 2))
r_runs = list(runs)
