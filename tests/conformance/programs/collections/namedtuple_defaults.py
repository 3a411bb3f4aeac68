# probe: namedtuple defaults= apply to the rightmost fields; missing and extra arguments
# inputs
dflt = [8, "bf16"]
m = 16
# body
from collections import namedtuple
Cfg = namedtuple("Cfg", "m n dtype", defaults=dflt)
r_defaults = Cfg._field_defaults
r_one = tuple(Cfg(m))
r_kw = tuple(Cfg(m, dtype="fp8"))
try:
    Cfg()
except TypeError as e:
    r_missing = type(e).__name__
try:
    Cfg(1, 2, 3, 4)
except TypeError as e:
    r_extra = type(e).__name__
try:
    Cfg(1, m=2)
except TypeError as e:
    r_twice = type(e).__name__
try:
    Cfg(1, z=2)
except TypeError as e:
    r_unexpected = type(e).__name__
