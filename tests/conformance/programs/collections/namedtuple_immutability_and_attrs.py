# probe: namedtuple instances refuse attribute assignment and new attributes (no __dict__); a subclass without __slots__ accepts new attributes but not field assignment
# inputs
v = 1
# body
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(v, 2)
errs = []
for action in ("field", "new", "del"):
    try:
        if action == "field":
            p.x = 5
        elif action == "new":
            p.z = 5
        else:
            del p.x
        errs.append("ok")
    except AttributeError as e:
        errs.append(type(e).__name__)
r_errs = errs
class Q(P):
    pass
q = Q(v, 2)
q.z = 7
r_q = (q.z, tuple(q), hasattr(p, "__dict__"), hasattr(q, "__dict__"))
try:
    q.x = 3
    r_q_field = "ok"
except AttributeError as e:
    r_q_field = type(e).__name__
class S(P):
    __slots__ = ()
try:
    S(v, 2).w = 1
    r_slots = "ok"
except AttributeError as e:
    r_slots = type(e).__name__
