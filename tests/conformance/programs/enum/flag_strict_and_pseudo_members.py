# probe: Flag lookups: composite values make pseudo-members, names of composites, an undefined bit raises ValueError (STRICT), zero is a valid empty member
# inputs
v = 5
bad = 8
# body
from enum import Flag, auto
class P(Flag):
    R = 1
    W = 2
    X = 4
c = P(v)
r_c = (c.value, c.name, [m.name for m in c])
r_zero = (P(0).value, P(0).name, bool(P(0)), list(P(0)))
r_is_same = P(v) is P(v)
try:
    P(bad)
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
r_contains = (P.R in c, P.W in c, P(0) in c, c in c)
try:
    r_int_in = 1 in c
except TypeError as e:
    r_int_in = type(e).__name__
r_len = len(c)
r_xor = (c ^ P.R).name
r_sub_and = [(m & c).name for m in P]
