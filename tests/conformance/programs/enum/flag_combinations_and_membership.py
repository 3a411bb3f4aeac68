# probe: Flag | & ^ ~ between members, `in` for flags, iteration of a combination, bool of empty, value lookup of a combination, comparing to int fails for plain Flag
# inputs
v = 3
# body
from enum import Flag, auto
class P(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = P(v)
r_rw = (rw.name, rw is P.RW, rw.value)
r_in = (P.R in rw, P.X in rw, P.RW in (P.R | P.W | P.X))
r_iter = [m.name for m in (P.R | P.X)]
r_not = (~P.R).value
r_empty = (bool(P.R & P.X), (P.R & P.X).value)
r_eq_int = P.R == 1
r_list = [m.name for m in P]
r_len = len(P.R | P.W | P.X)
acc = P(0)
for m in (P.X, P.R):
    acc |= m
r_acc = (acc.value, P.X in acc)
try:
    P(16)
except ValueError as e:
    r_err = type(e).__name__
try:
    P.R | 1
except TypeError as e:
    r_err2 = type(e).__name__
