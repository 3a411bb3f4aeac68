# probe: Flag ~ of members, combinations and Flag(0): value, name, str, repr
# inputs
v = 5
# body
from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rx = Perm(v)
r_inv_value = (~Perm.R).value
r_inv_str = str(~Perm.R)
r_inv_repr = repr(~rx)
r_inv_zero = (~Perm(0)).value
r_inv_zero_name = (~Perm(0)).name
r_inv_all = (~(Perm.R | Perm.W | Perm.X)).value
r_inv_inv = ~~rx is rx
