# probe: Flag combinations: |, &, ^, names and text of combinations, F(0), one object per value
# inputs
v = 5
# body
from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rx = Perm.R | Perm.X
r_value = rx.value
r_name = rx.name
r_str = str(rx)
r_repr = repr(rx)
r_same = (Perm.R | Perm.X) is Perm(v)
r_and = (rx & Perm.R) is Perm.R
r_xor = (rx ^ Perm.R) is Perm.X
r_zero = [bool(Perm(0)), Perm(0).value, str(Perm(0)), repr(Perm(0)), Perm(0).name]
r_eq = rx == Perm(v)
r_single = str(Perm.W)
