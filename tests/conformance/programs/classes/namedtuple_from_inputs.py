# probe: namedtuples built from inputs: field access, _replace, _asdict, index/count, unpacking, comparisons with plain tuples and as dict keys
# inputs
x = 1
y = 1
name = "p"
# body
from collections import namedtuple
Pt = namedtuple("Pt", ["x", "y", "name"], defaults=["anon"])
p = Pt(x, y)
q = Pt(x, y, name)
r_p = tuple(p)
r_q_name = q.name
r_eq_tuple = p == (x, y, "anon")
r_count = q.count(1)
r_index = q.index(y)
q2 = q._replace(y=y + 1)
r_q2 = tuple(q2)
r_asdict = dict(q._asdict())
a, b, c = q2
r_unpacked = (a, b, c)
d = {p: "p", q: "q"}
r_len = len(d)
r_lookup = d[(x, y, "anon")]
r_sorted = [tuple(t) for t in sorted([q2, q, p], key=lambda t: (t.y, t.name))]
