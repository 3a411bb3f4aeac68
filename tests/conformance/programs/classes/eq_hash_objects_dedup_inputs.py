# probe: objects with __eq__/__hash__ over input-derived fields put in sets and as dict keys (equal ones merge), list.count/index/in through __eq__, and an eq-only class being unhashable
# inputs
a = 1
b = 1
c = 2
# body
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, P) and self.v == other.v
    def __hash__(self):
        return hash(self.v)
class Q:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == getattr(other, "v", None)
ps = [P(a), P(b), P(c)]
r_set_len = len(set(ps))
d = {}
for i, p in enumerate(ps):
    d[p] = i
r_dict = sorted((k.v, v) for k, v in d.items())
r_count = ps.count(P(1))
r_index = ps.index(P(c))
r_in = P(3) in ps
r_first_kept = next(iter(d)) is ps[0]
try:
    {Q(a)}
    r_q = "hashable"
except TypeError as e:
    r_q = type(e).__name__
r_q_eq = Q(a) == P(b)
r_q_in = Q(c) in ps
