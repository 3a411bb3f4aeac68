# probe: Flag classes with multi-bit members: multi-bit members are not iterated, but are in __members__; composite name uses them
# inputs
v = 3
# body
from enum import Flag, IntFlag
class P(Flag):
    R = 1
    W = 2
    RW = 3
    X = 4
    ALL = 7
r_iter = [m.name for m in P]
r_members = list(P.__members__)
r_lookup = P(v).name
r_all = (P.ALL.value, [m.name for m in P.ALL], P.ALL is (P.R | P.W | P.X))
r_rw_in = (P.RW in P.ALL, P.R in P.RW, P.X in P.RW)
r_len_class = len(P)
class I(IntFlag):
    A = 1
    B = 2
    AB = 3
r_i = [m.name for m in I]
r_i_ab = (I(3).name, I.AB == 3, I.A | 2)
r_i_type = type(I.A | 2).__name__
