# probe: namedtuple _replace (new object, bad field ValueError), _asdict (dict in field order), _fields, _make, defaults, tuple behaviour (index, unpack, ==)
# inputs
v = 3
# body
from collections import namedtuple
Pt = namedtuple("Pt", "x y z", defaults=[0])
p = Pt(1, v)
r_p = (p.x, p.y, p.z, p[1], len(p))
q = p._replace(z=v * 2)
r_q = (tuple(q), q is p, p.z)
try:
    p._replace(w=1)
except ValueError as e:
    r_err = type(e).__name__
r_asdict = p._asdict()
r_asdict_type = type(p._asdict()).__name__
r_fields = (Pt._fields, Pt._field_defaults)
r_make = tuple(Pt._make([v, v, v]))
r_eq_tuple = (p == (1, v, 0), tuple(p))
x, y, z = p
r_unpack = x + y + z
try:
    p.x = 5
except AttributeError as e:
    r_err2 = type(e).__name__
try:
    Pt(1)
except TypeError as e:
    r_err3 = type(e).__name__
r_count = (p.count(1), p.index(v))
