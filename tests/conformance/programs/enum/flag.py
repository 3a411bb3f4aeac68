# probe: Flag combination with |, membership with in, truthiness, and auto() powers of two
# inputs
v = 3
# body
from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
r_values = [p.value for p in Perm]
r_rw_value = rw.value
r_in = (Perm.R in rw, Perm.X in rw)
r_and = bool(rw & Perm.X)
r_from_value = Perm(v) == rw
r_none = bool(Perm(0))
r_name = Perm.W.name
