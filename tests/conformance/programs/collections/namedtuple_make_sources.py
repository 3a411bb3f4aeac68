# probe: namedtuple _make takes any iterable: a generator, a dict (its keys), a string; wrong length TypeError; __new__ with * and ** unpacking
# inputs
n = 2
# body
from collections import namedtuple
P = namedtuple("P", ["a", "b"])
r_gen = tuple(P._make(i * n for i in range(2)))
r_dict = tuple(P._make({"k1": 1, "k2": 2}))
r_str = tuple(P._make("xy"))
try:
    P._make(range(3))
    r_long = "ok"
except TypeError as e:
    r_long = type(e).__name__
r_star = tuple(P(*range(n)))
r_kw = tuple(P(**{"b": n, "a": 0}))
try:
    P(1, a=2)
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
try:
    P(1)
    r_missing = "ok"
except TypeError as e:
    r_missing = type(e).__name__
