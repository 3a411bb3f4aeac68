# probe: IntFlag: undefined bits kept (KEEP), ~ within defined bits, arithmetic gives int, | with int stays IntFlag, 0 member and repr of combos
# inputs
v = 9
# body
from enum import IntFlag
class P(IntFlag):
    R = 4
    W = 2
    X = 1
k = P(v)
r_k = (int(k), type(k).__name__, P.X in k)
r_inv = (int(~P.R), int(~P.X), int(~(P.R | P.W)), int(~P(0)))
r_or = (type(P.R | 1).__name__, int(P.R | 8), type(1 | P.R).__name__)
r_add = (P.R + P.W, type(P.R + P.W).__name__)
r_names = ((P.R | P.W).name, P(0).name, P.R.name)
r_iter = [m.name for m in P(7)]
r_eq = (P.R | P.W == 6, P(6) is (P.R | P.W))
