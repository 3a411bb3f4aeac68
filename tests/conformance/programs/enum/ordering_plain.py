# probe: plain Enum members have no order: sorted() and < raise TypeError naming the class
# inputs
key = "B"
# body
from enum import Enum
class K(Enum):
    A = 1
    B = 2
try:
    sorted([K[key], K.A])
    r_sorted = "ok"
except TypeError as e:
    r_sorted = type(e).__name__
try:
    K.A < 3
    r_lt_int = "ok"
except TypeError as e:
    r_lt_int = type(e).__name__
r_by_value = [k.name for k in sorted(K, key=lambda k: k.value, reverse=True)]
