# probe: hash() of members: an int-based member hashes as its int; members in sets and as keys
# inputs
n = 2
# body
from enum import Enum, IntEnum
class L(IntEnum):
    A = 1
    B = 2
class E(Enum):
    A = 1
r_int_hash = hash(L.B) == hash(n)
r_set = len({L.A, L.B, L.A})
r_mixed = {1: "one", 2: "two"}[L(n)]
r_in_set = L.A in {1, 3}
r_plain_set = len({E.A, E.A})
r_plain_key = {E.A: "x"}.get(E(1))
