# probe: IntFlag keeps unknown bits (boundary KEEP): value, repr/str, membership and iteration of a value with extra bits; Flag (STRICT in 3.11? CONFORM) drops or refuses extra bits
# inputs
extra = 8
# body
from enum import IntFlag, Flag
class M(IntFlag):
    A = 1
    B = 2
x = M(extra | 1)
r_x = (x.value, int(x), M.A in x, [m.name for m in x])
r_str = (str(x), format(x, "d"))
r_or = (M.A | extra).value
r_eq = x == extra + 1
class F(Flag):
    A = 1
    B = 2
try:
    r_f = F(extra | 1).value
except ValueError as e:
    r_f = type(e).__name__
r_neg = (~M.A).value
r_neg_f = (~F.A).value
