# probe: Flag auto() picks the next power of two above the highest bit so far; multi-bit members are aliases not iterated; names of combinations and of an alias value; ~ of a full alias; len/in of combinations
# inputs
v = 7
# body
from enum import Flag, auto
class P(Flag):
    A = 1
    B = 6
    C = auto()
    D = auto()
r_vals = [(m.name, m.value) for m in P]
r_members = [(k, m.value) for k, m in P.__members__.items()]
class Q(Flag):
    R = auto()
    W = auto()
    X = auto()
    RWX = R | W | X
r_alias = (Q(v).name, Q(v) is Q.RWX, [m.name for m in Q(v)], len(Q(v)))
r_invert = ((~Q.RWX).value, bool(~Q.RWX), (~Q.R).name)
r_combo_name = (Q.R | Q.X).name
r_in = (Q.R | Q.W) in Q.RWX
r_iter_all = [m.name for m in Q]
r_b_iter = (list(P.B), P.B.name, str(P(6)))
