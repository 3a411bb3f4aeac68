# probe: a Flag whose members are not defined in value order iterates composites in definition order and names them so
# inputs
v = 5
# body
from enum import Flag
class P(Flag):
    X = 4
    W = 2
    R = 1
r_class_iter = [m.name for m in P]
c = P(v)
r_iter = [m.name for m in c]
r_name = c.name
r_or = (P.R | P.X).name
r_all = [m.name for m in (P.R | P.W | P.X)]
