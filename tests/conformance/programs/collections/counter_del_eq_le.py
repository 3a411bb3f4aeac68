# probe: Counter: del of a missing key is ignored; == treats a zero count as missing; <= is multiset inclusion; == with a plain dict is the dict's
# inputs
v = 1
# body
from collections import Counter
c2 = Counter(a=v)
try:
    del c2["zz"]
    r_del = dict(c2)
except KeyError as e:
    r_del = type(e).__name__
r_eq_zero = Counter(a=v, b=0) == Counter(a=v)
r_eq_dict = (Counter(a=v, b=0) == {"a": v}, {"a": v} == Counter(a=v))
try:
    r_le = Counter(a=v) <= Counter(a=v, b=1)
except TypeError as e:
    r_le = type(e).__name__
