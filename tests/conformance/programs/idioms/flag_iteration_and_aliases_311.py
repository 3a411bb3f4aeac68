# probe: Flag with a multi-bit alias member: iteration lists only canonical single-bit members, __members__ includes the alias, len, list of a combined value, names of combinations
# inputs
bits = 3
# body
import enum
class P(enum.Flag):
    R = 1
    W = 2
    X = 4
    RW = 3
r_iter = [m.name for m in P]
r_members = list(P.__members__)
r_len = len(P)
r_combo = [m.name for m in P(bits)]
r_combo_name = P(bits).name
r_rwx_name = (P.R | P.W | P.X).name
r_zero_name = P(0).name
r_contains = [P.R in P(bits), P.X in P(bits)]
try:
    P(8)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
class I(enum.IntFlag):
    A = 1
    B = 2
r_intflag = (I.A | I.B) + 0
r_intflag_8 = int(I(8))
r_intflag_or_int = type(I.A | 4).__name__
