# probe: enum members as dict keys and set elements; Enum vs its value are different keys; IntEnum equals its int key; sorting needs a key for plain Enum
# inputs
k = 2
# body
from enum import Enum, IntEnum
class C(Enum):
    A = 1
    B = 2
class I(IntEnum):
    A = 1
    B = 2
d = {C.A: "ca", 1: "one"}
r_d_len = len(d)
r_d_get = (d.get(C(1)), d.get(1), d.get(I.A))
di = {I.A: "ia"}
r_di = (di.get(1), 1 in di, di.get(True))
s = {C.A, C.B, C(k), C.A}
r_s_len = len(s)
r_mixed = len({I.A, 1, True, I(1)})
try:
    sorted([C.B, C.A])
    r_sort = "ok"
except TypeError as e:
    r_sort = type(e).__name__
r_sorted_key = [m.name for m in sorted([C.B, C.A], key=lambda m: m.value)]
r_sorted_int = [m.name for m in sorted([I.B, I.A, I(k)])]
counts = {}
for m in [C.A, C.B, C.A, C(k)]:
    counts[m] = counts.get(m, 0) + 1
r_counts = [(m.name, c) for m, c in counts.items()]
