# probe: namedtuple _make from strings, dicts, generators and through an instance; _make/_replace on a subclass keep the subclass; _asdict order; defaults shared between instances
# inputs
pair = "ab"
# body
from collections import namedtuple
P = namedtuple("P", "x y", defaults=[[]])
r_str = tuple(P._make(pair))
r_dict = tuple(P._make({"k1": 1, "k2": 2}))
r_gen = tuple(P._make(c.upper() for c in pair))
p = P(1, 2)
r_via_instance = tuple(p._make([3, 4]))
class Q(P):
    def total(self):
        return self.x + self.y
q = Q._make([5, 6])
r_sub = (type(q).__name__, q.total(), type(q._replace(x=1)).__name__, q._replace(x=1).total())
r_asdict = list(P(y=9, x=8)._asdict().items())
a = P(1)
b = P(2)
a.y.append("shared")
r_shared_default = (b.y, a.y is b.y, P._field_defaults["y"])
try:
    P._make(pair * 2)
except TypeError as e:
    r_make_long = type(e).__name__
r_eq_sub = (q == (5, 6), q == P(5, 6), isinstance(q, P))
