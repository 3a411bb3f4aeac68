# probe: Flag iteration, len and `in` over combinations (3.11)
# inputs
v = 5
w = 2
# body
from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rx = Perm(v)
r_iter = [m.name for m in rx]
r_iter_zero = list(Perm(0))
r_len = (len(rx), len(Perm(0)), len(Perm.W))
r_in = (Perm.R in rx, Perm(w) in rx, rx in Perm.R, Perm(0) in rx, rx in rx)
r_bool = [bool(Perm(i)) for i in range(4)]
r_members = [m.name for m in Perm]
r_len_cls = len(Perm)
r_xor_self = (rx ^ rx).value
r_and_none = (rx & Perm.W) is Perm(0)
r_or_value = (Perm.R | Perm(w)).value
try:
    r_in_int = 1 in rx
except TypeError as e:
    r_in_int = type(e).__name__
