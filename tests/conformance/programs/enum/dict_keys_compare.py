# probe: enum members as dict keys, in sets, and compared with values
# inputs
raw = "b"
# body
from enum import Enum
class K(Enum):
    A = "a"
    B = "b"
table = {K.A: 1, K.B: 2}
r_lookup = table[K(raw)]
r_raw_lookup = table.get(raw, "missing")
r_set = {K.A, K.A, K.B} == {K.A, K.B}
r_ne = K.A != K.B
r_cmp_value = K.B == raw
r_value_cmp = K.B.value == raw
r_sorted = sorted(table, key=lambda k: k.value, reverse=True)[0].name
try:
    K.A < K.B
except TypeError as e:
    r_order = type(e).__name__
